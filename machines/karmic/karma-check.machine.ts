/**
 * A Karmic check, step by step: draw, choose a card, reveal, hit or stand, the GM's
 * verdict on a joker, and the result with its row of the result chart. Basic checks
 * (one side) and opposed checks (two sides) share the machine.
 *
 * Every deck's order and the seeded generator live in context, so a snapshot is JSON and
 * `transition()` replays it. The arithmetic and the rules are in karma-check.rules.ts.
 */
import { assign, setup } from 'xstate';
import { renamedEvents, type RecordFormat } from '../core/record.js';
import { stackDeck, type Card } from '../core/cards.js';
import { seedRandom, type RandomState } from '../core/random.js';
import { discardKarma, drawKarma, formatKarma, karmaDeck, worldDeck, type KarmaPile } from './karma-deck.js';
import {
  cardsForSkill,
  cardsForTwoSkills,
  compareOpposed,
  difficultyRow,
  hit,
  isValidVerdict,
  isWildPlay,
  mayHit,
  modifiedTotal,
  playCard,
  resultRow,
  signed,
  stand,
  succeeds,
  type DifficultyKey,
  type DrawAllowance,
  type GmVerdict,
  type OpposedOutcome,
  type Play,
  type ResultRow,
} from './karma-check.rules.js';

// ---------------------------------------------------------------------------------------
// Input

export type DeckKind = 'karma' | 'world';
export type CheckMode = 'basic' | 'opposed';

export interface SideInput {
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

export const DEFAULT_INPUT: KarmaCheckInput = { mode: 'basic', seed: 1, mustAlsoSucceed: false, actor: DEFAULT_ACTOR, opponent: DEFAULT_OPPONENT };

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
  readonly allowance: DrawAllowance;
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
  readonly sides: readonly SideState[];
  /** Checks completed with these decks (the first is 1). */
  readonly checkNumber: number;
  /** What just happened, in a sentence: the widget's announcement. */
  readonly message: string;
  /** Every reshuffle so far, visible to the reader ("Player's karma deck, check 4"). */
  readonly reshuffles: readonly string[];
}

export type KarmaCheckEvent =
  | { type: 'check.drawn' }
  | { type: 'card.chosen'; side: number; drawer: number; card: Card }
  | { type: 'hit.taken'; side: number }
  | { type: 'hit.declined'; side: number }
  | { type: 'joker.ruled'; side: number; total: number }
  | { type: 'check.begun' };

function fullDeck(kind: DeckKind): Card[] {
  return kind === 'world' ? worldDeck() : karmaDeck();
}

function allowanceFor(side: SideInput): DrawAllowance {
  return side.secondSkill === null
    ? cardsForSkill(side.skill, { advanced: side.advanced })
    : cardsForTwoSkills({ rating: side.skill, advanced: side.advanced }, { rating: side.secondSkill });
}

export function createInitialContext(input: KarmaCheckInput): KarmaCheckContext {
  let random = seedRandom(input.seed);
  const sideInputs = input.mode === 'opposed' ? [input.actor, input.opponent] : [input.actor];
  const sides = sideInputs.map((s): SideState => {
    const drawerSpecs = [{ label: s.label, kind: s.deck, stacked: s.stacked }];
    if (s.helperSkill !== null) drawerSpecs.push({ label: `${s.label}'s helper`, kind: s.deck, stacked: [] });
    const drawers = drawerSpecs.map((d): Drawer => {
      let order: Card[];
      [order, random] = stackDeck(random, fullDeck(d.kind), d.stacked);
      return { label: d.label, deckKind: d.kind, pile: { drawPile: order, discardPile: [] }, hand: [] };
    });
    return {
      label: s.label,
      allowance: allowanceFor(s),
      modifiers: { attribute: s.attribute, situational: difficultyRow(s.difficulty).modifier + s.modifier },
      drawers,
      play: null,
      chosenFrom: null,
      verdict: null,
    };
  });
  return { input, random, sides, checkNumber: 1, message: 'Ready to draw.', reshuffles: [] };
}

// ---------------------------------------------------------------------------------------
// Pure steps

function helperSkillOf(ctx: KarmaCheckContext, sideIndex: number): number | null {
  return (sideIndex === 0 ? ctx.input.actor : ctx.input.opponent).helperSkill;
}

function deckName(d: Drawer): string {
  return `${d.label}'s ${d.deckKind} deck`;
}

export function drawAll(ctx: KarmaCheckContext): KarmaCheckContext {
  let random = ctx.random;
  const reshuffles = [...ctx.reshuffles];
  const parts: string[] = [];
  const sides = ctx.sides.map((side, i) => {
    const drawers = side.drawers.map((d, j) => {
      const count = j === 0 ? side.allowance.cards : cardsForSkill(helperSkillOf(ctx, i) ?? 0).cards;
      const r = drawKarma(d.pile, random, count);
      random = r.random;
      if (r.reshuffled) reshuffles.push(`${deckName(d)} ran out and its discards were shuffled into a new draw pile (check ${ctx.checkNumber})`);
      parts.push(`${d.label} draws ${r.cards.map(formatKarma).join(', ')}`);
      return { ...d, pile: r.pile, hand: r.cards };
    });
    return { ...side, drawers };
  });
  const shuffled = reshuffles.length > ctx.reshuffles.length ? ' A deck ran out: its discards were reshuffled.' : '';
  return { ...ctx, random, sides, reshuffles, message: `${parts.join('; ')}.${shuffled}` };
}

function allChosen(sides: readonly SideState[]): boolean {
  return sides.every((s) => s.play !== null);
}

/** Chosen cards stay face down until every side has chosen, then turn over together. */
export function cardsRevealed(ctx: KarmaCheckContext): boolean {
  return allChosen(ctx.sides);
}

export function chooseCard(ctx: KarmaCheckContext, sideIndex: number, drawerIndex: number, card: Card): KarmaCheckContext {
  const sides = ctx.sides.map((side, i) => {
    if (i !== sideIndex) return side;
    const drawers = side.drawers.map((d, j) => (j === drawerIndex ? { ...d, hand: d.hand.filter((c) => c !== card) } : d));
    return { ...side, drawers, play: playCard(card), chosenFrom: drawerIndex };
  });
  const chosen = allChosen(sides);
  const message = chosen
    ? `Revealed: ${sides.map((s) => `${s.label} plays ${formatKarma(s.play!.chain[0]!)}`).join(', ')}.`
    : `${ctx.sides[sideIndex]!.label} chooses a card face down.`;
  return { ...ctx, sides, message };
}

/** Whose hit decision is due: the first side (actor first) whose chain is still open. */
export function decidingSide(ctx: KarmaCheckContext): number | undefined {
  if (!allChosen(ctx.sides)) return undefined;
  const i = ctx.sides.findIndex((s) => s.play !== null && mayHit(s.play));
  return i === -1 ? undefined : i;
}

export function hitSide(ctx: KarmaCheckContext, sideIndex: number): KarmaCheckContext {
  const side = ctx.sides[sideIndex]!;
  const from = side.chosenFrom ?? 0;
  const drawer = side.drawers[from]!;
  const r = hit(side.play!, drawer.pile, ctx.random)!;
  const reshuffles = r.reshuffled ? [...ctx.reshuffles, `${deckName(drawer)} ran out during a hit and its discards were shuffled into a new draw pile (check ${ctx.checkNumber})`] : ctx.reshuffles;
  const drawn = r.play.chain[r.play.chain.length - 1]!;
  const sides = ctx.sides.map((s, i) => (i === sideIndex ? { ...s, play: r.play, drawers: s.drawers.map((d, j) => (j === from ? { ...d, pile: r.pile } : d)) } : s));
  return { ...ctx, random: r.random, reshuffles, sides, message: `${side.label} hits and draws ${formatKarma(drawn)}.${r.reshuffled ? ' The deck ran out: its discards were reshuffled.' : ''}` };
}

export function standSide(ctx: KarmaCheckContext, sideIndex: number): KarmaCheckContext {
  const sides = ctx.sides.map((s, i) => (i === sideIndex ? { ...s, play: stand(s.play!) } : s));
  return { ...ctx, sides, message: `${ctx.sides[sideIndex]!.label} stands.` };
}

/** The side whose wild card waits for the GM. */
export function awaitingVerdict(ctx: KarmaCheckContext): number | undefined {
  if (!allChosen(ctx.sides) || decidingSide(ctx) !== undefined) return undefined;
  const i = ctx.sides.findIndex((s) => isWildPlay(s.play!) && s.verdict === null);
  return i === -1 ? undefined : i;
}

export function ruleJoker(ctx: KarmaCheckContext, sideIndex: number, total: number): KarmaCheckContext {
  const sides = ctx.sides.map((s, i) => (i === sideIndex ? { ...s, verdict: { total } } : s));
  return { ...ctx, sides, message: `The GM rules ${ctx.sides[sideIndex]!.label}'s joker: ${signed(total)}, ${resultRow(total).general.toLowerCase()}.` };
}

/** Put every card of this check on its deck's discard pile and get ready to draw again. */
export function clearForNextCheck(ctx: KarmaCheckContext): KarmaCheckContext {
  const sides = ctx.sides.map((s) => ({
    ...s,
    play: null,
    chosenFrom: null,
    verdict: null,
    drawers: s.drawers.map((d, j) => ({ ...d, pile: discardKarma(d.pile, [...d.hand, ...(j === s.chosenFrom && s.play ? s.play.chain : [])]), hand: [] })),
  }));
  return { ...ctx, sides, checkNumber: ctx.checkNumber + 1, message: 'Cards discarded. Ready to draw again.' };
}

// ---------------------------------------------------------------------------------------
// Derived values for the view

export interface SideResult {
  readonly total: number;
  /** "-3 card +2 attribute +3 situational = +2", or the GM's verdict. */
  readonly arithmetic: string;
}

export function sideResult(side: SideState): SideResult | undefined {
  if (!side.play) return undefined;
  const total = modifiedTotal(side.play, side.modifiers, side.verdict ?? undefined);
  if (total === undefined) return undefined;
  if (isWildPlay(side.play)) return { total, arithmetic: `joker: the GM rules ${signed(total)}` };
  const cards = side.play.chain.map((c) => formatKarma(c).replace(' (hit)', '')).join(' ');
  const chainText = side.play.chain.length > 1 ? `(${cards}) card` : `${cards} card`;
  // Terms of a sum carry their sign, zero included, as the seed writes them ("+0 for modifiers").
  const term = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
  return { total, arithmetic: `${chainText} ${term(side.modifiers.attribute)} attribute ${term(side.modifiers.situational)} situational = ${signed(total)}` };
}

export interface CheckOutcome {
  readonly success: boolean;
  /** The MT (basic) or the difference (opposed) read on the chart. */
  readonly chartMt: number;
  readonly row: ResultRow;
  readonly opposed: OpposedOutcome | null;
  readonly summary: string;
}

export function outcomeOf(ctx: KarmaCheckContext): CheckOutcome | undefined {
  const results = ctx.sides.map(sideResult);
  if (results.some((r) => r === undefined) || decidingSide(ctx) !== undefined) return undefined;
  const [a, b] = results as SideResult[];
  if (ctx.input.mode === 'basic' || b === undefined) {
    const success = succeeds(a!.total);
    return { success, chartMt: a!.total, row: resultRow(a!.total), opposed: null, summary: `${a!.arithmetic}: ${success ? 'success' : 'failure'} (total must be above 0)` };
  }
  const opposed = compareOpposed(a!.total, b.total, { mustAlsoSucceed: ctx.input.mustAlsoSucceed });
  return {
    success: opposed.actorSucceeds,
    chartMt: opposed.margin,
    row: resultRow(opposed.margin),
    opposed,
    summary: `${ctx.sides[0]!.label} ${signed(a!.total)} against ${ctx.sides[1]!.label} ${signed(b.total)}: ${opposed.reason}. ${opposed.actorSucceeds ? 'Success' : 'Failure'} for ${ctx.sides[0]!.label}`,
  };
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
  const side = ctx.sides[sideIndex];
  return side !== undefined && side.play === null && (side.drawers[drawerIndex]?.hand.includes(card) ?? false);
}

/** May this side hit now? Its turn to decide, and a card left to draw. */
export function canHitNow(ctx: KarmaCheckContext, sideIndex: number): boolean {
  if (decidingSide(ctx) !== sideIndex) return false;
  const side = ctx.sides[sideIndex]!;
  const pile = side.drawers[side.chosenFrom ?? 0]!.pile;
  return pile.drawPile.length + pile.discardPile.length > 0;
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
    draw: assign(({ context }) => drawAll(context)),
    choose: assign(({ context, event }) => (event.type === 'card.chosen' ? chooseCard(context, event.side, event.drawer, event.card) : context)),
    takeHit: assign(({ context, event }) => (event.type === 'hit.taken' ? hitSide(context, event.side) : context)),
    standFast: assign(({ context, event }) => (event.type === 'hit.declined' ? standSide(context, event.side) : context)),
    recordVerdict: assign(({ context, event }) => (event.type === 'joker.ruled' ? ruleJoker(context, event.side, event.total) : context)),
    announceResult: assign(({ context }) => ({ message: outcomeOf(context)?.summary ?? context.message })),
    clear: assign(({ context }) => clearForNextCheck(context)),
    refuse: assign(({ context }) => ({
      message: `This check cannot be made: ${context.sides.map((s) => s.allowance).find((a) => !a.allowed)?.reason ?? ''}.`,
    })),
  },
  guards: {
    isRefused: ({ context }) => context.sides.some((s) => !s.allowance.allowed),
    mayChoose: ({ context, event }) => event.type === 'card.chosen' && canChoose(context, event.side, event.drawer, event.card),
    allChosen: ({ context }) => allChosen(context.sides),
    mayHit: ({ context, event }) => event.type === 'hit.taken' && canHitNow(context, event.side),
    mayStand: ({ context, event }) => event.type === 'hit.declined' && decidingSide(context) === event.side,
    decisionsDone: ({ context }) => decidingSide(context) === undefined,
    mayRule: ({ context, event }) => event.type === 'joker.ruled' && awaitingVerdict(context) === event.side && isValidVerdict(event.total),
    verdictsDone: ({ context }) => awaitingVerdict(context) === undefined,
  },
}).createMachine({
  id: 'karmaCheck',
  context: ({ input }) => createInitialContext(input),
  initial: 'setup',
  states: {
    setup: {
      always: [{ guard: 'isRefused', target: 'refused', actions: 'refuse' }, { target: 'ready' }],
    },
    /** An untrained advanced skill: the attempt is not allowed at all. */
    refused: {},
    ready: {
      on: { 'check.drawn': { target: 'choosing', actions: 'draw' } },
    },
    choosing: {
      always: { guard: 'allChosen', target: 'deciding' },
      on: { 'card.chosen': { guard: 'mayChoose', actions: 'choose' } },
    },
    /** Cards revealed: each open hit chain is decided, actor first, and cannot be undone. */
    deciding: {
      always: { guard: 'decisionsDone', target: 'ruling' },
      on: {
        'hit.taken': { guard: 'mayHit', actions: 'takeHit' },
        'hit.declined': { guard: 'mayStand', actions: 'standFast' },
      },
    },
    /** A joker was played: the GM names the result. */
    ruling: {
      always: { guard: 'verdictsDone', target: 'resolved', actions: 'announceResult' },
      on: { 'joker.ruled': { guard: 'mayRule', actions: 'recordVerdict' } },
    },
    resolved: {
      on: { 'check.begun': { target: 'ready', actions: 'clear' } },
    },
  },
});

export type KarmaCheckMachine = typeof karmaCheckMachine;

/** The saved form's version; older versions this machine still reads (see core/record.ts). */
export const karmaCheckRecord: RecordFormat = {
  current: 'karma-check/2',
  upgrades: { 'karma-check/1': renamedEvents({ 'card.hit': 'hit.taken', 'card.stood': 'hit.declined', 'check.again': 'check.begun' }) },
};
