// The rulebook's service worker. Bundled by site/pwa/integration.ts (esbuild), which then
// writes in the list of every file a page can ask for, each with its revision (Workbox's
// injectManifest, where `self.__WB_MANIFEST` stands), and which of them each page needs
// (`self.__RB_PAGES`: a page's address → the indices of its files in that list; see
// ./page-files.ts).
//
// What it keeps, and when (issue 28: a first visit on a phone must not download 4 MB):
// - On install, only the pages open at the time (the one the reader is on) with what they
//   need, the "not found" page, and whatever the previous version had kept (so an update
//   downloads only what changed). The page registers the worker once it is idle.
// - Every page read afterwards, with what it needs (its scripts, styles, images, its widgets
//   even before the reader scrolls to them, their statecharts and odds): the page asks once it
//   is idle (KEEP), and any such file fetched through the worker meanwhile is kept too.
// - Everything, on request (KEEP_ALL): the page asks when the reader presses "Keep everything
//   offline", or by itself once idle on a connection that is neither Save-Data nor metered
//   (sw-register.js decides). It reports its progress to the page that asked (KEPT).
// So the rulebook works offline for every page already read, and for all of it once kept.
//
// What it serves:
// - Every file in the list from the cache when kept, else from the network (and keeps it).
//   Query strings are ignored when matching (share links, Pagefind's `?ts=`): every file
//   here is static. Offline, a page of the rulebook that was not kept gets a short page saying
//   so, with links to the pages that were; an address that is no page at all gets the
//   rulebook's own "not found" page (status 404).
// - Never touches /embed/: the standalone embed modules and the iframe pages are fetched
//   exactly as if there were no worker, so their headers (CORS, caching) stay as served.
// - Waits: a new version installs beside the old one and takes over only when the reader
//   accepts the "updated, reload" notice (a SKIP_WAITING message from sw-register.js), so a
//   page never mixes modules from two builds.
import { PrecacheController, cleanupOutdatedCaches } from 'workbox-precaching';
import { clientsClaim } from 'workbox-core';

/** Paths this worker must never answer for (the embed files keep their own headers). */
const HANDS_OFF = ['/embed/'];
const NOT_FOUND = '/404.html';

const MANIFEST = self.__WB_MANIFEST;
/** @type {Record<string, number[]>} */
const PAGES = self.__RB_PAGES;
const controller = new PrecacheController();
controller.addToCacheList(MANIFEST);
const cacheName = controller.strategy.cacheName;
/** Each listed file's full address, in list order. */
const URLS = MANIFEST.map((entry) => new URL(entry.url, self.location.href).href);

// First listener, registered before any other: for a hands-off path it stops every later
// fetch listener, so nothing calls respondWith and the browser goes to the network itself.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && HANDS_OFF.some((p) => url.pathname.startsWith(p))) {
    event.stopImmediatePropagation();
  }
});

/** The listed file an address stands for: query ignored; "/a/" and "/a" are "/a/index.html". */
function listed(address) {
  const url = new URL(address);
  url.search = '';
  url.hash = '';
  const candidates = [url.href];
  if (url.pathname.endsWith('/')) candidates.push(`${url.href}index.html`);
  else if (!/\.[a-z0-9]+$/i.test(url.pathname)) candidates.push(`${url.href}/index.html`);
  return candidates.find((c) => controller.getCacheKeyForURL(c) !== undefined);
}

/** The page an address is, as __RB_PAGES names it ("/karmic/melee-combat/"), if it is one. */
function pageOf(address) {
  const url = new URL(address);
  const path = url.pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(url.pathname) ? url.pathname : `${url.pathname}/`;
  return Object.hasOwn(PAGES, path) ? path : undefined;
}

const filesOf = (page) => (Object.hasOwn(PAGES, page) ? PAGES[page].map((i) => URLS[i]) : []);

/** Keeps a response for a listed file under its revision, if it is a plain successful one. */
async function put(url, response) {
  if (!response.ok || response.redirected || response.type !== 'basic') return false;
  const cache = await caches.open(cacheName);
  await cache.put(controller.getCacheKeyForURL(url), response);
  return true;
}

/**
 * Fetches and keeps each listed file not kept yet, four at a time. A file that cannot be
 * fetched (offline, a deploy in between) is left for next time. `progress(done, total)` is
 * told as it goes.
 */
async function keep(urls, progress = () => {}) {
  const cache = await caches.open(cacheName);
  const wanted = [...new Set(urls)];
  const missing = [];
  for (const url of wanted) if (!(await cache.match(controller.getCacheKeyForURL(url)))) missing.push(url);
  let done = wanted.length - missing.length;
  progress(done, wanted.length);
  const next = async () => {
    for (let url = missing.shift(); url; url = missing.shift()) {
      try {
        const response = await fetch(url, {
          credentials: 'same-origin',
          cache: controller.getURLsToCacheKeys().get(url) === url ? 'default' : 'reload',
        });
        if (await put(url, response)) done++;
      } catch {
        // Kept next time.
      }
      progress(done, wanted.length);
    }
  };
  await Promise.all([next(), next(), next(), next()]);
  return done === wanted.length;
}

/** What is kept: how many of the listed files, and how many of the pages (a page counts once its own file is). */
async function status() {
  const cache = await caches.open(cacheName);
  const keys = new Set((await cache.keys()).map((r) => r.url));
  const kept = URLS.filter((url) => keys.has(controller.getCacheKeyForURL(url))).length;
  const pages = Object.keys(PAGES).filter((page) => page !== NOT_FOUND);
  const pagesKept = pages.filter((page) => keys.has(controller.getCacheKeyForURL(URLS[PAGES[page][0]]))).length;
  return { type: 'STATUS', files: kept, of: URLS.length, pages: pagesKept, pagesOf: pages.length, everything: kept === URLS.length };
}

/** The listed files the previous version had kept (any revision), so an update keeps them too. */
async function keptBefore() {
  const cache = await caches.open(cacheName);
  const had = new Set(
    (await cache.keys()).map((r) => {
      const url = new URL(r.url);
      url.searchParams.delete('__WB_REVISION__');
      return url.href;
    }),
  );
  return URLS.filter((url) => had.has(url));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const pages = [NOT_FOUND, ...open.map((c) => pageOf(c.url)).filter(Boolean)];
      await keep([...pages.flatMap(filesOf), ...(await keptBefore())]);
    })(),
  );
});

self.addEventListener('activate', (event) => {
  // Drops what this version does not list (older revisions), and caches of older Workbox versions.
  controller.activate(event);
});
cleanupOutdatedCaches();

/** A page of the rulebook that was not kept, asked for offline: say so, and link to the pages that were. */
async function notKept(page) {
  const cache = await caches.open(cacheName);
  const keys = new Set((await cache.keys()).map((r) => r.url));
  const kept = Object.keys(PAGES)
    .filter((p) => p !== NOT_FOUND && keys.has(controller.getCacheKeyForURL(URLS[PAGES[p][0]])))
    .sort();
  const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const links = kept.map((p) => `<li><a href="${escape(p)}">${escape(p)}</a></li>`).join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not kept offline · Combat Rulebook</title><link rel="icon" href="/favicon.svg"><style>body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1d1b22;background:#fff}a{color:#5b2d8e}@media (prefers-color-scheme:dark){body{color:#eceaf0;background:#17181c}a{color:#c9a8f0}}</style></head><body><main><h1>This page is not kept offline</h1><p>You are offline, and ${escape(page)} was not kept on this device. Pages you have read are kept; to keep all of them, choose "Keep everything offline" at the foot of any page while you are online.</p>${kept.length ? `<h2>Kept on this device</h2><ul>${links}</ul>` : ''}</main></body></html>`;
  return new Response(html, { status: 503, statusText: 'Offline', headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** The rulebook's own "not found" page, with its real status. */
async function notFound() {
  const page = await controller.matchPrecache(NOT_FOUND);
  return page ? new Response(page.body, { status: 404, statusText: 'Not Found', headers: page.headers }) : Response.error();
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const file = listed(request.url);
  const navigate = request.mode === 'navigate';
  if (!file && !navigate) return;
  event.respondWith(
    (async () => {
      if (file) {
        const cached = await caches.match(controller.getCacheKeyForURL(file), { cacheName });
        if (cached) return cached;
      }
      try {
        const response = await fetch(request);
        if (file) event.waitUntil(put(file, response.clone()));
        return response;
      } catch (error) {
        if (!navigate) throw error;
        const page = pageOf(request.url);
        return page ? notKept(page) : notFound();
      }
    })(),
  );
});

// The page tells the worker what to keep, and asks what is kept.
self.addEventListener('message', (event) => {
  const { data, source } = event;
  const reply = (message) => source?.postMessage(message);
  if (data?.type === 'SKIP_WAITING') self.skipWaiting();
  else if (data?.type === 'STATUS') event.waitUntil(status().then(reply));
  else if (data?.type === 'KEEP' && typeof data.page === 'string') {
    event.waitUntil(keep(filesOf(pageOf(new URL(data.page, self.location.href).href) ?? '')).then(() => status().then(reply)));
  } else if (data?.type === 'KEEP_ALL') event.waitUntil(keepEverything(reply));
});

/** Keeping everything, once at a time however many pages ask; each that asked hears how it goes. */
let everything;
const asked = new Set();
async function keepEverything(reply) {
  asked.add(reply);
  if (!everything) {
    let last = 0;
    let kept = { done: 0, total: URLS.length };
    const tell = (message) => asked.forEach((r) => r(message));
    everything = keep(URLS, (done, total) => {
      kept = { done, total };
      // Now and then, not for every file.
      if (Date.now() - last > 250) {
        last = Date.now();
        tell({ type: 'KEPT', done, total });
      }
    }).then(async () => {
      tell({ type: 'KEPT', ...kept, finished: true });
      tell(await status());
      asked.clear();
      everything = undefined;
    });
  }
  await everything;
}

// The first install has no older version to wait for: take the open pages at once, so the
// reader who just arrived can go offline without reloading.
clientsClaim();
