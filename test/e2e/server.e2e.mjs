// The static server behind `npm start` and every test (scripts/static-server.mjs): the two
// faults the hand-written one had, and the production headers it now sends. Requests go
// out raw (node:http), exactly as a client may send them, not normalised by a browser.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../scripts/static-server.mjs';
import { VERSION } from '../../scripts/site.mjs';

function get(base, path) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
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

export const tests = [
  {
    name: 'a malformed escape in the path is a 404, and the server keeps answering',
    path: '/embed/initiative-deal/',
    axe: false,
    async run({ baseUrl, assert }) {
      for (const path of ['/%E0%A4%A', '/%', '/embed/%ZZ/', '/%c0%ae%c0%ae/']) {
        const res = await get(baseUrl, path);
        assert.equal(res.status, 404, `${path} answered ${res.status}`);
      }
      assert.equal((await get(baseUrl, '/')).status, 200, 'the server stopped answering after a malformed path');
    },
  },
  {
    name: 'nothing is served from a sibling folder whose name starts with the same letters',
    path: '/embed/initiative-deal/',
    axe: false,
    async run({ assert }) {
      const dir = siblings();
      // The sibling is mounted too, under its own prefix: the file exists and is servable,
      // so a 404 below is the boundary holding, not a missing file.
      const { server, url } = await startServer({ mounts: { '/': join(dir, 'site'), '/other/': join(dir, 'site-private') } });
      try {
        assert.equal((await get(url, '/other/secret.txt')).body, 'not for the web');
        for (const path of [
          '/..%2fsite-private%2fsecret.txt',
          '/%2e%2e/site-private/secret.txt',
          '/../site-private/secret.txt',
          '/..%5csite-private%5csecret.txt',
          '/other-x/secret.txt',
          '/othersecret.txt',
        ]) {
          const res = await get(url, path);
          assert.equal(res.status, 404, `${path} answered ${res.status}`);
          assert.doesNotMatch(res.body, /not for the web/);
        }
        assert.equal((await get(url, '/')).status, 200);
      } finally {
        server.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
  {
    name: 'embed files, iframe pages and Astro chunks carry the production headers',
    path: `/embed/initiative-deal/`,
    axe: false,
    async run({ page, baseUrl, assert }) {
      const versioned = await get(baseUrl, `/embed/v${VERSION}/rb-initiative-deal.js`);
      assert.equal(versioned.status, 200);
      assert.equal(versioned.headers['access-control-allow-origin'], '*');
      assert.equal(versioned.headers['content-type'], 'text/javascript; charset=utf-8');
      assert.equal(versioned.headers['cache-control'], 'public, max-age=31536000, immutable');

      for (const path of ['/embed/latest/rb-initiative-deal.js', '/embed/rb-initiative-deal.js']) {
        const moving = await get(baseUrl, path);
        assert.equal(moving.status, 200, path);
        assert.equal(moving.headers['access-control-allow-origin'], '*');
        assert.equal(moving.headers['content-type'], 'text/javascript; charset=utf-8');
        assert.match(moving.headers['cache-control'], /max-age=300\b/, `${path} must not be cached as immutable`);
        assert.equal(moving.body, versioned.body, `${path} is not a copy of the versioned file`);
      }

      const frame = await get(baseUrl, '/embed/initiative-deal/');
      assert.equal(frame.status, 200);
      assert.equal(frame.headers['x-frame-options'], undefined);
      assert.doesNotMatch(frame.headers['content-security-policy'] ?? '', /frame-ancestors/);

      // Every script the iframe page loads, Astro's own included, is CORS-readable JavaScript.
      const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean));
      assert.ok(scripts.length >= 2);
      for (const src of scripts) {
        const res = await get(baseUrl, new URL(src).pathname);
        assert.equal(res.headers['access-control-allow-origin'], '*', src);
        assert.equal(res.headers['content-type'], 'text/javascript; charset=utf-8', src);
      }
      const astro = await get(baseUrl, '/liberi-gothica/turn-order/');
      const chunk = /\/_astro\/[^"]+\.js/.exec(astro.body)?.[0];
      assert.ok(chunk, 'the rule page loads no Astro chunk to check');
      const res = await get(baseUrl, chunk);
      assert.equal(res.headers['access-control-allow-origin'], '*');
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    },
  },
  {
    name: 'the built _headers file says what the local server sends',
    path: '/embed/initiative-deal/',
    axe: false,
    async run({ assert }) {
      const text = readFileSync(join(process.env.SITE_DIR ?? 'dist', '_headers'), 'utf8');
      assert.match(text, /^\/\*\n {2}Access-Control-Allow-Origin: \*$/m);
      assert.match(
        text,
        new RegExp(`^/embed/v${VERSION.replace(/\./g, '\\.')}/\\*\\n {2}Cache-Control: public, max-age=31536000, immutable$`, 'm'),
      );
      assert.match(
        text,
        new RegExp(
          `^/embed/v${VERSION.replace(/\./g, '\\.')}/rb-initiative-deal\\.js\\n {2}Content-Type: text/javascript; charset=utf-8$`,
          'm',
        ),
      );
      assert.doesNotMatch(text, /X-Frame-Options|frame-ancestors/i);
    },
  },
];
