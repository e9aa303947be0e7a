// An esbuild plugin for the standalone bundles: esbuild minifies code but leaves the text of
// Lit's css`` and html`` templates alone. This folds their whitespace (safe for our
// templates: none uses <pre> or whitespace-sensitive CSS) and drops CSS comments.
import { readFile } from 'node:fs/promises';

const TEMPLATE = /\b(css|html)`((?:[^`\\]|\\.)*)`/gs;

export function foldTemplate(kind, text) {
  // Leave ${…} holes untouched: split on them, fold only the literal parts.
  const parts = text.split(/(\$\{(?:[^{}]|\{[^{}]*\})*\})/s);
  return parts
    .map((part, i) => {
      if (i % 2 === 1) return part;
      let out = part.replace(/\s+/g, ' ');
      if (kind === 'css') {
        out = out.replace(/\/\*.*?\*\//g, '').replace(/\s*([{};,>])\s*/g, '$1').replace(/:\s+/g, ':');
      } else {
        out = out.replace(/>\s+</g, '> <');
      }
      return out;
    })
    .join('');
}

export const minifyTemplates = {
  name: 'minify-lit-templates',
  setup(build) {
    build.onLoad({ filter: /\/(widgets)\/.*\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return { contents: source.replace(TEMPLATE, (_, kind, body) => `${kind}\`${foldTemplate(kind, body)}\``), loader: 'ts' };
    });
  },
};
