// Every widget's iframe page where hosts put it: in `sandbox="allow-scripts"` (an opaque
// origin, so every module it loads needs CORS, and storage throws) on a page of another
// origin. The frame must grow to the widget's height and follow it when the widget changes
// size, both for WordPress's own listener (which clamps to 200–1000 px) and for the
// rulebook's optional host script resize.js (which does not clamp).
//
// axe is not run on these host pages (it cannot look into a sandboxed cross-origin frame);
// the iframe pages themselves are checked by axe in embed.e2e.mjs.
import { readFileSync } from 'node:fs';
import { describeWidgets } from '../../scripts/widgets.mjs';
import { VERSION } from '../../scripts/site.mjs';
import { hostPage, integrity, startHost, startSiteWithoutCors, strictPolicy, watch } from '../embed/hosts.mjs';

const WORDPRESS_HOST = readFileSync(new URL('../embed/wordpress-host.js', import.meta.url), 'utf8');
const SECRET = 'Rb7xK2pQ9z';

/** The frame's content height as it reports it, and the iframe's height on the host. */
async function heights(page, name) {
  const frame = page.frames().find((f) => f.url().includes(`/embed/${name}/`));
  if (!frame) return undefined;
  const content = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height)).catch(() => undefined);
  const iframe = await page.locator('iframe').evaluate((f) => Number(f.getAttribute('height')));
  const ready = await frame
    .evaluate(() => !!document.querySelector('[data-rb-frame] > *')?.shadowRoot?.querySelector('[part~="base"]'))
    .catch(() => false);
  return { content, iframe, ready, frame };
}

/** Wait until the iframe's height is `expect(content)`; returns the last reading. */
async function settle(page, name, expect, timeout = 8000) {
  const until = Date.now() + timeout;
  let last;
  while (Date.now() < until) {
    last = await heights(page, name);
    if (last?.ready && last.content > 0 && last.iframe === expect(last.content)) {
      // Still the same a moment later (no layout still on its way).
      await page.waitForTimeout(150);
      const again = await heights(page, name);
      if (again.content === last.content && again.iframe === expect(again.content)) return again;
    }
    await page.waitForTimeout(100);
  }
  throw new Error(
    `the frame of ${name} did not settle: content ${last?.content}px, iframe ${last?.iframe}px, widget ${last?.ready ? 'ready' : 'not ready'}`,
  );
}

const clampWordPress = (h) => Math.min(1000, Math.max(200, h));

export const tests = [];

for (const w of describeWidgets()) {
  tests.push({
    name: `${w.tag} in a sandboxed iframe on another origin: WordPress's listener sizes it and follows it`,
    path: '/embed/initiative-deal/',
    axe: false,
    async run({ page, baseUrl, assert }) {
      const host = await startHost({ '/wp-embed.js': { html: WORDPRESS_HOST, type: 'text/javascript' } });
      try {
        host.setPage('/post.html', {
          csp: strictPolicy(baseUrl, { frames: true, hostScripts: true }),
          // What WordPress's filter makes of the oEmbed html (see oembed.e2e.mjs).
          html: hostPage(
            `A WordPress post with the ${w.label.toLowerCase()}`,
            `<iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted" src="${baseUrl}/embed/${w.name}/?seed=7#?secret=${SECRET}" data-secret="${SECRET}" width="600" height="300" title="${w.title}"></iframe>`,
            '<script src="/wp-embed.js"></script>',
          ),
        });
        const seen = await watch(page, [baseUrl, host.url]);
        await page.goto(`${host.url}/post.html`);
        const first = await settle(page, w.name, clampWordPress);
        assert.equal(first.iframe, clampWordPress(first.content));
        // The sandbox really is opaque, and storage really is refused in it.
        const inside = await first.frame.evaluate(() => {
          let storage = 'usable';
          try {
            localStorage.getItem('x');
          } catch {
            storage = 'refused';
          }
          return { origin: self.origin, storage };
        });
        assert.deepEqual(inside, { origin: 'null', storage: 'refused' });

        // Narrower column, taller widget: the frame follows.
        await page.locator('iframe').evaluate((f) => (f.width = '340'));
        const narrow = await settle(page, w.name, clampWordPress);
        assert.ok(narrow.content > first.content, `${w.tag} did not grow when narrowed (${first.content} → ${narrow.content})`);
        assert.equal(narrow.iframe, clampWordPress(narrow.content));
        assert.deepEqual(await seen.violations(), []);
        assert.deepEqual(seen.outside, []);
      } finally {
        host.close();
      }
    },
  });

  tests.push({
    name: `${w.tag} in a sandboxed iframe on another origin: the host script resize.js sizes it exactly and follows it`,
    path: '/embed/initiative-deal/',
    axe: false,
    async run({ page, baseUrl, assert }) {
      const sri = integrity();
      const host = await startHost();
      try {
        host.setPage('/post.html', {
          csp: strictPolicy(baseUrl, { frames: true }),
          html: hostPage(
            `A blog post with the ${w.label.toLowerCase()}`,
            `<iframe sandbox="allow-scripts" src="${baseUrl}/embed/${w.name}/?seed=7" title="${w.title}" width="600" height="${w.height ?? 300}"></iframe>
      <script src="${baseUrl}/embed/v${VERSION}/resize.js" integrity="${sri['resize.js']}" crossorigin="anonymous" async></script>`,
          ),
        });
        const seen = await watch(page, [baseUrl, host.url]);
        await page.goto(`${host.url}/post.html`);
        const first = await settle(page, w.name, (h) => h);
        await page.locator('iframe').evaluate((f) => (f.width = '340'));
        const narrow = await settle(page, w.name, (h) => h);
        assert.ok(narrow.content > first.content, `${w.tag} did not grow when narrowed (${first.content} → ${narrow.content})`);
        // The whole widget is inside the frame: nothing scrolls.
        const scrolls = await narrow.frame.evaluate(() => document.documentElement.scrollHeight > innerHeight + 1);
        assert.equal(scrolls, false, `${w.tag} still scrolls inside its frame`);
        assert.deepEqual(await seen.violations(), []);
        assert.deepEqual(seen.outside, []);
      } finally {
        host.close();
      }
    },
  });
}

tests.push({
  name: 'steps that make the widget taller, then shorter, resize its frame each way (initiative deal, resize.js)',
  path: '/embed/initiative-deal/',
  axe: false,
  async run({ page, baseUrl, assert }) {
    const sri = integrity();
    const host = await startHost();
    try {
      host.setPage('/post.html', {
        csp: strictPolicy(baseUrl, { frames: true }),
        html: hostPage(
          'A blog post',
          `<iframe sandbox="allow-scripts" src="${baseUrl}/embed/initiative-deal/?seed=7&amp;participants=Ada:%20pc;%20Bram:%20pc" title="Initiative deal" width="600" height="200"></iframe>
      <script src="${baseUrl}/embed/v${VERSION}/resize.js" integrity="${sri['resize.js']}" crossorigin="anonymous" async></script>`,
        ),
      });
      await page.goto(`${host.url}/post.html`);
      const before = await settle(page, 'initiative-deal', (h) => h);
      const widget = before.frame.locator('rb-initiative-deal');
      const press = async (name) => {
        await widget.getByRole('button', { name }).focus();
        await page.keyboard.press('Enter');
      };
      // Dealing folds the roster away (shorter); opening a hand shows its cards (taller).
      await press('Deal the first hand');
      const dealt = await settle(page, 'initiative-deal', (h) => h);
      await press('Show hand of Ada');
      const open = await settle(page, 'initiative-deal', (h) => h);
      assert.ok(open.content > dealt.content, `opening a hand did not make the widget taller (${dealt.content} → ${open.content})`);
      assert.equal(open.iframe, open.content, 'the frame did not grow with the widget');
      await press('Statechart');
      const chart = await settle(page, 'initiative-deal', (h) => h);
      await press('Statechart');
      const closed = await settle(page, 'initiative-deal', (h) => h);
      assert.ok(
        closed.content < chart.content,
        `closing the statechart did not make the widget shorter (${chart.content} → ${closed.content})`,
      );
      assert.equal(closed.iframe, closed.content, 'the frame did not shrink with the widget');
    } finally {
      host.close();
    }
  },
});

tests.push({
  name: "WordPress's link message: the iframe page's link back to its rule opens the rule page in the host's window",
  path: '/embed/initiative-deal/',
  axe: false,
  async run({ page, baseUrl, assert }) {
    const host = await startHost({ '/wp-embed.js': { html: WORDPRESS_HOST, type: 'text/javascript' } });
    try {
      host.setPage('/post.html', {
        csp: strictPolicy(baseUrl, { frames: true, hostScripts: true }),
        html: hostPage(
          'A WordPress post',
          `<iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted" src="${baseUrl}/embed/initiative-deal/#?secret=${SECRET}" data-secret="${SECRET}" width="600" height="400" title="Initiative deal"></iframe>`,
          '<script src="/wp-embed.js"></script>',
        ),
      });
      await page.goto(`${host.url}/post.html`);
      const { frame } = await settle(page, 'initiative-deal', clampWordPress);
      const link = frame.locator('footer a');
      await link.focus();
      await Promise.all([page.waitForURL(`${baseUrl}/liberi-gothica/turn-order/`), page.keyboard.press('Enter')]);
      assert.equal(new URL(page.url()).pathname, '/liberi-gothica/turn-order/');
    } finally {
      host.close();
    }
  },
});

tests.push({
  name: 'control: the sandboxed frame stays empty when the site is served without the CORS header',
  path: '/embed/initiative-deal/',
  axe: false,
  async run({ context, assert }) {
    const bare = await startSiteWithoutCors();
    const host = await startHost();
    const page = await context.newPage();
    try {
      host.setPage('/post.html', {
        csp: strictPolicy(bare.url, { frames: true }),
        html: hostPage(
          'No CORS',
          `<iframe sandbox="allow-scripts" src="${bare.url}/embed/initiative-deal/" title="Initiative deal" width="600" height="300"></iframe>`,
        ),
      });
      await page.goto(`${host.url}/post.html`);
      await page.waitForTimeout(800);
      const frame = page.frames().find((f) => f.url().includes('/embed/initiative-deal/'));
      const defined = await frame.evaluate(() => !!customElements.get('rb-initiative-deal'));
      assert.equal(defined, false, 'the widget loaded in a sandboxed frame without CORS headers');
    } finally {
      await page.close();
      host.close();
      bare.server.close();
    }
  },
});
