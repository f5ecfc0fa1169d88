// Measures the web page (scripts/measure-web runs it; docs/measurements.md, "The web page"):
// the gzipped size of every file of the site, the time until the page is ready in headless
// Chromium (the page's own mark, from the start of navigation, fresh storage each time), and the
// computer's move in the browser — its choice and its playing, as the page's timer calls them —
// at the largest boards the form offers, computer against computer, the strongest level.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, openPage, serveSite, siteDir } from './browser.mjs';

const loads = Number(process.env.MARIENBAD_LOADS || 10);

function sizes() {
  let raw = 0;
  let gzipped = 0;
  const files = [];
  for (const name of readdirSync(siteDir).sort()) {
    const bytes = readFileSync(path.join(siteDir, name));
    const packed = gzipSync(bytes, { level: 9 }).length;
    files.push(`${name} ${bytes.length} B (${packed} B gzipped)`);
    raw += bytes.length;
    gzipped += packed;
  }
  return { raw, gzipped, files };
}

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

// In the page: games of `boards` played through by the engine's timer steps, each step timed;
// the page's clock counts in steps of 0.1 ms or finer, so a move is timed over its two steps and
// the mean over a game.
function playGames(boards, games) {
  const engine = window.marienbad.engine();
  const results = [];
  for (const [label, game, values] of boards) {
    let moves = 0;
    let total = 0;
    let longest = 0;
    for (let seed = 1; seed <= games; ++seed) {
      const settings = JSON.stringify({ game, values });
      const page = new engine.WebPage('en', settings, '', seed, 0);
      page.start();
      for (let step = 0; step < 2000 && page.nextStepIn() >= 0; step += 2) {
        const start = performance.now();
        page.takeStep();
        page.takeStep();
        const took = performance.now() - start;
        total += took;
        longest = Math.max(longest, took);
        ++moves;
      }
      page.delete();
    }
    results.push({ label, moves, mean: total / moves, longest });
  }
  return results;
}

const server = await serveSite();
const browser = await launchChromium();
try {
  const size = sizes();
  console.log(`Site: ${size.files.length} files, ${size.raw} B, ${size.gzipped} B gzipped ` +
    `(${(size.gzipped / 1024).toFixed(1)} KiB)`);
  for (const line of size.files) {
    console.log(`  ${line}`);
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
  const results = await page.evaluate(playGames, [BOARDS, 3]);
  await context.close();
  console.log('Computer move in the browser (its choice and its playing), 3 games each:');
  for (const result of results) {
    console.log(`  ${result.label}: ${result.moves} moves, mean ${result.mean.toFixed(3)} ms, ` +
      `longest ${result.longest.toFixed(2)} ms`);
  }
} finally {
  await browser.close();
  await server.stop();
}
