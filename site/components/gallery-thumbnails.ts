// The landing page's gallery pictures: after `astro build`, each widget's preview
// (public/embed/v<version>/previews/<name>.png, 1200 × 630, drawn by scripts/previews.ts from
// its first view) scaled to 600 × 315 WebP in dist/gallery/ (about 15 KB instead of 55-110 KB).
// Listed in astro.config.ts before the offline integration, so the worker precaches them.
// sharp (a dev dependency, and Astro's own) is required, not imported: Astro loads this file
// through Vite, whose module loader is closed by the time build:done runs. Where it cannot be
// loaded the preview is copied as it is.
//
// A widget whose first view is not a picture of what it plays gets one drawn instead
// (DRAWN): the fire map's is its map after a few rounds (./fire-map-picture.ts), rasterised
// by resvg with the previews' DejaVu Sans; where resvg or sharp cannot be loaded, its preview
// is kept.
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { VERSION } from '../address.ts';
import { fireMapPicture } from './fire-map-picture.ts';

/** Gallery pictures drawn here rather than scaled from the widget's preview: name → SVG, 1200 × 630. */
const DRAWN: Readonly<Record<string, () => string>> = { 'fire-map': fireMapPicture };

type Sharp = typeof import('sharp').default;

/** `svg` as a 600 × 315 WebP in `target`, through resvg (the previews' fonts) and sharp; false when either is missing. */
async function drawPicture(svg: string, target: string, sharp: Sharp | undefined): Promise<boolean> {
  if (!sharp) return false;
  const require = createRequire(import.meta.url);
  let Resvg: typeof import('@resvg/resvg-js').Resvg;
  try {
    ({ Resvg } = require('@resvg/resvg-js') as typeof import('@resvg/resvg-js'));
  } catch {
    return false;
  }
  const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const font = {
    fontFiles: ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((f) => join(fontDir, f)),
    loadSystemFonts: false,
    defaultFontFamily: 'DejaVu Sans',
  };
  const png = new Resvg(svg, { font }).render().asPng();
  await sharp(png).resize(600, 315).webp({ quality: 80 }).toFile(target);
  return true;
}

export default function galleryThumbnails(): AstroIntegration {
  return {
    name: 'rulebook-gallery',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const previews = join(process.cwd(), 'public', 'embed', `v${VERSION}`, 'previews');
        if (!existsSync(previews))
          return logger.warn(`no previews in ${previews}: run npm run build:widgets first (the gallery has no pictures)`);
        const out = join(fileURLToPath(dir), 'gallery');
        await mkdir(out, { recursive: true });
        let sharp: Sharp | undefined;
        try {
          sharp = createRequire(import.meta.url)('sharp') as Sharp;
        } catch {
          logger.warn('sharp could not be loaded: the gallery uses the full-size previews');
        }
        const files = (await readdir(previews)).filter((f) => f.endsWith('.png'));
        for (const file of files) {
          const target = join(out, file.replace(/\.png$/, '.webp'));
          const draw = DRAWN[file.replace(/\.png$/, '')];
          if (draw && (await drawPicture(draw(), target, sharp))) continue;
          if (sharp) await sharp(join(previews, file)).resize(600, 315).webp({ quality: 80 }).toFile(target);
          else await copyFile(join(previews, file), target);
        }
        logger.info(`gallery: ${files.length} pictures`);
      },
    },
  };
}
