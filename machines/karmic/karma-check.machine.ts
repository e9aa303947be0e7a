/**
 * A Karmic check, step by step: set it up (skill, attribute, difficulty, other modifiers,
 * and for an opposed check the opposition), draw, choose a card, turn the cards over, hit
 * or stand, the GM's verdict on a joker, and the result with its row of the result chart.
 * Basic checks (one side) and opposed checks (two sides) share the machine.
 *
 * Every deck's order and the seeded generator live in context, so a snapshot is JSON and
 * `transition()` replays it. The arithmetic and the rules are in karma-check.rules.ts; each
 * step says why it happened (`narration`, with links into the checks page).
 */
import { assertEvent, assign, setup } from 'xstate';
import { renamedEvents, type RecordFormat } from '../core/record.js';
import { stackDeck, type Card } from '../core/cards.js';
import { formatSum, num, signed, type Term, type Why } from '../core/explain.js';
import { seedRandom, type RandomState } from '../core/random.js';
import { discardKarma, drawKarma, formatKarma, karmaDeck, worldDeck, type KarmaPile } from './karma-deck.js';
import { ATTRIBUTE_RANGE, KARMA_CHECK_RULES as RULES, MODIFIER_RANGE, SKILL_RANGE } from './karma-check.rules.js';
import {
  CHART_MAX,
  CHART_MIN,
  cardsForSkill,
  cardsForTwoSkills,
  checkTerms,
  compareOpposed,
  difficultyRow,
  hit,
  isDifficultyKey,
  isValidVerdict,
  isWildPlay,
  mayHit,
  modifiedTotal,
  playCard,
  resultRow,
  stand,
  succeeds,
  type DifficultyKey,
  type DrawAllowance,
  type GmVerdict,
  type OpposedOutcome,
  type Play,
  type ResultRow,
} from './checks.js';

// ---------------------------------------------------------------------------------------
// Input

export type DeckKind = 'karma' | 'world';
export type CheckMode = 'basic' | 'opposed';

/** What the GM names for one side before the draw; the reader may change these until then. */
export interface SideSettings {
  readonly label: string;
  /** Skill rating, 0 = untrained. */
  readonly skill: number;
  readonly advanced: boolean;
  /** A second skill used at the same time: draw from the lower. */
  readonly secondSkill: number | null;
  /** A helper's skill (combining skills): the helper draws a hand from their own deck. */
  readonly helperSkill: number | null;
  /** Attribute modifier named by the GM. */
  readonly attribute: number;
  readonly difficulty: DifficultyKey;
  /** Other situational modifiers. */
  readonly modifier: number;
}

export interface SideInput extends SideSettings {
  /** A player's karma deck, or the GM's world deck (NPCs: no jokers). */
  readonly deck: DeckKind;
  /** Cards stacked on top of this side's deck, top first. */
  readonly stacked: readonly Card[];
}

export interface KarmaCheckInput {
  readonly mode: CheckMode;
  readonly seed: number;
  /** Opposed: the actor must also reach a total above 0 (trying to accomplish something). */
  readonly mustAlsoSucceed: boolean;
  readonly actor: SideInput;
  readonly opponent: SideInput;
}

export const DEFAULT_ACTOR: SideInput = {
  label: 'Player',
  skill: 3,
  advanced: false,
  secondSkill: null,
  helperSkill: null,
  attribute: 0,
  difficulty: 'moderate',
  modifier: 0,
  deck: 'karma',
  stacked: [],
};

export const DEFAULT_OPPONENT: SideInput = { ...DEFAULT_ACTOR, label: 'Opponent', skill: 0, deck: 'world' };

export const DEFAULT_INPUT: KarmaCheckInput = {
  mode: 'basic',
  seed: 1,
  mustAlsoSucceed: false,
  actor: DEFAULT_ACTOR,
  opponent: DEFAULT_OPPONENT,
};

// ---------------------------------------------------------------------------------------
// Context

/** One person drawing: the side's own character, or a helper combining skills. */
export interface Drawer {
  readonly label: string;
  readonly deckKind: DeckKind;
  readonly pile: KarmaPile;
  readonly hand: readonly Card[];
}

export interface SideState {
  readonly label: string;
  readonly settings: SideSettings;
  /** How many cards the side draws, and why (derived from the settings). */
  readonly allowance: DrawAllowance;
  /** The attribute, and the difficulty plus other modifiers (derived from the settings). */
  readonly modifiers: { readonly attribute: number; readonly situational: number };
  readonly drawers: readonly Drawer[];
  readonly play: Play | null;
  /** Which drawer's hand the played card came from; its hits draw from that deck too. */
  readonly chosenFrom: number | null;
  readonly verdict: GmVerdict | null;
}

export interface KarmaCheckContext {
  readonly input: KarmaCheckInput;
  readonly random: RandomState;
  readonly mode: CheckMode;
  readonly mustAlsoSucceed: boolean;
  /** The sides in play: the actor, and in an opposed check the opposition. */
  readonly sides: readonly SideState[];
  /** The opposition, with its deck, while the check is basic (kept for switching back). */
  readonly benched: SideState | null;
  /** Checks completed with these decks (the first is 1). */
  readonly checkNumber: number;
  /** Why the last step happened, each sentence with the rule it applied. */
  readonly narration: readonly Why[];
  /** Every reshuffle so far, visible to the reader ("Player's karma deck, check 4"). */
  readonly reshuffles: readonly string[];
}

/** The settings a reader may change before the draw (the label and the deck are set up once). */
export type SideChanges = Partial<
  Pick<SideSettings, 'skill' | 'advanced' | 'secondSkill' | 'helperSkill' | 'attribute' | 'difficulty' | 'modifier'>
>;

export type KarmaCheckEvent =
  | { type: 'side.adjusted'; side: number; changes: SideChanges }
  | { type: 'mode.chosen'; mode: CheckMode; mustAlsoSucceed?: boolean }
  | { type: 'check.drawn' }
  | { type: 'card.chosen'; side: number; drawer: number; card: Card }
  | { type: 'hit.taken'; side: number }
  | { type: 'hit.declined'; side: number }
  | { type: 'joker.ruled'; side: number; total: number }
  | { type: 'check.begun' };

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
    sides,
    benched: null,
    checkNumber: 1,
    narration: [{ text: 'Ready to draw.', rule: RULES.basicCheck }, ...readyWhy(sides)],
    reshuffles: [],
  };
}

// ---------------------------------------------------------------------------------------
// Why a step is refused (a sentence), or undefined when it is allowed

const CHANGE_KEYS = ['skill', 'advanced', 'secondSkill', 'helperSkill', 'attribute', 'difficulty', 'modifier'] as const;
const CHANGE_WORDS: Readonly<Record<(typeof CHANGE_KEYS)[number], string>> = {
  skill: 'skill',
  advanced: 'advanced',
  secondSkill: 'second skill',
  helperSkill: "helper's skill",
  attribute: 'attribute',
  difficulty: 'difficulty',
  modifier: 'other modifiers',
};

function isWholeIn(value: unknown, range: { min: number; max: number }): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;
}

function rangeText(range: { min: number; max: number }): string {
  return `a whole number from ${num(range.min)} to ${num(range.max)}`;
}

/** A side index of this table (0: the acting side; 1: the opposition, in an opposed check). */
function sideProblem(ctx: KarmaCheckContext, side: unknown): string | undefined {
  if (typeof side !== 'number' || !Number.isInteger(side) || side < 0 || side >= ctx.sides.length) {
    return ctx.sides.length === 1 ? 'a basic check has one side' : 'an opposed check has two sides';
  }
  return undefined;
}

/** Why these changes to a side's settings cannot be made now, if they cannot. */
export function adjustmentProblem(ctx: KarmaCheckContext, side: unknown, changes: unknown): string | undefined {
  const bad = sideProblem(ctx, side);
  if (bad) return bad;
  if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) return 'no settings were given';
  for (const [key, value] of Object.entries(changes)) {
    const known = (CHANGE_KEYS as readonly string[]).includes(key) ? (key as (typeof CHANGE_KEYS)[number]) : undefined;
    if (known === undefined) return `a check has no setting called ${JSON.stringify(key).slice(0, 40)}`;
    const word = CHANGE_WORDS[known];
    switch (known) {
      case 'skill':
        if (!isWholeIn(value, SKILL_RANGE)) return `the ${word} must be ${rangeText(SKILL_RANGE)}`;
        break;
      case 'secondSkill':
      case 'helperSkill':
        if (value !== null && !isWholeIn(value, SKILL_RANGE)) return `the ${word} must be ${rangeText(SKILL_RANGE)}, or none`;
        break;
      case 'attribute':
        if (!isWholeIn(value, ATTRIBUTE_RANGE)) return `the ${word} must be ${rangeText(ATTRIBUTE_RANGE)}`;
        break;
      case 'modifier':
        if (!isWholeIn(value, MODIFIER_RANGE)) return `the ${word} must be ${rangeText(MODIFIER_RANGE)}`;
        break;
      case 'advanced':
        if (typeof value !== 'boolean') return 'a skill is advanced or not';
        break;
      case 'difficulty':
        if (typeof value !== 'string' || !isDifficultyKey(value)) return 'the difficulty must be one of the rows of the difficulty table';
        break;
    }
  }
  return undefined;
}

export function modeProblem(mode: unknown, mustAlsoSucceed: unknown): string | undefined {
  if (mode !== 'basic' && mode !== 'opposed') return 'a check is basic or opposed';
  if (mustAlsoSucceed !== undefined && typeof mustAlsoSucceed !== 'boolean') return 'the actor either must also succeed or not';
  return undefined;
}

/** Why the cards cannot be drawn: an untrained advanced skill may not even be tried. */
export function drawProblem(ctx: KarmaCheckContext): string | undefined {
  const refused = ctx.sides.find((s) => !s.allowance.allowed);
  return refused ? `${refused.label} cannot try this: ${refused.allowance.reason}` : undefined;
}

export function choiceProblem(ctx: KarmaCheckContext, side: unknown, drawer: unknown, card: unknown): string | undefined {
  const bad = sideProblem(ctx, side);
  if (bad) return bad;
  const s = ctx.sides[side as number]!;
  if (s.play !== null) return `${s.label} has already chosen a card`;
  const d = typeof drawer === 'number' && Number.isInteger(drawer) && drawer >= 0 ? s.drawers[drawer] : undefined;
  if (d === undefined) return `${s.label} has no such hand`;
  if (typeof card !== 'string' || !d.hand.includes(card)) return `that card is not in ${d.label}'s draw`;
  return undefined;
}

export function hitProblem(ctx: KarmaCheckContext, side: unknown): string | undefined {
  const bad = sideProblem(ctx, side);
  if (bad) return bad;
  const due = decidingSide(ctx);
  if (due === undefined) return 'no hit decision is due';
  if (due !== side) return `${ctx.sides[due]!.label} decides first`;
  const s = ctx.sides[due]!;
  const pile = s.drawers[s.chosenFrom ?? 0]!.pile;
  if (pile.drawPile.length + pile.discardPile.length === 0) return `${s.label}'s deck has no card left to draw`;
  return undefined;
}

export function standProblem(ctx: KarmaCheckContext, side: unknown): string | undefined {
  const bad = sideProblem(ctx, side);
  if (bad) return bad;
  const due = decidingSide(ctx);
  if (due === undefined) return 'no hit decision is due';
  if (due !== side) return `${ctx.sides[due]!.label} decides first`;
  return undefined;
}

export function verdictProblem(ctx: KarmaCheckContext, side: unknown, total: unknown): string | undefined {
  const bad = sideProblem(ctx, side);
  if (bad) return bad;
  if (awaitingVerdict(ctx) !== side) return `no joker of ${ctx.sides[side as number]!.label}'s waits for the GM`;
  if (typeof total !== 'number' || !isValidVerdict(total))
    return `the GM's verdict is a row of the result chart, ${rangeText({ min: CHART_MIN, max: CHART_MAX })}`;
  return undefined;
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

function allChosen(sides: readonly SideState[]): boolean {
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
// Derived values for the view

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
}

export function outcomeOf(ctx: KarmaCheckContext): CheckOutcome | undefined {
  const results = ctx.sides.map(sideResult);
  if (results.some((r) => r === undefined) || decidingSide(ctx) !== undefined) return undefined;
  const [a, b] = results as SideResult[];
  const rowWhy = (mt: number): Why[] => {
    const row = resultRow(mt);
    const beyond =
      mt !== row.mt ? [{ text: `${signed(mt)} is beyond the chart, so it reads the ${signed(row.mt)} row.`, rule: RULES.beyondChart }] : [];
    return [...beyond, { text: `Result chart row ${signed(row.mt)}: ${row.general.toLowerCase()}.`, rule: RULES.chart }];
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
  };
}

/** A finished check in one sentence, or undefined while it is under way. */
export function summary(ctx: KarmaCheckContext): string | undefined {
  const o = outcomeOf(ctx);
  if (!o || awaitingVerdict(ctx) !== undefined) return undefined;
  return `${o.summary}. Chart row ${signed(o.row.mt)}: ${o.row.general}.`;
}

/** Cards of one drawer's deck, wherever they are: draw pile, discard pile, hand, played. */
export function cardsOfDrawer(ctx: KarmaCheckContext, sideIndex: number, drawerIndex: number): Card[] {
  const side = ctx.sides[sideIndex]!;
  const d = side.drawers[drawerIndex]!;
  const played = side.play && side.chosenFrom === drawerIndex ? side.play.chain : [];
  return [...d.pile.drawPile, ...d.pile.discardPile, ...d.hand, ...played];
}

/** May this side play this card from this hand now? */
export function canChoose(ctx: KarmaCheckContext, sideIndex: number, drawerIndex: number, card: Card): boolean {
  return choiceProblem(ctx, sideIndex, drawerIndex, card) === undefined;
}

/** May this side hit now? Its turn to decide, and a card left to draw. */
export function canHitNow(ctx: KarmaCheckContext, sideIndex: number): boolean {
  return hitProblem(ctx, sideIndex) === undefined;
}

// ---------------------------------------------------------------------------------------
// The machine

export const karmaCheckMachine = setup({
  types: {
    context: {} as KarmaCheckContext,
    events: {} as KarmaCheckEvent,
    input: {} as KarmaCheckInput,
  },
  actions: {
    adjustSide: assign(({ context, event }) => {
      assertEvent(event, 'side.adjusted');
      return adjustSide(context, event.side, event.changes);
    }),
    chooseMode: assign(({ context, event }) => {
      assertEvent(event, 'mode.chosen');
      return chooseMode(context, event.mode, event.mustAlsoSucceed);
    }),
    draw: assign(({ context }) => drawAll(context)),
    choose: assign(({ context, event }) => {
      assertEvent(event, 'card.chosen');
      return chooseCard(context, event.side, event.drawer, event.card);
    }),
    takeHit: assign(({ context, event }) => {
      assertEvent(event, 'hit.taken');
      return hitSide(context, event.side);
    }),
    standFast: assign(({ context, event }) => {
      assertEvent(event, 'hit.declined');
      return standSide(context, event.side);
    }),
    recordVerdict: assign(({ context, event }) => {
      assertEvent(event, 'joker.ruled');
      return ruleJoker(context, event.side, event.total);
    }),
    announceResult: assign(({ context }) => ({ narration: [...context.narration, ...(outcomeOf(context)?.why ?? [])] })),
    clear: assign(({ context }) => clearForNextCheck(context)),
  },
  guards: {
    adjustmentAllowed: ({ context, event }) => {
      assertEvent(event, 'side.adjusted');
      return adjustmentProblem(context, event.side, event.changes) === undefined;
    },
    modeAllowed: ({ event }) => {
      assertEvent(event, 'mode.chosen');
      return modeProblem(event.mode, event.mustAlsoSucceed) === undefined;
    },
    attemptAllowed: ({ context }) => drawProblem(context) === undefined,
    choiceAllowed: ({ context, event }) => {
      assertEvent(event, 'card.chosen');
      return choiceProblem(context, event.side, event.drawer, event.card) === undefined;
    },
    everyoneHasChosen: ({ context }) => allChosen(context.sides),
    hitAllowed: ({ context, event }) => {
      assertEvent(event, 'hit.taken');
      return hitProblem(context, event.side) === undefined;
    },
    standAllowed: ({ context, event }) => {
      assertEvent(event, 'hit.declined');
      return standProblem(context, event.side) === undefined;
    },
    noHitDecisionDue: ({ context }) => decidingSide(context) === undefined,
    verdictAllowed: ({ context, event }) => {
      assertEvent(event, 'joker.ruled');
      return verdictProblem(context, event.side, event.total) === undefined;
    },
    noJokerWaiting: ({ context }) => awaitingVerdict(context) === undefined,
  },
}).createMachine({
  id: 'karmaCheck',
  context: ({ input }) => createInitialContext(input),
  initial: 'settingUp',
  states: {
    settingUp: {
      description:
        'Before the draw. The GM names the skill, the attribute and the situational modifiers (the difficulty and anything else), and for an opposed check the opposition; they may still change. Nothing is drawn yet.',
      on: {
        'side.adjusted': {
          guard: 'adjustmentAllowed',
          actions: 'adjustSide',
          description: "A side's skill, attribute, difficulty, other modifiers, second skill or helper changes.",
        },
        'mode.chosen': {
          guard: 'modeAllowed',
          actions: 'chooseMode',
          description: 'The check becomes basic (one side) or opposed (two sides).',
        },
        'check.drawn': {
          guard: 'attemptAllowed',
          target: 'playing',
          actions: 'draw',
          description:
            'Each side draws as many cards as its skill (one when untrained, the lower of two skills used at once); an untrained advanced skill may not be tried at all.',
        },
      },
    },
    playing: {
      description: 'The cards are drawn: each side plays one, hit cards may be hit, and a joker goes to the GM.',
      initial: 'choosing',
      states: {
        choosing: {
          description: "Each side picks one card of its draw (or of a helper's), face down.",
          always: { guard: 'everyoneHasChosen', target: 'hitting', description: 'Every side has chosen: the cards turn over together.' },
          on: { 'card.chosen': { guard: 'choiceAllowed', actions: 'choose', description: 'A card of the draw is played face down.' } },
        },
        hitting: {
          description:
            'The cards are face up. A side whose last card is a jack, queen or king may hit (draw the top card of its deck onto it) or stand, the acting side first. A hit cannot be taken back.',
          always: { guard: 'noHitDecisionDue', target: 'gmRuling', description: 'Every hit chain has ended.' },
          on: {
            'hit.taken': { guard: 'hitAllowed', actions: 'takeHit', description: 'The top card of the deck is added to the chain.' },
            'hit.declined': { guard: 'standAllowed', actions: 'standFast', description: 'The side stands on its chain.' },
          },
        },
        gmRuling: {
          description: 'A joker was played: the GM names the row of the result chart the action lands on.',
          always: {
            guard: 'noJokerWaiting',
            target: '#karmaCheck.resolved',
            description: 'Every joker has the GM’s verdict (or none was played).',
          },
          on: {
            'joker.ruled': {
              guard: 'verdictAllowed',
              actions: 'recordVerdict',
              description: `The GM names a row from ${num(CHART_MIN)} to ${signed(CHART_MAX)}.`,
            },
          },
        },
      },
    },
    resolved: {
      description:
        'Card value plus attribute plus modifiers is the modified total: above 0 succeeds (opposed: greater than the opposition’s). The result chart row says how well.',
      entry: 'announceResult',
      on: { 'check.begun': { target: 'settingUp', actions: 'clear', description: 'Every card of this check goes to its discard pile.' } },
    },
  },
});

export type KarmaCheckMachine = typeof karmaCheckMachine;

/**
 * The saved form's version; older versions this machine still reads (see core/record.ts).
 * Version 2's events are all still taken as they were (version 3 only adds `side.adjusted`
 * and `mode.chosen`).
 */
export const karmaCheckRecord: RecordFormat = {
  current: 'karma-check/3',
  upgrades: {
    'karma-check/2': (events) => [...events],
    'karma-check/1': renamedEvents({ 'card.hit': 'hit.taken', 'card.stood': 'hit.declined', 'check.again': 'check.begun' }),
  },
};
