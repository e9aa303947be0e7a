// The landing page's gallery pictures: after `astro build`, each widget's preview
// (public/embed/v<version>/previews/<name>.png, 1200 × 630, drawn by scripts/previews.ts from
// its first view) scaled to 600 × 315 WebP in dist/gallery/ (about 15 KB instead of 55-110 KB).
// Listed in astro.config.ts before the offline integration, so the worker precaches them.
// sharp (a dev dependency, and Astro's own) is required, not imported: Astro loads this file
// through Vite, whose module loader is closed by the time build:done runs. Where it cannot be
// loaded the preview is copied as it is.
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { VERSION } from '../address.ts';

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
        let sharp: typeof import('sharp').default | undefined;
        try {
          sharp = createRequire(import.meta.url)('sharp') as typeof import('sharp').default;
        } catch {
          logger.warn('sharp could not be loaded: the gallery uses the full-size previews');
        }
        const files = (await readdir(previews)).filter((f) => f.endsWith('.png'));
        for (const file of files) {
          const target = join(out, file.replace(/\.png$/, '.webp'));
          if (sharp) await sharp(join(previews, file)).resize(600, 315).webp({ quality: 80 }).toFile(target);
          else await copyFile(join(previews, file), target);
        }
        logger.info(`gallery: ${files.length} pictures`);
      },
    },
  };
}
