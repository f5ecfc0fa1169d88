// The page installed and played offline, in Debian's Chromium (headless): its web app manifest
// (name, start address, standalone display, language, icons of 192 and 512 pixels) and its service
// worker, which Chromium's own installability check accepts; after one visit, the network cut
// (Playwright's setOffline), a reload finds the page and the game where it was, and a link to
// another position opens offline too; a new build (another hash) replaces the worker and drops the
// old build's cache. The site is served from a copy, removed at the end.
import assert from 'node:assert/strict';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS, launchChromium, openPage, phase, playableCells, serveSite, siteDir, waitForPhase,
} from './browser.mjs';

let folder;
let server;
let browser;

before(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'marienbad-site-'));
  await fs.cp(siteDir, folder, { recursive: true });
  server = await serveSite(folder);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (folder) {
    await fs.rm(folder, { recursive: true, force: true });
  }
});

// Once the service worker controls the page, every file of the site kept.
function controlled(page) {
  return page.waitForFunction(() => navigator.serviceWorker.controller !== null, null,
    { timeout: 15000 });
}

test('the manifest and the worker make the page installable', async () => {
  // A profile of its own: Chromium installs nothing from an incognito context, as a new context
  // of the shared browser is.
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'marienbad-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.MARIENBAD_CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const page = context.pages()[0] || await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  try {
    await page.goto(server.url);
    await page.waitForSelector('html[data-ready]');
    await controlled(page);
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector('link[rel="manifest"]').href;
      return (await fetch(link)).json();
    });
    assert.equal(manifest.name, 'Marienbad');
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.lang, 'en');
    assert.equal(new URL(manifest.start_url, server.url).href, server.url);
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((entry) => entry.sizes === `${size}x${size}`);
      assert.ok(icon, `an icon of ${size} px`);
      const drawn = await page.evaluate((source) => new Promise((done) => {
        const image = new Image();
        image.onload = () => done([image.naturalWidth, image.naturalHeight]);
        image.onerror = () => done(null);
        image.src = source;
      }), icon.src);
      assert.deepEqual(drawn, [size, size]);
    }
    // Chromium's own check.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
    const { errors: manifestErrors } = await cdp.send('Page.getAppManifest');
    assert.deepEqual(manifestErrors, []);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await fs.rm(profile, { recursive: true, force: true });
  }
});

test('after one visit the page plays offline', async () => {
  const { context, page, errors } = await openPage(browser, `${server.url}?pace=0&seed=7#grid:6x7:ban=2,3+4,4`);
  try {
    await controlled(page);
    await waitForPhase(page, ['person_to_move', 'computer_to_move', 'computer_move_shown']);
    if (await phase(page) !== 'person_to_move') {
      await waitForPhase(page, ['person_to_move']);
    }
    const [cell] = await playableCells(page);
    await page.mouse.click(cell.x, cell.y);
    await waitForPhase(page, ['person_to_move', 'game_over']);
    const id = await page.textContent('#game-id');
    const record = await page.evaluate(() => window.localStorage.getItem('marienbad.record'));

    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('html[data-ready]');
    assert.equal(await page.textContent('#game-id'), id, 'the game where it was');
    assert.equal(await page.evaluate(() => window.localStorage.getItem('marienbad.record')), record);
    assert.equal(await phase(page), 'person_to_move');
    const [next] = await playableCells(page);
    await page.mouse.click(next.x, next.y);
    await waitForPhase(page, ['person_to_move', 'game_over']);

    // A link to another position, offline: the game in progress is kept unless the person says.
    const link = await context.newPage();
    await link.goto(`${server.url}?lang=fr#queen:9x7:misere`);
    await link.waitForSelector('html[data-ready]');
    await link.waitForFunction(() => document.querySelector('#question-dialog').open ||
      document.querySelector('#game-id').textContent.includes('queen'));
    if (await link.evaluate(() => document.querySelector('#question-dialog').open)) {
      await link.click('#question-yes');  // the game on the board was not over: asked first
    }
    await link.waitForFunction(() => document.querySelector('#game-id').textContent.includes('queen'));
    assert.equal(await link.textContent('#game-id'), 'Identifiant de la partie : queen:9x7:misere');
    // Chromium fetches the tab's icon itself, past the service worker: offline it may fail
    // (when its own cache no longer has it); every request of the page is answered.
    assert.deepEqual(errors.filter((error) => !error.endsWith('/marienbad.svg')), []);
  } finally {
    await context.close();
  }
});

test('a new build replaces the worker and its cache', async () => {
  const { context, page, errors } = await openPage(browser, server.url);
  try {
    await controlled(page);
    const first = await page.evaluate(() => caches.keys());
    assert.equal(first.length, 1);
    assert.match(first[0], /^marienbad-[0-9a-f]{16}$/);
    // Another build: a file changed, and the worker the build writes with its new hash.
    const worker = path.join(folder, 'service-worker.js');
    const text = await fs.readFile(worker, 'utf8');
    await fs.writeFile(worker, text.replace(/marienbad-[0-9a-f]{16}/, 'marienbad-0123456789abcdef'));
    await fs.appendFile(path.join(folder, 'marienbad.css'), '\n/* another build */\n');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    // The new worker active: its cache alone (polled from here, as caches.keys() is a promise).
    const deadline = Date.now() + 15000;
    let names = [];
    while (Date.now() < deadline) {
      names = await page.evaluate(() => caches.keys());
      if (names.length === 1 && names[0] === 'marienbad-0123456789abcdef') {
        break;
      }
      await new Promise((done) => { setTimeout(done, 200); });
    }
    assert.deepEqual(names, ['marienbad-0123456789abcdef']);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null &&
      navigator.serviceWorker.controller.state === 'activated');
    await page.reload();
    await page.waitForSelector('html[data-ready]');
    const css = await page.evaluate(async () => (await fetch('marienbad.css')).text());
    assert.match(css, /another build/);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
