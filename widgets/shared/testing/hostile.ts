/**
 * Test helper (never bundled): feed a widget hostile attribute values and damaged saved
 * tables, and check what a reader would see. Every widget's test calls these with its own
 * attribute list and its own idea of "still works" (one step played by keyboard, say).
 *
 * What holds for every widget, whatever it is given:
 * - no uncaught exception or rejected promise;
 * - it renders its `base` part, and no `NaN`, `undefined`, `null`, `[object Object]` or
 *   `Infinity` anywhere in its text;
 * - markup in a value stays text: nothing marked `data-pwned` appears, nothing runs;
 * - a value that is not one the attribute takes gets a visible message naming the attribute;
 * - it still plays (the widget's own `works` check).
 */
import { expect, fixture } from '@open-wc/testing';
import fc from 'fast-check';
import { encodeRecord } from '../persist.js';

/** Values no checked attribute takes as they are. */
export const INVALID_VALUES: readonly string[] = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '-99999999999',
  '99999999999999999999999',
  '1e309',
  'NaN',
  'Infinity',
  '<img data-pwned src=x onerror="window.__pwned=1">',
  '"><i data-pwned>x</i>',
  '<script>window.__pwned=1</script>',
  '\u202e\u0000',
];

/** Anything at all: invalid values, arbitrary strings and numbers, unicode, markup. */
export const arbAttributeValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...INVALID_VALUES),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constant('x'.repeat(3000)),
  fc.constant(''),
);

export interface AttributeSpec {
  readonly name: string;
  /**
   * `checked`: only some values are valid, and INVALID_VALUES are not among them (a
   * message naming the attribute is expected). `free`: any text is a valid value (a label).
   * `flag`: a boolean attribute.
   */
  readonly kind: 'checked' | 'free' | 'flag';
}

export interface HostileOptions<E extends HTMLElement> {
  readonly tag: string;
  readonly attributes: readonly AttributeSpec[];
  /** Throws if the widget does not still play: e.g. press a key and see a step happen. */
  readonly works: (el: E) => Promise<void>;
  readonly runs?: number;
  /** Attributes always set (e.g. `no-save`). */
  readonly fixed?: Readonly<Record<string, string>>;
}

const FORBIDDEN_TEXT = /\bNaN\b|\bundefined\b|\[object Object\]|\bInfinity\b|(?<![\w-])null(?![\w-])/;

/**
 * The widget's text as a reader sees it. A message may quote the value it refuses
 * (`seed: "NaN" is not a whole number…`): that is the reader's own text echoed back, not an
 * engine word, so quoted spans inside error messages are left out of the check.
 */
function visibleText(el: HTMLElement): string {
  const root = el.shadowRoot;
  if (!root) return '';
  const errors = [...root.querySelectorAll('[part~="error"]')];
  let text = root.textContent ?? '';
  for (const box of errors) {
    // Message by message: a quoted value that is itself a quote mark (seed='"') must not pair
    // with the next message's quotes and leave that message's value looking unquoted.
    const messages = [...box.querySelectorAll('li')].map((li) => li.textContent ?? '');
    for (const said of messages.length ? messages : [box.textContent ?? '']) text = text.replace(said, said.replace(/"[^"]*"/g, '"…"'));
  }
  return text.replace(/\s+/g, ' ');
}

/** Errors and rejections the page saw while `run` ran. */
async function catching(run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const onError = (e: ErrorEvent) => seen.push(`uncaught: ${e.message}`);
  const onRejection = (e: PromiseRejectionEvent) => seen.push(`rejected: ${String(e.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  try {
    await run();
    await new Promise((r) => setTimeout(r, 0));
  } finally {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  }
  return seen;
}

export function messagesOf(el: HTMLElement): string {
  return [...(el.shadowRoot?.querySelectorAll('[part~="error"]') ?? [])].map((e) => e.textContent ?? '').join(' ');
}

/** Make the element with these attributes, in the page, and wait for it to render. */
async function make<E extends HTMLElement>(tag: string, attrs: Readonly<Record<string, string>>): Promise<E> {
  const el = document.createElement(tag) as E;
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  const host = await fixture<HTMLDivElement>('<div></div>');
  host.append(el);
  await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
  return el;
}

/**
 * `spoken`: values of free-text attributes in play (a fighter named "NaN" is shown as such);
 * they are taken out of the text before it is searched for engine words.
 */
export function assertSound(el: HTMLElement, spoken: readonly string[] = []): void {
  const root = el.shadowRoot!;
  expect(root.querySelector('[part~="base"]'), 'renders its base part').to.exist;
  expect(root.querySelector('[data-pwned]'), 'markup stays text').to.equal(null);
  expect(document.querySelector('[data-pwned]'), 'markup stays text').to.equal(null);
  expect((window as { __pwned?: unknown }).__pwned, 'no script ran').to.equal(undefined);
  let text = visibleText(el);
  for (const value of spoken) {
    const shown = value.replace(/\s+/g, ' ').trim();
    if (shown !== '') text = text.split(shown).join(' ');
  }
  const bad = FORBIDDEN_TEXT.exec(text);
  expect(bad, `engine words on screen: …${bad ? text.slice(Math.max(0, bad.index - 60), bad.index + 60) : ''}…`).to.equal(null);
}

/**
 * The fuzz property over attributes: a random subset of the attributes, each given a
 * random value, first at creation and then changed on the live element.
 */
export async function checkHostileAttributes<E extends HTMLElement>(options: HostileOptions<E>): Promise<void> {
  const names = options.attributes.map((a) => a.name);
  await fc.assert(
    fc.asyncProperty(
      fc.dictionary(fc.constantFrom(...names), arbAttributeValue, { maxKeys: 4 }),
      fc.constantFrom(...names),
      fc.constantFrom(...INVALID_VALUES),
      async (attrs, later, laterValue) => {
        let el!: E;
        const free = (name: string) => options.attributes.find((a) => a.name === name)?.kind === 'free';
        const spoken = Object.entries(attrs)
          .filter(([name]) => free(name))
          .map(([, value]) => value);
        const seen = await catching(async () => {
          el = await make<E>(options.tag, { ...attrs, ...options.fixed });
          assertSound(el, spoken);
          await options.works(el);
          // Changed after the start: checked when it changes, not only on reset.
          el.setAttribute(later, laterValue);
          await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
          assertSound(el, free(later) ? [...spoken, laterValue] : spoken);
          const spec = options.attributes.find((a) => a.name === later)!;
          if (spec.kind === 'checked') expect(messagesOf(el), `a message names ${later}`).to.contain(later);
          // Removing it again returns to the default without a message about it.
          el.removeAttribute(later);
          await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
          assertSound(el, spoken);
          // "skill:" must not match inside "opponent-skill:", which may be about another bad value.
          expect(messagesOf(el), `no message about removed ${later}`).not.to.match(
            new RegExp(`(^|[^\\w-])${later.replace(/[^\w-]/g, '\\$&')}:`),
          );
          await options.works(el);
        });
        expect(seen, 'no uncaught errors').to.deep.equal([]);
        el.remove();
      },
    ),
    { numRuns: options.runs ?? 25 },
  );
}

/** Every checked attribute, given each invalid value alone: a message naming it, and a working widget. */
export async function checkEachInvalidValue<E extends HTMLElement>(options: HostileOptions<E>): Promise<void> {
  for (const spec of options.attributes.filter((a) => a.kind === 'checked')) {
    for (const value of INVALID_VALUES) {
      let el!: E;
      const seen = await catching(async () => {
        el = await make<E>(options.tag, { ...options.fixed, [spec.name]: value });
        assertSound(el);
        expect(messagesOf(el), `${spec.name}=${JSON.stringify(value)} is reported`).to.contain(spec.name);
        await options.works(el);
      });
      expect(seen, `no uncaught errors for ${spec.name}=${JSON.stringify(value)}`).to.deep.equal([]);
      el.remove();
    }
  }
}

/** Saved tables of every shape (JSON or not): a plain message, a fresh table, no exception. */
export async function checkDamagedSavedTables<E extends HTMLElement>(
  options: Pick<HostileOptions<E>, 'tag' | 'works' | 'runs'> & { readonly format: string },
): Promise<void> {
  const key = `hostile-${options.tag}`;
  const arbRecord = fc.oneof(
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.constantFrom('null', '{}', '[]', '"x"', 'not json', '{"format":"constructor"}'),
    fc
      .record({
        format: fc.constant(options.format),
        input: fc.jsonValue(),
        events: fc.array(fc.jsonValue(), { maxLength: 3 }),
        step: fc.jsonValue(),
      })
      .map((r) => JSON.stringify(r)),
    fc
      .record({ format: fc.constant(options.format), input: fc.constant(null), events: fc.constant([]), step: fc.constant(0) })
      .map((r) => JSON.stringify(r)),
  );
  await fc.assert(
    fc.asyncProperty(arbRecord, async (saved) => {
      localStorage.setItem(`rb:${key}`, saved);
      let el!: E;
      const seen = await catching(async () => {
        el = await make<E>(options.tag, { 'storage-key': key });
        assertSound(el);
        const messages = messagesOf(el);
        // Whatever was wrong is said in the widget's words, never the engine's.
        expect(messages).not.to.match(/TypeError|ReferenceError|Cannot read|is not a function|undefined|null/);
        await options.works(el);
      });
      expect(seen).to.deep.equal([]);
      el.remove();
      localStorage.removeItem(`rb:${key}`);
    }),
    { numRuns: options.runs ?? 25 },
  );
  await checkDamagedLinks(options);
}

/** base64url of text, as a share link writes its table (widgets/shared/persist.ts). */
function base64url(text: string): string {
  let binary = '';
  for (const b of new TextEncoder().encode(text)) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** JSON a hostile link might carry: prototype names, nulls, empty shapes, huge and negative numbers, markup. */
const HOSTILE_JSON: readonly string[] = [
  'null',
  '{}',
  '[]',
  '0',
  '"x"',
  'true',
  '{"__proto__":{"events":[],"step":0}}',
  '{"constructor":{"prototype":{"step":0}},"events":[],"step":0}',
  '{"format":"constructor","input":{},"events":[],"step":0}',
  '{"format":"__proto__","input":{},"events":[],"step":0}',
  '{"format":"<img data-pwned src=x onerror=\\"window.__pwned=1\\">","input":{},"events":[],"step":0}',
  '{"events":null,"step":0}',
  '{"events":{},"step":"0"}',
  '{"events":[],"step":1e308}',
  '{"events":[],"step":-99999999999}',
];

/**
 * Share links of every shape (`#<key>=<value>` in the page's address): text that is not base64,
 * base64 cut short, and base64 of hostile JSON or of records of the widget's own format with
 * arbitrary contents. Whatever it holds: no uncaught error; a plain message about the link
 * unless the link held a table the widget could replay; no engine words; no injected markup;
 * and the widget still plays.
 */
export async function checkDamagedLinks<E extends HTMLElement>(
  options: Pick<HostileOptions<E>, 'tag' | 'works' | 'runs'> & { readonly format: string },
): Promise<void> {
  const key = `hostile-link-${options.tag}`;
  const arbRecordJson = fc
    .record({
      format: fc.oneof(fc.constant(options.format), fc.constantFrom(...INVALID_VALUES)),
      input: fc.oneof(fc.jsonValue(), fc.constantFrom(null, {}, { seed: -1 }, { seed: 2 ** 53 }, { seed: 'constructor' })),
      events: fc.array(fc.oneof(fc.jsonValue(), fc.record({ type: fc.constantFrom(...INVALID_VALUES) })), { maxLength: 3 }),
      step: fc.oneof(fc.jsonValue(), fc.constantFrom(-1, 1e308, Number.MAX_SAFE_INTEGER, 0.5)),
    })
    .map((r) => JSON.stringify(r));
  // `sure`: a link no widget can open, so a message about it must be shown.
  const arbLink: fc.Arbitrary<{ value: string; sure: boolean }> = fc.oneof(
    // Not base64 at all (sent as typed, and percent-encoded so the decoder sees it whole).
    fc
      .oneof(fc.constantFrom(...INVALID_VALUES), fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 12 }))
      .chain((t) => fc.constantFrom({ value: t, sure: false }, { value: encodeURIComponent(t), sure: false })),
    // Base64 of hostile JSON, and of JSON that is not JSON.
    fc
      .oneof(
        fc.constantFrom(...HOSTILE_JSON),
        fc.jsonValue().map((v) => JSON.stringify(v)),
      )
      .map((json) => ({ value: base64url(json), sure: true })),
    fc.string({ maxLength: 30 }).map((t) => ({ value: base64url(`{${t}`), sure: true })),
    // A record of the widget's own format with arbitrary contents, whole or cut short.
    arbRecordJson.map((json) => ({ value: base64url(json), sure: false })),
    fc.tuple(arbRecordJson, fc.nat()).map(([json, n]) => {
      const whole = encodeRecord(JSON.parse(json));
      return { value: whole.slice(0, n % Math.max(1, whole.length - 1)), sure: true };
    }),
  );
  await fc.assert(
    fc.asyncProperty(arbLink, async ({ value, sure }) => {
      history.replaceState(null, '', `${location.pathname}${location.search}#${key}=${value}`);
      let el!: E;
      const seen = await catching(async () => {
        el = await make<E>(options.tag, { 'storage-key': key });
        assertSound(el);
        const messages = messagesOf(el);
        expect(messages).not.to.match(/TypeError|ReferenceError|SyntaxError|Cannot read|is not a function|undefined|null|JSON/);
        if (sure || messages !== '')
          expect(messages, `a message about the link ${JSON.stringify(value.slice(0, 60))}`).to.match(/shared link/i);
        await options.works(el);
      });
      el?.remove();
      history.replaceState(null, '', `${location.pathname}${location.search}`);
      localStorage.removeItem(`rb:${key}`);
      expect(seen, 'no uncaught errors').to.deep.equal([]);
    }),
    { numRuns: options.runs ?? 25 },
  );
}
