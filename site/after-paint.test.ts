import { describe, expect, it } from 'vitest';
import { afterPaint } from './after-paint.ts';
import { htmlRefs } from './pwa/page-files.ts';

const page = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const plain = (src: string) => `<script type="module" src="${src}"></script>`;

describe('module scripts after the first paint', () => {
  it('takes every plain module script out of the page and imports each once from one loader at the end of the body', () => {
    const html = afterPaint(page(plain('/a.js') + plain('/_astro/b.js'), `<main>text</main>${plain('/a.js')}`));
    expect(html).not.toContain('src="/a.js"');
    expect(html).not.toContain('src="/_astro/b.js"');
    const loaders = [...html.matchAll(/<script type="module" data-after-paint>([^<]*)<\/script>/g)];
    expect(loaders).toHaveLength(1);
    expect([...loaders[0]![1]!.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1])).toEqual(['/a.js', '/_astro/b.js']);
    expect(html.endsWith(`${loaders[0]![0]}</body></html>`)).toBe(true);
    // After a frame, or half a second where no frame is drawn; never twice.
    expect(loaders[0]![1]).toContain('requestAnimationFrame(');
    expect(loaders[0]![1]).toContain('setTimeout(go,500)');
  });

  it('leaves the search button’s, the phone contents’ and the widget loader’s scripts where they are', () => {
    const now = ['Search', 'MobileTableOfContents', 'Widget']
      .map((c) => plain(`/_astro/${c}.astro_astro_type_script_index_0_lang.x1.js`))
      .join('');
    const html = afterPaint(page(now + plain('/_astro/TableOfContents.astro_astro_type_script_index_0_lang.x2.js'), '<main></main>'));
    expect(html).toContain(now);
    expect(html).not.toContain('src="/_astro/TableOfContents');
    expect(html).toContain('import("/_astro/TableOfContents.astro_astro_type_script_index_0_lang.x2.js")');
  });

  it('leaves a script with integrity (an iframe page’s widget) where it is, and a page without scripts as it is', () => {
    const checked = '<script type="module" src="/embed/v1/rb-aiming.js" integrity="sha384-x" crossorigin="anonymous"></script>';
    expect(afterPaint(page(checked, '<main></main>'))).toBe(page(checked, '<main></main>'));
    expect(afterPaint(page('', '<p>text</p>'))).toBe(page('', '<p>text</p>'));
  });

  it('still names each script among the page’s files, for the offline worker', () => {
    const before = page(plain('/a.js') + plain('/_astro/b.js'), '<main></main>');
    expect(htmlRefs(afterPaint(before)).sort()).toEqual(htmlRefs(before).sort());
  });
});
