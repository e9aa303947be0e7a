// The snippets as a blogger uses them: the rulebook on one origin, the host page on another
// (a second port), the host under a strict Content-Security-Policy: scripts only from the
// rulebook's origin, no unsafe-inline or unsafe-eval, Trusted Types required. Each test
// counts CSP violations (0) and every request (none may leave the two origins).
// Two controls show the tests can fail: a wrong hash is refused, and the same files from
// a server without the CORS header do not load.
import { hostPage, integrity, startHost, startSiteWithoutCors, strictPolicy, watch } from '../embed/hosts.mjs';
import { VERSION } from '../../scripts/site.mjs';

const TAG = 'rb-initiative-deal';
const PARTICIPANTS = 'Ada: pc; Bram: pc; Ogre: monster Q♠';

async function playFirstRound(page, widget) {
  const press = async (locator) => {
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
  await widget.getByRole('list', { name: 'Turn order, round 1 of hand 1' }).waitFor({ timeout: 5000 });
  return widget.evaluate((el) => el.shadowRoot.textContent);
}

export const tests = [
  {
    name: 'a pinned script tag with integrity loads, plays and opens its statechart on another origin under a strict CSP (a second copy of the file does not throw)',
    path: '/embed/initiative-deal/',
    axe: true,
    async run({ page, baseUrl, assert }) {
      const sri = integrity();
      const src = `${baseUrl}/embed/v${VERSION}/${TAG}.js`;
      const host = await startHost();
      try {
        host.setPage('/post.html', {
          csp: strictPolicy(baseUrl),
          html: hostPage(
            'A blog post with a widget',
            `<p>Below, the initiative deal from the rulebook.</p>
      <${TAG} seed="11" no-save participants="${PARTICIPANTS}"></${TAG}>`,
            // The snippet, then the same widget again from the moving alias (another copy).
            `<script type="module" src="${src}" integrity="${sri[`${TAG}.js`]}" crossorigin="anonymous"></script>
    <script type="module" src="${baseUrl}/embed/latest/${TAG}.js" integrity="${sri[`${TAG}.js`]}" crossorigin="anonymous"></script>`,
          ),
        });
        const seen = await watch(page, [baseUrl, host.url]);
        await page.goto(`${host.url}/post.html`);
        const widget = page.locator(TAG);
        await page.waitForFunction((t) => document.querySelector(t)?.shadowRoot?.querySelector('[part~="base"]'), TAG);
        const text = await playFirstRound(page, widget);
        assert.match(text, /acting now/);
        // The statechart loads its own chunks from the rulebook's origin, and draws under
        // Trusted Types (counted with the other violations below).
        const toggle = widget.getByRole('button', { name: 'Statechart' });
        await toggle.focus();
        await page.keyboard.press('Enter');
        await page.waitForFunction((t) => document.querySelector(t)?.shadowRoot?.querySelector('.chart-host svg'), TAG, {
          timeout: 10_000,
        });
        assert.ok(
          seen.requests.some((u) => u.startsWith(`${baseUrl}/embed/v${VERSION}/chunks/`)),
          'the statechart came from no chunk of the versioned embed',
        );
        assert.ok(seen.requests.includes(src), 'the versioned file was not requested');
        assert.ok(
          seen.requests.some((u) => u.includes('/embed/latest/')),
          'the second copy was not requested',
        );
        assert.deepEqual(await seen.violations(), []);
        assert.deepEqual(seen.outside, []);
      } finally {
        host.close();
      }
    },
  },
  {
    name: 'the autoloader upgrades placeholders on another origin, including one added after load, under the strict CSP',
    path: '/embed/initiative-deal/',
    async run({ page, baseUrl, assert }) {
      const sri = integrity();
      const host = await startHost();
      try {
        host.setPage('/wiki.html', {
          csp: strictPolicy(baseUrl),
          html: hostPage(
            'A wiki page with placeholders',
            `<div data-rb-widget="karma-check" data-no-save=""><a href="${baseUrl}/embed/karma-check/">Play the karma check</a></div>
      <div id="later"></div>`,
            `<script src="${baseUrl}/embed/v${VERSION}/autoload.js" integrity="${sri['autoload.js']}" crossorigin="anonymous" async></script>`,
          ),
        });
        const seen = await watch(page, [baseUrl, host.url]);
        await page.goto(`${host.url}/wiki.html`);
        await page.waitForFunction(() => document.querySelector('rb-karma-check')?.shadowRoot?.querySelector('[part~="base"]'));
        // The fallback link is gone once the widget stands in its place.
        assert.equal(await page.locator('[data-rb-widget="karma-check"] > a').count(), 0);

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
          document.getElementById('later').append(div);
        }, PARTICIPANTS);
        await page.waitForFunction((t) => document.querySelector(t)?.shadowRoot?.querySelector('[part~="base"]'), TAG);
        const el = page.locator(TAG);
        assert.equal(await el.getAttribute('seed'), '11');
        assert.equal(await el.getAttribute('participants'), PARTICIPANTS);
        assert.equal(await el.getAttribute('onclick'), null);
        assert.match(await page.locator('#later [role="note"]').textContent(), /no setting "data-onclick"/);
        const text = await playFirstRound(page, el);
        assert.match(text, /acting now/);
        assert.equal(await page.evaluate(() => window.__pwned), undefined);

        // Each widget file once, from the autoloader's own version folder.
        const files = seen.requests.filter((u) => /\/rb-[\w-]+\.js$/.test(u));
        assert.deepEqual(files.sort(), [
          `${baseUrl}/embed/v${VERSION}/rb-initiative-deal.js`,
          `${baseUrl}/embed/v${VERSION}/rb-karma-check.js`,
        ]);
        assert.deepEqual(await seen.violations(), []);
        assert.deepEqual(seen.outside, []);
      } finally {
        host.close();
      }
    },
  },
  {
    name: 'control: a file whose bytes do not match its integrity value is refused',
    path: '/embed/initiative-deal/',
    axe: false,
    async run({ context, baseUrl, assert }) {
      const sri = integrity();
      const host = await startHost();
      // A page of its own: the refusal logs a console error, which is the point here.
      const page = await context.newPage();
      try {
        const wrong = sri['rb-karma-check.js']; // a real hash, of another file
        host.setPage('/post.html', {
          csp: strictPolicy(baseUrl),
          html: hostPage(
            'Wrong hash',
            `<${TAG} no-save></${TAG}>`,
            `<script type="module" src="${baseUrl}/embed/v${VERSION}/${TAG}.js" integrity="${wrong}" crossorigin="anonymous"></script>`,
          ),
        });
        const errors = [];
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        await page.goto(`${host.url}/post.html`);
        await page.waitForTimeout(500);
        assert.equal(await page.evaluate((t) => !!customElements.get(t), TAG), false, 'a file with the wrong hash ran');
        assert.ok(
          errors.some((e) => /integrity|digest/i.test(e)),
          `no integrity error was reported: ${errors.join(' | ')}`,
        );
      } finally {
        await page.close();
        host.close();
      }
    },
  },
  {
    name: 'control: the same files from a server without the CORS header do not load on another origin',
    path: '/embed/initiative-deal/',
    axe: false,
    async run({ context, assert }) {
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
        const errors = [];
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        await page.goto(`${host.url}/post.html`);
        await page.waitForTimeout(500);
        assert.equal(await page.evaluate((t) => !!customElements.get(t), TAG), false, 'the module loaded without CORS');
        assert.ok(
          errors.some((e) => /CORS|Access-Control-Allow-Origin/i.test(e)),
          `no CORS error was reported: ${errors.join(' | ')}`,
        );
      } finally {
        await page.close();
        host.close();
        bare.server.close();
      }
    },
  },
];
