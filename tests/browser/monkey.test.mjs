// The web page's monkey: seeded random events, as a hurried or hostile person makes them — clicks
// anywhere on the board and on whatever button or choice is on the screen (the form, the
// question, the keys' and rules' texts, the lessons and puzzles), the mouse moved and the wheel
// turned over the board, taps of a finger, the game's keys and the page's shortcuts, the language
// and the colours switched, the page reloaded, and what the browser keeps damaged before a
// reload. The page must never fail: no error in its console, the engine answering after every
// event, and at the end a page on which a person can go on (the form or a board).
// MARIENBAD_MONKEY_SEED and MARIENBAD_MONKEY_EVENTS choose the run (default: seed 3, 400 events);
// a failure names the seed and the event.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPage, servedSiteAndBrowser } from './browser.mjs';

const SEED = Number.parseInt(process.env.MARIENBAD_MONKEY_SEED || '3', 10);
const EVENTS = Number.parseInt(process.env.MARIENBAD_MONKEY_EVENTS || '400', 10);

const KEYS = [
  'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Enter', ' ', '?', 'u', 'r',
  'n', 'm', 'c', 'h', 'q', '+', '-', '0', '1', '2', '3', '7', 'Escape', 'Tab', 'PageUp',
  'PageDown', 'F1', 'Control+z', 'Control+Shift+Z', 'Control+y', 'Backspace', 'x',
];

// mulberry32: a small seeded generator, so that a seed replays the same run.
function generator(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    below: (n) => Math.floor(next() * n),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

// What can be clicked or chosen now: in the dialog on top if one is open, else on the page.
function controls(page) {
  return page.evaluate(() => {
    const dialogs = [...document.querySelectorAll('dialog[open]')];
    const scope = dialogs.length > 0 ? dialogs[dialogs.length - 1] : document;
    return [...scope.querySelectorAll('button, select, input[type="radio"]')]
      .filter((control) => !control.disabled && control.getClientRects().length > 0
        && !control.closest('[hidden]'))
      .map((control) => {
        const box = control.getBoundingClientRect();
        return {
          select: control.tagName === 'SELECT',
          id: control.id,
          item: control.dataset.item ?? null,
          options: control.tagName === 'SELECT' ? control.options.length : 0,
          x: box.x + box.width / 2,
          y: box.y + box.height / 2,
        };
      });
  });
}

// A point of the board's area (cells, gaps and margins alike).
async function boardPoint(page, random) {
  const box = await page.locator('#board').boundingBox();
  if (box === null || box.width === 0) {
    return null;
  }
  return { x: box.x + random.below(Math.ceil(box.width)), y: box.y + random.below(Math.ceil(box.height)) };
}

// The site served and Chromium started for this file's tests.
const site = servedSiteAndBrowser();

test(`the page survives ${EVENTS} random events (seed ${SEED})`, async () => {
  const random = generator(SEED);
  const { context, page, errors } = await openPage(site.browser, `${site.server.url}?seed=${SEED}&pace=40`,
    { touch: true });
  let event = 0;
  let what = '';
  const phases = new Set();
  const titles = new Set();
  try {
    for (; event < EVENTS; ++event) {
      const roll = random.below(100);
      if (roll < 30) {
        const point = await boardPoint(page, random);
        what = 'a click on the board';
        if (point !== null) {
          await page.mouse.move(point.x, point.y);
          if (random.chance(0.7)) {
            await page.mouse.click(point.x, point.y);
          }
        }
      } else if (roll < 35) {
        const point = await boardPoint(page, random);
        what = 'a tap on the board';
        if (point !== null) {
          await page.touchscreen.tap(point.x, point.y);
        }
      } else if (roll < 38) {
        const point = await boardPoint(page, random);
        what = 'the wheel over the board';
        if (point !== null) {
          await page.mouse.move(point.x, point.y);
          await page.mouse.wheel(0, random.chance(0.5) ? 100 : -100);
        }
      } else if (roll < 65) {
        const key = random.pick(KEYS);
        what = `the key ${key}`;
        if (random.chance(0.8)) {
          await page.focus('#board').catch(() => {});
        }
        await page.keyboard.press(key);
      } else if (roll < 93) {
        const shown = await controls(page);
        if (shown.length === 0) {
          what = 'nothing to click';
          continue;
        }
        const control = random.pick(shown);
        if (control.select) {
          what = `a choice in ${control.id || `item ${control.item}`}`;
          const selector = control.id ? `#${control.id}`
            : `dialog[open] select[data-item="${control.item}"]`;
          await page.selectOption(selector, { index: random.below(control.options) }, { timeout: 5000 });
        } else {
          what = `the button ${control.id || 'of a lesson or puzzles'}`;
          await page.mouse.click(control.x, control.y);
        }
      } else if (roll < 97) {
        what = 'a reload';
        await page.reload();
      } else {
        what = 'what the browser keeps damaged, then a reload';
        await page.evaluate((choice) => {
          const damaged = ['{', '[]', 'null', '{"game": "nim", "moves": [[99, 99]]}',
            '{"game": "row", "values": 7}', '\u0000'];
          window.localStorage.setItem(choice < 3 ? 'marienbad.record' : 'marienbad.settings',
            damaged[choice]);
        }, random.below(6));
        await page.reload();
      }
      await page.waitForSelector('html[data-ready]', { timeout: 10000 });
      assert.deepEqual(errors, [], `after event ${event} (${what}), seed ${SEED}`);
      const [phase, title] = await page.evaluate(() => [document.body.dataset.phase || '',
        document.querySelector('#title')?.textContent || '']);
      phases.add(phase);
      titles.add(title);
    }
    // The run went beyond the form: games were played, with more than one phase.
    console.log(`seed ${SEED}: ${EVENTS} events, phases ${[...phases].join(' ')}, `
      + `${titles.size} titles`);
    assert.ok(phases.has('person_to_move'), 'a game was reached');
    assert.ok(titles.size > 2, 'several games were reached');
    // A person can go on: the form is open, a board is drawn, or the way back to the form.
    const form = await page.locator('#form-dialog[open]').count();
    const cells = await page.locator('#board g.cell').count();
    const back = await page.locator('#no-game:not([hidden]) #open-form').count();
    assert.ok(form === 1 || cells > 0 || back === 1, 'the form, a board or the way to the form');
  } catch (error) {
    error.message = `seed ${SEED}, event ${event} (${what}): ${error.message}`;
    throw error;
  } finally {
    await context.close();
  }
});
