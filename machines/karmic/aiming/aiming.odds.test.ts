import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** The simulations' own seeded generator (pure-rand's, mutable, so 100,000 trials stay quick). */
type Rng = ReturnType<typeof xoroshiro128plus>;
import type { Card } from '../../core/cards.js';
import { karmaValue } from '../karma-deck.js';
import { aimingMachine } from './aiming.machine.js';
import { fireOdds, nextCardOdds, predictionFor } from './aiming.odds.js';
import { AIMING_EXAMPLES } from './aiming.examples.js';
import { DEFAULT_TARGET } from './aiming.setup.js';
import { WEAPON_PRESETS } from '../ranged-weapons.js';
import type { Target } from '../ranged-shot.js';
import { type AimingContext, type AimingInput } from './aiming.context.js';

const [ENRIS_EXAMPLE] = AIMING_EXAMPLES as [(typeof AIMING_EXAMPLES)[number]];

type Snap = SnapshotFrom<typeof aimingMachine>;

const p = (odds: { outcomes: readonly { id: string; p: number }[] } | null, id: string) => odds!.outcomes.find((o) => o.id === id)?.p ?? 0;

/** The modifiers of the page's tables, written out here so the simulation does not read the rules modules. */
const SITUATION: Record<string, number> = { running: -1, walking: 0, stationary: 1, prone: -3, obscured: -3, 'low-light': -2, riding: -2 };
function bandModifier(distance: number, range: number): number | null {
  if (distance <= 1) return 0;
  if (distance > range) return null;
  if (distance <= range / 4) return -2;
  if (distance <= range / 2) return -4;
  return -6;
}

function play(input: AimingInput, events: readonly Parameters<typeof transition<typeof aimingMachine>>[2][]): Snap {
  let s: Snap = initialTransition(aimingMachine, input)[0];
  for (const e of events) if (s.can(e)) s = transition(aimingMachine, s, e)[0];
  return s;
}

/** The first `n` cards of a uniformly shuffled pile: a Fisher–Yates shuffle stopped after `n` places. */
function topOf(rng: Rng, pile: readonly Card[], n: number): [Card[], Rng] {
  const cards = [...pile];
  const take = Math.min(n, cards.length);
  for (let i = 0; i < take; i++) {
    const j = uniformInt(rng, i, cards.length - 1);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  return [cards.slice(0, take), rng];
}

/** Best natural value of `n` cards off a shuffled pile (then its shuffled discards), by hand. */
function drawBest(rng: Rng, draw: readonly Card[], discard: readonly Card[], n: number): [number | undefined, Rng] {
  let hand: Card[];
  [hand, rng] = topOf(rng, draw, n);
  if (hand.length < n) {
    let again: Card[];
    [again, rng] = topOf(rng, discard, n - hand.length);
    hand = [...hand, ...again];
  }
  let best: number | undefined;
  for (const c of hand) {
    const v = karmaValue(c);
    if (v !== undefined && (best === undefined || v > best)) best = v;
  }
  return [best, rng];
}

/** A seeded simulation of "fire now with the best card, never hit", written from the page's rules. */
function simulateFire(ctx: AimingContext, trials: number, seed: number): Record<string, number> {
  let rng: Rng = xoroshiro128plus(seed | 0);
  const tally: Record<string, number> = {};
  const t = ctx.target;
  const skillCards = (s: number) => (s === 0 ? 1 : s);
  const showing = ctx.window.map((c) => karmaValue(c)).filter((v): v is number => v !== undefined);
  const defenceStands = ctx.defence !== null && ctx.defence.turn === ctx.turn && ctx.defence.kind === t.defence.kind;
  for (let i = 0; i < trials; i++) {
    let card: number | undefined;
    if (ctx.window.length > 0) card = showing.length > 0 ? Math.max(...showing) : undefined;
    else [card, rng] = drawBest(rng, ctx.pile.drawPile, ctx.pile.discardPile, skillCards(ctx.shooter.skill));
    if (card === undefined) {
      tally['wild'] = (tally['wild'] ?? 0) + 1;
      continue;
    }
    let defence: number | undefined;
    if (t.defence.kind !== 'none' && !t.inMelee) {
      if (defenceStands) defence = ctx.defence!.total;
      else {
        const discard = [...ctx.targetPile.discardPile, ...(ctx.defence?.drawn ?? [])];
        let best: number | undefined;
        [best, rng] = drawBest(rng, ctx.targetPile.drawPile, discard, skillCards(t.defence.skill));
        defence = best! + (t.defence.kind === 'dodge' ? t.defence.awareness : 0);
      }
    }
    const attack =
      card +
      ctx.weapon.force +
      ctx.shooter.finesse +
      ctx.shooter.armourFinesse +
      ({ torso: 0, head: -5, legs: -3 } as Record<string, number>)[t.location]! +
      t.situations.reduce((s, x) => s + SITUATION[x]!, 0) +
      bandModifier(t.distance, ctx.weapon.range)! -
      (t.defence.kind === 'dodge' && defence !== undefined ? Math.max(0, defence) : 0);
    let kind: string;
    if (t.inMelee) kind = attack > 0 ? 'hit' : attack === 0 ? 'miss' : 'stray';
    else if (t.defence.kind === 'block' && defence! > attack) kind = 'blocked';
    else kind = attack > 0 ? 'hit' : 'miss';
    tally[kind] = (tally[kind] ?? 0) + 1;
  }
  return tally;
}

/** A seeded simulation of one more round of aiming: the next card off the shuffled pile. */
function simulateAim(ctx: AimingContext, trials: number, seed: number): number {
  const rng: Rng = xoroshiro128plus(seed | 0);
  const showing = ctx.window.map((c) => karmaValue(c)).filter((v): v is number => v !== undefined);
  const best = showing.length > 0 ? Math.max(...showing) : undefined;
  const falling = ctx.window.length >= ctx.weapon.aim ? [ctx.window[0]!] : [];
  const pile = ctx.pile.drawPile.length > 0 ? ctx.pile.drawPile : [...ctx.pile.discardPile, ...falling];
  let better = 0;
  for (let i = 0; i < trials; i++) {
    const v = karmaValue(pile[uniformInt(rng, 0, pile.length - 1)]!);
    if (v !== undefined && (best === undefined || v > best)) better++;
  }
  return better / trials;
}

const targets = fc.record({
  situations: fc.constantFrom<Target['situations']>(['stationary'], ['running', 'low-light'], ['walking', 'prone'], []),
  distance: fc.constantFrom(1, 4, 9, 15, 20),
  location: fc.constantFrom<Target['location']>('torso', 'head', 'legs'),
  size: fc.constant<Target['size']>('normal'),
  // Mostly a target that dodges or blocks, and mostly out of a melee, so most runs draw a defence.
  defence: fc.oneof(
    { arbitrary: fc.constant<Target['defence']>({ kind: 'none', skill: 0, awareness: 0 }), weight: 1 },
    {
      arbitrary: fc.record({
        kind: fc.constant<'dodge'>('dodge'),
        skill: fc.integer({ min: 0, max: 4 }),
        awareness: fc.integer({ min: -2, max: 3 }),
      }),
      weight: 3,
    },
    {
      arbitrary: fc.record({ kind: fc.constant<'block'>('block'), skill: fc.integer({ min: 0, max: 4 }), awareness: fc.constant(0) }),
      weight: 2,
    },
  ),
  inMelee: fc.constantFrom(false, false, false, true),
});

const tables = fc.record({
  seed: fc.nat({ max: 4294967295 }),
  skill: fc.integer({ min: 0, max: 4 }),
  finesse: fc.integer({ min: -2, max: 3 }),
  aim: fc.integer({ min: 1, max: 4 }),
  target: targets,
  // Steps played first, so piles shrink, shots come and go, and defences stand for a turn.
  steps: fc.array(fc.constantFrom('aim', 'fire', 'next', 'wait'), { maxLength: 14 }),
});

function tableOf(t: { seed: number; skill: number; finesse: number; aim: number; target: Target; steps: readonly string[] }): Snap {
  const input: AimingInput = {
    seed: t.seed,
    stacked: [],
    targetStacked: [],
    weapon: { ...WEAPON_PRESETS.spear, aim: t.aim, rate: { shots: 2, turns: 1 } },
    shooter: { skill: t.skill, finesse: t.finesse, armourFinesse: 0 },
    target: t.target,
  };
  let s: Snap = initialTransition(aimingMachine, input)[0];
  for (const step of t.steps) {
    const tryAll = (events: Parameters<typeof transition<typeof aimingMachine>>[2][]) => {
      for (const e of events)
        if (s.can(e)) {
          s = transition(aimingMachine, s, e)[0];
          return;
        }
    };
    if (step === 'aim') tryAll([{ type: 'aim.dealt' }]);
    if (step === 'wait') tryAll([{ type: 'turn.waited' }]);
    if (step === 'next') tryAll([{ type: 'hit.declined' }, { type: 'joker.ruled', value: 0 }, { type: 'shot.begun' }]);
    if (step === 'fire') {
      tryAll([{ type: 'shot.fired' }, { type: 'shot.fired', cardIndex: 0 }]);
      if (s.hasTag('choosing')) tryAll([{ type: 'card.chosen', card: s.context.shot!.drawn[0]! }]);
    }
  }
  // End where the shooter decides again: any shot away is finished and the row cleared.
  for (let guard = 0; guard < 4 && !s.hasTag('aiming'); guard++) {
    if (s.hasTag('choosing')) s = transition(aimingMachine, s, { type: 'card.chosen', card: s.context.shot!.drawn[0]! })[0];
    else if (s.hasTag('hitting')) s = transition(aimingMachine, s, { type: 'hit.declined' })[0];
    else if (s.hasTag('ruling')) s = transition(aimingMachine, s, { type: 'joker.ruled', value: 0 })[0];
    else s = transition(aimingMachine, s, { type: 'shot.begun' })[0];
  }
  return s;
}

describe('the odds of a shot, exactly', () => {
  it('gives the book’s example the right chance of a better card on turn 4: 13 in 41', () => {
    let s = initialTransition(aimingMachine, ENRIS_EXAMPLE.input)[0];
    for (const e of ENRIS_EXAMPLE.events.slice(0, 3)) s = transition(aimingMachine, s, e)[0];
    expect(p(nextCardOdds(s.context), 'better')).toBeCloseTo(13 / 41, 12);
    expect(nextCardOdds(s.context)!.question).toBe('One more round of aiming: will it show a better card than the best now showing (+2)?');
    expect(nextCardOdds(s.context)!.rule!.section).toBe('the-odds-beside-the-row');
  });

  it('counts a dodge not yet drawn: a deer with dodge skill 1 and no awareness, against a +2', () => {
    // 2 card + 1 stationary − 2 short range = 1 before the dodge; any positive dodge makes it miss.
    const s = play(
      {
        ...ENRIS_EXAMPLE.input,
        shooter: { skill: 2, finesse: 0, armourFinesse: 0 },
        target: { ...ENRIS_EXAMPLE.input.target, defence: { kind: 'dodge', skill: 1, awareness: 0 } },
      },
      [{ type: 'aim.dealt' }],
    );
    const world = s.context.targetPile.drawPile;
    const positive = world.filter((c) => karmaValue(c)! > 0).length;
    expect(p(fireOdds(s.context), 'miss')).toBeCloseTo(positive / world.length, 12);
    expect(p(fireOdds(s.context), 'hit')).toBeCloseTo(1 - positive / world.length, 12);
  });

  it('has no odds to give once the shot is away, nor for a shot that cannot be made', () => {
    const s = play(ENRIS_EXAMPLE.input, ENRIS_EXAMPLE.events);
    expect(fireOdds(s.context)).toBeNull();
    expect(nextCardOdds(s.context)).toBeNull();
    const far = initialTransition(aimingMachine, { ...ENRIS_EXAMPLE.input, target: { ...DEFAULT_TARGET, distance: 500 } })[0];
    expect(fireOdds(far.context)).toBeNull();
  });

  it('take less than 5 ms', () => {
    const s = play(
      {
        ...ENRIS_EXAMPLE.input,
        shooter: { skill: 10, finesse: 0, armourFinesse: 0 },
        target: { ...DEFAULT_TARGET, defence: { kind: 'block', skill: 10, awareness: 0 } },
      },
      [],
    );
    const times: number[] = [];
    for (let i = 0; i < 21; i++) {
      const t0 = performance.now();
      fireOdds(s.context);
      nextCardOdds(s.context);
      times.push(performance.now() - t0);
    }
    expect(times.sort((a, b) => a - b)[10]).toBeLessThan(5);
  });
});

describe('the odds against 100,000 seeded shots', () => {
  it('give the chance the shot hits (fired now, best card, no hits) within 1 percentage point of the simulation', () => {
    fc.assert(
      fc.property(tables, (t) => {
        const s = tableOf(t);
        expect(s.hasTag('aiming')).toBe(true);
        const odds = fireOdds(s.context);
        // Only a target beyond reach (the spear's 20 yards are never exceeded here) or a lone joker stops a shot.
        if (odds === null) return;
        const trials = 100_000;
        const sim = simulateFire(s.context, trials, t.seed ^ 0x5eed);
        for (const id of ['hit', 'miss', 'blocked', 'stray', 'wild'])
          expect(Math.abs(p(odds, id) - (sim[id] ?? 0) / trials), id).toBeLessThan(0.01);
      }),
      { numRuns: 8 },
    );
  }, 60_000);

  it('give the chance another round of aiming shows a better card within 1 percentage point of the simulation', () => {
    fc.assert(
      fc.property(tables, (t) => {
        const s = tableOf(t);
        const odds = nextCardOdds(s.context);
        if (odds === null || s.context.shot !== null) return;
        expect(Math.abs(p(odds, 'better') - simulateAim(s.context, 100_000, t.seed ^ 0xa11))).toBeLessThan(0.01);
      }),
      { numRuns: 12 },
    );
  }, 60_000);
});

describe('predict, then see', () => {
  it('asks whether another round of aiming improves the best card, and grades it on the deal', () => {
    let s = initialTransition(aimingMachine, ENRIS_EXAMPLE.input)[0];
    for (const e of ENRIS_EXAMPLE.events.slice(0, 3)) s = transition(aimingMachine, s, e)[0];
    const prediction = predictionFor(s)!;
    expect(prediction.question).toBe('Will another round of aiming show a better card than the +2?');
    expect(prediction.settledBy).toEqual(['aim.dealt']);
    const after = transition(aimingMachine, s, { type: 'aim.dealt' })[0];
    expect(prediction.answer(after.context)).toEqual({
      choice: 'better',
      why: [expect.objectContaining({ text: '+5 was dealt, better than the +2.' })],
    });
  });

  it('asks whether the shot hits when the shooter can only fire, and grades it on the shot', () => {
    const s = play(
      { ...ENRIS_EXAMPLE.input, stacked: ['2s', '4h', '7h', '5s', '9s'], weapon: { ...WEAPON_PRESETS['throwing-knife'], aim: 2 } },
      [{ type: 'aim.dealt' }, { type: 'shot.fired' }, { type: 'shot.begun' }],
    );
    // Same turn after a shot: no aiming, another throw allowed.
    const prediction = predictionFor(s)!;
    expect(prediction.settledBy).toEqual(['shot.fired']);
    const fired = transition(aimingMachine, s, { type: 'shot.fired' })[0];
    const chosen = transition(aimingMachine, fired, { type: 'card.chosen', card: fired.context.shot!.drawn[0]! })[0];
    expect(['hit', 'miss']).toContain(prediction.answer(chosen.context).choice);
  });
});
