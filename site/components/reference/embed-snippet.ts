// The copy-paste snippet on each reference page, from one place so the embedding work can
// swap it (versioned paths, integrity, an autoloader) without touching the pages.
export function embedSnippet(tag: string, site?: URL): string {
  const src = site ? new URL(`embed/${tag}.js`, site).href : `/embed/${tag}.js`;
  return `<script type="module" src="${src}"></script>\n<${tag}></${tag}>`;
}
