// The snippets as a blogger uses them: the rulebook on one origin, the host page on another
// (a second port), the host under a strict Content-Security-Policy: scripts only from the
// rulebook's origin, no unsafe-inline or unsafe-eval, Trusted Types required. Each test
// counts CSP violations (0) and every request (none may leave the two origins).
// Two controls show the tests can fail: a wrong hash is refused, and the same files from
// a server without the CORS header do not load.
import type { Locator, Page } from '@playwright/test';
import { hostPage, integrity, startHost, startSiteWithoutCors, strictPolicy, watch } from '../embed/hosts.mjs';
import { expect, test } from './fixtures.js';
import { VERSION } from './support/scripts.js';

const TAG = 'rb-initiative-deal';
const PARTICIPANTS = 'Ada: pc; Bram: pc; Ogre: monster Q♠';

/** Deal, lay a card from each hand (a joker named), reveal: the first round, by keyboard. */
async function playFirstRound(page: Page, widget: Locator) {
  const press = async (locator: Locator) => {
    await locator.focus();
    await page.keyboard.press('Enter');
  };
  await press(widget.getByRole('button', { name: 'Deal the first hand' }));
  for (const name of ['Ada', 'Bram']) {
    await press(widget.getByRole('button', { name: `Show hand of ${name}` }));
    await press(widget.getByRole('button', { name: /^Play the / }).first());
    const joker = widget.getByRole('button', { name: /^Play the joker as/ });
    if (await joker.count()) await press(joker.first());
  }
  await press(widget.getByRole('button', { name: 'Reveal the cards' }));
  // The revealed order is a list named for its round.
  await expect(widget.getByRole('list', { name: 'Turn order, round 1 of hand 1' })).toBeVisible({ timeout: 5000 });
}

test.describe('on another origin', () => {
  test('a pinned script tag with integrity loads, plays and opens its statechart on another origin under a strict CSP (a second copy of the file does not throw)', async ({
    page,
    baseURL,
  }) => {
    const sri = integrity();
    const src = `${baseURL}/embed/v${VERSION}/${TAG}.js`;
    const host = await startHost();
    try {
      host.setPage('/post.html', {
        csp: strictPolicy(baseURL),
        html: hostPage(
          'A blog post with a widget',
          `<p>Below, the initiative deal from the rulebook.</p>
      <${TAG} seed="11" no-save participants="${PARTICIPANTS}"></${TAG}>`,
          // The snippet, then the same widget again from the moving alias (another copy).
          `<script type="module" src="${src}" integrity="${sri[`${TAG}.js`]}" crossorigin="anonymous"></script>
    <script type="module" src="${baseURL}/embed/latest/${TAG}.js" integrity="${sri[`${TAG}.js`]}" crossorigin="anonymous"></script>`,
        ),
      });
      const seen = await watch(page, [baseURL, host.url]);
      await page.goto(`${host.url}/post.html`);
      const widget = page.locator(TAG);
      await expect(widget.locator('[part~="base"]')).toBeAttached();
      await playFirstRound(page, widget);
      await expect(widget).toShowText(/\bacting\b/);
      // The statechart loads its own chunks from the rulebook's origin, and draws under
      // Trusted Types (counted with the other violations below).
      const toggle = widget.getByRole('button', { name: 'Statechart' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(widget.locator('.chart-host svg').first()).toBeAttached();
      expect(
        seen.requests.some((u: string) => u.startsWith(`${baseURL}/embed/v${VERSION}/chunks/`)),
        'the statechart came from no chunk of the versioned embed',
      ).toBe(true);
      expect(seen.requests, 'the versioned file was not requested').toContain(src);
      expect(
        seen.requests.some((u: string) => u.includes('/embed/latest/')),
        'the second copy was not requested',
      ).toBe(true);
      expect(await seen.violations()).toEqual([]);
      expect(seen.outside).toEqual([]);
    } finally {
      host.close();
    }
  });

  test('the autoloader upgrades placeholders on another origin, including one added after load, under the strict CSP', async ({
    page,
    baseURL,
  }) => {
    const sri = integrity();
    const host = await startHost();
    try {
      host.setPage('/wiki.html', {
        csp: strictPolicy(baseURL),
        html: hostPage(
          'A wiki page with placeholders',
          `<div data-rb-widget="karma-check" data-no-save=""><a href="${baseURL}/embed/karma-check/">Play the karma check</a></div>
      <div id="later"></div>`,
          `<script src="${baseURL}/embed/v${VERSION}/autoload.js" integrity="${sri['autoload.js']}" crossorigin="anonymous" async></script>`,
        ),
      });
      const seen = await watch(page, [baseURL, host.url]);
      await page.goto(`${host.url}/wiki.html`);
      await expect(page.locator('rb-karma-check [part~="base"]')).toBeAttached();
      // The fallback link is gone once the widget stands in its place.
      await expect(page.locator('[data-rb-widget="karma-check"] > a')).toHaveCount(0);

      // A placeholder added long after load (as a wiki's own scripts or an editor preview
      // would), with a hostile extra: data-onclick must not become an onclick attribute.
      await page.evaluate((participants) => {
        const div = document.createElement('div');
        div.dataset.rbWidget = 'initiative-deal';
        div.dataset.seed = '11';
        div.dataset.noSave = '';
        div.dataset.participants = participants;
        div.setAttribute('data-onclick', 'window.__pwned = 1');
        div.textContent = 'Play the initiative deal';
        document.getElementById('later')?.append(div);
      }, PARTICIPANTS);
      const el = page.locator(TAG);
      await expect(el.locator('[part~="base"]')).toBeAttached();
      await expect(el).toHaveAttribute('seed', '11');
      await expect(el).toHaveAttribute('participants', PARTICIPANTS);
      await expect(el).not.toHaveAttribute('onclick');
      await expect(page.locator('#later [role="note"]')).toContainText(/no setting "data-onclick"/);
      await playFirstRound(page, el);
      await expect(el).toShowText(/\bacting\b/);
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();

      // Each widget file once, from the autoloader's own version folder (its shared-runtime
      // build: the runtime once, then each widget's own file; see shared-runtime.spec.ts).
      const files = seen.requests.filter((u: string) => /\/(rb-[\w-]+|runtime)\.js$/.test(u));
      expect(files.sort()).toEqual([
        `${baseURL}/embed/v${VERSION}/runtime/rb-initiative-deal.js`,
        `${baseURL}/embed/v${VERSION}/runtime/rb-karma-check.js`,
        `${baseURL}/embed/v${VERSION}/runtime/runtime.js`,
      ]);
      expect(await seen.violations()).toEqual([]);
      expect(seen.outside).toEqual([]);
    } finally {
      host.close();
    }
  });

  test.describe('controls', () => {
    // Each opens a page of its own: the refusal logs a console error, which is the point here.
    test('control: a file whose bytes do not match its integrity value is refused', async ({ context, baseURL }) => {
      const sri = integrity();
      const host = await startHost();
      const page = await context.newPage();
      try {
        const wrong = sri['rb-karma-check.js']; // a real hash, of another file
        host.setPage('/post.html', {
          csp: strictPolicy(baseURL),
          html: hostPage(
            'Wrong hash',
            `<${TAG} no-save></${TAG}>`,
            `<script type="module" src="${baseURL}/embed/v${VERSION}/${TAG}.js" integrity="${wrong}" crossorigin="anonymous"></script>`,
          ),
        });
        const errors: string[] = [];
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        await page.goto(`${host.url}/post.html`);
        await expect.poll(() => errors.some((e) => /integrity|digest/i.test(e)), { message: 'no integrity error was reported' }).toBe(true);
        expect(await page.evaluate((t) => !!customElements.get(t), TAG), 'a file with the wrong hash ran').toBe(false);
      } finally {
        await page.close();
        host.close();
      }
    });

    test('control: the same files from a server without the CORS header do not load on another origin', async ({ context }) => {
      const bare = await startSiteWithoutCors();
      const host = await startHost();
      const page = await context.newPage();
      try {
        const sri = integrity();
        host.setPage('/post.html', {
          csp: strictPolicy(bare.url),
          html: hostPage(
            'No CORS',
            `<${TAG} no-save></${TAG}>`,
            `<script type="module" src="${bare.url}/embed/v${VERSION}/${TAG}.js" integrity="${sri[`${TAG}.js`]}" crossorigin="anonymous"></script>`,
          ),
        });
        const errors: string[] = [];
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        await page.goto(`${host.url}/post.html`);
        await expect
          .poll(() => errors.some((e) => /CORS|Access-Control-Allow-Origin/i.test(e)), { message: 'no CORS error was reported' })
          .toBe(true);
        expect(await page.evaluate((t) => !!customElements.get(t), TAG), 'the module loaded without CORS').toBe(false);
      } finally {
        await page.close();
        host.close();
        bare.server.close();
      }
    });
  });
});
