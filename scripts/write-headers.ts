// After `astro build`: writes dist/_headers (Netlify, Cloudflare Pages) from the same rules
// the local server applies (scripts/headers.ts), naming every JavaScript file the built
// site holds: the embed files and Astro's /_astro/ chunks that the iframe pages load.
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { headerRules, renderHeadersFile } from './headers.js';
import { VERSION } from '../site/address.js';

const siteDir = process.env.SITE_DIR ?? 'dist';
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
const scripts = walk(siteDir)
  .filter((f) => /\.m?js$/.test(f))
  .map((f) => `/${relative(siteDir, f).split(/[\\/]/).join('/')}`);
writeFileSync(join(siteDir, '_headers'), renderHeadersFile(headerRules({ version: VERSION }), scripts));
console.log(`wrote ${siteDir}/_headers: ${headerRules({ version: VERSION }).length} rules and ${scripts.length} script types`);
