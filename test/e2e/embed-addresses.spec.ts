// Every embed address the site shows resolves in the build, and every integrity it shows is
// the file's (issue 24): a snippet that points at a missing file, or pins a hash the file does
// not have, fails only on the reader's host, long after it was copied.
//
// Two passes:
// - every built page's HTML as served (snippets, tables, prose, the iframe pages' own tags):
//   each /embed/… or /oembed/… address is a file or page of dist/, each script tag shown in a
//   snippet is pinned to this version with `integrity` and `crossorigin`, and each integrity
//   is the sha384 of the file it names;
// - the embedding guide's builder, in the browser, for every widget of the catalogue: the
//   snippets it builds live (after the reader picks the widget and sets a setting) pass the
//   same checks, fetched from the server.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { listWidgets } from './support/scripts.js';

const siteDir = process.env.SITE_DIR ?? 'dist';
const sha384 = (bytes: Buffer | string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Text as a reader sees it in the page (the entities Astro and the snippets escape). */
const decode = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * Every rulebook embed address in a text: absolute (any origin: the placeholder the site was
 * built for, or the address it is served at) or root-relative. A template in prose
 * (`/embed/v<version>/`, `/embed/rb-<widget>.js`) is not an address and is left out.
 */
function addressesIn(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/(?:https?:\/\/[a-z0-9.:-]+)?(\/o?embed\/[^\s"'<>()[\]`,;]*)/gi)) {
    const next = text[m.index + m[0].length];
    if (next === '<') continue; // a template: /embed/v<version>/…
    found.add(m[1]!.replace(/[.:]+$/, ''));
  }
  return [...found];
}

/** The dist/ file an address is served from, or undefined. */
function fileFor(address: string): string | undefined {
  const path = decodeURIComponent(address.split(/[?#]/)[0]!);
  const candidates = path.endsWith('/') ? [join(siteDir, path, 'index.html')] : [join(siteDir, path), join(siteDir, path, 'index.html')];
  return candidates.find((f) => existsSync(f) && statSync(f).isFile());
}

/** The script tags in a text, with the address they load and the integrity they pin. */
function scriptTags(text: string): { tag: string; src: string; integrity?: string; crossorigin?: string }[] {
  return [...text.matchAll(/<script\b[^>]*>/g)].flatMap((m) => {
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(m[0])?.[1];
    const src = attr('src');
    return src && /\/embed\//.test(src) ? [{ tag: m[0], src, integrity: attr('integrity'), crossorigin: attr('crossorigin') }] : [];
  });
}

/** What is wrong with the snippets and addresses in one text (empty: nothing). */
function problemsIn(where: string, text: string, { snippets }: { snippets: boolean }): string[] {
  const problems: string[] = [];
  for (const address of addressesIn(text)) {
    if (!fileFor(address)) problems.push(`${where}: ${address} is not in the build`);
  }
  for (const s of scriptTags(text)) {
    const path = new URL(s.src, 'https://x.invalid').pathname;
    const file = fileFor(path);
    if (!s.integrity) {
      if (snippets && !/\/embed\/latest\//.test(path)) problems.push(`${where}: a snippet loads ${path} with no integrity`);
      continue;
    }
    if (!/^\/embed\/v[\d.]+\//.test(path)) problems.push(`${where}: ${path} has an integrity but is not a pinned version's file`);
    if (s.crossorigin !== 'anonymous') problems.push(`${where}: ${path} has an integrity but no crossorigin="anonymous"`);
    if (file && sha384(readFileSync(file)) !== s.integrity) problems.push(`${where}: the integrity shown for ${path} is not the file's`);
  }
  return problems;
}

function builtPages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return ['_astro', 'pagefind', 'chunks', 'previews'].includes(name) ? [] : builtPages(p);
    return name.endsWith('.html') ? [p] : [];
  });
}

test.describe('embed addresses', () => {
  test.use({ widgets: 'static' });

  test('every embed address on every built page is in the build, and every integrity shown is its file’s', () => {
    const pages = builtPages(siteDir);
    expect(pages.length).toBeGreaterThan(20);
    const problems: string[] = [];
    let addresses = 0;
    let pinned = 0;
    for (const file of pages) {
      const where = `/${relative(siteDir, file).replace(/index\.html$/, '')}`;
      // The snippets a page shows (pre), and everything else it names (tables, prose, its own tags).
      const html = readFileSync(file, 'utf8');
      const shown = [...html.matchAll(/<pre\b[^>]*>([\s\S]*?)<\/pre>/g)].map((m) => decode(m[1]!.replace(/<[^>]+>/g, ''))).join('\n');
      problems.push(...problemsIn(`${where} (snippet)`, shown, { snippets: true }));
      problems.push(...problemsIn(where, decode(html), { snippets: false }));
      addresses += addressesIn(decode(html)).length;
      pinned += scriptTags(shown).filter((s) => s.integrity).length;
    }
    expect(problems, problems.join('\n')).toEqual([]);
    // The guide, the reference pages and the panels show many: a scan that found none is broken.
    expect(addresses).toBeGreaterThan(50);
    expect(pinned).toBeGreaterThan(20);
  });

  test('every widget’s reference page shows its pinned script tag with integrity', () => {
    for (const w of listWidgets()) {
      const html = readFileSync(join(siteDir, 'reference', w.name, 'index.html'), 'utf8');
      const shown = [...html.matchAll(/<pre\b[^>]*>([\s\S]*?)<\/pre>/g)].map((m) => decode(m[1]!)).join('\n');
      const tags = scriptTags(shown);
      expect(
        tags.some((t) => t.src.endsWith(`/embed/v${/\/embed\/v([\d.]+)\//.exec(t.src)?.[1]}/${w.tag}.js`) && t.integrity),
        `/reference/${w.name}/ shows ${tags.map((t) => t.tag).join(' ') || 'no script tag'}`,
      ).toBe(true);
    }
  });
});

/** The snippets the builder's panel shows now, all tabs. */
const builderSnippets = (page: Page) =>
  page.locator('[data-rb-builder] pre[data-snippet]').evaluateAll((pres) => pres.map((p) => p.textContent ?? '').join('\n'));

test.describe('the embedding guide’s builder', () => {
  test.use({ widgets: 'lazy' });

  test('offers every widget of the catalogue with its settings, and its snippets for each resolve with the right integrity', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/embedding/#build-a-snippet');
    const picker = page.getByLabel('Widget', { exact: true });
    await expect(picker).toBeVisible();
    const offered = await picker.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect([...offered].sort()).toEqual(listWidgets().map((w) => w.name));
    const origin = new URL(baseURL!).origin;
    const checked = new Map<string, string>();
    for (const w of listWidgets()) {
      await picker.selectOption(w.name);
      const live = page.locator(`#rb-builder-live`);
      await expect(live).toHaveJSProperty('localName', w.tag);
      // Drawn, so the panel follows its real seed.
      await expect.poll(() => live.evaluate((el) => Boolean(customElements.get(el.localName) && el.shadowRoot))).toBe(true);
      // Its settings are the attributes it observes, less the host page's storage key.
      const observed = await live.evaluate((el) =>
        [...((customElements.get(el.localName) as unknown as { observedAttributes?: string[] }).observedAttributes ?? [])].filter(
          (a) => a !== 'storage-key',
        ),
      );
      await page.locator('[data-rb-builder-settings] > summary').evaluate((s) => ((s.parentElement as HTMLDetailsElement).open = true));
      const fields = await page
        .locator('[data-rb-builder-fields] :is(input, textarea, select)')
        .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).name));
      expect([...fields].sort(), `${w.name}: the builder's settings`).toEqual([...observed].sort());
      // A setting reaches the snippets.
      const seed = page.locator(`[data-rb-builder-fields] input[name="seed"]`);
      await seed.fill('4242');
      await seed.press('Enter');
      await expect(page.locator('[data-rb-builder] pre[data-snippet="script"]')).toContainText(`<${w.tag} seed="4242"`);
      const text = await builderSnippets(page);
      expect(text).toContain(`/embed/v`);
      const problems: string[] = [];
      for (const address of addressesIn(text)) {
        const url = address.startsWith('/') ? `${origin}${address}` : address;
        if (checked.has(url)) continue;
        const response = await page.request.get(url);
        checked.set(url, response.ok() ? sha384(await response.body()) : `HTTP ${response.status()}`);
        if (!response.ok()) problems.push(`${w.name}: ${address} answers HTTP ${response.status()}`);
      }
      for (const s of scriptTags(text)) {
        const url = new URL(s.src, origin);
        expect(url.origin, `${w.name}: snippets use the address the page is read at`).toBe(origin);
        if (!s.integrity) problems.push(`${w.name}: ${s.tag} has no integrity`);
        else if (checked.get(url.href.split('#')[0]!) !== s.integrity)
          problems.push(`${w.name}: the integrity of ${url.pathname} is not the file's`);
      }
      expect(problems, problems.join('\n')).toEqual([]);
    }
    expect(new URL(page.url()).searchParams.get('widget')).toBe(listWidgets().at(-1)!.name);
  });

  test('opens on the widget its address names, as a reference page links it', async ({ page }) => {
    await page.goto('/reference/fire-map/');
    await page.getByRole('link', { name: 'snippet builder' }).click();
    await expect(page).toHaveURL(/\/embedding\/\?widget=fire-map#build-a-snippet$/);
    await expect(page.getByLabel('Widget', { exact: true })).toHaveValue('fire-map');
    await expect(page.locator('#rb-builder-live')).toHaveJSProperty('localName', 'rb-fire-map');
    await expect(page.locator('[data-rb-builder] pre[data-snippet="script"]')).toContainText(/rb-fire-map\.js" integrity="sha384-/);
  });
});
