// The page's size budget: what a first visit in English loads — every file of the site but the
// catalogues, which the page fetches only when it shows their language — is at most 350 KB
// gzipped at level 9, as a server sends it; a catalogue is smaller than the engine it translates.
// scripts/measure-web prints the figures (docs/measurements.md, "The web page").
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { siteDir } from './browser.mjs';

const BUDGET = 350 * 1000;

function gzipped(name) {
  return gzipSync(readFileSync(path.join(siteDir, name)), { level: 9 }).length;
}

test('the page in English is at most 350 KB gzipped, the French catalogue apart', () => {
  const names = readdirSync(siteDir);
  const catalogues = names.filter((name) => /^marienbad-.*\.mo$/.test(name));
  assert.deepEqual(catalogues, ['marienbad-fr.mo']);
  const english = names.filter((name) => !catalogues.includes(name))
    .reduce((sum, name) => sum + gzipped(name), 0);
  console.log(`the page in English: ${english} B gzipped; the French catalogue: ` +
    `${gzipped('marienbad-fr.mo')} B`);
  assert.ok(english <= BUDGET, `${english} B gzipped, over ${BUDGET} B`);
  assert.ok(gzipped('marienbad-fr.mo') < gzipped('marienbad.wasm'));
});
