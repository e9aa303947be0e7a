// Every parser in machines/ that reads a reader's text (issue 17): fed arbitrary strings,
// prototype names, huge and negative numbers, unicode and markup, it never throws and never
// returns a value it was not given a rule for. Stated independently of the parsers: whatever
// a parser returns is plain data (hostile-text.testing.ts says what that means). The
// procedures' setups are reached through the catalogue, as every tool reaches them; the
// sub-parsers only one procedure has are fed the same text in that procedure's setup test.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROCEDURES } from '../catalogue.js';
import { attributeObject, attributes, notPlainData, text } from './hostile-text.testing.js';
import { parseCard, parseCards, standardDeck } from './cards.js';
import { parseRollList } from './random.js';
import { parseFireSettings } from '../lady-luck/fire-map/index.js';
import { parseFireMap } from '../lady-luck/area-map.js';
import { parseSize } from '../lady-luck/areas.js';
import { parseWeapon } from '../karmic/melee-weapons.js';
import { parseFireRate } from '../karmic/ranged-rate.js';
import { parseDuelMode, registerDuel } from '../karmic/register-duel/index.js';
import { parseOffHand, parseStack } from '../karmic/fighter-setup.js';
import { readExample } from './procedure.js';
import { parseGroup } from '../dice-pool/pool-fight/index.js';
import { parseShortLong } from '../dice-pool/ranged.js';
import { parsePool } from '../dice-pool/pool.js';

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
  readExample: text.map((t) => () => readExample(registerDuel, t, [])?.id),
  parseGroup: fc.tuple(text, fc.constantFrom('party', 'foes' as const)).map(
    ([t, g]) =>
      () =>
        parseGroup(g, g, t, []),
  ),
  parseShortLong: text.map((t) => () => parseShortLong(t)),
  parsePool: text.map((t) => () => parsePool(t)),
  parseFireSettings: attributes.map((a) => () => parseFireSettings(attributeObject(a) as never, false)),
  // Every procedure in the catalogue, by its own setup: the attributes it reads, and any others.
  ...Object.fromEntries(PROCEDURES.map((p) => [`${p.name}'s setup`, attributes.map((a) => () => p.setup(attributeObject(a), 1))])),
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
    for (const p of PROCEDURES) {
      const { name } = p;
      const errors = p.setup(everywhere(), 1).errors;
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
