/**
 * A Karmic check, step by step: draw, choose a card, reveal, hit or stand, the GM's
 * verdict on a joker, and the result with its row of the result chart. Basic checks
 * (one side) and opposed checks (two sides) share the machine.
 *
 * Every deck's order and the seeded generator live in context, so a snapshot is JSON and
 * `transition()` replays it. The arithmetic and the rules are in check.ts.
 */
import { assign, setup } from 'xstate';
import { formatCards, parseCards, type Card } from '../core/cards.js';
import { normaliseSeed, seedRandom, type RandomState } from '../core/random.js';
import { stackDeck } from '../core/cards.js';
import { discardKarma, drawKarma, formatKarma, karmaDeck, worldDeck, type KarmaPile } from './karma-deck.js';
import {
  cardsForSkill,
  cardsForTwoSkills,
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
  signed,
  stand,
  succeeds,
  type DifficultyKey,
  type DrawAllowance,
  type GmVerdict,
  type OpposedOutcome,
  type Play,
  type ResultRow,
} from './check.js';

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

export interface CheckInput {
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

export const DEFAULT_INPUT: CheckInput = { mode: 'basic', seed: 1, mustAlsoSucceed: false, actor: DEFAULT_ACTOR, opponent: DEFAULT_OPPONENT };

export const MAX_SKILL = 10;

type Attrs = Readonly<Record<string, string | null | undefined>>;

function readInt(attrs: Attrs, name: string, min: number, max: number, errors: string[]): number | undefined {
  const raw = attrs[name];
  if (raw === null || raw === undefined || raw.trim() === '') return undefined;
  const text = raw.trim().replace(/^\u2212/, '-');
  if (!/^[+-]?\d+$/.test(text)) {
    errors.push(`${name}: "${raw}" is not a whole number`);
    return undefined;
  }
  const n = Number(text);
  if (n < min || n > max) {
    errors.push(`${name}: ${n} is outside ${min} to ${max}`);
    return undefined;
  }
  return n;
}

function readFlag(attrs: Attrs, name: string): boolean {
  const raw = attrs[name];
  return raw !== null && raw !== undefined && raw.trim().toLowerCase() !== 'false';
}

function readSide(attrs: Attrs, prefix: string, base: SideInput, errors: string[]): SideInput {
  const name = (n: string) => `${prefix}${n}`;
  const label = attrs[name('label')]?.trim() || base.label;
  const skill = readInt(attrs, name('skill'), 0, MAX_SKILL, errors) ?? base.skill;
  const secondSkill = readInt(attrs, name('second-skill'), 0, MAX_SKILL, errors) ?? null;
  const helperSkill = readInt(attrs, name('helper-skill'), 0, MAX_SKILL, errors) ?? null;
  const attribute = readInt(attrs, name('attribute'), -10, 10, errors) ?? base.attribute;
  const modifier = readInt(attrs, name('modifier'), -20, 20, errors) ?? base.modifier;
  let difficulty = base.difficulty;
  const diffText = attrs[name('difficulty')]?.trim().toLowerCase();
  if (diffText) {
    if (isDifficultyKey(diffText)) difficulty = diffText;
    else errors.push(`${name('difficulty')}: "${diffText}" is not one of very-easy, easy, moderate, difficult, very-difficult, nigh-impossible`);
  }
  let deck = base.deck;
  const kindText = attrs[name('draws')]?.trim().toLowerCase();
  if (kindText) {
    if (kindText === 'karma' || kindText === 'world') deck = kindText;
    else errors.push(`${name('draws')}: "${kindText}" is neither "karma" nor "world"`);
  }
  let stacked: Card[] = [];
  const deckText = attrs[name('deck')];
  if (deckText && deckText.trim() !== '') {
    const parsed = parseCards(deckText, new Set(deck === 'world' ? worldDeck() : karmaDeck()));
    if ('error' in parsed) errors.push(`${name('deck')}: ${parsed.error}${deck === 'world' ? ' (the world deck has no jokers and no 6–10 of diamonds or clubs)' : ' (a karma deck has no 6–10 of diamonds or clubs)'}`);
    else stacked = parsed.cards;
  }
  return { label, skill, advanced: readFlag(attrs, name('advanced')), secondSkill, helperSkill, attribute, difficulty, modifier, deck, stacked };
}

/**
 * Attribute text → machine input, with one specific message per bad value (the bad
 * value is replaced by its default). Attributes: mode, seed, must-succeed, and for each
 * side (the opponent's prefixed `opponent-`): label, skill, advanced, second-skill,
 * helper-skill, attribute, difficulty, modifier, draws (karma|world), deck (stacked cards).
 */
export function parseCheckSetup(attrs: Attrs, fallbackSeed: number = DEFAULT_INPUT.seed): { input: CheckInput; errors: string[] } {
  const errors: string[] = [];
  let mode: CheckMode = DEFAULT_INPUT.mode;
  const modeText = attrs['mode']?.trim().toLowerCase();
  if (modeText) {
    if (modeText === 'basic' || modeText === 'opposed') mode = modeText;
    else errors.push(`mode: "${modeText}" is neither "basic" nor "opposed"`);
  }
  const seed = readInt(attrs, 'seed', -2147483648, 2147483647, errors) ?? fallbackSeed;
  const actor = readSide(attrs, '', DEFAULT_ACTOR, errors);
  const opponent = readSide(attrs, 'opponent-', DEFAULT_OPPONENT, errors);
  return { input: { mode, seed: normaliseSeed(seed), mustAlsoSucceed: readFlag(attrs, 'must-succeed'), actor, opponent }, errors };
}

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

export interface CheckContext {
  readonly input: CheckInput;
  readonly random: RandomState;
  readonly sides: readonly SideState[];
  /** Checks completed with these decks (the first is 1). */
  readonly checkNumber: number;
  /** What just happened, in a sentence: the widget's announcement. */
  readonly message: string;
  /** Every reshuffle so far, visible to the reader ("Player's karma deck, check 4"). */
  readonly reshuffles: readonly string[];
}

export type CheckEvent =
  | { type: 'check.drawn' }
  | { type: 'card.chosen'; side: number; drawer: number; card: Card }
  | { type: 'card.hit'; side: number }
  | { type: 'card.stood'; side: number }
  | { type: 'joker.ruled'; side: number; total: number }
  | { type: 'check.again' };

function fullDeck(kind: DeckKind): Card[] {
  return kind === 'world' ? worldDeck() : karmaDeck();
}

function allowanceFor(side: SideInput): DrawAllowance {
  return side.secondSkill === null
    ? cardsForSkill(side.skill, { advanced: side.advanced })
    : cardsForTwoSkills({ rating: side.skill, advanced: side.advanced }, { rating: side.secondSkill });
}

export function createInitialContext(input: CheckInput): CheckContext {
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

function helperSkillOf(ctx: CheckContext, sideIndex: number): number | null {
  return (sideIndex === 0 ? ctx.input.actor : ctx.input.opponent).helperSkill;
}

function deckName(d: Drawer): string {
  return `${d.label}'s ${d.deckKind} deck`;
}

export function drawAll(ctx: CheckContext): CheckContext {
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
export function cardsRevealed(ctx: CheckContext): boolean {
  return allChosen(ctx.sides);
}

export function chooseCard(ctx: CheckContext, sideIndex: number, drawerIndex: number, card: Card): CheckContext {
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
export function decidingSide(ctx: CheckContext): number | undefined {
  if (!allChosen(ctx.sides)) return undefined;
  const i = ctx.sides.findIndex((s) => s.play !== null && mayHit(s.play));
  return i === -1 ? undefined : i;
}

export function hitSide(ctx: CheckContext, sideIndex: number): CheckContext {
  const side = ctx.sides[sideIndex]!;
  const from = side.chosenFrom ?? 0;
  const drawer = side.drawers[from]!;
  const r = hit(side.play!, drawer.pile, ctx.random)!;
  const reshuffles = r.reshuffled ? [...ctx.reshuffles, `${deckName(drawer)} ran out during a hit and its discards were shuffled into a new draw pile (check ${ctx.checkNumber})`] : ctx.reshuffles;
  const drawn = r.play.chain[r.play.chain.length - 1]!;
  const sides = ctx.sides.map((s, i) => (i === sideIndex ? { ...s, play: r.play, drawers: s.drawers.map((d, j) => (j === from ? { ...d, pile: r.pile } : d)) } : s));
  return { ...ctx, random: r.random, reshuffles, sides, message: `${side.label} hits and draws ${formatKarma(drawn)}.${r.reshuffled ? ' The deck ran out: its discards were reshuffled.' : ''}` };
}

export function standSide(ctx: CheckContext, sideIndex: number): CheckContext {
  const sides = ctx.sides.map((s, i) => (i === sideIndex ? { ...s, play: stand(s.play!) } : s));
  return { ...ctx, sides, message: `${ctx.sides[sideIndex]!.label} stands.` };
}

/** The side whose wild card waits for the GM. */
export function awaitingVerdict(ctx: CheckContext): number | undefined {
  if (!allChosen(ctx.sides) || decidingSide(ctx) !== undefined) return undefined;
  const i = ctx.sides.findIndex((s) => isWildPlay(s.play!) && s.verdict === null);
  return i === -1 ? undefined : i;
}

export function ruleJoker(ctx: CheckContext, sideIndex: number, total: number): CheckContext {
  const sides = ctx.sides.map((s, i) => (i === sideIndex ? { ...s, verdict: { total } } : s));
  return { ...ctx, sides, message: `The GM rules ${ctx.sides[sideIndex]!.label}'s joker: ${signed(total)}, ${resultRow(total).general.toLowerCase()}.` };
}

/** Put every card of this check on its deck's discard pile and get ready to draw again. */
export function clearForNextCheck(ctx: CheckContext): CheckContext {
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

export function outcomeOf(ctx: CheckContext): CheckOutcome | undefined {
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
export function cardsOfDrawer(ctx: CheckContext, sideIndex: number, drawerIndex: number): Card[] {
  const side = ctx.sides[sideIndex]!;
  const d = side.drawers[drawerIndex]!;
  const played = side.play && side.chosenFrom === drawerIndex ? side.play.chain : [];
  return [...d.pile.drawPile, ...d.pile.discardPile, ...d.hand, ...played];
}

/** May this side play this card from this hand now? */
export function canChoose(ctx: CheckContext, sideIndex: number, drawerIndex: number, card: Card): boolean {
  const side = ctx.sides[sideIndex];
  return side !== undefined && side.play === null && (side.drawers[drawerIndex]?.hand.includes(card) ?? false);
}

/** May this side hit now? Its turn to decide, and a card left to draw. */
export function canHitNow(ctx: CheckContext, sideIndex: number): boolean {
  if (decidingSide(ctx) !== sideIndex) return false;
  const side = ctx.sides[sideIndex]!;
  const pile = side.drawers[side.chosenFrom ?? 0]!.pile;
  return pile.drawPile.length + pile.discardPile.length > 0;
}

// ---------------------------------------------------------------------------------------
// The machine

export const checkMachine = setup({
  types: {
    context: {} as CheckContext,
    events: {} as CheckEvent,
    input: {} as CheckInput,
  },
  actions: {
    draw: assign(({ context }) => drawAll(context)),
    choose: assign(({ context, event }) => (event.type === 'card.chosen' ? chooseCard(context, event.side, event.drawer, event.card) : context)),
    takeHit: assign(({ context, event }) => (event.type === 'card.hit' ? hitSide(context, event.side) : context)),
    standFast: assign(({ context, event }) => (event.type === 'card.stood' ? standSide(context, event.side) : context)),
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
    mayHit: ({ context, event }) => event.type === 'card.hit' && canHitNow(context, event.side),
    mayStand: ({ context, event }) => event.type === 'card.stood' && decidingSide(context) === event.side,
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
        'card.hit': { guard: 'mayHit', actions: 'takeHit' },
        'card.stood': { guard: 'mayStand', actions: 'standFast' },
      },
    },
    /** A joker was played: the GM names the result. */
    ruling: {
      always: { guard: 'verdictsDone', target: 'resolved', actions: 'announceResult' },
      on: { 'joker.ruled': { guard: 'mayRule', actions: 'recordVerdict' } },
    },
    resolved: {
      on: { 'check.again': { target: 'ready', actions: 'clear' } },
    },
  },
});

export type CheckMachine = typeof checkMachine;
