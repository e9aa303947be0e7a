// The static server for the built site (`npm start`) and the tests: sirv serves the files,
// and every response carries the production headers from scripts/headers.mjs, so a test
// that passes here passes on a host configured by the same rules (the build's _headers).
//
// mounts: { '/': 'dist', '/test-embed/': 'test/embed' }: each folder under its prefix; the
// longest prefix wins, and a prefix only matches at a path-segment boundary.
// cors: false leaves out Access-Control-Allow-Origin (a control for tests that must fail).
import { createServer } from 'node:http';
import { createReadStream, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import sirv from 'sirv';
import { headerRules, headersFor } from './headers.mjs';
import { VERSION } from './site.mjs';

export function startServer({ mounts, port = 0, host = '127.0.0.1', cors = true, version = VERSION }) {
  const rules = headerRules({ version });
  const table = Object.entries(mounts)
    .map(([prefix, dir]) => {
      const base = prefix.endsWith('/') ? prefix : `${prefix}/`;
      const serve = sirv(resolve(dir), {
        dev: false, // files are listed once at start: nothing outside the folder can be named
        etag: true,
        extensions: ['html'],
        dotfiles: false,
        setHeaders(res, pathname) {
          for (const [name, value] of Object.entries(headersFor(base.slice(0, -1) + pathname, rules))) {
            if (!cors && name === 'Access-Control-Allow-Origin') continue;
            res.setHeader(name, value);
          }
        },
      });
      return { base, serve };
    })
    .sort((a, b) => b.base.length - a.base.length);
  const notFoundPage = mounts['/'] ? resolve(mounts['/'], '404.html') : undefined;

  const server = createServer((req, res) => {
    let path;
    try {
      path = new URL(req.url ?? '/', 'http://x').pathname;
    } catch {
      return notFound(res);
    }
    const mount = table.find(({ base }) => path === base.slice(0, -1) || path.startsWith(base));
    if (!mount) return notFound(res);
    // sirv sees the path below its own folder.
    const rest = path.length < mount.base.length ? '/' : path.slice(mount.base.length - 1);
    const query = (req.url ?? '').includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    req.url = rest + query;
    mount.serve(req, res, () => notFound(res));
  });

  function notFound(res) {
    res.statusCode = 404;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    if (notFoundPage && existsSync(notFoundPage)) createReadStream(notFoundPage).pipe(res);
    else res.end('Not found');
  }

  return new Promise((resolveStart, rejectStart) => {
    server.once('error', rejectStart);
    server.listen(port, host, () => {
      const address = server.address();
      resolveStart({ server, url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${address.port}` });
    });
  });
}
