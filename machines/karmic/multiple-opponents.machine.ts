/**
 * Karmic, "Multiple Opponents": one lone fighter against two or three foes, turn by turn.
 *
 * The statechart reads as the rule does: every foe draws for the initiative against the lone
 * fighter, each pairing settled by itself (and when he beats several, he names the one he
 * holds it over); then rounds: the hands are drawn, the registers are declared one at a time
 * (the foes who hold the initiative lay their attacks, he answers with a card, or several
 * parries, and a foe he attacks answers), then the registers turn over one at a time, every
 * pairing resolved as the two-sided duel resolves one; until he is out or every foe is.
 *
 * The reader plays the lone fighter; the foes choose by a stated policy (`foeAttack`,
 * `foeAnswer`). Every pairing's arithmetic is the duel's `resolveRegister`; the several-foes
 * rules are in multiple-opponents.rules.ts. All chance (both decks, the generator) is in
 * context, so a snapshot is JSON and `transition` replays a fight exactly.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { RecordFormat } from '../core/record.js';
import { stackDeck, type Card } from '../core/cards.js';
import { formatSum, signed, type Why } from '../core/explain.js';
import { seedRandom, type RandomState } from '../core/random.js';
import { bestCard } from './karma-check.rules.js';
import { discardKarma, drawKarma, karmaDeck, karmaValue, worldDeck, type KarmaPile } from './karma-deck.js';
import { maneuver, type ManeuverId } from './maneuvers.js';
import { maneuverLimits } from './melee-weapons.js';
import { resolveRegister, type RegisterOutcome } from './melee/registers.js';
import { declarationProblem, usage, type Declaration, type DuelView } from './melee/declarations.js';
import { reachProblem, startingRange } from './melee/reach.js';
import { handSize, initiativeCards, type Fighter, type Hand } from './melee/fighters.js';
import {
  answerProblem,
  initiativeAfterChecks,
  initiativeChoiceProblem,
  isParry,
  MULTIPLE_OPPONENTS_RULES as RULES,
  seizeFrom,
  swipeProblem,
  swipeTerm,
  type Answer,
  type Holder,
  type Several,
} from './multiple-opponents.rules.js';

export type { Fighter } from './melee/fighters.js';
export type { Holder } from './multiple-opponents.rules.js';

/** The maneuvers this table plays (table ruling "What the table of several leaves to the duel"). */
export const LONE_MANEUVERS = ['attack', 'parry', 'parry-seize', 'melee-dodge', 'block'] as const satisfies readonly ManeuverId[];
export type LoneManeuver = (typeof LONE_MANEUVERS)[number] | 'swipe';

export interface MultipleOpponentsInput {
  readonly lone: Fighter;
  /** Two or three foes; they draw from the GM's one world deck. */
  readonly foes: readonly Fighter[];
  readonly seed: number;
  /** Cards put on top of the lone fighter's deck and of the GM's deck, top first. */
  readonly stacked?: { readonly lone?: readonly Card[]; readonly foes?: readonly Card[] };
}

export interface InitiativeDraw {
  readonly cards: readonly Card[];
  readonly total: number;
}

/** One initiative draw: the lone fighter's, and each foe's still unsettled (null: not drawing). */
export interface InitiativeRound {
  readonly lone: InitiativeDraw;
  readonly foes: readonly (InitiativeDraw | null)[];
}

/** A card the lone fighter laid: against one foe, or a swipe at several. */
export interface LoneCard {
  readonly maneuver: LoneManeuver;
  readonly card: Card;
  readonly hand: Hand;
  /** The foe it is played against (a swipe: its first target). */
  readonly foe: number;
  /** A swipe's targets. */
  readonly targets?: readonly number[];
}

/** A foe's card in a register: an attack (it holds the initiative) or its answer to his blow. */
export interface FoeCard {
  readonly maneuver: 'attack' | 'parry' | 'melee-dodge';
  readonly card: Card;
  readonly hand: Hand;
}

/** One pairing settled in a register: who attacked whom, and the duel's outcome. */
export interface PairingResult {
  readonly foe: number;
  /** The attacker in this pairing. */
  readonly by: 'lone' | 'foe';
  readonly outcome: RegisterOutcome;
}

export interface SeveralRegister {
  readonly number: number;
  /** Each foe's card in this register, or null. */
  readonly foeCards: readonly (FoeCard | null)[];
  /** The lone fighter's cards in this register, in the order laid. */
  readonly lone: readonly LoneCard[];
  /** He has laid all he will in it (the foes he attacks have answered). */
  readonly closed: boolean;
  readonly revealed: boolean;
  readonly results: readonly PairingResult[];
}

export interface CombatEnd {
  /** `lone-out`: the lone fighter fell; `foes-out`: every foe did. */
  readonly how: 'lone-out' | 'foes-out';
}

export interface MultipleOpponentsContext {
  readonly lone: Fighter;
  readonly foes: readonly Fighter[];
  readonly piles: { readonly lone: KarmaPile; readonly foes: KarmaPile };
  readonly random: RandomState;
  /** Each pairing's range: the reach of the longer of its two weapons. */
  readonly ranges: readonly number[];
  readonly round: number;
  /** Who holds the initiative in each pairing (undefined: not settled yet). */
  readonly holders: readonly (Holder | undefined)[];
  readonly initiativeDraws: readonly InitiativeRound[];
  /** The foes he beat on the last draw, when he beat several and holds it over none: he names one. */
  readonly choosing: readonly number[] | undefined;
  readonly hands: { readonly lone: readonly Card[]; readonly foes: readonly (readonly Card[])[] };
  readonly registers: readonly SeveralRegister[];
  /** The next register to turn over. */
  readonly cursor: number;
  /** Why declaring stopped: a seize (resolve at once; the turn may go on) or nobody attacks any more. */
  readonly batchEnd: 'immediate' | 'done' | undefined;
  readonly damage: { readonly lone: number; readonly foes: readonly number[] };
  readonly ended: CombatEnd | undefined;
  readonly narration: readonly Why[];
  readonly reshuffles: number;
}

export type MultipleOpponentsEvent =
  | { type: 'initiative.drawn' }
  | { type: 'initiative.named'; foe: number }
  | { type: 'hands.drawn' }
  | { type: 'maneuver.declared'; maneuver: LoneManeuver; card: Card; foe?: number; targets?: readonly number[]; hand?: Hand }
  | { type: 'card.withdrawn' }
  | { type: 'register.closed' }
  | { type: 'register.revealed' }
  | { type: 'round.begun' };

type DeclaredEvent = Extract<MultipleOpponentsEvent, { type: 'maneuver.declared' }>;

const why = (text: string, rule?: Why['rule']): Why => (rule ? { text, rule } : { text });
const say = (ctx: MultipleOpponentsContext, ...whys: Why[]): MultipleOpponentsContext => ({ ...ctx, narration: whys });
const add = (ctx: MultipleOpponentsContext, ...whys: Why[]): MultipleOpponentsContext => ({
  ...ctx,
  narration: [...ctx.narration, ...whys],
});

export function namesOf(ctx: Pick<MultipleOpponentsContext, 'lone' | 'foes'>): Several {
  return { lone: ctx.lone.name, foes: ctx.foes.map((f) => f.name) };
}

/** A card's worth on this table: its karma value; a joker 0 (table ruling "What the table of several leaves to the duel"). */
export function worth(card: Card): number {
  return karmaValue(card) ?? 0;
}

/** A card as the book writes it: "+3", "−2", "a joker (0 here)". */
export function cardWords(card: Card): string {
  const v = karmaValue(card);
  return v === undefined ? 'a joker (0 here)' : signed(v);
}

/** A foe is out once his damage reaches his hit points (table ruling "Out of the fight"). */
export function isOut(ctx: Pick<MultipleOpponentsContext, 'damage' | 'foes'>, foe: number): boolean {
  return ctx.damage.foes[foe]! >= ctx.foes[foe]!.hitPoints;
}

export function loneIsOut(ctx: Pick<MultipleOpponentsContext, 'damage' | 'lone'>): boolean {
  return ctx.damage.lone >= ctx.lone.hitPoints;
}

export function createInitialContext(input: MultipleOpponentsInput): MultipleOpponentsContext {
  let random = seedRandom(input.seed);
  let lonePile: Card[];
  [lonePile, random] = stackDeck(random, input.lone.deck === 'karma' ? karmaDeck() : worldDeck(), input.stacked?.lone ?? []);
  let foePile: Card[];
  [foePile, random] = stackDeck(random, worldDeck(), input.stacked?.foes ?? []);
  const ranges = input.foes.map((f) => startingRange([input.lone, f]));
  const names = namesOf(input);
  return {
    lone: input.lone,
    foes: input.foes,
    piles: { lone: { drawPile: lonePile, discardPile: [] }, foes: { drawPile: foePile, discardPile: [] } },
    random,
    ranges,
    round: 1,
    holders: input.foes.map(() => undefined),
    initiativeDraws: [],
    choosing: undefined,
    hands: { lone: [], foes: input.foes.map(() => []) },
    registers: [],
    cursor: 0,
    batchEnd: undefined,
    damage: { lone: 0, foes: input.foes.map(() => 0) },
    ended: undefined,
    narration: [
      why(
        `${names.lone} faces ${listWords(names.foes)} at once: each foe is a pairing of its own, and he plays one hand against them all.`,
        RULES.multipleOpponents,
      ),
      why(`Each foe draws for the initiative against ${names.lone}, every pairing settled by itself.`, RULES.severalInitiative),
      why('The foes draw from the GM’s one world deck.', RULES.foesDeck),
    ],
    reshuffles: 0,
  };
}

export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

// ---------------------------------------------------------------------------------------
// Drawing and discarding

type PileName = 'lone' | 'foes';

function draw(ctx: MultipleOpponentsContext, pile: PileName, count: number): { cards: Card[]; ctx: MultipleOpponentsContext } {
  const drawn = drawKarma(ctx.piles[pile], ctx.random, count);
  return {
    cards: drawn.cards,
    ctx: {
      ...ctx,
      piles: { ...ctx.piles, [pile]: drawn.pile },
      random: drawn.random,
      reshuffles: ctx.reshuffles + (drawn.reshuffled ? 1 : 0),
    },
  };
}

function discard(ctx: MultipleOpponentsContext, pile: PileName, cards: readonly Card[]): MultipleOpponentsContext {
  return cards.length ? { ...ctx, piles: { ...ctx.piles, [pile]: discardKarma(ctx.piles[pile], cards) } } : ctx;
}

// ---------------------------------------------------------------------------------------
// The initiative

/** The foes whose pairing is still unsettled and who are in the fight. */
export function unsettled(ctx: MultipleOpponentsContext): number[] {
  return ctx.holders.flatMap((h, f) => (h === undefined && !isOut(ctx, f) ? [f] : []));
}

function drawCheck(
  ctx: MultipleOpponentsContext,
  pile: PileName,
  fighter: Fighter,
): { check: InitiativeDraw; ctx: MultipleOpponentsContext } {
  const d = draw(ctx, pile, initiativeCards(fighter));
  const best = bestCard(d.cards);
  const total = (best ? karmaValue(best)! : 0) + fighter.willpower;
  return { check: { cards: d.cards, total }, ctx: discard(d.ctx, pile, d.cards) };
}

function checkWords(f: Fighter, c: InitiativeDraw): string {
  const best = bestCard(c.cards);
  return `${f.name} draws ${c.cards.map(cardWords).join(', ') || 'nothing'}: ${formatSum([
    { label: best ? 'card' : 'card (no natural card)', value: best ? karmaValue(best)! : 0 },
    { label: 'willpower', value: f.willpower },
  ])}`;
}

/**
 * Karmic, "Determine Initiative", for every pairing still open: the lone fighter draws once,
 * each of those foes draws; table ruling "The initiative against several foes" settles each
 * pairing by itself (a tie draws again), and he holds it over one foe at most.
 */
export function drawInitiative(ctx: MultipleOpponentsContext): MultipleOpponentsContext {
  const open = unsettled(ctx);
  let next = ctx;
  const lone = drawCheck(next, 'lone', ctx.lone);
  next = lone.ctx;
  const foes: (InitiativeDraw | null)[] = ctx.foes.map(() => null);
  for (const f of open) {
    const d = drawCheck(next, 'foes', ctx.foes[f]!);
    next = d.ctx;
    foes[f] = d.check;
  }
  const names = namesOf(ctx);
  const totals = open.map((f) => foes[f]!.total);
  const settled = initiativeAfterChecks(lone.check.total, totals);
  const holdsAlready = ctx.holders.includes('lone');
  const beaten = open.filter((_, i) => lone.check.total > totals[i]!);
  const holders = [...ctx.holders];
  let choosing: number[] | undefined;
  open.forEach((f, i) => {
    const h = settled[i];
    // He already holds it over a foe from an earlier draw: every foe he beats now holds it over him.
    holders[f] = h === undefined ? undefined : holdsAlready && h === 'lone' ? 'foe' : h;
  });
  if (!holdsAlready && beaten.length > 1) {
    choosing = beaten;
    for (const f of beaten) holders[f] = undefined;
  }
  const lines = [checkWords(ctx.lone, lone.check), ...open.map((f) => checkWords(ctx.foes[f]!, foes[f]!))].join('; ');
  const whys: Why[] = [why(`${lines}.`, RULES.initiativeCheck)];
  for (const f of open) {
    const foe = names.foes[f]!;
    if (holders[f] === 'foe')
      whys.push(
        why(
          lone.check.total > foes[f]!.total
            ? `${names.lone} beats ${foe} too, but holds the initiative over one foe at most: ${foe} holds it over him.`
            : `${foe} has the higher total and holds the initiative over ${names.lone}.`,
          lone.check.total > foes[f]!.total ? RULES.multipleOpponents : RULES.severalInitiative,
        ),
      );
    else if (holders[f] === 'lone')
      whys.push(why(`${names.lone} beats ${foe} and holds the initiative over ${foe}.`, RULES.severalInitiative));
    else if (!choosing?.includes(f)) whys.push(why(`${names.lone} and ${foe} tie: that pair draws again.`, RULES.severalInitiative));
  }
  if (choosing)
    whys.push(
      why(
        `${names.lone} beats ${listWords(choosing.map((f) => names.foes[f]!))}: he names the one he holds the initiative over, and the others hold it over him.`,
        RULES.severalInitiative,
      ),
    );
  return say({ ...next, holders, choosing, initiativeDraws: [...ctx.initiativeDraws, { lone: lone.check, foes }] }, ...whys);
}

export function nameProblem(ctx: MultipleOpponentsContext, foe: number): string | undefined {
  if (!ctx.choosing) return 'there is no choice to make now';
  const last = ctx.initiativeDraws.at(-1)!;
  const totals = ctx.foes.map((_, f) => last.foes[f]?.total ?? Number.POSITIVE_INFINITY);
  return initiativeChoiceProblem(namesOf(ctx), last.lone.total, totals, foe);
}

export function nameFoe(ctx: MultipleOpponentsContext, foe: number): MultipleOpponentsContext {
  const names = namesOf(ctx);
  const holders = ctx.holders.map((h, f): Holder | undefined => (ctx.choosing!.includes(f) ? (f === foe ? 'lone' : 'foe') : h));
  const others = ctx.choosing!.filter((f) => f !== foe).map((f) => names.foes[f]!);
  return say(
    { ...ctx, holders, choosing: undefined },
    why(
      `${names.lone} names ${names.foes[foe]}: he holds the initiative over ${names.foes[foe]}, and ${listWords(others)} ${others.length > 1 ? 'hold' : 'holds'} it over him.`,
      RULES.severalInitiative,
    ),
  );
}

export function initiativeSettled(ctx: MultipleOpponentsContext): boolean {
  return !ctx.choosing && unsettled(ctx).length === 0;
}

// ---------------------------------------------------------------------------------------
// One pairing as the duel sees it

/** Every card the lone fighter laid this turn, as the duel's declarations (side 0). */
function loneDeclarations(ctx: MultipleOpponentsContext): Declaration[] {
  return ctx.registers.flatMap((r) =>
    r.lone.map((c): Declaration => ({
      side: 0,
      maneuver: c.maneuver === 'swipe' ? 'attack' : c.maneuver,
      card: c.card,
      hand: c.hand,
      holdGround: false,
      location: 'torso',
    })),
  );
}

function foeDeclarations(ctx: MultipleOpponentsContext, foe: number): Declaration[] {
  return ctx.registers.flatMap((r) => {
    const c = r.foeCards[foe];
    return c ? [{ side: 1 as const, maneuver: c.maneuver, card: c.card, hand: c.hand, holdGround: false, location: 'torso' as const }] : [];
  });
}

/**
 * One pairing as the register duel sees it: the lone fighter is side 0, the foe side 1, the
 * holder of that pairing's initiative attacks, and his usage counts every card he laid this
 * turn against anyone (one weapon, one limit).
 */
export function pairView(ctx: MultipleOpponentsContext, foe: number): DuelView {
  return {
    fighters: [ctx.lone, ctx.foes[foe]!],
    range: ctx.ranges[foe]!,
    attacker: ctx.holders[foe] === 'lone' ? 0 : 1,
    disarmed: [false, false],
    declared: [...loneDeclarations(ctx), ...foeDeclarations(ctx, foe)],
    hands: [ctx.hands.lone, ctx.hands.foes[foe]!],
  };
}

/** The register being declared, if one is open. */
export function openRegister(ctx: MultipleOpponentsContext): SeveralRegister | undefined {
  const last = ctx.registers.at(-1);
  return last && !last.closed ? last : undefined;
}

/** The foes attacking him in this register. */
export function attackersIn(r: SeveralRegister): number[] {
  return r.foeCards.flatMap((c, f) => (c?.maneuver === 'attack' ? [f] : []));
}

// ---------------------------------------------------------------------------------------
// How the foes choose (table ruling "How the foes choose")

function byWorth(cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) => worth(b) - worth(a));
}

/**
 * A foe holding the initiative attacks in every register with its best card, while it has a
 * card, a maneuver left and the reach; undefined when it lays nothing.
 */
export function foeAttack(ctx: MultipleOpponentsContext, foe: number): FoeCard | undefined {
  if (ctx.holders[foe] !== 'foe' || isOut(ctx, foe)) return undefined;
  const best = byWorth(ctx.hands.foes[foe]!)[0];
  if (best === undefined) return undefined;
  const decl = {
    side: 1 as const,
    maneuver: 'attack' as const,
    card: best,
    hand: 'main' as const,
    holdGround: false,
    location: 'torso' as const,
  };
  return declarationProblem(pairView(ctx, foe), decl) === undefined ? { maneuver: 'attack', card: best, hand: 'main' } : undefined;
}

/**
 * A foe he attacks (or swipes at) that laid nothing in this register parries with its best
 * card, or else melee dodges with it, when the rules let it; undefined when it cannot answer.
 */
export function foeAnswer(ctx: MultipleOpponentsContext, foe: number): FoeCard | undefined {
  if (isOut(ctx, foe)) return undefined;
  const best = byWorth(ctx.hands.foes[foe]!)[0];
  if (best === undefined) return undefined;
  const view = pairView(ctx, foe);
  for (const [m, hand] of [
    ['parry', 'main'],
    ['melee-dodge', 'none'],
  ] as const) {
    if (
      declarationProblem({ ...view, attacker: 0 }, { side: 1, maneuver: m, card: best, hand, holdGround: false, location: 'torso' }) ===
      undefined
    )
      return { maneuver: m, card: best, hand };
  }
  return undefined;
}

function takeFromHand(hand: readonly Card[], card: Card): Card[] {
  const rest = [...hand];
  rest.splice(rest.indexOf(card), 1);
  return rest;
}

/** The foes holding the initiative lay their attacks in a new register (table ruling "Who lays first in a register"). */
function openNextRegister(ctx: MultipleOpponentsContext): MultipleOpponentsContext {
  const number = ctx.registers.length + 1;
  let next: MultipleOpponentsContext = {
    ...ctx,
    registers: [...ctx.registers, { number, foeCards: ctx.foes.map(() => null), lone: [], closed: false, revealed: false, results: [] }],
  };
  const foeCards: (FoeCard | null)[] = ctx.foes.map(() => null);
  const foeHands = [...next.hands.foes];
  ctx.foes.forEach((_, f) => {
    const attack = foeAttack(next, f);
    if (attack) {
      foeCards[f] = attack;
      foeHands[f] = takeFromHand(foeHands[f]!, attack.card);
    }
  });
  const registers = [...next.registers];
  registers[registers.length - 1] = { ...registers.at(-1)!, foeCards };
  next = { ...next, registers, hands: { ...next.hands, foes: foeHands } };
  const names = namesOf(ctx);
  const attackers = foeCards.flatMap((c, f) => (c ? [names.foes[f]!] : []));
  if (attackers.length === 0 && !loneMayAttack(next)) {
    // Nobody can attack any more: the empty register is not kept, and the cards turn over.
    return add(
      { ...next, registers: registers.slice(0, -1), batchEnd: 'done' },
      why(
        number === 1
          ? 'Nobody can attack this turn.'
          : `Nobody can attack in register ${number}: declaring is over and the registers turn over one at a time.`,
        RULES.declaration,
      ),
    );
  }
  return add(
    next,
    attackers.length > 0
      ? why(
          `Register ${number}: ${listWords(attackers)} ${attackers.length > 1 ? 'lay their attacks' : 'lays an attack'} face down, named aloud; ${names.lone} answers.`,
          RULES.whoLaysFirst,
        )
      : why(
          `Register ${number}: no foe attacks; ${names.lone} may attack the foe he holds the initiative over, or lay nothing.`,
          RULES.whoLaysFirst,
        ),
  );
}

/** Does he hold the initiative over someone in the fight, with a card and a maneuver left? */
export function loneMayAttack(ctx: MultipleOpponentsContext): boolean {
  if (ctx.hands.lone.length === 0) return false;
  const used = usage(loneDeclarations(ctx), 0).total;
  if (used >= maneuverLimits(ctx.lone.weapon, ctx.lone.offHand).total) return false;
  return ctx.holders.some(
    (h, f) => h === 'lone' && !isOut(ctx, f) && reachProblem(pairView(ctx, f), { side: 0, maneuver: 'attack', hand: 'main' }) === undefined,
  );
}

export function drawHands(ctx: MultipleOpponentsContext): MultipleOpponentsContext {
  let next = ctx;
  const lone = draw(next, 'lone', handSize(ctx.lone));
  next = lone.ctx;
  const foes: Card[][] = [];
  ctx.foes.forEach((f, i) => {
    if (isOut(ctx, i)) {
      foes.push([]);
      return;
    }
    const d = draw(next, 'foes', handSize(f));
    next = d.ctx;
    foes.push(d.cards);
  });
  const names = namesOf(ctx);
  next = say(
    { ...next, hands: { lone: lone.cards, foes }, batchEnd: undefined },
    why(
      `${names.lone} draws ${lone.cards.length} ${lone.cards.length === 1 ? 'card' : 'cards'} for his ${ctx.lone.weapon.name}, one hand against every foe; ${listWords(ctx.foes.flatMap((f, i) => (isOut(ctx, i) ? [] : [`${f.name} ${foes[i]!.length}`])))}, face down.`,
      RULES.hands,
    ),
  );
  return openNextRegister(next);
}

// ---------------------------------------------------------------------------------------
// His cards in a register

function loneUsedBefore(ctx: MultipleOpponentsContext): number {
  return usage(
    ctx.registers
      .filter((r) => r.closed)
      .flatMap((r) =>
        r.lone.map((c): Declaration => ({
          side: 0,
          maneuver: c.maneuver === 'swipe' ? 'attack' : c.maneuver,
          card: c.card,
          hand: c.hand,
          holdGround: false,
          location: 'torso',
        })),
      ),
    0,
  ).total;
}

function handFor(ctx: MultipleOpponentsContext, e: Pick<DeclaredEvent, 'maneuver' | 'hand'>): Hand {
  if (e.hand === 'main' || e.hand === 'off' || e.hand === 'none') return e.hand;
  if (e.maneuver === 'melee-dodge') return 'none';
  if (e.maneuver === 'block') return 'off';
  return 'main';
}

/** Why he may not lay this card now, or undefined. */
export function declareProblem(ctx: MultipleOpponentsContext, e: DeclaredEvent): string | undefined {
  const r = openRegister(ctx);
  if (!r) return 'no register is open';
  const names = namesOf(ctx);
  if (e.maneuver !== 'swipe' && !(LONE_MANEUVERS as readonly string[]).includes(e.maneuver))
    return 'this table plays the attack, parry, parry that seizes the initiative, melee dodge, block and swipe';
  if (typeof e.card !== 'string' || !ctx.hands.lone.includes(e.card)) return 'that card is not in the hand';
  if (r.lone.some((c) => c.maneuver === 'swipe')) return 'a swipe is one card: nothing more goes in this register';
  const hand = handFor(ctx, e);
  if (e.maneuver === 'swipe') {
    const targets = Array.isArray(e.targets) ? e.targets : [];
    if (r.lone.length > 0) return 'a swipe is one card: it cannot join cards already in this register';
    const small = ctx.foes.map((f) => f.size === 'small');
    const problem = swipeProblem(names, { holders: ctx.holders, small, out: ctx.foes.map((_, f) => isOut(ctx, f)) }, targets);
    if (problem) return problem;
    const held = targets.find((t) => ctx.holders[t] === 'lone')!;
    const attack = declarationProblem(pairView(ctx, held), {
      side: 0,
      maneuver: 'attack',
      card: e.card,
      hand,
      holdGround: false,
      location: 'torso',
    });
    if (attack) return attack;
    for (const t of targets) {
      const reach = reachProblem(pairView(ctx, t), { side: 0, maneuver: 'attack', hand });
      if (reach) return `against ${names.foes[t]}: ${reach}`;
    }
    return undefined;
  }
  const foe = e.foe;
  if (typeof foe !== 'number' || !Number.isInteger(foe) || foe < 0 || foe >= ctx.foes.length)
    return `there is no foe ${typeof foe === 'number' && Number.isFinite(foe) ? foe + 1 : '?'}`;
  if (isOut(ctx, foe)) return `${names.foes[foe]} is out of the fight`;
  const answers: Answer[] = r.lone.map((c) => ({ foe: c.foe, maneuver: c.maneuver as ManeuverId, card: c.card }));
  const limit = maneuverLimits(ctx.lone.weapon, ctx.lone.offHand).total;
  const several = answerProblem(
    names,
    { attackers: attackersIn(r), answers, hand: ctx.hands.lone, used: loneUsedBefore(ctx), limit },
    { foe, maneuver: e.maneuver, card: e.card },
  );
  if (several) return several;
  if (maneuver(e.maneuver).defence && r.foeCards[foe]?.maneuver !== 'attack')
    return `${names.foes[foe]} does not attack in this register, so there is nothing to ${e.maneuver === 'block' ? 'block' : 'dodge'}`;
  return declarationProblem(pairView(ctx, foe), {
    side: 0,
    maneuver: e.maneuver,
    card: e.card,
    hand,
    holdGround: false,
    location: 'torso',
  });
}

function withOpen(ctx: MultipleOpponentsContext, change: (r: SeveralRegister) => SeveralRegister): MultipleOpponentsContext {
  const registers = [...ctx.registers];
  registers[registers.length - 1] = change(registers.at(-1)!);
  return { ...ctx, registers };
}

export function declare(ctx: MultipleOpponentsContext, e: DeclaredEvent): MultipleOpponentsContext {
  const names = namesOf(ctx);
  const hand = handFor(ctx, e);
  const r = openRegister(ctx)!;
  if (e.maneuver === 'swipe') {
    const targets = [...e.targets!];
    const card: LoneCard = { maneuver: 'swipe', card: e.card, hand, foe: targets[0]!, targets };
    return say(
      withOpen({ ...ctx, hands: { ...ctx.hands, lone: takeFromHand(ctx.hands.lone, e.card) } }, (reg) => ({ ...reg, lone: [card] })),
      why(
        `${names.lone} swipes at ${listWords(targets.map((t) => names.foes[t]!))} with one card, at ${signed(swipeTerm(targets.length).value)} for ${targets.length === 1 ? 'one target' : `${targets.length} targets`}.`,
        RULES.swipe,
      ),
      why(
        `He holds the initiative over ${names.foes[targets.find((t) => ctx.holders[t] === 'lone')!]}, which is enough for the swipe.`,
        RULES.swipeInitiative,
      ),
    );
  }
  const foe = e.foe!;
  const card: LoneCard = { maneuver: e.maneuver, card: e.card, hand, foe };
  const whys: Why[] = [
    why(
      `${names.lone} lays a card face down in register ${r.number}: ${maneuver(e.maneuver).name.toLowerCase()} against ${names.foes[foe]}.`,
      e.maneuver === 'attack' ? RULES.declaration : RULES.multipleOpponents,
    ),
  ];
  if (r.lone.length > 0)
    whys.push(
      why(
        `A second parry in one register, against a different attacker: each takes its own card and its own maneuver.`,
        RULES.multipleOpponents,
      ),
    );
  if (e.maneuver === 'parry-seize')
    whys.push(
      why(
        'A parry that seizes the initiative resolves at once: once this register is laid, the registers so far turn over.',
        RULES.seizeIsParry,
      ),
    );
  return say(
    withOpen({ ...ctx, hands: { ...ctx.hands, lone: takeFromHand(ctx.hands.lone, e.card) } }, (reg) => ({
      ...reg,
      lone: [...reg.lone, card],
    })),
    ...whys,
  );
}

export function withdrawProblem(ctx: MultipleOpponentsContext): string | undefined {
  const r = openRegister(ctx);
  if (!r || r.lone.length === 0) return 'he has laid no card in this register to take back';
  return undefined;
}

/** The card he laid last in the open register goes back to his hand (nobody has answered it yet). */
export function withdraw(ctx: MultipleOpponentsContext): MultipleOpponentsContext {
  const r = openRegister(ctx)!;
  const last = r.lone.at(-1)!;
  return say(
    withOpen({ ...ctx, hands: { ...ctx.hands, lone: [...ctx.hands.lone, last.card] } }, (reg) => ({ ...reg, lone: reg.lone.slice(0, -1) })),
    why(`${ctx.lone.name} takes back the card he just laid in register ${r.number}; nobody has answered it yet.`, RULES.declaration),
  );
}

export function closeProblem(ctx: MultipleOpponentsContext): string | undefined {
  return openRegister(ctx) ? undefined : 'no register is open';
}

/**
 * He lays nothing more in this register: each foe he attacks answers (table ruling "How the
 * foes choose"); then declaring stops at a seize, or goes on to the next register while
 * anyone can attack.
 */
export function closeRegister(ctx: MultipleOpponentsContext): MultipleOpponentsContext {
  const names = namesOf(ctx);
  const r = openRegister(ctx)!;
  const whys: Why[] = [];
  let next = ctx;
  const targets = r.lone.flatMap((c) => (c.maneuver === 'swipe' ? c.targets! : c.maneuver === 'attack' ? [c.foe] : []));
  const foeCards = [...r.foeCards];
  const foeHands = [...ctx.hands.foes];
  for (const t of targets) {
    if (foeCards[t]) {
      whys.push(
        why(
          `${names.foes[t]} already has a card in this register (its own attack), so it cannot answer: the blow is unopposed.`,
          RULES.unopposed,
        ),
      );
      continue;
    }
    const answer = foeAnswer(next, t);
    if (answer) {
      foeCards[t] = answer;
      foeHands[t] = takeFromHand(foeHands[t]!, answer.card);
      next = { ...next, hands: { ...next.hands, foes: foeHands } };
      whys.push(why(`${names.foes[t]} answers with a card face down: ${maneuver(answer.maneuver).name.toLowerCase()}.`, RULES.foesChoose));
    } else whys.push(why(`${names.foes[t]} has nothing to answer with.`, RULES.foesChoose));
  }
  const empty = r.lone.length === 0 && attackersIn(r).length === 0;
  if (r.lone.length === 0 && attackersIn(r).length > 0)
    whys.unshift(
      why(
        `${names.lone} lays nothing against ${listWords(attackersIn(r).map((f) => names.foes[f]!))} in register ${r.number}.`,
        RULES.unopposed,
      ),
    );
  next = withOpen({ ...next, hands: { ...next.hands, foes: foeHands } }, (reg) => ({ ...reg, foeCards, closed: true }));
  if (empty) {
    return say(
      { ...next, registers: next.registers.slice(0, -1), batchEnd: 'done' },
      why(
        `${names.lone} lays nothing in register ${r.number} and no foe attacks in it: declaring is over and the registers turn over one at a time.`,
        RULES.declaration,
      ),
    );
  }
  if (r.lone.some((c) => c.maneuver === 'parry-seize')) {
    return say(
      { ...next, batchEnd: 'immediate' },
      ...whys,
      why('A parry that seizes the initiative resolves at once: the registers laid so far turn over now.', RULES.immediate),
    );
  }
  return openNextRegister(
    say(next, ...(whys.length ? whys : [why(`${names.lone} lays nothing more in register ${r.number}.`, RULES.declaration)])),
  );
}

// ---------------------------------------------------------------------------------------
// Turning a register over

function declOf(side: 0 | 1, c: { maneuver: ManeuverId; card: Card; hand: Hand }): Declaration {
  return { side, maneuver: c.maneuver, card: c.card, hand: c.hand, holdGround: false, location: 'torso' };
}

/**
 * A pairing's outcome in a few words: its sum is written out once, with its terms, beside the
 * register (`outcome.arithmetic`), so the why does not repeat it.
 */
export function verdict(outcome: RegisterOutcome): string {
  const result = outcome.success ? `hit for ${outcome.damage} damage` : `miss (${signed(outcome.attackTotal)})`;
  return outcome.opposed ? result : `${result}, unopposed`;
}

/**
 * Karmic, "Multiple Opponents": every card of a register counts at once, and each pairing is
 * settled by itself, as the duel settles one: a foe's attack against his answer to it, his
 * attack against the foe's answer, a swipe against each target's answer. Damage taken in a
 * register all lands; a fighter whose damage reaches his hit points is out after it.
 */
export function reveal(ctx: MultipleOpponentsContext): MultipleOpponentsContext {
  const names = namesOf(ctx);
  const r = ctx.registers[ctx.cursor]!;
  const results: PairingResult[] = [];
  const whys: Why[] = [];
  const foeDamage = [...ctx.damage.foes];
  let loneDamage = ctx.damage.lone;
  let holders = [...ctx.holders] as Holder[];
  const seized: number[] = [];
  const swipe = r.lone.find((c) => c.maneuver === 'swipe');
  ctx.foes.forEach((foe, f) => {
    if (isOut(ctx, f)) return;
    const fighters = [ctx.lone, foe] as const;
    const range = ctx.ranges[f]!;
    const foeCard = r.foeCards[f];
    const loneAgainst = r.lone.filter((c) => c.maneuver !== 'swipe' && c.foe === f);
    if (foeCard?.maneuver === 'attack') {
      const answer = loneAgainst.find((c) => maneuver(c.maneuver as ManeuverId).defence);
      const outcome = resolveRegister({
        fighters,
        range,
        attacker: { fighter: foe, declaration: declOf(1, foeCard), cardValue: worth(foeCard.card) },
        ...(answer
          ? {
              defender: {
                fighter: ctx.lone,
                declaration: declOf(0, { ...answer, maneuver: answer.maneuver as ManeuverId }),
                cardValue: worth(answer.card),
              },
            }
          : {}),
      });
      results.push({ foe: f, by: 'foe', outcome });
      loneDamage += outcome.damage;
      whys.push(why(`${foe.name} against ${names.lone}: ${verdict(outcome)}.`, answer ? RULES.resolution : RULES.unopposed));
      if (outcome.effects.includes('seize')) seized.push(f);
    }
    const blow = loneAgainst.find((c) => c.maneuver === 'attack') ?? (swipe?.targets!.includes(f) ? swipe : undefined);
    if (blow) {
      const defence = foeCard && foeCard.maneuver !== 'attack' ? foeCard : undefined;
      const outcome = resolveRegister({
        fighters,
        range,
        attacker: {
          fighter: ctx.lone,
          declaration: declOf(0, { maneuver: 'attack', card: blow.card, hand: blow.hand }),
          cardValue: worth(blow.card),
        },
        ...(defence ? { defender: { fighter: foe, declaration: declOf(1, defence), cardValue: worth(defence.card) } } : {}),
        ...(blow.maneuver === 'swipe' ? { extraAttackTerms: [swipeTerm(blow.targets!.length)] } : {}),
      });
      results.push({ foe: f, by: 'lone', outcome });
      foeDamage[f] = foeDamage[f]! + outcome.damage;
      whys.push(
        why(
          `${names.lone} ${blow.maneuver === 'swipe' ? 'swipes at' : 'against'} ${foe.name}: ${verdict(outcome)}.`,
          blow.maneuver === 'swipe' ? RULES.swipe : defence ? RULES.resolution : RULES.unopposed,
        ),
      );
    }
  });
  for (const f of seized) {
    const s = seizeFrom(names, holders, f);
    holders = s.holders;
    whys.push(...s.why);
  }
  let next: MultipleOpponentsContext = {
    ...ctx,
    registers: ctx.registers.map((reg, i) => (i === ctx.cursor ? { ...reg, revealed: true, results } : reg)),
    damage: { lone: loneDamage, foes: foeDamage },
    holders,
    cursor: ctx.cursor + 1,
  };
  if (results.length === 0)
    whys.push(why(`Register ${r.number} turns over: nothing in it meets anyone still in the fight.`, RULES.resolution));
  const fallen = ctx.foes.flatMap((f, i) => (!isOut(ctx, i) && isOut(next, i) ? [f.name] : []));
  if (fallen.length) whys.push(why(`${listWords(fallen)} ${fallen.length > 1 ? 'are' : 'is'} out of the fight.`, RULES.outOfTheFight));
  if (loneIsOut(next)) {
    next = { ...next, ended: { how: 'lone-out' } };
    whys.push(
      why(`${names.lone} has taken ${loneDamage} damage of ${ctx.lone.hitPoints}: he is out, and the fight is over.`, RULES.outOfTheFight),
    );
  } else if (ctx.foes.every((_, i) => isOut(next, i))) {
    next = { ...next, ended: { how: 'foes-out' } };
    whys.push(why(`Every foe is out: ${names.lone} stands alone.`, RULES.outOfTheFight));
  }
  return say(next, why(`Register ${r.number} turns over.`, RULES.resolution), ...whys);
}

/** After a seize has turned over, the turn goes on while anyone can still attack. */
export function turnGoesOn(ctx: MultipleOpponentsContext): boolean {
  if (ctx.batchEnd !== 'immediate' || ctx.cursor < ctx.registers.length) return false;
  return loneMayAttack(ctx) || ctx.foes.some((_, f) => foeAttack(ctx, f) !== undefined);
}

export function continueTurn(ctx: MultipleOpponentsContext): MultipleOpponentsContext {
  return openNextRegister(
    add({ ...ctx, batchEnd: undefined }, why('After the seize the turn goes on, with the initiative as it stands now.', RULES.immediate)),
  );
}

/** Every card on the table and in the hands goes to its deck's discards; the initiative stays as it is. */
export function nextRound(ctx: MultipleOpponentsContext): MultipleOpponentsContext {
  let next = discard(ctx, 'lone', [...ctx.registers.flatMap((r) => r.lone.map((c) => c.card)), ...ctx.hands.lone]);
  next = discard(next, 'foes', [...ctx.registers.flatMap((r) => r.foeCards.flatMap((c) => (c ? [c.card] : []))), ...ctx.hands.foes.flat()]);
  const names = namesOf(ctx);
  const held = ctx.holders.findIndex((h) => h === 'lone');
  return say(
    { ...next, round: ctx.round + 1, registers: [], cursor: 0, batchEnd: undefined, hands: { lone: [], foes: ctx.foes.map(() => []) } },
    why(
      `Round ${ctx.round + 1}: unplayed cards are lost, and every pairing keeps its initiative${held >= 0 ? ` (${names.lone} holds it over ${names.foes[held]})` : ''}.`,
      RULES.turnOver,
    ),
  );
}

/** A short account once the fight is over. */
export function summary(ctx: MultipleOpponentsContext): readonly Why[] | undefined {
  if (!ctx.ended) return undefined;
  const names = namesOf(ctx);
  return [
    ctx.ended.how === 'lone-out'
      ? why(`The fight ended in round ${ctx.round}: ${names.lone} fell against ${listWords(names.foes)}.`, RULES.outOfTheFight)
      : why(`The fight ended in round ${ctx.round}: ${names.lone} put every foe out of the fight.`, RULES.outOfTheFight),
    why(
      `Damage taken: ${names.lone} ${ctx.damage.lone} of ${ctx.lone.hitPoints}; ${ctx.foes.map((f, i) => `${f.name} ${ctx.damage.foes[i]} of ${f.hitPoints}`).join(', ')}.`,
    ),
  ];
}

/** Does any card lie hidden: in a hand, or face down on the table? */
export function hidesCards(ctx: MultipleOpponentsContext): boolean {
  return ctx.hands.lone.length > 0 || ctx.hands.foes.some((h) => h.length > 0) || ctx.registers.some((r) => !r.revealed);
}

/** Where the step stands, in a line: the round, and the foe he holds the initiative over. */
export function statusLine(ctx: MultipleOpponentsContext): string {
  const names = namesOf(ctx);
  const held = ctx.holders.findIndex((h, i) => h === 'lone' && !isOut(ctx, i));
  const standing = ctx.foes.filter((_, i) => !isOut(ctx, i)).length;
  if (standing === 0) return `Round ${ctx.round} · every foe is out`;
  const lead = ctx.holders.some((h) => h === undefined)
    ? 'the initiative is being drawn'
    : held >= 0
      ? `${names.lone} holds the initiative over ${names.foes[held]}`
      : `every foe holds the initiative over ${names.lone}`;
  return `Round ${ctx.round} · ${standing} of ${ctx.foes.length} foes standing · ${lead}`;
}

// ---------------------------------------------------------------------------------------
// The machine

export const multipleOpponentsMachine = setup({
  types: {
    context: {} as MultipleOpponentsContext,
    events: {} as MultipleOpponentsEvent,
    input: {} as MultipleOpponentsInput,
  },
  actions: {
    drawInitiative: assign(({ context }) => drawInitiative(context)),
    nameFoe: assign(({ context, event }) => {
      assertEvent(event, 'initiative.named');
      return nameFoe(context, event.foe);
    }),
    drawHands: assign(({ context }) => drawHands(context)),
    declare: assign(({ context, event }) => {
      assertEvent(event, 'maneuver.declared');
      return declare(context, event);
    }),
    withdraw: assign(({ context }) => withdraw(context)),
    closeRegister: assign(({ context }) => closeRegister(context)),
    reveal: assign(({ context }) => reveal(context)),
    continueTurn: assign(({ context }) => continueTurn(context)),
    endTurn: assign(({ context }) => add(context, why('The turn is over; cards not played are lost.', RULES.turnOver))),
    nextRound: assign(({ context }) => nextRound(context)),
  },
  guards: {
    mustName: ({ context }) => context.choosing !== undefined,
    initiativeSettled: ({ context }) => initiativeSettled(context),
    tiesLeft: ({ context }) => context.choosing === undefined && unsettled(context).length > 0,
    mayName: ({ context, event }) => {
      assertEvent(event, 'initiative.named');
      return nameProblem(context, event.foe) === undefined;
    },
    mayDeclare: ({ context, event }) => {
      assertEvent(event, 'maneuver.declared');
      return declareProblem(context, event) === undefined;
    },
    mayWithdraw: ({ context }) => withdrawProblem(context) === undefined,
    mayClose: ({ context }) => closeProblem(context) === undefined,
    declaringOver: ({ context }) => context.batchEnd !== undefined,
    combatEnded: ({ context }) => context.ended !== undefined,
    turnGoesOn: ({ context }) => turnGoesOn(context),
    allTurnedOver: ({ context }) => context.cursor >= context.registers.length,
  },
}).createMachine({
  id: 'multipleOpponents',
  description: 'One fighter against two or three foes in Karmic melee: one hand against them all, every pairing settled by itself.',
  context: ({ input }) => createInitialContext(input),
  initial: 'drawingForInitiative',
  states: {
    drawingForInitiative: {
      description:
        'The lone fighter and every foe whose pairing is open draw for the initiative; each pairing is settled by itself, a tie draws again.',
      on: { 'initiative.drawn': { actions: 'drawInitiative', description: 'Each draws initiative cards and adds willpower.' } },
      always: [
        { guard: 'mustName', target: 'namingFoe', description: 'He beat several foes: he names the one he holds the initiative over.' },
        { guard: 'initiativeSettled', target: 'round', description: 'Every pairing has a holder.' },
      ],
    },
    namingFoe: {
      description: 'He beat several foes and holds the initiative over one at most: he names which.',
      on: {
        'initiative.named': {
          guard: 'mayName',
          actions: 'nameFoe',
          description: 'He names a foe he beat; the others hold the initiative over him.',
        },
      },
      always: [
        { guard: 'initiativeSettled', target: 'round', description: 'Every pairing has a holder.' },
        { guard: 'tiesLeft', target: 'drawingForInitiative', description: 'A tied pairing draws again.' },
      ],
    },
    round: {
      description: 'One turn: the hands are drawn, the registers declared one at a time, then turned over one at a time.',
      initial: 'holdingInitiative',
      states: {
        holdingInitiative: {
          description: 'The start of a round: every pairing has its holder of the initiative.',
          on: {
            'hands.drawn': {
              target: 'declaring',
              actions: 'drawHands',
              description: 'He draws one hand for his weapon; each foe draws its own.',
            },
          },
        },
        declaring: {
          description:
            'Register by register: the foes holding the initiative lay their attacks, he answers (several parries allowed), and a foe he attacks answers.',
          on: {
            'maneuver.declared': {
              guard: 'mayDeclare',
              actions: 'declare',
              description: 'He lays a card face down against a foe, or swipes at several small foes.',
            },
            'card.withdrawn': { guard: 'mayWithdraw', actions: 'withdraw', description: 'The card he just laid goes back to his hand.' },
            'register.closed': {
              guard: 'mayClose',
              actions: 'closeRegister',
              description: 'He lays nothing more in this register; the foes he attacks answer.',
            },
          },
          always: { guard: 'declaringOver', target: 'resolving', description: 'A seize resolves at once, or nobody can attack any more.' },
        },
        resolving: {
          description: 'The registers laid so far turn over in order; every pairing in a register is settled by itself.',
          on: {
            'register.revealed': { actions: 'reveal', description: 'Every card of the register turns over and each pairing is settled.' },
          },
          always: [
            { guard: 'combatEnded', target: '#multipleOpponents.combatOver', description: 'He is out, or every foe is.' },
            {
              guard: 'turnGoesOn',
              target: 'declaring',
              actions: 'continueTurn',
              description: 'After a seize the turn goes on with the initiative as it stands.',
            },
            { guard: 'allTurnedOver', target: 'turnOver', actions: 'endTurn', description: 'Every register is settled.' },
          ],
        },
        turnOver: {
          description: 'Every register is settled; unplayed cards are lost and every pairing keeps its initiative.',
          on: { 'round.begun': { target: 'holdingInitiative', actions: 'nextRound', description: 'The next round begins.' } },
        },
      },
    },
    combatOver: {
      type: 'final',
      description: 'The lone fighter is out, or every foe is.',
    },
  },
});

export type MultipleOpponentsMachine = typeof multipleOpponentsMachine;

/** The saved form's version (see core/record.ts). */
export const multipleOpponentsRecord: RecordFormat = { current: 'multiple-opponents/1', upgrades: {} };

/** Is this a lone fighter's maneuver on this table? */
export function isLoneManeuver(value: unknown): value is LoneManeuver {
  return value === 'swipe' || (LONE_MANEUVERS as readonly unknown[]).includes(value);
}

export { isParry };
