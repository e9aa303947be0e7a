// Pages on *another origin* for the end-to-end embedding tests: a tiny HTTP server on a
// second port that serves host pages written at run time (they need the site's address,
// which has a random port), each under its own Content-Security-Policy header.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../../scripts/static-server.ts';
import { VERSION } from '../../site/address.ts';

/**
 * The strict policy a careful blog would send: scripts only from the rulebook, Trusted Types on.
 * `duplicates: false` leaves out 'allow-duplicates': one lit-html policy on the page, which
 * only the shared runtime (one Lit for every widget) can keep to. `autoloader: false` leaves
 * out the autoloader's policy name, `rulebook`.
 */
export function strictPolicy(site, { frames = false, hostScripts = false, duplicates = true, autoloader = true } = {}) {
  return [
    "default-src 'none'",
    `script-src ${site}${hostScripts ? " 'self'" : ''}`,
    "style-src 'self'",
    `img-src 'self' ${site}`,
    "connect-src 'none'",
    `frame-src ${frames ? site : "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
    // Lit asks for one policy named lit-html; each self-contained file brings its own Lit,
    // so a page with two widgets asks twice. The autoloader makes one named rulebook, for the
    // addresses of the module scripts it adds.
    "require-trusted-types-for 'script'",
    `trusted-types lit-html${autoloader ? ' rulebook' : ''}${duplicates ? " 'allow-duplicates'" : ''}`,
  ].join('; ');
}

/**
 * Start a host server. `pages` maps a path to { html, csp }; anything else is 404.
 * Returns { url, close, setPage(path, page) }.
 */
export async function startHost(pages = {}) {
  const table = new Map(Object.entries(pages));
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const page = table.get(path);
    // Browsers ask every origin for a favicon: no icon, and no error for it either.
    if (path === '/favicon.ico') return res.writeHead(204).end();
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('Not found');
    }
    const headers = { 'content-type': page.type ?? 'text/html; charset=utf-8' };
    if (page.csp) headers['content-security-policy'] = page.csp;
    res.writeHead(200, headers);
    res.end(page.html);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${server.address().port}`;
  return { url, close: () => server.close(), setPage: (path, page) => table.set(path, page) };
}

/** A whole host page around some body HTML. */
export function hostPage(title, body, head = '') {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    ${head}
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      ${body}
    </main>
  </body>
</html>`;
}

/** The built version's integrity values (public/embed/v<version>/sri.json). */
export function integrity() {
  return JSON.parse(readFileSync(join('public', 'embed', `v${VERSION}`, 'sri.json'), 'utf8')).files;
}

/** The built site again, on its own port, served without Access-Control-Allow-Origin. */
export function startSiteWithoutCors() {
  return startServer({ mounts: { '/': process.env.SITE_DIR ?? 'dist' }, cors: false });
}

/**
 * Record every request a page (and its frames) makes, every CSP violation it reports, and
 * block anything that would leave the given origins. Call before the first navigation.
 */
export async function watch(page, origins) {
  const requests = [];
  const outside = [];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    requests.push(url);
    if (!origins.some((o) => url.startsWith(`${o}/`))) {
      outside.push(url);
      return route.abort();
    }
    return route.continue();
  });
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return {
    requests,
    outside,
    violations: () => page.evaluate(() => window.__violations ?? []),
  };
}
