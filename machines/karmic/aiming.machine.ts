/**
 * Karmic, Aiming: each round spent aiming deals one card beside the others; once more
 * cards have been dealt than the weapon's aim, the oldest is discarded as the new one
 * arrives; any turn the shooter may fire instead, with the best card showing for both
 * the attack and the damage total. Firing without aiming is a basic check. A joker fired
 * with, or drawn by a hit, waits for the GM to name its value as a card from −10 to +10;
 * that value then stands for the joker in both totals (table ruling "damage, hit location
 * and jokers" on the ranged combat page, as in the register duel).
 *
 * The aim window's rules are in aiming.rules.ts; here the context, its steps, then the machine. All chance is the karma deck's
 * draw pile and the seeded generator in context, so snapshots replay exactly.
 */
import { assign, setup } from 'xstate';
import { renamedEvents, type RecordFormat } from '../core/record.js';
import { isJoker, stackDeck, type Card } from '../core/cards.js';
import { seedRandom, type RandomState } from '../core/random.js';
import { canHit, chainTotal, discardKarma, drawKarma, isHitCard, karmaDeck, karmaValue, type KarmaPile } from './karma-deck.js';
import { cardsForSkill } from './karma-check.rules.js';
import { canUseOnTurn } from './ranged-rate.js';
import { bestShowingIndex, dealIntoWindow } from './aiming.rules.js';
import { resolveShot, type RangedWeapon, type Shooter, type ShotResult, type Target } from './ranged-shot.js';
import { canCallShot, rangeBand } from './ranged-tables.js';

// ---------------------------------------------------------------- the context

/** Machine input: everything a table needs to start. JSON. */
export interface AimingInput {
  readonly seed: number;
  /** Cards on top of the karma deck, top first (the rest shuffled beneath). */
  readonly stacked: readonly Card[];
  readonly weapon: RangedWeapon;
  readonly shooter: Shooter;
  readonly target: Target;
}

export interface Shot {
  /** 'aim': fired with a card from the aim row; 'snap': fired without aiming (a basic check). */
  readonly source: 'aim' | 'snap';
  readonly turn: number;
  /** For a snap shot, the basic check's draw. */
  readonly drawn: readonly Card[];
  /** The card fired with, then any cards hit onto it. */
  readonly chain: readonly Card[];
  /** Set once the hit chain is finished (and any joker ruled); null until then. */
  readonly result: ShotResult | null;
  /** A joker was played or drawn: the GM names its value before the shot is worked out. */
  readonly wild: boolean;
  /** The value the GM named for the joker, −10 to +10; null until ruled, or with no joker. */
  readonly jokerValue: number | null;
}

export interface AimingContext {
  readonly weapon: RangedWeapon;
  readonly shooter: Shooter;
  readonly target: Target;
  readonly random: RandomState;
  readonly pile: KarmaPile;
  /** The aim row, oldest first. */
  readonly window: readonly Card[];
  /** The turn being played (1 = the first). */
  readonly turn: number;
  /** Turns the weapon was fired on (for maximum maneuvers). */
  readonly firedOnTurns: readonly number[];
  /** Rounds aimed for the shot being prepared. */
  readonly roundsAimed: number;
  readonly shot: Shot | null;
  /** One sentence about the last step, for the live region and the history. */
  readonly narration: string;
  /** The last draw had to reshuffle the discard pile. */
  readonly reshuffled: boolean;
}

export function createInitialContext(input: AimingInput): AimingContext {
  const [drawPile, random] = stackDeck(seedRandom(input.seed), karmaDeck(), input.stacked);
  return {
    weapon: input.weapon,
    shooter: input.shooter,
    target: input.target,
    random,
    pile: { drawPile, discardPile: [] },
    window: [],
    turn: 1,
    firedOnTurns: [],
    roundsAimed: 0,
    shot: null,
    narration: `Turn 1. ${input.weapon.name} ready (aim ${input.weapon.aim}). Aim to deal a card, or fire at once.`,
    reshuffled: false,
  };
}

/** Every card the table holds somewhere right now (for conservation checks). */
export function cardsOnTable(ctx: AimingContext): Card[] {
  // The chain's first card is in the row (aimed) or in the draw (snap); the rest were hit onto it.
  const extra = ctx.shot ? [...ctx.shot.drawn, ...ctx.shot.chain.slice(1)] : [];
  return [...ctx.pile.drawPile, ...ctx.pile.discardPile, ...ctx.window, ...extra];
}

function cardsLeft(pile: KarmaPile): number {
  return pile.drawPile.length + pile.discardPile.length;
}

// ---------------------------------------------------------------- guards as functions

/** Aiming takes the whole round: not on a turn the weapon has already been fired. */
export function canAim(ctx: AimingContext): boolean {
  return ctx.shot === null && ctx.weapon.aim >= 1 && !ctx.firedOnTurns.includes(ctx.turn) && cardsLeft(ctx.pile) > 0;
}

/** Why the shooter cannot fire now, or null when he can. */
export function fireBlocker(ctx: AimingContext): string | null {
  if (ctx.shot !== null) return 'the shot is already away';
  if (rangeBand(ctx.target.distance, ctx.weapon.range) === null) return `the target is beyond the weapon’s range of ${ctx.weapon.range} yards`;
  if (!canCallShot(ctx.target.location, ctx.target.size)) return 'head vitals cannot be called on a small creature';
  if (!canUseOnTurn(ctx.weapon.rate, ctx.firedOnTurns, ctx.turn)) return 'the weapon’s maximum maneuvers do not allow another use yet';
  if (ctx.window.length === 0 && cardsLeft(ctx.pile) === 0) return 'there are no cards left to draw';
  return null;
}

export function canFire(ctx: AimingContext, cardIndex?: number): boolean {
  if (fireBlocker(ctx) !== null) return false;
  if (cardIndex === undefined) return true;
  return Number.isInteger(cardIndex) && cardIndex >= 0 && cardIndex < ctx.window.length;
}

/** The lowest and highest value a GM may name for a joker: the range of a card's worth. */
export const JOKER_MIN = -10;
export const JOKER_MAX = 10;

/** A value the GM may name for a joker: a whole number from −10 to +10. */
export function isValidJokerValue(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= JOKER_MIN && value <= JOKER_MAX;
}

/** The shot has a joker in its chain and the GM has not yet named its value. */
export function jokerRulingPending(ctx: AimingContext): boolean {
  return ctx.shot !== null && ctx.shot.wild && ctx.shot.jokerValue === null;
}

/**
 * The shot's card value: every card of the chain, a joker counting as the value the GM
 * named for it. `undefined` while a joker waits for the GM.
 */
export function shotCardValue(shot: Shot): number | undefined {
  if (shot.wild && shot.jokerValue === null) return undefined;
  return shot.chain.reduce((sum, c) => sum + (isJoker(c) ? shot.jokerValue! : karmaValue(c)!), 0);
}

// ---------------------------------------------------------------- steps as pure functions

export function aimOnce(ctx: AimingContext): AimingContext {
  const drawn = drawKarma(ctx.pile, ctx.random, 1);
  const card = drawn.cards[0]!;
  const { window, discarded } = dealIntoWindow(ctx.window, card, ctx.weapon.aim);
  const pile = discardKarma(drawn.pile, discarded);
  const fell = discarded.length > 0 ? ` ${discarded.map(describeCard).join(', ')} falls off the row.` : '';
  return {
    ...ctx,
    random: drawn.random,
    pile,
    window,
    roundsAimed: ctx.roundsAimed + 1,
    turn: ctx.turn + 1,
    reshuffled: drawn.reshuffled,
    narration: `Turn ${ctx.turn}: aiming, dealt ${describeCard(card)}.${fell}${drawn.reshuffled ? ' The deck ran out and the discard pile was reshuffled.' : ''}`,
  };
}

/**
 * Fire. With cards in the aim row, the chosen card (the best showing unless `cardIndex`
 * names another); without, a basic check: draw the skill's cards (one when unskilled) and
 * play the best.
 */
export function fire(ctx: AimingContext, cardIndex?: number): AimingContext {
  let random = ctx.random;
  let pile = ctx.pile;
  let reshuffled = false;
  let source: Shot['source'];
  let drawn: Card[] = [];
  let chosen: Card;
  if (ctx.window.length > 0) {
    source = 'aim';
    const i = cardIndex ?? bestShowingIndex(ctx.window) ?? ctx.window.length - 1;
    chosen = ctx.window[i]!;
  } else {
    source = 'snap';
    const d = drawKarma(pile, random, cardsForSkill(ctx.shooter.skill).cards);
    drawn = d.cards;
    random = d.random;
    pile = d.pile;
    reshuffled = d.reshuffled;
    chosen = drawn[bestShowingIndex(drawn) ?? 0]!;
  }
  const shot: Shot = { source, turn: ctx.turn, drawn, chain: [chosen], result: null, wild: isJoker(chosen), jokerValue: null };
  const how = source === 'aim' ? `after ${ctx.roundsAimed} round${ctx.roundsAimed === 1 ? '' : 's'} of aiming` : `without aiming (drew ${drawn.map(describeCard).join(', ')})`;
  return {
    ...ctx,
    random,
    pile,
    reshuffled,
    firedOnTurns: [...ctx.firedOnTurns, ctx.turn],
    shot,
    narration: `Turn ${ctx.turn}: fired ${how}, with ${describeCard(chosen)}.`,
  };
}

/** Draw the top card onto a hit chain. */
export function hitOnce(ctx: AimingContext): AimingContext {
  const shot = ctx.shot!;
  const d = drawKarma(ctx.pile, ctx.random, 1);
  const card = d.cards[0]!;
  return {
    ...ctx,
    random: d.random,
    pile: d.pile,
    reshuffled: d.reshuffled,
    shot: { ...shot, chain: [...shot.chain, card], wild: shot.wild || isJoker(card) },
    narration: isJoker(card)
      ? `Hit: drew a joker onto ${signedValue(chainTotal(shot.chain))}.`
      : `Hit: drew ${describeCard(card)}; the card value is now ${signedValue(chainTotal([...shot.chain, card]))}.`,
  };
}

/** The chain ends on a joker: say that the GM must name its value. */
export function askForJokerValue(ctx: AimingContext): AimingContext {
  return { ...ctx, narration: `${ctx.narration} ${JOKER_QUESTION}` };
}

/** The GM names the joker's value; the shot is then worked out with it (see `settle`). */
export function ruleJoker(ctx: AimingContext, value: number): AimingContext {
  const shot = { ...ctx.shot!, jokerValue: value };
  const whole = shot.chain.length > 1 ? `, making the card value ${signedValue(shotCardValue(shot)!)}` : '';
  return { ...ctx, shot, narration: `The GM names the joker ${signedValue(value)}${whole}.` };
}

/**
 * Work out the shot with the chain as it stands, a ruled joker counting as its value.
 * Never called while a joker waits for the GM (the machine holds the shot in `ruling`).
 */
export function settle(ctx: AimingContext): AimingContext {
  const shot = ctx.shot!;
  const value = shotCardValue(shot);
  if (value === undefined) return askForJokerValue(ctx);
  const result = resolveShot(value, ctx.weapon, ctx.shooter, ctx.target);
  return { ...ctx, shot: { ...shot, result }, narration: `${ctx.narration} ${describeOutcome(result)}` };
}

/**
 * Clear the row for the next shot. Another shot comes in the same turn only when the
 * weapon allows it (several maneuvers a turn); otherwise the next turn begins.
 */
export function nextShot(ctx: AimingContext): AimingContext {
  const shot = ctx.shot;
  const used = shot ? [...shot.drawn, ...shot.chain.slice(1)] : [];
  const pile = discardKarma(ctx.pile, [...ctx.window, ...used]);
  const sameTurn = canUseOnTurn(ctx.weapon.rate, ctx.firedOnTurns, ctx.turn);
  const turn = sameTurn ? ctx.turn : ctx.turn + 1;
  return {
    ...ctx,
    pile,
    window: [],
    roundsAimed: 0,
    shot: null,
    turn,
    reshuffled: false,
    narration: sameTurn ? `Still turn ${turn}: the weapon allows another shot this turn.` : `Turn ${turn}. Aim or fire.`,
  };
}

/** Let a turn pass without aiming or firing: the aim is lost (the row is discarded). */
export function waitTurn(ctx: AimingContext): AimingContext {
  const lost = ctx.window.length > 0 ? ' The aim is lost and the row is discarded.' : '';
  return {
    ...ctx,
    pile: discardKarma(ctx.pile, ctx.window),
    window: [],
    roundsAimed: 0,
    turn: ctx.turn + 1,
    reshuffled: false,
    narration: `Turn ${ctx.turn} passes without a shot.${lost}`,
  };
}

/** A dodge is the dodger's only action and so is a block: setting one clears the other. */
export function changeTarget(ctx: AimingContext, change: Partial<Target>): AimingContext {
  const target = { ...ctx.target, ...change };
  if (change.dodge !== undefined && change.dodge !== null) target.block = null;
  if (change.block !== undefined && change.block !== null) target.dodge = null;
  return { ...ctx, target, narration: 'The target’s situation changed.' };
}

// ---------------------------------------------------------------- words

/** What the machine asks while a joker waits for the GM. */
export const JOKER_QUESTION = 'A joker is wild: the GM names its value as a card, from −10 to +10, and the shot is worked out with it.';

export function signedValue(n: number): string {
  return n > 0 ? `+${n}` : `${n + 0}`;
}

/** The seed's way of naming a karma card: "+5", "-2 (hit)", or "a joker". */
export function describeCard(card: Card): string {
  const v = karmaValue(card);
  if (v === undefined) return 'a joker';
  return `${signedValue(v)}${isHitCard(card) ? ' (hit)' : ''}`;
}

export function describeOutcome(result: ShotResult): string {
  const o = result.outcome;
  const total = `Attack total ${signedValue(result.attackTotal)}`;
  switch (o.kind) {
    case 'hit':
      return `${total}: a hit for ${o.damage} damage${o.capped ? ` (capped from ${o.rawDamage})` : ''}.`;
    case 'miss':
      return `${total}: ${o.everyone ? 'it misses every combatant' : 'a miss'}.`;
    case 'blocked':
      return `${total}: blocked by the shield (block total ${signedValue(o.blockTotal)}).`;
    case 'stray':
      return `${total}: it strikes another combatant, damage from the card’s inverse ${signedValue(o.inverse)}: ${o.damage}${o.capped ? ` (capped from ${o.rawDamage})` : ''}.`;
  }
}

// ---------------------------------------------------------------- the machine

export type AimingEvent =
  | { type: 'aim.dealt' }
  | { type: 'shot.fired'; cardIndex?: number }
  | { type: 'hit.taken' }
  | { type: 'hit.declined' }
  | { type: 'joker.ruled'; value: number }
  | { type: 'shot.begun' }
  | { type: 'turn.waited' }
  | { type: 'target.changed'; target: Partial<Target> };

/** The saved form's version; older versions this machine still reads (see core/record.ts). */
export const aimingRecord: RecordFormat = {
  current: 'karmic-aiming/2',
  upgrades: { 'karmic-aiming/1': renamedEvents({ 'hit.drawn': 'hit.taken', 'hit.stood': 'hit.declined', 'shot.next': 'shot.begun' }) },
};

export const aimingMachine = setup({
  types: {
    context: {} as AimingContext,
    events: {} as AimingEvent,
    input: {} as AimingInput,
  },
  actions: {
    aimOnce: assign(({ context }) => aimOnce(context)),
    fire: assign(({ context, event }) => fire(context, event.type === 'shot.fired' ? event.cardIndex : undefined)),
    hitOnce: assign(({ context }) => hitOnce(context)),
    settle: assign(({ context }) => settle(context)),
    askForJokerValue: assign(({ context }) => askForJokerValue(context)),
    ruleJoker: assign(({ context, event }) => (event.type === 'joker.ruled' ? ruleJoker(context, event.value) : context)),
    nextShot: assign(({ context }) => nextShot(context)),
    waitTurn: assign(({ context }) => waitTurn(context)),
    changeTarget: assign(({ context, event }) => (event.type === 'target.changed' ? changeTarget(context, event.target) : context)),
  },
  guards: {
    canAim: ({ context }) => canAim(context),
    canFire: ({ context, event }) => canFire(context, event.type === 'shot.fired' ? event.cardIndex : undefined),
    mayHit: ({ context }) => context.shot !== null && !context.shot.wild && canHit(context.shot.chain) && cardsLeft(context.pile) > 0,
    chainClosed: ({ context }) => context.shot !== null && (context.shot.wild || !canHit(context.shot.chain) || cardsLeft(context.pile) === 0),
    jokerPending: ({ context }) => jokerRulingPending(context),
    canRuleJoker: ({ context, event }) => event.type === 'joker.ruled' && jokerRulingPending(context) && isValidJokerValue(event.value),
    canWait: ({ context }) => context.shot === null,
    validTarget: ({ event }) => event.type === 'target.changed' && isValidTargetChange(event.target),
  },
}).createMachine({
  id: 'karmicAiming',
  context: ({ input }) => createInitialContext(input),
  initial: 'aiming',
  states: {
    aiming: {
      on: {
        'aim.dealt': { guard: 'canAim', actions: 'aimOnce' },
        'shot.fired': { guard: 'canFire', target: 'hitting', actions: 'fire' },
        'turn.waited': { guard: 'canWait', actions: 'waitTurn' },
        'target.changed': { guard: 'validTarget', actions: 'changeTarget' },
      },
    },
    /** The shot's card is down; while it (and each card hit onto it) is a hit card, the shooter may draw on. */
    hitting: {
      always: [
        { guard: 'jokerPending', target: 'ruling', actions: 'askForJokerValue' },
        { guard: 'chainClosed', target: 'resolved', actions: 'settle' },
      ],
      on: {
        'hit.taken': { guard: 'mayHit', actions: 'hitOnce' },
        'hit.declined': { target: 'resolved', actions: 'settle' },
      },
    },
    /** A joker is in the chain: the GM names its value (−10 to +10), then the shot is worked out. */
    ruling: {
      on: {
        'joker.ruled': { guard: 'canRuleJoker', target: 'resolved', actions: ['ruleJoker', 'settle'] },
      },
    },
    resolved: {
      on: {
        'shot.begun': { target: 'aiming', actions: 'nextShot' },
      },
    },
  },
});

const SITUATION_IDS = new Set(['running', 'walking', 'stationary', 'prone', 'obscured', 'low-light', 'riding']);
const LOCATIONS = new Set(['torso', 'head', 'head-vitals', 'torso-vitals', 'legs', 'arms']);
const SIZES = new Set(['normal', 'large', 'small']);

/** Target changes sent as events are checked here, so a bad event is refused, not applied. */
export function isValidTargetChange(change: Partial<Target>): boolean {
  if (change.situations !== undefined) {
    if (!change.situations.every((s) => SITUATION_IDS.has(s))) return false;
    if (change.situations.filter((s) => s === 'running' || s === 'walking' || s === 'stationary').length > 1) return false;
  }
  if (change.distance !== undefined && !(Number.isFinite(change.distance) && change.distance >= 0)) return false;
  if (change.location !== undefined && !LOCATIONS.has(change.location)) return false;
  if (change.size !== undefined && !SIZES.has(change.size)) return false;
  if (change.dodge !== undefined && change.dodge !== null && !Number.isInteger(change.dodge)) return false;
  if (change.block !== undefined && change.block !== null && !Number.isInteger(change.block)) return false;
  const dodge = change.dodge;
  const block = change.block;
  if (dodge !== undefined && dodge !== null && block !== undefined && block !== null) return false;
  return true;
}
