// The static server behind `npm start` and every test (scripts/static-server.mjs): the two
// faults the hand-written one had, and the production headers it now sends. Requests go
// out raw (node:http), exactly as a client may send them, not normalised by a browser.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.js';
import { VERSION, startServer } from './support/scripts.js';

interface Answer {
  status: number | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

function get(base: string | undefined, path: string): Promise<Answer> {
  const { hostname, port } = new URL(base ?? '');
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A site folder and, beside it, a folder whose name starts with the same letters. */
function siblings() {
  const dir = mkdtempSync(join(tmpdir(), 'rb-server-'));
  mkdirSync(join(dir, 'site'));
  mkdirSync(join(dir, 'site-private'));
  writeFileSync(join(dir, 'site', 'index.html'), '<!doctype html><title>site</title>');
  writeFileSync(join(dir, 'site-private', 'secret.txt'), 'not for the web');
  return dir;
}

const escaped = VERSION.replace(/\./g, '\\.');

test.describe('the static server', () => {
  test('a malformed escape in the path is a 404, and the server keeps answering', async ({ baseURL }) => {
    for (const path of ['/%E0%A4%A', '/%', '/embed/%ZZ/', '/%c0%ae%c0%ae/']) {
      const res = await get(baseURL, path);
      expect(res.status, `${path} answered ${res.status}`).toBe(404);
    }
    expect((await get(baseURL, '/')).status, 'the server stopped answering after a malformed path').toBe(200);
  });

  test('nothing is served from a sibling folder whose name starts with the same letters', async () => {
    const dir = siblings();
    // The sibling is mounted too, under its own prefix: the file exists and is servable,
    // so a 404 below is the boundary holding, not a missing file.
    const { server, url } = await startServer({ mounts: { '/': join(dir, 'site'), '/other/': join(dir, 'site-private') } });
    try {
      expect((await get(url, '/other/secret.txt')).body).toBe('not for the web');
      for (const path of [
        '/..%2fsite-private%2fsecret.txt',
        '/%2e%2e/site-private/secret.txt',
        '/../site-private/secret.txt',
        '/..%5csite-private%5csecret.txt',
        '/other-x/secret.txt',
        '/othersecret.txt',
      ]) {
        const res = await get(url, path);
        expect(res.status, `${path} answered ${res.status}`).toBe(404);
        expect(res.body).not.toMatch(/not for the web/);
      }
      expect((await get(url, '/')).status).toBe(200);
    } finally {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test.describe('with its page', () => {
    test.use({ axe: false });

    test('embed files, iframe pages and Astro chunks carry the production headers', async ({ page, baseURL }) => {
      await page.goto('/embed/initiative-deal/');
      const versioned = await get(baseURL, `/embed/v${VERSION}/rb-initiative-deal.js`);
      expect(versioned.status).toBe(200);
      expect(versioned.headers['access-control-allow-origin']).toBe('*');
      expect(versioned.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      for (const path of ['/embed/latest/rb-initiative-deal.js', '/embed/rb-initiative-deal.js']) {
        const moving = await get(baseURL, path);
        expect(moving.status, path).toBe(200);
        expect(moving.headers['access-control-allow-origin']).toBe('*');
        expect(moving.headers['content-type']).toBe('text/javascript; charset=utf-8');
        expect(moving.headers['cache-control'], `${path} must not be cached as immutable`).toMatch(/max-age=300\b/);
        expect(moving.body === versioned.body, `${path} is not a copy of the versioned file`).toBe(true);
      }

      const frame = await get(baseURL, '/embed/initiative-deal/');
      expect(frame.status).toBe(200);
      expect(frame.headers['x-frame-options']).toBeUndefined();
      expect(frame.headers['content-security-policy'] ?? '').not.toMatch(/frame-ancestors/);

      // Every script the iframe page loads, Astro's own included, is CORS-readable JavaScript.
      const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean));
      expect(scripts.length).toBeGreaterThanOrEqual(2);
      for (const src of scripts) {
        const res = await get(baseURL, new URL(src).pathname);
        expect(res.headers['access-control-allow-origin'], src).toBe('*');
        expect(res.headers['content-type'], src).toBe('text/javascript; charset=utf-8');
      }
      const astro = await get(baseURL, '/liberi-gothica/turn-order/');
      const chunk = /\/_astro\/[^"]+\.js/.exec(astro.body)?.[0];
      expect(chunk, 'the rule page loads no Astro chunk to check').toBeDefined();
      const res = await get(baseURL, chunk ?? '');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });
  });

  test('the built _headers file says what the local server sends', () => {
    const text = readFileSync(join(process.env.SITE_DIR ?? 'dist', '_headers'), 'utf8');
    expect(text).toMatch(/^\/\*\n {2}Access-Control-Allow-Origin: \*$/m);
    expect(text).toMatch(new RegExp(`^/embed/v${escaped}/\\*\\n {2}Cache-Control: public, max-age=31536000, immutable$`, 'm'));
    expect(text).toMatch(
      new RegExp(`^/embed/v${escaped}/rb-initiative-deal\\.js\\n {2}Content-Type: text/javascript; charset=utf-8$`, 'm'),
    );
    expect(text).not.toMatch(/X-Frame-Options|frame-ancestors/i);
  });
});
