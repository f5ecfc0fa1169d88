// Measures the web page (scripts/measure-web runs it; docs/measurements.md, "The web page"):
// the gzipped size of every file of the site and of the page in English, the time until the page
// is ready in headless Chromium (the page's own mark, from the start of navigation, fresh storage
// each time), and the computer's move in the browser — its choice and its playing, as the page's
// timer calls them — at the largest boards the form offers, computer against computer, the
// strongest level.
import { launchChromium, openPage, serveSite } from './browser.mjs';
import { siteSizes } from './site_size.mjs';

const loads = Number(process.env.MARIENBAD_LOADS || 10);

const computerOnly = [['--players', ['computer-computer']], ['--level', ['4']]];
const BOARDS = [
  ['Nim, 20 columns, normal play', 'nim', [['--columns', ['20']]]],
  ['Nim, 20 columns, misère play', 'nim', [['--columns', ['20']], ['--misere', ['']]]],
  ['grid 30 × 30, 9 pawns', 'grid', [['--rows', ['30']], ['--cols', ['30']], ['--pawns', ['9']]]],
];
for (let take = 1; take <= 8; ++take) {
  BOARDS.push([`row of 200, take 1 to ${take}, misère play`, 'row',
    [['--length', ['200']], ['--max-take', [String(take)]]]]);
  BOARDS.push([`row of 200, take 1 to ${take}, normal play`, 'row',
    [['--length', ['200']], ['--max-take', [String(take)]], ['--normal', ['']]]]);
}

// In the page: games of `boards` played through as the page's timer plays them, computer against
// computer: the first step chooses the move and shows it (what a computer's move costs), the
// second plays it (the session, the narration, the record kept, the state again). Each timed;
// the page's clock counts in steps of 0.1 ms or finer. A game's first choice is apart: it builds
// the solver's tables for the board (a misère row's quotient).
function playGames([boards, games, computerOnly]) {
  const engine = window.marienbad.engine();
  const results = [];
  const percentile = (values, share) => {
    const sorted = [...values].sort((x, y) => x - y);
    return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
  };
  for (const [label, game, values] of boards) {
    const choices = [];  // every choice but a game's first
    const playings = [];
    let first = 0;       // a game's first choice, the longest of them (the solver's tables built)
    for (let seed = 1; seed <= games; ++seed) {
      const settings = JSON.stringify({ game, values: values.concat(computerOnly) });
      // In English, no game kept, no progress, the seed and the pace as an address gives them,
      // an 800 × 600 board area for a mouse.
      const page = new engine.WebPage('en', settings, '', '', String(seed), '1000', 800, 600, false);
      page.start();
      for (let move = 0; move < 5000 && page.nextStepIn() >= 0; ++move) {
        const start = performance.now();
        page.takeStep();
        const chosen = performance.now();
        page.takeStep();
        const played = performance.now();
        if (move === 0) {
          first = Math.max(first, chosen - start);
        } else {
          choices.push(chosen - start);
        }
        playings.push(played - chosen);
      }
      page.delete();
    }
    const mean = (list) => list.reduce((sum, value) => sum + value, 0) / list.length;
    results.push({
      label, moves: playings.length, first, choiceMean: mean(choices),
      choice99: percentile(choices, 0.99), playingMean: mean(playings),
      playing99: percentile(playings, 0.99),
    });
  }
  return results;
}

const server = await serveSite();
const browser = await launchChromium();
try {
  const size = siteSizes();
  console.log(`Site: ${size.files.length} files, ${size.raw} B, ${size.gzipped} B gzipped ` +
    `(${(size.gzipped / 1024).toFixed(1)} KiB)`);
  console.log(`The page in English (every file but the catalogues): ${size.english} B gzipped ` +
    `(${(size.english / 1024).toFixed(1)} KiB); another language adds its catalogue: ` +
    `${size.catalogues.map((file) => `${file.name} ${file.gzipped} B`).join(', ')}`);
  for (const file of size.files) {
    console.log(`  ${file.name} ${file.raw} B (${file.gzipped} B gzipped)`);
  }
  console.log(`Chromium: ${browser.version()}`);

  const ready = [];
  for (let load = 0; load < loads; ++load) {
    const { context, page, errors } = await openPage(browser, server.url);
    ready.push(Number(await page.getAttribute('html', 'data-ready')));
    if (errors.length > 0) {
      throw new Error(`the page's console: ${errors.join('; ')}`);
    }
    await context.close();
  }
  ready.sort((a, b) => a - b);
  console.log(`Page ready (ms from navigation, ${loads} loads): median ` +
    `${ready[Math.floor(ready.length / 2)]}, fastest ${ready[0]}, slowest ${ready[ready.length - 1]}`);

  const { context, page } = await openPage(browser, server.url);
  const results = await page.evaluate(playGames, [BOARDS, 3, computerOnly]);
  await context.close();
  console.log('Computer move in the browser, 3 games each (ms): its choice, a game\'s first ' +
    'apart, then its playing');
  console.log('| board | moves | first choice | choice, mean | choice, 99th percentile | ' +
    'playing, mean | playing, 99th percentile |');
  console.log('|---|---|---|---|---|---|---|');
  const ms = (value) => value.toFixed(value < 1 ? 3 : 1);
  for (const result of results) {
    console.log(`| ${result.label} | ${result.moves} | ${ms(result.first)} | ` +
      `${ms(result.choiceMean)} | ${ms(result.choice99)} | ${ms(result.playingMean)} | ` +
      `${ms(result.playing99)} |`);
  }
} finally {
  await browser.close();
  await server.stop();
}
