// The rulebook's service worker. Bundled by site/pwa/integration.mjs (esbuild), which then
// injects the precache list (every page, /_astro/ chunk, search file and icon, each with
// its revision) where `self.__WB_MANIFEST` stands.
//
// What it does:
// - Serves every precached file from the cache, so a reader who opened the site once can
//   read, play and search with the network off. Query strings are ignored when matching
//   (share links, Pagefind's `?ts=` cache-buster): every file here is static.
// - Never touches /embed/: the standalone embed modules and the iframe pages are fetched
//   exactly as if there were no worker, so their headers (CORS, caching) stay as served.
// - Waits: a new version installs beside the old one and takes over only when the reader
//   accepts the "updated, reload" notice (a SKIP_WAITING message from sw-register.js), so a
//   page never mixes modules from two builds.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { clientsClaim } from 'workbox-core';

/** Paths this worker must never answer for (the embed files keep their own headers). */
const HANDS_OFF = ['/embed/'];

// First listener, registered before Workbox's: for a hands-off path it stops every later
// fetch listener, so nothing calls respondWith and the browser goes to the network itself.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && HANDS_OFF.some((p) => url.pathname.startsWith(p))) {
    event.stopImmediatePropagation();
  }
});

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST, {
  ignoreURLParametersMatching: [/.*/],
  directoryIndex: 'index.html',
  cleanURLs: false,
  // "/karmic/melee-combat" (no slash) is the same page as "/karmic/melee-combat/".
  urlManipulation: ({ url }) =>
    url.pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(url.pathname) ? [] : [new URL(`${url.pathname}/index.html`, url)],
});

// A page that is not in the precache (a newer page, a mistyped address): the network, and
// offline the rulebook's own "not found" page, whose search still works.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
  new NetworkOnly({
    plugins: [
      {
        // With its real status, so the reader (and a test) can tell it from the page asked for.
        handlerDidError: async () => {
          const page = await matchPrecache('/404.html');
          return page && new Response(page.body, { status: 404, statusText: 'Not Found', headers: page.headers });
        },
      },
    ],
  }),
);

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

// The first install has no older version to wait for: take the open pages at once, so the
// reader who just arrived can go offline without reloading.
clientsClaim();
