import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import type { Card } from '../../core/cards.js';
import { multipleOpponentsMachine } from './multiple-opponents.machine.js';
import { type MultipleOpponentsEvent, type MultipleOpponentsInput } from './multiple-opponents.context.js';
import { SEED_RULINGS } from '../melee/rulings.js';
import { DEFAULT_FOE, DEFAULT_LONE } from './multiple-opponents.setup.js';

type Snap = SnapshotFrom<typeof multipleOpponentsMachine>;

// Written out here, not taken from the code under test: a karma deck is 44 cards, the GM's world deck 42.
const KARMA_DECK = 44;
const WORLD_DECK = 42;

const MOVES = ['parry', 'parry-seize', 'melee-dodge', 'attack', 'block', 'swipe'] as const;

/** Every event a reader could try now; the machine's guards decide which go through. */
function tries(s: Snap): MultipleOpponentsEvent[] {
  const c = s.context;
  const out: MultipleOpponentsEvent[] = [
    { type: 'initiative.drawn' },
    { type: 'hands.drawn' },
    { type: 'register.closed' },
    { type: 'register.revealed' },
    { type: 'round.begun' },
    { type: 'card.withdrawn' },
    { type: 'hit.taken' },
    { type: 'hit.declined' },
    { type: 'joker.ruled', value: 3 },
  ];
  for (let foe = 0; foe < c.foes.length; foe++) {
    out.push({ type: 'initiative.named', foe });
    for (const card of c.hands.lone)
      for (const maneuver of MOVES)
        out.push(
          maneuver === 'swipe'
            ? { type: 'maneuver.declared', maneuver, card, targets: [foe, (foe + 1) % c.foes.length] }
            : { type: 'maneuver.declared', maneuver, card, foe },
        );
  }
  return out.filter((e) => s.can(e));
}

const inputArb: fc.Arbitrary<MultipleOpponentsInput> = fc
  .record({
    seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
    count: fc.integer({ min: 2, max: 3 }),
    small: fc.boolean(),
    skill: fc.integer({ min: 0, max: 5 }),
    training: fc.integer({ min: 0, max: 3 }),
    hitPoints: fc.integer({ min: 1, max: 12 }),
    // A table set up today (the seed's words: hits drawn, jokers named), or one saved by the build before.
    today: fc.boolean(),
    // How the fight opens (table rulings "A surprise against several foes", "A charge against several foes").
    opening: fc.constantFrom('as usual', 'surprising the first', 'surprising all', 'charging the last'),
    foeTraining: fc.integer({ min: 0, max: 1 }),
  })
  .map(({ seed, count, small, skill, training, hitPoints, today, opening, foeTraining }) => ({
    ...(today ? { rulings: SEED_RULINGS } : {}),
    ...(opening === 'surprising the first' ? { surprised: [0] } : {}),
    ...(opening === 'surprising all' ? { surprised: [...Array(count).keys()] } : {}),
    ...(opening === 'charging the last' ? { charge: count - 1 } : {}),
    lone: { ...DEFAULT_LONE, skill, combatTraining: training },
    foes: ['Ash', 'Brand', 'Cole']
      .slice(0, count)
      .map((name) => ({ ...DEFAULT_FOE, name, hitPoints, combatTraining: foeTraining, ...(small ? { size: 'small' as const } : {}) })),
    seed,
  }));

/** Play the picks: at each step, the pick-th of the events the machine would take now. */
function play(
  input: MultipleOpponentsInput,
  picks: readonly number[],
  check?: (s: Snap) => void,
): { snaps: Snap[]; events: MultipleOpponentsEvent[] } {
  let [s] = initialTransition(multipleOpponentsMachine, input);
  const snaps = [s];
  const events: MultipleOpponentsEvent[] = [];
  check?.(s);
  for (const pick of picks) {
    const legal = tries(s);
    if (legal.length === 0) break;
    const e = legal[pick % legal.length]!;
    [s] = transition(multipleOpponentsMachine, s, e);
    events.push(e);
    snaps.push(s);
    check?.(s);
  }
  return { snaps, events };
}

/** The cards on the table, by whose deck they came from (counted from the registers themselves). */
function onTable(s: Snap): { lone: Card[]; foes: Card[] } {
  const lone: Card[] = [];
  const foes: Card[] = [];
  for (const r of s.context.registers) {
    // Once turned over, a card lies with the hits drawn onto it.
    if (r.plays) {
      for (const p of r.plays.lone) lone.push(...p.chain);
      for (const p of r.plays.foes) if (p) foes.push(...p.chain);
      continue;
    }
    for (const c of r.lone) lone.push(c.card);
    for (const c of r.foeCards) if (c) foes.push(c.card);
  }
  return { lone, foes };
}

describe('multiple opponents: properties', () => {
  const picks = fc.array(fc.nat(200), { minLength: 5, maxLength: 60 });

  it('the opening round holds: a foe taken by surprise lays no card, and a charger lays one card at most, at the foe he charged', () => {
    fc.assert(
      fc.property(inputArb, picks, (input, ps) => {
        play(input, ps, (s) => {
          const c = s.context;
          for (const r of c.registers) for (const f of c.surprised) expect(r.foeCards[f]).toBeNull();
          if (c.charging !== undefined) {
            const his = c.registers.flatMap((r) => r.lone);
            expect(his.length).toBeLessThanOrEqual(1);
            for (const card of his) expect([card.foe, ...(card.targets ?? [])].every((f) => f === c.charging)).toBe(true);
            expect(c.registers.filter((r) => r.foeCards[c.charging!] !== null).length).toBeLessThanOrEqual(1);
          }
        });
      }),
      { numRuns: 80 },
    );
  });

  it('keeps every card: his deck is his pile, his hand and his cards on the table; the GM’s deck is its pile, the foes’ hands and their cards on the table', () => {
    fc.assert(
      fc.property(inputArb, picks, (input, ps) => {
        play(input, ps, (s) => {
          const c = s.context;
          const table = onTable(s);
          const lone = [...c.piles.lone.drawPile, ...c.piles.lone.discardPile, ...c.hands.lone, ...table.lone];
          const foes = [...c.piles.foes.drawPile, ...c.piles.foes.discardPile, ...c.hands.foes.flat(), ...table.foes];
          expect(lone).toHaveLength(KARMA_DECK);
          expect(new Set(lone).size).toBe(KARMA_DECK);
          expect(foes).toHaveLength(WORLD_DECK);
          expect(new Set(foes).size).toBe(WORLD_DECK);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('after every event, he holds the initiative in one pairing at most', () => {
    fc.assert(
      fc.property(inputArb, picks, (input, ps) => {
        play(input, ps, (s) => {
          let held = 0;
          for (const h of s.context.holders) if (h === 'lone') held++;
          expect(held).toBeLessThanOrEqual(1);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('never more than one card of his in a register unless every one is a parry, each against a different foe', () => {
    fc.assert(
      fc.property(inputArb, picks, (input, ps) => {
        play(input, ps, (s) => {
          for (const r of s.context.registers) {
            if (r.lone.length < 2) continue;
            expect(r.lone.every((c) => c.maneuver === 'parry' || c.maneuver === 'parry-seize')).toBe(true);
            expect(new Set(r.lone.map((c) => c.foe)).size).toBe(r.lone.length);
          }
        });
      }),
      { numRuns: 60 },
    );
  });

  it('same seed, same story: replaying the same events gives the same snapshots', () => {
    fc.assert(
      fc.property(inputArb, picks, (input, ps) => {
        const first = play(input, ps);
        let [s] = initialTransition(multipleOpponentsMachine, input);
        expect(JSON.stringify(s.context)).toBe(JSON.stringify(first.snaps[0]!.context));
        first.events.forEach((e, i) => {
          [s] = transition(multipleOpponentsMachine, s, e);
          expect(JSON.stringify(s.context)).toBe(JSON.stringify(first.snaps[i + 1]!.context));
          expect(s.value).toEqual(first.snaps[i + 1]!.value);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('damage only grows, and the fight is over exactly when he or every foe is out', () => {
    fc.assert(
      fc.property(inputArb, picks, (input, ps) => {
        const { snaps } = play(input, ps);
        for (let i = 1; i < snaps.length; i++) {
          const a = snaps[i - 1]!.context.damage;
          const b = snaps[i]!.context.damage;
          expect(b.lone).toBeGreaterThanOrEqual(a.lone);
          b.foes.forEach((d, f) => expect(d).toBeGreaterThanOrEqual(a.foes[f]!));
          const c = snaps[i]!.context;
          const over = c.damage.lone >= c.lone.hitPoints || c.foes.every((f, j) => c.damage.foes[j]! >= f.hitPoints);
          expect(snaps[i]!.matches('combatOver')).toBe(over);
        }
      }),
      { numRuns: 40 },
    );
  });
});
