// Serves the built rulebook (dist/) and prints where. Used by `npm start` after the build.
import { existsSync } from 'node:fs';
import { startServer } from './static-server.js';

if (!existsSync('dist/index.html')) {
  console.error('No built site in dist/: run `npm run build` first (npm start does both).');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4321);
const { url } = await startServer({ mounts: { '/': 'dist' }, port, host: process.env.HOST ?? '127.0.0.1' });
console.log(`\nThe rulebook is being served at ${url}/  (Ctrl+C to stop)\n`);
