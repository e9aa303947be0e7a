// Every parser in machines/ that reads a reader's text (issue 17): fed arbitrary strings,
// prototype names, huge and negative numbers, unicode and markup, it never throws and never
// returns a value it was not given a rule for. Stated independently of the parsers: whatever
// a parser returns is plain data (numbers are finite, no function, no object borrowed from a
// prototype chain, no key of a prototype's), which is exactly what a lookup by an inherited
// key (`table['constructor']`) or an unchecked Number() would break.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCard, parseCards, standardDeck } from './cards.js';
import { parseRollList } from './random.js';
import { fireMap, parseFireSettings } from '../lady-luck/fire-map/index.js';
import { parseFireMap } from '../lady-luck/area-map.js';
import { parseSize } from '../lady-luck/areas.js';
import { combatRound } from '../lady-luck/combat-round/index.js';
import { parseWeapon } from '../karmic/melee-weapons.js';
import { parseFireRate } from '../karmic/ranged-rate.js';
import { parseDuelMode, parseDuelSetup, parseExample, parseOffHand, parseStack } from '../karmic/register-duel.setup.js';
import { parseAimingSetup } from '../karmic/aiming.setup.js';
import { parseCheckSetup } from '../karmic/karma-check.setup.js';
import { parseCharacter, parseLiberi, parseSoulPassingSetup } from '../liberi-gothica/soul-passing/soul-passing.setup.js';
import { parseInitiativeSetup, parseNewcomer, parseParticipants } from '../liberi-gothica/initiative-deal.setup.js';
import { parseAttacker, parseAttackRollSetup, parseDefender } from '../liberi-gothica/attack-roll.setup.js';
import { parseGroup, poolFight } from '../dice-pool/pool-fight/index.js';
import { parseShortLong } from '../dice-pool/ranged.js';
import { parsePool } from '../dice-pool/pool.js';

const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype).concat(
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
const text = fc
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
const attributes = fc.tuple(fc.func(fc.option(text, { nil: null })), fc.dictionary(fc.string({ maxLength: 4 }), text));
function attributeObject([valueOf, extra]: [(name: string) => string | null, Record<string, string>]): Record<string, string | null> {
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
function notPlainData(value: unknown, path = 'result', seen = new Set<unknown>()): string[] {
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

const deck = standardDeck(true);
const parsers: Record<string, fc.Arbitrary<() => unknown>> = {
  parseCard: text.map((t) => () => parseCard(t)),
  parseCards: text.map((t) => () => parseCards(t)),
  parseRollList: text.map((t) => () => parseRollList(t)),
  parseFireMap: text.map((t) => () => parseFireMap(t)),
  parseSize: text.map((t) => () => parseSize(t)),
  parseWeapon: text.map((t) => () => parseWeapon(t)),
  parseFireRate: text.map((t) => () => parseFireRate(t)),
  parseOffHand: text.map((t) => () => parseOffHand(t)),
  parseStack: text.map((t) => () => parseStack(t, deck)),
  parseDuelMode: text.map((t) => () => parseDuelMode(t)),
  parseExample: text.map((t) => () => parseExample(t)),
  parseLiberi: text.map((t) => () => parseLiberi(t)),
  parseCharacter: text.map((t) => () => parseCharacter(t)),
  parseParticipants: text.map((t) => () => parseParticipants(t)),
  parseNewcomer: fc.tuple(text, text, text).map(
    ([a, b, c]) =>
      () =>
        parseNewcomer(a, b, c),
  ),
  parseAttacker: text.map((t) => () => parseAttacker(t, [])),
  parseDefender: text.map((t) => () => parseDefender(t, [])),
  parseGroup: fc.tuple(text, fc.constantFrom('party', 'foes' as const)).map(
    ([t, g]) =>
      () =>
        parseGroup(g, g, t, []),
  ),
  parseShortLong: text.map((t) => () => parseShortLong(t)),
  parsePool: text.map((t) => () => parsePool(t)),
  parseFireMapSetup: attributes.map((a) => () => fireMap.setup(attributeObject(a) as never, 1)),
  parseFireSettings: attributes.map((a) => () => parseFireSettings(attributeObject(a) as never, false)),
  parseCombatRoundSetup: attributes.map((a) => () => combatRound.setup(attributeObject(a) as never, 1)),
  parseDuelSetup: attributes.map((a) => () => parseDuelSetup(attributeObject(a) as never)),
  parseAimingSetup: attributes.map((a) => () => parseAimingSetup(attributeObject(a) as never)),
  parseCheckSetup: attributes.map((a) => () => parseCheckSetup(attributeObject(a) as never)),
  parseSoulPassingSetup: attributes.map((a) => () => parseSoulPassingSetup(attributeObject(a) as never)),
  parseInitiativeSetup: attributes.map((a) => () => parseInitiativeSetup(attributeObject(a) as never, 1)),
  parseAttackRollSetup: attributes.map((a) => () => parseAttackRollSetup(attributeObject(a) as never)),
  parsePoolFightSetup: attributes.map((a) => () => poolFight.setup(attributeObject(a) as never, 1)),
};

describe('every parser in machines/, fed hostile text, returns plain data and never throws', () => {
  for (const [name, call] of Object.entries(parsers)) {
    it(name, () => {
      fc.assert(
        fc.property(call, (run) => {
          let result: unknown;
          expect(() => (result = run())).not.toThrow();
          expect(notPlainData(result)).toEqual([]);
        }),
        { numRuns: 300 },
      );
    });
  }

  it('the attribute objects reach the setup parsers: "constructor" in every attribute is reported, not used', () => {
    const everywhere = () => attributeObject([() => 'constructor', {}]) as never;
    const setups = {
      fire: fireMap.setup(everywhere(), 1),
      combatRound: combatRound.setup(everywhere(), 1),
      duel: parseDuelSetup(everywhere()),
      aiming: parseAimingSetup(everywhere()),
      check: parseCheckSetup(everywhere()),
      soul: parseSoulPassingSetup(everywhere()),
      initiative: parseInitiativeSetup(everywhere(), 1),
      attackRoll: parseAttackRollSetup(everywhere()),
      poolFight: poolFight.setup(everywhere(), 1),
    };
    for (const [name, parsed] of Object.entries(setups)) {
      const errors = (parsed as { errors?: string[] }).errors ?? [];
      expect(errors.length, `${name}: no problem reported`).toBeGreaterThan(0);
      expect(
        errors.some((e) => e.includes('constructor')),
        `${name}: ${errors.join(' | ')}`,
      ).toBe(true);
    }
  });

  it('the check itself finds what a prototype lookup leaks', () => {
    const table: Record<string, number> = { light: 1 };
    expect(notPlainData({ weight: table['constructor' as 'light'] })).toEqual(['result.weight is a function']);
    expect(notPlainData({ range: Number('x') })).toEqual(['result.range is NaN']);
    expect(notPlainData({ ok: [1, 'two', { three: 3 }] })).toEqual([]);
  });
});
