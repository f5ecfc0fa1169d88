// The web page in a real browser (Debian's Chromium, headless), used as a person uses it: for each
// game, the form filled and started, a cell found by moving the mouse over the board and clicked,
// the record the browser keeps read back, the computer's move seen before it is played and then
// in the record, undo, the page switched to French, reloaded, and the game found where it was;
// the keyboard alone playing a move; a finger's first tap showing what the second plays; a whole
// game to its result; a puzzle from the form solved with the hint, then the next one; a lesson's
// sheet shown to print, its questions answered in the answer box, its progress kept in the
// browser and the lesson resumed after a reload where it was left; the page's console without an
// error, and nothing asked of another host.
// A screenshot of each game goes to web-<game>.png in MARIENBAD_SCREENSHOTS (build-web/screenshots;
// docs/screenshots for the README's).
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import {
  keptRecord, openPage, phase, playableCells, servedSiteAndBrowser, sourceDir, startGame,
  waitForPhase,
} from './browser.mjs';

const GAMES = [
  { name: 'nim', index: 0, seed: 2002, choices: [[/^Board/, /1, 2, 3, 5, 7/]] },
  { name: 'grid', index: 1, seed: 5, choices: [] },
  { name: 'row', index: 2, seed: 4, choices: [] },
  { name: 'queen', index: 3, seed: 6, choices: [] },
];
const screenshots = process.env.MARIENBAD_SCREENSHOTS || path.join(sourceDir, 'build-web', 'screenshots');

// The site served and Chromium started for this file's tests.
const site = servedSiteAndBrowser();

// Only the page's own address is ever asked for.
function sameHost(page, base) {
  const requested = [];
  page.on('request', (request) => requested.push(request.url()));
  return () => requested.filter((url) => !url.startsWith(base) && !url.startsWith('data:'));
}

for (const game of GAMES) {
  describe(`${game.name} in the browser`, () => {
    test('played with the mouse, undone, switched to French, reloaded and resumed', async () => {
      const { context, page, errors } = await openPage(site.browser, `${site.server.url}?seed=${game.seed}`);
      const elsewhere = sameHost(page, site.server.url);
      try {
        await startGame(page, game.index, game.choices);
        const start = await keptRecord(page);
        assert.equal(start.game, game.name);
        assert.equal(start.seed, game.seed);
        assert.deepEqual(start.moves, []);

        const [cell, another] = await playableCells(page, 2);
        assert.ok(cell && another, 'cells where a click plays');
        await page.mouse.click(cell.x, cell.y);
        // The computer's move is shown on the board before it is played.
        assert.equal(await waitForPhase(page, ['computer_move_shown']), 'computer_move_shown');
        assert.ok(await page.locator('#board rect.mark.seat-two').count() > 0);
        const shown = await keptRecord(page);
        assert.equal(shown.moves.length, 1);
        await waitForPhase(page, ['person_to_move', 'game_over']);
        const played = await keptRecord(page) || { moves: [null, null] };
        assert.equal(played.moves.length, 2);
        const messages = await page.locator('#messages .message.kind-move').count();
        assert.ok(messages >= 2, `${messages} moves told`);

        await page.click('#undo');
        const undone = await keptRecord(page);
        assert.equal(undone.moves.length, 0);
        assert.equal(undone.taken_back.length, 2);
        await page.click('#redo');
        assert.equal((await keptRecord(page)).moves.length, 2);
        // As a person sees it: the mouse over a cell, the cells a click there takes marked.
        const last = (await playableCells(page, 3)).pop();
        await page.mouse.move(last.x, last.y);
        await page.screenshot({ path: path.join(screenshots, `web-${game.name}.png`) });

        // French comes once its catalogue is fetched (the first time the page shows French).
        await page.selectOption('#language', 'fr');
        await page.waitForSelector('html[lang="fr"]', { state: 'attached' });
        assert.equal(await page.textContent('#undo'), 'Annuler');
        assert.equal(await page.getAttribute('html', 'lang'), 'fr');
        await page.reload();
        await page.waitForSelector('html[data-ready]');
        assert.equal(await page.getAttribute('html', 'lang'), 'fr');
        assert.equal(await phase(page), 'person_to_move');
        const resumed = await keptRecord(page);
        assert.deepEqual(resumed.moves, played.moves);
        assert.match(await page.textContent('#messages'), /Reprise de la partie enregistrée dans ce navigateur/);
        assert.equal(await page.textContent('#status'), 'À toi de jouer !');
        assert.deepEqual(errors, []);
        assert.deepEqual(elsewhere(), []);
      } finally {
        await context.close();
      }
    });
  });
}

test('the keyboard alone plays a move', async () => {
  const { context, page, errors } = await openPage(site.browser, `${site.server.url}?seed=3`);
  try {
    await startGame(page, 0);
    await page.focus('#board');
    // The hint a step at a time: the method, its computation, then the move, its cells starred.
    await page.keyboard.press('?');
    assert.match(await page.textContent('#messages .message.kind-hint'), /./);
    assert.equal(await page.locator('#board polygon.star').count(), 0, 'no cell before the move');
    await page.keyboard.press('?');
    assert.equal(await page.locator('#board polygon.star').count(), 0, 'nor at the computation');
    await page.keyboard.press('?');
    assert.ok(await page.locator('#board polygon.star').count() > 0, 'the hint marks its cells');
    assert.equal(await page.locator('#messages .message.kind-hint').count(), 3, 'three steps');
    await page.keyboard.press('Enter');
    await waitForPhase(page, ['person_to_move', 'game_over']);
    assert.equal((await keptRecord(page))?.moves.length ?? 2, 2);
    await page.keyboard.press('Control+z');
    assert.equal((await keptRecord(page)).moves.length, 0);
    await page.keyboard.press('h');
    assert.ok(await page.locator('#text-dialog[open]').count() === 1, 'h shows the keys');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a finger: the first tap shows what a second tap plays', async () => {
  const { context, page, errors } = await openPage(site.browser, `${site.server.url}?seed=4`,
    { viewport: { width: 360, height: 740 }, touch: true, deviceScaleFactor: 2 });
  try {
    await startGame(page, 2);
    const cell = await page.locator('#board g.cell.kind-match').first().evaluate((group) => {
      const box = group.querySelector('rect.hit').getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    });
    await page.touchscreen.tap(cell.x, cell.y);
    assert.ok(await page.locator('#board rect.pointer').count() === 1, 'the tap points');
    assert.ok(await page.locator('#board rect.mark').count() > 0, 'and marks what it takes');
    assert.equal((await keptRecord(page)).moves.length, 0);
    await page.screenshot({ path: path.join(screenshots, 'web-phone.png') });
    await page.touchscreen.tap(cell.x, cell.y);
    await waitForPhase(page, ['computer_to_move', 'computer_move_shown', 'person_to_move', 'game_over']);
    assert.ok((await keptRecord(page) || { moves: [1] }).moves.length >= 1);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a whole game of Nim to its result, with the hint', async () => {
  const { context, page, errors } = await openPage(site.browser, `${site.server.url}?seed=11&pace=0`);
  try {
    await startGame(page, 0);
    // The hint's move when there is one (its pointer on it: Enter plays it), else the first
    // cell where a click plays.
    for (let turn = 0; turn < 80 && await phase(page) !== 'game_over'; ++turn) {
      const before = (await keptRecord(page)).moves.length;
      for (let step = 0; step < 3; ++step) {
        await page.click('#hint');
      }
      await page.keyboard.press('Enter');
      if ((await keptRecord(page))?.moves.length === before) {
        const [cell] = await playableCells(page);
        await page.mouse.click(cell.x, cell.y);
      }
      await waitForPhase(page, ['person_to_move', 'game_over']);
    }
    assert.equal(await phase(page), 'game_over');
    assert.match(await page.textContent('#result'), /^(You win|The computer wins)/);
    assert.ok(await page.isVisible('#result'), 'the result above the board');
    assert.ok(await page.locator('#messages .message.kind-review').count() > 0, 'the review');
    assert.equal(await keptRecord(page), null, 'a finished game is not kept');
    assert.equal(await page.isDisabled('#play-again'), false);
    await page.click('#play-again');
    await waitForPhase(page, ['person_to_move', 'computer_to_move', 'computer_move_shown']);
    assert.match(await page.textContent('#title'), /seed 12/);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('puzzles from the form: one solved with the hint, then the next', async () => {
  const { context, page, errors } = await openPage(site.browser, `${site.server.url}?seed=5&pace=0`);
  try {
    await page.waitForSelector('#form-dialog[open]');
    const games = await page.locator('#game-choice option').count();
    assert.equal(await page.locator('#course-buttons button[data-course]').count(), 2 * games,
      'a lesson and a series of puzzles for each game');
    assert.equal(await page.locator('#course-buttons button.sheet').count(), games,
      'a sheet to print beside each lesson');
    await page.screenshot({ path: path.join(screenshots, 'web-form.png') });
    await page.click('#course-buttons button:has-text("Puzzles on Nim")');
    await waitForPhase(page, ['person_to_move']);
    assert.equal(await page.textContent('#play-again'), 'Next');
    assert.equal(await keptRecord(page), null, 'an exercise is not kept');
    await page.focus('#board');
    for (let step = 0; step < 3; ++step) {
      await page.keyboard.press('?');
    }
    await page.keyboard.press('Enter');
    await waitForPhase(page, ['game_over']);
    assert.match(await page.textContent('#status'), /Found/);
    const first = await page.textContent('#title');
    await page.click('#play-again');
    await waitForPhase(page, ['person_to_move']);
    assert.notEqual(await page.textContent('#title'), first, 'the next puzzle');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a lesson: its sheet, its questions in the answer box, resumed after a reload', async () => {
  const { context, page, errors } = await openPage(site.browser, `${site.server.url}?seed=5&pace=0`);
  try {
    await page.waitForSelector('#form-dialog[open]');
    // The sheet beside Nim's lesson, to print.
    await page.click('#course-buttons button.sheet >> nth=0');
    await page.waitForSelector('#text-dialog[open]');
    assert.match(await page.textContent('#text-body'), /^Lesson: Nim — the sheet\n/);
    assert.match(await page.textContent('#text-body'), /\nAnswers\n/);
    assert.ok(await page.isVisible('#text-print'), 'a Print button');
    await page.click('#text-close');

    // The first exercise found with the hint, then the second's questions in the answer box.
    await page.click('#course-buttons button:has-text("Learn Nim")');
    await waitForPhase(page, ['person_to_move']);
    assert.ok(await page.isHidden('#answer-box'), 'no question yet');
    await page.focus('#board');
    for (let step = 0; step < 3; ++step) {
      await page.keyboard.press('?');
    }
    await page.keyboard.press('Enter');
    await waitForPhase(page, ['game_over']);
    const kept = () => page.evaluate(() => JSON.parse(localStorage.getItem('marienbad.progress')));
    assert.equal((await kept()).games.nim.lesson.next_exercise, 1);
    await page.click('#play-again');
    await page.waitForSelector('#answer-box:not([hidden])');
    assert.match(await page.textContent('#status-line'), /^Question 1 of 3: The sum of the bits worth 4\?/);
    await page.fill('#answer-input', '3');
    await page.click('#answer-ok');
    assert.match(await page.textContent('#status-line'), /^Not 3: /);
    await page.screenshot({ path: path.join(screenshots, 'web-lesson.png') });
    for (const answer of ['2', '1', '2']) {
      await page.fill('#answer-input', answer);
      await page.press('#answer-input', 'Enter');
    }
    await page.waitForSelector('#answer-box[hidden]', { state: 'attached' });

    // Reloaded, the lesson resumes at its second exercise; the progress in its dialog.
    await page.reload();
    await page.waitForSelector('html[data-ready]');
    await page.waitForSelector('#form-dialog[open]');
    await page.click('#course-buttons button:has-text("Learn Nim")');
    await waitForPhase(page, ['person_to_move']);
    assert.match(await page.textContent('#title'), /2 of 6/);
    await page.click('#show-progress');
    await page.waitForSelector('#text-dialog[open]');
    assert.match(await page.textContent('#text-body'), /^Your progress/);
    assert.ok(await page.isHidden('#text-print'), 'no Print for the progress');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
