// The HTTP headers the rulebook is served with, written once. `npm start` and the test
// servers apply them (scripts/static-server.ts) and the build writes them out as a
// `_headers` file for Netlify and Cloudflare Pages (scripts/write-headers.ts), so what the
// tests prove locally is what a host sends.
//
// Why each one:
// - Access-Control-Allow-Origin on everything: a page on another origin loads the widget
//   files as module scripts, which browsers fetch with CORS; an iframe page inside
//   `sandbox="allow-scripts"` has an opaque origin, so even its own /embed/ and /_astro/
//   modules are cross-origin to it. The site is public, static and sends no cookies, so `*`
//   gives nothing away (GitHub Pages sends the same on every file).
// - Cross-Origin-Resource-Policy: cross-origin, so hosts that isolate themselves
//   (Cross-Origin-Embedder-Policy) can still load the files.
// - Long immutable caching only where a path never changes meaning: /embed/v<version>/ and
//   Astro's hashed /_astro/ files. /embed/latest/ and the old unversioned files move with each
//   deploy, so they are kept for five minutes.
// - No X-Frame-Options and no frame-ancestors anywhere: the iframe pages exist to be framed.

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const MOVING = 'public, max-age=300, must-revalidate';
export const JAVASCRIPT = 'text/javascript; charset=utf-8';

/** Header rules in `_headers` order: a pattern (`*` matches anything, slashes too) and its headers. */
export type Headers = Record<string, string>;
export interface HeaderRule {
  pattern: string;
  headers: Headers;
}

export function headerRules({ version }: { version: string }): HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Cross-Origin-Resource-Policy': 'cross-origin',
        'X-Content-Type-Options': 'nosniff',
      },
    },
    { pattern: `/embed/v${version}/*`, headers: { 'Cache-Control': IMMUTABLE } },
    { pattern: '/_astro/*', headers: { 'Cache-Control': IMMUTABLE } },
    { pattern: '/embed/latest/*', headers: { 'Cache-Control': MOVING } },
    { pattern: '/embed/rb-*', headers: { 'Cache-Control': MOVING } },
  ];
}

function matcher(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** The headers a path gets: every matching rule, later rules winning on the same name. */
export function headersFor(pathname: string, rules: readonly HeaderRule[]): Headers {
  const out: Headers = {};
  for (const rule of rules) if (matcher(rule.pattern).test(pathname)) Object.assign(out, rule.headers);
  if (/\.m?js$/.test(pathname)) out['Content-Type'] = JAVASCRIPT;
  return out;
}

/**
 * The `_headers` file: the rules, then one block per JavaScript file naming its type (both
 * hosts let a file's own block override their default type; a pattern like `/*.js` is not
 * understood by both, so each file is listed).
 */
export function renderHeadersFile(rules: readonly HeaderRule[], scriptPaths: Iterable<string>): string {
  const block = (pattern: string, headers: Headers) =>
    `${pattern}\n${Object.entries(headers)
      .map(([k, v]) => `  ${k}: ${v}`)
      .join('\n')}\n`;
  return [
    '# Written by scripts/write-headers.ts from scripts/headers.ts at build time: edit those, not this.',
    ...rules.map((r) => block(r.pattern, r.headers)),
    ...[...scriptPaths].sort().map((p) => block(p, { 'Content-Type': JAVASCRIPT })),
  ].join('\n');
}
