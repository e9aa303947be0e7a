// Each widget mid-play at 390 and 1280 px, for the README and reviews (issue 26): the layout
// check's screenshots after its played walk (artifacts/layout/<name>[-1]-<width>-played.png),
// the first widget of each procedure, written as WebP into docs/screenshots/.
//   npm run build && npm run layout && npm run screenshots
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { WIDGET_PAGES } from './lib/walk.js';

const from = join('artifacts', 'layout');
const to = join('docs', 'screenshots');
if (!existsSync(from)) {
  console.error('No artifacts/layout/: run `npm run build && npm run layout` first.');
  process.exit(1);
}
rmSync(to, { recursive: true, force: true });
mkdirSync(to, { recursive: true });
const files = readdirSync(from);
let missing = 0;
for (const name of Object.keys(WIDGET_PAGES)) {
  for (const width of [390, 1280]) {
    const file = files.find((f) => f === `${name}-${width}-played.png` || f === `${name}-1-${width}-played.png`);
    if (!file) {
      console.log(`  no screenshot of ${name} at ${width} px`);
      missing++;
      continue;
    }
    const out = join(to, `${name}-${width}.webp`);
    // As the layout check saw it (CSS pixels at 1×), at a quality that keeps the text legible.
    const info = await sharp(join(from, file)).webp({ quality: 60 }).toFile(out);
    console.log(`  ${out}  ${info.width} × ${info.height}, ${(info.size / 1024).toFixed(1)} KB`);
  }
}
process.exit(missing ? 1 : 0);
