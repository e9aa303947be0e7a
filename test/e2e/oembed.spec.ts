// oEmbed, the way a WordPress admin meets it: paste a widget's rule page address, WordPress
// finds the page's <link rel="alternate" type="application/json+oembed">, fetches the JSON,
// runs its `html` through the filter it applies to providers it does not know, and puts the
// result in the post with its resizing listener. For every widget.
//
// The built site names its own address as https://rulebook.example unless RULEBOOK_SITE was
// set at build time; the documents are read here with that origin replaced by the test
// server's, as they would read on a site built with its real address.
import { readFileSync } from 'node:fs';
import { parseFragment, serialize } from 'parse5';
import { hostPage, startHost, strictPolicy, watch } from '../embed/hosts.mjs';
import { expect, test } from './fixtures.js';
import { pngSize } from './support/at-the-table.js';
import { SITE, describeWidgets } from './support/scripts.js';

const WORDPRESS_HOST = readFileSync(new URL('../embed/wordpress-host.js', import.meta.url), 'utf8');

/** parse5's tree, as far as the filter walks it. */
interface Node {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  parentNode?: Node | null;
}

/**
 * WordPress's treatment of an untrusted provider's rich `html`, restated: keep only a[href],
 * blockquote and iframe[src width height frameborder marginwidth marginheight scrolling
 * title] (other tags are dropped, their text kept; other attributes are dropped), keep the
 * first blockquote and the iframe, then add class="wp-embedded-content", sandbox="allow-scripts",
 * security="restricted", and a secret both in the src (#?secret=…) and as data-secret.
 */
function wordpressFilter(html: string, secret: string): string | false {
  const allowed: Record<string, string[]> = {
    a: ['href'],
    blockquote: [],
    iframe: ['src', 'width', 'height', 'frameborder', 'marginwidth', 'marginheight', 'scrolling', 'title'],
  };
  const clean = (node: Node): Node => {
    const children = node.childNodes ?? [];
    for (const child of [...children]) {
      if (child.nodeName === '#comment') {
        children.splice(children.indexOf(child), 1);
        continue;
      }
      if (!child.tagName) continue;
      clean(child);
      const keep = Object.hasOwn(allowed, child.tagName) ? allowed[child.tagName] : undefined;
      if (keep) {
        child.attrs = (child.attrs ?? []).filter((a) => keep.includes(a.name) && !/^\s*(javascript|data|vbscript):/i.test(a.value));
      } else {
        const at = children.indexOf(child);
        for (const grandchild of child.childNodes ?? []) grandchild.parentNode = node;
        children.splice(at, 1, ...(child.childNodes ?? []));
      }
    }
    return node;
  };
  const fragment = parseFragment(html);
  clean(fragment as unknown as Node);
  const kept = serialize(fragment);
  const match = /(<blockquote>.*?<\/blockquote>)?.*(<iframe.*?><\/iframe>)/s.exec(kept);
  if (!match?.[2]) return false;
  let out = (match[1] ?? '') + match[2];
  out = out.replace('<iframe', '<iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted"');
  const src = / src=(["'])(.*?)\1/.exec(out);
  if (src) out = out.replace(src[0], ` src="${src[2]}#?secret=${secret}" data-secret="${secret}"`);
  return out;
}

/** The attributes of the fragment's iframe. */
const attrsOf = (html: string): Record<string, string> => {
  const frame = (parseFragment(html).childNodes as unknown as Node[]).find((n) => n.tagName === 'iframe');
  return Object.fromEntries((frame?.attrs ?? []).map((a) => [a.name, a.value]));
};

interface OEmbed {
  version: string;
  type: string;
  title: string;
  provider_name: unknown;
  html: string;
  width: number;
  height: number;
  thumbnail_url: string;
  thumbnail_width: number;
  thumbnail_height: number;
}

test.describe('oEmbed', () => {
  // WordPress's post is another site's page, and axe cannot look into its frame.
  test.use({ axe: false });

  for (const w of describeWidgets()) {
    test(`${w.tag}: its oEmbed document is discovered from ${w.rulePage.path} and its html survives WordPress's filter and plays`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(w.rulePage.path);
      const local = (url: string) => url.replace(SITE, baseURL ?? '');
      const links = await page
        .locator('link[rel="alternate"][type="application/json+oembed"]')
        .evaluateAll((ls) => ls.map((l) => ({ href: l.getAttribute('href') ?? '', title: l.getAttribute('title') })));
      const link = links.find((l) => l.href.endsWith(`/oembed/${w.name}.json`));
      expect(link, `no oEmbed link for ${w.name} on ${w.rulePage.path}: ${JSON.stringify(links)}`).toBeDefined();
      const href = link?.href ?? '';
      expect(href, 'the discovery link must be absolute').toMatch(/^https?:\/\//);

      const doc = (await (await fetch(local(href))).json()) as OEmbed;
      expect(doc.version).toBe('1.0');
      expect(doc.type).toBe('rich');
      expect(doc.title).toBe(w.system ? `${w.label} · ${w.system}` : w.label);
      for (const key of ['width', 'height', 'thumbnail_width', 'thumbnail_height'] as const)
        expect(Number.isInteger(doc[key]) && doc[key] > 0, `${key}: ${doc[key]}`).toBe(true);
      expect(typeof doc.provider_name).toBe('string');
      const thumb = await fetch(local(doc.thumbnail_url));
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get('content-type')).toBe('image/png');
      expect(pngSize(await thumb.arrayBuffer())).toEqual({ width: doc.thumbnail_width, height: doc.thumbnail_height });

      // What WordPress keeps: the bare iframe, with every attribute the document gave it.
      const original = attrsOf(doc.html);
      expect(Object.keys(original).sort()).toEqual(['height', 'src', 'title', 'width']);
      expect(Number(original.width)).toBe(doc.width);
      expect(Number(original.height)).toBe(doc.height);
      const secret = 'Qz81xWp0Lm';
      const filtered = wordpressFilter(local(doc.html), secret);
      expect(filtered, 'WordPress would drop this html').toBeTruthy();
      const kept = attrsOf(filtered || '');
      expect(kept.src).toBe(`${local(original.src ?? '')}#?secret=${secret}`);
      for (const key of ['width', 'height', 'title']) expect(kept[key], key).toBe(original[key]);
      expect(kept.sandbox).toBe('allow-scripts');

      // And in a post: the widget plays inside, and WordPress's listener sizes the frame.
      const host = await startHost({ '/wp-embed.js': { html: WORDPRESS_HOST, type: 'text/javascript' } });
      try {
        host.setPage('/post.html', {
          csp: strictPolicy(baseURL, { frames: true, hostScripts: true }),
          html: hostPage('A WordPress post', filtered || '', '<script src="/wp-embed.js"></script>'),
        });
        const seen = await watch(page, [baseURL, host.url]);
        await page.goto(`${host.url}/post.html`);
        await expect(
          page.frameLocator('iframe').locator(`${w.tag} [part~="base"]`).first(),
          `${w.tag} did not start inside the WordPress frame`,
        ).toBeAttached();
        const frame = page.frames().find((x) => x.url().includes(`/embed/${w.name}/`));
        expect(frame, `no frame of /embed/${w.name}/`).toBeDefined();
        const content = (await frame?.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height))) ?? 0;
        await expect
          .poll(() => page.locator('iframe').evaluate((f) => Number(f.getAttribute('height'))))
          .toBe(Math.min(1000, Math.max(200, content)));
        expect(await seen.violations()).toEqual([]);
        expect(seen.outside).toEqual([]);
      } finally {
        host.close();
      }
    });
  }

  test('every iframe page names its own oEmbed document too', async ({ page }) => {
    for (const w of describeWidgets()) {
      await page.goto(`/embed/${w.name}/`);
      await expect(page.locator('link[type="application/json+oembed"]')).toHaveAttribute('href', `${SITE}/oembed/${w.name}.json`);
    }
  });

  test('control: the WordPress filter restated here does strip what WordPress strips', () => {
    const out = wordpressFilter(
      '<div class="x"><script>alert(1)</script><iframe src="https://a.example/" onload="alert(1)" style="height:9px" allow="camera" title="t" width="1" height="2"></iframe></div>',
      'abc',
    );
    expect(out).toBe(
      '<iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted" src="https://a.example/#?secret=abc" data-secret="abc" title="t" width="1" height="2"></iframe>',
    );
    expect(wordpressFilter('<div>No frame here</div>', 'abc')).toBe(false);
  });
});
