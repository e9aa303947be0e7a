import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition } from 'xstate';
import { SEED_MAX } from '../core/attributes.js';
import { initiativeDealMachine } from './initiative-deal.machine.js';
import { initiativeDealInputProblem, parseInitiativeSetup, parseNewcomer, parseParticipants } from './initiative-deal.setup.js';

const PROTOTYPE_WORDS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];
/** Written out here, from the Turn order page, rather than taken from the code under test. */
const KINDS = ['pc', 'npc-group', 'monster', 'unique-npc'];
const SUITS = ['s', 'h', 'c', 'd'];
const NATURALS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'].flatMap((r) => SUITS.map((s) => r + s));
const DECK = new Set([...NATURALS, 'JK1', 'JK2']);

describe('setup attributes', () => {
  it('reads participants, a stacked deck and the rulings', () => {
    const { input, errors } = parseInitiativeSetup(
      { seed: '12', deck: 'Q♠ Qd', participants: 'Ada: pc; Ghouls: npc; Ogre: monster Q♠; Countess: unique; Wight: unique K♦', jokerTies: 'before-suits' },
      0,
    );
    expect(errors).toEqual([]);
    expect(input.seed).toBe(12);
    expect(input.stackedDeck).toEqual(['Qs', 'Qd']);
    expect(input.participants).toEqual([
      { name: 'Ada', kind: 'pc' },
      { name: 'Ghouls', kind: 'npc-group' },
      { name: 'Ogre', kind: 'monster', fixedCard: 'Qs' },
      { name: 'Countess', kind: 'unique-npc' },
      { name: 'Wight', kind: 'unique-npc', fixedCard: 'Kd' },
    ]);
    expect(input.rulings).toEqual({ jokerTies: 'before-suits', fixedTies: 'dealt-first' });
  });

  it('names each bad attribute and falls back to a default for it alone', () => {
    const { input, errors } = parseInitiativeSetup({ seed: 'abc', deck: 'Qs 11h', participants: 'Ogre: monster', fixedTies: 'sometimes' }, 77);
    expect(input.seed).toBe(77);
    expect(input.stackedDeck).toEqual([]);
    expect(input.participants!.length).toBeGreaterThan(0);
    expect(errors).toEqual([
      'seed: "abc" is not a whole number from 0 to 4294967295; a fresh seed was used',
      'deck: "11h" is not a card (try forms like A♠, 10h, Qd or JK); the deck is shuffled instead',
      'participants: Ogre is a monster and needs a fixed card: a value and a suit, such as Q♠, e.g. "Ogre: monster Q♠"; the sample table is used instead',
      'fixed-ties: "sometimes" is not one of the choices: use dealt-first or fixed-first; dealt-first is used',
    ]);
  });

  it('takes the same seeds as every widget, 0 to 4294967295, with the same message', () => {
    expect(parseInitiativeSetup({ seed: '4294967295' }, 1).input.seed).toBe(4294967295);
    expect(parseInitiativeSetup({ seed: '4294967296' }, 1).errors).toEqual(['seed: 4294967296 is outside 0 to 4294967295; a fresh seed was used']);
    expect(parseInitiativeSetup({ seed: '-1' }, 1).errors).toEqual(['seed: −1 is outside 0 to 4294967295; a fresh seed was used']);
  });

  it('treats a removed or blank attribute as not given: its default, and no message', () => {
    const { input, errors } = parseInitiativeSetup({ seed: null, deck: '  ', participants: '', jokerTies: '', fixedTies: null }, 5);
    expect(errors).toEqual([]);
    expect(input.participants!.map((p) => p.name)).toEqual(['Ada', 'Bram', 'Ghoul pack', 'Ogre']);
  });

  it('reads no kind under an inherited name: "Ada: constructor" is refused, not given a blank label', () => {
    for (const word of PROTOTYPE_WORDS) {
      const parsed = parseParticipants(`Ada: ${word}`);
      expect(parsed, word).toHaveProperty('error');
      expect((parsed as { error: string }).error).toContain('is not a kind');
    }
  });

  it('reads the add-someone form into the event that seats them, or says why not', () => {
    expect(parseNewcomer('Cato', 'pc', '')).toEqual({ event: { type: 'participant.added', name: 'Cato', kind: 'pc' } });
    expect(parseNewcomer('Ogre', 'monster', 'Q♠')).toEqual({ event: { type: 'participant.added', name: 'Ogre', kind: 'monster', fixedCard: 'Qs' } });
    expect(parseNewcomer('Ogre', 'monster', '')).toEqual({ error: 'Ogre is a monster and needs a fixed card: a value and a suit, such as Q♠' });
    expect(parseNewcomer('', 'pc', '')).toEqual({ error: 'a name cannot be blank' });
    expect(parseNewcomer('Ogre', 'monster', '11h')).toEqual({ error: '"11h" is not a card (try forms like Q♠ or Qs)' });
    expect(parseNewcomer('Ogre', 'constructor', '')).toHaveProperty('error');
  });
});

/** Text that looks like a participants list: names, kind words (some wrong), cards (some wrong). */
const arbEntry = fc
  .tuple(
    fc.oneof(fc.constantFrom('Ada', 'Ghoul pack', 'NaN', ' ', 'x'.repeat(50)), fc.string({ maxLength: 8 })),
    fc.oneof(fc.constantFrom('pc', 'player', 'npc', 'group', 'monster', 'unique', 'MONSTER', ...PROTOTYPE_WORDS), fc.string({ maxLength: 6 })),
    fc.option(fc.oneof(fc.constantFrom('Q♠', 'Qs', '10h', 'JK', 'JK1', '11h', '1s', 'Zz', 'constructor'), fc.string({ maxLength: 3 })), { nil: undefined }),
  )
  .map(([name, kind, card]) => `${name}: ${kind}${card === undefined ? '' : ` ${card}`}`);
const arbParticipants = fc.oneof(fc.array(arbEntry, { maxLength: 5 }).map((e) => e.join('; ')), fc.string({ maxLength: 40 }));

describe('the parsers never return a value they were not given a rule for', () => {
  it('parseParticipants: every kind is one of the four, every fixed card a natural card, where the kind allows one', () => {
    fc.assert(
      fc.property(arbParticipants, (text) => {
        const parsed = parseParticipants(text);
        if ('error' in parsed) return typeof parsed.error === 'string' && parsed.error.length > 0;
        for (const p of parsed.participants) {
          expect(KINDS).toContain(p.kind);
          expect(p.name.trim()).not.toBe('');
          expect(p.name).not.toMatch(/[:;]/);
          if (p.fixedCard !== undefined) {
            expect(NATURALS).toContain(p.fixedCard);
            expect(['monster', 'unique-npc']).toContain(p.kind);
          } else {
            expect(p.kind).not.toBe('monster');
          }
        }
        return parsed.participants.length > 0;
      }),
      { numRuns: 500 },
    );
  });

  it('parseInitiativeSetup: a seed in range or the fallback, a deck of distinct cards, rulings from their two choices', () => {
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.oneof(fc.string(), fc.integer().map(String), fc.constantFrom('4294967296', '1e3', 'NaN', ...PROTOTYPE_WORDS)),
          deck: fc.oneof(fc.string(), fc.array(fc.constantFrom('Qs', 'JK', 'JK', 'JK', '10h', 'Qs', 'Ah', 'constructor'), { maxLength: 6 }).map((a) => a.join(' '))),
          participants: arbParticipants,
          jokerTies: fc.oneof(fc.string(), fc.constantFrom('after-suits', 'before-suits', 'BEFORE-SUITS', ...PROTOTYPE_WORDS)),
          fixedTies: fc.oneof(fc.string(), fc.constantFrom('dealt-first', 'fixed-first', ...PROTOTYPE_WORDS)),
        }),
        (attrs) => {
          const { input, errors } = parseInitiativeSetup(attrs, 99);
          expect(Number.isInteger(input.seed) && input.seed >= 0 && input.seed <= SEED_MAX).toBe(true);
          expect(new Set(input.stackedDeck).size).toBe(input.stackedDeck!.length);
          for (const c of input.stackedDeck!) expect(DECK.has(c)).toBe(true);
          expect(['after-suits', 'before-suits']).toContain(input.rulings!.jokerTies);
          expect(['dealt-first', 'fixed-first']).toContain(input.rulings!.fixedTies);
          for (const e of errors) expect(e).toMatch(/^(seed|deck|participants|joker-ties|fixed-ties): /);
          // Whatever it returned, the machine starts from it, and the input check agrees.
          expect(initiativeDealInputProblem(input)).toBeUndefined();
          expect(() => initialTransition(initiativeDealMachine, input)).not.toThrow();
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('saved and shared inputs of any shape', () => {
  it('says in plain words what is wrong with the input of a damaged saved table', () => {
    expect(initiativeDealInputProblem(null)).toBe('it holds no setup');
    expect(initiativeDealInputProblem({})).toBe('its seed is not a whole number from 0 to 4294967295');
    expect(initiativeDealInputProblem({ seed: 1, stackedDeck: ['Qs', 'Qs'] })).toBe('its stacked deck lists a card twice');
    expect(initiativeDealInputProblem({ seed: 1, participants: [{ name: 'Ada', kind: 'constructor' }] })).toMatch(/^participant 1: /);
    expect(initiativeDealInputProblem({ seed: 1, participants: [{ name: 'Ogre', kind: 'monster' }] })).toMatch(/needs a fixed card/);
    expect(initiativeDealInputProblem({ seed: 1, rulings: { jokerTies: 'toString' } })).toBe('its joker ruling is not after-suits or before-suits');
    expect(initiativeDealInputProblem({ seed: 1 })).toBeUndefined();
  });

  it('accepts only inputs the machine starts from, and its messages never print an engine word', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.record({ seed: fc.jsonValue(), stackedDeck: fc.jsonValue(), participants: fc.jsonValue(), rulings: fc.jsonValue() }, { requiredKeys: [] }), (a, b) => {
        for (const input of [a, b]) {
          const problem = initiativeDealInputProblem(input);
          if (problem === undefined) expect(() => initialTransition(initiativeDealMachine, input as never)).not.toThrow();
          else expect(problem).not.toMatch(/\bundefined\b|\bnull\b|\bNaN\b|object Object/);
        }
      }),
      { numRuns: 300 },
    );
  });
});
