/**
 * Test helper (never bundled): hostile text for the parsers in machines/ (issue 17), and the
 * check that what a parser returns is plain data. machines/core/parsers.property.test.ts feeds
 * it to every concept module's parser and every procedure's setup (through the catalogue); a
 * procedure's own setup test feeds it to the sub-parsers only that procedure has.
 *
 * Text a reader might type, or an attacker might: prototype names, huge and negative numbers,
 * unicode and markup, combined with the formats' own separators. Whatever a parser returns
 * must be plain data (numbers are finite, no function, no object borrowed from a prototype
 * chain, no key of a prototype's), which is exactly what a lookup by an inherited key
 * (`table['constructor']`) or an unchecked Number() would break.
 */
import fc from 'fast-check';

export const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype).concat(
  Object.getOwnPropertyNames(Array.prototype),
  Object.getOwnPropertyNames(String.prototype),
);

/** Text a reader might type, or an attacker might: pieces combined with the formats' own separators. */
const piece = fc.oneof(
  fc.constantFrom(
    ...PROTOTYPE_NAMES,
    'NaN',
    'Infinity',
    '-Infinity',
    '-1',
    '-0',
    '1e309',
    '4294967296',
    '9007199254740993',
    '0x10',
    '1.5',
    '',
    ' ',
  ),
  fc.constantFrom('<img src=x onerror=alert(1)>', '"><script>x</script>', '\u202e', '𝕏', '♠', '♥', 'J', 'Q♠', 'joker', 'A♦'),
  fc.integer({ min: -1e6, max: 1e6 }).map(String),
  fc.string({ maxLength: 12 }),
);
export const text = fc
  .array(piece, { maxLength: 8 })
  .chain((parts) =>
    fc
      .array(fc.constantFrom(' ', ';', ',', ':', '=', '\n', ' at ', ' with ', 'x'), { minLength: parts.length, maxLength: parts.length })
      .map((seps) => parts.map((p, i) => p + seps[i]).join('')),
  );

/**
 * Attributes as a widget passes them: any name the parser asks for holds hostile text, or is
 * absent. Generated as the answers, made into an object when the parser is called.
 */
export const attributes = fc.tuple(fc.func(fc.option(text, { nil: null })), fc.dictionary(fc.string({ maxLength: 4 }), text));
export function attributeObject([valueOf, extra]: [(name: string) => string | null, Record<string, string>]): Record<
  string,
  string | null
> {
  const asked = new Map<string, string | null>(Object.entries(extra));
  const read = (name: string): string | null => {
    if (!asked.has(name)) asked.set(name, valueOf(name));
    return asked.get(name) ?? null;
  };
  return new Proxy({} as Record<string, string | null>, {
    get: (_, key) => (typeof key === 'string' ? read(key) : undefined),
    has: (_, key) => typeof key === 'string' && read(key) !== null,
    getOwnPropertyDescriptor: (_, key) =>
      typeof key === 'string' && read(key) !== null
        ? { value: read(key), writable: true, enumerable: true, configurable: true }
        : undefined,
    ownKeys: () => [...asked.keys()].filter((k) => asked.get(k) !== null),
  });
}

const PLAIN = new Set<unknown>([Object.prototype, Array.prototype, null, Set.prototype, Map.prototype]);

/** The problems with a parser's result as plain data (empty when it is). */
export function notPlainData(value: unknown, path = 'result', seen = new Set<unknown>()): string[] {
  if (typeof value === 'function') return [`${path} is a function`];
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [`${path} is ${value}`];
  if (typeof value === 'string') return /^function |\[object /.test(value) ? [`${path} is "${value.slice(0, 30)}"`] : [];
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  const proto = Object.getPrototypeOf(value);
  if (!PLAIN.has(proto)) return [`${path} is a ${proto?.constructor?.name ?? 'strange'} object`];
  const entries: [string, unknown][] =
    value instanceof Map
      ? [...value.entries()].map(([k, v]) => [String(k), v])
      : value instanceof Set
        ? [...value].map((v, i) => [String(i), v])
        : Object.entries(value);
  return entries.flatMap(([k, v]) => notPlainData(v, `${path}.${k}`, seen));
}
