/**
 * Aiming's steps, each a pure function of the context: a round of aiming, firing (from the
 * row, or unaimed with its card chosen), the target's dodge or block check, a hit, the GM's
 * value for a joker, working the shot out, the next shot, a turn let pass, a target that
 * moves; and the words each says. The machine (aiming.machine.ts) only names them; why a
 * step is refused is aiming.problems.ts, the aim row's own rules aiming.rules.ts.
 */
import { isJoker, stackDeck, type Card } from '../../core/cards.js';
import { formatSum, num, signed, type Why } from '../../core/explain.js';
import { seedRandom } from '../../core/random.js';
import { cardsForSkill } from '../checks.js';
import { chainTotal, discardKarma, drawKarma, isHitCard, karmaDeck, karmaValue, worldDeck } from '../karma-deck.js';
import { canUseOnTurn } from '../ranged-rate.js';
import { resolveShot, type ShotResult, type Target } from '../ranged-shot.js';
import {
  JOKER_MAX,
  JOKER_MIN,
  RULES_BEFORE_AIMING_4,
  type AimingContext,
  type AimingInput,
  type DefenceCheck,
  type Shot,
} from './aiming.context.js';
import { AIMING_RULES as RULES, bestShowingIndex, dealIntoWindow, shotCardIndex } from './aiming.rules.js';

export function createInitialContext(input: AimingInput): AimingContext {
  const [drawPile, r1] = stackDeck(seedRandom(input.seed), karmaDeck(), input.stacked);
  const [targetDraw, random] = stackDeck(r1, worldDeck(), input.targetStacked);
  return {
    rules: input.rules ?? RULES_BEFORE_AIMING_4,
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
 * is named (a joker when nothing else shows).
 */
export function fire(ctx: AimingContext, cardIndex?: number): AimingContext {
  const best = shotCardIndex(ctx.window)!;
  const i = cardIndex ?? best;
  const chosen = ctx.window[i]!;
  const shot: Shot = { source: 'aim', turn: ctx.turn, drawn: [], chain: [chosen], result: null, wild: isJoker(chosen), jokerValue: null };
  const how = `after ${ctx.roundsAimed} round${ctx.roundsAimed === 1 ? '' : 's'} of aiming`;
  const onlyJokers = bestShowingIndex(ctx.window) === undefined;
  const which =
    i !== best
      ? { text: 'a card of the shooter’s choosing, as this table allows', rule: RULES.anotherCard }
      : onlyJokers
        ? { text: 'nothing but a joker shows, so the shot uses it', rule: RULES.bestCard }
        : { text: cardIndex === undefined ? 'the best card showing' : 'the best card showing, by choice', rule: RULES.aiming };
  return {
    ...ctx,
    reshuffled: false,
    firedOnTurns: [...ctx.firedOnTurns, ctx.turn],
    shot,
    narration: [{ text: `Turn ${ctx.turn}: fired ${how}, with ${describeCard(chosen)} (${which.text}).`, rule: which.rule }],
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
