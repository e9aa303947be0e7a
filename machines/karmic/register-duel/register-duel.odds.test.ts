import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { randomInt, seedRandom, type RandomState } from '../../core/random.js';
import { pendingDecision, reveal, standOn, takeHit } from './register-duel.steps.js';
import { registerDuelMachine } from './register-duel.machine.js';
import { settle } from './register-duel.settle.js';
import { fightSummary } from './register-duel.view.js';
import { type RegisterDuelContext, type RegisterDuelEvent, type RegisterDuelInput } from './register-duel.context.js';
import { duelOdds, type Viewer } from './register-duel.odds.js';
import { DUEL_KIT } from './register-duel.kit.js';
import { BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS } from './register-duel.examples.js';
import { DEFAULT_FIGHTERS } from './register-duel.setup.js';
import { MANEUVERS } from '../maneuvers.js';
import { WEAPONS } from '../melee-weapons.js';
import type { Declaration } from '../melee/declarations.js';
import type { Fighter, Hand, Side } from '../melee/fighters.js';

type Snap = SnapshotFrom<typeof registerDuelMachine>;

const { nextOdds, predictionFor } = duelOdds(DUEL_KIT);

function play(input: RegisterDuelInput, events: readonly RegisterDuelEvent[]): Snap {
  let [snap] = initialTransition(registerDuelMachine, input);
  for (const e of events) [snap] = transition(registerDuelMachine, snap, e);
  return snap;
}

const p = (odds: ReturnType<typeof nextOdds>, id: string) => odds!.outcomes.find((o) => o.id === id)!.p;

/** Karma value counted by hand: black up, red down; ace and jack 1, queen 2, king 3. */
function worth(card: string): number | undefined {
  if (card.startsWith('JK')) return undefined;
  const rank = card.slice(0, -1);
  const size = rank === 'A' || rank === 'J' ? 1 : rank === 'Q' ? 2 : rank === 'K' ? 3 : Number(rank);
  return 'hd'.includes(card.slice(-1)) ? -size : size;
}

describe('the odds of a register, worked out card by card', () => {
  const declared = play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS.slice(0, 7));

  it("from Devon's seat before register 1: his +3 (hit) and +1 beat any parry card of +3 or less, 32 of the soldier's 41 unseen cards", () => {
    // The soldier's world deck less the −4 he showed for initiative: 41 cards Devon cannot place.
    // Devon's attack total is 3 + 1 − (the parry when positive): above 0 for a parry card up to +3,
    // that is all 20 red cards left and the black ace, 2, 3, jack, queen and king of both suits.
    const odds = nextOdds(declared.context, 0)!;
    expect(odds.question).toBe("Register 1 turns over: does Devon's attack succeed, before anyone hits?");
    expect(p(odds, 'succeeds')).toBe(32 / 41);
    expect(p(odds, 'fails')).toBe(9 / 41);
    expect(p(odds, 'wild')).toBe(0);
    expect(odds.rule?.section).toBe('resolution');
  });

  it("from the table's seat, with both cards known, the register is already settled: a miss", () => {
    const odds = nextOdds(declared.context, 'table')!;
    expect(p(odds, 'fails')).toBe(1);
  });

  it("from the soldier's seat before register 3: the disarm turns on Devon's unseen card, jokers included", () => {
    const twoDone = play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS.slice(0, 11));
    const odds = nextOdds(twoDone.context, 1)!;
    // Devon's karma deck less the five cards the soldier has seen face up (+2, −3, +3, −2):
    // 40 unseen; a disarm needs card + 1 − 5 > 0, a card of +5 or more; 2 jokers are the GM's.
    const unseen = ['s', 'h', 'c', 'd']
      .flatMap((suit) =>
        ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A']
          .filter((r) => !((suit === 'd' || suit === 'c') && Number(r) >= 6))
          .map((r) => `${r}${suit}`),
      )
      .concat(['JK1', 'JK2'])
      .filter((c) => !['2s', '3h', 'Ks', '2h'].includes(c));
    expect(unseen).toHaveLength(40);
    const strong = unseen.filter((c) => (worth(c) ?? -99) >= 5).length;
    expect(p(odds, 'succeeds')).toBe(strong / 40);
    expect(p(odds, 'wild')).toBe(2 / 40);
  });

  it('before Devon draws onto his +3 (hit): the draw must bring the card to +2 or more over the +5 parry', () => {
    const deciding = play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS.slice(0, 8));
    const odds = nextOdds(deciding.context, 'table')!;
    expect(odds.question).toBe("If Devon hits: does Devon's attack succeed, if nobody hits again?");
    // Devon's draw pile: his 44 cards less the five dealt; 3 + c + 1 − 5 > 0 needs c of +2 or more.
    const pile = deciding.context.piles[0].drawPile;
    expect(pile).toHaveLength(39);
    const good = pile.filter((c) => (worth(c) ?? -99) >= 2).length;
    expect(p(odds, 'succeeds')).toBe(good / 39);
    expect(p(odds, 'wild')).toBe(2 / 39);
    expect(odds.rule?.title).toBe('Table ruling: hits on reveal');
  });

  it('has nothing to say when no card is unknown and no hit is waiting, nor while the defender has still to answer', () => {
    expect(nextOdds(play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS.slice(0, 2)).context)).toBeUndefined();
    expect(nextOdds(play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS.slice(0, 3)).context, 'table')).toBeUndefined();
    expect(nextOdds(play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS.slice(0, 4)).context, 'table')).toBeDefined();
    expect(nextOdds(play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS).context)).toBeUndefined();
  });

  it('works each one out in under 5 ms', () => {
    const twoDone = play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS.slice(0, 11));
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t0 = performance.now();
      nextOdds(twoDone.context, 1);
      nextOdds(declared.context, 0);
      times.push((performance.now() - t0) / 2);
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(5);
  });
});

// ---------------------------------------------------------------------------------------
// The same odds by simulation: deal the unseen cards at random into the places the viewer
// cannot see, then let the machine's own steps turn the register over.

const sees = (viewer: Viewer, side: Side) => viewer === 'table' || viewer === side;

/** How many cards from the top of the unseen ones can matter to one register: its card and a run of hits. */
const DEALT_AT_RANDOM = 8;

function redeal(ctx: RegisterDuelContext, viewer: Viewer, random: RandomState): [RegisterDuelContext, RandomState] {
  let rng = random;
  let next = ctx;
  for (const side of [0, 1] as Side[]) {
    const hidden = !sees(viewer, side);
    // The places the viewer cannot see, the ones that matter first: this register's card, then the draw pile.
    const slots = hidden
      ? next.registers.flatMap((r, i) =>
          r.revealed
            ? []
            : (
                [
                  ['attack', r.attack],
                  ['defence', r.defence],
                ] as const
              )
                .filter(([, d]) => d?.side === side)
                .map(([k]) => [i, k] as const),
        )
      : [];
    const faceDown = slots.map(([i, k]) => (next.registers[i]![k] as Declaration).card);
    const hand = hidden ? [...next.hands[side]] : [];
    const cards = [...faceDown, ...next.piles[side].drawPile, ...hand];
    // A random arrangement of the unseen cards, as far down as can matter (Fisher–Yates, stopped early).
    for (let i = 0; i < Math.min(DEALT_AT_RANDOM, cards.length - 1); i++) {
      let j: number;
      [j, rng] = randomInt(rng, i, cards.length - 1);
      [cards[i], cards[j]] = [cards[j]!, cards[i]!];
    }
    const pile = next.piles[side].drawPile.length;
    const registers = next.registers.map((r, i) => {
      let out = r;
      slots.forEach(([j, k], n) => {
        if (j === i) out = { ...out, [k]: { ...(out[k] as Declaration), card: cards[n]! } };
      });
      return out;
    });
    const newHand = cards.slice(faceDown.length + pile);
    const hands = hidden ? (side === 0 ? [newHand, next.hands[1]] : [next.hands[0], newHand]) : next.hands;
    const drawPile = cards.slice(faceDown.length, faceDown.length + pile);
    const piles = next.piles.map((pl, s) => (s === side ? { ...pl, drawPile } : pl));
    next = { ...next, registers, hands: hands as never, piles: piles as never };
  }
  let seed: number;
  [seed, rng] = randomInt(rng, 0, 2 ** 31 - 1);
  return [{ ...next, random: seedRandom(seed) }, rng];
}

function simulate(ctx: RegisterDuelContext, viewer: Viewer, trials: number, seed: number): Record<'succeeds' | 'fails' | 'wild', number> {
  const counts = { succeeds: 0, fails: 0, wild: 0 };
  let rng = seedRandom(seed);
  const revealed = ctx.registers[ctx.cursor]!.revealed;
  const hitter = revealed ? pendingDecision(ctx)!.side : undefined;
  for (let i = 0; i < trials; i++) {
    let c: RegisterDuelContext;
    [c, rng] = redeal(ctx, viewer, rng);
    c = hitter === undefined ? reveal(c) : takeHit(c, hitter);
    let wild = false;
    for (let p = pendingDecision(c); p; p = pendingDecision(c)) {
      if (p.kind === 'joker') {
        wild = true;
        break;
      }
      c = standOn(c, p.side);
    }
    if (wild) counts.wild += 1;
    else if (settle(c).registers[c.cursor]!.outcome!.success) counts.succeeds += 1;
    else counts.fails += 1;
  }
  return counts;
}

/** Every event anyone could send: the machine's guards pick the legal ones. */
function candidates(snap: Snap): RegisterDuelEvent[] {
  const out: RegisterDuelEvent[] = [
    { type: 'initiative.drawn' },
    { type: 'hands.drawn' },
    { type: 'register.revealed' },
    { type: 'round.begun' },
  ];
  for (const side of [0, 1] as Side[]) {
    out.push(
      { type: 'maneuver.passed', side },
      { type: 'declaration.finished', side },
      { type: 'hit.taken', side },
      { type: 'hit.declined', side },
      { type: 'joker.ruled', side, value: 1 },
    );
    for (const card of snap.context.hands[side]) {
      for (const m of MANEUVERS) {
        const hands: Hand[] =
          m.group === 'striking' || m.group === 'wrestling' || m.group === 'special' ? ['none', 'main'] : ['main', 'off', 'none'];
        for (const hand of hands) out.push({ type: 'maneuver.declared', side, maneuver: m.id, card, hand });
      }
    }
  }
  return out.filter((e) => snap.can(e));
}

const fighterArb: fc.Arbitrary<Fighter> = fc
  .record({
    weapon: fc.constantFrom(WEAPONS.sword!, WEAPONS.spear!, WEAPONS.dagger!),
    skill: fc.integer({ min: 1, max: 5 }),
    deck: fc.constantFrom('karma' as const, 'world' as const),
    finesse: fc.integer({ min: -2, max: 2 }),
  })
  .map((f) => ({ ...DEFAULT_FIGHTERS[0], ...f, hitPoints: 30 }));

describe('the odds against a seeded simulation of 100,000 deals', () => {
  const TRIALS = 100_000;
  function agree(ctx: RegisterDuelContext, viewer: Viewer, seed: number) {
    const odds = nextOdds(ctx, viewer)!;
    expect(odds.outcomes.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12);
    const counts = simulate(ctx, viewer, TRIALS, seed);
    for (const id of ['succeeds', 'fails', 'wild'] as const) {
      expect(
        Math.abs(counts[id] / TRIALS - p(odds, id)),
        `${id}: ${odds.question} (${JSON.stringify(odds.outcomes.map((o) => o.p))} against ${JSON.stringify(counts)})`,
      ).toBeLessThan(0.01);
    }
  }

  it("agree for the book's registers: register 3 from the soldier's seat, and Devon's hit in register 1", () => {
    agree(play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS.slice(0, 11)).context, 1, 11);
    agree(play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS.slice(0, 8)).context, 0, 12);
  }, 60_000);

  it("agree when the cards the viewer cannot see are still in the other fighter's hand", () => {
    // Devon closes with his +10 (an immediate maneuver), the soldier parries with one of five
    // cards and keeps +8, +9, +10 and +7 in hand. From Devon's seat the parry could be any of the
    // soldier's 41 unseen cards, and only a +8, +9 or +10 would stop 10 + 1 − 3 = 8.
    const ctx = play(
      {
        ...BOOK_EXAMPLE,
        fighters: [DEFAULT_FIGHTERS[0], { ...DEFAULT_FIGHTERS[1], skill: 5 }],
        stacked: [
          ['2s', '3h', '10s', 'Ks', '2h'],
          ['4h', '5s', '8s', '9s', '10s', '7s'],
        ],
      },
      [
        { type: 'initiative.drawn' },
        { type: 'hands.drawn' },
        { type: 'maneuver.declared', side: 0, maneuver: 'close', card: '10s' },
        { type: 'maneuver.declared', side: 1, maneuver: 'parry', card: '5s' },
      ],
    ).context;
    expect(ctx.hands[1]).toHaveLength(4);
    expect(p(nextOdds(ctx, 0), 'fails')).toBe(3 / 41);
    agree(ctx, 0, 13);
  }, 60_000);

  it('agree within 1 percentage point, for any register about to turn over and any hit about to be drawn', () => {
    fc.assert(
      fc.property(
        fc.tuple(fighterArb, fighterArb),
        fc.integer({ min: 0, max: 4294967295 }),
        fc.array(fc.nat(), { minLength: 30, maxLength: 60 }),
        fc.constantFrom<Viewer>(0, 1, 'table', 'onlooker'),
        fc.nat(),
        (fighters, seed, choices, viewer, pick) => {
          let [snap] = initialTransition(registerDuelMachine, { fighters, seed });
          const moments: RegisterDuelContext[] = [];
          for (const choice of choices) {
            // Only moments whose outcome is really in doubt test anything.
            const odds = nextOdds(snap.context, viewer);
            if (odds && odds.outcomes.filter((o) => o.p >= 0.05).length >= 2) moments.push(snap.context);
            const options = candidates(snap);
            if (options.length === 0) break;
            [snap] = transition(registerDuelMachine, snap, options[choice % options.length]!);
          }
          fc.pre(moments.length > 0);
          agree(moments[pick % moments.length]!, viewer, seed);
        },
      ),
      // Each run deals 100,000 times: report the first failure as it is, without shrinking it.
      { numRuns: 3, endOnFailure: true },
    );
  }, 120_000);
});

describe('odds that give nothing away', { timeout: 30_000 }, () => {
  it("from an onlooker's seat before register 1, neither face-down card is known: Devon's is any of his 42 unseen cards too", () => {
    const declared = play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS.slice(0, 7));
    const odds = nextOdds(declared.context, 'onlooker')!;
    // Devon's karma deck less the +2 and −3 he showed for initiative: 42 unseen; the soldier's
    // world deck less his −4: 41 unseen. Every pair counted here, by hand.
    const deck = (karma: boolean) =>
      ['s', 'h', 'c', 'd']
        .flatMap((suit) =>
          ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A']
            .filter((r) => !((suit === 'd' || suit === 'c') && Number(r) >= 6))
            .map((r) => `${r}${suit}`),
        )
        .concat(karma ? ['JK1', 'JK2'] : []);
    const devon = deck(true).filter((c) => !['2s', '3h'].includes(c));
    const soldier = deck(false).filter((c) => c !== '4h');
    let succeeds = 0;
    let wild = 0;
    for (const a of devon) {
      for (const d of soldier) {
        const [wa, wd] = [worth(a), worth(d)!];
        if (wa === undefined) wild++;
        else if (wa + 1 - Math.max(wd, 0) > 0) succeeds++;
      }
    }
    expect(p(odds, 'succeeds')).toBeCloseTo(succeeds / (devon.length * soldier.length), 12);
    expect(p(odds, 'wild')).toBeCloseTo(wild / (devon.length * soldier.length), 12);
  });

  it('depend only on what the seat sees: dealing the unseen cards anew changes nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4294967295 }),
        fc.array(fc.nat(), { minLength: 10, maxLength: 40 }),
        fc.constantFrom<Viewer>(0, 1, 'onlooker'),
        (seed, choices, viewer) => {
          let [snap] = initialTransition(registerDuelMachine, { fighters: DEFAULT_FIGHTERS, seed });
          let rng = seedRandom(seed);
          for (const choice of choices) {
            const odds = nextOdds(snap.context, viewer);
            if (odds) {
              let other: RegisterDuelContext;
              [other, rng] = redeal(snap.context, viewer, rng);
              expect(nextOdds(other, viewer)).toEqual(odds);
            }
            const options = candidates(snap);
            if (options.length === 0) break;
            [snap] = transition(registerDuelMachine, snap, options[choice % options.length]!);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('predict, then see', () => {
  it('asks who wins register 1 before it turns over, and grades it on the register as settled', () => {
    const before = play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS.slice(0, 7));
    const prediction = predictionFor(before)!;
    expect(prediction.question).toBe("Register 1: who wins it, Devon's attack or Soldier?");
    expect(prediction.choices.map((c) => c.id)).toEqual(['attacker', 'defender']);
    expect(prediction.settledBy).toContain('register.revealed');
    // Devon's hit card is still to be decided right after the turn-over; once he stands, it is settled.
    expect(prediction.settled!(play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS.slice(0, 8)).context)).toBe(false);
    expect(prediction.settled!(play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS.slice(0, 9)).context)).toBe(true);
    const after = prediction.answer(play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS.slice(0, 9)).context);
    expect(after.choice).toBe('defender');
    expect(after.why[0]!.text).toBe("Devon's attack: 3 card + 1 modifiers − 5 parry = −1: miss.");
    expect(after.why[0]!.rule?.section).toBe('resolution');
  });

  it('asks nothing while cards are still being declared', () => {
    expect(predictionFor(play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS.slice(0, 3)))).toBeUndefined();
  });

  it('never changes what happens: the story is the same whether or not it was asked', () => {
    const asked = play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS.slice(0, 7));
    predictionFor(asked);
    nextOdds(asked.context, 0);
    expect(play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS).context).toEqual(
      BOOK_EXAMPLE_EVENTS.slice(7).reduce((s, e) => transition(registerDuelMachine, s, e)[0], asked).context,
    );
  });
});

describe('the account of a finished fight', () => {
  it('says how and when it ended and what each side took', () => {
    const ended = play(BOOK_EXAMPLE, [
      ...BOOK_EXAMPLE_EVENTS,
      { type: 'round.begun' },
      { type: 'initiative.yielded' },
      { type: 'initiative.yielded' },
    ]);
    expect(ended.value).toBe('combatOver');
    expect(fightSummary(ended.context)!.map((w) => w.text)).toEqual([
      'The fight ended in round 2 with both fighters giving up the initiative.',
      'Damage taken: Devon 0 of 8, Soldier 0 of 8.',
      'Disarmed: Soldier.',
    ]);
    expect(fightSummary(play(BOOK_EXAMPLE, BOOK_EXAMPLE_EVENTS).context)).toBeUndefined();
  });
});
