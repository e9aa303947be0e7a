import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** The simulations' own seeded generator (pure-rand's, mutable, so 100,000 trials stay quick). */
type Rng = ReturnType<typeof xoroshiro128plus>;
import { karmaValue } from '../karma-deck.js';
import { karmaCheckMachine } from './karma-check.machine.js';
import { bestOfDraw, checkOdds, choose, predictionFor } from './karma-check.odds.js';
import { KARMA_CHECK_EXAMPLES } from './karma-check.examples.js';

const [TRACKING_EXAMPLE] = KARMA_CHECK_EXAMPLES as [(typeof KARMA_CHECK_EXAMPLES)[number], (typeof KARMA_CHECK_EXAMPLES)[number]];
import { DEFAULT_ACTOR, DEFAULT_INPUT, DEFAULT_OPPONENT, type KarmaCheckContext, type KarmaCheckInput } from './karma-check.context.js';

type Snap = SnapshotFrom<typeof karmaCheckMachine>;

/** The difficulty table as the page prints it, written out here so the test does not read the rules module. */
const DIFFICULTY: Record<string, number> = {
  'very-easy': 5,
  easy: 3,
  moderate: 0,
  difficult: -3,
  'very-difficult': -5,
  'nigh-impossible': -8,
};

const p = (odds: ReturnType<typeof checkOdds>, id: string) => odds!.outcomes.find((o) => o.id === id)?.p ?? 0;

describe('counting hands exactly', () => {
  it('knows n choose k', () => {
    expect(choose(44, 3)).toBe(13244);
    expect(choose(54, 27)).toBe(1946939425648112);
    expect(choose(3, 5)).toBe(0);
  });

  it('gives each of three cards a third as a one-card draw, a joker counting as no natural card', () => {
    const d = bestOfDraw({ drawPile: ['5s', '2h', 'JK1'], discardPile: [] }, 1);
    expect(d.none).toBeCloseTo(1 / 3, 12);
    expect(d.values.get(5)).toBeCloseTo(1 / 3, 12);
    expect(d.values.get(-2)).toBeCloseTo(1 / 3, 12);
  });

  it('counts the three two-card hands of three cards: two hold the +5, one has −2 as its best', () => {
    const d = bestOfDraw({ drawPile: ['5s', '2h', 'JK1'], discardPile: [] }, 2);
    expect(d.none).toBe(0);
    expect(d.values.get(5)).toBeCloseTo(2 / 3, 12);
    expect(d.values.get(-2)).toBeCloseTo(1 / 3, 12);
  });

  it('takes the whole draw pile and the rest from the shuffled discards when the pile runs short', () => {
    // The 2♥ is certain; one of the two discards joins it.
    const d = bestOfDraw({ drawPile: ['2h'], discardPile: ['5s', '7h'] }, 2);
    expect(d.values.get(5)).toBeCloseTo(1 / 2, 12);
    expect(d.values.get(-2)).toBeCloseTo(1 / 2, 12);
  });
});

describe('the odds before a check', () => {
  it('are certain for the book’s tracking check with its three cards stacked and nothing else in the deck', () => {
    const [s] = initialTransition(karmaCheckMachine, TRACKING_EXAMPLE.input);
    const ctx = {
      ...s.context,
      sides: s.context.sides.map((x) => ({
        ...x,
        drawers: x.drawers.map((d) => ({ ...d, pile: { drawPile: ['3h', '4h', '7h'], discardPile: [] } })),
      })),
    };
    const odds = checkOdds(ctx)!;
    expect(p(odds, 'success')).toBeCloseTo(1, 12);
    expect(odds.rows.find((r) => r.id === 'row:2')!.p).toBeCloseTo(1, 12);
    expect(odds.rule!.section).toBe('the-odds-before-you-draw');
  });

  it('add up to 1, and so do the chart rows (less the chance a joker decides)', () => {
    const [s] = initialTransition(karmaCheckMachine, {
      ...DEFAULT_INPUT,
      mode: 'opposed',
      actor: { ...DEFAULT_ACTOR, skill: 2, helperSkill: 1 },
    });
    const odds = checkOdds(s.context)!;
    expect(odds.outcomes.reduce((a, o) => a + o.p, 0)).toBeCloseTo(1, 12);
    expect(odds.rows.reduce((a, o) => a + o.p, 0) + p(odds, 'wild')).toBeCloseTo(1, 12);
  });

  it('are not given for a check that may not be tried, nor while a card is being chosen', () => {
    const refused = initialTransition(karmaCheckMachine, { ...DEFAULT_INPUT, actor: { ...DEFAULT_ACTOR, skill: 0, advanced: true } })[0];
    expect(checkOdds(refused.context)).toBeNull();
    const drawn = transition(karmaCheckMachine, initialTransition(karmaCheckMachine, DEFAULT_INPUT)[0], { type: 'check.drawn' })[0];
    expect(checkOdds(drawn.context)).toBeNull();
  });

  it('take less than 5 ms for the largest draws (skill 10 with a helper of 10, opposed)', () => {
    const [s] = initialTransition(karmaCheckMachine, {
      ...DEFAULT_INPUT,
      mode: 'opposed',
      actor: { ...DEFAULT_ACTOR, skill: 10, helperSkill: 10 },
      opponent: { ...DEFAULT_OPPONENT, skill: 10, helperSkill: 10 },
    });
    checkOdds(s.context);
    const times: number[] = [];
    for (let i = 0; i < 21; i++) {
      const t0 = performance.now();
      checkOdds(s.context);
      times.push(performance.now() - t0);
    }
    expect(times.sort((a, b) => a - b)[10]).toBeLessThan(5);
  });
});

// ---------------------------------------------------------------------------------------
// A seeded simulation, written without the odds module: shuffle what the player cannot see,
// draw, play the highest natural card, never hit.

/** The first `n` cards of a uniformly shuffled pile: a Fisher–Yates shuffle stopped after `n` places. */
function topOf(rng: Rng, pile: readonly string[], n: number): [string[], Rng] {
  const cards = [...pile];
  const take = Math.min(n, cards.length);
  for (let i = 0; i < take; i++) {
    const j = uniformInt(rng, i, cards.length - 1);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  return [cards.slice(0, take), rng];
}

function drawsOf(skill: number, second: number | null): number {
  const lower = second === null ? skill : Math.min(skill, second);
  return lower === 0 ? 1 : lower;
}

function simulate(ctx: KarmaCheckContext, trials: number, seed: number) {
  let rng: Rng = xoroshiro128plus(seed | 0);
  const tally = { success: 0, failure: 0, wild: 0 };
  const rows = new Map<number, number>();
  for (let t = 0; t < trials; t++) {
    const totals = ctx.sides.map((side) => {
      const s = side.settings;
      let best: number | undefined;
      side.drawers.forEach((d, j) => {
        const n = j === 0 ? drawsOf(s.skill, s.secondSkill) : s.helperSkill === null ? 0 : drawsOf(s.helperSkill, null);
        if (n === 0) return;
        let hand: string[];
        [hand, rng] = topOf(rng, d.pile.drawPile, n);
        if (hand.length < n) {
          let again: string[];
          [again, rng] = topOf(rng, d.pile.discardPile, n - hand.length);
          hand = [...hand, ...again];
        }
        for (const c of hand) {
          const v = karmaValue(c);
          if (v !== undefined && (best === undefined || v > best)) best = v;
        }
      });
      return best === undefined ? undefined : best + s.attribute + DIFFICULTY[s.difficulty]! + s.modifier;
    });
    if (totals.some((x) => x === undefined)) {
      tally.wild++;
      continue;
    }
    const [a, b] = totals as [number, number | undefined];
    const margin = b === undefined ? a : a - b;
    const ok = b === undefined ? a > 0 : a > b && (!ctx.mustAlsoSucceed || a > 0);
    tally[ok ? 'success' : 'failure']++;
    const row = Math.max(-10, Math.min(10, margin));
    rows.set(row, (rows.get(row) ?? 0) + 1);
  }
  return { tally, rows };
}

/** A table some checks into its decks (so piles run short and reshuffle), set up as given. */
function tableAfter(input: KarmaCheckInput, checks: number): KarmaCheckContext {
  let s: Snap = initialTransition(karmaCheckMachine, input)[0];
  for (let i = 0; i < checks; i++) {
    s = transition(karmaCheckMachine, s, { type: 'check.drawn' })[0];
    for (let guard = 0; guard < 20 && !s.hasTag('resolved'); guard++) {
      const side = s.context.sides.findIndex((x) => x.play === null);
      if (side >= 0) {
        const d = s.context.sides[side]!.drawers.findIndex((x) => x.hand.length > 0);
        s = transition(karmaCheckMachine, s, {
          type: 'card.chosen',
          side,
          drawer: d,
          card: s.context.sides[side]!.drawers[d]!.hand[0]!,
        })[0];
      } else if (s.hasTag('hitting')) {
        s = transition(karmaCheckMachine, s, { type: 'hit.declined', side: s.context.sides.findIndex((x) => !x.play!.stood) })[0];
      } else {
        s = transition(karmaCheckMachine, s, {
          type: 'joker.ruled',
          side: s.context.sides.findIndex((x) => x.verdict === null && x.play!.chain.some((c) => c.startsWith('JK'))),
          total: 0,
        })[0];
      }
    }
    s = transition(karmaCheckMachine, s, { type: 'check.begun' })[0];
  }
  return s.context;
}

describe('the odds against 100,000 seeded checks', () => {
  const side = fc.record({
    skill: fc.integer({ min: 0, max: 10 }),
    secondSkill: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
    helperSkill: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
    attribute: fc.integer({ min: -4, max: 4 }),
    difficulty: fc.constantFrom('very-easy', 'easy', 'moderate', 'difficult', 'very-difficult', 'nigh-impossible' as const),
    modifier: fc.integer({ min: -3, max: 3 }),
    deck: fc.constantFrom('karma' as const, 'world' as const),
  });

  it('agree with the simulation within 1 percentage point, for every outcome and chart row', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 4294967295 }),
        fc.boolean(),
        side,
        side,
        fc.boolean(),
        fc.integer({ min: 0, max: 5 }),
        (seed, opposed, a, b, must, checks) => {
          const input: KarmaCheckInput = {
            mode: opposed ? 'opposed' : 'basic',
            seed,
            mustAlsoSucceed: must,
            actor: { ...DEFAULT_ACTOR, ...a },
            opponent: { ...DEFAULT_OPPONENT, ...b },
          };
          const ctx = tableAfter(input, checks);
          const odds = checkOdds(ctx)!;
          const trials = 100_000;
          const sim = simulate(ctx, trials, seed ^ 0x5eed);
          for (const id of ['success', 'failure', 'wild'] as const)
            expect(Math.abs(p(odds, id) - sim.tally[id] / trials), id).toBeLessThan(0.01);
          for (const row of odds.rows) {
            const mt = Number(row.id.slice(4));
            expect(Math.abs(row.p - (sim.rows.get(mt) ?? 0) / trials), row.id).toBeLessThan(0.01);
          }
        },
      ),
      { numRuns: 6 },
    );
  }, 60_000);
});

describe('predict, then see', () => {
  it('asks before the draw whether the best card will be enough, and grades it on the draw', () => {
    const [s] = initialTransition(karmaCheckMachine, TRACKING_EXAMPLE.input);
    const prediction = predictionFor(s)!;
    expect(prediction.question).toBe('Will the best card Enris draws be enough to succeed?');
    expect(prediction.settledBy).toEqual(['check.drawn']);
    const after = transition(karmaCheckMachine, s, { type: 'check.drawn' })[0];
    const answer = prediction.answer(after.context);
    expect(answer.choice).toBe('success');
    expect(answer.why.map((w) => w.text)).toEqual([
      "Enris's best card is \u22123: \u22123 card + 2 attribute + 3 difficulty = 2.",
      '2 is above 0.',
    ]);
  });

  it('asks at a hit decision whether the check will succeed after the hit', () => {
    let [s] = initialTransition(karmaCheckMachine, { ...DEFAULT_INPUT, actor: { ...DEFAULT_ACTOR, skill: 1, stacked: ['Ks', '7h'] } });
    s = transition(karmaCheckMachine, s, { type: 'check.drawn' })[0];
    s = transition(karmaCheckMachine, s, { type: 'card.chosen', side: 0, drawer: 0, card: 'Ks' })[0];
    const prediction = predictionFor(s)!;
    expect(prediction.settledBy).toEqual(['hit.taken']);
    const after = transition(karmaCheckMachine, s, { type: 'hit.taken', side: 0 })[0];
    // +3 then −7: −4, not above 0.
    expect(prediction.answer(after.context).choice).toBe('failure');
  });

  it('asks nothing once the check is over', () => {
    let [s] = initialTransition(karmaCheckMachine, TRACKING_EXAMPLE.input);
    for (const e of TRACKING_EXAMPLE.events) s = transition(karmaCheckMachine, s, e)[0];
    expect(predictionFor(s)).toBeUndefined();
  });
});
