import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition, transition } from 'xstate';
import { SEED_MAX } from '../../core/attributes.js';
import { notPlainData, text } from '../../core/hostile-text.testing.js';
import { initiativeDealMachine, initiativeDealRecord } from './initiative-deal.machine.js';
import { type InitiativeDealEvent, type InitiativeDealInput } from './initiative-deal.context.js';
import {
  initiativeDealInputProblem,
  keptRecord,
  parseInitiativeDealSetup,
  parseNewcomer,
  parseParticipants,
} from './initiative-deal.setup.js';

const PROTOTYPE_WORDS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];
/** Written out here, from the Turn order page, rather than taken from the code under test. */
const KINDS = ['pc', 'npc-group', 'monster', 'unique-npc'];
const SUITS = ['s', 'h', 'c', 'd'];
const NATURALS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'].flatMap((r) => SUITS.map((s) => r + s));
const DECK = new Set([...NATURALS, 'JK1', 'JK2']);

describe('setup attributes', () => {
  it('reads participants, a stacked deck and the rulings', () => {
    const { input, errors } = parseInitiativeDealSetup(
      {
        seed: '12',
        deck: 'Q♠ Qd',
        participants: 'Ada: pc; Ghouls: npc; Ogre: monster Q♠; Countess: unique; Wight: unique K♦',
        'joker-ties': 'before-suits',
      },
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
    const { input, errors } = parseInitiativeDealSetup(
      { seed: 'abc', deck: 'Qs 11h', participants: 'Ogre: monster', 'fixed-ties': 'sometimes' },
      77,
    );
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
    expect(parseInitiativeDealSetup({ seed: '4294967295' }, 1).input.seed).toBe(4294967295);
    expect(parseInitiativeDealSetup({ seed: '4294967296' }, 1).errors).toEqual([
      'seed: 4294967296 is outside 0 to 4294967295; a fresh seed was used',
    ]);
    expect(parseInitiativeDealSetup({ seed: '-1' }, 1).errors).toEqual(['seed: −1 is outside 0 to 4294967295; a fresh seed was used']);
  });

  it('treats a removed or blank attribute as not given: its default, and no message', () => {
    const { input, errors } = parseInitiativeDealSetup(
      { seed: null, deck: '  ', participants: '', 'joker-ties': '', 'fixed-ties': null },
      5,
    );
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
    expect(parseNewcomer('Ogre', 'monster', 'Q♠')).toEqual({
      event: { type: 'participant.added', name: 'Ogre', kind: 'monster', fixedCard: 'Qs' },
    });
    expect(parseNewcomer('Ogre', 'monster', '')).toEqual({
      error: 'Ogre is a monster and needs a fixed card: a value and a suit, such as Q♠',
    });
    expect(parseNewcomer('', 'pc', '')).toEqual({ error: 'a name cannot be blank' });
    expect(parseNewcomer('Ogre', 'monster', '11h')).toEqual({ error: '"11h" is not a card (try forms like Q♠ or Qs)' });
    expect(parseNewcomer('Ogre', 'constructor', '')).toHaveProperty('error');
  });
});

/** Text that looks like a participants list: names, kind words (some wrong), cards (some wrong). */
const arbEntry = fc
  .tuple(
    fc.oneof(fc.constantFrom('Ada', 'Ghoul pack', 'NaN', ' ', 'x'.repeat(50)), fc.string({ maxLength: 8 })),
    fc.oneof(
      fc.constantFrom('pc', 'player', 'npc', 'group', 'monster', 'unique', 'MONSTER', ...PROTOTYPE_WORDS),
      fc.string({ maxLength: 6 }),
    ),
    fc.option(fc.oneof(fc.constantFrom('Q♠', 'Qs', '10h', 'JK', 'JK1', '11h', '1s', 'Zz', 'constructor'), fc.string({ maxLength: 3 })), {
      nil: undefined,
    }),
  )
  .map(([name, kind, card]) => `${name}: ${kind}${card === undefined ? '' : ` ${card}`}`);
const arbParticipants = fc.oneof(
  fc.array(arbEntry, { maxLength: 5 }).map((e) => e.join('; ')),
  fc.string({ maxLength: 40 }),
);

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

  it('parseInitiativeDealSetup: a seed in range or the fallback, a deck of distinct cards, rulings from their two choices', () => {
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.oneof(fc.string(), fc.integer().map(String), fc.constantFrom('4294967296', '1e3', 'NaN', ...PROTOTYPE_WORDS)),
          deck: fc.oneof(
            fc.string(),
            fc.array(fc.constantFrom('Qs', 'JK', 'JK', 'JK', '10h', 'Qs', 'Ah', 'constructor'), { maxLength: 6 }).map((a) => a.join(' ')),
          ),
          participants: arbParticipants,
          'joker-ties': fc.oneof(fc.string(), fc.constantFrom('after-suits', 'before-suits', 'BEFORE-SUITS', ...PROTOTYPE_WORDS)),
          'fixed-ties': fc.oneof(fc.string(), fc.constantFrom('dealt-first', 'fixed-first', ...PROTOTYPE_WORDS)),
        }),
        (attrs) => {
          const { input, errors } = parseInitiativeDealSetup(attrs, 99);
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
    expect(initiativeDealInputProblem({ seed: 1, rulings: { jokerTies: 'toString' } })).toBe(
      'its joker ruling is not after-suits or before-suits',
    );
    expect(initiativeDealInputProblem({ seed: 1 })).toBeUndefined();
  });

  it('accepts only inputs the machine starts from, and its messages never print an engine word', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.record(
          { seed: fc.jsonValue(), stackedDeck: fc.jsonValue(), participants: fc.jsonValue(), rulings: fc.jsonValue() },
          { requiredKeys: [] },
        ),
        (a, b) => {
          for (const input of [a, b]) {
            const problem = initiativeDealInputProblem(input);
            if (problem === undefined) expect(() => initialTransition(initiativeDealMachine, input as never)).not.toThrow();
            else expect(problem).not.toMatch(/\bundefined\b|\bnull\b|\bNaN\b|object Object/);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('what a saved table and a share link keep (hands are secret)', () => {
  // Dealt a full hand at a time from the top: Ada Q♠ 2♥ 3♥ 4♥ 5♥, Bram Q♦ 2♣ 3♣ 4♣ 5♣, Cleo 6♠ 7♠ 8♠ 9♠ 10♠.
  const input: InitiativeDealInput = {
    seed: 11,
    stackedDeck: ['Qs', '2h', '3h', '4h', '5h', 'Qd', '2c', '3c', '4c', '5c', '6s', '7s', '8s', '9s', '10s'],
    participants: [
      { name: 'Ada', kind: 'pc' },
      { name: 'Bram', kind: 'pc' },
      { name: 'Cleo', kind: 'pc' },
    ],
  };
  const events: InitiativeDealEvent[] = [
    { type: 'hand.dealt' },
    // Ada lays the 2♥ and takes it back: nobody ever saw it.
    { type: 'card.played', id: 'p1', card: '2h' },
    { type: 'card.withdrawn', id: 'p1' },
    { type: 'card.played', id: 'p1', card: 'Qs' },
    { type: 'card.played', id: 'p2', card: 'Qd' },
    { type: 'card.played', id: 'p3', card: '6s' },
    { type: 'round.revealed' },
    { type: 'round.begun' },
    // Cleo lays the 7♠ and leaves with it face down: it goes back into the deck unseen.
    { type: 'card.played', id: 'p3', card: '7s' },
    { type: 'participant.removed', id: 'p3' },
    { type: 'card.played', id: 'p1', card: '3h' },
    { type: 'card.played', id: 'p2', card: '2c' },
    { type: 'round.revealed' },
    { type: 'round.begun' },
    // Round 3 is under way: Bram's 5♣ is face down.
    { type: 'card.played', id: 'p2', card: '5c' },
  ];
  const replay = (evs: readonly InitiativeDealEvent[]) =>
    evs.reduce((s, e) => {
      expect(s.can(e), JSON.stringify(e)).toBe(true);
      return transition(initiativeDealMachine, s, e)[0];
    }, initialTransition(initiativeDealMachine, input)[0]);
  const withoutNarration = (s: ReturnType<typeof replay>) => ({ value: s.value, context: { ...s.context, narration: [] } });

  it("keeps every move when every hand is shown (the LM's view)", () => {
    const record = { input, events, step: events.length };
    expect(keptRecord(true, record)).toBe(record);
  });

  it('names no card that was face down and never turned up: not one taken back, carried off by a leaver, or still face down', () => {
    const kept = keptRecord(false, { input, events, step: events.length });
    const saved = JSON.stringify({ format: initiativeDealRecord.current, ...kept });
    for (const hidden of ['2h', '7s', '5c']) expect(saved).not.toContain(`"card":"${hidden}"`);
    // It stops at the start of round 3, before Bram's card, and shows that step.
    expect(kept.events.map((e) => e.type).slice(-2)).toEqual(['round.revealed', 'round.begun']);
    expect(kept.step).toBe(kept.events.length);
    expect(kept.events).toHaveLength(events.length - 4);
  });

  it('replays to the same table, card for card, as the whole record did at that point', () => {
    const kept = keptRecord(false, { input, events, step: events.length });
    expect(withoutNarration(replay(kept.events))).toEqual(withoutNarration(replay(events.slice(0, -1))));
  });

  it('moves the step shown back with the moves it leaves out', () => {
    // A record that ends at step 5 (Ada's Q♠ and Bram's Q♦ face down): only the deal is kept, shown at its end.
    expect(keptRecord(false, { input, events: events.slice(0, 5), step: 5 })).toEqual({ input, events: [events[0]], step: 1 });
    // The whole record shown at step 5: the same moment, less the 2♥ laid and taken back.
    expect(keptRecord(false, { input, events, step: 5 }).step).toBe(3);
    // Shown before the deal: step 0 still.
    expect(keptRecord(false, { input, events, step: 0 }).step).toBe(0);
  });

  it('reads a table from before initiative-deal/3 (a card taken back went to the end of the hand) and keeps nothing from before that card was laid', () => {
    const legacy = events.map((e) => (e.type === 'card.withdrawn' ? { ...e, legacyOrder: true as const } : e));
    expect(keptRecord(false, { input, events: legacy, step: legacy.length }).events).toEqual([events[0]]);
  });

  it('for any game, keeps a record that replays to a moment of the whole game with no card face down, naming only cards turned up', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 60 }), fc.nat(), (choices, stepChoice) => {
        let [s] = initialTransition(initiativeDealMachine, input);
        const played: InitiativeDealEvent[] = [];
        const seen = [withoutNarration(s)];
        for (const c of choices) {
          const ctx = s.context;
          const candidates: InitiativeDealEvent[] = [
            { type: 'hand.dealt' },
            { type: 'round.revealed' },
            { type: 'round.begun' },
            { type: 'turn.ended' },
          ];
          for (const p of ctx.participants) {
            const card = p.hand[c % Math.max(1, p.hand.length)];
            if (card) candidates.push({ type: 'card.played', id: p.id, card, ...(card.startsWith('JK') ? { namedRank: 12 } : {}) });
            if (c % 5 === 0) candidates.push({ type: 'card.withdrawn', id: p.id });
            if (c % 23 === 0) candidates.push({ type: 'participant.removed', id: p.id });
          }
          if (c % 29 === 0) candidates.push({ type: 'participant.added', name: `N${c}`, kind: 'pc' });
          const legal = candidates.filter((e) => s.can(e));
          const event = legal[c % Math.max(1, legal.length)];
          if (!event) continue;
          [s] = transition(initiativeDealMachine, s, event);
          played.push(event);
          seen.push(withoutNarration(s));
        }
        const step = stepChoice % (played.length + 1);
        const kept = keptRecord(false, { input, events: played, step });
        expect(kept.step).toBeGreaterThanOrEqual(0);
        expect(kept.step).toBeLessThanOrEqual(Math.min(step, kept.events.length));
        // Replayed, it is a moment of the whole game, and no card lies face down in it.
        let k = initialTransition(initiativeDealMachine, input)[0];
        const turnedUp = new Set<string>();
        for (const e of kept.events) {
          expect(k.can(e)).toBe(true);
          [k] = transition(initiativeDealMachine, k, e);
          for (const o of k.context.order) if (o.card) turnedUp.add(o.card);
        }
        const end = JSON.stringify(withoutNarration(k));
        expect(seen.some((x) => JSON.stringify(x) === end)).toBe(true);
        expect(k.matches({ 'playing a hand': 'playing face down' }) && Object.keys(k.context.plays).length > 0).toBe(false);
        // Every card a kept move lays was turned up by a reveal the record also holds.
        for (const e of kept.events) if (e.type === 'card.played') expect(turnedUp.has(e.card)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});

describe('a saved or shared seed', () => {
  it('is read in the one range every widget takes, 0 to 4294967295, with the one message', () => {
    for (const seed of [0, 4294967295]) expect(initiativeDealInputProblem({ ...{ seed: 1 }, seed })).toBeUndefined();
    for (const seed of [-1, 2 ** 32, 1.5])
      expect(initiativeDealInputProblem({ ...{ seed: 1 }, seed }), String(seed)).toBe(
        'its seed is not a whole number from 0 to 4294967295',
      );
  });
});

describe('the participants and newcomer parsers, fed hostile text (issue 17), return plain data and never throw', () => {
  it('parseParticipants', () => {
    fc.assert(
      fc.property(text, (t) => {
        let result: unknown;
        expect(() => (result = parseParticipants(t))).not.toThrow();
        expect(notPlainData(result)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('parseNewcomer', () => {
    fc.assert(
      fc.property(text, text, text, (name, kind, card) => {
        let result: unknown;
        expect(() => (result = parseNewcomer(name, kind, card))).not.toThrow();
        expect(notPlainData(result)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
