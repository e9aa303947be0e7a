/**
 * The karma check's steps, each a pure function of the context: setting a side up, choosing
 * basic or opposed, the draw, the card played, a hit or a stand, the GM's verdict on a
 * joker, the discard; whose decision is due; and the totals and the outcome with their
 * reasons. The machine (karma-check.machine.ts) only names them; why a step is refused is
 * karma-check.problems.ts. The arithmetic is Karmic's (checks.ts); each step says why it
 * happened (`narration`, with links into the checks page).
 */
import { stackDeck, type Card } from '../../core/cards.js';
import { formatSum, num, signed, type Term, type Why } from '../../core/explain.js';
import { seedRandom, type RandomState } from '../../core/random.js';
import { discardKarma, drawKarma, formatKarma, karmaDeck, worldDeck } from '../karma-deck.js';
import {
  CHART_MAX,
  CHART_MIN,
  cardsForSkill,
  cardsForTwoSkills,
  checkTerms,
  compareOpposed,
  difficultyRow,
  hit,
  isWildPlay,
  mayHit,
  modifiedTotal,
  playCard,
  priceChange,
  resultRow,
  stand,
  succeeds,
  type DrawAllowance,
  type OpposedOutcome,
  type ResultRow,
  type Trade,
} from '../checks.js';
import { KARMA_CHECK_RULES as RULES } from './karma-check.rules.js';
import type {
  CheckMode,
  DeckKind,
  Drawer,
  KarmaCheckContext,
  KarmaCheckInput,
  SideChanges,
  SideInput,
  SideSettings,
  SideState,
} from './karma-check.context.js';

function fullDeck(kind: DeckKind): Card[] {
  return kind === 'world' ? worldDeck() : karmaDeck();
}

function settingsOf(side: SideInput): SideSettings {
  const { label, skill, advanced, secondSkill, helperSkill, attribute, difficulty, modifier } = side;
  return { label, skill, advanced, secondSkill, helperSkill, attribute, difficulty, modifier };
}

function allowanceFor(s: SideSettings): DrawAllowance {
  return s.secondSkill === null
    ? cardsForSkill(s.skill, { advanced: s.advanced })
    : cardsForTwoSkills({ rating: s.skill, advanced: s.advanced }, { rating: s.secondSkill });
}

function withSettings(side: Omit<SideState, 'allowance' | 'modifiers' | 'label'>, settings: SideSettings): SideState {
  return {
    ...side,
    label: settings.label,
    settings,
    allowance: allowanceFor(settings),
    modifiers: { attribute: settings.attribute, situational: difficultyRow(settings.difficulty).modifier + settings.modifier },
  };
}

function newDrawer(random: RandomState, label: string, kind: DeckKind, stacked: readonly Card[]): [Drawer, RandomState] {
  const [order, next] = stackDeck(random, fullDeck(kind), stacked);
  return [{ label, deckKind: kind, pile: { drawPile: order, discardPile: [] }, hand: [] }, next];
}

/** A side at the table: its own deck, and a helper's when it has one. Shuffles from `random`. */
function newSide(random: RandomState, input: SideInput): [SideState, RandomState] {
  let r = random;
  const drawers: Drawer[] = [];
  let own: Drawer;
  [own, r] = newDrawer(r, input.label, input.deck, input.stacked);
  drawers.push(own);
  if (input.helperSkill !== null) {
    let helper: Drawer;
    [helper, r] = newDrawer(r, helperName(input.label), input.deck, []);
    drawers.push(helper);
  }
  return [withSettings({ settings: settingsOf(input), drawers, play: null, chosenFrom: null, verdict: null }, settingsOf(input)), r];
}

function helperName(label: string): string {
  return `${label}'s helper`;
}

function readyWhy(sides: readonly SideState[]): Why[] {
  return sides.map((s) =>
    s.allowance.allowed
      ? { text: `${s.label}: ${s.allowance.reason}.`, rule: s.allowance.defaulted ? RULES.skills : RULES.basicCheck }
      : { text: `${s.label} cannot try this: ${s.allowance.reason}.`, rule: RULES.advanced },
  );
}

export function createInitialContext(input: KarmaCheckInput): KarmaCheckContext {
  let random = seedRandom(input.seed);
  const sides: SideState[] = [];
  for (const s of input.mode === 'opposed' ? [input.actor, input.opponent] : [input.actor]) {
    let side: SideState;
    [side, random] = newSide(random, s);
    sides.push(side);
  }
  return {
    input,
    random,
    mode: input.mode,
    mustAlsoSucceed: input.mustAlsoSucceed,
    trade: input.trade ?? 'selling',
    sides,
    benched: null,
    checkNumber: 1,
    narration: [{ text: 'Ready to draw.', rule: RULES.basicCheck }, ...readyWhy(sides)],
    reshuffles: [],
  };
}

// ---------------------------------------------------------------------------------------
// Pure steps

/** Change settings of one side before the draw. A helper who joins gets a deck of their own. */
export function adjustSide(ctx: KarmaCheckContext, sideIndex: number, changes: SideChanges): KarmaCheckContext {
  let random = ctx.random;
  const side = ctx.sides[sideIndex]!;
  const settings: SideSettings = { ...side.settings, ...changes };
  let drawers = side.drawers;
  if (settings.helperSkill !== null && drawers.length === 1) {
    let helper: Drawer;
    [helper, random] = newDrawer(random, helperName(side.label), drawers[0]!.deckKind, []);
    drawers = [...drawers, helper];
  }
  const next = withSettings({ ...side, drawers }, settings);
  const sides = ctx.sides.map((s, i) => (i === sideIndex ? next : s));
  const m = next.modifiers;
  const what: Why[] = [
    ...readyWhy([next]),
    {
      text: `Modifiers: attribute ${signed(m.attribute)}, difficulty ${signed(difficultyRow(settings.difficulty).modifier)} (${difficultyRow(settings.difficulty).label.toLowerCase()}), other ${signed(settings.modifier)}.`,
      rule: RULES.difficulty,
    },
  ];
  if (settings.helperSkill !== null)
    what.push({
      text: `A helper with skill ${settings.helperSkill} draws a hand too; the best card of either hand may be played.`,
      rule: RULES.combining,
    });
  return { ...ctx, random, sides, narration: what };
}

/** Make the check basic or opposed. The opposition keeps its deck while it sits out. */
export function chooseMode(ctx: KarmaCheckContext, mode: CheckMode, mustAlsoSucceed: boolean | undefined): KarmaCheckContext {
  let random = ctx.random;
  let sides = ctx.sides;
  let benched = ctx.benched;
  if (mode === 'opposed' && sides.length === 1) {
    let opponent = benched;
    if (opponent === null) [opponent, random] = newSide(random, ctx.input.opponent);
    sides = [sides[0]!, opponent];
    benched = null;
  } else if (mode === 'basic' && sides.length === 2) {
    benched = sides[1]!;
    sides = [sides[0]!];
  }
  const must = mustAlsoSucceed ?? ctx.mustAlsoSucceed;
  const narration: Why[] =
    mode === 'opposed'
      ? [
          {
            text: `An opposed check: ${sides[0]!.label} against ${sides[1]!.label}; the greater total wins${must ? `, and ${sides[0]!.label} must also reach a total above 0` : ''}.`,
            rule: RULES.opposed,
          },
          ...readyWhy(sides),
        ]
      : [{ text: `A basic check for ${sides[0]!.label}: a total above 0 succeeds.`, rule: RULES.basicCheck }, ...readyWhy(sides)];
  return { ...ctx, random, mode, mustAlsoSucceed: must, sides, benched, narration };
}

/** Say which side of a bargain the check is for: the money column is read for it. */
export function chooseTrade(ctx: KarmaCheckContext, trade: Trade): KarmaCheckContext {
  const who = ctx.sides[0]!.label;
  const text =
    trade === 'buying'
      ? `${who} is buying: the money column is read on the row of the opposite total.`
      : `${who} is selling: the money column is read as printed.`;
  return { ...ctx, trade, narration: [{ text, rule: RULES.money }] };
}

function helperDraws(side: SideState): number {
  return side.settings.helperSkill === null ? 0 : cardsForSkill(side.settings.helperSkill).cards;
}

/** How many cards each drawer of a side takes: the side's allowance, and the helper's own skill. */
export function drawCounts(side: SideState): number[] {
  return side.drawers.map((_, j) => (j === 0 ? side.allowance.cards : helperDraws(side)));
}

function deckName(d: Drawer): string {
  return `${d.label}'s ${d.deckKind} deck`;
}

export function drawAll(ctx: KarmaCheckContext): KarmaCheckContext {
  let random = ctx.random;
  const reshuffles = [...ctx.reshuffles];
  const why: Why[] = [];
  const sides = ctx.sides.map((side) => {
    const counts = drawCounts(side);
    const drawers = side.drawers.map((d, j) => {
      if (counts[j] === 0) return d;
      const r = drawKarma(d.pile, random, counts[j]!);
      random = r.random;
      if (r.reshuffled) {
        const line = `${deckName(d)} ran out and its discards were shuffled into a new draw pile (check ${ctx.checkNumber})`;
        reshuffles.push(line);
        why.push({ text: `${line}.`, rule: RULES.reshuffle });
      }
      const reason = j === 0 ? side.allowance.reason : `helper's skill ${side.settings.helperSkill}`;
      why.push({
        text: `${d.label} draws ${r.cards.map(formatKarma).join(', ')} (${reason}).`,
        rule: j === 0 ? (side.allowance.allowed && side.allowance.defaulted ? RULES.skills : RULES.basicCheck) : RULES.combining,
      });
      return { ...d, pile: r.pile, hand: r.cards };
    });
    return { ...side, drawers };
  });
  const pick: Why =
    sides.length > 1
      ? { text: 'Each side picks one card face down; they turn over together.', rule: RULES.opposed }
      : { text: 'Pick the card to play: usually the highest, but the choice is yours.', rule: RULES.basicCheck };
  return { ...ctx, random, sides, reshuffles, narration: [...why, pick] };
}

export function allChosen(sides: readonly SideState[]): boolean {
  return sides.every((s) => s.play !== null);
}

/** Chosen cards stay face down until every side has chosen, then turn over together. */
export function cardsRevealed(ctx: KarmaCheckContext): boolean {
  return allChosen(ctx.sides);
}

/** Whose hit decision is due: the first side (actor first) whose chain is still open. */
export function decidingSide(ctx: KarmaCheckContext): number | undefined {
  if (!allChosen(ctx.sides)) return undefined;
  const i = ctx.sides.findIndex((s) => s.play !== null && mayHit(s.play));
  return i === -1 ? undefined : i;
}

/** The side whose wild card waits for the GM. */
export function awaitingVerdict(ctx: KarmaCheckContext): number | undefined {
  if (!allChosen(ctx.sides) || decidingSide(ctx) !== undefined) return undefined;
  const i = ctx.sides.findIndex((s) => isWildPlay(s.play!) && s.verdict === null);
  return i === -1 ? undefined : i;
}

/** What the table waits for now, in words: a hit decision or the GM's verdict. */
function due(ctx: KarmaCheckContext): Why[] {
  const d = decidingSide(ctx);
  if (d !== undefined) {
    const s = ctx.sides[d]!;
    const last = s.play!.chain[s.play!.chain.length - 1]!;
    return [
      {
        text: `${s.label}'s ${formatKarma(last)} is a hit card: hit (draw the top card onto it) or stand. A hit cannot be taken back.`,
        rule: RULES.hitCards,
      },
    ];
  }
  const v = awaitingVerdict(ctx);
  if (v !== undefined)
    return [
      {
        text: `${ctx.sides[v]!.label} played a joker: the GM names the row of the result chart it lands on, from ${num(CHART_MIN)} to ${signed(CHART_MAX)}.`,
        rule: RULES.jokers,
      },
    ];
  return [];
}

export function chooseCard(ctx: KarmaCheckContext, sideIndex: number, drawerIndex: number, card: Card): KarmaCheckContext {
  const sides = ctx.sides.map((side, i) => {
    if (i !== sideIndex) return side;
    const drawers = side.drawers.map((d, j) => (j === drawerIndex ? { ...d, hand: d.hand.filter((c) => c !== card) } : d));
    return { ...side, drawers, play: playCard(card), chosenFrom: drawerIndex };
  });
  const next = { ...ctx, sides };
  const chosen = allChosen(sides);
  const side = ctx.sides[sideIndex]!;
  let narration: Why[];
  if (!chosen) narration = [{ text: `${side.label} chooses a card face down.`, rule: RULES.opposed }];
  else if (sides.length > 1)
    narration = [
      {
        text: `Turned over together: ${sides.map((s) => `${s.label} plays ${formatKarma(s.play!.chain[0]!)}`).join(', ')}.`,
        rule: RULES.opposed,
      },
    ];
  else
    narration = [
      {
        text: `${side.label} plays ${formatKarma(card)}${drawerIndex > 0 ? ` from ${side.drawers[drawerIndex]!.label}'s hand` : ''}.`,
        rule: drawerIndex > 0 ? RULES.combining : RULES.basicCheck,
      },
    ];
  return { ...next, narration: [...narration, ...(chosen ? due(next) : [])] };
}

export function hitSide(ctx: KarmaCheckContext, sideIndex: number): KarmaCheckContext {
  const side = ctx.sides[sideIndex]!;
  const from = side.chosenFrom ?? 0;
  const drawer = side.drawers[from]!;
  const r = hit(side.play!, drawer.pile, ctx.random)!;
  const line = `${deckName(drawer)} ran out during a hit and its discards were shuffled into a new draw pile (check ${ctx.checkNumber})`;
  const reshuffles = r.reshuffled ? [...ctx.reshuffles, line] : ctx.reshuffles;
  const drawn = r.play.chain[r.play.chain.length - 1]!;
  const sides = ctx.sides.map((s, i) =>
    i === sideIndex ? { ...s, play: r.play, drawers: s.drawers.map((d, j) => (j === from ? { ...d, pile: r.pile } : d)) } : s,
  );
  const next = { ...ctx, random: r.random, reshuffles, sides };
  const narration: Why[] = [
    ...(r.reshuffled ? [{ text: `${line}.`, rule: RULES.reshuffle }] : []),
    { text: `${side.label} hits and draws ${formatKarma(drawn)}.`, rule: RULES.hitCards },
    ...due(next),
  ];
  return { ...next, narration };
}

export function standSide(ctx: KarmaCheckContext, sideIndex: number): KarmaCheckContext {
  const sides = ctx.sides.map((s, i) => (i === sideIndex ? { ...s, play: stand(s.play!) } : s));
  const next = { ...ctx, sides };
  return { ...next, narration: [{ text: `${ctx.sides[sideIndex]!.label} stands.`, rule: RULES.hitTiming }, ...due(next)] };
}

export function ruleJoker(ctx: KarmaCheckContext, sideIndex: number, total: number): KarmaCheckContext {
  const sides = ctx.sides.map((s, i) => (i === sideIndex ? { ...s, verdict: { total } } : s));
  const next = { ...ctx, sides };
  return {
    ...next,
    narration: [
      {
        text: `The GM rules ${ctx.sides[sideIndex]!.label}'s joker ${signed(total)}: ${resultRow(total).general.toLowerCase()}.`,
        rule: RULES.jokers,
      },
      ...due(next),
    ],
  };
}

/** Put every card of this check on its deck's discard pile and get ready to draw again. */
export function clearForNextCheck(ctx: KarmaCheckContext): KarmaCheckContext {
  const sides = ctx.sides.map((s) => ({
    ...s,
    play: null,
    chosenFrom: null,
    verdict: null,
    drawers: s.drawers.map((d, j) => ({
      ...d,
      pile: discardKarma(d.pile, [...d.hand, ...(j === s.chosenFrom && s.play ? s.play.chain : [])]),
      hand: [],
    })),
  }));
  return {
    ...ctx,
    sides,
    checkNumber: ctx.checkNumber + 1,
    narration: [
      { text: 'Every card of that check goes to its discard pile. Ready to draw again.', rule: RULES.reshuffle },
      ...readyWhy(sides),
    ],
  };
}

// ---------------------------------------------------------------------------------------
// The totals and the outcome

/** The terms of a side's modified total for a card value: card, attribute, difficulty, other. */
export function sideTerms(side: SideState, cardValue: number, cardLabel = 'card'): Term[] {
  return checkTerms(
    cardValue,
    { attribute: side.settings.attribute, difficulty: difficultyRow(side.settings.difficulty).modifier, other: side.settings.modifier },
    cardLabel,
  );
}

export interface SideResult {
  readonly total: number;
  /** The sum once, with its terms ("−3 card + 2 attribute + 3 difficulty = 2"), or the GM's verdict. */
  readonly arithmetic: string;
}

export function sideResult(side: SideState): SideResult | undefined {
  if (!side.play) return undefined;
  const total = modifiedTotal(side.play, side.modifiers, side.verdict ?? undefined);
  if (total === undefined) return undefined;
  if (isWildPlay(side.play)) return { total, arithmetic: `joker: the GM rules ${signed(total)}` };
  const chain = side.play.chain;
  const label = chain.length > 1 ? `card (${chain.map((c) => formatKarma(c).replace(' (hit)', '')).join(', ')})` : 'card';
  const cardValue = total - side.modifiers.attribute - side.modifiers.situational;
  return { total, arithmetic: formatSum(sideTerms(side, cardValue, label)) };
}

export interface CheckOutcome {
  readonly success: boolean;
  /** The MT (basic) or the difference (opposed) read on the chart. */
  readonly chartMt: number;
  readonly row: ResultRow;
  readonly opposed: OpposedOutcome | null;
  /** Why it went that way, in a few words: "2 is above 0", "+6 is not greater than +8: …". */
  readonly reason: string;
  /** One sentence: the sums and the verdict. */
  readonly summary: string;
  /** Why it succeeded or failed, and which row of the chart it reads, with the rules. */
  readonly why: readonly Why[];
  /** The money column for the acting side's side of the bargain: the percentage, and the row it is read on. */
  readonly money: { readonly trade: Trade; readonly money: string; readonly mt: number };
}

export function outcomeOf(ctx: KarmaCheckContext): CheckOutcome | undefined {
  const results = ctx.sides.map(sideResult);
  if (results.some((r) => r === undefined) || decidingSide(ctx) !== undefined) return undefined;
  const [a, b] = results as SideResult[];
  const rowWhy = (mt: number): Why[] => {
    const row = resultRow(mt);
    const beyond =
      mt !== row.mt ? [{ text: `${signed(mt)} is beyond the chart, so it reads the ${signed(row.mt)} row.`, rule: RULES.beyondChart }] : [];
    const read: Why[] = [...beyond, { text: `Result chart row ${signed(row.mt)}: ${row.general.toLowerCase()}.`, rule: RULES.chart }];
    if (ctx.trade === 'buying') {
      const price = priceChange(mt, 'buying');
      read.push({
        text: `${ctx.sides[0]!.label} is buying: the money column is read on the opposite row, ${signed(price.row.mt)}: ${price.money} on a fair price.`,
        rule: RULES.money,
      });
    }
    return read;
  };
  const moneyOf = (mt: number): CheckOutcome['money'] => {
    const price = priceChange(mt, ctx.trade);
    return { trade: ctx.trade, money: price.money, mt: price.row.mt };
  };
  if (ctx.sides.length === 1 || b === undefined) {
    const success = succeeds(a!.total);
    const reason = `${num(a!.total)} is ${success ? '' : 'not '}above 0`;
    const verdict = `${reason}: ${success ? 'success' : 'failure'}`;
    return {
      success,
      chartMt: a!.total,
      row: resultRow(a!.total),
      opposed: null,
      reason,
      summary: `${a!.arithmetic}: ${success ? 'success' : 'failure'} (the total must be above 0)`,
      why: [{ text: `${a!.arithmetic}. ${verdict}.`, rule: RULES.basicCheck }, ...rowWhy(a!.total)],
      money: moneyOf(a!.total),
    };
  }
  const opposed = compareOpposed(a!.total, b.total, { mustAlsoSucceed: ctx.mustAlsoSucceed });
  const [actor, other] = [ctx.sides[0]!.label, ctx.sides[1]!.label];
  return {
    success: opposed.actorSucceeds,
    chartMt: opposed.margin,
    row: resultRow(opposed.margin),
    opposed,
    reason: opposed.reason,
    summary: `${actor} ${signed(a!.total)} against ${other} ${signed(b.total)}: ${opposed.reason}. ${opposed.actorSucceeds ? 'Success' : 'Failure'} for ${actor}`,
    why: [
      { text: `${actor}: ${a!.arithmetic}. ${other}: ${b.arithmetic}.`, rule: RULES.opposed },
      {
        text: `${opposed.reason}: ${opposed.actorSucceeds ? 'success' : 'failure'} for ${actor}.`,
        rule: opposed.tie ? RULES.ties : RULES.opposed,
      },
      ...rowWhy(opposed.margin),
    ],
    money: moneyOf(opposed.margin),
  };
}

/** Cards of one drawer's deck, wherever they are: draw pile, discard pile, hand, played. */
export function cardsOfDrawer(ctx: KarmaCheckContext, sideIndex: number, drawerIndex: number): Card[] {
  const side = ctx.sides[sideIndex]!;
  const d = side.drawers[drawerIndex]!;
  const played = side.play && side.chosenFrom === drawerIndex ? side.play.chain : [];
  return [...d.pile.drawPile, ...d.pile.discardPile, ...d.hand, ...played];
}
