/**
 * The exact odds of a karma check before its cards are drawn, and of a hit before it is
 * taken. From the player's seat every order of a face-down pile is equally likely, so the
 * odds count hands, not shuffles: the best card of a hand of N cards from a pile is found
 * by counting how many N-card hands lie below each value (binomial coefficients), which is
 * exact and takes microseconds.
 *
 * The policy the odds assume (the page says so, "The odds before you draw"): each side plays
 * the highest natural card of its draw (a helper's hand counts too) and **never hits**; a
 * draw of jokers only is wild, and the GM decides. A player who picks another card, hits or
 * plays a joker changes the odds, which is the point of showing them.
 */
import { isJoker, type Card } from '../../core/cards.js';
import { formatSum, num, signed, type NextOdds, type Outcome, type Prediction, type Why } from '../../core/explain.js';
import { bestOfDraw, chainTotal, choose, karmaValue, maxOf, type Distribution } from '../karma-deck.js';
import { KARMA_CHECK_RULES as RULES } from './karma-check.rules.js';
import { CHART_MAX, CHART_MIN, compareOpposed, mayHit, resultRow } from '../checks.js';
import type { KarmaCheckContext, SideState } from './karma-check.context.js';
import type { KarmaCheckTag } from './karma-check.machine.js';
import { drawProblem } from './karma-check.problems.js';
import { decidingSide, drawCounts, sideTerms } from './karma-check.steps.js';

/** A snapshot of the check machine, as far as the teaching needs it: its context, and its tags. */
interface CheckSnapshot {
  readonly context: KarmaCheckContext;
  hasTag(tag: KarmaCheckTag): boolean;
}

// ---------------------------------------------------------------------------------------
// The best card of a side's draw (the counting itself is the deck's: karma-deck.ts)

export { bestOfDraw, choose, maxOf, type Distribution };

/** The best card a side can play: the best of its own draw and its helper's. */
export function bestCardOfSide(side: SideState): Distribution {
  const counts = drawCounts(side);
  return side.drawers.reduce<Distribution>((acc, d, j) => maxOf(acc, bestOfDraw(d.pile, counts[j]!)), { values: new Map(), none: 1 });
}

/** The side's modified total with its best card: each card value moved by the side's modifiers. */
export function totalOfSide(side: SideState): Distribution {
  const shift = side.modifiers.attribute + side.modifiers.situational;
  const best = bestCardOfSide(side);
  return { values: new Map([...best.values].map(([v, p]) => [v + shift, p])), none: best.none };
}

// ---------------------------------------------------------------------------------------
// The odds shown before a step

export interface CheckOdds extends NextOdds {
  /** The chance of each row of the result chart (−10 to +10, totals beyond the chart read the end rows), when no joker decides. */
  readonly rows: readonly Outcome[];
}

function rowsOf(margins: ReadonlyMap<number, number>): Outcome[] {
  const byRow = new Map<number, number>();
  for (const [m, p] of margins) {
    const mt = resultRow(m).mt;
    byRow.set(mt, (byRow.get(mt) ?? 0) + p);
  }
  const rows: Outcome[] = [];
  for (let mt = CHART_MIN; mt <= CHART_MAX; mt++)
    rows.push({ id: `row:${mt}`, label: `${signed(mt)}: ${resultRow(mt).general}`, p: byRow.get(mt) ?? 0 });
  return rows;
}

function classes(success: number, failure: number, wild: number): Outcome[] {
  const out: Outcome[] = [
    { id: 'success', label: 'Success', p: success },
    { id: 'failure', label: 'Failure', p: failure },
  ];
  if (wild > 0) out.push({ id: 'wild', label: 'A joker: the GM decides', p: wild });
  return out;
}

/** Success, failure and wild, and the chart rows, for given totals of each side. */
function oddsOfTotals(ctx: KarmaCheckContext, totals: readonly Distribution[], question: string): CheckOdds {
  const [a, b] = totals as [Distribution, Distribution | undefined];
  if (b === undefined) {
    let success = 0;
    for (const [t, p] of a.values) if (t > 0) success += p;
    return { question, outcomes: classes(success, 1 - a.none - success, a.none), rows: rowsOf(a.values), rule: RULES.odds };
  }
  let success = 0;
  let failure = 0;
  const margins = new Map<number, number>();
  for (const [x, px] of a.values) {
    for (const [y, py] of b.values) {
      const p = px * py;
      if (compareOpposed(x, y, { mustAlsoSucceed: ctx.mustAlsoSucceed }).actorSucceeds) success += p;
      else failure += p;
      margins.set(x - y, (margins.get(x - y) ?? 0) + p);
    }
  }
  const wild = 1 - success - failure;
  return { question, outcomes: classes(success, failure, Math.max(0, wild)), rows: rowsOf(margins), rule: RULES.odds };
}

/** A side as it stands: its chain's total plus modifiers, or wild. */
function standing(side: SideState): Distribution {
  const play = side.play!;
  if (play.chain.some(isJoker)) return { values: new Map(), none: 1 };
  return { values: new Map([[chainTotal(play.chain) + side.modifiers.attribute + side.modifiers.situational, 1]]), none: 0 };
}

/** The side's total after one more hit (then standing): the next card off its deck. */
function afterOneHit(side: SideState): Distribution {
  const pile = side.drawers[side.chosenFrom ?? 0]!.pile;
  const next = pile.drawPile.length > 0 ? pile.drawPile : pile.discardPile;
  const base = chainTotal(side.play!.chain) + side.modifiers.attribute + side.modifiers.situational;
  const values = new Map<number, number>();
  let none = 0;
  for (const c of next) {
    const v = karmaValue(c);
    if (v === undefined) none += 1 / next.length;
    else values.set(base + v, (values.get(base + v) ?? 0) + 1 / next.length);
  }
  return { values, none };
}

/**
 * The exact odds of what comes next, or null when nothing drawn comes next (a card is
 * being chosen, the GM is ruling, or the check is over).
 * - Before the draw: each side plays its best natural card and never hits.
 * - At a hit decision: the deciding side takes one hit and then stands; every other open
 *   chain stands.
 */
export function checkOdds(ctx: KarmaCheckContext): CheckOdds | null {
  const drawn = ctx.sides.some((s) => s.play !== null || s.drawers.some((d) => d.hand.length > 0));
  if (!drawn) {
    if (drawProblem(ctx) !== undefined) return null;
    const who = ctx.sides.length > 1 ? `${ctx.sides[0]!.label} against ${ctx.sides[1]!.label}` : ctx.sides[0]!.label;
    return oddsOfTotals(
      ctx,
      ctx.sides.map(totalOfSide),
      `Before the draw (${who}): will the check succeed with the best card drawn and no hits?`,
    );
  }
  const d = decidingSide(ctx);
  if (d === undefined) return null;
  const totals = ctx.sides.map((s, i) => (i === d ? afterOneHit(s) : standing(s)));
  return oddsOfTotals(ctx, totals, `If ${ctx.sides[d]!.label} hits once and then stands, will the check succeed?`);
}

/** The learning panel's odds of a snapshot (the same counts as `checkOdds`), or undefined when nothing drawn comes next. */
export function nextOdds(snapshot: Pick<CheckSnapshot, 'context'>): CheckOdds | undefined {
  return checkOdds(snapshot.context) ?? undefined;
}

// ---------------------------------------------------------------------------------------
// Predict, then see

function bestNatural(cards: readonly Card[]): Card | undefined {
  let best: Card | undefined;
  for (const c of cards) {
    const v = karmaValue(c);
    if (v !== undefined && (best === undefined || v > karmaValue(best)!)) best = c;
  }
  return best;
}

/** After the draw: each side's best natural card and its total with it (undefined: only jokers). */
function bestTotals(ctx: KarmaCheckContext): { side: SideState; card: Card | undefined; total: number | undefined; sum: string }[] {
  return ctx.sides.map((side) => {
    const card = bestNatural(side.drawers.flatMap((d) => d.hand));
    if (card === undefined) return { side, card, total: undefined, sum: `${side.label} drew only jokers` };
    const terms = sideTerms(side, karmaValue(card)!);
    const total = terms.reduce((s, t) => s + t.value, 0);
    return { side, card, total, sum: `${side.label}'s best card is ${signed(karmaValue(card)!)}: ${formatSum(terms)}` };
  });
}

/**
 * What a learner can predict before the next step, or undefined when no rule settles the
 * next step. Before the draw: will the best card drawn be enough? (Graded on the draw, the
 * way `nextOdds` counts: best natural card, no hits.) At a hit decision: will the check
 * succeed after this hit, standing on what it draws?
 */
export function predictionFor(snapshot: CheckSnapshot): Prediction<KarmaCheckContext> | undefined {
  const ctx = snapshot.context;
  const opposed = ctx.sides.length > 1;
  const choices = (wildPossible: boolean) => [
    { id: 'success', label: opposed ? `${ctx.sides[0]!.label} wins` : 'It succeeds' },
    { id: 'failure', label: opposed ? `${ctx.sides[0]!.label} does not win` : 'It fails' },
    ...(wildPossible ? [{ id: 'wild', label: 'A joker: the GM decides' }] : []),
  ];
  if (snapshot.hasTag('setting up') && drawProblem(ctx) === undefined) {
    const odds = checkOdds(ctx);
    return {
      question: opposed
        ? `Will ${ctx.sides[0]!.label}'s best card beat ${ctx.sides[1]!.label}'s?`
        : `Will the best card ${ctx.sides[0]!.label} draws be enough to succeed?`,
      choices: choices((odds?.outcomes.find((o) => o.id === 'wild')?.p ?? 0) > 0),
      settledBy: ['check.drawn'],
      answer: (after) => {
        const best = bestTotals(after);
        const why: Why[] = best.map((b) => ({ text: `${b.sum}.`, rule: RULES.basicCheck }));
        if (best.some((b) => b.total === undefined))
          return { choice: 'wild', why: [...why, { text: 'A hand of jokers only: the GM decides.', rule: RULES.jokers }] };
        const [a, o] = best.map((b) => b.total!) as [number, number | undefined];
        if (o === undefined) {
          const ok = a > 0;
          return {
            choice: ok ? 'success' : 'failure',
            why: [...why, { text: `${num(a)} is ${ok ? '' : 'not '}above 0.`, rule: RULES.basicCheck }],
          };
        }
        const r = compareOpposed(a, o, { mustAlsoSucceed: after.mustAlsoSucceed });
        return {
          choice: r.actorSucceeds ? 'success' : 'failure',
          why: [...why, { text: `${r.reason}.`, rule: r.tie ? RULES.ties : RULES.opposed }],
        };
      },
    };
  }
  const d = decidingSide(ctx);
  if (snapshot.hasTag('hitting') && d !== undefined && mayHit(ctx.sides[d]!.play!)) {
    const label = ctx.sides[d]!.label;
    return {
      question: `If ${label} hits, will the check ${opposed ? `go ${ctx.sides[0]!.label}'s way` : 'succeed'} (standing on the card drawn)?`,
      choices: choices(true),
      settledBy: ['hit.taken'],
      answer: (after) => {
        const totals = after.sides.map(standing);
        const drawnCard = after.sides[d]!.play!.chain.at(-1)!;
        const why: Why[] = [
          { text: `${label} draws ${isJoker(drawnCard) ? 'a joker' : signed(karmaValue(drawnCard)!)}.`, rule: RULES.hitCards },
        ];
        if (totals.some((t) => t.none > 0))
          return { choice: 'wild', why: [...why, { text: 'A joker: the GM decides.', rule: RULES.jokers }] };
        const [a, o] = totals.map((t) => [...t.values.keys()][0]!) as [number, number | undefined];
        if (o === undefined)
          return {
            choice: a > 0 ? 'success' : 'failure',
            why: [...why, { text: `The total would be ${num(a)}: ${a > 0 ? '' : 'not '}above 0.`, rule: RULES.basicCheck }],
          };
        const r = compareOpposed(a, o, { mustAlsoSucceed: after.mustAlsoSucceed });
        return {
          choice: r.actorSucceeds ? 'success' : 'failure',
          why: [...why, { text: `${r.reason}.`, rule: r.tie ? RULES.ties : RULES.opposed }],
        };
      },
    };
  }
  return undefined;
}
