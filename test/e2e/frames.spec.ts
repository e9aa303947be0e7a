// Every widget's iframe page where hosts put it: in `sandbox="allow-scripts"` (an opaque
// origin, so every module it loads needs CORS, and storage throws) on a page of another
// origin. The frame must grow to the widget's height and follow it when the widget changes
// size, both for WordPress's own listener (which clamps to 200–1000 px) and for the
// rulebook's optional host script resize.js (which does not clamp).
//
// axe is not run on these host pages (it cannot look into a sandboxed cross-origin frame);
// the iframe pages themselves are checked by axe in embed.spec.ts.
import { readFileSync } from 'node:fs';
import type { Frame, Page } from '@playwright/test';
import { hostPage, integrity, startHost, startSiteWithoutCors, strictPolicy, watch } from '../embed/hosts.mjs';
import { expect, test } from './fixtures.js';
import { VERSION, describeWidgets } from './support/scripts.js';

const WORDPRESS_HOST = readFileSync(new URL('../embed/wordpress-host.js', import.meta.url), 'utf8');
const SECRET = 'Rb7xK2pQ9z';

interface Heights {
  /** The frame's content height, as it reports it. */
  content: number;
  /** The iframe's height attribute on the host. */
  iframe: number;
  frame: Frame;
}

/** The frame's content height and the iframe's height, once the widget in it is drawn. */
async function heights(page: Page, name: string): Promise<Heights | undefined> {
  const frame = page.frames().find((f) => f.url().includes(`/embed/${name}/`));
  if (!frame) return undefined;
  const ready = await frame
    .evaluate(() => !!document.querySelector('[data-rb-frame] > *')?.shadowRoot?.querySelector('[part~="base"]'))
    .catch(() => false);
  if (!ready) return undefined;
  const content = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height)).catch(() => 0);
  const iframe = await page.locator('iframe').evaluate((f) => Number(f.getAttribute('height')));
  return { content, iframe, frame };
}

/**
 * Waits until the iframe's height is `fit(content)` and still is a moment later (no layout
 * still on its way); returns that reading.
 */
async function settle(page: Page, name: string, fit: (content: number) => number): Promise<Heights> {
  let last: Heights | undefined;
  await expect
    .poll(
      async () => {
        last = await heights(page, name);
        if (!last || last.content <= 0 || last.iframe !== fit(last.content)) return false;
        await page.waitForTimeout(150);
        const again = await heights(page, name);
        if (!again || again.content !== last.content || again.iframe !== fit(again.content)) return false;
        last = again;
        return true;
      },
      {
        message: `the frame of ${name} did not settle (its height the widget's${fit(1) === 1 ? '' : ', clamped'})`,
        timeout: 8000,
      },
    )
    .toBe(true);
  return last as Heights;
}

const clampWordPress = (h: number) => Math.min(1000, Math.max(200, h));
const exactly = (h: number) => h;

test.describe('in a sandboxed iframe', () => {
  // The host pages are another site's, and axe cannot look into their frames.
  test.use({ axe: false });

  for (const w of describeWidgets()) {
    test(`${w.tag} in a sandboxed iframe on another origin: WordPress's listener sizes it and follows it`, async ({ page, baseURL }) => {
      const host = await startHost({ '/wp-embed.js': { html: WORDPRESS_HOST, type: 'text/javascript' } });
      try {
        host.setPage('/post.html', {
          csp: strictPolicy(baseURL, { frames: true, hostScripts: true }),
          // What WordPress's filter makes of the oEmbed html (see oembed.spec.ts).
          html: hostPage(
            `A WordPress post with the ${w.label.toLowerCase()}`,
            `<iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted" src="${baseURL}/embed/${w.name}/?seed=7#?secret=${SECRET}" data-secret="${SECRET}" width="600" height="300" title="${w.label}"></iframe>`,
            '<script src="/wp-embed.js"></script>',
          ),
        });
        const seen = await watch(page, [baseURL, host.url]);
        await page.goto(`${host.url}/post.html`);
        const first = await settle(page, w.name, clampWordPress);
        expect(first.iframe).toBe(clampWordPress(first.content));
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
        expect(inside).toEqual({ origin: 'null', storage: 'refused' });

        // Narrower column, taller widget: the frame follows.
        await page.locator('iframe').evaluate((f: HTMLIFrameElement) => (f.width = '340'));
        const narrow = await settle(page, w.name, clampWordPress);
        expect(narrow.content, `${w.tag} did not grow when narrowed (${first.content} → ${narrow.content})`).toBeGreaterThan(first.content);
        expect(narrow.iframe).toBe(clampWordPress(narrow.content));
        expect(await seen.violations()).toEqual([]);
        expect(seen.outside).toEqual([]);
      } finally {
        host.close();
      }
    });

    test(`${w.tag} in a sandboxed iframe on another origin: the host script resize.js sizes it exactly and follows it`, async ({
      page,
      baseURL,
    }) => {
      const sri = integrity();
      const host = await startHost();
      try {
        host.setPage('/post.html', {
          csp: strictPolicy(baseURL, { frames: true }),
          html: hostPage(
            `A blog post with the ${w.label.toLowerCase()}`,
            `<iframe sandbox="allow-scripts" src="${baseURL}/embed/${w.name}/?seed=7" title="${w.label}" width="600" height="300"></iframe>
      <script src="${baseURL}/embed/v${VERSION}/resize.js" integrity="${sri['resize.js']}" crossorigin="anonymous" async></script>`,
          ),
        });
        const seen = await watch(page, [baseURL, host.url]);
        await page.goto(`${host.url}/post.html`);
        const first = await settle(page, w.name, exactly);
        await page.locator('iframe').evaluate((f: HTMLIFrameElement) => (f.width = '340'));
        const narrow = await settle(page, w.name, exactly);
        expect(narrow.content, `${w.tag} did not grow when narrowed (${first.content} → ${narrow.content})`).toBeGreaterThan(first.content);
        // The whole widget is inside the frame: nothing scrolls.
        const scrolls = await narrow.frame.evaluate(() => document.documentElement.scrollHeight > innerHeight + 1);
        expect(scrolls, `${w.tag} still scrolls inside its frame`).toBe(false);
        expect(await seen.violations()).toEqual([]);
        expect(seen.outside).toEqual([]);
      } finally {
        host.close();
      }
    });
  }

  test('steps that make the widget taller, then shorter, resize its frame each way (initiative deal, resize.js)', async ({
    page,
    baseURL,
  }) => {
    const sri = integrity();
    const host = await startHost();
    try {
      host.setPage('/post.html', {
        csp: strictPolicy(baseURL, { frames: true }),
        html: hostPage(
          'A blog post',
          `<iframe sandbox="allow-scripts" src="${baseURL}/embed/initiative-deal/?seed=7&amp;participants=Ada:%20pc;%20Bram:%20pc" title="Initiative deal" width="600" height="200"></iframe>
      <script src="${baseURL}/embed/v${VERSION}/resize.js" integrity="${sri['resize.js']}" crossorigin="anonymous" async></script>`,
        ),
      });
      await page.goto(`${host.url}/post.html`);
      const before = await settle(page, 'initiative-deal', exactly);
      const widget = before.frame.locator('rb-initiative-deal');
      const press = async (name: string) => {
        await widget.getByRole('button', { name }).focus();
        await page.keyboard.press('Enter');
      };
      // Opening the statechart makes the widget taller, closing it shorter. (A hand shown is
      // turned over where it lies beside its token, at the same height.)
      await press('Deal the first hand');
      const dealt = await settle(page, 'initiative-deal', exactly);
      await press('Statechart');
      const chart = await settle(page, 'initiative-deal', exactly);
      expect(chart.content, `opening the statechart did not make the widget taller (${dealt.content} → ${chart.content})`).toBeGreaterThan(
        dealt.content,
      );
      expect(chart.iframe, 'the frame did not grow with the widget').toBe(chart.content);
      await press('Statechart');
      const closed = await settle(page, 'initiative-deal', exactly);
      expect(closed.content, `closing the statechart did not make the widget shorter (${chart.content} → ${closed.content})`).toBeLessThan(
        chart.content,
      );
      expect(closed.iframe, 'the frame did not shrink with the widget').toBe(closed.content);
    } finally {
      host.close();
    }
  });

  test("WordPress's link message: the iframe page's link back to its rule opens the rule page in the host's window", async ({
    page,
    baseURL,
  }) => {
    const host = await startHost({ '/wp-embed.js': { html: WORDPRESS_HOST, type: 'text/javascript' } });
    try {
      host.setPage('/post.html', {
        csp: strictPolicy(baseURL, { frames: true, hostScripts: true }),
        html: hostPage(
          'A WordPress post',
          `<iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted" src="${baseURL}/embed/initiative-deal/#?secret=${SECRET}" data-secret="${SECRET}" width="600" height="400" title="Initiative deal"></iframe>`,
          '<script src="/wp-embed.js"></script>',
        ),
      });
      await page.goto(`${host.url}/post.html`);
      const { frame } = await settle(page, 'initiative-deal', clampWordPress);
      const link = frame.locator('footer a');
      await link.focus();
      await Promise.all([page.waitForURL(`${baseURL}/liberi-gothica/turn-order/`), page.keyboard.press('Enter')]);
      expect(new URL(page.url()).pathname).toBe('/liberi-gothica/turn-order/');
    } finally {
      host.close();
    }
  });

  test('control: the sandboxed frame stays empty when the site is served without the CORS header', async ({ context }) => {
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
      // Nothing to wait for (nothing happens): the frame is given the time a widget needs to start.
      await page.waitForTimeout(800);
      const frame = page.frames().find((f) => f.url().includes('/embed/initiative-deal/'));
      expect(frame, 'the frame did not load its page').toBeDefined();
      const defined = await frame?.evaluate(() => !!customElements.get('rb-initiative-deal'));
      expect(defined, 'the widget loaded in a sandboxed frame without CORS headers').toBe(false);
    } finally {
      await page.close();
      host.close();
      bare.server.close();
    }
  });
});
