// At the table: the rulebook as an installable app that works offline.
//
// An Astro integration, listed after Starlight so that its build step runs once Pagefind has
// written the search index. After `astro build` it writes into dist/:
//   icons/*.png            every icon size, rendered from one source image (app-icon.svg)
//                          with resvg (a prebuilt binary from npm: no browser needed)
//   manifest.webmanifest   name, icons, colours, start URL, standalone display
//   sw.js                  site/pwa/sw.js bundled with esbuild, plus Workbox's list of the
//                          files it may keep and each page's own files (./page-files.ts)
// The head tags that point at them are in ./head.ts; the page's side (registering the worker
// once the page is idle, asking it to keep pages, the offline control at the foot of each page,
// the "updated" notice) is public/sw-register.js. During `astro dev` the same manifest
// and icons are served from memory, and /sw.js is a worker that removes itself, so a
// development tab never keeps a stale cache.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { THEME, APP } from './head.ts';
import { pageFiles } from './page-files.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const SOURCE = join(here, 'app-icon.svg');

/**
 * The icons installers ask for. `any` icons get the source's corners rounded; `maskable`
 * icons are the full-bleed source (its artwork sits inside the central safe circle), which
 * the platform crops to its own shape; the Apple touch icon is full-bleed too (iOS rounds it).
 */
export const ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any', rounded: true },
  { file: 'icon-512.png', size: 512, purpose: 'any', rounded: true },
  { file: 'maskable-192.png', size: 192, purpose: 'maskable', rounded: false },
  { file: 'maskable-512.png', size: 512, purpose: 'maskable', rounded: false },
  { file: 'apple-touch-icon.png', size: 180, purpose: undefined, rounded: false },
];

/** Files under dist/ the worker may keep for offline use: everything a page can ask for (what it keeps, and when: sw.js). */
const PRECACHE = {
  globPatterns: ['**/*.{html,js,css,svg,png,webp,webmanifest,json,pf_meta,pf_index,pf_fragment,pagefind}'],
  globIgnores: [
    // Embeds are never the worker's business (see sw.js).
    'embed/**',
    'sw.js',
    // Pagefind's other interfaces: Starlight's search uses the default UI bundled in /_astro/.
    'pagefind/pagefind-ui.*',
    'pagefind/pagefind-component-ui.*',
    'pagefind/pagefind-modular-ui.*',
    'pagefind/pagefind-highlight.js',
    // The language-neutral search engine: every page here is English (wasm.en.pagefind).
    'pagefind/wasm.unknown.pagefind',
  ],
};

/** One PNG from the source SVG at `size` pixels. */
export function renderIcon(svg: string, size: number, rounded: boolean): Buffer {
  const inner = svg.replace(/<\?xml[^>]*>/, '').replace('<svg ', `<svg width="${size}" height="${size}" `);
  // Rounded corners in the same proportion as the favicon's (6 in 32).
  const wrapped = rounded
    ? `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><clipPath id="r"><rect width="${size}" height="${size}" rx="${(size * 6) / 32}"/></clipPath><g clip-path="url(#r)">${inner}</g></svg>`
    : inner;
  return new Resvg(wrapped, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

/** The web app manifest. Icon sizes are read back from the PNGs written. */
export function manifest() {
  return {
    id: '/',
    name: APP.name,
    short_name: APP.shortName,
    description: APP.description,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: THEME.light.background,
    theme_color: THEME.light.bar,
    icons: ICONS.filter((i) => i.purpose).map((i) => ({
      src: `/icons/${i.file}`,
      sizes: `${i.size}x${i.size}`,
      type: 'image/png',
      purpose: i.purpose,
    })),
  };
}

async function writeIcons(outDir: string) {
  const svg = await readFile(SOURCE, 'utf8');
  await mkdir(join(outDir, 'icons'), { recursive: true });
  for (const icon of ICONS) await writeFile(join(outDir, 'icons', icon.file), renderIcon(svg, icon.size, icon.rounded));
}

async function writeWorker(outDir: string, logger: AstroIntegrationLogger) {
  const bundled = join(outDir, 'sw.src.js');
  await build({
    entryPoints: [join(here, 'sw.js')],
    outfile: bundled,
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const options = {
    globDirectory: outDir,
    ...PRECACHE,
    globIgnores: [...PRECACHE.globIgnores, 'sw.src.js'],
    modifyURLPrefix: { '': '/' },
    // Vite names /_astro/ files by their content: the name is the revision.
    dontCacheBustURLsMatching: /^\/_astro\//,
  };
  const { count, size, warnings } = await injectManifest({ swSrc: bundled, swDest: join(outDir, 'sw.js'), ...options });
  await rm(bundled);
  for (const w of warnings) logger.warn(w);

  // Each page's own files, as indices into the list just written (read back from it, in order).
  const sw = await readFile(join(outDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
  if (urls.length !== count) throw new Error(`sw.js: read back ${urls.length} files from its list, not ${count}`);
  const index = new Map(urls.map((u, i) => [u, i]));
  const pages = pageFiles(outDir, new Set(urls));
  const groups = Object.fromEntries([...pages].map(([page, files]) => [page, files.map((f) => index.get(f)!)]));
  if (!sw.includes('self.__RB_PAGES')) throw new Error('sw.js: no self.__RB_PAGES to fill in');
  await writeFile(join(outDir, 'sw.js'), sw.replace('self.__RB_PAGES', JSON.stringify(groups)));
  const largest = Math.max(...[...pages.values()].map((f) => f.length));
  logger.info(
    `service worker: lists ${count} files (${(size / 1024).toFixed(0)} KiB) and the files of each of ${pages.size} pages (up to ${largest}); keeps a page once it is read, everything on request or on an unmetered connection`,
  );
}

/** Dev server: the manifest and icons from memory; a worker that unregisters itself. */
function devMiddleware(): (req: IncomingMessage, res: ServerResponse, next: () => void) => Promise<void> {
  let svg: string | undefined;
  return async (req, res, next) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === '/manifest.webmanifest') {
      res.setHeader('content-type', 'application/manifest+json');
      res.end(JSON.stringify(manifest()));
      return;
    }
    const icon = ICONS.find((i) => path === `/icons/${i.file}`);
    if (icon) {
      svg ??= await readFile(SOURCE, 'utf8');
      res.setHeader('content-type', 'image/png');
      res.end(renderIcon(svg, icon.size, icon.rounded));
      return;
    }
    if (path === '/sw.js') {
      res.setHeader('content-type', 'text/javascript');
      res.end(
        "self.addEventListener('install',()=>self.skipWaiting());self.addEventListener('activate',()=>self.registration.unregister());",
      );
      return;
    }
    next();
  };
}

export default function rulebookOffline(): AstroIntegration {
  return {
    name: 'rulebook-offline',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(devMiddleware());
      },
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        await writeIcons(outDir);
        await writeFile(join(outDir, 'manifest.webmanifest'), JSON.stringify(manifest(), null, 2));
        await writeWorker(outDir, logger);
      },
    },
  };
}
