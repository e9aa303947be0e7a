// The standalone modules with no site around them: on a plain, strict-CSP, hostile host page
// (test/embed/), in each widget's iframe page, at phone width, with bad query parameters, in
// the dark theme, with their saved tables kept apart, at their recorded starting heights, and
// without JavaScript.
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { frameHeights, listWidgets, measureFrames } from './support/scripts.js';

/** The widget is drawn: its base part is in its shadow root. */
const drawn = (widget: Locator) => expect(widget.locator('[part~="base"]').first()).toBeAttached();
/** The buttons in a widget's own shadow root. */
const buttonsIn = (widget: Locator) => widget.evaluate((el) => el.shadowRoot?.querySelectorAll('button').length ?? 0);
const recordOf = (widget: Locator) =>
  widget.evaluate((el) => (el as unknown as { record?: { input: { seed: number }; events: unknown[] } }).record);

test.describe('the standalone module', () => {
  test('works under a strict CSP with no site around it, and neither side leaks styles', async ({ page }) => {
    await page.goto('/test-embed/');
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
    await expect(widget.getByRole('list', { name: 'Turn order, round 1 of hand 1' })).toBeVisible();
    await expect(widget).toShowText(/\bacting\b/);

    // The host's CSS does not reach inside: buttons keep their own look and case,
    // the turn order is still a visible list, inherited typography is reset.
    const inside = await widget.evaluate((el) => {
      const root = el.shadowRoot as ShadowRoot;
      const b = getComputedStyle(root.querySelector('button') as Element);
      return {
        buttonBg: b.backgroundColor,
        buttonTransform: b.textTransform,
        orderDisplay: getComputedStyle(root.querySelector('[part="order"]') as Element).display,
        baseDisplay: getComputedStyle(root.querySelector('[part="base"]') as Element).display,
        letterSpacing: getComputedStyle(el).letterSpacing,
        textTransform: getComputedStyle(el).textTransform,
      };
    });
    expect(inside.buttonBg).not.toBe('rgb(255, 105, 180)');
    expect(inside.buttonTransform).toBe('none');
    // The host sets `ol { display: inline }` and `[part] { display: none }`: neither reaches it.
    expect(['block', 'grid', 'flex'], `the turn order is displayed ${inside.orderDisplay}`).toContain(inside.orderDisplay);
    expect(inside.baseDisplay).not.toBe('none');
    expect(inside.letterSpacing).toBe('normal');
    expect(inside.textTransform).toBe('none');

    // The widget's styles do not leak out onto the host page.
    await expect(page.locator('.probe-button')).toHaveCSS('background-color', 'rgb(255, 105, 180)');
  });

  test('every widget renders and takes a first step from its standalone module under the strict CSP', async ({ page }) => {
    await page.goto('/test-embed/all.html');
    const tags = await page.evaluate(() =>
      [...document.querySelectorAll('main > *')].map((e) => e.localName).filter((n) => n.startsWith('rb-')),
    );
    expect(tags).toHaveLength(6);
    for (const tag of tags) {
      const widget = page.locator(tag);
      await drawn(widget);
      const state = await widget.evaluate((el) => {
        const root = el.shadowRoot as ShadowRoot;
        const base = root.querySelector('[part~="base"]') as Element;
        return {
          display: getComputedStyle(base).display,
          height: base.getBoundingClientRect().height,
          buttons: root.querySelectorAll('button').length,
          alert: root.querySelector('[role="alert"]')?.textContent ?? '',
          inline: root.querySelectorAll('[style]').length,
        };
      });
      expect(state.display, `${tag} is hidden by the host's CSS`).not.toBe('none');
      expect(state.height, `${tag} rendered an empty box`).toBeGreaterThan(40);
      expect(state.buttons, `${tag} has no controls`).toBeGreaterThan(0);
      expect(state.alert, `${tag} reported a problem with its defaults: ${state.alert}`).toBe('');
      expect(state.inline, `${tag} uses inline style attributes, which a strict CSP blocks`).toBe(0);
    }
  });
});

// The iframe route of every widget: a bare page (h1, then the widget) checked by axe like
// any other, so heading order and landmarks hold on hosts that are not this site.
test.describe('the iframe pages', () => {
  for (const w of listWidgets()) {
    test(`the iframe page /embed/${w.name}/ renders ${w.tag}`, async ({ page }) => {
      await page.goto(`/embed/${w.name}/`);
      const widget = page.locator(w.tag);
      await drawn(widget);
      await expect.poll(() => buttonsIn(widget), { message: `${w.tag} rendered no controls in its frame page` }).toBeGreaterThan(0);
    });
  }

  // The iframe page's query string is the widget's attributes, checked as attributes are.
  test("iframe page: bad values get the widget's own messages, unknown parameters and a bad theme are named, nothing else is set", async ({
    page,
  }) => {
    await page.goto('/embed/initiative-deal/?seed=abc&joker-ties=constructor&sede=1&onclick=alert(1)&theme=purple');
    const el = page.locator('rb-initiative-deal');
    await drawn(el);
    const alert = el.locator('[role="alert"]').first();
    await expect(alert).toContainText(/seed: "abc"/);
    await expect(alert).toContainText(/joker-ties: "constructor"/);
    const notes = page.locator('main [role="note"]');
    await expect(notes.filter({ hasText: /theme: "purple" is not one of light, dark, auto/ })).not.toHaveCount(0);
    await expect(notes.filter({ hasText: /no setting "sede", "onclick"/ })).not.toHaveCount(0);
    await expect(el).not.toHaveAttribute('onclick');
    await expect(el).not.toHaveAttribute('sede');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // Still a working table with its defaults.
    await expect(el.getByRole('button', { name: 'Deal the first hand' })).toBeEnabled();
  });

  test('iframe page: theme=dark and theme=auto (in a dark browser) give the dark colours', async ({ page }) => {
    const html = page.locator('html');
    await page.goto('/embed/karma-check/?theme=dark');
    await page.waitForFunction(() => customElements.get('rb-karma-check'));
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveCSS('background-color', 'rgb(23, 24, 28)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/embed/karma-check/?theme=auto');
    await page.waitForFunction(() => customElements.get('rb-karma-check'));
    await expect(html).toHaveCSS('background-color', 'rgb(23, 24, 28)');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  });

  test("iframe page: two frames of one widget with different settings do not open each other's saved table", async ({ page }) => {
    await page.goto('/embed/initiative-deal/?seed=1&participants=Ada:%20pc;%20Bram:%20pc');
    const widget = page.locator('rb-initiative-deal');
    const deal = widget.getByRole('button', { name: 'Deal the first hand' });
    await deal.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await recordOf(widget))?.events.length).toBe(1);
    await page.goto('/embed/initiative-deal/?seed=2&participants=Cass:%20pc');
    await expect.poll(async () => Boolean(await recordOf(widget))).toBe(true);
    expect((await recordOf(widget))?.events.length, "the second frame opened the first one's table").toBe(0);
    await page.goto('/embed/initiative-deal/?participants=Ada:%20pc;%20Bram:%20pc&seed=1');
    await expect
      .poll(async () => (await recordOf(widget))?.events.length, {
        message: 'the same settings (in another order) did not reopen the saved table',
      })
      .toBe(1);
  });

  test.describe('measured', () => {
    test.use({ viewport: { width: 600, height: 800 }, axe: false });

    // The starting heights snippets and oEmbed give (embed/frame-heights.json) stay close to
    // the frames' real heights, so a host with no listener does not cut a widget off.
    test('the recorded starting height of every iframe page is within 20 % of its real height at 600 px', async ({ page, baseURL }) => {
      const recorded: Record<string, number> = frameHeights();
      const real: Record<string, number> = await measureFrames(page, baseURL!);
      for (const [name, height] of Object.entries(real)) {
        expect(Object.hasOwn(recorded, name), `no starting height for ${name}: run npm run measure-frames`).toBe(true);
        const off = Math.abs((recorded[name] ?? 0) - height) / height;
        expect(off, `${name}: recorded ${recorded[name]} px, really ${height} px; run npm run measure-frames`).toBeLessThanOrEqual(0.2);
      }
    });
  });

  test('iframe page without JavaScript: the preview image and the link back to the rule are shown', async ({ browser, baseURL }) => {
    const quiet = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const page = await quiet.newPage();
      await page.goto('/embed/initiative-deal/');
      // Chromium renders <noscript> content when scripts are off; the image really loads.
      const image = page.locator('img[src$="/previews/initiative-deal.png"]');
      await expect(image).toHaveCount(1);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
      await expect
        .poll(() => page.locator('a[href="/liberi-gothica/turn-order/"]').count(), { message: 'the link back to the rule is missing' })
        .toBeGreaterThanOrEqual(2);
    } finally {
      await quiet.close();
    }
  });
});

// On a phone-sized screen no widget may be wider than its own box (`contain: content` on
// the host clips overflow, so anything too wide would simply be cut off), and each page
// passes axe at that size too (wide tables scroll there, so they must take focus).
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [path, tag] of [
    ['/liberi-gothica/turn-order/', 'rb-initiative-deal'],
    ['/liberi-gothica/death-and-passing-on/', 'rb-soul-passing'],
    ['/karmic/karma-deck-and-checks/', 'rb-karma-check'],
    ['/karmic/melee-combat/', 'rb-register-duel'],
    ['/karmic/ranged-combat/', 'rb-aiming'],
    ['/lady-luck/fire/', 'rb-fire-map'],
  ] as const) {
    test(`${tag} fits a phone-sized screen on ${path}`, async ({ page }) => {
      await page.goto(path);
      const widget = page.locator(tag).first();
      await drawn(widget);
      const widths = () =>
        widget.evaluate((el) => {
          const base = el.shadowRoot?.querySelector('[part~="base"]') as Element;
          return base.scrollWidth - base.clientWidth;
        });
      await expect.poll(widths, { message: `${tag} is wider than its box` }).toBeLessThanOrEqual(1);
    });
  }
});
