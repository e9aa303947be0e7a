// The standalone module on a plain, strict-CSP, hostile host page (test/embed/index.html).
const inWidget = (page, fn) => page.locator('rb-initiative-deal').evaluate(fn);

export const tests = [
  {
    name: 'works under a strict CSP with no site around it, and neither side leaks styles',
    path: '/test-embed/',
    async run({ page, assert }) {
      const widget = page.locator('rb-initiative-deal');
      await widget.getByRole('button', { name: 'Deal the first hand' }).click();
      for (const name of ['Ada', 'Bram']) {
        await widget.getByRole('button', { name: `Show hand of ${name}` }).click();
        const first = widget.getByRole('button', { name: /^Play the / }).first();
        await first.focus();
        await page.keyboard.press('Enter');
        const joker = widget.getByRole('button', { name: /^Play the joker as/ });
        if (await joker.count()) {
          await joker.focus();
          await page.keyboard.press('Enter');
        }
      }
      const reveal = widget.getByRole('button', { name: 'Reveal the cards' });
      await reveal.focus();
      await page.keyboard.press('Enter');
      // The revealed order is a list named for its round (its rows are the seats in order).
      await widget.getByRole('list', { name: 'Turn order, round 1 of hand 1' }).waitFor();
      assert.match(await inWidget(page, (el) => el.shadowRoot.textContent), /acting now/);

      // The host's CSS does not reach inside: buttons keep their own look and case,
      // the turn order is still a visible list, inherited typography is reset.
      const inside = await inWidget(page, (el) => {
        const button = el.shadowRoot.querySelector('button');
        const order = el.shadowRoot.querySelector('[part="order"]');
        const base = el.shadowRoot.querySelector('[part="base"]');
        const b = getComputedStyle(button);
        return {
          buttonBg: b.backgroundColor,
          buttonTransform: b.textTransform,
          orderDisplay: getComputedStyle(order).display,
          baseDisplay: getComputedStyle(base).display,
          letterSpacing: getComputedStyle(el).letterSpacing,
          textTransform: getComputedStyle(el).textTransform,
        };
      });
      assert.notEqual(inside.buttonBg, 'rgb(255, 105, 180)');
      assert.equal(inside.buttonTransform, 'none');
      // The host sets `ol { display: inline }` and `[part] { display: none }`: neither reaches it.
      assert.ok(['block', 'grid', 'flex'].includes(inside.orderDisplay), `the turn order is displayed ${inside.orderDisplay}`);
      assert.notEqual(inside.baseDisplay, 'none');
      assert.equal(inside.letterSpacing, 'normal');
      assert.equal(inside.textTransform, 'none');

      // The widget's styles do not leak out onto the host page.
      const hostButtonBg = await page.locator('.probe-button').evaluate((b) => getComputedStyle(b).backgroundColor);
      assert.equal(hostButtonBg, 'rgb(255, 105, 180)');
    },
  },
];

tests.push({
  name: 'every widget renders and takes a first step from its standalone module under the strict CSP',
  path: '/test-embed/all.html',
  async run({ page, assert }) {
    const tags = await page.evaluate(() =>
      [...document.querySelectorAll('main > *')].map((e) => e.localName).filter((n) => n.startsWith('rb-')),
    );
    assert.equal(tags.length, 6);
    for (const tag of tags) {
      await page.waitForFunction(
        (t) => customElements.get(t) && document.querySelector(t).shadowRoot?.querySelector('[part~="base"]'),
        tag,
      );
      const state = await page.locator(tag).evaluate((el) => {
        const base = el.shadowRoot.querySelector('[part~="base"]');
        const style = getComputedStyle(base);
        return {
          display: style.display,
          height: base.getBoundingClientRect().height,
          buttons: el.shadowRoot.querySelectorAll('button').length,
          alert: el.shadowRoot.querySelector('[role="alert"]')?.textContent ?? '',
          inline: el.shadowRoot.querySelectorAll('[style]').length,
        };
      });
      assert.notEqual(state.display, 'none', `${tag} is hidden by the host's CSS`);
      assert.ok(state.height > 40, `${tag} rendered an empty box`);
      assert.ok(state.buttons > 0, `${tag} has no controls`);
      assert.equal(state.alert, '', `${tag} reported a problem with its defaults: ${state.alert}`);
      assert.equal(state.inline, 0, `${tag} uses inline style attributes, which a strict CSP blocks`);
    }
  },
});

// The iframe route of every widget: a bare page (h1, then the widget) checked by axe like
// any other, so heading order and landmarks hold on hosts that are not this site.
import { listWidgets } from '../../scripts/widgets.mjs';
for (const w of listWidgets()) {
  tests.push({
    name: `the iframe page /embed/${w.name}/ renders ${w.tag}`,
    path: `/embed/${w.name}/`,
    async run({ page, assert }) {
      await page.waitForFunction((t) => document.querySelector(t)?.shadowRoot?.querySelector('[part~="base"]'), w.tag);
      const buttons = await page.locator(w.tag).evaluate((el) => el.shadowRoot.querySelectorAll('button').length);
      assert.ok(buttons > 0, `${w.tag} rendered no controls in its frame page`);
    },
  });
}

// On a phone-sized screen no widget may be wider than its own box (`contain: content` on
// the host clips overflow, so anything too wide would simply be cut off), and each page
// passes axe at that size too (wide tables scroll there, so they must take focus).
for (const [path, tag] of [
  ['/liberi-gothica/turn-order/', 'rb-initiative-deal'],
  ['/liberi-gothica/death-and-passing-on/', 'rb-soul-passing'],
  ['/karmic/karma-deck-and-checks/', 'rb-karma-check'],
  ['/karmic/melee-combat/', 'rb-register-duel'],
  ['/karmic/ranged-combat/', 'rb-aiming'],
  ['/lady-luck/fire/', 'rb-fire-map'],
]) {
  tests.push({
    name: `${tag} fits a phone-sized screen on ${path}`,
    path,
    viewport: { width: 390, height: 844 },
    async run({ page, assert }) {
      await page.waitForFunction((t) => document.querySelector(t)?.shadowRoot?.querySelector('[part~="base"]'), tag);
      const widths = await page
        .locator(tag)
        .first()
        .evaluate((el) => {
          const base = el.shadowRoot.querySelector('[part~="base"]');
          return { content: base.scrollWidth, box: base.clientWidth };
        });
      assert.ok(widths.content <= widths.box + 1, `${tag} is ${widths.content}px wide in a ${widths.box}px box`);
    },
  });
}

// The iframe page's query string is the widget's attributes, checked as attributes are.
tests.push({
  name: "iframe page: bad values get the widget's own messages, unknown parameters and a bad theme are named, nothing else is set",
  path: '/embed/initiative-deal/?seed=abc&joker-ties=constructor&sede=1&onclick=alert(1)&theme=purple',
  async run({ page, assert }) {
    const el = page.locator('rb-initiative-deal');
    await page.waitForFunction(() => document.querySelector('rb-initiative-deal')?.shadowRoot?.querySelector('[part~="base"]'));
    const alert = await el.evaluate((e) => e.shadowRoot.querySelector('[role="alert"]')?.textContent ?? '');
    assert.match(alert, /seed: "abc"/);
    assert.match(alert, /joker-ties: "constructor"/);
    const notes = await page.locator('main [role="note"]').allTextContents();
    assert.ok(
      notes.some((n) => /theme: "purple" is not one of light, dark, auto/.test(n)),
      notes.join(' | '),
    );
    assert.ok(
      notes.some((n) => /no setting "sede", "onclick"/.test(n)),
      notes.join(' | '),
    );
    assert.equal(await el.getAttribute('onclick'), null);
    assert.equal(await el.getAttribute('sede'), null);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
    // Still a working table with its defaults.
    assert.ok(await el.getByRole('button', { name: 'Deal the first hand' }).isEnabled());
  },
});

tests.push({
  name: 'iframe page: theme=dark and theme=auto (in a dark browser) give the dark colours',
  path: '/embed/karma-check/?theme=dark',
  async run({ page, baseUrl, assert }) {
    const bg = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    await page.waitForFunction(() => customElements.get('rb-karma-check'));
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    assert.equal(await bg(), 'rgb(23, 24, 28)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${baseUrl}/embed/karma-check/?theme=auto`);
    await page.waitForFunction(() => customElements.get('rb-karma-check'));
    assert.equal(await bg(), 'rgb(23, 24, 28)');
    await page.emulateMedia({ colorScheme: 'light' });
    assert.equal(await bg(), 'rgb(255, 255, 255)');
  },
});

tests.push({
  name: "iframe page: two frames of one widget with different settings do not open each other's saved table",
  path: '/embed/initiative-deal/?seed=1&participants=Ada:%20pc;%20Bram:%20pc',
  async run({ page, baseUrl, assert }) {
    const deal = page.locator('rb-initiative-deal').getByRole('button', { name: 'Deal the first hand' });
    await deal.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('rb-initiative-deal').record.events.length === 1);
    await page.goto(`${baseUrl}/embed/initiative-deal/?seed=2&participants=Cass:%20pc`);
    await page.waitForFunction(() => document.querySelector('rb-initiative-deal')?.record);
    const other = await page.evaluate(() => document.querySelector('rb-initiative-deal').record);
    assert.equal(other.events.length, 0, "the second frame opened the first one's table");
    await page.goto(`${baseUrl}/embed/initiative-deal/?participants=Ada:%20pc;%20Bram:%20pc&seed=1`);
    await page.waitForFunction(() => document.querySelector('rb-initiative-deal')?.record);
    const same = await page.evaluate(() => document.querySelector('rb-initiative-deal').record);
    assert.equal(same.events.length, 1, 'the same settings (in another order) did not reopen the saved table');
  },
});

// The starting heights snippets and oEmbed give (embed/frame-heights.json) stay close to
// the frames' real heights, so a host with no listener does not cut a widget off.
import { frameHeights } from '../../scripts/embed-catalog.mjs';
import { measureFrames } from '../../scripts/measure-frames.mjs';
tests.push({
  name: 'the recorded starting height of every iframe page is within 20 % of its real height at 600 px',
  path: '/embed/aiming/',
  viewport: { width: 600, height: 800 },
  axe: false,
  async run({ page, baseUrl, assert }) {
    const recorded = frameHeights();
    const real = await measureFrames(page, baseUrl);
    for (const [name, height] of Object.entries(real)) {
      assert.ok(Object.hasOwn(recorded, name), `no starting height for ${name}: run node scripts/measure-frames.mjs`);
      const off = Math.abs(recorded[name] - height) / height;
      assert.ok(off <= 0.2, `${name}: recorded ${recorded[name]} px, really ${height} px; run node scripts/measure-frames.mjs`);
    }
  },
});

tests.push({
  name: 'iframe page without JavaScript: the preview image and the link back to the rule are shown',
  path: '/embed/initiative-deal/',
  axe: false,
  async run({ context, baseUrl, assert }) {
    const quiet = await context.browser().newContext({ javaScriptEnabled: false });
    try {
      const page = await quiet.newPage();
      await page.goto(`${baseUrl}/embed/initiative-deal/`);
      // Chromium renders <noscript> content when scripts are off; the image really loads.
      const image = page.locator('img[src$="/previews/initiative-deal.png"]');
      assert.equal(await image.count(), 1);
      await page.waitForFunction(() => document.querySelector('img')?.complete);
      assert.equal(await image.evaluate((img) => img.naturalWidth), 1200);
      const links = await page.locator('a[href="/liberi-gothica/turn-order/"]').count();
      assert.ok(links >= 2, 'the link back to the rule is missing');
    } finally {
      await quiet.close();
    }
  },
});
