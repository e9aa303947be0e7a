/**
 * The register duel's steps, each a pure function of the context (context → context) with
 * the reasons it gives (Karmic, "Compound Actions", "Melee Combat", "Melee Combat
 * Maneuvers"): the opening, the initiative, the hands, declaring and taking back, turning a
 * register over and its hits and jokers, the next round. Settling a register is
 * register-duel.settle.ts; why a step is refused is register-duel.problems.ts. The machine
 * only names these.
 */
import { isJoker, stackDeck, type Card } from '../../core/cards.js';
import { formatSum, signed, type RuleRef, type Why } from '../../core/explain.js';
import { seedRandom } from '../../core/random.js';
import { bestCard, cardValue, hit, isWildPlay, mayHit, playCard, stand, type Play } from '../checks.js';
import { chainTotal, discardKarma, drawKarma, isHitCard, karmaDeck, karmaValue, worldDeck, type KarmaPile } from '../karma-deck.js';
import { defaultHand, isManeuverId, maneuver, rangeWords } from '../maneuvers.js';
import { hasLegalOption, type Declaration, type DuelView } from '../melee/declarations.js';
import { handSize, initiativeCards, other, type Fighter, type Side } from '../melee/fighters.js';
import { startingRange } from '../melee/reach.js';
import { rulingsOf } from '../melee/rulings.js';
import type { DeclaredEvent, InitiativeCheck, Register, RegisterDuelContext, RegisterDuelInput } from './register-duel.context.js';
import { boundAtStart, caughtAtStart, openingOf, surpriseBlow } from './register-duel.opening.js';
import { REGISTER_DUEL_RULES as RULES } from './register-duel.rules.js';

/** A reason, with the rule it applies when it has one. */
export const why = (text: string, rule?: RuleRef): Why => (rule ? { text, rule } : { text });

/** A karma card as the book writes it, with a real minus sign: "+3 (hit)", "−2", "a joker". */
export function karmaWords(card: Card): string {
  const v = karmaValue(card);
  if (v === undefined) return 'a joker';
  return isHitCard(card) ? `${signed(v)} (hit)` : signed(v);
}

/** A new step's narration replaces the last one. */
export function say(ctx: RegisterDuelContext, ...whys: Why[]): RegisterDuelContext {
  return { ...ctx, narration: whys };
}

/** What an eventless step adds to the step that triggered it. */
export function add(ctx: RegisterDuelContext, ...whys: Why[]): RegisterDuelContext {
  return { ...ctx, narration: [...ctx.narration, ...whys] };
}

/** A fresh deck of the fighter's kind: a player's karma deck, or the GM's world deck. */
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
    rulings: rulingsOf(input),
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
      ...caughtAtStart(input.fighters, rulingsOf(input)),
      ...boundAtStart(input.fighters),
      ...opened.narration,
    ],
    reshuffles: 0,
  };
}

/** Is this side flanked now (Karmic, "Flank")? */
export function isFlanked(ctx: Pick<RegisterDuelContext, 'flankedUntil' | 'round'>, side: Side): boolean {
  const until = ctx.flankedUntil?.[side];
  return until !== null && until !== undefined && until >= ctx.round;
}

/** The pair with this side's value replaced. */
export function setPair<T>(pair: readonly [T, T], side: Side, value: T): [T, T] {
  return side === 0 ? [value, pair[1]] : [pair[0], value];
}

/** A fighter's name, for the sentences. */
export const nameOf = (ctx: RegisterDuelContext, side: Side) => ctx.fighters[side].name;

export function draw(ctx: RegisterDuelContext, side: Side, count: number): { cards: Card[]; ctx: RegisterDuelContext } {
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

export function discard(ctx: RegisterDuelContext, side: Side, cards: readonly Card[]): RegisterDuelContext {
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
            `${nameOf(next, foe)} does not beat ${nameOf(next, s)}'s total: taken by surprise, ${nameOf(next, foe)} cannot answer ${nameOf(next, s)}'s ${surpriseBlow(ctx)} this round.`,
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
    rulings: ctx.rulings,
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

/** The card laid last this turn, while still on the table face down. */
export function lastLaid(ctx: RegisterDuelContext): { register: Register; declaration: Declaration } | undefined {
  const register = ctx.registers[ctx.registers.length - 1];
  if (!ctx.takeBack || !register || ctx.cursor > register.number - 1) return undefined;
  return { register, declaration: register.defence ?? register.attack };
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

/** Does any card lie hidden from one of the fighters: in a hand, or face down in a register? */
export function hidesCards(ctx: RegisterDuelContext): boolean {
  return ctx.hands.some((h) => h.length > 0) || ctx.registers.some((r) => !r.revealed);
}
