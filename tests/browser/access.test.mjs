// The page for every person and every device, in Debian's Chromium: axe-core finds no WCAG 2.1 A
// or AA violation on the form, each game's board, a lesson and puzzles, in English and French; the
// board of each game is a grid of named cells whose accessibility tree is exactly the one kept in
// aria/ (MARIENBAD_UPDATE_ARIA=1 writes it again); a whole game of each is played with the keyboard
// alone and what the live region says is checked; on a 360-pixel touch screen every cell is a
// finger's target, a row game takes 2 then 3 matches and a two-pawn grid game moves pawn 2 by taps
// alone; the page keeps its settings, coach and messages across a reload and a language switch,
// opens with a way to the language and out of the form, says the page's own words for a seed and a
// finger, lays a tablet's board over its whole width, and draws no cursor on a board left alone.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import {
  chooseInForm, keptRecord, openPage, phase, said, servedSiteAndBrowser, startGame, waitForPhase,
} from './browser.mjs';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const here = path.dirname(fileURLToPath(import.meta.url));
const GAMES = ['nim', 'grid', 'row', 'queen'];
const PHONE = { viewport: { width: 360, height: 740 }, touch: true, deviceScaleFactor: 2 };

// The site served and Chromium started for this file's tests.
const site = servedSiteAndBrowser();

// axe-core's WCAG 2.1 A and AA rules on the page as it is: no violation.
async function expectAccessible(page, what) {
  if (!await page.evaluate(() => typeof window.axe === 'object')) {
    await page.addScriptTag({ path: AXE });
  }
  const results = await page.evaluate(
    (tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }), WCAG);
  console.log(`axe, ${what}: ${results.violations.length} violations, `
    + `${results.passes.length} rules passed, ${results.incomplete.length} to review by hand`
    + (results.incomplete.length > 0
      ? ` (${results.incomplete.map((rule) => rule.id).join(', ')})` : ''));
  assert.deepEqual(results.violations.map((violation) => `${violation.id}: `
    + violation.nodes.map((node) => node.target.join(' ')).join('; ')), [], what);
}

// The form of a new game, over the game kept if any.
async function newGame(page) {
  if (!await page.locator('#form-dialog[open]').count()) {
    await page.click('#new-game');
  }
  await page.waitForSelector('#form-dialog[open]');
}

for (const language of ['en', 'fr']) {
  test(`axe finds nothing on the form, every board, a lesson and puzzles (${language})`, async () => {
    const { context, page, errors } = await openPage(site.browser,
      `${site.server.url}?seed=5&pace=0&lang=${language}`, { bypassCSP: true, locale: language });
    try {
      await page.waitForSelector('#form-dialog[open]');
      await expectAccessible(page, `the form, ${language}`);
      for (const [index, game] of GAMES.entries()) {
        await newGame(page);
        await startGame(page, index);
        await expectAccessible(page, `the board of ${game}, ${language}`);
      }
      await newGame(page);
      await page.locator('#course-buttons button[data-course]').nth(0).click();  // the first lesson
      await waitForPhase(page, ['person_to_move']);
      await expectAccessible(page, `a lesson, ${language}`);
      await newGame(page);
      await page.locator('#course-buttons button[data-course]').nth(GAMES.length).click();  // puzzles
      await waitForPhase(page, ['person_to_move']);
      await expectAccessible(page, `puzzles, ${language}`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

describe('the board to a screen reader', () => {
  const SETUPS = {
    nim: { game: 'nim', values: [['--piles', ['1,2,3,5,7']]] },
    grid: { game: 'grid', values: [['--rows', ['5']], ['--cols', ['5']]] },
    row: { game: 'row', values: [['--length', ['21']]] },
    queen: { game: 'queen', values: [['--rows', ['5']], ['--cols', ['6']]] },
  };
  for (const game of GAMES) {
    test(`${game}: the grid of named cells, exactly`, async () => {
      const settings = JSON.stringify({
        game, values: SETUPS[game].values.concat([['--first', ['human']], ['--level', ['4']]]),
      });
      const { context, page, errors } = await openPage(site.browser, `${site.server.url}?seed=9&pace=0`,
        { storage: { 'marienbad.settings': settings } });
      try {
        await page.waitForSelector('#form-dialog[open]');
        await page.click('#form-start');
        await waitForPhase(page, ['person_to_move']);
        const snapshot = await page.locator('#board').ariaSnapshot();
        const file = path.join(here, 'aria', `${game}.yaml`);
        if (process.env.MARIENBAD_UPDATE_ARIA === '1') {
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, `${snapshot}\n`);
        }
        assert.equal(`${snapshot}\n`, readFileSync(file, 'utf8'));
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }
});

test('a pile emptied: the grid kept from the board before reads as the grid drawn afresh', async () => {
  const settings = JSON.stringify({ game: 'nim', values: [['--piles', ['1,2,3,5,7']],
    ['--players', ['human-human']]] });
  const { context, page, errors } = await openPage(site.browser, `${site.server.url}?seed=9`,
    { storage: { 'marienbad.settings': settings } });
  try {
    await page.waitForSelector('#form-dialog[open]');
    await page.click('#form-start');
    await waitForPhase(page, ['person_to_move']);
    // Row 0's single piece, then two pieces of row 4: the tallest row shrinks too.
    await page.click('#board g.cell[data-row="0"][data-col="0"]');
    await page.click('#board g.cell[data-row="5"][data-col="3"]');
    // The pointer stands elsewhere after a reload: its cell's words apart.
    const read = async () => (await page.locator('#board').ariaSnapshot())
      .replace(/\. Enter plays: [^"]*/g, '').replace(/'(gridcell "[^"]*")'/g, '$1');
    const kept = await read();
    await page.reload();
    await page.waitForSelector('html[data-ready]');
    assert.equal(kept, await read());
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

describe('a whole game with the keyboard alone', () => {
  for (const [index, game] of GAMES.entries()) {
    test(`${game}: every move and the end are said`, async () => {
      const { context, page, errors } = await openPage(site.browser, `${site.server.url}?seed=${21 + index}&pace=0`);
      try {
        await startGame(page, index);
        await page.focus('#board [role="gridcell"][tabindex="0"]');
        const start = (await said(page)).join('\n');
        assert.match(start, /Your turn\./);
        for (let turn = 0; turn < 200 && await phase(page) !== 'game_over'; ++turn) {
          // The focus is on the pointer's cell, which says what Enter plays.
          const focused = await page.evaluate(() => [document.activeElement.getAttribute('role'),
            document.activeElement.getAttribute('aria-label')]);
          assert.equal(focused[0], 'gridcell');
          assert.match(focused[1], /Enter plays: /);
          const before = (await said(page)).length;
          await page.keyboard.press('?');
          await page.keyboard.press('?');
          await page.keyboard.press('?');
          await page.keyboard.press('Enter');
          await waitForPhase(page, ['person_to_move', 'game_over']);
          const heard = (await said(page)).slice(before);
          assert.match(heard[0], /^Hint 1\/3/);
          assert.match(heard[2], /^Hint 3\/3/);
          const moves = heard.slice(3).join('\n');
          assert.match(moves, /^You (take|move)/, JSON.stringify(heard));
          if (await phase(page) === 'person_to_move') {
            assert.match(moves, /The computer (takes|moves)[^]*Your turn\.$/, moves);
          }
        }
        const last = (await said(page)).slice(-1)[0];
        assert.match(last, /(You win|The computer wins)/, last);
        assert.ok(await page.isVisible('#result'));
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }
});

describe('a finger on a 360-pixel phone', () => {
  test('every game\'s first board: each cell a finger\'s target', async () => {
    const { context, page, errors } = await openPage(site.browser, `${site.server.url}?seed=3&pace=0`, PHONE);
    try {
      const sizes = [];
      for (const [index, game] of GAMES.entries()) {
        await newGame(page);
        await startGame(page, index);
        const smallest = await page.locator('#board rect.hit').evaluateAll((rects) => {
          const boxes = rects.map((rect) => rect.getBoundingClientRect());
          return [Math.min(...boxes.map((box) => box.width)),
            Math.min(...boxes.map((box) => box.height))];
        });
        sizes.push(`${game} ${smallest[0].toFixed(1)} × ${smallest[1].toFixed(1)} px`);
        assert.ok(smallest[0] >= 24 && smallest[1] >= 24, `${game}: ${smallest}`);
        // The board scrolls, if it must, down, never across.
        const wide = await page.evaluate(() => document.getElementById('board').getBoundingClientRect().width);
        assert.ok(wide <= 360, `${game}: the board is ${wide} px wide`);
        // A finger's words: no Enter, no q.
        assert.doesNotMatch(await page.textContent('#status-line'), /Enter/);
      }
      console.log(`tap targets at 360 px, the smallest cell of each game's first board: ${sizes.join('; ')}`);
      await page.click('#show-keys');
      assert.match(await page.textContent('#text-body'), /tap/);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  // A finger on what `where` finds (a selector or a locator), in its middle.
  async function tap(page, where) {
    const found = typeof where === 'string' ? page.locator(where) : where;
    const box = await found.first().boundingBox();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  }

  test('the row: two matches, then three, taken by taps alone', async () => {
    const { context, page, errors } = await openPage(site.browser, `${site.server.url}?seed=4&pace=0`, PHONE);
    try {
      await startGame(page, 2);
      for (const count of [2, 3]) {
        // The first of three matches standing side by side.
        const place = await page.evaluate(() => {
          const matches = new Set([...document.querySelectorAll('#board g.kind-match')]
            .map((cell) => Number(cell.dataset.col)));
          return [...matches].find((first) => matches.has(first + 1) && matches.has(first + 2));
        });
        const cell = `#board g.cell[data-row="0"][data-col="${place}"] rect.hit`;
        await tap(page, cell);
        while (await page.locator('#board rect.mark').count() !== count) {
          await tap(page, await page.locator('#board rect.mark').count() < count ? '#more' : '#fewer');
        }
        await tap(page, cell);  // the cell tapped again: played
        await waitForPhase(page, ['person_to_move', 'game_over']);
        const moves = (await keptRecord(page))?.moves || [];
        const mine = moves.filter((move, index) => index % 2 === 0).pop();
        assert.deepEqual(mine, { count, start: place });
      }
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('the grid with two pawns: pawn 2 moved by taps alone', async () => {
    const { context, page, errors } = await openPage(site.browser, `${site.server.url}?seed=8&pace=0`, PHONE);
    try {
      await startGame(page, 1, [[/^(Pawns|Pions)/, /^2$/]]);
      // The first move moves the pawns' shared cell's first pawn: a tap, then another.
      const first = '#board [role="gridcell"][tabindex="0"] rect.hit';
      await tap(page, first);
      await tap(page, first);
      await waitForPhase(page, ['person_to_move', 'game_over']);
      // Pawn 2, where its number is drawn: a tap chooses it, and its move is shown.
      const pawn = page.locator('#board text.pawn-number', { hasText: /^2$/ });
      assert.equal(await pawn.count(), 1, 'pawn 2 alone on its cell');
      await tap(page, pawn);
      await tap(page, first);  // the cell the pointer went to: played
      await waitForPhase(page, ['person_to_move', 'game_over']);
      const moves = (await keptRecord(page))?.moves || [];
      assert.equal(moves[2].pawn, 1, JSON.stringify(moves));  // pawn 2, counted from 0
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});

describe('what the page keeps and says', () => {
  test('settings, the coach and the messages kept across a reload and a language switch', async () => {
    const { context, page, errors } = await openPage(site.browser, `${site.server.url}?seed=12&pace=0`);
    try {
      await startGame(page, 0, [[/^Board/, /1, 2, 3, 5, 7/], [/^Computer level/, /level 4/],
        [/^Coach/, /^on/]]);
      await page.keyboard.press('?');
      await page.locator('#board [role="gridcell"][tabindex="0"]').focus();
      await page.keyboard.press('Enter');
      await waitForPhase(page, ['person_to_move', 'game_over']);
      const shown = await page.locator('#messages .message').count();
      const settings = JSON.parse(await page.evaluate(() => localStorage.getItem('marienbad.settings')));
      assert.ok(settings.values.length > 2, JSON.stringify(settings));
      await page.reload();
      await page.waitForSelector('html[data-ready]');
      assert.ok(await page.locator('#messages .message').count() > shown, 'the messages kept');
      assert.match(await page.textContent('#title'), /level 4/);
      assert.deepEqual(JSON.parse(await page.evaluate(() => localStorage.getItem('marienbad.settings'))),
        settings);
      await page.selectOption('#language', 'fr');
      assert.ok(await page.locator('#messages .message').count() > shown, 'kept across the switch');
      // n, then yes: the same settings again.
      await page.locator('#board [role="gridcell"][tabindex="0"]').focus();
      await page.keyboard.press('n');
      await page.click('#question-yes');
      await waitForPhase(page, ['person_to_move', 'computer_to_move', 'computer_move_shown']);
      assert.match(await page.textContent('#title'), /niveau 4/);
      assert.deepEqual((await keptRecord(page)).setup.piles, [1, 2, 3, 5, 7]);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('the first visit: the language and a way out of the form', async () => {
    const { context, page, errors } = await openPage(site.browser, `${site.server.url}?seed=2`);
    try {
      await page.waitForSelector('#form-dialog[open]');
      await page.selectOption('#form-language', 'fr');
      await page.waitForSelector('#form-dialog[open]');
      assert.equal(await page.textContent('#form-title'), 'Nouvelle partie');
      await page.click('#form-cancel');
      assert.equal(await page.locator('#form-dialog[open]').count(), 0);
      assert.ok(await page.isVisible('#open-form'));
      await page.click('#open-form');
      await page.waitForSelector('#form-dialog[open]');
      // The form's choices whole, none cut at a phone's width.
      await page.setViewportSize({ width: 360, height: 740 });
      const cut = await page.locator('#form-items label').evaluateAll((labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent));
      assert.deepEqual(cut, []);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('the page\'s own words for a seed; the marks explained; Play again during a game', async () => {
    const { context, page, errors } = await openPage(site.browser, `${site.server.url}?seed=31&pace=0`);
    try {
      await startGame(page, 0);
      const opening = await page.textContent('#messages');
      assert.match(opening, /\?seed=31/);
      assert.doesNotMatch(opening, /--seed/);
      assert.match(await page.textContent('#seats'), /solid marks show the cells a move takes/);
      assert.equal(await page.isDisabled('#play-again'), false);
      // The wheel past its limit says nothing, however long it turns.
      const cell = page.locator('#board [role="gridcell"]').first();
      await cell.hover();
      for (let notch = 0; notch < 12; ++notch) {
        await page.mouse.wheel(0, -100);
      }
      assert.equal(await page.locator('#messages .kind-refusal').count(), 0);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('a tablet held upright gives the board its width; a board left alone shows no cursor', async () => {
    const { context, page, errors } = await openPage(site.browser, `${site.server.url}?seed=7`,
      { viewport: { width: 768, height: 1024 } });
    try {
      await startGame(page, 0);
      const area = await page.evaluate(() => document.getElementById('board-area').getBoundingClientRect().width);
      assert.ok(area > 700, `the board's area is ${area} px wide`);
      await page.focus('#new-game');
      assert.equal(await page.locator('#board rect.pointer').isVisible(), false);
      await page.focus('#board [role="gridcell"][tabindex="0"]');
      assert.equal(await page.locator('#board rect.pointer').isVisible(), true);
      // The live region is in the page from the start.
      const html = await (await fetch(`${site.server.url}index.html`)).text();
      assert.match(html, /id="announcer"[^>]*aria-live="polite"/);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
