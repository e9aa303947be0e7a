import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
const entry = process.argv[2];
const r = await build({ entryPoints: [entry], bundle: true, format: 'esm', target: 'es2022', minify: true, write: false, metafile: true, conditions: ['production'], define: { 'process.env.NODE_ENV': '"production"' }, tsconfig: 'tsconfig.json' });
const out = Object.values(r.metafile.outputs)[0];
const groups = {};
for (const [path, info] of Object.entries(out.inputs)) {
  const key = path.includes('node_modules') ? path.split('node_modules/')[1].split('/').slice(0, path.includes('@') ? 2 : 1).join('/') : path.split('/').slice(0, 2).join('/');
  groups[key] = (groups[key] ?? 0) + info.bytesInOutput;
}
console.log(Object.entries(groups).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}: ${v}`).join('\n'));
console.log('total min', r.outputFiles[0].contents.length, 'gz', gzipSync(r.outputFiles[0].contents, {level:9}).length);
