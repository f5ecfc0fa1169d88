// The web page's script, appended to Emscripten's loader in marienbad.js: it opens the page's
// engine (src/web/web_page.hpp, compiled to marienbad.wasm), turns the browser's events into its
// calls — a click, a tap, the mouse over a cell, the wheel, a key, a button, a choice in the form —
// and draws the state it gives back: the board in SVG, laid out in the game's frame so that no
// cell moves under the pointer, the marks, the panel, the messages by their kind, the new-game
// form and the questions. It decides nothing about a game and holds no word of its own: every
// text comes translated from the engine. The browser keeps the language, the colours, the last
// game's settings and the unfinished game's record (the games layer's record format) in
// localStorage, so that a reload or a language switch finds the game where it was.
(function () {
  'use strict';

  const KEYS = {
    language: 'marienbad.language',
    palette: 'marienbad.palette',
    settings: 'marienbad.settings',
    record: 'marienbad.record',
  };
  const SVG = 'http://www.w3.org/2000/svg';
  const LARGEST_PITCH = 72;   // a cell and its gap, at most (the window's)
  const SMALLEST_PITCH = 30;  // a single row wraps rather than go below this
  const LABEL_STEPS = [1, 2, 5, 10];

  const element = (id) => document.getElementById(id);

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
  let state = null;        // the last state read
  let shownGame = -1;      // the game whose messages are shown
  let seenMessages = 0;
  let timer = null;        // the computer's next step
  let hovered = null;      // the cell under the mouse, as last told
  let layout = null;       // where the board's cells are drawn
  let pointerType = 'mouse';

  // Calls the engine, then draws what it says.
  function act(action) {
    if (page === null) {
      return;
    }
    action(page);
    render();
  }

  function open(language) {
    if (page !== null) {
      page.delete();
    }
    // The seed and the pace as the address writes them: the engine reads them exactly.
    const make = () => new engine.WebPage(language, stored(KEYS.settings), stored(KEYS.record),
      pageAddress.seed(), pageAddress.pace());
    try {
      page = make();
    } catch (error) {
      // What the browser kept cannot even be passed over: forgotten, so the page still opens.
      store(KEYS.record, '');
      store(KEYS.settings, '');
      page = make();
    }
    shownGame = -1;
    hovered = null;
    element('language').value = language;
    document.documentElement.lang = language;
    render();
  }

  // ---- Drawing ----

  function render() {
    state = JSON.parse(page.state());
    store(KEYS.record, page.record());
    const settings = page.settings();
    if (settings) {
      store(KEYS.settings, settings);
    }
    drawWords();
    drawBoard();
    drawPanel();
    pageAddress.show(state);
    pageFiles.show(state);
    drawDialogs();
    schedule();
  }

  function drawWords() {
    const words = state.words;
    const buttons = {
      'hint': words.hint, 'undo': words.undo, 'redo': words.redo, 'restart': words.restart,
      'play-again': state.game && state.game.exercise ? words.next : words.play_again,
      'new-game': words.new_game, 'show-rules': words.rules,
      'show-keys': words.keys, 'form-start': words.start, 'form-cancel': words.cancel,
      'question-yes': words.yes, 'question-no': words.no, 'text-close': words.close,
    };
    for (const [id, text] of Object.entries(buttons)) {
      element(id).textContent = text;
    }
    element('language-label').textContent = words.language;
    element('palette-label').textContent = words.colours;
    element('palette').options[0].textContent = words.palette_safe;
    element('palette').options[1].textContent = words.palette_classic;
    element('messages').setAttribute('aria-label', words.messages);
    element('board').setAttribute('aria-label', words.board);
    element('game-label').textContent = words.game;
    element('form-title').textContent = words.new_game;
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

  function holds(cells, row, col) {
    return cells.some((cell) => cell[0] === row && cell[1] === col);
  }

  // The board's layout in the area: its frame's lattice drawn as lines of cells (Nim's piles as
  // rows, a long single row cut into lines), each cell a square and the gap after it, the pitch
  // the largest that fits, labels above the columns and left of the lines.
  function boardLayout(board, width, height) {
    const frame = board.frame;
    const transposed = board.transposed;
    const single = !transposed && frame.rows === 1;
    let lines = transposed ? frame.cols : frame.rows;
    let perLine = transposed ? frame.rows : frame.cols;
    // The line labels' column, in pitches: about a third of a pitch a character, and a gap.
    const lineLabels = transposed ? board.col_labels : board.row_labels;
    const widestLabel = Math.max(1, ...lineLabels.map((label) => label.length));
    const labelColumn = single ? 0 : 0.3 * widestLabel + 0.35;
    const fit = (across, down, labelLines) => {
      const byWidth = width / (across + labelColumn + 0.15);
      const byHeight = height / (down + 0.55 * labelLines + 0.15);
      return Math.min(LARGEST_PITCH, byWidth, byHeight);
    };
    let pitch = fit(perLine, lines, 1);
    let wrapped = false;
    if (single && pitch < SMALLEST_PITCH * 1.6) {
      // A long row: as many places a line as leave the cells the largest, in lines that each
      // carry their labels.
      let best = null;
      for (let across = perLine; across >= 1; --across) {
        const down = Math.ceil(frame.cols / across);
        const candidate = fit(across, down, down);
        if (best === null || candidate > best.pitch + 0.01) {
          best = { pitch: candidate, across, down };
        }
      }
      pitch = best.pitch;
      perLine = best.across;
      lines = best.down;
      wrapped = lines > 1;
    }
    pitch = Math.max(8, Math.floor(pitch));
    const gap = Math.max(2, Math.round(pitch * 0.125));
    const cell = pitch - gap;
    const labelBand = Math.max(14, Math.round(pitch * 0.55));
    const left = Math.round(labelColumn * pitch) + gap;
    return { frame, transposed, wrapped, lines, perLine, pitch, gap, cell, labelBand, left };
  }

  // Where a cell of the board now is drawn: its line and column, then its square.
  function cellPlace(lay, row, col) {
    const framedCol = lay.frame.columns[col];
    let line;
    let column;
    if (lay.transposed) {
      line = framedCol;
      column = row;
    } else if (lay.wrapped) {
      line = Math.floor(framedCol / lay.perLine);
      column = framedCol % lay.perLine;
    } else {
      line = row;
      column = framedCol;
    }
    const top = lay.wrapped
      ? line * (lay.pitch + lay.labelBand) + lay.labelBand
      : lay.labelBand + line * lay.pitch;
    return { line, column, x: lay.left + column * lay.pitch, y: top };
  }

  function labelStep(widest, pitch) {
    for (const step of LABEL_STEPS) {
      if (step * pitch >= widest) {
        return step;
      }
    }
    return LABEL_STEPS[LABEL_STEPS.length - 1];
  }

  function drawBoard() {
    const area = element('board-area');
    const board = element('board');
    element('loading').hidden = true;
    const game = state.game;
    board.replaceChildren();
    if (game === null) {
      layout = null;
      board.setAttribute('width', '0');
      board.setAttribute('height', '0');
      return;
    }
    const model = game.board;
    const width = Math.max(120, area.clientWidth - 8);
    const height = Math.max(160, area.clientHeight - 8);
    const lay = boardLayout(model, width, height);
    layout = lay;
    const fullWidth = lay.left + lay.perLine * lay.pitch + lay.gap;
    const fullHeight = lay.wrapped
      ? lay.lines * (lay.pitch + lay.labelBand) + lay.gap
      : lay.labelBand + lay.lines * lay.pitch + lay.gap;
    board.setAttribute('width', String(fullWidth));
    board.setAttribute('height', String(fullHeight));
    board.setAttribute('viewBox', `0 0 ${fullWidth} ${fullHeight}`);

    const defs = svg('defs', {}, board);
    const hatch = svg('pattern', {
      id: 'hatch', width: 8, height: 8, patternUnits: 'userSpaceOnUse',
      patternTransform: 'rotate(45)',
    }, defs);
    svg('line', { x1: 0, y1: 0, x2: 0, y2: 8, class: 'hatch-line' }, hatch);

    // Labels: each line's on its left (where the line stands in the frame), each column's above
    // the first line, or above every line of a wrapped row; every 1, 2, 5 or 10 columns.
    const fontSize = Math.max(10, Math.min(24, Math.round(lay.labelBand * 0.7)));
    const lineLabels = lay.transposed ? model.col_labels : model.row_labels;
    const columnLabels = lay.transposed ? model.row_labels : model.col_labels;
    const labels = svg('g', { class: 'labels', 'font-size': fontSize }, board);
    if (!lay.wrapped && !(model.rows === 1 && !lay.transposed)) {
      lineLabels.forEach((text, index) => {
        const line = lay.transposed ? lay.frame.columns[index] : index;
        const y = lay.labelBand + line * lay.pitch + (lay.pitch - lay.gap) / 2;
        const label = svg('text', {
          x: lay.left - lay.gap * 2, y, 'text-anchor': 'end', 'dominant-baseline': 'central',
        }, labels);
        label.textContent = text;
      });
    }
    const widest = Math.max(...columnLabels.map((text) => text.length)) * fontSize * 0.62 + fontSize * 0.4;
    const every = labelStep(widest, lay.pitch);
    const columnCount = lay.transposed ? lay.frame.rows : lay.frame.cols;
    for (let index = 0; index < columnCount && index < columnLabels.length; ++index) {
      if (index % every !== 0) {
        continue;
      }
      const framed = lay.transposed ? index : lay.frame.columns.indexOf(index);
      const position = lay.transposed ? index : framed;
      if (position < 0) {
        continue;
      }
      const line = lay.wrapped ? Math.floor(position / lay.perLine) : 0;
      const column = lay.wrapped ? position % lay.perLine : position;
      const top = lay.wrapped ? line * (lay.pitch + lay.labelBand) : 0;
      const label = svg('text', {
        x: lay.left + column * lay.pitch + lay.cell / 2, y: top + lay.labelBand - 4,
        'text-anchor': 'middle',
      }, labels);
      label.textContent = columnLabels[index];
    }

    // The cells, each a group its square and the gap after it belong to (no click falls
    // between two cells), then the marks: the computer's move, else the cells under the mouse,
    // else the pointer's move, in the shade of the seat to move (solid, or hatched).
    const marks = game.marks;
    const seatClass = game.seat_to_move === 1 ? 'seat-one' : 'seat-two';
    const cells = svg('g', { class: 'cells' }, board);
    for (let row = 0; row < model.rows; ++row) {
      for (let col = 0; col < model.cols; ++col) {
        const cell = model.cells[row * model.cols + col];
        const place = cellPlace(lay, row, col);
        const group = svg('g', {
          class: `cell kind-${cell.kind}`, 'data-row': row, 'data-col': col,
        }, cells);
        svg('rect', {
          class: 'hit', x: place.x, y: place.y, width: lay.pitch, height: lay.pitch,
        }, group);
        drawCell(group, cell, place, lay);
        const marked = holds(marks.computer, row, col) || holds(marks.hovered, row, col) ||
          (marks.hovered.length === 0 && holds(marks.pointed, row, col));
        if (marked) {
          const inside = cell.kind === 'match' ? matchRect(place, lay) : squareRect(place, lay);
          svg('rect', Object.assign({ class: `mark ${seatClass}` }, inside), group);
          if (game.seat_to_move === 2) {
            svg('rect', Object.assign({ class: 'mark-hatch' }, inside), group);
          }
          svg('rect', Object.assign({ class: 'frame-line' }, inside), group);
        }
        if (cell.pawns) {
          drawPawn(group, cell, place, lay, model.pawns > 1, model.crowned);
        }
        if (holds(marks.winning, row, col)) {
          drawStar(group, place, lay);
        }
      }
    }
    if (marks.pointer !== null) {
      const place = cellPlace(lay, marks.pointer[0], marks.pointer[1]);
      const ring = Math.max(2, Math.round(lay.gap * 0.45));
      svg('rect', {
        class: 'pointer', x: place.x - ring / 2, y: place.y - ring / 2,
        width: lay.cell + ring, height: lay.cell + ring, 'stroke-width': ring,
      }, board);
    }
    if (game.phase === 'game_over' && game.result) {
      const band = Math.max(28, Math.min(64, fullHeight / 6));
      const top = (fullHeight - band) / 2;
      svg('rect', { class: 'result-band', x: 0, y: top, width: fullWidth, height: band }, board);
      // As large as the band allows, and no wider than the board (about 0.6 em a character).
      const size = Math.min(band * 0.5, (fullWidth * 0.92) / (0.6 * game.result.length));
      const text = svg('text', {
        class: 'result', x: fullWidth / 2, y: top + band / 2, 'text-anchor': 'middle',
        'dominant-baseline': 'central', 'font-size': Math.max(10, Math.round(size)),
      }, board);
      text.textContent = game.result;
    }
  }

  function squareRect(place, lay) {
    return { x: place.x, y: place.y, width: lay.cell, height: lay.cell };
  }

  function matchRect(place, lay) {
    const side = Math.round(lay.cell * 0.34);
    return { x: place.x + side, y: place.y, width: lay.cell - 2 * side, height: lay.cell };
  }

  // A cell by its kind, framed (the window's painter's shapes).
  function drawCell(group, cell, place, lay) {
    const square = squareRect(place, lay);
    const cx = place.x + lay.cell / 2;
    const cy = place.y + lay.cell / 2;
    switch (cell.kind) {
      case 'piece':
        svg('rect', Object.assign({ class: 'piece' }, square), group);
        break;
      case 'match':
        svg('rect', Object.assign({ class: 'piece frame-line' }, matchRect(place, lay)), group);
        return;
      case 'banned': {
        svg('rect', Object.assign({ class: 'banned' }, square), group);
        const inset = lay.cell * 0.25;
        svg('path', {
          class: 'banned-mark',
          d: `M${place.x + inset},${place.y + inset}L${place.x + lay.cell - inset},${place.y + lay.cell - inset}` +
            `M${place.x + lay.cell - inset},${place.y + inset}L${place.x + inset},${place.y + lay.cell - inset}`,
        }, group);
        break;
      }
      case 'sink':
        svg('rect', Object.assign({ class: 'free' }, square), group);
        svg('circle', { class: 'sink', cx, cy, r: lay.cell * 0.35 }, group);
        svg('circle', { class: 'sink', cx, cy, r: lay.cell * 0.14 }, group);
        break;
      case 'free':
        svg('rect', Object.assign({ class: 'free' }, square), group);
        break;
      default:
        svg('circle', { class: 'empty-dot', cx, cy, r: lay.cell * 0.12 }, group);
        return;
    }
    svg('rect', Object.assign({ class: 'frame-line' }, square), group);
  }

  // A pawn: a disc, or a crown (the board is crowned), numbered when there are several.
  // A crown in a cell of side 1: a band and three points (gui/board_painter.cpp draws the same).
  const CROWN = [[0.18, 0.8], [0.18, 0.3], [0.34, 0.52], [0.5, 0.22], [0.66, 0.52], [0.82, 0.3],
    [0.82, 0.8]];

  function drawPawn(group, cell, place, lay, numbered, crowned) {
    const cx = place.x + lay.cell / 2;
    let cy = place.y + lay.cell / 2;
    if (crowned) {
      const points = CROWN.map(([x, y]) => `${place.x + x * lay.cell},${place.y + y * lay.cell}`);
      svg('polygon', { class: 'pawn', points: points.join(' ') }, group);
      cy = place.y + lay.cell * 0.6;
    } else {
      svg('circle', { class: 'pawn', cx, cy, r: lay.cell * 0.32 }, group);
    }
    if (numbered || cell.pawns > 1) {
      const text = svg('text', {
        class: 'pawn-number', x: cx, y: cy, 'text-anchor': 'middle', 'dominant-baseline': 'central',
        'font-size': Math.max(8, Math.round(lay.cell * 0.38)),
      }, group);
      text.textContent = cell.pawns > 1 ? '+' : String(cell.first_pawn);
    }
  }

  function drawStar(group, place, lay) {
    const cx = place.x + lay.cell / 2;
    const cy = place.y + lay.cell / 2;
    const outer = lay.cell * 0.36;
    const inner = outer * 0.45;
    const points = [];
    for (let point = 0; point < 10; ++point) {
      const angle = -Math.PI / 2 + point * Math.PI / 5;
      const radius = point % 2 === 0 ? outer : inner;
      points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
    }
    svg('polygon', { class: 'star', points: points.join(' ') }, group);
  }

  // A line of a table (handout 000's matrix, the grid's values): never broken, as the window's
  // panel keeps it.
  function isTableLine(line) {
    const inside = line.trim();
    return inside.includes('  ') || (inside !== '' && /^[0-9 X]+$/.test(inside));
  }

  function drawPanel() {
    const game = state.game;
    const title = element('title');
    const panel = element('panel');
    panel.hidden = game === null;
    if (game === null) {
      title.textContent = '';
      element('status-line').textContent = state.start_problem;
      return;
    }
    title.textContent = [game.title.game, game.title.strength, game.title.seed]
      .filter((part) => part).join(' · ');
    element('status').textContent = game.status;
    element('seats').replaceChildren(...state.seats.map((line) => {
      const seat = document.createElement('span');
      seat.textContent = line;
      return seat;
    }));
    const personsTurn = game.phase === 'person_to_move';
    element('hint').disabled = !personsTurn;
    element('undo').disabled = !game.can_undo;
    element('redo').disabled = !game.can_redo;
    element('restart').disabled = !game.can_undo;
    element('play-again').disabled = game.phase !== 'game_over';
    // What could not be done (the address, an id, a file) first, until it is cleared.
    element('status-line').textContent =
      [state.start_problem, state.status_line].filter((text) => text !== '').join(' ');
    document.body.dataset.phase = game.phase;

    // The messages: a new game's from its first; the new ones shown from the first line of the
    // first of them (a hint's answer).
    const log = element('messages');
    if (shownGame !== state.game_number) {
      shownGame = state.game_number;
      seenMessages = 0;
      log.replaceChildren();
    }
    const added = JSON.parse(page.messages(seenMessages));
    seenMessages = state.messages_total;
    let first = null;
    for (const message of added) {
      const block = document.createElement('div');
      block.className = `message kind-${message.kind}`;
      for (const line of message.text.replace(/\n+$/, '').split('\n')) {
        const part = document.createElement('div');
        part.className = isTableLine(line) ? 'line table' : 'line';
        part.textContent = line;
        block.appendChild(part);
      }
      log.appendChild(block);
      first = first || block;
    }
    if (first !== null) {
      log.scrollTop = first.offsetTop - log.offsetTop;
    }
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
    element('question').textContent = state.question;
    showDialog(element('question-dialog'), state.question !== '');
  }

  function drawForm() {
    const dialog = element('form-dialog');
    const form = state.form;
    if (state.screen !== 'form' || form === null) {
      showDialog(dialog, false);
      return;
    }
    const games = element('game-choice');
    games.replaceChildren(...state.games.map((game, index) => {
      const option = document.createElement('option');
      option.value = String(index);
      option.textContent = game.entry;
      return option;
    }));
    games.value = String(form.game_index);
    const items = element('form-items');
    const focused = document.activeElement && document.activeElement.dataset
      ? document.activeElement.dataset.item : undefined;
    items.replaceChildren();
    form.items.forEach((item, index) => {
      if (!item.applies) {
        return;
      }
      const label = document.createElement('label');
      label.className = 'item';
      const name = document.createElement('span');
      name.textContent = item.label;
      const choice = document.createElement('select');
      choice.dataset.item = String(index);
      choice.title = item.help;
      item.choices.forEach((shown, value) => {
        const option = document.createElement('option');
        option.value = String(value);
        option.textContent = shown;
        choice.appendChild(option);
      });
      choice.value = String(item.index);
      choice.addEventListener('change', () => {
        act((engine) => engine.choose(index, Number(choice.value)));
      });
      choice.addEventListener('focus', () => {
        element('form-help').textContent = item.help;
      });
      label.append(name, choice);
      items.appendChild(label);
    });
    if (focused !== undefined) {
      const again = items.querySelector(`select[data-item="${focused}"]`);
      if (again) {
        again.focus();
      }
    }
    // The lessons and puzzles: each starts in place of the form (and of the game kept under it).
    element('courses-title').textContent = state.words.courses;
    element('course-buttons').replaceChildren(...state.courses.map((course) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.course = String(course.index);
      button.textContent = course.text;
      button.addEventListener('click', () => {
        act((engine) => engine.openCourse(course.index));
        if (state.screen === 'game') {
          element('board').focus({ preventScroll: true });
        }
      });
      return button;
    }));
    element('form-refusal').textContent = form.refusal;
    element('form-cancel').hidden = !state.can_cancel;
    showDialog(dialog, true);
  }

  function showText(title, body) {
    element('text-title').textContent = title;
    element('text-body').textContent = body;
    showDialog(element('text-dialog'), true);
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

  // ---- Events ----

  function cellOf(event) {
    const target = event.target instanceof Element ? event.target.closest('[data-row]') : null;
    return target ? [Number(target.dataset.row), Number(target.dataset.col)] : null;
  }

  function listen() {
    const board = element('board');
    board.addEventListener('pointerdown', (event) => {
      pointerType = event.pointerType || 'mouse';
    });
    board.addEventListener('pointermove', (event) => {
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
    board.addEventListener('pointerleave', () => {
      if (hovered !== null) {
        hovered = null;
        act((engine) => engine.hoverOff());
      }
    });
    board.addEventListener('click', (event) => {
      const cell = cellOf(event);
      board.focus({ preventScroll: true });
      if (cell === null) {
        return;
      }
      // A finger has no hover: its first tap shows what a second tap plays.
      if (pointerType === 'touch' || pointerType === 'pen') {
        act((engine) => engine.tap(cell[0], cell[1]));
      } else {
        act((engine) => engine.click(cell[0], cell[1]));
      }
    });
    board.addEventListener('wheel', (event) => {
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
    };
    for (const [id, action] of Object.entries(buttons)) {
      element(id).addEventListener('click', () => {
        act(action);
        if (state.screen === 'game') {
          board.focus({ preventScroll: true });
        }
      });
    }
    // The game's id, its link, its record file (page_address.js, page_files.js).
    pageFiles.build(pageAddress.build());
    pageAddress.listen(act);
    pageFiles.listen(act);
    element('show-rules').addEventListener('click', () => showText(state.words.rules, state.rules));
    element('show-keys').addEventListener('click', () => showText(state.words.keys, state.keys_help));
    element('text-close').addEventListener('click', () => showDialog(element('text-dialog'), false));

    element('game-choice').addEventListener('change', (event) => {
      act((engine) => engine.chooseGame(Number(event.target.value)));
    });
    element('form').addEventListener('submit', (event) => {
      event.preventDefault();
      act((engine) => engine.start());
      if (state.screen === 'game') {
        board.focus({ preventScroll: true });
      }
    });
    element('form-cancel').addEventListener('click', () => act((engine) => engine.cancelForm()));
    element('form-dialog').addEventListener('cancel', (event) => {
      // Esc: back to the game kept under the form, if any; the form stays otherwise.
      event.preventDefault();
      if (state.can_cancel) {
        act((engine) => engine.cancelForm());
      }
    });
    element('question-yes').addEventListener('click', () => act((engine) => engine.answer(true)));
    element('question-no').addEventListener('click', () => act((engine) => engine.answer(false)));
    element('question-dialog').addEventListener('cancel', (event) => {
      event.preventDefault();
      act((engine) => engine.answer(false));
    });

    document.addEventListener('keydown', (event) => {
      if (state === null || state.screen !== 'game' || document.querySelector('dialog[open]')) {
        return;
      }
      const focus = document.activeElement;
      const control = focus && focus.closest ? focus.closest('select, button, input, textarea') : null;
      if (control !== null && (control.tagName !== 'BUTTON' || event.key === 'Enter' || event.key === ' ')) {
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
        showText(state.words.keys, state.keys_help);
      } else if (done === 'scroll_back' || done === 'scroll_on') {
        log.scrollTop += (done === 'scroll_back' ? -1 : 1) * log.clientHeight * 0.9;
      }
    });

    element('language').addEventListener('change', (event) => {
      store(KEYS.language, event.target.value);
      open(event.target.value);
    });
    element('palette').addEventListener('change', (event) => {
      store(KEYS.palette, event.target.value);
      applyPalette(event.target.value);
    });
    if (typeof ResizeObserver === 'function') {
      new ResizeObserver(() => {
        if (state !== null) {
          drawBoard();
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
    // The position the address names, read before the page, drawn, writes its own game's id there.
    const asked = pageAddress.id();
    open(chosenLanguage());
    if (asked !== '') {
      act((made) => made.openId(asked));
    }
    element('board').focus({ preventScroll: true });
    // For the measurements and the curious: the engine and the state last drawn.
    window.marienbad = { engine: () => engine, state: () => state };
    document.documentElement.dataset.ready = String(Math.round(performance.now()));
  });
}());
