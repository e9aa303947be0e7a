// The landing page's gallery pictures: after `astro build`, each widget's preview
// (public/embed/v<version>/previews/<name>.png, 1200 × 630, drawn by scripts/previews.mjs from
// its first view) scaled to 600 × 315 WebP in dist/gallery/ (about 15 KB instead of 55-110 KB).
// Listed in astro.config.mjs before the offline integration, so the worker precaches them.
// sharp comes with Astro; where it cannot be loaded the preview is copied as it is.
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERSION } from '../../scripts/site.mjs';

export default function galleryThumbnails() {
  return {
    name: 'rulebook-gallery',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const previews = join(process.cwd(), 'public', 'embed', `v${VERSION}`, 'previews');
        if (!existsSync(previews))
          return logger.warn(`no previews in ${previews}: run npm run build:widgets first (the gallery has no pictures)`);
        const out = join(fileURLToPath(dir), 'gallery');
        await mkdir(out, { recursive: true });
        let sharp;
        try {
          sharp = (await import('sharp')).default;
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
