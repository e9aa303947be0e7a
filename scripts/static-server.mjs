// A small static file server for the built site (and, for tests, extra folders mounted
// under a prefix). No dependencies: the rulebook is plain files.
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

/** mounts: { '/': 'dist', '/test-embed/': 'test/embed' } */
export function startServer({ mounts, port = 0, host = '127.0.0.1' }) {
  const table = Object.entries(mounts)
    .map(([prefix, dir]) => [prefix, resolve(dir)])
    .sort((a, b) => b[0].length - a[0].length);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = decodeURIComponent(url.pathname);
    const mount = table.find(([prefix]) => path.startsWith(prefix));
    if (!mount) return notFound(res, mounts);
    const [prefix, dir] = mount;
    let file = normalize(join(dir, path.slice(prefix.length)));
    if (!file.startsWith(dir)) return notFound(res, mounts);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return notFound(res, mounts);
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolveStart) => {
    server.listen(port, host, () => {
      const address = server.address();
      resolveStart({ server, url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${address.port}` });
    });
  });
}

function notFound(res, mounts) {
  const page = resolve(mounts['/'] ?? '.', '404.html');
  res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
  if (existsSync(page)) createReadStream(page).pipe(res);
  else res.end('Not found');
}
