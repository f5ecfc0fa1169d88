// The web page's script, appended to Emscripten's loader in marienbad.js: it opens the page's
// engine (src/web/web_page.hpp, compiled to marienbad.wasm), turns the browser's events into its
// calls — a click, a tap, the mouse over a cell, the wheel, a key, the count controls, a button,
// a choice in the form — and draws what it gives back. The board is drawn once per position (or
// size) from the engine's layout in board units (an SVG whose viewBox is in pitches): a grid of
// named cells a screen reader reads, with a roving tab stop on the pointer's cell; an event then
// only moves the marks, the pointer and the words. What each action did is said in a live region.
// It decides nothing about a game and holds no word of its own: every text comes translated from
// the engine. The browser keeps the language, the colours, the last game's settings, the
// unfinished game's record (the games layer's record format), its messages and the student's
// progress through the lessons and puzzles in localStorage, so that a reload or a language switch
// finds the game, its settings and its messages where they were, and a lesson resumes where it was
// left. An exercise's question is answered with the digits and Enter, or in the answer box (a
// phone's number keys); a lesson's sheet and the progress show in the text dialog, which prints
// the sheet alone.
(function () {
  'use strict';

  const KEYS = {
    language: 'marienbad.language',
    palette: 'marienbad.palette',
    settings: 'marienbad.settings',
    record: 'marienbad.record',
    messages: 'marienbad.messages',
    progress: 'marienbad.progress',
  };
  const SVG = 'http://www.w3.org/2000/svg';
  const KEPT_MESSAGES = 300;  // the messages the browser keeps of a game, the newest

  const element = (id) => document.getElementById(id);
  // A text, an attribute, a state written only when it changes (an event then touches little).
  const setText = (id, text) => {
    const node = element(id);
    if (node.textContent !== text) {
      node.textContent = text;
    }
  };
  const setAttribute = (id, name, value) => {
    const node = element(id);
    if (node.getAttribute(name) !== value) {
      node.setAttribute(name, value);
    }
  };
  const setFlag = (id, name, value) => {
    const node = element(id);
    if (node[name] !== value) {
      node[name] = value;
    }
  };

  function stored(key) {
    try {
      return window.localStorage.getItem(key) || '';
    } catch (error) {
      return '';  // storage refused (a private window): the page still plays
    }
  }

  function store(key, value) {
    try {
      if (value) {
        window.localStorage.setItem(key, value);
      } else {
        window.localStorage.removeItem(key);
      }
    } catch (error) {
      // storage refused or full: the game goes on, unkept
    }
  }

  // The browser's language, unless the page was told another.
  function chosenLanguage() {
    const kept = stored(KEYS.language);
    if (kept === 'en' || kept === 'fr') {
      return kept;
    }
    const asked = pageAddress.language();
    if (asked !== '') {
      return asked;
    }
    const languages = navigator.languages && navigator.languages.length > 0
      ? navigator.languages : [navigator.language || 'en'];
    return String(languages[0]).toLowerCase().startsWith('fr') ? 'fr' : 'en';
  }

  let engine = null;       // the WebAssembly module
  let page = null;         // its WebPage
  let words = null;        // the page's words in its language
  let state = null;        // the state last read
  let board = null;        // the board last drawn (its layout and names)
  let cellNodes = [];      // each cell's group, by its index
  let labelsDrawn = null;  // the labels' markup drawn
  let shownGame = -1;      // the game whose messages are shown
  let seenMessages = 0;
  let keptMessages = [];   // the messages of the game, as the browser keeps them
  let keptRecord = '';
  let keptSettings = '';
  let keptProgress = '';
  let settingsChanges = '';  // what the settings were last read after
  let timer = null;        // the computer's next step
  let hovered = null;      // the cell under the mouse, as last told
  let announced = -1;      // the announcement last said
  let formClosed = false;  // the form was closed with no game to go back to
  let touch = window.matchMedia && window.matchMedia('(pointer: coarse)').matches;
  let areaSize = null;     // the board's area, as the engine was told it
  let refocus = false;     // the board had the focus when it was drawn again

  // Calls the engine, then draws what it says.
  function act(action) {
    if (page === null) {
      return;
    }
    action(page);
    render();
  }

  // A phone, a tablet held upright, a narrow window: the board above the panel (marienbad.css).
  const stacked = window.matchMedia('(max-width: 760px), (max-width: 1100px) and (orientation: portrait)');

  // The room the board may take: the area, less the result and the count controls; stacked, as
  // wide as the page and most of the screen's height (the area then fits the board).
  function measureArea() {
    const area = element('board-area');
    const bar = element('move-bar').offsetHeight || 48;
    const result = 48;
    const height = stacked.matches ? window.innerHeight * 0.72 : area.clientHeight;
    return {
      width: Math.max(120, area.clientWidth - 12),
      height: Math.max(160, height - bar - result - 12),
    };
  }

  function recordKey(record) {
    if (!record) {
      return '';
    }
    try {
      const kept = JSON.parse(record);
      return `${kept.game}:${kept.seed}`;
    } catch (error) {
      return '';
    }
  }

  // The language a page can be shown in: `language` once its catalogue is fetched (the first time
  // the page shows it; English needs none), else English (no network and no copy kept).
  const catalogues = { en: Promise.resolve('en') };
  function catalogue(language) {
    if (!(language in catalogues)) {
      catalogues[language] = fetch(`marienbad-${language}.mo`)
        .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(response.status)))
        .then((bytes) => (engine.addCatalogue(language, new Uint8Array(bytes)) ? language
          : Promise.reject(language)))
        .catch(() => {
          delete catalogues[language];  // asked again the next time
          return 'en';
        });
    }
    return catalogues[language];
  }

  function open(language, keepLog) {
    if (page !== null) {
      page.delete();
    }
    // The seed and the pace as the address writes them: the engine reads them exactly.
    areaSize = measureArea();
    const make = () => new engine.WebPage(language, stored(KEYS.settings), stored(KEYS.record),
      stored(KEYS.progress), pageAddress.seed(), pageAddress.pace(), areaSize.width, areaSize.height,
      touch);
    try {
      page = make();
    } catch (error) {
      // What the browser kept cannot even be passed over: forgotten, so the page still opens.
      store(KEYS.record, '');
      store(KEYS.settings, '');
      page = make();
    }
    words = JSON.parse(page.words()).words;
    board = null;
    hovered = null;
    const first = JSON.parse(page.state());
    const resumed = first.screen === 'game' && stored(KEYS.record) !== '';
    if (keepLog && resumed) {
      // A language switch: the messages so far stay, the game's own follow them.
      shownGame = first.game_number;
      seenMessages = 0;
    } else {
      shownGame = -1;
      keptMessages = [];
      if (resumed) {
        // A reload: the messages the browser kept of this game, then what it says on resuming.
        try {
          const kept = JSON.parse(stored(KEYS.messages) || 'null');
          if (kept && kept.key === recordKey(stored(KEYS.record)) && Array.isArray(kept.list)) {
            keptMessages = kept.list.slice(-KEPT_MESSAGES);
          }
        } catch (error) {
          keptMessages = [];
        }
      }
    }
    for (const id of ['language', 'form-language']) {
      element(id).value = language;
    }
    document.documentElement.lang = language;
    drawWords();
    element('loading').hidden = true;
    render();
  }

  // ---- Drawing ----

  function render() {
    state = JSON.parse(page.state());
    const record = page.record();
    if (record !== keptRecord) {
      keptRecord = record;
      store(KEYS.record, record);
    }
    // The settings change with a game, its coach or the form: not with the mouse.
    const game = state.game;
    const changes = `${state.screen} ${state.game_number} ${game ? `${game.board_number} ${game.coach}` : ''}`;
    if (changes !== settingsChanges) {
      settingsChanges = changes;
      const settings = page.settings();
      if (settings && settings !== keptSettings) {
        keptSettings = settings;
        store(KEYS.settings, settings);
      }
    }
    // The progress changes when an exercise or a puzzle ends.
    const progress = page.progress();
    if (progress && progress !== keptProgress) {
      keptProgress = progress;
      store(KEYS.progress, progress);
    }
    drawBoard();
    drawMarks();
    drawPanel();
    pageAddress.show(state);
    pageFiles.show(state);
    drawDialogs();
    announce();
    schedule();
  }

  function drawWords() {
    const buttons = {
      'hint': words.hint, 'undo': words.undo, 'redo': words.redo, 'restart': words.restart,
      'new-game': words.new_game, 'show-rules': words.rules, 'show-keys': words.keys,
      'describe': words.describe, 'form-start': words.start, 'question-yes': words.yes,
      'question-no': words.no, 'text-close': words.close, 'play': words.play,
      'open-form': words.new_game, 'show-progress': words.progress,
    };
    for (const [id, text] of Object.entries(buttons)) {
      element(id).textContent = text;
    }
    for (const id of ['language-label', 'form-language-label']) {
      element(id).textContent = words.language;
    }
    element('palette-label').textContent = words.colours;
    element('palette').options[0].textContent = words.palette_safe;
    element('palette').options[1].textContent = words.palette_classic;
    element('messages-title').textContent = words.messages;
    element('board-heading').textContent = words.board;
    element('game-label').textContent = words.game;
    element('form-title').textContent = words.new_game;
    element('courses-title').textContent = words.courses;
    element('marks-title').textContent = words.marks;
    element('no-game-text').textContent = words.no_game;
  }

  function svg(name, attributes, parent) {
    const node = document.createElementNS(SVG, name);
    for (const [key, value] of Object.entries(attributes)) {
      node.setAttribute(key, String(value));
    }
    if (parent) {
      parent.appendChild(node);
    }
    return node;
  }

  const KINDS = { e: 'empty', p: 'piece', m: 'match', f: 'free', b: 'banned', s: 'sink' };
  const at = (row, col) => row * board.cols + col;  // a cell's index, row after row

  // The cell at `index` as it is drawn: its kind and its square's corner.
  function cellAt(index) {
    return { kind: KINDS[board.kinds[index]], x: board.x[index], y: board.y[index] };
  }

  // Where each cell's square stands, from its line's top and its column (board units).
  function placeCells() {
    board.x = [];
    board.y = [];
    for (const line of board.lines) {
      line.cells.forEach((index, place) => {
        board.x[index] = board.left + line.columns[place];
        board.y[index] = line.top;
      });
    }
  }

  // The board, from the engine's layout (in pitches): drawn whole when its layout or the game
  // changed (the labels, the rows of named cells, the pawns), and otherwise only its cells that
  // changed redrawn (a move: a few cells, their names, the pawns); the marks go on layers above.
  function drawBoard() {
    const node = element('board');
    const game = state.game;
    if (game === null) {
      if (board !== null) {
        node.replaceChildren();
        node.setAttribute('width', '0');
        node.setAttribute('height', '0');
        board = null;
        cellNodes = [];
      }
      refocus = false;
      return;
    }
    if (board !== null && board.number === game.board_number && board.game === state.game_number) {
      return;
    }
    // The focus, on a cell about to be drawn again, goes to the pointer's cell once it is.
    refocus = refocus || node.contains(document.activeElement);
    const same = board !== null && board.game === state.game_number;
    if (same) {
      const now = JSON.parse(page.cells());
      if (now.layout === board.layout) {
        redrawCells(now);
        return;
      }
    }
    const next = JSON.parse(page.board());
    next.game = state.game_number;
    const previous = board;
    const drawn = cellNodes;
    board = next;
    placeCells();
    node.setAttribute('viewBox', `0 0 ${board.width.toFixed(3)} ${board.height.toFixed(3)}`);
    node.setAttribute('width', (board.width * board.pitch).toFixed(1));
    node.setAttribute('height', (board.height * board.pitch).toFixed(1));
    element('position').textContent = board.position;
    if (same && previous.pitch === board.pitch && node.querySelector('g.cells')) {
      // The same game in another layout (a pile emptied, the tallest shrunk): the cells that stay
      // where they were are kept.
      reconcile(drawn);
      return;
    }
    // Drawn as one piece of markup: hundreds of cells are made several times faster so.
    labelsDrawn = labelsMarkup();
    node.innerHTML = '<defs><pattern id="hatch" width="0.2" height="0.2" patternUnits="userSpaceOnUse" '
      + 'patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="0.2" class="hatch-line"/>'
      + `</pattern></defs><g class="labels" aria-hidden="true">${labelsDrawn}</g><g class="cells">`
      + board.lines.map((line) => `<g role="row" data-top="${line.top}" aria-label="${escaped(line.name)}">`
        + line.cells.map(cellGroupMarkup).join('') + '</g>').join('')
      + '</g><g class="marks" aria-hidden="true"></g><g class="pawns" aria-hidden="true"></g>'
      + '<g class="stars" aria-hidden="true"></g>'
      + `<rect class="pointer" x="0" y="0" width="${board.cell + 0.08}" height="${board.cell + 0.08}" visibility="hidden"/>`;
    indexCells();
    drawPawns();
  }

  // The labels as markup.
  function labelsMarkup() {
    return board.labels.map(([text, x, y, labelWidth, labelHeight, line]) => (line
      ? `<text x="${x + labelWidth}" y="${y + labelHeight / 2}" text-anchor="end" dominant-baseline="central" font-size="${board.label_size}">`
      : `<text x="${x + labelWidth / 2}" y="${y + labelHeight - board.label_size * 0.25}" text-anchor="middle" font-size="${board.label_size}">`)
      + `${escaped(text)}</text>`).join('');
  }

  // A cell's group as markup: its square and the gap after it (no tap falls between two cells),
  // its shapes, its name for a screen reader, its place in the board (`data-place`, in pitches).
  function cellGroupMarkup(index) {
    const cell = cellAt(index);
    return `<g role="gridcell" class="cell kind-${cell.kind}" data-row="${Math.floor(index / board.cols)}" `
      + `data-col="${index % board.cols}" data-place="${cell.x},${cell.y}" tabindex="-1" `
      + `aria-label="${escaped(board.names[index])}"><rect class="hit" x="${cell.x}" y="${cell.y}" `
      + `width="1" height="1"/>${cellMarkup(cell)}</g>`;
  }

  // The cells' groups by their index in the board of now, each knowing its index, place, kind and
  // name (kept on the node, so that a new layout compares them without reading the document).
  function indexCells() {
    cellNodes = [];
    for (const group of element('board').querySelectorAll('[role="gridcell"]')) {
      const index = at(Number(group.dataset.row), Number(group.dataset.col));
      cellNodes[index] = group;
      remember(group, index);
    }
  }

  function remember(group, index) {
    group.cellIndex = index;
    group.place = `${board.x[index]},${board.y[index]}`;
    group.kind = board.kinds[index];
    group.name = board.names[index];
  }

  // The board drawn in a new layout from the one drawn: each line and cell that stands where one
  // stood kept (its numbers, kind and name brought up to date), the others made or removed.
  function reconcile(drawn) {
    const node = element('board');
    const rows = node.querySelector('g.cells');
    // What no longer stands anywhere goes first, so that what stays need not move.
    const tops = new Set(board.lines.map((line) => String(line.top)));
    const places = new Set();
    for (const line of board.lines) {
      for (const index of line.cells) {
        places.add(`${board.x[index]},${board.y[index]}`);
      }
    }
    const oldRows = new Map();
    for (const row of [...rows.children]) {
      if (tops.has(row.dataset.top)) {
        oldRows.set(row.dataset.top, row);
      } else {
        row.remove();
      }
    }
    const oldCells = new Map();
    for (const group of drawn) {
      if (!group) {
        continue;
      }
      if (places.has(group.place)) {
        oldCells.set(group.place, group);
      } else {
        group.remove();
      }
    }
    cellNodes = [];
    const template = document.createElementNS(SVG, 'g');
    let rowAt = 0;
    for (const line of board.lines) {
      let row = oldRows.get(String(line.top));
      if (row) {
        oldRows.delete(String(line.top));
        if (row.getAttribute('aria-label') !== line.name) {
          row.setAttribute('aria-label', line.name);
        }
      } else {
        row = svg('g', { role: 'row', 'data-top': line.top, 'aria-label': line.name });
      }
      if (rows.children[rowAt] !== row) {
        rows.insertBefore(row, rows.children[rowAt] || null);
      }
      ++rowAt;
      const children = row.children;
      line.cells.forEach((index, place) => {
        const where = `${board.x[index]},${board.y[index]}`;
        let group = oldCells.get(where);
        if (group) {
          oldCells.delete(where);
          if (group.cellIndex !== index) {
            group.setAttribute('data-row', String(Math.floor(index / board.cols)));
            group.setAttribute('data-col', String(index % board.cols));
            group.cellIndex = index;
          }
          if (group.kind !== board.kinds[index]) {
            const cell = cellAt(index);
            group.setAttribute('class', `cell kind-${cell.kind}`);
            group.innerHTML = `<rect class="hit" x="${cell.x}" y="${cell.y}" width="1" height="1"/>${cellMarkup(cell)}`;
            group.kind = board.kinds[index];
          }
          if (group.name !== board.names[index]) {
            group.setAttribute('aria-label', board.names[index]);
            group.name = board.names[index];
          }
        } else {
          template.innerHTML = cellGroupMarkup(index);
          group = template.firstChild;
          remember(group, index);
        }
        cellNodes[index] = group;
        if (children[place] !== group) {
          row.insertBefore(group, children[place] || null);
        }
      });
      while (children.length > line.cells.length) {
        row.lastChild.remove();
      }
    }
    for (const row of oldRows.values()) {
      row.remove();
    }
    for (const group of oldCells.values()) {
      group.remove();
    }
    const labels = labelsMarkup();
    if (labels !== labelsDrawn) {
      node.querySelector('g.labels').innerHTML = labels;
      labelsDrawn = labels;
    }
    drawPawns();
  }

  // A move's cells: those whose kind or name changed, drawn again; the pawns; the position.
  function redrawCells(now) {
    for (let index = 0; index < now.names.length; ++index) {
      const group = cellNodes[index];
      if (now.kinds[index] !== board.kinds[index] && group) {
        const cell = { kind: KINDS[now.kinds[index]], x: board.x[index], y: board.y[index] };
        group.setAttribute('class', `cell kind-${cell.kind}`);
        group.innerHTML = `<rect class="hit" x="${cell.x}" y="${cell.y}" width="1" height="1"/>${cellMarkup(cell)}`;
        group.kind = now.kinds[index];
      }
      if (now.names[index] !== board.names[index] && group) {
        group.setAttribute('aria-label', now.names[index]);
        group.name = now.names[index];
      }
    }
    board.kinds = now.kinds;
    board.names = now.names;
    board.pawns = now.pawns;
    board.number = now.number;
    board.position = now.position;
    element('position').textContent = now.position;
    drawPawns();
  }

  const escaped = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;')
    .replace(/>/g, '&gt;').replace(/"/g, '&quot;');

  // A cell by its kind, framed (the window's painter's shapes), as markup.
  function cellMarkup(cell) {
    const side = board.cell;
    const rect = (name, x, y, w, h) => `<rect class="${name}" x="${x}" y="${y}" width="${w}" height="${h}"/>`;
    const square = (name) => rect(name, cell.x, cell.y, side, side);
    const cx = cell.x + side / 2;
    const cy = cell.y + side / 2;
    switch (cell.kind) {
      case 'piece':
        return square('piece') + square('frame-line');
      case 'match': {
        const inset = side * 0.34;
        return rect('piece frame-line', cell.x + inset, cell.y, side - 2 * inset, side);
      }
      case 'banned': {
        const inset = side * 0.25;
        return `${square('banned')}<path class="banned-mark" d="M${cell.x + inset},${cell.y + inset}`
          + `L${cell.x + side - inset},${cell.y + side - inset}M${cell.x + side - inset},${cell.y + inset}`
          + `L${cell.x + inset},${cell.y + side - inset}"/>${square('frame-line')}`;
      }
      case 'sink':
        return `${square('free')}<circle class="sink" cx="${cx}" cy="${cy}" r="${side * 0.35}"/>`
          + `<circle class="sink" cx="${cx}" cy="${cy}" r="${side * 0.14}"/>${square('frame-line')}`;
      case 'free':
        return square('free') + square('frame-line');
      default:
        return `<circle class="empty-dot" cx="${cx}" cy="${cy}" r="${side * 0.12}"/>`;
    }
  }

  function squareRect(cell) {
    return { x: cell.x, y: cell.y, width: board.cell, height: board.cell };
  }

  function matchRect(cell) {
    const side = board.cell * 0.34;
    return { x: cell.x + side, y: cell.y, width: board.cell - 2 * side, height: board.cell };
  }

  // The pawns: discs, or crowns, numbered when there are several.
  // A crown in a cell of side 1: a band and three points (gui/board_painter.cpp draws the same).
  const CROWN = [[0.18, 0.8], [0.18, 0.3], [0.34, 0.52], [0.5, 0.22], [0.66, 0.52], [0.82, 0.3],
    [0.82, 0.8]];

  function drawPawns() {
    const side = board.cell;
    const parts = [];
    for (const [index, pawns, first] of board.pawns) {
      const cell = cellAt(index);
      const cx = cell.x + side / 2;
      let cy = cell.y + side / 2;
      if (board.crowned) {
        const points = CROWN.map(([x, y]) => `${cell.x + x * side},${cell.y + y * side}`);
        parts.push(`<polygon class="pawn" points="${points.join(' ')}"/>`);
        cy = cell.y + side * 0.6;
      } else {
        parts.push(`<circle class="pawn" cx="${cx}" cy="${cy}" r="${side * 0.32}"/>`);
      }
      if (board.numbered || pawns > 1) {
        parts.push(`<text class="pawn-number" x="${cx}" y="${cy}" text-anchor="middle" `
          + `dominant-baseline="central" font-size="${side * 0.38}">${pawns > 1 ? '+' : first}</text>`);
      }
    }
    element('board').querySelector('g.pawns').innerHTML = parts.join('');
  }

  function drawStar(layer, cell) {
    const side = board.cell;
    const cx = cell.x + side / 2;
    const cy = cell.y + side / 2;
    const outer = side * 0.36;
    const inner = outer * 0.45;
    const points = [];
    for (let point = 0; point < 10; ++point) {
      const angle = -Math.PI / 2 + point * Math.PI / 5;
      const radius = point % 2 === 0 ? outer : inner;
      points.push(`${(cx + radius * Math.cos(angle)).toFixed(3)},${(cy + radius * Math.sin(angle)).toFixed(3)}`);
    }
    svg('polygon', { class: 'star', points: points.join(' ') }, layer);
  }

  // The marks of the moment: the computer's move, else the cells under the mouse, else the
  // pointer's move, in the shade of the seat to move (solid, or hatched); the hint's stars; the
  // pointer's ring, and the grid's tab stop on its cell.
  function drawMarks() {
    const game = state.game;
    if (game === null || board === null) {
      return;
    }
    const node = element('board');
    const marks = game.marks;
    const layer = node.querySelector('g.marks');
    layer.replaceChildren();
    const shown = marks.computer.length > 0 ? marks.computer
      : marks.hovered.length > 0 ? marks.hovered : marks.pointed;
    const pointedOnly = marks.computer.length === 0 && marks.hovered.length === 0;
    const seat = game.seat_to_move === 1 ? 'seat-one' : 'seat-two';
    for (const [r, c] of shown) {
      const cell = cellAt(at(r, c));
      const inside = cell.kind === 'match' ? matchRect(cell) : squareRect(cell);
      const extra = pointedOnly ? ' pointed' : '';
      svg('rect', Object.assign({ class: `mark ${seat}${extra}` }, inside), layer);
      if (game.seat_to_move === 2) {
        svg('rect', Object.assign({ class: `mark-hatch${extra}` }, inside), layer);
      }
      svg('rect', Object.assign({ class: `frame-line${extra}` }, inside), layer);
    }
    const stars = node.querySelector('g.stars');
    stars.replaceChildren();
    for (const [r, c] of marks.winning) {
      drawStar(stars, cellAt(at(r, c)));
    }
    document.body.classList.toggle('pointer-chosen', game.pointer_chosen);

    // The tab stop: the pointer's cell, named with what it plays; else the first cell.
    const ring = node.querySelector('rect.pointer');
    const pointer = marks.pointer !== null ? at(marks.pointer[0], marks.pointer[1]) : -1;
    const stop = pointer >= 0 ? cellNodes[pointer] : null;
    for (const group of node.querySelectorAll('[role="gridcell"][tabindex="0"]')) {
      if (group !== stop) {
        group.setAttribute('tabindex', '-1');
        group.setAttribute('aria-label',
          board.names[at(Number(group.dataset.row), Number(group.dataset.col))]);
      }
    }
    if (stop) {
      const cell = cellAt(pointer);
      const name = board.names[pointer];
      stop.setAttribute('tabindex', '0');
      const plays = touch ? words.tap_plays : words.enter_plays;
      stop.setAttribute('aria-label', game.pointed_text && plays
        ? `${name}. ${plays.replace('{0}', game.pointed_text)}` : name);
      ring.setAttribute('x', String(cell.x - 0.04));
      ring.setAttribute('y', String(cell.y - 0.04));
      ring.setAttribute('visibility', 'visible');
    } else {
      ring.setAttribute('visibility', 'hidden');
      const first = node.querySelector('[role="gridcell"]');
      if (first && !node.querySelector('[role="gridcell"][tabindex="0"]')) {
        first.setAttribute('tabindex', '0');
      }
    }
    // Focus follows the pointer while it is on the board.
    const focused = node.contains(document.activeElement) || refocus;
    const target = stop || node.querySelector('[role="gridcell"][tabindex="0"]');
    if (focused && target && document.activeElement !== target) {
      target.focus();
    } else if (focused && !target) {
      node.focus();  // an empty board: the focus stays on it
    }
    refocus = false;
  }

  // A line of a table (handout 000's matrix, the grid's values): never broken, as the window's
  // panel keeps it.
  function isTableLine(line) {
    const inside = line.trim();
    return inside.includes('  ') || (inside !== '' && /^[0-9 X]+$/.test(inside));
  }

  function messageBlock(message, earlier) {
    const block = document.createElement('div');
    block.className = `message kind-${message.kind}${earlier ? ' earlier' : ''}`;
    for (const line of message.text.replace(/\n+$/, '').split('\n')) {
      const part = document.createElement('div');
      part.className = isTableLine(line) ? 'line table' : 'line';
      part.textContent = line;
      block.appendChild(part);
    }
    return block;
  }

  function drawPanel() {
    const game = state.game;
    const onGame = game !== null && state.screen === 'game';
    setFlag('panel', 'hidden', game === null);
    setFlag('move-bar', 'hidden', !onGame || !game.person_plays);
    setFlag('no-game', 'hidden', !(game === null && formClosed));
    setFlag('result', 'hidden', !(game !== null && game.phase === 'game_over' && game.result));
    if (game === null) {
      setText('title', '');
      setText('status-line', state.start_problem);
      return;
    }
    setText('result', game.result);
    setText('title', [game.title.game, game.title.strength, game.title.seed]
      .filter((part) => part).join(' · '));
    setText('status', game.status);
    setText('seat-one', game.seats[0]);
    setText('seat-two', game.seats[1]);
    const personsTurn = game.phase === 'person_to_move';
    setFlag('hint', 'disabled', !personsTurn);
    setFlag('undo', 'disabled', !game.can_undo);
    setFlag('redo', 'disabled', !game.can_redo);
    setFlag('restart', 'disabled', !game.can_undo);
    setText('play-again', state.again);
    setFlag('play-again', 'disabled', game.phase === 'question');
    // What could not be done (the address, an id, a file) first, until it is cleared.
    setText('status-line',
      [state.start_problem, state.status_line].filter((text) => text !== '').join(' '));
    if (document.body.dataset.phase !== game.phase) {
      document.body.dataset.phase = game.phase;
    }
    drawAnswerBox(game);

    // The count controls under the board.
    setFlag('fewer', 'disabled', !personsTurn || !game.count.fewer);
    setFlag('more', 'disabled', !personsTurn || !game.count.more);
    setAttribute('fewer', 'aria-label', game.count.fewer_text || words.fewer);
    setAttribute('more', 'aria-label', game.count.more_text || words.more);
    setAttribute('fewer', 'title', game.count.fewer_text || words.fewer);
    setAttribute('more', 'title', game.count.more_text || words.more);
    setText('move-text', personsTurn ? game.pointed_text : '');
    setFlag('play', 'disabled', !personsTurn || !game.pointed_text);
    setAttribute('play', 'aria-label', personsTurn && game.pointed_text
      ? `${words.play}: ${game.pointed_text}` : words.play);

    // The messages: a new game's from its first (after those the browser kept of it); the new
    // ones shown from the first line of the first of them (a hint's answer).
    const log = element('messages');
    if (shownGame !== state.game_number) {
      shownGame = state.game_number;
      seenMessages = 0;
      log.replaceChildren(...keptMessages.map((message) => messageBlock(message, true)));
    }
    if (state.messages_total === seenMessages) {
      return;
    }
    const added = JSON.parse(page.messages(seenMessages));
    seenMessages = state.messages_total;
    let first = null;
    for (const message of added) {
      const block = messageBlock(message, false);
      log.appendChild(block);
      first = first || block;
    }
    if (first !== null) {
      // At the next frame, when the page is laid out anyway.
      window.requestAnimationFrame(() => {
        log.scrollTop = first.offsetTop - log.offsetTop;
      });
    }
    keptMessages = keptMessages.concat(added).slice(-KEPT_MESSAGES);
    keepMessagesLater();
  }

  // The messages kept in the browser when it is idle, not while a click waits for its answer.
  let keeping = false;
  function keepMessagesLater() {
    if (keeping) {
      return;
    }
    keeping = true;
    const keep = () => {
      keeping = false;
      store(KEYS.messages, keptRecord
        ? JSON.stringify({ key: recordKey(keptRecord), list: keptMessages }) : '');
    };
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(keep, { timeout: 1000 });
    } else {
      window.setTimeout(keep, 200);
    }
  }

  // What the last action did, said once in the live region.
  function announce() {
    const said = state.announcement;
    if (said.number === announced) {
      return;
    }
    announced = said.number;
    const region = element('announcer');
    // The same words again are said again: the region's text changes all the same.
    region.textContent = region.textContent === said.text ? `${said.text}\u00a0` : said.text;
  }

  // An exercise's question waits for a number: the box to type it in, as a phone's keys show it.
  function drawAnswerBox(game) {
    const box = element('answer-box');
    const input = element('answer-input');
    const asking = Boolean(game.answering);
    if (box.hidden === asking) {
      box.hidden = !asking;
      input.value = '';
    }
    input.min = String(game.answer_min);
    input.max = String(game.answer_max);
    input.setAttribute('aria-label', game.turn);
    element('answer-ok').textContent = words.answer;
  }

  function showDialog(dialog, shown) {
    if (shown && !dialog.open) {
      dialog.showModal();
    } else if (!shown && dialog.open) {
      dialog.close();
    }
  }

  function drawDialogs() {
    drawForm();
    const question = state.game !== null && state.game.phase === 'question' ? state.game.question : '';
    element('question').textContent = question;
    showDialog(element('question-dialog'), question !== '');
  }

  // An item of the form: a few choices as radio buttons (they wrap, nothing is cut), more as a
  // list; its help read with it.
  function formItem(item, index) {
    const help = document.createElement('span');
    help.id = `help-${index}`;
    help.className = 'visually-hidden';
    help.textContent = item.help;
    const showHelp = () => {
      element('form-help').textContent = item.help;
    };
    if (item.choices.length <= 4) {
      const group = document.createElement('fieldset');
      group.className = 'item choices-item';
      group.setAttribute('aria-describedby', help.id);
      const legend = document.createElement('legend');
      legend.textContent = item.label;
      group.append(legend, help);
      item.choices.forEach((shown, value) => {
        const label = document.createElement('label');
        const radio = document.createElement('input');
        radio.type = 'radio';
        radio.name = `item-${index}`;
        radio.value = String(value);
        radio.dataset.item = String(index);
        radio.checked = value === item.index;
        radio.addEventListener('change', () => act((engine) => engine.choose(index, value)));
        radio.addEventListener('focus', showHelp);
        label.append(radio, document.createTextNode(shown));
        group.appendChild(label);
      });
      return group;
    }
    const label = document.createElement('label');
    label.className = 'item';
    const name = document.createElement('span');
    name.textContent = item.label;
    const choice = document.createElement('select');
    choice.dataset.item = String(index);
    choice.setAttribute('aria-describedby', help.id);
    item.choices.forEach((shown, value) => {
      const option = document.createElement('option');
      option.value = String(value);
      option.textContent = shown;
      choice.appendChild(option);
    });
    choice.value = String(item.index);
    choice.addEventListener('change', () => act((engine) => engine.choose(index, Number(choice.value))));
    choice.addEventListener('focus', showHelp);
    label.append(name, choice, help);
    return label;
  }

  function drawForm() {
    const dialog = element('form-dialog');
    if (state.screen !== 'form' || formClosed) {
      showDialog(dialog, false);
      return;
    }
    const shown = JSON.parse(page.form());
    if (shown === null) {
      showDialog(dialog, false);
      return;
    }
    const form = shown.form;
    const games = element('game-choice');
    games.replaceChildren(...shown.games.map((game, index) => {
      const option = document.createElement('option');
      option.value = String(index);
      option.textContent = game.entry;
      return option;
    }));
    games.value = String(form.game_index);
    const items = element('form-items');
    const active = document.activeElement;
    const focused = active && active.dataset ? active.dataset.item : undefined;
    const focusedValue = active && active.type === 'radio' ? active.value : undefined;
    items.replaceChildren();
    form.items.forEach((item, index) => {
      if (item.applies) {
        items.appendChild(formItem(item, index));
      }
    });
    if (focused !== undefined) {
      const again = focusedValue !== undefined
        ? items.querySelector(`input[data-item="${focused}"][value="${focusedValue}"]`)
        : items.querySelector(`[data-item="${focused}"]`);
      if (again) {
        again.focus();
      }
    }
    // The lessons and puzzles: each starts in place of the form (and of the game kept under it).
    element('course-buttons').replaceChildren(...shown.courses.flatMap((course) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.course = String(course.index);
      button.textContent = course.text;
      button.addEventListener('click', () => {
        act((engine) => engine.openCourse(course.index));
        focusBoard();
      });
      if (!course.lesson) {
        return [button];
      }
      button.className = 'lesson';
      // A lesson's sheet to print, beside it.
      const sheet = document.createElement('button');
      sheet.type = 'button';
      sheet.className = 'sheet';
      sheet.dataset.sheet = String(course.index);
      sheet.textContent = words.sheet;
      sheet.setAttribute('aria-label', `${words.sheet}: ${course.text}`);
      sheet.addEventListener('click', () => {
        showText(words.sheet_title, preformatted(page.lessonSheet(course.index, false)), true);
      });
      return [button, sheet];
    }));
    element('form-refusal').textContent = form.refusal;
    // Back to the game kept under the form, or out of the form when there is none.
    element('form-cancel').textContent = state.can_cancel ? words.cancel : words.close;
    showDialog(dialog, true);
  }

  // The text dialog: `build` fills its body; a printable text (a lesson's sheet) has Print, which
  // prints the dialog alone.
  function showText(title, build, printable = false) {
    element('text-title').textContent = title;
    const body = element('text-body');
    body.replaceChildren();
    build(body);
    const print = element('text-print');
    print.hidden = !printable;
    print.textContent = words.print;
    document.body.classList.toggle('printing-text', printable);
    showDialog(element('text-dialog'), true);
  }

  // A text whose lines are kept as they are (a sheet, a table), as a builder of the text dialog.
  function preformatted(text) {
    return (body) => {
      const node = document.createElement('pre');
      node.textContent = text;
      body.appendChild(node);
    };
  }

  function paragraph(text) {
    const node = document.createElement('p');
    node.textContent = text;
    return node;
  }

  function showKeys() {
    showText(words.keys, (body) => {
      body.appendChild(paragraph(touch ? words.touch_help : words.mouse_help));
      body.appendChild(paragraph(words.keys_heading));
      const table = document.createElement('table');
      table.className = 'keys';
      for (const [keys, what] of words.key_rows) {
        const row = table.insertRow();
        const head = document.createElement('th');
        head.scope = 'row';
        head.textContent = keys;
        row.appendChild(head);
        row.insertCell().textContent = what;
      }
      body.appendChild(table);
    });
  }

  function showRules() {
    showText(words.rules, (body) => {
      for (const part of page.rules().split('\n').filter((line) => line.trim())) {
        body.appendChild(paragraph(part));
      }
    });
  }

  // The computer's pace is the engine's: a timer until its next step is due.
  function schedule() {
    if (timer !== null) {
      window.clearTimeout(timer);
      timer = null;
    }
    const due = page.nextStepIn();
    if (due >= 0) {
      timer = window.setTimeout(() => {
        timer = null;
        act((engine) => engine.takeStep());
      }, due);
    }
  }

  function focusBoard() {
    if (state.screen !== 'game') {
      return;
    }
    const node = element('board');
    const stop = node.querySelector('[role="gridcell"][tabindex="0"]');
    (stop || node).focus({ preventScroll: true });
  }

  // ---- Events ----

  function cellOf(event) {
    const target = event.target instanceof Element ? event.target.closest('[data-row]') : null;
    return target ? [Number(target.dataset.row), Number(target.dataset.col)] : null;
  }

  // A finger seen: the engine lays the board out for it.
  function usingTouch(now) {
    if (now !== touch) {
      touch = now;
      areaSize = measureArea();
      page.setArea(areaSize.width, areaSize.height, touch);
      board = null;
    }
  }

  function listen() {
    const node = element('board');
    let pointerType = touch ? 'touch' : 'mouse';
    node.addEventListener('pointerdown', (event) => {
      pointerType = event.pointerType || 'mouse';
      usingTouch(pointerType === 'touch' || pointerType === 'pen');
    });
    node.addEventListener('pointermove', (event) => {
      if (event.pointerType === 'touch') {
        return;
      }
      const cell = cellOf(event);
      const same = cell === null ? hovered === null
        : hovered !== null && hovered[0] === cell[0] && hovered[1] === cell[1];
      if (!same) {
        hovered = cell;
        act((engine) => (cell === null ? engine.hoverOff() : engine.hover(cell[0], cell[1])));
      }
    });
    node.addEventListener('pointerleave', () => {
      if (hovered !== null) {
        hovered = null;
        act((engine) => engine.hoverOff());
      }
    });
    node.addEventListener('click', (event) => {
      const cell = cellOf(event);
      if (cell === null) {
        return;
      }
      // A finger has no hover: its first tap shows what a second tap plays.
      if (pointerType === 'touch' || pointerType === 'pen') {
        act((engine) => engine.tap(cell[0], cell[1]));
      } else {
        act((engine) => engine.click(cell[0], cell[1]));
      }
      focusBoard();
    });
    node.addEventListener('wheel', (event) => {
      if (event.deltaY === 0 || cellOf(event) === null) {
        return;
      }
      event.preventDefault();
      act((engine) => engine.wheel(event.deltaY < 0 ? 1 : -1));
    }, { passive: false });

    const buttons = {
      'hint': (engine) => engine.hint(),
      'undo': (engine) => engine.undo(),
      'redo': (engine) => engine.redo(),
      'restart': (engine) => engine.restart(),
      'play-again': (engine) => engine.playAgain(),
      'new-game': (engine) => engine.newGame(),
      'describe': (engine) => engine.describe(),
      'fewer': (engine) => engine.fewer(),
      'more': (engine) => engine.more(),
      'play': (engine) => engine.play(),
    };
    for (const [id, action] of Object.entries(buttons)) {
      element(id).addEventListener('click', () => {
        formClosed = false;
        act(action);
        if (id === 'play' || id === 'play-again' || id === 'new-game') {
          focusBoard();
        }
      });
    }
    // The game's id, its link, its record file (page_address.js, page_files.js).
    pageFiles.build(pageAddress.build());
    pageAddress.listen(act);
    pageFiles.listen(act);
    element('open-form').addEventListener('click', () => {
      formClosed = false;
      render();
    });
    element('show-rules').addEventListener('click', showRules);
    element('show-keys').addEventListener('click', showKeys);
    element('text-close').addEventListener('click', () => showDialog(element('text-dialog'), false));
    element('text-print').addEventListener('click', () => window.print());
    element('show-progress').addEventListener('click',
      () => showText(words.progress, preformatted(page.progressText())));
    element('answer-box').addEventListener('submit', (event) => {
      event.preventDefault();
      const value = Number.parseInt(element('answer-input').value, 10);
      element('answer-input').value = '';
      if (Number.isInteger(value)) {
        act((engine) => engine.answerQuestion(value));
      }
      element('answer-input').focus({ preventScroll: true });
    });

    element('game-choice').addEventListener('change', (event) => {
      act((engine) => engine.chooseGame(Number(event.target.value)));
    });
    element('form').addEventListener('submit', (event) => {
      event.preventDefault();
      act((engine) => engine.start());
      focusBoard();
    });
    const leaveForm = () => {
      if (state.can_cancel) {
        act((engine) => engine.cancelForm());
        focusBoard();
      } else {
        // No game to go back to: out of the form, which a button brings back.
        formClosed = true;
        render();
        element('open-form').focus();
      }
    };
    element('form-cancel').addEventListener('click', leaveForm);
    element('form-dialog').addEventListener('cancel', (event) => {
      event.preventDefault();  // Esc: as the button
      leaveForm();
    });
    element('question-yes').addEventListener('click', () => {
      act((engine) => engine.answer(true));
      focusBoard();
    });
    element('question-no').addEventListener('click', () => {
      act((engine) => engine.answer(false));
      focusBoard();
    });
    element('question-dialog').addEventListener('cancel', (event) => {
      event.preventDefault();
      act((engine) => engine.answer(false));
    });

    document.addEventListener('keydown', (event) => {
      if (state === null || state.screen !== 'game' || document.querySelector('dialog[open]')) {
        return;
      }
      const focus = document.activeElement;
      const onBoard = element('board').contains(focus);
      const control = focus && focus.closest ? focus.closest('select, button, input, textarea, a') : null;
      if (control !== null && !onBoard &&
          (control.tagName !== 'BUTTON' || event.key === 'Enter' || event.key === ' ')) {
        return;  // the control's own key
      }
      const done = page.key(event.key, event.ctrlKey, event.shiftKey, event.altKey, event.metaKey,
        event.repeat);
      if (done === 'ignored') {
        return;
      }
      event.preventDefault();
      render();
      const log = element('messages');
      if (done === 'keys') {
        showKeys();
      } else if (done === 'scroll_back' || done === 'scroll_on') {
        log.scrollTop += (done === 'scroll_back' ? -1 : 1) * log.clientHeight * 0.9;
      } else if (onBoard || focus === document.body) {
        focusBoard();
      }
    });

    const switchLanguage = (event) => {
      store(KEYS.language, event.target.value);
      catalogue(event.target.value).then((shown) => open(shown, true));
    };
    element('language').addEventListener('change', switchLanguage);
    element('form-language').addEventListener('change', switchLanguage);
    element('palette').addEventListener('change', (event) => {
      store(KEYS.palette, event.target.value);
      applyPalette(event.target.value);
    });
    if (typeof ResizeObserver === 'function') {
      new ResizeObserver(() => {
        if (state === null) {
          return;
        }
        const now = measureArea();
        if (areaSize === null || Math.abs(now.width - areaSize.width) > 2 ||
            Math.abs(now.height - areaSize.height) > 2) {
          areaSize = now;
          page.setArea(now.width, now.height, touch);
          board = null;
          drawBoard();
          drawMarks();
        }
      }).observe(element('board-area'));
    }
  }

  function applyPalette(palette) {
    document.body.classList.toggle('palette-classic', palette === 'classic');
    document.body.classList.toggle('palette-safe', palette !== 'classic');
    element('palette').value = palette === 'classic' ? 'classic' : 'safe';
  }

  applyPalette(stored(KEYS.palette));
  createMarienbad().then((module) => {
    engine = module;
    listen();
    return catalogue(chosenLanguage());
  }).then((shown) => {
    // The position the address names, read before the page, drawn, writes its own game's id there.
    const asked = pageAddress.id();
    open(shown, false);
    if (asked !== '') {
      act((made) => made.openId(asked));
    }
    focusBoard();
    // For the measurements and the curious: the engine, the state last drawn, and drawing again.
    window.marienbad = { engine: () => engine, state: () => state, page: () => page, render };
    document.documentElement.dataset.ready = String(Math.round(performance.now()));
  });
}());
