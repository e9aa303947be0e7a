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
import { describeWidgets } from '../../scripts/widgets.mjs';
import { SITE } from '../../scripts/site.mjs';
import { hostPage, startHost, strictPolicy, watch } from '../embed/hosts.mjs';

const WORDPRESS_HOST = readFileSync(new URL('../embed/wordpress-host.js', import.meta.url), 'utf8');

/**
 * WordPress's treatment of an untrusted provider's rich `html`, restated: keep only a[href],
 * blockquote and iframe[src width height frameborder marginwidth marginheight scrolling
 * title] (other tags are dropped, their text kept; other attributes are dropped), keep the
 * first blockquote and the iframe, then add class="wp-embedded-content", sandbox="allow-scripts",
 * security="restricted", and a secret both in the src (#?secret=…) and as data-secret.
 */
export function wordpressFilter(html, secret) {
  const allowed = {
    a: ['href'],
    blockquote: [],
    iframe: ['src', 'width', 'height', 'frameborder', 'marginwidth', 'marginheight', 'scrolling', 'title'],
  };
  const clean = (node) => {
    for (const child of [...(node.childNodes ?? [])]) {
      if (child.nodeName === '#comment') {
        node.childNodes.splice(node.childNodes.indexOf(child), 1);
        continue;
      }
      if (!child.tagName) continue;
      clean(child);
      if (Object.hasOwn(allowed, child.tagName)) {
        child.attrs = child.attrs.filter(
          (a) => allowed[child.tagName].includes(a.name) && !/^\s*(javascript|data|vbscript):/i.test(a.value),
        );
      } else {
        const at = node.childNodes.indexOf(child);
        for (const grandchild of child.childNodes ?? []) grandchild.parentNode = node;
        node.childNodes.splice(at, 1, ...(child.childNodes ?? []));
      }
    }
    return node;
  };
  const kept = serialize(clean(parseFragment(html)));
  const match = /(<blockquote>.*?<\/blockquote>)?.*(<iframe.*?><\/iframe>)/s.exec(kept);
  if (!match?.[2]) return false;
  let out = (match[1] ?? '') + match[2];
  out = out.replace('<iframe', '<iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted"');
  const src = / src=(["'])(.*?)\1/.exec(out);
  if (src) out = out.replace(src[0], ` src="${src[2]}#?secret=${secret}" data-secret="${secret}"`);
  return out;
}

const attrsOf = (html) => {
  const frame = parseFragment(html).childNodes.find((n) => n.tagName === 'iframe');
  return Object.fromEntries((frame?.attrs ?? []).map((a) => [a.name, a.value]));
};

function pngSize(buffer) {
  const signature = buffer.subarray(0, 8).toString('hex') === '89504e470d0a1a0a';
  return signature ? { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) } : undefined;
}

export const tests = [];
for (const w of describeWidgets()) {
  tests.push({
    name: `${w.tag}: its oEmbed document is discovered from ${w.rulePage.path} and its html survives WordPress's filter and plays`,
    path: w.rulePage.path,
    axe: false,
    async run({ page, baseUrl, assert }) {
      const local = (url) => url.replace(SITE, baseUrl);
      const links = await page
        .locator('link[rel="alternate"][type="application/json+oembed"]')
        .evaluateAll((ls) => ls.map((l) => ({ href: l.getAttribute('href'), title: l.getAttribute('title') })));
      const link = links.find((l) => l.href.endsWith(`/oembed/${w.name}.json`));
      assert.ok(link, `no oEmbed link for ${w.name} on ${w.rulePage.path}: ${JSON.stringify(links)}`);
      assert.ok(/^https?:\/\//.test(link.href), 'the discovery link must be absolute');

      const doc = await (await fetch(local(link.href))).json();
      assert.equal(doc.version, '1.0');
      assert.equal(doc.type, 'rich');
      assert.equal(doc.title, w.system ? `${w.label} · ${w.system}` : w.label);
      for (const key of ['width', 'height', 'thumbnail_width', 'thumbnail_height'])
        assert.ok(Number.isInteger(doc[key]) && doc[key] > 0, `${key}: ${doc[key]}`);
      assert.equal(typeof doc.provider_name, 'string');
      const thumb = await fetch(local(doc.thumbnail_url));
      assert.equal(thumb.status, 200);
      assert.equal(thumb.headers.get('content-type'), 'image/png');
      assert.deepEqual(pngSize(Buffer.from(await thumb.arrayBuffer())), { width: doc.thumbnail_width, height: doc.thumbnail_height });

      // What WordPress keeps: the bare iframe, with every attribute the document gave it.
      const original = attrsOf(doc.html);
      assert.deepEqual(Object.keys(original).sort(), ['height', 'src', 'title', 'width']);
      assert.equal(Number(original.width), doc.width);
      assert.equal(Number(original.height), doc.height);
      const secret = 'Qz81xWp0Lm';
      const filtered = wordpressFilter(local(doc.html), secret);
      assert.ok(filtered, 'WordPress would drop this html');
      const kept = attrsOf(filtered);
      assert.equal(kept.src, `${local(original.src)}#?secret=${secret}`);
      for (const key of ['width', 'height', 'title']) assert.equal(kept[key], original[key], key);
      assert.equal(kept.sandbox, 'allow-scripts');

      // And in a post: the widget plays inside, and WordPress's listener sizes the frame.
      const host = await startHost({ '/wp-embed.js': { html: WORDPRESS_HOST, type: 'text/javascript' } });
      try {
        host.setPage('/post.html', {
          csp: strictPolicy(baseUrl, { frames: true, hostScripts: true }),
          html: hostPage('A WordPress post', filtered, '<script src="/wp-embed.js"></script>'),
        });
        const seen = await watch(page, [baseUrl, host.url]);
        await page.goto(`${host.url}/post.html`);
        const frame = await (async () => {
          for (let i = 0; i < 100; i++) {
            const f = page.frames().find((x) => x.url().includes(`/embed/${w.name}/`));
            if (
              f &&
              (await f.evaluate((t) => !!document.querySelector(t)?.shadowRoot?.querySelector('[part~="base"]'), w.tag).catch(() => false))
            )
              return f;
            await page.waitForTimeout(100);
          }
          throw new Error(`${w.tag} did not start inside the WordPress frame`);
        })();
        const content = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
        await page.waitForFunction(
          (h) => Number(document.querySelector('iframe').getAttribute('height')) === h,
          Math.min(1000, Math.max(200, content)),
        );
        assert.deepEqual(await seen.violations(), []);
        assert.deepEqual(seen.outside, []);
      } finally {
        host.close();
      }
    },
  });
}

tests.push({
  name: 'every iframe page names its own oEmbed document too',
  path: '/embed/initiative-deal/',
  axe: false,
  async run({ page, baseUrl, assert }) {
    for (const w of describeWidgets()) {
      await page.goto(`${baseUrl}/embed/${w.name}/`);
      const href = await page.locator('link[type="application/json+oembed"]').getAttribute('href');
      assert.equal(href, `${SITE}/oembed/${w.name}.json`);
    }
  },
});

tests.push({
  name: 'control: the WordPress filter restated here does strip what WordPress strips',
  path: '/embed/initiative-deal/',
  axe: false,
  async run({ assert }) {
    const out = wordpressFilter(
      '<div class="x"><script>alert(1)</script><iframe src="https://a.example/" onload="alert(1)" style="height:9px" allow="camera" title="t" width="1" height="2"></iframe></div>',
      'abc',
    );
    assert.equal(
      out,
      '<iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted" src="https://a.example/#?secret=abc" data-secret="abc" title="t" width="1" height="2"></iframe>',
    );
    assert.equal(wordpressFilter('<div>No frame here</div>', 'abc'), false);
  },
});
