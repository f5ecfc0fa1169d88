// The game saved to a record file and a record file opened (docs/guide.md, "The web page"), part
// of marienbad.js before page.js: Save to a file downloads the engine's record of the game on the
// board (the format `marienbad --record` writes and `--resume` reads), Open a file reads one
// chosen with the file picker and hands its text to the engine, which says what is wrong with it.
// The two buttons are made here, beside Copy link; every word comes from the engine.
const pageFiles = (function () {
  'use strict';

  // More than a record may be (catalogue/game_record.hpp): read that much, the engine refuses it.
  const MOST_READ = (1 << 20) + 1;

  function build(buttons) {
    for (const id of ['save-file', 'open-file']) {
      const button = document.createElement('button');
      button.type = 'button';
      button.id = id;
      buttons.appendChild(button);
    }
    const input = document.createElement('input');
    Object.assign(input, { type: 'file', id: 'file-input', hidden: true, accept: '.json,application/json' });
    buttons.appendChild(input);
  }

  // Written only when it changes: the page draws again at every move of the mouse.
  function show(state) {
    const words = state.transfer;
    const save = document.getElementById('save-file');
    const open = document.getElementById('open-file');
    if (save.textContent !== words.save_file) {
      save.textContent = words.save_file;
      open.textContent = words.open_file;
    }
    const disabled = state.game === null || state.game.exercise;
    if (save.disabled !== disabled) {
      save.disabled = disabled;
    }
  }

  function save(text, name) {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    link.download = `${name}.json`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  }

  function listen(act) {
    document.getElementById('save-file').addEventListener('click', () => {
      act((engine) => {
        const text = engine.gameFile();
        if (text !== '') {
          save(text, JSON.parse(text).game);
        }
      });
    });
    const input = document.getElementById('file-input');
    document.getElementById('open-file').addEventListener('click', () => input.click());
    input.addEventListener('change', () => {
      const file = input.files && input.files[0];
      input.value = '';
      if (file) {
        file.slice(0, MOST_READ).text().then((text) => {
          act((engine) => engine.openFile(file.name, text));
        });
      }
    });
  }

  return { build, show, listen };
}());
