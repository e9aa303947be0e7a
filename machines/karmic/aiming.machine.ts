/**
 * Karmic, Aiming: each round spent aiming deals one card beside the others; once more
 * cards have been dealt than the weapon's aim, the oldest is discarded as the new one
 * arrives; any turn the shooter may fire instead, with the best card showing for both
 * the attack and the damage total. Firing without aiming is a basic check: the shooter
 * draws the skill's cards and chooses which to use, as any player may. A target that dodges
 * or blocks makes its own check from the GM's world deck when the shot's card is down. A
 * joker fired with, or drawn by a hit, waits for the GM to name its value as a card; that
 * value then stands for the joker in both totals (table ruling "damage, hit location and
 * jokers" on the ranged combat page, as in the register duel).
 *
 * The aim window's rules are in aiming.rules.ts; here the context, its steps, then the
 * machine. All chance is the decks' draw piles and the seeded generator in context, so
 * snapshots replay exactly. Each step says why it happened (`narration`).
 */
import { assertEvent, assign, setup } from 'xstate';
import { type RecordFormat } from '../core/record.js';
import { isJoker, stackDeck, type Card } from '../core/cards.js';
import { formatSum, num, signed, type Why } from '../core/explain.js';
import { seedRandom, type RandomState } from '../core/random.js';
import {
  CARD_VALUE_MAX,
  CARD_VALUE_MIN,
  canHit,
  chainTotal,
  discardKarma,
  drawKarma,
  isHitCard,
  karmaDeck,
  karmaValue,
  worldDeck,
  type KarmaPile,
} from './karma-deck.js';
import { cardsForSkill } from './checks.js';
import { canUseOnTurn } from './ranged-rate.js';
import { AIMING_RULES as RULES, bestShowingIndex, dealIntoWindow } from './aiming.rules.js';
import { resolveShot, type DefenceTotal, type RangedWeapon, type Shooter, type ShotResult, type Target } from './ranged-shot.js';
import { MOVEMENT, SITUATIONS, canCallShot, isHitLocation, rangeBand, type CreatureSize } from './ranged-tables.js';

// ---------------------------------------------------------------- the context

/** Machine input: everything a table needs to start. JSON. */
export interface AimingInput {
  readonly seed: number;
  /** Cards on top of the shooter's karma deck, top first (the rest shuffled beneath). */
  readonly stacked: readonly Card[];
  /** Cards on top of the GM's world deck, which the target's dodge or block draws from. */
  readonly targetStacked: readonly Card[];
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
  /** The card fired with, then any cards hit onto it (empty while a snap shot's card is chosen). */
  readonly chain: readonly Card[];
  /** Set once the hit chain is finished (and any joker ruled); null until then. */
  readonly result: ShotResult | null;
  /** A joker was played or drawn: the GM names its value before the shot is worked out. */
  readonly wild: boolean;
  /** The value the GM named for the joker; null until ruled, or with no joker. */
  readonly jokerValue: number | null;
}

/** The target's dodge or block check for one turn: the cards it drew, the one it played, its total. */
export interface DefenceCheck extends DefenceTotal {
  readonly turn: number;
  readonly drawn: readonly Card[];
  readonly card: Card;
  /** The sum once, with its terms ("3 card + 1 awareness = 4"). */
  readonly sum: string;
}

export interface AimingContext {
  readonly weapon: RangedWeapon;
  readonly shooter: Shooter;
  readonly target: Target;
  readonly random: RandomState;
  /** The shooter's karma deck. */
  readonly pile: KarmaPile;
  /** The GM's world deck, for the target's dodge or block. */
  readonly targetPile: KarmaPile;
  /** The aim row, oldest first. */
  readonly window: readonly Card[];
  /** The turn being played (1 = the first). */
  readonly turn: number;
  /** Turns the weapon was fired on (for maximum maneuvers). */
  readonly firedOnTurns: readonly number[];
  /** Rounds aimed for the shot being prepared. */
  readonly roundsAimed: number;
  readonly shot: Shot | null;
  /** The target's latest dodge or block check (it holds for every shot of its turn). */
  readonly defence: DefenceCheck | null;
  /** Why the last step happened, each sentence with the rule it applied. */
  readonly narration: readonly Why[];
  /** The last draw had to reshuffle the discard pile. */
  readonly reshuffled: boolean;
}

export function createInitialContext(input: AimingInput): AimingContext {
  const [drawPile, r1] = stackDeck(seedRandom(input.seed), karmaDeck(), input.stacked);
  const [targetDraw, random] = stackDeck(r1, worldDeck(), input.targetStacked);
  return {
    weapon: input.weapon,
    shooter: input.shooter,
    target: input.target,
    random,
    pile: { drawPile, discardPile: [] },
    targetPile: { drawPile: targetDraw, discardPile: [] },
    window: [],
    turn: 1,
    firedOnTurns: [],
    roundsAimed: 0,
    shot: null,
    defence: null,
    narration: [
      {
        text: `Turn 1. ${input.weapon.name} ready (aim ${input.weapon.aim}): aim to deal a card into the row, or fire at once.`,
        rule: RULES.aiming,
      },
      ...defenceDeclared(input.target),
    ],
    reshuffled: false,
  };
}

/** Every card of the shooter's deck the table holds somewhere right now (for conservation checks). */
export function cardsOnTable(ctx: AimingContext): Card[] {
  // The chain's first card is in the row (aimed) or in the draw (snap); the rest were hit onto it.
  const extra = ctx.shot ? [...ctx.shot.drawn, ...ctx.shot.chain.slice(1)] : [];
  return [...ctx.pile.drawPile, ...ctx.pile.discardPile, ...ctx.window, ...extra];
}

/** Every card of the GM's world deck, wherever it is (for conservation checks). */
export function targetCards(ctx: AimingContext): Card[] {
  return [...ctx.targetPile.drawPile, ...ctx.targetPile.discardPile, ...(ctx.defence?.drawn ?? [])];
}

function cardsLeft(pile: KarmaPile): number {
  return pile.drawPile.length + pile.discardPile.length;
}

// ---------------------------------------------------------------- why a step is refused

/** Why the shooter cannot aim now, or undefined when he can. */
export function aimProblem(ctx: AimingContext): string | undefined {
  if (ctx.shot !== null) return 'the shot is already away';
  if (ctx.firedOnTurns.includes(ctx.turn)) return 'aiming takes a whole round, and this turn has seen a shot';
  if (cardsLeft(ctx.pile) === 0) return 'there are no cards left to deal';
  return undefined;
}

export function canAim(ctx: AimingContext): boolean {
  return aimProblem(ctx) === undefined;
}

/**
 * Why the shooter cannot fire now (with the card at `cardIndex` of the row, or the best
 * showing when none is named), or undefined when he can.
 */
export function fireProblem(ctx: AimingContext, cardIndex?: unknown): string | undefined {
  if (ctx.shot !== null) return 'the shot is already away';
  if (rangeBand(ctx.target.distance, ctx.weapon.range) === null)
    return `the target is beyond the weapon’s range of ${ctx.weapon.range} yards`;
  if (!canCallShot(ctx.target.location, ctx.target.size)) return 'head vitals cannot be called on a small creature';
  if (!canUseOnTurn(ctx.weapon.rate, ctx.firedOnTurns, ctx.turn)) return 'the weapon’s maximum maneuvers do not allow another use yet';
  if (cardIndex !== undefined) {
    if (typeof cardIndex !== 'number' || !Number.isInteger(cardIndex) || cardIndex < 0 || cardIndex >= ctx.window.length)
      return 'there is no card at that place in the row';
    return undefined;
  }
  if (ctx.window.length === 0) return cardsLeft(ctx.pile) === 0 ? 'there are no cards left to draw' : undefined;
  if (bestShowingIndex(ctx.window) === undefined)
    return 'only a joker shows: fire with it on purpose to hand the shot to the GM, or aim again';
  return undefined;
}

export function canFire(ctx: AimingContext, cardIndex?: number): boolean {
  return fireProblem(ctx, cardIndex) === undefined;
}

/** Why this card cannot be the one an unaimed shot uses, or undefined when it can. */
export function choiceProblem(ctx: AimingContext, card: unknown): string | undefined {
  const shot = ctx.shot;
  if (shot === null || shot.source !== 'snap' || shot.chain.length > 0) return 'no card of an unaimed shot is being chosen';
  if (typeof card !== 'string' || !shot.drawn.includes(card)) return 'that card is not in the draw';
  return undefined;
}

/** Why the shooter cannot hit now, or undefined when he can. */
export function hitProblem(ctx: AimingContext): string | undefined {
  const shot = ctx.shot;
  if (shot === null || shot.chain.length === 0) return 'no card is down to hit onto';
  if (shot.wild) return 'a joker is in the chain: the GM decides';
  if (!canHit(shot.chain)) return 'the last card is not a jack, queen or king';
  if (cardsLeft(ctx.pile) === 0) return 'there are no cards left to draw';
  return undefined;
}

/** The lowest and highest value a GM may name for a joker: the range of a card's worth. */
export const JOKER_MIN = CARD_VALUE_MIN;
export const JOKER_MAX = CARD_VALUE_MAX;

/** A value the GM may name for a joker: a whole number from −10 to +10. */
export function isValidJokerValue(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= JOKER_MIN && value <= JOKER_MAX;
}

/** The shot has a joker in its chain and the GM has not yet named its value. */
export function jokerRulingPending(ctx: AimingContext): boolean {
  return ctx.shot !== null && ctx.shot.wild && ctx.shot.jokerValue === null;
}

export function jokerProblem(ctx: AimingContext, value: unknown): string | undefined {
  if (!jokerRulingPending(ctx)) return 'no joker waits for the GM';
  if (!isValidJokerValue(value))
    return `the GM names a joker's value as a card: a whole number from ${num(JOKER_MIN)} to ${signed(JOKER_MAX)}`;
  return undefined;
}

const SIZES: readonly CreatureSize[] = ['normal', 'large', 'small'];
const DEFENCES = ['none', 'dodge', 'block'] as const;
const TARGET_KEYS = ['situations', 'distance', 'location', 'size', 'defence', 'inMelee'] as const;

/** The farthest a target can stand, in yards (the longest range a weapon may be given). */
export const DISTANCE_MAX = 1000;
/** A target's dodge or shield skill, and its awareness. */
export const DEFENCE_SKILL_RANGE = { min: 0, max: 10 } as const;
export const AWARENESS_RANGE = { min: -10, max: 10 } as const;

function wholeIn(value: unknown, range: { min: number; max: number }): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;
}

/** Why a target, or a change to it, cannot be used: any shape is answered, never thrown on. */
export function targetProblem(change: unknown): string | undefined {
  if (typeof change !== 'object' || change === null || Array.isArray(change)) return 'no target was given';
  const c = change as Record<string, unknown>;
  for (const key of Object.keys(c))
    if (!(TARGET_KEYS as readonly string[]).includes(key)) return `a target has nothing called ${JSON.stringify(key).slice(0, 40)}`;
  if (Object.hasOwn(c, 'situations')) {
    const s = c['situations'];
    if (!Array.isArray(s) || !s.every((x) => typeof x === 'string' && SITUATIONS.some((row) => row.id === x)))
      return 'a situation is not one of the table’s';
    if (new Set(s).size !== s.length) return 'a situation is listed twice';
    if (s.filter((x) => MOVEMENT.includes(x)).length > 1) return 'a target is running, walking or stationary, not two at once';
  }
  if (Object.hasOwn(c, 'distance')) {
    const d = c['distance'];
    if (typeof d !== 'number' || !Number.isFinite(d) || d < 0 || d > DISTANCE_MAX)
      return `a distance is a number of yards from 0 to ${DISTANCE_MAX}`;
  }
  if (Object.hasOwn(c, 'location') && (typeof c['location'] !== 'string' || !isHitLocation(c['location'])))
    return 'that is not a place a shot can be called at';
  if (Object.hasOwn(c, 'size') && !SIZES.includes(c['size'] as CreatureSize)) return 'a target is normal, large or small';
  if (Object.hasOwn(c, 'inMelee') && typeof c['inMelee'] !== 'boolean') return 'a target is in a melee or not';
  if (Object.hasOwn(c, 'defence')) {
    const d = c['defence'];
    if (typeof d !== 'object' || d === null) return 'a defence is none, a dodge or a block';
    const def = d as Record<string, unknown>;
    if (!(DEFENCES as readonly unknown[]).includes(def['kind'])) return 'a defence is none, a dodge or a block';
    if (!wholeIn(def['skill'], DEFENCE_SKILL_RANGE))
      return `a dodge or shield skill is a whole number from ${DEFENCE_SKILL_RANGE.min} to ${DEFENCE_SKILL_RANGE.max}`;
    if (!wholeIn(def['awareness'], AWARENESS_RANGE))
      return `awareness is a whole number from ${num(AWARENESS_RANGE.min)} to ${AWARENESS_RANGE.max}`;
  }
  return undefined;
}

/** Why the target cannot change like this now, or undefined when it can. */
export function targetChangeProblem(ctx: AimingContext, change: unknown): string | undefined {
  const bad = targetProblem(change);
  if (bad) return bad;
  const c = change as Partial<Target>;
  const before = ctx.target.defence;
  const after = c.defence;
  if (
    after &&
    ctx.defence?.turn === ctx.turn &&
    (after.kind !== before.kind || after.skill !== before.skill || after.awareness !== before.awareness)
  ) {
    return `the target has already ${ctx.defence.kind === 'dodge' ? 'dodged' : 'blocked'} this turn: its total stands until the turn ends`;
  }
  return undefined;
}

/** Target changes sent as events are checked here, so a bad event is refused, not applied. */
export function isValidTargetChange(change: unknown): boolean {
  return targetProblem(change) === undefined;
}

/**
 * The shot's card value: every card of the chain, a joker counting as the value the GM
 * named for it. `undefined` while a joker waits for the GM.
 */
export function shotCardValue(shot: Shot): number | undefined {
  if (shot.wild && shot.jokerValue === null) return undefined;
  return shot.chain.reduce((sum, c) => sum + (isJoker(c) ? shot.jokerValue! : karmaValue(c)!), 0);
}

/** The target's defence total in force for this turn's shots, if it made one (none in a melee). */
export function defenceInForce(ctx: AimingContext): DefenceCheck | null {
  if (ctx.target.inMelee || ctx.defence === null || ctx.defence.turn !== ctx.turn) return null;
  return ctx.defence.kind === ctx.target.defence.kind ? ctx.defence : null;
}

// ---------------------------------------------------------------- steps as pure functions

function defenceDeclared(target: Target): Why[] {
  if (target.defence.kind === 'none') return [];
  if (target.inMelee) return [{ text: 'The target is in a melee: it cannot dodge or block.', rule: RULES.melee }];
  return target.defence.kind === 'dodge'
    ? [
        {
          text: `The target dodges this turn (dodge skill ${target.defence.skill}, awareness ${signed(target.defence.awareness)}): its check comes when a shot's card is down.`,
          rule: RULES.dodging,
        },
      ]
    : [
        {
          text: `The target blocks with a shield this turn (shield skill ${target.defence.skill}): its check comes when a shot's card is down.`,
          rule: RULES.blocking,
        },
      ];
}

export function aimOnce(ctx: AimingContext): AimingContext {
  const drawn = drawKarma(ctx.pile, ctx.random, 1);
  const card = drawn.cards[0]!;
  const { window, discarded } = dealIntoWindow(ctx.window, card, ctx.weapon.aim);
  const pile = discardKarma(drawn.pile, discarded);
  const why: Why[] = [{ text: `Turn ${ctx.turn}: aiming, dealt ${describeCard(card)}.`, rule: RULES.aiming }];
  if (discarded.length > 0)
    why.push({
      text: `The row holds ${ctx.weapon.aim}, so ${discarded.map(describeCard).join(', ')} falls off the row.`,
      rule: RULES.fallsOff,
    });
  if (drawn.reshuffled) why.push({ text: 'The deck ran out and the discard pile was reshuffled.', rule: RULES.reshuffle });
  return {
    ...ctx,
    random: drawn.random,
    pile,
    window,
    roundsAimed: ctx.roundsAimed + 1,
    turn: ctx.turn + 1,
    reshuffled: drawn.reshuffled,
    narration: why,
  };
}

/**
 * The target's check, when it dodges or blocks and has not checked this turn: draw its
 * skill's cards from the GM's world deck, play the best (the GM plays for the target and
 * stands on it), add awareness to a dodge. Its earlier turn's cards go to the discard pile.
 */
export function checkDefence(ctx: AimingContext): AimingContext {
  const kind = ctx.target.defence.kind;
  if (kind === 'none' || ctx.target.inMelee) return ctx;
  if (defenceInForce(ctx) !== null) {
    return {
      ...ctx,
      narration: [
        ...ctx.narration,
        { text: `The target's ${kind} total of ${num(ctx.defence!.total)} still stands this turn.`, rule: RULES.defenceCheck },
      ],
    };
  }
  const pile = ctx.defence ? discardKarma(ctx.targetPile, ctx.defence.drawn) : ctx.targetPile;
  const allowance = cardsForSkill(ctx.target.defence.skill);
  const d = drawKarma(pile, ctx.random, allowance.cards);
  const card = d.cards[bestShowingIndex(d.cards) ?? 0]!;
  const terms = [
    { label: 'card', value: karmaValue(card) ?? 0 },
    ...(kind === 'dodge' ? [{ label: 'awareness', value: ctx.target.defence.awareness }] : []),
  ];
  const total = terms.reduce((s, t) => s + t.value, 0);
  const sum = formatSum(terms);
  const defence: DefenceCheck = { kind, total, turn: ctx.turn, drawn: d.cards, card, sum };
  const effect =
    kind === 'dodge'
      ? total > 0
        ? `${num(total)} comes off the attack total.`
        : 'A dodge total of 0 or less does nothing.'
      : 'The block stops the shot if its total is greater than the attack total.';
  const why: Why[] = [
    {
      text: `The target ${kind === 'dodge' ? 'dodges' : 'blocks'}: the GM draws ${d.cards.map(describeCard).join(', ')} (${allowance.allowed ? allowance.reason : 'one card'}) and plays ${describeCard(card)}: ${sum}. ${effect}`,
      rule: kind === 'dodge' ? RULES.dodging : RULES.blocking,
    },
  ];
  if (d.reshuffled) why.push({ text: 'The world deck ran out and its discards were reshuffled.', rule: RULES.reshuffle });
  return { ...ctx, random: d.random, targetPile: d.pile, defence, narration: [...ctx.narration, ...why] };
}

/**
 * Fire with a card of the aim row: the one at `cardIndex`, or the best showing when none
 * is named.
 */
export function fire(ctx: AimingContext, cardIndex?: number): AimingContext {
  const i = cardIndex ?? bestShowingIndex(ctx.window)!;
  const chosen = ctx.window[i]!;
  const shot: Shot = { source: 'aim', turn: ctx.turn, drawn: [], chain: [chosen], result: null, wild: isJoker(chosen), jokerValue: null };
  const how = `after ${ctx.roundsAimed} round${ctx.roundsAimed === 1 ? '' : 's'} of aiming`;
  const which =
    cardIndex === undefined
      ? 'the best card showing'
      : i === bestShowingIndex(ctx.window)
        ? 'the best card showing, by choice'
        : 'a card of the shooter’s choosing';
  return {
    ...ctx,
    reshuffled: false,
    firedOnTurns: [...ctx.firedOnTurns, ctx.turn],
    shot,
    narration: [
      {
        text: `Turn ${ctx.turn}: fired ${how}, with ${describeCard(chosen)} (${which}).`,
        rule: cardIndex === undefined ? RULES.aiming : RULES.bestCard,
      },
    ],
  };
}

/** Fire without aiming: a basic check with the weapon skill draws its cards (one when untrained); the shooter then chooses. */
export function drawUnaimed(ctx: AimingContext): AimingContext {
  const allowance = cardsForSkill(ctx.shooter.skill);
  const d = drawKarma(ctx.pile, ctx.random, allowance.cards);
  const shot: Shot = { source: 'snap', turn: ctx.turn, drawn: d.cards, chain: [], result: null, wild: false, jokerValue: null };
  const why: Why[] = [
    {
      text: `Turn ${ctx.turn}: fired without aiming, a basic check (${allowance.allowed ? allowance.reason : 'one card'}): drew ${d.cards.map(describeCard).join(', ')}. Choose the card to use: usually the best, but the choice is the shooter's.`,
      rule: RULES.shot,
    },
  ];
  if (d.reshuffled) why.push({ text: 'The deck ran out and the discard pile was reshuffled.', rule: RULES.reshuffle });
  return {
    ...ctx,
    random: d.random,
    pile: d.pile,
    reshuffled: d.reshuffled,
    firedOnTurns: [...ctx.firedOnTurns, ctx.turn],
    shot,
    narration: why,
  };
}

/** The shooter picks which card of an unaimed shot's draw to use. */
export function chooseUnaimed(ctx: AimingContext, card: Card): AimingContext {
  const shot = ctx.shot!;
  const best = bestShowingIndex(shot.drawn);
  const which = best !== undefined && shot.drawn[best] === card ? 'the best of the draw' : 'the shooter’s choice, not the best of the draw';
  return {
    ...ctx,
    shot: { ...shot, chain: [card], wild: isJoker(card) },
    narration: [{ text: `Uses ${describeCard(card)} (${which}).`, rule: RULES.shot }],
  };
}

/** Draw the top card onto a hit chain. */
export function hitOnce(ctx: AimingContext): AimingContext {
  const shot = ctx.shot!;
  const d = drawKarma(ctx.pile, ctx.random, 1);
  const card = d.cards[0]!;
  const why: Why[] = [
    isJoker(card)
      ? { text: `Hit: drew a joker onto ${signed(chainTotal(shot.chain))}.`, rule: RULES.hitCards }
      : {
          text: `Hit: drew ${describeCard(card)}; the card value is now ${signed(chainTotal([...shot.chain, card]))}.`,
          rule: RULES.hitCards,
        },
  ];
  if (d.reshuffled) why.push({ text: 'The deck ran out and the discard pile was reshuffled.', rule: RULES.reshuffle });
  return {
    ...ctx,
    random: d.random,
    pile: d.pile,
    reshuffled: d.reshuffled,
    shot: { ...shot, chain: [...shot.chain, card], wild: shot.wild || isJoker(card) },
    narration: why,
  };
}

/** What the machine asks while a joker waits for the GM. */
export const JOKER_QUESTION = `A joker is wild: the GM names its value as a card, from ${num(JOKER_MIN)} to ${signed(JOKER_MAX)}, and the shot is worked out with it.`;

/** The chain ends on a joker: say that the GM must name its value. */
export function askForJokerValue(ctx: AimingContext): AimingContext {
  return { ...ctx, narration: [...ctx.narration, { text: JOKER_QUESTION, rule: RULES.jokers }] };
}

/** The GM names the joker's value; the shot is then worked out with it (see `settle`). */
export function ruleJoker(ctx: AimingContext, value: number): AimingContext {
  const shot = { ...ctx.shot!, jokerValue: value };
  const whole = shot.chain.length > 1 ? `, making the card value ${signed(shotCardValue(shot)!)}` : '';
  return { ...ctx, shot, narration: [{ text: `The GM names the joker ${signed(value)}${whole}.`, rule: RULES.jokers }] };
}

/**
 * Work out the shot with the chain as it stands, a ruled joker counting as its value.
 * Never called while a joker waits for the GM (the machine holds the shot in `ruling`).
 */
export function settle(ctx: AimingContext): AimingContext {
  const shot = ctx.shot!;
  const value = shotCardValue(shot);
  if (value === undefined) return askForJokerValue(ctx);
  const result = resolveShot(value, ctx.weapon, ctx.shooter, ctx.target, defenceInForce(ctx));
  return { ...ctx, shot: { ...shot, result }, narration: [...ctx.narration, ...outcomeWhy(result)] };
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
  const next = { ...ctx, pile, window: [], roundsAimed: 0, shot: null, turn, reshuffled: false };
  return {
    ...next,
    narration: sameTurn
      ? [{ text: `Still turn ${turn}: the weapon allows another shot this turn.`, rule: RULES.rate }]
      : [{ text: `Turn ${turn}. Aim or fire.`, rule: RULES.aiming }, ...defenceDeclared(ctx.target)],
  };
}

/** A turn spent neither aiming nor firing ends the aim (table ruling): the row is discarded. */
export function waitTurn(ctx: AimingContext): AimingContext {
  const pile = discardKarma(ctx.pile, ctx.window);
  const lost = ctx.window.length > 0 ? ' The aim is lost: the row goes to the discard pile.' : '';
  return {
    ...ctx,
    pile,
    window: [],
    roundsAimed: 0,
    turn: ctx.turn + 1,
    reshuffled: false,
    narration: [
      { text: `Turn ${ctx.turn} passes without aiming or firing.${lost} Turn ${ctx.turn + 1}.`, rule: RULES.waiting },
      ...defenceDeclared(ctx.target),
    ],
  };
}

export function changeTarget(ctx: AimingContext, change: Partial<Target>): AimingContext {
  const target: Target = { ...ctx.target, ...change };
  const why: Why[] = [{ text: 'The target’s situation changed.', rule: RULES.situation }];
  if (change.defence || change.inMelee !== undefined) why.push(...defenceDeclared(target));
  return { ...ctx, target, narration: why };
}

// ---------------------------------------------------------------- words

/** Signed with a real minus sign ("+2", "−4", "0"). */
export const signedValue = signed;

/** The seed's way of naming a karma card: "+5", "−2 (hit)", or "a joker". */
export function describeCard(card: Card): string {
  const v = karmaValue(card);
  if (v === undefined) return 'a joker';
  return `${signed(v)}${isHitCard(card) ? ' (hit)' : ''}`;
}

export function describeOutcome(result: ShotResult): string {
  const o = result.outcome;
  const total = `Attack total ${signed(result.attackTotal)}`;
  switch (o.kind) {
    case 'hit':
      return `${total}: a hit for ${o.damage} damage${o.capped ? ` (capped from ${o.rawDamage})` : ''}.`;
    case 'miss':
      return `${total}: ${o.everyone ? 'it misses every combatant' : 'a miss'}.`;
    case 'blocked':
      return `${total}: blocked by the shield (block total ${signed(o.blockTotal)}).`;
    case 'stray':
      return `${total}: it strikes another combatant, damage from the card’s inverse ${signed(o.inverse)}: ${o.damage}${o.capped ? ` (capped from ${o.rawDamage})` : ''}.`;
  }
}

/** The outcome with the rule that decided it. */
export function outcomeWhy(result: ShotResult): Why[] {
  const o = result.outcome;
  const rule = o.kind === 'stray' || (o.kind === 'miss' && o.everyone) ? RULES.melee : o.kind === 'blocked' ? RULES.blocking : RULES.shot;
  return [{ text: `${formatSum(result.terms)}. ${describeOutcome(result)}`, rule }];
}

// ---------------------------------------------------------------- the machine

export type AimingEvent =
  | { type: 'aim.dealt' }
  | { type: 'shot.fired'; cardIndex?: number }
  | { type: 'card.chosen'; card: Card }
  | { type: 'hit.taken' }
  | { type: 'hit.declined' }
  | { type: 'joker.ruled'; value: number }
  | { type: 'shot.begun' }
  | { type: 'turn.waited' }
  | { type: 'target.changed'; target: Partial<Target> };

/**
 * The saved form's version; older versions this machine still reads (see core/record.ts).
 * Version 3 made the target's dodge and block checks of their own (the input changed shape,
 * not only the events) and lets the shooter choose an unaimed shot's card, so tables saved
 * by versions 1 and 2 cannot be replayed: the widget says so and starts a fresh table.
 */
export const aimingRecord: RecordFormat = {
  current: 'karmic-aiming/3',
  upgrades: {},
};

export const aimingMachine = setup({
  types: {
    context: {} as AimingContext,
    events: {} as AimingEvent,
    input: {} as AimingInput,
  },
  actions: {
    aimOnce: assign(({ context }) => aimOnce(context)),
    fire: assign(({ context, event }) => {
      assertEvent(event, 'shot.fired');
      return fire(context, event.cardIndex);
    }),
    drawUnaimed: assign(({ context }) => drawUnaimed(context)),
    chooseUnaimed: assign(({ context, event }) => {
      assertEvent(event, 'card.chosen');
      return chooseUnaimed(context, event.card);
    }),
    checkDefence: assign(({ context }) => checkDefence(context)),
    hitOnce: assign(({ context }) => hitOnce(context)),
    settle: assign(({ context }) => settle(context)),
    askForJokerValue: assign(({ context }) => askForJokerValue(context)),
    ruleJoker: assign(({ context, event }) => {
      assertEvent(event, 'joker.ruled');
      return ruleJoker(context, event.value);
    }),
    nextShot: assign(({ context }) => nextShot(context)),
    waitTurn: assign(({ context }) => waitTurn(context)),
    changeTarget: assign(({ context, event }) => {
      assertEvent(event, 'target.changed');
      return changeTarget(context, event.target);
    }),
  },
  guards: {
    aimAllowed: ({ context }) => aimProblem(context) === undefined,
    firesUnaimed: ({ context, event }) => {
      assertEvent(event, 'shot.fired');
      return context.window.length === 0 && event.cardIndex === undefined && fireProblem(context) === undefined;
    },
    fireAllowed: ({ context, event }) => {
      assertEvent(event, 'shot.fired');
      return context.window.length > 0 && fireProblem(context, event.cardIndex) === undefined;
    },
    choiceAllowed: ({ context, event }) => {
      assertEvent(event, 'card.chosen');
      return choiceProblem(context, event.card) === undefined;
    },
    hitAllowed: ({ context }) => hitProblem(context) === undefined,
    chainClosed: ({ context }) =>
      context.shot !== null && (context.shot.wild || !canHit(context.shot.chain) || cardsLeft(context.pile) === 0),
    jokerWaiting: ({ context }) => jokerRulingPending(context),
    jokerRulingAllowed: ({ context, event }) => {
      assertEvent(event, 'joker.ruled');
      return jokerProblem(context, event.value) === undefined;
    },
    targetChangeAllowed: ({ context, event }) => {
      assertEvent(event, 'target.changed');
      return targetChangeProblem(context, event.target) === undefined;
    },
  },
}).createMachine({
  id: 'karmicAiming',
  context: ({ input }) => createInitialContext(input),
  initial: 'aiming',
  states: {
    aiming: {
      description:
        'The shooter’s turn: aim (deal the top card beside the others, the oldest falling off once the row is as long as the weapon’s aim), fire, or let the turn pass. The target may move between rounds.',
      on: {
        'aim.dealt': {
          guard: 'aimAllowed',
          actions: 'aimOnce',
          description: 'A round of aiming: one card is dealt into the row, and the turn ends.',
        },
        'shot.fired': [
          {
            guard: 'firesUnaimed',
            target: 'shooting.choosing',
            actions: 'drawUnaimed',
            description: 'Fired without aiming: a basic check with the weapon skill draws its cards (one when untrained).',
          },
          {
            guard: 'fireAllowed',
            target: 'shooting.hitting',
            actions: ['fire', 'checkDefence'],
            description:
              'Fired with a card of the row, the best showing unless the shooter names another; a dodging or blocking target makes its check.',
          },
        ],
        'turn.waited': { actions: 'waitTurn', description: 'Neither aiming nor firing: the aim is lost and the turn passes.' },
        'target.changed': {
          guard: 'targetChangeAllowed',
          actions: 'changeTarget',
          description: 'The target moves, hides, is called at another place, or dodges or blocks.',
        },
      },
    },
    shooting: {
      description: 'The shot is away: its card is set, a hit card may be hit, and a joker waits for the GM.',
      initial: 'hitting',
      states: {
        choosing: {
          description:
            'Fired without aiming: the shooter picks which card of the draw the shot uses (usually the best, but the choice is the shooter’s).',
          on: {
            'card.chosen': {
              guard: 'choiceAllowed',
              target: 'hitting',
              actions: ['chooseUnaimed', 'checkDefence'],
              description: 'The card is set; a dodging or blocking target makes its check.',
            },
          },
        },
        hitting: {
          description:
            'The shot’s card is down. While the last card is a jack, queen or king the shooter may hit (draw the top card onto it) or stand; a hit cannot be taken back.',
          always: [
            {
              guard: 'jokerWaiting',
              target: 'ruling',
              actions: 'askForJokerValue',
              description: 'A joker is in the chain: the GM must name its value.',
            },
            {
              guard: 'chainClosed',
              target: '#karmicAiming.resolved',
              actions: 'settle',
              description: 'The chain has ended: the shot is worked out.',
            },
          ],
          on: {
            'hit.taken': { guard: 'hitAllowed', actions: 'hitOnce', description: 'The top card is drawn onto the chain.' },
            'hit.declined': {
              target: '#karmicAiming.resolved',
              actions: 'settle',
              description: 'The shooter stands: the shot is worked out.',
            },
          },
        },
        ruling: {
          description: `A joker is in the chain: the GM names its value as a card (${num(JOKER_MIN)} to ${signed(JOKER_MAX)}), then the shot is worked out.`,
          on: {
            'joker.ruled': {
              guard: 'jokerRulingAllowed',
              target: '#karmicAiming.resolved',
              actions: ['ruleJoker', 'settle'],
              description: 'The GM names the joker’s value.',
            },
          },
        },
      },
    },
    resolved: {
      description:
        'The shot is worked out: attack total above 0 hits (unless a block beats it), and the damage total is card plus edge, capped.',
      on: {
        'shot.begun': {
          target: 'aiming',
          actions: 'nextShot',
          description: 'The row is cleared for the next shot, this turn if the weapon allows, else the next.',
        },
      },
    },
  },
});
