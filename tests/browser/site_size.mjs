// The site's size as a server sends it, every file gzipped at level 9, and what a first visit in
// English loads: every file but the catalogues (marienbad-<language>.mo), which the page fetches
// only when it shows their language. size.test.mjs checks it; measure.mjs prints it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { siteDir } from './browser.mjs';

export function siteSizes(dir = siteDir) {
  const files = readdirSync(dir).sort().map((name) => {
    const bytes = readFileSync(path.join(dir, name));
    return {
      name,
      raw: bytes.length,
      gzipped: gzipSync(bytes, { level: 9 }).length,
      catalogue: /^marienbad-.*\.mo$/.test(name),
    };
  });
  const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);
  return {
    files,
    catalogues: files.filter((file) => file.catalogue),
    raw: sum(files, 'raw'),
    gzipped: sum(files, 'gzipped'),
    english: sum(files.filter((file) => !file.catalogue), 'gzipped'),
  };
}
