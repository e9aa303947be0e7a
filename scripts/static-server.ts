// The static server for the built site (`npm start`) and the tests: sirv serves the files,
// and every response carries the production headers from scripts/headers.ts, so a test
// that passes here passes on a host configured by the same rules (the build's _headers).
//
// mounts: { '/': 'dist', '/test-embed/': 'test/embed' }: each folder under its prefix; the
// longest prefix wins, and a prefix only matches at a path-segment boundary.
// cors: false leaves out Access-Control-Allow-Origin (a control for tests that must fail).
// compress: true gzips text responses for clients that accept it, as GitHub Pages, Netlify
// and Cloudflare do: Lighthouse simulates a phone's network from the bytes transferred, so
// a page measured uncompressed loads about 3× the bytes any host sends (a text page's FCP
// 1.7 s instead of 1.2 s).
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { createReadStream, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import sirv from 'sirv';
import { headerRules, headersFor } from './headers.js';
import { VERSION } from '../site/address.js';

export interface ServerOptions {
  /** Each folder under its prefix: { '/': 'dist', '/test-embed/': 'test/embed' }. */
  mounts: Record<string, string>;
  port?: number;
  host?: string;
  cors?: boolean;
  compress?: boolean;
  version?: string;
}

export function startServer({
  mounts,
  port = 0,
  host = '127.0.0.1',
  cors = true,
  compress = false,
  version = VERSION,
}: ServerOptions): Promise<{ server: Server; url: string }> {
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
    if (compress) gzipResponse(req, res);
    let path: string;
    try {
      path = new URL(req.url ?? '/', 'http://x').pathname;
    } catch {
      return notFound(res);
    }
    const mount = table.find(({ base }) => path === base.slice(0, -1) || path.startsWith(base));
    if (!mount) return notFound(res);
    // sirv sees the path below its own folder.
    const rest = path.length < mount.base.length ? '/' : path.slice(mount.base.length - 1);
    const url = req.url ?? '';
    const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    req.url = rest + query;
    mount.serve(req, res, () => notFound(res));
  });

  /**
   * Gzips what sirv sends, when the client accepts it: sirv streams a file through
   * writeHead/write/end, so the body is collected and sent compressed (with its length and
   * Vary) at end. Text only, 200s only, and not below 1 KB (hosts leave tiny files alone).
   */
  function gzipResponse(req: IncomingMessage, res: ServerResponse): void {
    if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) || req.method === 'HEAD') return;
    const chunks: Buffer[] = [];
    let head: [number, OutgoingHttpHeaders?] | undefined;
    // Patched on the instance (and deleted again at end): sirv only calls them plainly.
    const own = res as unknown as Record<'writeHead' | 'write' | 'end', unknown>;
    own.writeHead = (...args: [number, OutgoingHttpHeaders?]) => ((head = args), res);
    own.write = (chunk: string | Uint8Array) => (chunks.push(Buffer.from(chunk)), true);
    own.end = (chunk?: string | Uint8Array | (() => void)) => {
      // The response's own methods again, for what follows (and Node's implicit headers).
      delete own.writeHead;
      delete own.write;
      delete own.end;
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk));
      let body = Buffer.concat(chunks);
      const [status = res.statusCode, given = {}] = head ?? [];
      const headers: OutgoingHttpHeaders = { ...given };
      const type = String(headers['Content-Type'] ?? res.getHeader('content-type') ?? '');
      if (status === 200 && body.length >= 1024 && /^text\/|javascript|json|svg|xml|wasm/.test(type)) {
        body = gzipSync(body);
        for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-length') delete headers[name];
        res.removeHeader('content-length');
        Object.assign(headers, { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding', 'Content-Length': body.length });
      }
      if (head) res.writeHead(status, headers);
      return res.end(body);
    };
  }

  function notFound(res: ServerResponse): void {
    res.statusCode = 404;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    if (notFoundPage && existsSync(notFoundPage)) createReadStream(notFoundPage).pipe(res);
    else res.end('Not found');
  }

  return new Promise((resolveStart, rejectStart) => {
    server.once('error', rejectStart);
    server.listen(port, host, () => {
      const address = server.address() as import('node:net').AddressInfo;
      resolveStart({ server, url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${address.port}` });
    });
  });
}
