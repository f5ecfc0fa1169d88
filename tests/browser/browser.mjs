// What the browser tests share: the page's folder served on 127.0.0.1 by scripts/serve-site.mjs,
// Debian's Chromium started headless by playwright-core (as root in a sandbox it needs
// --no-sandbox; the background-networking flags keep it from calling out), a page opened with
// its console watched, and the ways a person reads the page: the record the browser keeps, the
// phase, the status line, the cells where a click plays, what the live region said; and the site
// served with Chromium started for the tests of a file.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const sourceDir = path.resolve(here, '..', '..');
export const siteDir = process.env.MARIENBAD_SITE || path.join(sourceDir, 'build-web', 'site');

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

// Serves the site (or the folder `dir`); resolves to { url, stop }.
export function serveSite(dir = siteDir) {
  return new Promise((resolve, reject) => {
    const server = spawn(process.execPath,
      [path.join(sourceDir, 'scripts', 'serve-site.mjs'), dir, '0'],
      { stdio: ['ignore', 'pipe', 'inherit'] });
    server.on('error', reject);
    server.stdout.setEncoding('utf8');
    server.stdout.once('data', (line) => {
      resolve({
        url: line.trim(),
        stop: () => new Promise((done) => {
          server.once('exit', done);
          server.kill('SIGTERM');
        }),
      });
    });
  });
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.MARIENBAD_CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

// The site served and Chromium started before a test file's tests, both stopped after them:
// `site.server.url` and `site.browser` in the tests.
export function servedSiteAndBrowser() {
  const site = { server: undefined, browser: undefined };
  before(async () => {
    site.server = await serveSite();
    site.browser = await launchChromium();
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}

// A page of a new context (its own storage) at `address`, its console's errors and the page's
// exceptions collected in `errors`; resolves once the page says it is ready.
export async function openPage(browser, address, options = {}) {
  const context = await browser.newContext({
    viewport: options.viewport || { width: 1280, height: 800 },
    deviceScaleFactor: options.deviceScaleFactor || 1,
    hasTouch: Boolean(options.touch),
    isMobile: Boolean(options.touch),
    locale: options.locale || 'en-GB',
    // axe-core's script is put in the page, which the page's own policy would refuse.
    bypassCSP: Boolean(options.bypassCSP),
  });
  if (options.storage) {
    // What the browser kept from an earlier visit.
    await context.addInitScript((kept) => {
      if (!window.sessionStorage.getItem('marienbad.test.seeded')) {
        window.sessionStorage.setItem('marienbad.test.seeded', '1');
        for (const [key, value] of Object.entries(kept)) {
          window.localStorage.setItem(key, value);
        }
      }
    }, options.storage);
  }
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  // A request the page's own reload cut short (the catalogue of a language being fetched) is no
  // failure; any other is.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') {
      errors.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
    }
  });
  // Everything the live region says, in order, as a screen reader hears it.
  await context.addInitScript(() => {
    window.marienbadSaid = [];
    document.addEventListener('DOMContentLoaded', () => {
      const region = document.getElementById('announcer');
      if (!region) {
        return;  // a page without one (an older build, measured)
      }
      new MutationObserver(() => {
        const text = region.textContent.trim();
        if (text) {
          window.marienbadSaid.push(text);
        }
      }).observe(region, { childList: true, characterData: true, subtree: true });
    });
  });
  await page.goto(address);
  await page.waitForSelector('html[data-ready]');
  return { context, page, errors };
}

// What the live region said since the page opened (or since `from`).
export function said(page, from = 0) {
  return page.evaluate((start) => window.marienbadSaid.slice(start), from);
}

// The record of the unfinished game, as the browser keeps it; null when none.
export async function keptRecord(page) {
  const text = await page.evaluate(() => window.localStorage.getItem('marienbad.record'));
  return text ? JSON.parse(text) : null;
}

export function phase(page) {
  return page.evaluate(() => document.body.dataset.phase || '');
}

export async function waitForPhase(page, phases) {
  await page.waitForFunction((wanted) => wanted.includes(document.body.dataset.phase),
    phases, { timeout: 10000 });
  return phase(page);
}

// In the form, the item labelled `label` set to the choice shown as `shown` (regular expressions):
// a radio button of a few choices, or an entry of a list.
export async function chooseInForm(page, label, shown) {
  const group = page.locator('#form-items fieldset', {
    has: page.locator('legend', { hasText: label }),
  });
  if (await group.count() > 0) {
    const choices = group.locator('label');
    const texts = await choices.allTextContents();
    const index = texts.findIndex((text) => shown.test(text.trim()));
    if (index < 0) {
      throw new Error(`the form's item ${label} offers no ${shown}: ${texts.join(', ')}`);
    }
    await choices.nth(index).locator('input').check();
    return;
  }
  const item = page.locator('#form-items label', { hasText: label }).locator('select');
  const index = await item.locator('option').evaluateAll(
    (options, pattern) => options.findIndex((option) => new RegExp(pattern).test(option.textContent)),
    shown.source);
  if (index < 0) {
    throw new Error(`the form's item ${label} offers no ${shown}`);
  }
  await item.selectOption({ index });
}

// Starts a game from the form: the game at `gameIndex`, the person first, and `choices` made
// ([label, shown] pairs of regular expressions).
export async function startGame(page, gameIndex, choices = []) {
  await page.waitForSelector('#form-dialog[open]');
  await page.selectOption('#game-choice', String(gameIndex));
  await chooseInForm(page, /^(Who starts|Qui commence)/, /^(you|toi)$/);
  for (const [label, shown] of choices) {
    await chooseInForm(page, label, shown);
  }
  await page.click('#form-start');
  await waitForPhase(page, ['person_to_move']);
}

// The cells where a click plays, found as a person finds them: the mouse over each drawn cell
// until the page marks what a click there takes. `limit`: how many to find.
export async function playableCells(page, limit = 1) {
  const cells = await page.locator('#board g.cell').evaluateAll((groups) => groups
    .filter((group) => !group.classList.contains('kind-empty'))
    .map((group) => {
      const box = group.querySelector('rect.hit').getBoundingClientRect();
      return { row: Number(group.dataset.row), col: Number(group.dataset.col),
        x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }));
  const found = [];
  for (const cell of cells) {
    await page.mouse.move(cell.x, cell.y);
    const marked = await page.locator('#board rect.mark').count();
    const text = await page.textContent('#status-line');
    if (marked > 0 && /^(Click to play|Clique pour jouer)/.test(text)) {
      found.push(cell);
      if (found.length >= limit) {
        break;
      }
    }
  }
  return found;
}
