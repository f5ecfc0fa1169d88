// What the page's address asks and what it carries away, in Debian's Chromium (headless): a game
// id after '#' opens its position and the address follows the position on the board (Copy link
// copies it); a bad id gets a message and the form; a link to another position over a game in
// progress asks first; ?seed= is kept to the last digit of 2^64 - 1, anything else refused with a
// message; ?pace= bounded; ?lang= in any case and region; the game saved to a record file (a
// download) and opened from one (the file picker) in a fresh browser, where it goes on.
import assert from 'node:assert/strict';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  openPage, phase, playableCells, servedSiteAndBrowser, waitForPhase,
} from './browser.mjs';

// The site served and Chromium started for this file's tests.
const site = servedSiteAndBrowser();

// The record the browser keeps, as text: JSON.parse would round a seed past 2^53.
function keptText(page) {
  return page.evaluate(() => window.localStorage.getItem('marienbad.record') || '');
}

async function clickACell(page) {
  const [cell] = await playableCells(page);
  await page.mouse.click(cell.x, cell.y);
  await waitForPhase(page, ['person_to_move', 'game_over']);
}

test('a game id opens its position, and the address follows the board', async () => {
  const { context, page, errors } =
    await openPage(site.browser, `${site.server.url}?seed=18446744073709551615&pace=0#nim:3,4,5`);
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await waitForPhase(page, ['person_to_move', 'computer_to_move', 'computer_move_shown']);
    assert.equal(await page.textContent('#game-id'), 'Game id: nim:3,4,5');
    assert.match(await keptText(page), /"seed":18446744073709551615[,}]/);
    assert.match(await keptText(page), /"setup":\{"piles":\[3,4,5\]/);
    if (await phase(page) !== 'person_to_move') {
      await waitForPhase(page, ['person_to_move']);
    }
    await clickACell(page);
    const id = (await page.textContent('#game-id')).replace('Game id: ', '');
    assert.notEqual(id, 'nim:3,4,5', 'the position now');
    assert.equal(new URL(page.url()).hash, `#${id}`);
    await page.click('#copy-link');
    await page.waitForFunction(() => document.querySelector('#status-line').textContent.includes('copied'));
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), page.url());

    // The link opened elsewhere: that position, no move played.
    const other = await openPage(site.browser, page.url());
    try {
      assert.equal(await other.page.textContent('#game-id'), `Game id: ${id}`);
      assert.match(await keptText(other.page), /"moves":\[\]/);
      assert.deepEqual(other.errors, []);
    } finally {
      await other.context.close();
    }

    // A reload finds the game where it was (the same position: nothing replaced).
    const record = await keptText(page);
    await page.reload();
    await page.waitForSelector('html[data-ready]');
    assert.equal(await keptText(page), record);

    // Another position typed into the address: asked first, the game in progress would be lost.
    await page.evaluate(() => { window.location.hash = 'row:1101110:take=2'; });
    await page.waitForSelector('#question-dialog[open]');
    await page.click('#question-no');
    assert.equal(new URL(page.url()).hash, `#${id}`, 'the address back to the game kept');
    await page.evaluate(() => { window.location.hash = 'row:1101110:take=2'; });
    await page.waitForSelector('#question-dialog[open]');
    await page.click('#question-yes');
    await page.waitForFunction(() => document.querySelector('#game-id').textContent.endsWith('row:1101110:take=2'));
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a bad id gets a message and the form', async () => {
  const { context, page, errors } = await openPage(site.browser, `${site.server.url}#nim:1,x`);
  try {
    await page.waitForSelector('#form-dialog[open]');
    assert.match(await page.textContent('#status-line'),
      /^'nim:1,x' is not a game id: the piles: 'x' is not a whole number/);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('the seed is kept exactly, anything else refused; the pace bounded; the language in any case', async () => {
  for (const [query, seed] of [['seed=12345678901234567890', '12345678901234567890'],
    ['seed=18446744073709551616', null], ['seed=1e23', null], ['seed=-1', null]]) {
    const { context, page, errors } = await openPage(site.browser, `${site.server.url}?${query}#grid:5x5`);
    try {
      await page.waitForSelector('#game-id');
      await page.waitForFunction(() => document.querySelector('#game-id').textContent !== '');
      const text = await keptText(page);
      if (seed !== null) {
        assert.match(text, new RegExp(`"seed":${seed}[,}]`), query);
      } else {
        assert.match(await page.textContent('#status-line'), /The address asks what cannot be: seed: /, query);
      }
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  }

  const { context, page, errors } = await openPage(site.browser, `${site.server.url}?pace=99999999999#nim:1,2`);
  try {
    assert.match(await page.textContent('#status-line'), /The address asks what cannot be: pace: /);
    await waitForPhase(page, ['person_to_move', 'computer_to_move', 'computer_move_shown', 'game_over']);
    // The computer plays at the usual pace: its turn passes.
    if (await phase(page) !== 'person_to_move') {
      await waitForPhase(page, ['person_to_move', 'game_over']);
    }
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }

  for (const lang of ['FR', 'fr-CA', 'Fr_be']) {
    const opened = await openPage(site.browser, `${site.server.url}?lang=${lang}`, { locale: 'en-GB' });
    try {
      assert.equal(await opened.page.getAttribute('html', 'lang'), 'fr', lang);
    } finally {
      await opened.context.close();
    }
  }
});

test('a game saved to a file opens in another browser, where it goes on', async () => {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'marienbad-files-'));
  try {
    const { context, page, errors } = await openPage(site.browser, `${site.server.url}?pace=0#queen:8x10`);
    let saved;
    let id;
    try {
      await waitForPhase(page, ['person_to_move', 'computer_move_shown', 'computer_to_move']);
      if (await phase(page) !== 'person_to_move') {
        await waitForPhase(page, ['person_to_move']);
      }
      await clickACell(page);
      id = await page.textContent('#game-id');
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-file')]);
      assert.equal(download.suggestedFilename(), 'queen.json');
      saved = path.join(folder, 'queen.json');
      await download.saveAs(saved);
      const record = JSON.parse(await fs.readFile(saved, 'utf8'));
      assert.equal(record.format, 'marienbad-record');
      assert.equal(record.game, 'queen');
      assert.ok(record.moves.length >= 1);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }

    const fresh = await openPage(site.browser, site.server.url);
    try {
      await fresh.page.waitForSelector('#form-dialog[open]');
      await fresh.page.setInputFiles('#file-input', saved);
      await fresh.page.waitForFunction(() => document.querySelector('#game-id').textContent !== '');
      assert.equal(await fresh.page.textContent('#game-id'), id);
      assert.match(await fresh.page.textContent('#messages'), /Resuming the game recorded in queen\.json/);
      assert.equal(await phase(fresh.page), 'person_to_move');
      // A file that is not a record: refused with why, the game kept.
      const junk = path.join(folder, 'notes.json');
      await fs.writeFile(junk, '{"shopping": ["eggs"]}');
      await fresh.page.setInputFiles('#file-input', junk);
      await fresh.page.waitForFunction(() => document.querySelector('#status-line').textContent.startsWith('notes.json: '));
      assert.equal(await fresh.page.textContent('#game-id'), id);
      assert.deepEqual(fresh.errors, []);
    } finally {
      await fresh.context.close();
    }
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
});
