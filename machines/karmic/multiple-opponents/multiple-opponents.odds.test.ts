import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import type { Card } from '../../core/cards.js';
import { seedRandom, shuffle } from '../../core/random.js';
import { karmaDeck, karmaValue, worldDeck } from '../karma-deck.js';
import { createInitialContext } from './multiple-opponents.steps.js';
import { multipleOpponentsMachine } from './multiple-opponents.machine.js';
import { SEVERAL_KIT } from './multiple-opponents.kit.js';
import { severalOdds } from './multiple-opponents.odds.js';

const { nextOdds, predictionFor } = severalOdds(SEVERAL_KIT);
import { GOBLINS_EVENTS, GOBLINS_EXAMPLE } from './multiple-opponents.examples.js';
import { parseMultipleOpponentsSetup } from './multiple-opponents.setup.js';

describe('multiple opponents: odds', () => {
  it('the initiative odds of the first open pairing sum to 1', () => {
    const ctx = createInitialContext(parseMultipleOpponentsSetup({}).input);
    const odds = nextOdds(ctx)!;
    expect(odds.question).toBe('The initiative between Devon and Ash');
    expect(odds.outcomes.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12);
  });

  it('match a 100,000-trial seeded simulation within 1 %', () => {
    const { input } = parseMultipleOpponentsSetup({});
    const exact = nextOdds(createInitialContext(input))!;
    const counts = { lone: 0, tie: 0, foe: 0 };
    const trials = 100_000;
    // Shuffled here, not by the machine: Devon draws two cards (combat training 2), Ash one (untrained), willpower 0 each.
    let random = seedRandom(2026);
    const best = (cards: readonly Card[]) => Math.max(...cards.map((c) => karmaValue(c) ?? -Infinity));
    const total = (cards: readonly Card[]) => (Number.isFinite(best(cards)) ? best(cards) : 0);
    for (let i = 0; i < trials; i++) {
      let lone: Card[];
      let world: Card[];
      [lone, random] = shuffle(random, karmaDeck());
      [world, random] = shuffle(random, worldDeck());
      const a = total(lone.slice(0, 2));
      const b = total(world.slice(0, 1));
      counts[a > b ? 'lone' : a === b ? 'tie' : 'foe']++;
    }
    for (const o of exact.outcomes) expect(Math.abs(counts[o.id as keyof typeof counts] / trials - o.p)).toBeLessThan(0.01);
  });

  it('no odds once every pairing is settled', () => {
    let [s] = initialTransition(multipleOpponentsMachine, GOBLINS_EXAMPLE);
    [s] = transition(multipleOpponentsMachine, s, GOBLINS_EVENTS[0]!);
    [s] = transition(multipleOpponentsMachine, s, GOBLINS_EVENTS[1]!);
    expect(nextOdds(s.context)).toBeUndefined();
  });
});

describe('multiple opponents: predictions', () => {
  it('before a register turns over, asks how many blows land, and grades it on the step after', () => {
    let [s] = initialTransition(multipleOpponentsMachine, GOBLINS_EXAMPLE);
    for (const e of GOBLINS_EVENTS.slice(0, 8)) [s] = transition(multipleOpponentsMachine, s, e);
    const p = predictionFor(s)!;
    expect(p.question).toBe('Register 1 holds 2 blows. How many land?');
    [s] = transition(multipleOpponentsMachine, s, GOBLINS_EVENTS[8]!);
    expect(p.answer(s.context).choice).toBe('0');
    const q = predictionFor(s)!;
    expect(q.question).toBe('Register 2 holds 5 blows. How many land?');
    [s] = transition(multipleOpponentsMachine, s, GOBLINS_EVENTS[9]!);
    expect(q.answer(s.context).choice).toBe('5');
  });

  it('predicting changes nothing: the same events give the same story', () => {
    let [a] = initialTransition(multipleOpponentsMachine, GOBLINS_EXAMPLE);
    let [b] = initialTransition(multipleOpponentsMachine, GOBLINS_EXAMPLE);
    for (const e of GOBLINS_EVENTS) {
      predictionFor(a);
      [a] = transition(multipleOpponentsMachine, a, e);
      [b] = transition(multipleOpponentsMachine, b, e);
    }
    expect(JSON.stringify(a.context)).toBe(JSON.stringify(b.context));
  });

  it('are not asked of a register whose hit card he has still to decide on: the blows are counted once he has', () => {
    // Devon answers Brand's attack in register 1 with the king of spades, a hit card.
    const { input } = parseMultipleOpponentsSetup({
      seed: '31',
      'lone-stack': '5s 2h JK1 Ks Qs 4s 3s',
      'foe-stack': '2h 3h Qs 2s Kh 3s 9s 8s',
      // Two cards a foe, as these stacks were laid for (a fresh table gives each foe one).
      'foe-skill': '2',
    });
    let [s] = initialTransition(multipleOpponentsMachine, input);
    for (const e of [
      { type: 'initiative.drawn' },
      { type: 'initiative.named', foe: 0 },
      { type: 'hands.drawn' },
      { type: 'maneuver.declared', maneuver: 'parry', card: 'Ks', foe: 1 },
      { type: 'register.closed' },
      { type: 'register.closed' },
      { type: 'register.closed' },
    ] as const)
      [s] = transition(multipleOpponentsMachine, s, e);
    expect(s.hasTag('turning over')).toBe(true);
    expect(predictionFor(s)).toBeUndefined();
    // Register 2 holds only Brand's attack, nothing of his to decide: asked, and graded on the step after.
    for (const e of [{ type: 'register.revealed' }, { type: 'hit.declined' }] as const) [s] = transition(multipleOpponentsMachine, s, e);
    const p = predictionFor(s)!;
    expect(p.question).toBe('Register 2 holds 1 blow. How many land?');
    [s] = transition(multipleOpponentsMachine, s, { type: 'register.revealed' });
    expect(p.answer(s.context).choice).toBe('1');
  });
});
