/**
 * Karmic's register duel: one-on-one melee as a compound action (seed 004, "Compound
 * Actions", "Melee Combat", "Melee Combat Maneuvers"). Initiative, secret hands, face-down
 * declarations register by register, then resolution register by register with hit
 * decisions as the cards turn over.
 *
 * All chance (both decks, the generator) is in context, so a snapshot is JSON and XState's
 * pure `transition` replays a duel exactly. Rules are in register-duel.rules.ts.
 */
import { assign, setup } from 'xstate';
import { renamedEvents, type RecordFormat } from '../core/record.js';
import { isJoker, stackDeck, type Card } from '../core/cards.js';
import { seedRandom, type RandomState } from '../core/random.js';
import { bestCard, cardValue, hit, isWildPlay, mayHit, playCard, stand, type Play } from './karma-check.rules.js';
import { chainTotal, discardKarma, drawKarma, karmaDeck, karmaValue, worldDeck, type KarmaPile } from './karma-deck.js';
import { maneuver, type HitLocation, type ManeuverId } from './maneuvers.js';
import {
  declarationProblem,
  handSize,
  initiativeCards,
  legalOptions,
  other,
  resolveRegister,
  startingRange,
  fmt,
  type Declaration,
  type DuelView,
  type Fighter,
  type Hand,
  type RegisterOutcome,
  type Side,
} from './register-duel.rules.js';

export type { Side, Fighter, Declaration } from './register-duel.rules.js';

export interface RegisterDuelInput {
  readonly fighters: readonly [Fighter, Fighter];
  readonly seed: number;
  /** Cards put on top of each fighter's deck, top first (the rest shuffled beneath). */
  readonly stacked?: readonly [readonly Card[], readonly Card[]];
}

export interface InitiativeCheck {
  readonly cards: readonly Card[];
  /** The best natural card (table ruling "The initiative check"). */
  readonly card?: Card;
  readonly total: number;
}

export interface Register {
  readonly number: number;
  /** Who held the initiative when this register was declared. */
  readonly attacker: Side;
  readonly attack: Declaration;
  /** The defender's answer; undefined with `answered` means the defender played nothing. */
  readonly defence?: Declaration;
  readonly answered: boolean;
  readonly revealed: boolean;
  /** The turned-over cards with their hit chains, by side (null: face down or no card; JSON keeps null). */
  readonly plays: readonly [Play | null, Play | null];
  /** The GM's value for a wild (joker) play, by side. */
  readonly wild: readonly [number | null, number | null];
  readonly outcome?: RegisterOutcome;
}

export interface RegisterDuelContext {
  readonly fighters: readonly [Fighter, Fighter];
  readonly piles: readonly [KarmaPile, KarmaPile];
  readonly random: RandomState;
  readonly range: number;
  readonly round: number;
  /** The side holding the initiative: the attacker. */
  readonly attacker: Side | undefined;
  readonly initiativeChecks: readonly (readonly [InitiativeCheck, InitiativeCheck])[];
  /** Sides that yielded since the round began. */
  readonly yielded: readonly Side[];
  readonly hands: readonly [readonly Card[], readonly Card[]];
  readonly handsDrawn: boolean;
  /** This turn's registers, resolved and pending. */
  readonly registers: readonly Register[];
  /** Whose declaration is next. */
  readonly toDeclare: Side;
  /** Index of the next register to resolve. */
  readonly cursor: number;
  /** Why declaration stopped: an immediate maneuver (the turn may go on) or the attacker finished. */
  readonly batchEnd: 'immediate' | 'done' | undefined;
  readonly damage: readonly [number, number];
  readonly disarmed: readonly [boolean, boolean];
  readonly ended: string | undefined;
  /** What just happened, in one sentence (the widget's live region reads it). */
  readonly message: string;
  readonly reshuffles: number;
}

export type RegisterDuelEvent =
  | { type: 'initiative.drawn' }
  | { type: 'initiative.yielded' }
  | { type: 'hands.drawn' }
  | { type: 'maneuver.declared'; side: Side; maneuver: ManeuverId; card: Card; hand?: Hand; holdGround?: boolean; location?: HitLocation }
  | { type: 'maneuver.passed'; side: Side }
  | { type: 'declaration.finished'; side: Side }
  | { type: 'card.withdrawn'; side: Side; register: number }
  | { type: 'register.revealed' }
  | { type: 'hit.taken'; side: Side }
  | { type: 'hit.declined'; side: Side }
  | { type: 'joker.ruled'; side: Side; value: number }
  | { type: 'round.begun' };

// ---------------------------------------------------------------------------------------
// Pure helpers over the context

export function deckFor(fighter: Fighter): Card[] {
  return fighter.deck === 'karma' ? karmaDeck() : worldDeck();
}

export function createInitialContext(input: RegisterDuelInput): RegisterDuelContext {
  let random = seedRandom(input.seed);
  const piles = input.fighters.map((f, i) => {
    let pile: Card[];
    [pile, random] = stackDeck(random, deckFor(f), input.stacked?.[i] ?? []);
    return { drawPile: pile, discardPile: [] } as KarmaPile;
  }) as unknown as [KarmaPile, KarmaPile];
  return {
    fighters: input.fighters,
    piles,
    random,
    range: startingRange(input.fighters),
    round: 1,
    attacker: undefined,
    initiativeChecks: [],
    yielded: [],
    hands: [[], []],
    handsDrawn: false,
    registers: [],
    toDeclare: 0,
    cursor: 0,
    batchEnd: undefined,
    damage: [0, 0],
    disarmed: [false, false],
    ended: undefined,
    message: `Range ${startingRange(input.fighters)}, the longer weapon's reach. Draw for the initiative.`,
    reshuffles: 0,
  };
}

function setPair<T>(pair: readonly [T, T], side: Side, value: T): [T, T] {
  return side === 0 ? [value, pair[1]] : [pair[0], value];
}

function draw(ctx: RegisterDuelContext, side: Side, count: number): { cards: Card[]; ctx: RegisterDuelContext } {
  const drawn = drawKarma(ctx.piles[side], ctx.random, count);
  return {
    cards: drawn.cards,
    ctx: { ...ctx, piles: setPair(ctx.piles, side, drawn.pile), random: drawn.random, reshuffles: ctx.reshuffles + (drawn.reshuffled ? 1 : 0) },
  };
}

function discard(ctx: RegisterDuelContext, side: Side, cards: readonly Card[]): RegisterDuelContext {
  return cards.length ? { ...ctx, piles: setPair(ctx.piles, side, discardKarma(ctx.piles[side], cards)) } : ctx;
}

/**
 * Karmic, "Determine Initiative": combat training modified by willpower (a willpower check
 * for the untrained); the highest total holds the initiative. Table ruling "Ties on the
 * initiative check": both draw again.
 */
export function drawInitiative(ctx: RegisterDuelContext): RegisterDuelContext {
  let next = ctx;
  const checks = ([0, 1] as Side[]).map((side): InitiativeCheck => {
    const d = draw(next, side, initiativeCards(next.fighters[side]));
    next = discard(d.ctx, side, d.cards);
    const card = bestCard(d.cards);
    const total = (card ? karmaValue(card)! : 0) + next.fighters[side].willpower;
    return { cards: d.cards, card, total };
  }) as unknown as [InitiativeCheck, InitiativeCheck];
  const [a, b] = checks;
  const attacker: Side | undefined = a.total > b.total ? 0 : b.total > a.total ? 1 : undefined;
  const names = next.fighters.map((f) => f.name);
  const message = attacker === undefined
    ? `Initiative: ${names[0]} ${fmt(a.total)}, ${names[1]} ${fmt(b.total)}. A tie: both draw again.`
    : `Initiative: ${names[0]} ${fmt(a.total)}, ${names[1]} ${fmt(b.total)}. ${names[attacker]} holds the initiative and attacks.`;
  return { ...next, initiativeChecks: [...next.initiativeChecks, checks], attacker, message };
}

export function yieldInitiative(ctx: RegisterDuelContext): RegisterDuelContext {
  const from = ctx.attacker!;
  const yielded = [...ctx.yielded, from];
  const names = ctx.fighters.map((f) => f.name);
  if (yielded.includes(other(from))) {
    return { ...ctx, yielded, ended: 'both sides yielded', message: `${names[from]} yields too: both have yielded, so combat ends.` };
  }
  return { ...ctx, yielded, attacker: other(from), toDeclare: other(from), message: `${names[from]} yields the initiative to ${names[other(from)]}.` };
}

export function drawHands(ctx: RegisterDuelContext): RegisterDuelContext {
  let next = ctx;
  const hands = ([0, 1] as Side[]).map((side) => {
    const d = draw(next, side, handSize(next.fighters[side]));
    next = d.ctx;
    return d.cards;
  }) as [Card[], Card[]];
  const names = ctx.fighters.map((f) => f.name);
  return {
    ...next,
    hands,
    handsDrawn: true,
    yielded: [],
    toDeclare: ctx.attacker!,
    message: `Round ${ctx.round}: ${names[0]} draws ${hands[0].length}, ${names[1]} draws ${hands[1].length}, kept secret. ${names[ctx.attacker!]} declares first.`,
  };
}

export function viewOf(ctx: RegisterDuelContext): DuelView {
  return {
    fighters: ctx.fighters,
    range: ctx.range,
    attacker: ctx.attacker ?? 0,
    disarmed: ctx.disarmed,
    hands: ctx.hands,
    declared: ctx.registers.flatMap((r) => (r.defence ? [r.attack, r.defence] : [r.attack])),
  };
}

/** The register the next declaration goes into, and whether it is the attacker's slot. */
export function openRegister(ctx: RegisterDuelContext): { index: number; slot: 'attack' | 'defence' } {
  const last = ctx.registers[ctx.registers.length - 1];
  if (last && !last.answered && ctx.cursor <= ctx.registers.length - 1) return { index: ctx.registers.length - 1, slot: 'defence' };
  return { index: ctx.registers.length, slot: 'attack' };
}

export function declarationFrom(event: Extract<RegisterDuelEvent, { type: 'maneuver.declared' }>): Declaration {
  return {
    side: event.side,
    maneuver: event.maneuver,
    card: event.card,
    hand: event.hand ?? (event.maneuver === 'melee-dodge' ? 'none' : 'main'),
    holdGround: event.holdGround ?? false,
    location: event.location ?? 'torso',
  };
}

/** Why this declaration cannot be made now (turn order included), or undefined. */
export function whyNotDeclare(ctx: RegisterDuelContext, event: Extract<RegisterDuelEvent, { type: 'maneuver.declared' }>): string | undefined {
  if (ctx.attacker === undefined || !ctx.handsDrawn) return 'hands are not drawn yet';
  if (event.side !== ctx.toDeclare) return `it is ${ctx.fighters[ctx.toDeclare].name}'s turn to declare`;
  return declarationProblem(viewOf(ctx), declarationFrom(event));
}

/** Can this side declare anything at all now? */
export function canDeclareAnything(ctx: RegisterDuelContext, side: Side): boolean {
  return ctx.hands[side].length > 0 && legalOptions({ ...viewOf(ctx), attacker: ctx.attacker ?? 0 }, side).length > 0;
}

function cardWords(ctx: RegisterDuelContext, side: Side, decl: Declaration): string {
  const m = maneuver(decl.maneuver);
  return `${ctx.fighters[side].name} declares ${m.name.toLowerCase()}${decl.holdGround ? ' without stepping' : ''}${decl.location !== 'torso' ? ` at the ${decl.location.replace('-', ' ')}` : ''}, card face down`;
}

/**
 * Lay a card face down and name the maneuver. The attacker opens a register, the defender
 * answers it. When the defender has nothing to answer with, the answer is an empty slot.
 */
export function declare(ctx: RegisterDuelContext, decl: Declaration): RegisterDuelContext {
  const hands = setPair(ctx.hands, decl.side, ctx.hands[decl.side].filter((c) => c !== decl.card));
  const { index, slot } = openRegister(ctx);
  let registers: Register[];
  if (slot === 'attack') {
    registers = [...ctx.registers, { number: index + 1, attacker: decl.side, attack: decl, answered: false, revealed: false, plays: [null, null], wild: [null, null] }];
  } else {
    registers = ctx.registers.map((r, i) => (i === index ? { ...r, defence: decl, answered: true } : r));
  }
  let next: RegisterDuelContext = { ...ctx, hands, registers, toDeclare: other(decl.side), message: `Register ${index + 1}: ${cardWords(ctx, decl.side, decl)}.` };
  if (slot === 'attack' && !canDeclareAnything(next, other(decl.side))) {
    next = pass(next, other(decl.side), true);
  }
  return next;
}

/** The defender leaves this register empty (by choice, or with nothing left to play). */
export function pass(ctx: RegisterDuelContext, side: Side, forced = false): RegisterDuelContext {
  const index = ctx.registers.length - 1;
  const registers = ctx.registers.map((r, i) => (i === index ? { ...r, answered: true } : r));
  const why = forced ? 'has nothing to answer with' : 'plays nothing';
  return { ...ctx, registers, toDeclare: other(side), message: `${ctx.message.replace(/\.$/, '')}; ${ctx.fighters[side].name} ${why} in register ${index + 1}.` };
}

/**
 * Declaration stops when a maneuver that resolves immediately has been answered, or the
 * attacker has nothing more to declare (Karmic, "Declare Maneuvers").
 */
export function declarationStops(ctx: RegisterDuelContext): 'immediate' | 'done' | undefined {
  const last = ctx.registers[ctx.registers.length - 1];
  if (!last || !last.answered || ctx.cursor > ctx.registers.length - 1) return undefined;
  const immediate = maneuver(last.attack.maneuver).resolvesImmediately || (last.defence && maneuver(last.defence.maneuver).resolvesImmediately);
  if (immediate) return 'immediate';
  if (!canDeclareAnything(ctx, ctx.attacker!)) return 'done';
  return undefined;
}

/**
 * Take a face-down card back from a register not yet resolved. Everything declared after
 * it was declared in answer to it, so those cards go back to their hands too, and the
 * declaration picks up again from that slot: it stays a clean alternation.
 */
export function withdraw(ctx: RegisterDuelContext, side: Side, registerNumber: number): RegisterDuelContext {
  const index = registerNumber - 1;
  const reg = ctx.registers[index]!;
  const keepRegister = reg.attacker !== side; // the defender's answer only: the attack stays
  const removed: Declaration[] = [];
  const registers: Register[] = [];
  ctx.registers.forEach((r, i) => {
    if (i < index) registers.push(r);
    else if (i === index && keepRegister) {
      if (r.defence) removed.push(r.defence);
      registers.push({ ...r, defence: undefined, answered: false });
    } else {
      removed.push(r.attack);
      if (r.defence) removed.push(r.defence);
    }
  });
  let hands = ctx.hands;
  for (const d of removed) hands = setPair(hands, d.side, [...hands[d.side], d.card]);
  return {
    ...ctx,
    hands,
    registers,
    toDeclare: side,
    message: `${ctx.fighters[side].name} takes back the card in register ${registerNumber}; ${removed.length} card${removed.length === 1 ? '' : 's'} return to the hands and declaration goes on from there.`,
  };
}

export function whyNotWithdraw(ctx: RegisterDuelContext, side: Side, registerNumber: number): string | undefined {
  const reg = ctx.registers[registerNumber - 1];
  if (!reg) return `there is no register ${registerNumber}`;
  if (registerNumber - 1 < ctx.cursor) return `register ${registerNumber} is already resolved`;
  if (!(reg.attack.side === side || reg.defence?.side === side)) return `${ctx.fighters[side].name} has no card in register ${registerNumber}`;
  return undefined;
}

/** Turn over both cards of the next register. */
export function reveal(ctx: RegisterDuelContext): RegisterDuelContext {
  const reg = ctx.registers[ctx.cursor]!;
  let plays: [Play | null, Play | null] = [null, null];
  plays = setPair(plays, reg.attack.side, playCard(reg.attack.card));
  if (reg.defence) plays = setPair(plays, reg.defence.side, playCard(reg.defence.card));
  const registers = ctx.registers.map((r, i) => (i === ctx.cursor ? { ...r, revealed: true, plays } : r));
  return { ...ctx, registers, message: `Register ${reg.number} turns over.` };
}

/**
 * Who must decide next on the register being resolved: a hit (the last card is a hit card)
 * or a GM's value for a joker. Table ruling "Hits on reveal": the attacker decides first,
 * then the defender, who has seen the attacker's final card.
 */
export function pendingDecision(ctx: RegisterDuelContext): { side: Side; kind: 'hit' | 'joker' } | undefined {
  const reg = ctx.registers[ctx.cursor];
  if (!reg || !reg.revealed || reg.outcome) return undefined;
  for (const side of [reg.attack.side, other(reg.attack.side)]) {
    const play = reg.plays[side];
    if (!play) continue;
    if (isWildPlay(play) && reg.wild[side] === null) return { side, kind: 'joker' };
    if (mayHit(play)) return { side, kind: 'hit' };
  }
  return undefined;
}

function updatePlay(ctx: RegisterDuelContext, side: Side, play: Play): RegisterDuelContext {
  const registers = ctx.registers.map((r, i) => (i === ctx.cursor ? { ...r, plays: setPair(r.plays, side, play) } : r));
  return { ...ctx, registers };
}

export function takeHit(ctx: RegisterDuelContext, side: Side): RegisterDuelContext {
  const play = ctx.registers[ctx.cursor]!.plays[side]!;
  const result = hit(play, ctx.piles[side], ctx.random);
  if (!result) return { ...updatePlay(ctx, side, stand(play)), message: `${ctx.fighters[side].name}'s deck is empty: no hit.` };
  const next = updatePlay({ ...ctx, piles: setPair(ctx.piles, side, result.pile), random: result.random, reshuffles: ctx.reshuffles + (result.reshuffled ? 1 : 0) }, side, result.play);
  const value = cardValue(result.play);
  return { ...next, message: `${ctx.fighters[side].name} hits: the chain is now ${value === undefined ? 'wild' : fmt(value)}.` };
}

export function standOn(ctx: RegisterDuelContext, side: Side): RegisterDuelContext {
  const play = ctx.registers[ctx.cursor]!.plays[side]!;
  return { ...updatePlay(ctx, side, stand(play)), message: `${ctx.fighters[side].name} does not hit.` };
}

export function ruleJoker(ctx: RegisterDuelContext, side: Side, value: number): RegisterDuelContext {
  const registers = ctx.registers.map((r, i) => (i === ctx.cursor ? { ...r, wild: setPair(r.wild, side, value) } : r));
  return { ...ctx, registers, message: `The GM rules ${ctx.fighters[side].name}'s wild card worth ${fmt(value)}.` };
}

/**
 * Table ruling "A joker in a register": the GM's value stands for the joker alone, so hit
 * cards drawn before it still count (a king then a joker named −2 is +1), as in a shot.
 */
function playValue(reg: Register, side: Side): number {
  const play = reg.plays[side]!;
  const named = reg.wild[side];
  if (named === null || named === undefined) return cardValue(play) ?? 0;
  return chainTotal(play.chain.filter((c) => !isJoker(c))) + named;
}

/** Apply the register's outcome: damage, disarm, range, initiative, the end of combat. */
export function settle(ctx: RegisterDuelContext): RegisterDuelContext {
  const reg = ctx.registers[ctx.cursor]!;
  const a = reg.attack.side;
  const d = other(a);
  const outcome = resolveRegister({
    fighters: ctx.fighters,
    range: ctx.range,
    attacker: { fighter: ctx.fighters[a], declaration: reg.attack, cardValue: playValue(reg, a) },
    defender: reg.defence ? { fighter: ctx.fighters[d], declaration: reg.defence, cardValue: playValue(reg, d) } : undefined,
  });
  const registers = ctx.registers.map((r, i) => (i === ctx.cursor ? { ...r, outcome } : r));
  const damage = setPair(ctx.damage, d, ctx.damage[d] + outcome.damage);
  const disarmed = outcome.effects.includes('disarm') ? setPair(ctx.disarmed, d, true) : ctx.disarmed;
  const attacker = outcome.effects.includes('seize') ? d : ctx.attacker;
  const names = ctx.fighters.map((f) => f.name);
  let ended: string | undefined;
  if (damage[d] >= ctx.fighters[d].hitPoints) ended = `${names[d]} is out of the fight`;
  else if (outcome.endsCombat) ended = `${names[a]} disengages: combat ends`;
  let message = `Register ${reg.number}: ${names[a]} ${outcome.arithmetic}.`;
  if (outcome.effects.includes('seize')) message += ` ${names[d]} seizes the initiative.`;
  if (outcome.rangeAfter !== outcome.rangeBefore) message += ` Range ${outcome.rangeBefore} → ${outcome.rangeAfter}.`;
  if (ended) message += ` ${ended[0]!.toUpperCase()}${ended.slice(1)}.`;
  return { ...ctx, registers, damage, disarmed, attacker, range: outcome.rangeAfter, cursor: ctx.cursor + 1, ended, message };
}

/** After a batch resolves: the turn goes on only after an immediate maneuver, with someone able to declare. */
export function turnGoesOn(ctx: RegisterDuelContext): boolean {
  return ctx.batchEnd === 'immediate' && ctx.attacker !== undefined && canDeclareAnything(ctx, ctx.attacker);
}

/** Clear the table: registers, hit chains and every unplayed card go to their decks' discards. */
export function clearTable(ctx: RegisterDuelContext): RegisterDuelContext {
  let next = ctx;
  for (const side of [0, 1] as Side[]) {
    const played = ctx.registers.flatMap((r) => {
      const play = r.plays[side];
      if (play) return [...play.chain];
      return [r.attack, r.defence].filter((x): x is Declaration => !!x && x.side === side).map((x) => x.card);
    });
    next = discard(next, side, [...played, ...ctx.hands[side]]);
  }
  return { ...next, hands: [[], []], registers: [], cursor: 0, batchEnd: undefined, handsDrawn: false };
}

export function nextRound(ctx: RegisterDuelContext): RegisterDuelContext {
  const cleared = clearTable(ctx);
  return { ...cleared, round: ctx.round + 1, yielded: [], message: `Round ${ctx.round + 1}: ${ctx.fighters[ctx.attacker!].name} holds the initiative and may attack or yield.` };
}

/** Every card a fighter owns, wherever it is now: for the conservation tests and the widget's counts. */
export function cardsInPlay(ctx: RegisterDuelContext, side: Side): Card[] {
  const onTable = ctx.registers.flatMap((r) => {
    const play = r.plays[side];
    if (play) return [...play.chain];
    return [r.attack, r.defence].filter((x): x is Declaration => !!x && x.side === side).map((x) => x.card);
  });
  return [...ctx.piles[side].drawPile, ...ctx.piles[side].discardPile, ...ctx.hands[side], ...onTable];
}

// ---------------------------------------------------------------------------------------
// The machine

export const registerDuelMachine = setup({
  types: {
    context: {} as RegisterDuelContext,
    events: {} as RegisterDuelEvent,
    input: {} as RegisterDuelInput,
  },
  actions: {
    drawInitiative: assign(({ context }) => drawInitiative(context)),
    yieldInitiative: assign(({ context }) => yieldInitiative(context)),
    drawHands: assign(({ context }) => drawHands(context)),
    declare: assign(({ context, event }) => (event.type === 'maneuver.declared' ? declare(context, declarationFrom(event)) : context)),
    pass: assign(({ context, event }) => (event.type === 'maneuver.passed' ? pass(context, event.side) : context)),
    withdraw: assign(({ context, event }) => (event.type === 'card.withdrawn' ? withdraw(context, event.side, event.register) : context)),
    stopForImmediate: assign({ batchEnd: 'immediate' as const }),
    stopDone: assign(({ context }) => ({ batchEnd: 'done' as const, message: `${context.fighters[context.attacker!].name} declares no more: the registers resolve in order.` })),
    reveal: assign(({ context }) => reveal(context)),
    takeHit: assign(({ context, event }) => (event.type === 'hit.taken' ? takeHit(context, event.side) : context)),
    standOn: assign(({ context, event }) => (event.type === 'hit.declined' ? standOn(context, event.side) : context)),
    ruleJoker: assign(({ context, event }) => (event.type === 'joker.ruled' ? ruleJoker(context, event.side, event.value) : context)),
    settle: assign(({ context }) => settle(context)),
    continueTurn: assign(({ context }) => ({
      batchEnd: undefined,
      toDeclare: context.attacker!,
      message: `${context.message} ${context.fighters[context.attacker!].name} declares the rest of the turn.`,
    })),
    endTurn: assign(({ context }) => ({ message: `${context.message} The turn is over; unplayed cards are lost.` })),
    nextRound: assign(({ context }) => nextRound(context)),
  },
  guards: {
    initiativeSettled: ({ context }) => context.attacker !== undefined,
    combatEnded: ({ context }) => context.ended !== undefined,
    mayDeclare: ({ context, event }) => event.type === 'maneuver.declared' && whyNotDeclare(context, event) === undefined,
    mayPass: ({ context, event }) =>
      event.type === 'maneuver.passed' && event.side === context.toDeclare && event.side !== context.attacker && openRegister(context).slot === 'defence',
    mayFinish: ({ context, event }) =>
      event.type === 'declaration.finished' && event.side === context.attacker && context.toDeclare === context.attacker && context.registers.length > 0,
    mayYieldNow: ({ context }) => context.registers.length === 0,
    mayWithdraw: ({ context, event }) => event.type === 'card.withdrawn' && whyNotWithdraw(context, event.side, event.register) === undefined,
    stopsForImmediate: ({ context }) => declarationStops(context) === 'immediate',
    stopsDone: ({ context }) => declarationStops(context) === 'done',
    decisionIsHit: ({ context, event }) => {
      const p = pendingDecision(context);
      return !!p && p.kind === 'hit' && 'side' in event && event.side === p.side;
    },
    decisionIsJoker: ({ context, event }) => {
      const p = pendingDecision(context);
      return !!p && p.kind === 'joker' && event.type === 'joker.ruled' && event.side === p.side && Number.isInteger(event.value) && event.value >= -10 && event.value <= 10;
    },
    nothingToDecide: ({ context }) => pendingDecision(context) === undefined,
    moreToResolve: ({ context }) => context.cursor < context.registers.length,
    turnGoesOn: ({ context }) => turnGoesOn(context),
  },
}).createMachine({
  id: 'registerDuel',
  context: ({ input }) => createInitialContext(input),
  initial: 'initiative',
  states: {
    initiative: {
      on: { 'initiative.drawn': { target: 'initiativeDrawn', actions: 'drawInitiative' } },
    },
    initiativeDrawn: {
      always: [{ guard: 'initiativeSettled', target: 'roundStart' }, { target: 'initiative' }],
    },
    roundStart: {
      on: {
        'initiative.yielded': { target: 'afterYield', actions: 'yieldInitiative' },
        'hands.drawn': { target: 'declaring', actions: 'drawHands' },
      },
    },
    afterYield: {
      always: [{ guard: 'combatEnded', target: 'ended' }, { target: 'roundStart' }],
    },
    declaring: {
      on: {
        'maneuver.declared': { guard: 'mayDeclare', target: 'afterDeclaration', actions: 'declare' },
        'maneuver.passed': { guard: 'mayPass', target: 'afterDeclaration', actions: 'pass' },
        'declaration.finished': { guard: 'mayFinish', target: 'afterDone', actions: 'stopDone' },
        'card.withdrawn': { guard: 'mayWithdraw', target: 'declaring', actions: 'withdraw' },
        'initiative.yielded': { guard: 'mayYieldNow', target: 'afterYieldInTurn', actions: 'yieldInitiative' },
      },
    },
    afterDone: {
      // After an immediate maneuver's batch, "done" may leave nothing new to resolve.
      always: [{ guard: 'moreToResolve', target: 'resolving' }, { target: 'turnOver', actions: 'endTurn' }],
    },
    afterYieldInTurn: {
      always: [{ guard: 'combatEnded', target: 'ended' }, { target: 'declaring' }],
    },
    afterDeclaration: {
      always: [
        { guard: 'stopsForImmediate', target: 'resolving', actions: 'stopForImmediate' },
        { guard: 'stopsDone', target: 'resolving', actions: 'stopDone' },
        { target: 'declaring' },
      ],
    },
    resolving: {
      on: { 'register.revealed': { target: 'deciding', actions: 'reveal' } },
    },
    deciding: {
      always: [{ guard: 'nothingToDecide', target: 'afterRegister', actions: 'settle' }],
      on: {
        'hit.taken': { guard: 'decisionIsHit', target: 'deciding', actions: 'takeHit', reenter: true },
        'hit.declined': { guard: 'decisionIsHit', target: 'deciding', actions: 'standOn', reenter: true },
        'joker.ruled': { guard: 'decisionIsJoker', target: 'deciding', actions: 'ruleJoker', reenter: true },
      },
    },
    afterRegister: {
      always: [
        { guard: 'combatEnded', target: 'ended' },
        { guard: 'moreToResolve', target: 'resolving' },
        { guard: 'turnGoesOn', target: 'declaring', actions: 'continueTurn' },
        { target: 'turnOver', actions: 'endTurn' },
      ],
    },
    turnOver: {
      on: { 'round.begun': { target: 'roundStart', actions: 'nextRound' } },
    },
    ended: { type: 'final' },
  },
});

export type RegisterDuelMachine = typeof registerDuelMachine;

/** The saved form's version; older versions this machine still reads (see core/record.ts). */
export const registerDuelRecord: RecordFormat = {
  current: 'register-duel/2',
  upgrades: { 'register-duel/1': renamedEvents({ 'initiative.draw': 'initiative.drawn', 'hands.draw': 'hands.drawn', 'declaration.done': 'declaration.finished', 'register.reveal': 'register.revealed', 'hit.stood': 'hit.declined', 'round.next': 'round.begun' }) },
};
