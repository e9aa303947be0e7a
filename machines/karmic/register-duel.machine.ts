/**
 * Karmic's register duel: one-on-one melee as a compound action (seed 004, "Compound
 * Actions", "Melee Combat", "Melee Combat Maneuvers"). Initiative, secret hands, face-down
 * declarations register by register, then resolution register by register with hit
 * decisions as the cards turn over.
 *
 * The statechart reads as the rule does: the fighters draw for the initiative, then fight
 * rounds (holding the initiative → declaring → resolving the registers, each one turned
 * over and then its hits and jokers decided → the turn is over) until combat is over.
 *
 * All chance (both decks, the generator) is in context, so a snapshot is JSON and XState's
 * pure `transition` replays a duel exactly. Rules are in register-duel.rules.ts.
 */
import { and, assertEvent, assign, setup } from 'xstate';
import { type RecordFormat, renamedEvents } from '../core/record.js';
import { isJoker, stackDeck, type Card } from '../core/cards.js';
import { formatSum, signed, type RuleRef, type Why } from '../core/explain.js';
import { seedRandom, type RandomState } from '../core/random.js';
import { bestCard, cardValue, hit, isWildPlay, mayHit, playCard, stand, type Play } from './karma-check.rules.js';
import { chainTotal, discardKarma, drawKarma, isHitCard, karmaDeck, karmaValue, worldDeck, type KarmaPile } from './karma-deck.js';
import { defaultHand, isHitLocation, isManeuverId, maneuver, rangeWords, type HitLocation, type ManeuverId } from './maneuvers.js';
import { chargeInitiative, JOKER_VALUES, REGISTER_DUEL_RULES as RULES, type Opening } from './register-duel.rules.js';
import { resolveRegister, type RegisterOutcome } from './melee/registers.js';
import { declarationProblem, hasLegalOption, type Declaration, type DuelView } from './melee/declarations.js';
import { startingRange } from './melee/reach.js';
import { handSize, initiativeCards, other, type Cling, type Fighter, type Hand, type Side } from './melee/fighters.js';

export type { Side, Fighter, Cling } from './melee/fighters.js';
export type { Declaration } from './melee/declarations.js';
export type { Opening } from './register-duel.rules.js';

export interface RegisterDuelInput {
  readonly fighters: readonly [Fighter, Fighter];
  readonly seed: number;
  /** Cards put on top of each fighter's deck, top first (the rest shuffled beneath). */
  readonly stacked?: readonly [readonly Card[], readonly Card[]];
  /** How the fight opens: a show down, a charge or a surprise (absent: as usual). */
  readonly opening?: Opening;
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
  /** Why the defender's slot is empty: left empty by choice, or nothing could answer. */
  readonly empty?: 'chosen' | 'forced';
  readonly revealed: boolean;
  /** The turned-over cards with their hit chains, by side (null: face down or no card; JSON keeps null). */
  readonly plays: readonly [Play | null, Play | null];
  /** The GM's value for a wild (joker) play, by side. */
  readonly wild: readonly [number | null, number | null];
  readonly outcome?: RegisterOutcome;
}

/** How the fight ended, and who it ended for. */
export interface CombatEnd {
  readonly how: 'yielded' | 'out' | 'disengaged' | 'held';
  /** The fighter who is out, who disengaged, or who holds the other (a pin or a choke). */
  readonly side?: Side;
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
  /** Sides that gave up the initiative since a register was last opened. */
  readonly yielded: readonly Side[];
  readonly hands: readonly [readonly Card[], readonly Card[]];
  /** The hands as drawn this round, in order: a card taken back returns to its place. */
  readonly dealt: readonly [readonly Card[], readonly Card[]];
  readonly handsDrawn: boolean;
  /** This turn's registers, resolved and pending. */
  readonly registers: readonly Register[];
  /** Whose declaration is next. */
  readonly toDeclare: Side;
  /** Index of the next register to resolve. */
  readonly cursor: number;
  /**
   * The card laid last may still be taken back: nothing has happened since it went down
   * (table ruling "Taking a card back"). An answer, a take-back or a hesitation closes it.
   */
  readonly takeBack: boolean;
  /** Why declaration stopped: an immediate maneuver (the turn may go on) or the attacker finished. */
  readonly batchEnd: 'immediate' | 'done' | undefined;
  readonly damage: readonly [number, number];
  readonly disarmed: readonly [boolean, boolean];
  readonly ended: CombatEnd | undefined;
  /**
   * A tackle brought the fight to wrestling range: the turn ends and the next round starts by
   * drawing for the initiative again (Karmic, "Tackle"; table ruling "A tackle ends the turn").
   */
  readonly redrawInitiative?: boolean;
  /** How the fight opened (a show down, a charge, a surprise), from the input. */
  readonly opening?: Opening;
  /** The charging side, during the charge round only. */
  readonly charge?: Side;
  /**
   * Who changed weapons this round: next round's hand is the lower of the new weapon's skill
   * and fast draw (Karmic, "Changing Weapons").
   */
  readonly changedWeapons?: readonly [boolean, boolean];
  /** The side taken by surprise, during the surprise round only. */
  readonly surprised?: Side;
  /** Thrown to the ground by a take down (the duel notes it; the GM rules what it means). */
  readonly down?: readonly [boolean, boolean];
  /**
   * Flanked by the other fighter, by side: the last round the flank binds (table ruling
   * "Flanking": the rest of the round it lands in, and all of the next); null when not flanked.
   */
  readonly flankedUntil?: readonly [number | null, number | null];
  /** Someone clings to the other fighter (Karmic, "Cling") until a buck throws him off. */
  readonly clinging?: Cling;
  /** Why the last step happened, sentence by sentence, each with the rule it applied. */
  readonly narration: readonly Why[];
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

type DeclaredEvent = Extract<RegisterDuelEvent, { type: 'maneuver.declared' }>;

// ---------------------------------------------------------------------------------------
// Pure helpers over the context

const why = (text: string, rule?: RuleRef): Why => (rule ? { text, rule } : { text });

/** A karma card as the book writes it, with a real minus sign: "+3 (hit)", "−2", "a joker". */
export function karmaWords(card: Card): string {
  const v = karmaValue(card);
  if (v === undefined) return 'a joker';
  return isHitCard(card) ? `${signed(v)} (hit)` : signed(v);
}

/** A new step's narration replaces the last one. */
function say(ctx: RegisterDuelContext, ...whys: Why[]): RegisterDuelContext {
  return { ...ctx, narration: whys };
}

/** What an eventless step adds to the step that triggered it. */
function add(ctx: RegisterDuelContext, ...whys: Why[]): RegisterDuelContext {
  return { ...ctx, narration: [...ctx.narration, ...whys] };
}

export function isSide(value: unknown): value is Side {
  return value === 0 || value === 1;
}

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
  const range = startingRange(input.fighters);
  const opened = openingOf(input);
  return {
    ...opened,
    fighters: input.fighters,
    piles,
    random,
    range,
    round: 1,
    attacker: opened.attacker,
    initiativeChecks: [],
    yielded: [],
    hands: [[], []],
    dealt: [[], []],
    handsDrawn: false,
    registers: [],
    toDeclare: 0,
    cursor: 0,
    takeBack: false,
    batchEnd: undefined,
    damage: [0, 0],
    disarmed: [false, false],
    ended: undefined,
    narration: [
      why(`The fight opens at ${rangeWords(range)}, the reach of the longer weapon.`, RULES.range),
      ...caughtAtStart(input.fighters),
      ...opened.narration,
    ],
    reshuffles: 0,
  };
}

/** Table ruling "Caught by a limb": a fighter set up as caught starts the fight held. */
function caughtAtStart(fighters: readonly [Fighter, Fighter]): Why[] {
  return ([0, 1] as Side[]).flatMap((side) => {
    const v = fighters[side].entangled;
    if (v === undefined) return [];
    return [
      why(
        `${fighters[side].name} starts caught by ${fighters[other(side)].name}'s limb (vitality ${signed(v)}): no moving away and no dodging until a chop, at ${signed(0 - v)}, cuts him free.`,
        RULES.caught,
      ),
    ];
  });
}

/**
 * What holds this fighter now, in words for the fighter's line: his size if not normal,
 * flanked, clinging or clung to, caught by a limb.
 */
export function conditions(ctx: Pick<RegisterDuelContext, 'fighters' | 'flankedUntil' | 'round' | 'clinging'>, side: Side): string[] {
  const f = ctx.fighters[side];
  const foe = ctx.fighters[other(side)];
  const out: string[] = [];
  if (f.size === 'large' || f.size === 'small') out.push(`${f.size} against ${foe.name}`);
  if (isFlanked(ctx, side)) out.push(`flanked to the end of round ${ctx.flankedUntil![side]}`);
  if (ctx.clinging?.side === side) out.push(`clinging to ${foe.name}`);
  if (f.entangled !== undefined) out.push(`caught by a limb (vitality ${signed(f.entangled)})`);
  return out;
}

/** Is this side flanked now (Karmic, "Flank")? */
export function isFlanked(ctx: Pick<RegisterDuelContext, 'flankedUntil' | 'round'>, side: Side): boolean {
  const until = ctx.flankedUntil?.[side];
  return until !== null && until !== undefined && until >= ctx.round;
}

/** What the opening (Karmic, "Show Downs", "Charging", "Surprise") sets before anyone draws. */
function openingOf(input: RegisterDuelInput): { opening?: Opening; attacker?: Side; charge?: Side; surprised?: Side; narration: Why[] } {
  const o = input.opening;
  const f = input.fighters;
  if (!o) return { narration: [why('Both fighters draw for the initiative.', RULES.initiative)] };
  if (o.kind === 'show-down') {
    return {
      opening: o,
      narration: [
        why(
          'A show down: both must draw their weapons, so the initiative is a fast-draw check, modified by willpower, instead of combat training.',
          RULES.showDowns,
        ),
      ],
    };
  }
  const foe = other(o.side);
  if (o.kind === 'charge') {
    const attacker = chargeInitiative(f, o.side);
    const holds =
      attacker === o.side
        ? `${f[o.side].name} charges ${f[foe].name} and holds the initiative.`
        : `${f[o.side].name} charges ${f[foe].name}, but the ${f[foe].weapon.name} reaches further, so ${f[foe].name} holds the initiative.`;
    return {
      opening: o,
      attacker,
      charge: o.side,
      narration: [
        why(holds, RULES.charging),
        why(`This round each fighter makes a single maneuver, and ${f[o.side].name}'s maximum damage is 1 higher.`, RULES.chargeRound),
      ],
    };
  }
  if (f[foe].combatTraining > 0) {
    return {
      opening: o,
      narration: [
        why(
          `${f[o.side].name} tries to take ${f[foe].name} by surprise. ${f[foe].name} has combat training, so both draw: ${f[foe].name} must beat ${f[o.side].name}'s total to see it coming.`,
          RULES.surpriseCheck,
        ),
      ],
    };
  }
  return {
    opening: o,
    attacker: o.side,
    surprised: foe,
    narration: [why(`${f[o.side].name} takes ${f[foe].name} by surprise: one maneuver that ${f[foe].name} cannot answer.`, RULES.surprise)],
  };
}

function setPair<T>(pair: readonly [T, T], side: Side, value: T): [T, T] {
  return side === 0 ? [value, pair[1]] : [pair[0], value];
}

const nameOf = (ctx: RegisterDuelContext, side: Side) => ctx.fighters[side].name;

function draw(ctx: RegisterDuelContext, side: Side, count: number): { cards: Card[]; ctx: RegisterDuelContext } {
  const drawn = drawKarma(ctx.piles[side], ctx.random, count);
  return {
    cards: drawn.cards,
    ctx: {
      ...ctx,
      piles: setPair(ctx.piles, side, drawn.pile),
      random: drawn.random,
      reshuffles: ctx.reshuffles + (drawn.reshuffled ? 1 : 0),
    },
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
  const showDown = ctx.opening?.kind === 'show-down' && ctx.round === 1;
  const checks = ([0, 1] as Side[]).map((side): InitiativeCheck => {
    const d = draw(next, side, initiativeCards(next.fighters[side], showDown));
    next = discard(d.ctx, side, d.cards);
    const card = bestCard(d.cards);
    const total = (card ? karmaValue(card)! : 0) + next.fighters[side].willpower;
    return { cards: d.cards, card, total };
  }) as unknown as [InitiativeCheck, InitiativeCheck];
  const [a, b] = checks;
  const attacker: Side | undefined = a.total > b.total ? 0 : b.total > a.total ? 1 : undefined;
  const line = ([0, 1] as Side[])
    .map((side) => {
      const c = checks[side];
      const f = next.fighters[side];
      const drawn = c.cards.map(karmaWords).join(', ');
      const cardTerm = { label: c.card ? 'card' : 'card (no natural card)', value: c.card ? karmaValue(c.card)! : 0 };
      const skill = showDown
        ? (f.fastDraw ?? 0) > 0
          ? `fast draw ${f.fastDraw}`
          : 'no fast draw: one card'
        : f.combatTraining > 0
          ? `combat training ${f.combatTraining}`
          : 'untrained: a willpower check, one card';
      return `${f.name} draws ${drawn} (${skill}): ${formatSum([cardTerm, { label: 'willpower', value: f.willpower }])}`;
    })
    .join('; ');
  const withChecks = { ...next, initiativeChecks: [...next.initiativeChecks, checks], attacker };
  if (ctx.opening?.kind === 'surprise' && ctx.round === 1 && ctx.initiativeChecks.length === 0) {
    // Table ruling "The surprise check": the one surprised must beat the other's total.
    const s = ctx.opening.side;
    const foe = other(s);
    const seen = checks[foe].total > checks[s].total;
    return seen
      ? say(
          { ...withChecks, attacker: foe },
          why(`${line}.`, RULES.initiativeCheck),
          why(
            `${nameOf(next, foe)} beats ${nameOf(next, s)}'s total and is not surprised; with the higher total, ${nameOf(next, foe)} holds the initiative.`,
            RULES.surpriseCheck,
          ),
        )
      : say(
          { ...withChecks, attacker: s, surprised: foe },
          why(`${line}.`, RULES.initiativeCheck),
          why(
            `${nameOf(next, foe)} does not beat ${nameOf(next, s)}'s total: taken by surprise, ${nameOf(next, foe)} cannot answer ${nameOf(next, s)}'s one maneuver this round.`,
            RULES.surpriseCheck,
          ),
        );
  }
  return attacker === undefined
    ? say(
        withChecks,
        why(`${line}.`, showDown ? RULES.showDowns : RULES.initiativeCheck),
        why('A tie settles nothing: both draw again.', RULES.initiativeTies),
      )
    : say(
        withChecks,
        why(`${line}.`, showDown ? RULES.showDowns : RULES.initiativeCheck),
        why(`${nameOf(next, attacker)} has the higher total, holds the initiative and attacks.`, RULES.initiative),
      );
}

/** Both fighters have now given up the initiative in a row: the fight ends (Karmic, "Hesitating"). */
export function yieldEndsCombat(ctx: RegisterDuelContext): boolean {
  return ctx.attacker !== undefined && ctx.yielded.includes(other(ctx.attacker));
}

export function yieldInitiative(ctx: RegisterDuelContext): RegisterDuelContext {
  const from = ctx.attacker!;
  const to = other(from);
  const yielded = [...ctx.yielded, from];
  if (yieldEndsCombat(ctx)) {
    return say(
      { ...ctx, yielded, ended: { how: 'yielded' } },
      why(`${nameOf(ctx, from)} gives up the initiative too: both fighters have hesitated, so the fight ends.`, RULES.endingCombat),
    );
  }
  const n = ctx.registers.length;
  const midTurn = n > 0;
  // Table ruling "When the duel lets you hesitate": the registers laid so far stay as laid,
  // none of their cards can be taken back, and the new attacker opens the next register.
  const faceDown = n - ctx.cursor;
  const stay =
    faceDown === 0 ? '' : faceDown === 1 ? ` Register ${n} stays as laid.` : ` Registers ${ctx.cursor + 1} to ${n} stay as laid.`;
  return say(
    { ...ctx, yielded, attacker: to, toDeclare: to, takeBack: false },
    why(
      midTurn
        ? `${nameOf(ctx, from)} hesitates and gives up the initiative to ${nameOf(ctx, to)}.${stay} ${nameOf(ctx, to)} opens register ${n + 1}.`
        : `${nameOf(ctx, from)} gives up the initiative to ${nameOf(ctx, to)}, who attacks now.`,
      midTurn ? RULES.hesitating : RULES.yielding,
    ),
    why(`If ${nameOf(ctx, to)} gives it up too, the fight is over.`, RULES.endingCombat),
  );
}

function handWords(f: Fighter, count: number, justChanged = false): string {
  if (justChanged)
    return `${f.name} draws ${count} (just changed weapons: the lower of ${f.weapon.name} ${f.skill} and fast draw ${f.fastDraw ?? 0})`;
  const skill = f.offHand
    ? `the lower of ${f.weapon.name} ${f.skill} and ${f.offHand.weapon.name} ${f.offHand.skill}`
    : f.skill > 0
      ? `${f.weapon.name} skill ${f.skill}`
      : 'untrained: one card';
  return `${f.name} draws ${count} (${skill})`;
}

export function drawHands(ctx: RegisterDuelContext): RegisterDuelContext {
  let next = ctx;
  const hands = ([0, 1] as Side[]).map((side) => {
    const d = draw(next, side, handSize(next.fighters[side], ctx.changedWeapons?.[side] ?? false));
    next = d.ctx;
    return d.cards;
  }) as [Card[], Card[]];
  const changed = ctx.changedWeapons ?? [false, false];
  return say(
    { ...next, hands, dealt: hands, handsDrawn: true, toDeclare: ctx.attacker!, changedWeapons: undefined },
    why(
      `Round ${ctx.round}: ${handWords(ctx.fighters[0], hands[0].length, changed[0])}, ${handWords(ctx.fighters[1], hands[1].length, changed[1])}; both hands stay secret.`,
      changed[0] || changed[1] ? RULES.changingWeapons : RULES.hands,
    ),
    why(`${nameOf(ctx, ctx.attacker!)} holds the initiative and declares first.`, RULES.declaration),
  );
}

export function viewOf(ctx: RegisterDuelContext): DuelView {
  return {
    fighters: ctx.fighters,
    range: ctx.range,
    attacker: ctx.attacker ?? 0,
    disarmed: ctx.disarmed,
    hands: ctx.hands,
    declared: ctx.registers.flatMap((r) => (r.defence ? [r.attack, r.defence] : [r.attack])),
    ...(ctx.charge !== undefined || ctx.surprised !== undefined ? { cap: 1 } : {}),
    ...(ctx.surprised !== undefined ? { surprised: ctx.surprised } : {}),
    ...(isFlanked(ctx, 0) || isFlanked(ctx, 1) ? { flanked: [isFlanked(ctx, 0), isFlanked(ctx, 1)] as const } : {}),
    ...(ctx.clinging ? { clinging: ctx.clinging } : {}),
  };
}

/** The register the next declaration goes into, and whether it is the attacker's slot. */
export function openRegister(ctx: RegisterDuelContext): { index: number; slot: 'attack' | 'defence' } {
  const last = ctx.registers[ctx.registers.length - 1];
  if (last && !last.answered && ctx.cursor <= ctx.registers.length - 1) return { index: ctx.registers.length - 1, slot: 'defence' };
  return { index: ctx.registers.length, slot: 'attack' };
}

export function declarationFrom(event: DeclaredEvent): Declaration {
  return {
    side: event.side,
    maneuver: event.maneuver,
    card: event.card,
    hand: event.hand ?? (isManeuverId(event.maneuver) ? defaultHand(event.maneuver) : 'main'),
    holdGround: event.holdGround ?? false,
    location: event.location ?? 'torso',
  };
}

/** An event whose fields are not what the duel knows (from a damaged or hand-made record). */
function declaredShapeProblem(event: DeclaredEvent): string | undefined {
  if (!isSide(event.side)) return 'there is no such fighter';
  if (!isManeuverId(event.maneuver)) return 'there is no such maneuver';
  if (typeof event.card !== 'string') return 'no card was named';
  if (event.hand !== undefined && event.hand !== 'main' && event.hand !== 'off' && event.hand !== 'none') return 'there is no such hand';
  if (event.holdGround !== undefined && typeof event.holdGround !== 'boolean') return 'holding ground is yes or no';
  if (event.location !== undefined && !isHitLocation(event.location)) return 'there is no such hit location';
  return undefined;
}

/** Why this declaration cannot be made now (turn order included), or undefined. */
export function declareProblem(ctx: RegisterDuelContext, event: DeclaredEvent): string | undefined {
  const shape = declaredShapeProblem(event);
  if (shape) return shape;
  if (ctx.attacker === undefined || !ctx.handsDrawn) return 'the hands are not drawn yet';
  if (event.side !== ctx.toDeclare) return `it is ${nameOf(ctx, ctx.toDeclare)}'s turn to declare`;
  return declarationProblem(viewOf(ctx), declarationFrom(event));
}

/** Can this side declare anything at all now? */
export function canDeclareAnything(ctx: RegisterDuelContext, side: Side): boolean {
  return ctx.hands[side].length > 0 && hasLegalOption({ ...viewOf(ctx), attacker: ctx.attacker ?? 0 }, side);
}

function declarationWords(ctx: RegisterDuelContext, decl: Declaration): string {
  const m = maneuver(decl.maneuver);
  const held = decl.holdGround ? ` without ${m.step === 'forward' ? 'stepping forward' : 'stepping back'}` : '';
  const at = decl.location !== 'torso' ? ` at the ${decl.location.replace('-', ' ')}` : '';
  return `${nameOf(ctx, decl.side)} lays a card face down and declares ${m.name.toLowerCase()}${held}${at}`;
}

/**
 * Lay a card face down and name the maneuver. The attacker opens a register, the defender
 * answers it. When the defender has nothing to answer with, the answer is an empty slot.
 */
export function declare(ctx: RegisterDuelContext, decl: Declaration): RegisterDuelContext {
  const hands = setPair(
    ctx.hands,
    decl.side,
    ctx.hands[decl.side].filter((c) => c !== decl.card),
  );
  const { index, slot } = openRegister(ctx);
  let registers: Register[];
  if (slot === 'attack') {
    registers = [
      ...ctx.registers,
      { number: index + 1, attacker: decl.side, attack: decl, answered: false, revealed: false, plays: [null, null], wild: [null, null] },
    ];
  } else {
    registers = ctx.registers.map((r, i) => (i === index ? { ...r, defence: decl, answered: true } : r));
  }
  // Opening a register is acting: a hesitation before it no longer counts toward ending the fight.
  const yielded = slot === 'attack' ? [] : ctx.yielded;
  let next = say(
    { ...ctx, hands, registers, yielded, toDeclare: other(decl.side), takeBack: true },
    why(`Register ${index + 1}: ${declarationWords(ctx, decl)}.`, RULES.declaration),
  );
  if (slot === 'attack' && !canDeclareAnything(next, other(decl.side))) next = leaveEmpty(next, other(decl.side), 'forced');
  return next;
}

/** The defender leaves this register empty (by choice, or with nothing left to play). */
export function leaveEmpty(ctx: RegisterDuelContext, side: Side, empty: 'chosen' | 'forced'): RegisterDuelContext {
  const index = ctx.registers.length - 1;
  const registers = ctx.registers.map((r, i) => (i === index ? { ...r, answered: true, empty } : r));
  const text =
    empty === 'forced'
      ? `${nameOf(ctx, side)} has nothing that could answer it, so register ${index + 1} stays empty on that side.`
      : `${nameOf(ctx, side)} leaves register ${index + 1} empty and keeps the cards.`;
  // Left empty on purpose is an answer: the attacker's card stands (a forced gap is not).
  const step = { ...ctx, registers, toDeclare: other(side), takeBack: empty === 'forced' && ctx.takeBack };
  return empty === 'forced' ? add(step, why(text, RULES.emptyRegister)) : say(step, why(text, RULES.emptyRegister));
}

export function passProblem(ctx: RegisterDuelContext, side: unknown): string | undefined {
  if (!isSide(side)) return 'there is no such fighter';
  if (openRegister(ctx).slot !== 'defence') return 'there is no register to answer';
  if (side !== ctx.toDeclare) return `it is ${nameOf(ctx, ctx.toDeclare)}'s turn to declare`;
  return undefined;
}

export function finishProblem(ctx: RegisterDuelContext, side: unknown): string | undefined {
  if (!isSide(side)) return 'there is no such fighter';
  if (side !== ctx.attacker) return 'only the fighter with the initiative stops declaring';
  if (ctx.toDeclare !== side) return `${nameOf(ctx, ctx.toDeclare)} has a register to answer first`;
  if (ctx.registers.length === 0) return 'the attacker must declare at least one maneuver, or give up the initiative';
  return undefined;
}

/**
 * Table ruling "When the duel lets you hesitate": the fighter holding the initiative may give
 * it up at the start of a round, and whenever it is his turn to open a register.
 */
export function yieldProblem(ctx: RegisterDuelContext): string | undefined {
  if (ctx.attacker === undefined) return 'nobody holds the initiative yet';
  if (ctx.charge !== undefined) return 'the charge is under way: this round is fought';
  if (ctx.surprised !== undefined) return 'the surprise is under way: this round is fought';
  if (!ctx.handsDrawn) return undefined;
  if (ctx.toDeclare !== ctx.attacker || openRegister(ctx).slot !== 'attack')
    return `${nameOf(ctx, other(ctx.attacker))} has a register to answer first`;
  return undefined;
}

/**
 * Declaration stops when a maneuver that resolves immediately has been answered, or the
 * attacker has nothing more to declare (Karmic, "Declare Maneuvers").
 */
export function declarationStops(ctx: RegisterDuelContext): 'immediate' | 'done' | undefined {
  const last = ctx.registers[ctx.registers.length - 1];
  if (!last || !last.answered || ctx.cursor > ctx.registers.length - 1) return undefined;
  const immediate =
    maneuver(last.attack.maneuver).resolvesImmediately || (last.defence && maneuver(last.defence.maneuver).resolvesImmediately);
  if (immediate) return 'immediate';
  if (!canDeclareAnything(ctx, ctx.attacker!)) return 'done';
  return undefined;
}

/** The card laid last this turn, while still on the table face down. */
function lastLaid(ctx: RegisterDuelContext): { register: Register; declaration: Declaration } | undefined {
  const register = ctx.registers[ctx.registers.length - 1];
  if (!ctx.takeBack || !register || ctx.cursor > register.number - 1) return undefined;
  return { register, declaration: register.defence ?? register.attack };
}

/**
 * Table ruling "Taking a card back": a fighter may take back the card just laid, as long as
 * the other fighter has not answered it (a slip of the hand, not a second thought).
 */
export function withdrawProblem(ctx: RegisterDuelContext, side: unknown, registerNumber: unknown): string | undefined {
  if (!isSide(side)) return 'there is no such fighter';
  if (typeof registerNumber !== 'number' || !ctx.registers[registerNumber - 1])
    return `there is no register ${String(registerNumber).slice(0, 10)}`;
  const last = lastLaid(ctx);
  if (registerNumber - 1 < ctx.cursor) return `register ${registerNumber} is already turned over`;
  if (ctx.yielded.length > 0) return 'after a hesitation the registers laid so far stay as they are';
  if (!last || last.register.number !== registerNumber || last.declaration.side !== side) {
    return 'only the card laid last can be taken back, before the other fighter answers it';
  }
  return undefined;
}

/** Take back the card laid last: it returns to its place in the hand and that slot is open again. */
export function withdraw(ctx: RegisterDuelContext, side: Side, registerNumber: number): RegisterDuelContext {
  const { register, declaration } = lastLaid(ctx)!;
  const inHand = [...ctx.hands[side], declaration.card];
  const hand = ctx.dealt[side].filter((c) => inHand.includes(c));
  const registers =
    declaration === register.attack
      ? ctx.registers.slice(0, -1)
      : ctx.registers.map((r) => (r === register ? { ...r, defence: undefined, answered: false, empty: undefined } : r));
  return say(
    { ...ctx, hands: setPair(ctx.hands, side, hand), registers, toDeclare: side, takeBack: false },
    why(`${nameOf(ctx, side)} takes back the card just laid in register ${registerNumber} and declares again.`, RULES.takingBack),
  );
}

/** Turn over both cards of the next register. */
export function reveal(ctx: RegisterDuelContext): RegisterDuelContext {
  const reg = ctx.registers[ctx.cursor]!;
  let plays: [Play | null, Play | null] = [null, null];
  plays = setPair(plays, reg.attack.side, playCard(reg.attack.card));
  if (reg.defence) plays = setPair(plays, reg.defence.side, playCard(reg.defence.card));
  const registers = ctx.registers.map((r, i) => (i === ctx.cursor ? { ...r, revealed: true, plays } : r));
  const shown = [reg.attack, reg.defence]
    .filter((d): d is Declaration => !!d)
    .map((d) => `${nameOf(ctx, d.side)} ${karmaWords(d.card)} (${maneuver(d.maneuver).name.toLowerCase()})`)
    .join(', ');
  const next = say({ ...ctx, registers }, why(`Register ${reg.number} turns over: ${shown}.`, RULES.resolution));
  const p = pendingDecision(next);
  if (p?.kind === 'joker') return add(next, why(`${nameOf(ctx, p.side)} played a joker: the GM names what it is worth.`, RULES.joker));
  if (p?.kind === 'hit')
    return add(
      next,
      why(`${nameOf(ctx, p.side)}'s card is a hit card: ${nameOf(ctx, p.side)} decides first whether to draw onto it.`, RULES.hitsOnReveal),
    );
  return next;
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

export function hitProblem(ctx: RegisterDuelContext, side: unknown): string | undefined {
  if (!isSide(side)) return 'there is no such fighter';
  const p = pendingDecision(ctx);
  if (!p || p.kind !== 'hit') return 'no card is waiting for a hit';
  if (p.side !== side) return `${nameOf(ctx, p.side)} decides first`;
  return undefined;
}

export function jokerProblem(ctx: RegisterDuelContext, side: unknown, value: unknown): string | undefined {
  if (!isSide(side)) return 'there is no such fighter';
  const p = pendingDecision(ctx);
  if (!p || p.kind !== 'joker') return 'no joker is waiting for the GM';
  if (p.side !== side) return `${nameOf(ctx, p.side)}'s card is decided first`;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < JOKER_VALUES.min || value > JOKER_VALUES.max) {
    return `the GM names a whole number from ${signed(JOKER_VALUES.min)} to ${signed(JOKER_VALUES.max)}`;
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
  if (!result)
    return say(updatePlay(ctx, side, stand(play)), why(`${nameOf(ctx, side)}'s deck is empty: no card to draw.`, RULES.hitsOnReveal));
  const next = updatePlay(
    {
      ...ctx,
      piles: setPair(ctx.piles, side, result.pile),
      random: result.random,
      reshuffles: ctx.reshuffles + (result.reshuffled ? 1 : 0),
    },
    side,
    result.play,
  );
  const drawn = result.play.chain[result.play.chain.length - 1]!;
  const value = cardValue(result.play);
  const worth = value === undefined ? 'a joker, so the GM names its worth' : `the card is now worth ${signed(value)}`;
  return say(
    next,
    why(`${nameOf(ctx, side)} hits and draws ${karmaWords(drawn)}: ${worth}.`, isJoker(drawn) ? RULES.joker : RULES.hitsOnReveal),
  );
}

export function standOn(ctx: RegisterDuelContext, side: Side): RegisterDuelContext {
  const play = ctx.registers[ctx.cursor]!.plays[side]!;
  return say(
    updatePlay(ctx, side, stand(play)),
    why(`${nameOf(ctx, side)} does not hit: the card stays at ${signed(cardValue(play) ?? 0)}.`, RULES.hitsOnReveal),
  );
}

export function ruleJoker(ctx: RegisterDuelContext, side: Side, value: number): RegisterDuelContext {
  const registers = ctx.registers.map((r, i) => (i === ctx.cursor ? { ...r, wild: setPair(r.wild, side, value) } : r));
  return say({ ...ctx, registers }, why(`The GM rules ${nameOf(ctx, side)}'s joker worth ${signed(value)}.`, RULES.joker));
}

/**
 * Table ruling "A joker in a register": the GM's value stands for the joker alone, so hit
 * cards drawn before it still count (a king then a joker named −2 is +1), as in a shot.
 */
export function playValue(reg: Register, side: Side): number {
  const play = reg.plays[side]!;
  const named = reg.wild[side];
  if (named === null || named === undefined) return cardValue(play) ?? 0;
  return chainTotal(play.chain.filter((c) => !isJoker(c))) + named;
}

/** The register's why: the defence's total, the attack's, and what came of it. */
function outcomeWhys(ctx: RegisterDuelContext, reg: Register, outcome: RegisterOutcome): Why[] {
  const a = reg.attack.side;
  const d = other(a);
  const m = maneuver(reg.attack.maneuver);
  const out: Why[] = [];
  if (outcome.defenceArithmetic)
    out.push(why(`${nameOf(ctx, d)}: ${outcome.defenceArithmetic}.`, outcome.defenceVoid ? RULES.outOfReach : RULES.resolution));
  const rule =
    m.id === 'change-weapon'
      ? RULES.changingWeapons
      : outcome.attackVoid
        ? RULES.outOfReach
        : outcome.opposed
          ? RULES.resolution
          : RULES.unopposed;
  out.push(why(`Register ${reg.number}, ${nameOf(ctx, a)}'s ${m.name.toLowerCase()}: ${outcome.arithmetic}.`, rule));
  if (outcome.effects.includes('seize') && !outcome.effects.includes('grabbed')) {
    const held = reg.defence!.maneuver;
    const rule = held === 'parry-seize' ? RULES.maneuvers : held === 'reversal' ? RULES.wrestling : RULES.striking;
    const what = held === 'parry-seize' ? 'parry' : held === 'reversal' ? 'reversal' : 'dodge';
    out.push(
      why(`${nameOf(ctx, d)}'s ${what} holds, so ${nameOf(ctx, d)} seizes the initiative and declares the rest of the turn first.`, rule),
    );
  }
  const handToHand = m.group === 'striking' || m.group === 'wrestling';
  const h2hRule = m.group === 'wrestling' ? RULES.wrestling : RULES.striking;
  if (outcome.effects.includes('grabbed'))
    out.push(
      why(
        `${nameOf(ctx, d)} blocks and grabs: the fight is at wrestling range and ${nameOf(ctx, d)} takes the initiative.`,
        RULES.striking,
      ),
    );
  if (outcome.effects.includes('disarm'))
    out.push(
      why(
        `${nameOf(ctx, d)}'s ${ctx.fighters[d].weapon.name} flies away; the fight goes on${ctx.fighters[d].weapon.unarmed ? '' : `, ${nameOf(ctx, d)} now with bare hands`}.`,
        handToHand ? RULES.striking : RULES.maneuvers,
      ),
    );
  if (outcome.selfDamage)
    out.push(
      why(
        `A head butt hurts both heads: ${nameOf(ctx, a)} takes half of the ${outcome.damage} dealt, ${outcome.selfDamage}.`,
        RULES.striking,
      ),
    );
  if (outcome.effects.includes('down'))
    out.push(
      why(`${nameOf(ctx, d)} goes to the ground; the duel notes it, and the GM rules what being down means.`, RULES.wrestlingDetails),
    );
  if (outcome.effects.includes('tackled'))
    out.push(
      why(
        `The tackle lands: both fighters are at wrestling range, the turn ends, and the initiative is drawn again next round.`,
        RULES.tackle,
      ),
    );
  if (outcome.effects.includes('escaped')) out.push(why(`${nameOf(ctx, a)} breaks out of the wrestle: back to range 0.`, RULES.wrestling));
  if (outcome.effects.includes('lunged')) {
    out.push(
      m.id === 'smash'
        ? why(
            `After the smash ${nameOf(ctx, a)} does nothing more this turn and hands the initiative to ${nameOf(ctx, d)}.`,
            RULES.smallFoes,
          )
        : why(`The lunge is over: ${nameOf(ctx, a)} gives the initiative to ${nameOf(ctx, d)}.`, RULES.striking),
    );
  }
  if (m.id === 'swat' && outcome.success)
    out.push(
      why(`${nameOf(ctx, d)} is knocked back ${outcome.rawDamage} feet, as many as the blow's damage would have been.`, RULES.smallFoes),
    );
  if (outcome.rangeAfter !== outcome.rangeBefore)
    out.push(
      why(
        `The range goes from ${rangeWords(outcome.rangeBefore)} to ${rangeWords(outcome.rangeAfter)}.`,
        handToHand ? h2hRule : m.rangeChange !== 0 && outcome.success ? RULES.maneuvers : RULES.stepping,
      ),
    );
  return out;
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
    ...(ctx.charge !== undefined ? { charging: ctx.charge } : {}),
    ...(ctx.clinging ? { clinging: ctx.clinging } : {}),
  });
  const registers = ctx.registers.map((r, i) => (i === ctx.cursor ? { ...r, outcome } : r));
  let damage = setPair(ctx.damage, d, ctx.damage[d] + outcome.damage);
  if (outcome.selfDamage) damage = setPair(damage, a, damage[a] + outcome.selfDamage);
  const disarmed = outcome.effects.includes('disarm') ? setPair(ctx.disarmed, d, true) : ctx.disarmed;
  const attacker = outcome.effects.includes('seize') || outcome.effects.includes('lunged') ? d : ctx.attacker;
  const down = outcome.effects.includes('down') ? setPair(ctx.down ?? [false, false], d, true) : ctx.down;
  const redrawInitiative = outcome.effects.includes('tackled') || ctx.redrawInitiative;
  let ended: CombatEnd | undefined;
  const whys = outcomeWhys(ctx, reg, outcome);
  const outSide = ([d, a] as Side[]).find((s) => damage[s] >= ctx.fighters[s].hitPoints);
  if (outSide !== undefined) {
    ended = { how: 'out', side: outSide };
    whys.push(
      why(
        `${nameOf(ctx, outSide)} has taken ${damage[outSide]} damage of ${ctx.fighters[outSide].hitPoints}: out of the fight, and the registers still face down go unused.`,
        RULES.outOfTheFight,
      ),
    );
  } else if (outcome.effects.includes('held')) {
    ended = { how: 'held', side: a };
    whys.push(
      why(
        `${nameOf(ctx, a)} holds ${nameOf(ctx, d)}: ordinary combat is over, and each turn ${nameOf(ctx, d)} may try a might check to break free.`,
        RULES.wrestling,
      ),
    );
  } else if (outcome.endsCombat) {
    ended = { how: 'disengaged', side: a };
    whys.push(why(`${nameOf(ctx, a)} breaks away: the fight is over.`, RULES.endingCombat));
  }
  // Karmic, "Changing Weapons": the card drops the old weapon and draws the other.
  let fighters = ctx.fighters;
  let changedWeapons = ctx.changedWeapons;
  let rearmed = disarmed;
  for (const decl of [reg.attack, reg.defence]) {
    if (decl?.maneuver !== 'change-weapon' || ended) continue;
    const f = fighters[decl.side];
    if (!f.spare) continue;
    const lost = rearmed[decl.side];
    fighters = setPair(fighters, decl.side, {
      ...f,
      weapon: f.spare.weapon,
      skill: f.spare.skill,
      ...(lost ? { spare: undefined } : { spare: { weapon: f.weapon, skill: f.skill } }),
    });
    changedWeapons = setPair(changedWeapons ?? [false, false], decl.side, true);
    rearmed = setPair(rearmed, decl.side, false);
    whys.push(
      why(
        `${nameOf(ctx, decl.side)} ${lost ? 'has lost the' : 'drops the'} ${f.weapon.name} and draws the ${f.spare.weapon.name}; next round's hand is the lower of ${f.spare.weapon.name} skill ${f.spare.skill} and fast draw ${f.fastDraw ?? 0}.`,
        RULES.changingWeapons,
      ),
    );
  }
  // The unusual-foe maneuvers (Karmic, "Large Creature Maneuvers"; their table rulings).
  let flankedUntil = ctx.flankedUntil;
  let clinging = ctx.clinging;
  if (outcome.effects.includes('flanked')) {
    flankedUntil = setPair(flankedUntil ?? [null, null], d, ctx.round + 1);
    whys.push(
      why(
        `${nameOf(ctx, a)} gets round ${nameOf(ctx, d)}: for the rest of this round and all of round ${ctx.round + 1}, ${nameOf(ctx, d)} may neither attack ${nameOf(ctx, a)} nor dodge his blows.`,
        RULES.flanking,
      ),
    );
  }
  if (outcome.effects.includes('clung')) {
    const flankedFirst = isFlanked(ctx, d);
    clinging = { side: a, flankedFirst };
    whys.push(
      why(
        `${nameOf(ctx, a)} clings to ${nameOf(ctx, d)}: he may attack with any weapon from range 0, and the range stays 0 until a buck throws him off.`,
        RULES.clinging,
      ),
    );
    whys.push(
      flankedFirst
        ? why(
            `${nameOf(ctx, a)} flanked ${nameOf(ctx, d)} first, so ${nameOf(ctx, d)} cannot attack him at all while he clings.`,
            RULES.clinging,
          )
        : why(`${nameOf(ctx, d)} may use nothing reaching past range 0 against him while he clings.`, RULES.clinging),
    );
  }
  if (outcome.effects.includes('bucked')) {
    clinging = undefined;
    whys.push(why(`${nameOf(ctx, a)} bucks ${nameOf(ctx, d)} off: the cling is over, and the fighters stay at range 0.`, RULES.bucking));
  }
  if (outcome.effects.includes('freed')) {
    const { entangled: _, ...free } = fighters[a];
    fighters = setPair(fighters, a, free);
    whys.push(why(`${nameOf(ctx, a)} chops through ${nameOf(ctx, d)}'s limb and is free to move and dodge again.`, RULES.caught));
  }
  const next = {
    ...ctx,
    fighters,
    registers,
    damage,
    disarmed: rearmed,
    attacker,
    range: outcome.rangeAfter,
    cursor: ctx.cursor + 1,
    ended,
    flankedUntil,
    clinging,
    ...(changedWeapons ? { changedWeapons } : {}),
  };
  return add({ ...next, ...(down ? { down } : {}), ...(redrawInitiative ? { redrawInitiative } : {}) }, ...whys);
}

/** After a batch resolves: the turn goes on only after an immediate maneuver, with someone able to declare. */
export function turnGoesOn(ctx: RegisterDuelContext): boolean {
  return ctx.batchEnd === 'immediate' && !ctx.redrawInitiative && ctx.attacker !== undefined && canDeclareAnything(ctx, ctx.attacker);
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
  return { ...next, hands: [[], []], dealt: [[], []], registers: [], cursor: 0, takeBack: false, batchEnd: undefined, handsDrawn: false };
}

/** After a tackle: the next round opens with both fighters drawing for the initiative again. */
export function redrawRound(ctx: RegisterDuelContext): RegisterDuelContext {
  const cleared = clearTable(ctx);
  const { flankedUntil, whys } = flankWearsOff(ctx);
  return say(
    {
      ...cleared,
      round: ctx.round + 1,
      yielded: [],
      attacker: undefined,
      redrawInitiative: false,
      charge: undefined,
      surprised: undefined,
      flankedUntil,
    },
    why(
      `Round ${ctx.round + 1}: after the tackle both fighters draw for the initiative again, now at ${rangeWords(ctx.range)}.`,
      RULES.tackle,
    ),
    ...whys,
  );
}

export function nextRound(ctx: RegisterDuelContext): RegisterDuelContext {
  const cleared = clearTable(ctx);
  const { flankedUntil, whys } = flankWearsOff(ctx);
  return say(
    { ...cleared, round: ctx.round + 1, yielded: [], charge: undefined, surprised: undefined, flankedUntil },
    why(
      `Round ${ctx.round + 1}: ${nameOf(ctx, ctx.attacker!)} ended the last turn with the initiative, so keeps it, and may attack or give it up.`,
      RULES.initiative,
    ),
    ...whys,
  );
}

/** Table ruling "Flanking": a flank binds through the round after the one it landed in, then wears off. */
function flankWearsOff(ctx: RegisterDuelContext): { flankedUntil: RegisterDuelContext['flankedUntil']; whys: Why[] } {
  if (!ctx.flankedUntil) return { flankedUntil: undefined, whys: [] };
  const round = ctx.round + 1;
  const whys: Why[] = [];
  const pair = ctx.flankedUntil.map((until, side) => {
    if (until === null || until >= round) return until;
    whys.push(
      why(
        `The flank wears off: ${nameOf(ctx, side as Side)} may attack and dodge ${nameOf(ctx, other(side as Side))} again.`,
        RULES.flanking,
      ),
    );
    return null;
  }) as [number | null, number | null];
  return { flankedUntil: pair[0] === null && pair[1] === null ? undefined : pair, whys };
}

/**
 * A short account of the fight once it is over: how and when it ended, the damage each side
 * took, and who lost a weapon. Undefined while the fight goes on.
 */
export function summary(ctx: RegisterDuelContext): readonly Why[] | undefined {
  const end = ctx.ended;
  if (!end) return undefined;
  const [a, b] = ctx.fighters;
  const how =
    end.how === 'yielded'
      ? why(`The fight ended in round ${ctx.round} with both fighters giving up the initiative.`, RULES.endingCombat)
      : end.how === 'out'
        ? why(
            `The fight ended in round ${ctx.round}: ${nameOf(ctx, end.side!)} is out, having taken ${ctx.damage[end.side!]} damage of ${ctx.fighters[end.side!].hitPoints}.`,
            RULES.outOfTheFight,
          )
        : end.how === 'held'
          ? why(
              `The fight ended in round ${ctx.round}: ${nameOf(ctx, end.side!)} holds ${nameOf(ctx, other(end.side!))} fast.`,
              RULES.wrestling,
            )
          : why(`The fight ended in round ${ctx.round}: ${nameOf(ctx, end.side!)} broke away.`, RULES.endingCombat);
  const damage = why(`Damage taken: ${a.name} ${ctx.damage[0]} of ${a.hitPoints}, ${b.name} ${ctx.damage[1]} of ${b.hitPoints}.`);
  const disarmed = ([0, 1] as Side[]).filter((s) => ctx.disarmed[s]).map((s) => nameOf(ctx, s));
  return disarmed.length > 0 ? [how, damage, why(`Disarmed: ${disarmed.join(' and ')}.`)] : [how, damage];
}

/** Does any card lie hidden from one of the fighters: in a hand, or face down in a register? */
export function hidesCards(ctx: RegisterDuelContext): boolean {
  return ctx.hands.some((h) => h.length > 0) || ctx.registers.some((r) => !r.revealed);
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
    declare: assign(({ context, event }) => {
      assertEvent(event, 'maneuver.declared');
      return declare(context, declarationFrom(event));
    }),
    pass: assign(({ context, event }) => {
      assertEvent(event, 'maneuver.passed');
      return leaveEmpty(context, event.side, 'chosen');
    }),
    finishDeclaring: assign(({ context }) =>
      say(
        { ...context, batchEnd: 'done' as const },
        why(`${nameOf(context, context.attacker!)} declares no more: the registers turn over one at a time.`, RULES.declaration),
      ),
    ),
    withdraw: assign(({ context, event }) => {
      assertEvent(event, 'card.withdrawn');
      return withdraw(context, event.side, event.register);
    }),
    stopForImmediate: assign(({ context }) => {
      const last = context.registers[context.registers.length - 1]!;
      const immediate = [last.attack, last.defence].find((d) => d && maneuver(d.maneuver).resolvesImmediately)!;
      return add(
        { ...context, batchEnd: 'immediate' as const },
        why(
          `${maneuver(immediate.maneuver).name} resolves immediately: declaring stops here and the registers so far turn over.`,
          RULES.immediate,
        ),
      );
    }),
    stopDone: assign(({ context }) =>
      add(
        { ...context, batchEnd: 'done' as const },
        why(`${nameOf(context, context.attacker!)} has nothing more to declare: the registers turn over one at a time.`, RULES.declaration),
      ),
    ),
    reveal: assign(({ context }) => reveal(context)),
    takeHit: assign(({ context, event }) => {
      assertEvent(event, 'hit.taken');
      return takeHit(context, event.side);
    }),
    standOn: assign(({ context, event }) => {
      assertEvent(event, 'hit.declined');
      return standOn(context, event.side);
    }),
    ruleJoker: assign(({ context, event }) => {
      assertEvent(event, 'joker.ruled');
      return ruleJoker(context, event.side, event.value);
    }),
    settle: assign(({ context }) => settle(context)),
    continueTurn: assign(({ context }) =>
      add(
        { ...context, batchEnd: undefined, toDeclare: context.attacker! },
        why(
          `${nameOf(context, context.attacker!)} holds the initiative and declares the rest of the turn, from register ${context.registers.length + 1}.`,
          RULES.immediate,
        ),
      ),
    ),
    endTurn: assign(({ context }) => add(context, why('The turn is over; cards not played are lost.', RULES.turnOver))),
    nextRound: assign(({ context }) => nextRound(context)),
    redrawRound: assign(({ context }) => redrawRound(context)),
  },
  guards: {
    initiativeSettled: ({ context }) => context.attacker !== undefined,
    yieldEndsCombat: ({ context }) => yieldEndsCombat(context),
    mayYield: ({ context }) => yieldProblem(context) === undefined,
    mayDeclare: ({ context, event }) => {
      assertEvent(event, 'maneuver.declared');
      return declareProblem(context, event) === undefined;
    },
    mayPass: ({ context, event }) => {
      assertEvent(event, 'maneuver.passed');
      return passProblem(context, event.side) === undefined;
    },
    mayFinish: ({ context, event }) => {
      assertEvent(event, 'declaration.finished');
      return finishProblem(context, event.side) === undefined;
    },
    mayWithdraw: ({ context, event }) => {
      assertEvent(event, 'card.withdrawn');
      return withdrawProblem(context, event.side, event.register) === undefined;
    },
    stopsForImmediate: ({ context }) => declarationStops(context) === 'immediate',
    attackerHasNoMore: ({ context }) => declarationStops(context) === 'done',
    mayHit: ({ context, event }) => {
      assertEvent(event, ['hit.taken', 'hit.declined']);
      return hitProblem(context, event.side) === undefined;
    },
    mayRuleJoker: ({ context, event }) => {
      assertEvent(event, 'joker.ruled');
      return jokerProblem(context, event.side, event.value) === undefined;
    },
    nothingToDecide: ({ context }) => pendingDecision(context) === undefined,
    combatEnded: ({ context }) => context.ended !== undefined,
    initiativeToRedraw: ({ context }) => context.redrawInitiative === true,
    allTurnedOver: ({ context }) => context.cursor >= context.registers.length,
    turnGoesOn: ({ context }) => context.cursor >= context.registers.length && turnGoesOn(context),
  },
}).createMachine({
  id: 'registerDuel',
  description: 'One-on-one melee in Karmic: a duel of face-down cards, register by register.',
  context: ({ input }) => createInitialContext(input),
  initial: 'drawingForInitiative',
  states: {
    drawingForInitiative: {
      description: 'Both fighters make a combat training check modified by willpower; the higher total holds the initiative.',
      on: {
        'initiative.drawn': { actions: 'drawInitiative', description: 'Both draw their initiative cards and add willpower.' },
      },
      always: { guard: 'initiativeSettled', target: 'round', description: 'A higher total settles it; a tie means both draw again.' },
    },
    round: {
      description: 'One turn of the fight: the attacker may yield, both draw, declare register by register, then turn the registers over.',
      initial: 'holdingInitiative',
      states: {
        holdingInitiative: {
          description:
            'The start of a round: the fighter with the initiative may attack (both draw their hands) or give the initiative up.',
          on: {
            'hands.drawn': {
              target: 'declaring',
              actions: 'drawHands',
              description: 'Both draw as many cards as their weapon skill and keep them secret.',
            },
            'initiative.yielded': [
              {
                guard: and(['mayYield', 'yieldEndsCombat']),
                target: '#registerDuel.combatOver',
                actions: 'yieldInitiative',
                description: 'The other fighter gave it up just before: both have hesitated, so the fight ends.',
              },
              {
                guard: 'mayYield',
                actions: 'yieldInitiative',
                description: 'The initiative passes to the other fighter (not in the round of a charge or a surprise).',
              },
            ],
          },
        },
        declaring: {
          description: 'The attacker opens each register with a face-down card and a named maneuver; the defender answers it.',
          on: {
            'maneuver.declared': {
              guard: 'mayDeclare',
              actions: 'declare',
              description: 'A card goes face down in the next slot, its maneuver named aloud.',
            },
            'maneuver.passed': { guard: 'mayPass', actions: 'pass', description: 'The defender leaves this register empty.' },
            'card.withdrawn': {
              guard: 'mayWithdraw',
              actions: 'withdraw',
              description: 'The card just laid goes back to the hand before the other fighter answers it.',
            },
            'declaration.finished': {
              guard: 'mayFinish',
              target: 'resolving',
              actions: 'finishDeclaring',
              description: 'The attacker stops declaring.',
            },
            'initiative.yielded': [
              {
                guard: and(['mayYield', 'yieldEndsCombat']),
                target: '#registerDuel.combatOver',
                actions: 'yieldInitiative',
                description: 'Both fighters have hesitated in a row: the fight ends.',
              },
              {
                guard: 'mayYield',
                actions: 'yieldInitiative',
                description: 'Instead of opening a register, the attacker hesitates and the other fighter attacks.',
              },
            ],
          },
          always: [
            {
              guard: 'stopsForImmediate',
              target: 'resolving',
              actions: 'stopForImmediate',
              description: 'A maneuver that resolves immediately has been answered.',
            },
            {
              guard: 'attackerHasNoMore',
              target: 'resolving',
              actions: 'stopDone',
              description: 'The attacker has nothing left to declare.',
            },
          ],
        },
        resolving: {
          description: 'The registers laid so far turn over in order, both sides of each at once.',
          initial: 'turningOver',
          states: {
            turningOver: {
              description: 'The next register lies face down.',
              on: { 'register.revealed': { target: 'deciding', actions: 'reveal', description: 'Both cards of the register turn over.' } },
            },
            deciding: {
              description: 'The register is face up: hits on hit cards, the attacker first, and the GM’s value for a joker.',
              on: {
                'hit.taken': { guard: 'mayHit', actions: 'takeHit', description: 'Draw the top card onto the hit card.' },
                'hit.declined': { guard: 'mayHit', actions: 'standOn', description: 'Keep the card as it is.' },
                'joker.ruled': { guard: 'mayRuleJoker', actions: 'ruleJoker', description: 'The GM names what the joker is worth.' },
              },
              always: {
                guard: 'nothingToDecide',
                target: 'turningOver',
                actions: 'settle',
                description: 'Nothing left to decide: the register is settled.',
              },
            },
          },
          always: [
            {
              guard: 'combatEnded',
              target: '#registerDuel.combatOver',
              description: 'A fighter is out or has broken away: the rest goes unused.',
            },
            {
              guard: 'turnGoesOn',
              target: 'declaring',
              actions: 'continueTurn',
              description: 'After an immediate maneuver the turn goes on with whoever holds the initiative now.',
            },
            { guard: 'allTurnedOver', target: 'turnOver', actions: 'endTurn', description: 'Every register is settled.' },
          ],
        },
        turnOver: {
          description: 'Every register is settled; unplayed cards are lost, and whoever holds the initiative keeps it.',
          on: {
            'round.begun': [
              {
                guard: 'initiativeToRedraw',
                target: '#registerDuel.drawingForInitiative',
                actions: 'redrawRound',
                description: 'After a tackle the next round begins with a fresh initiative check.',
              },
              { target: 'holdingInitiative', actions: 'nextRound', description: 'The next round begins.' },
            ],
          },
        },
      },
    },
    combatOver: {
      type: 'final',
      description: 'A fighter is out, someone broke away or holds the other fast, or both gave up the initiative.',
    },
  },
});

export type RegisterDuelMachine = typeof registerDuelMachine;

/** The saved form's version; older versions this machine still reads (see core/record.ts). */
export const registerDuelRecord: RecordFormat = {
  current: 'register-duel/2',
  upgrades: {
    'register-duel/1': renamedEvents({
      'initiative.draw': 'initiative.drawn',
      'hands.draw': 'hands.drawn',
      'declaration.done': 'declaration.finished',
      'register.reveal': 'register.revealed',
      'hit.stood': 'hit.declined',
      'round.next': 'round.begun',
    }),
  },
};
