// Measures what an event costs the web page in headless Chromium (scripts/measure-web runs it;
// docs/measurements.md, "The web page"): the mouse moving over a cell (the page's whole answer:
// the engine told, the state read, the marks drawn), and a click that plays — the person's move
// drawn, then, with ?pace=0, the computer's reply drawn (the page's timer, due at once, fires
// before the script's own) — on the largest board of each game, a person first against the
// strongest computer. MARIENBAD_SITE names the site to measure (an older build of it too: the
// script only moves the mouse and clicks, as a person does).
import { launchChromium, openPage, serveSite } from './browser.mjs';

const HOVERS = Number(process.env.MARIENBAD_HOVERS || 300);
const CLICKS = Number(process.env.MARIENBAD_CLICKS || 12);

const BOARDS = [
  ['Nim, 20 columns', 'nim', [['--columns', ['20']]]],
  ['grid 30 × 30, 9 pawns', 'grid', [['--rows', ['30']], ['--cols', ['30']], ['--pawns', ['9']]]],
  ['row of 200, take 1 to 8, misère play', 'row', [['--length', ['200']], ['--max-take', ['8']]]],
  ['queen 30 × 30, 9 queens', 'queen', [['--rows', ['30']], ['--cols', ['30']], ['--queens', ['9']]]],
];

// In the page: the mouse over cells at random (a seeded walk), each move timed from its event to
// the end of its drawing; then clicks that play, each timed to its move drawn and to the
// computer's reply drawn.
async function measure([hovers, clicks]) {
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const cells = () => [...document.querySelectorAll('#board g.cell')];
  // Where the mouse is over a cell, found before the event (the page's own time is measured).
  const aim = (cell) => {
    const box = cell.getBoundingClientRect();
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    return { target: document.elementFromPoint(x, y) || cell, x, y };
  };
  const fire = ({ target, x, y }, type) => {
    target.dispatchEvent(new PointerEvent(type, {
      bubbles: true, cancelable: true, pointerType: 'mouse', clientX: x, clientY: y, isPrimary: true,
    }));
  };
  const hover = [];
  for (let i = 0; i < hovers; ++i) {
    const all = cells();
    const where = aim(all[Math.floor(next() * all.length)]);
    const start = performance.now();
    fire(where, 'pointermove');
    hover.push(performance.now() - start);
  }
  const move = [];
  const reply = [];
  const phase = () => document.body.dataset.phase;
  for (let i = 0; i < clicks && phase() === 'person_to_move'; ++i) {
    // A cell where a click plays, as the mouse finds it.
    let playing = null;
    // The cells found again at each step: a page may draw them anew at every event.
    for (let index = 0; index < cells().length; ++index) {
      const where = aim(cells()[index]);
      fire(where, 'pointermove');
      const game = window.marienbad.state().game;
      if (game && game.hover_plays) {
        playing = aim(cells()[index]);  // found again, should the hover have drawn it anew
        break;
      }
    }
    if (playing === null) {
      break;
    }
    const start = performance.now();
    fire(playing, 'pointerdown');
    playing.target.dispatchEvent(new MouseEvent('click', {
      bubbles: true, cancelable: true, clientX: playing.x, clientY: playing.y,
    }));
    move.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 0));
    reply.push(performance.now() - start);
    for (let wait = 0; wait < 50 && phase() !== 'person_to_move' && phase() !== 'game_over'; ++wait) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  return { hover, move, reply };
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
  const ms = (value) => value.toFixed(value < 10 ? 2 : 1);
  return sorted.length === 0 ? 'none'
    : `median ${ms(at(0.5))}, 99th percentile ${ms(at(0.99))}, most ${ms(sorted[sorted.length - 1])} (${sorted.length})`;
}

const server = await serveSite();
const browser = await launchChromium();
try {
  console.log(`Chromium: ${browser.version()}`);
  for (const [label, game, values] of BOARDS) {
    const settings = JSON.stringify({
      game, values: values.concat([['--first', ['human']], ['--level', ['4']]]),
    });
    const { context, page, errors } = await openPage(browser, `${server.url}?seed=5&pace=0`,
      { storage: { 'marienbad.settings': settings }, viewport: { width: 1280, height: 800 } });
    await page.waitForSelector('#form-dialog[open]');
    await page.click('#form-start');
    await page.waitForFunction(() => document.body.dataset.phase === 'person_to_move');
    const result = await page.evaluate(measure, [HOVERS, CLICKS]);
    if (errors.length > 0) {
      throw new Error(`${label}: ${errors.join('; ')}`);
    }
    console.log(`${label} (ms):`);
    console.log(`  the mouse over a cell: ${summary(result.hover)}`);
    console.log(`  a click, the move drawn: ${summary(result.move)}`);
    console.log(`  a click, the computer's reply drawn: ${summary(result.reply)}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
