// The page's size budget: what a first visit in English loads — every file of the site but the
// catalogues, which the page fetches only when it shows their language — is at most 350 KB
// gzipped at level 9, as a server sends it; a catalogue is smaller than the engine it translates.
// scripts/measure-web prints the figures (docs/measurements.md, "The web page").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { siteSizes } from './site_size.mjs';

const BUDGET = 350 * 1000;

test('the page in English is at most 350 KB gzipped, the French catalogue apart', () => {
  const size = siteSizes();
  assert.deepEqual(size.catalogues.map((file) => file.name), ['marienbad-fr.mo']);
  const [french] = size.catalogues;
  const engine = size.files.find((file) => file.name === 'marienbad.wasm');
  console.log(`the page in English: ${size.english} B gzipped; the French catalogue: ` +
    `${french.gzipped} B`);
  assert.ok(size.english <= BUDGET, `${size.english} B gzipped, over ${BUDGET} B`);
  assert.ok(french.gzipped < engine.gzipped);
});
