// The page's address (docs/guide.md, "The web page"), part of marienbad.js before page.js: what it
// asks — ?seed=, ?pace=, ?lang= and a game id after '#' — read for the engine, which checks the
// seed and the pace and opens the id (web/web_address.hpp, WebPage::open_id); and written back:
// after '#', the game id of the position on the board, so that a reload, a bookmark or the link
// the Copy link button copies opens that position again. The panel's line with the id and the
// button are made here. Every word comes from the engine (the state's "transfer").
const pageAddress = (function () {
  'use strict';

  const parameters = new URLSearchParams(window.location.search);
  let words = null;

  // The id after '#', as typed or as a link encoded it.
  function id() {
    const fragment = window.location.hash.slice(1);
    try {
      return decodeURIComponent(fragment);
    } catch (error) {
      return fragment;  // a stray '%': the engine says what is wrong with it
    }
  }

  // 'en' or 'fr' as ?lang= says it, in any case and with any region ("FR", "fr-CA"); '' else.
  function language() {
    const asked = String(parameters.get('lang') || '').toLowerCase().split(/[-_]/)[0];
    return asked === 'en' || asked === 'fr' ? asked : '';
  }

  function made(tag, attributes, parent) {
    const node = document.createElement(tag);
    Object.assign(node, attributes);
    parent.appendChild(node);
    return node;
  }

  // The id's line and the Copy link button, under the seats.
  function build() {
    const part = made('div', { id: 'transfer' }, document.getElementById('panel'));
    document.getElementById('seats').after(part);
    made('p', { id: 'game-id' }, part);
    const buttons = made('div', { className: 'buttons' }, part);
    made('button', { type: 'button', id: 'copy-link' }, buttons);
    return buttons;
  }

  // Written only when it changes: the page draws again at every move of the mouse.
  function setText(id, text) {
    const node = document.getElementById(id);
    if (node.textContent !== text) {
      node.textContent = text;
    }
  }

  function show(state) {
    words = state.transfer;
    setText('game-id', words.id_line);
    setText('copy-link', words.copy_link);
    const game = state.game;
    const disabled = game === null || game.exercise;
    if (document.getElementById('copy-link').disabled !== disabled) {
      document.getElementById('copy-link').disabled = disabled;
    }
    if (game !== null && !game.exercise && game.id !== '' && id() !== game.id) {
      window.history.replaceState(window.history.state, '', `#${game.id}`);
    }
  }

  function copyLink() {
    const link = window.location.href;
    const said = () => {
      document.getElementById('status-line').textContent = words.link_copied;
    };
    const shown = () => window.prompt(words.link_to_copy, link);
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(link).then(said, shown);
    } else {
      shown();
    }
  }

  // `act` calls the engine, then draws what it says (page.js).
  function listen(act) {
    window.addEventListener('hashchange', () => act((engine) => engine.openId(id())));
    document.getElementById('copy-link').addEventListener('click', copyLink);
  }

  return {
    seed: () => parameters.get('seed') || '',
    pace: () => parameters.get('pace') || '',
    language,
    id,
    build,
    show,
    listen,
  };
}());
