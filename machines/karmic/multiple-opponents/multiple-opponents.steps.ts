/**
 * Multiple opponents' steps, each a pure function of the context (context → context) with the
 * reasons it gives (Karmic, "Multiple Opponents"; the table rulings of several foes): the
 * initiative, pairing by pairing; the hands; each register declared, the foes' attacks first,
 * his cards, the foes' answers; the next round. Turning a register over is
 * multiple-opponents.reveal.ts; why a step is refused is multiple-opponents.problems.ts; how
 * the foes choose is multiple-opponents.pairings.ts. The machine only names these.
 */
import { stackDeck, type Card } from '../../core/cards.js';
import { formatSum, signed, type Why } from '../../core/explain.js';
import { seedRandom } from '../../core/random.js';
import { bestCard } from '../checks.js';
import { discardKarma, drawKarma, karmaDeck, karmaValue, worldDeck } from '../karma-deck.js';
import { isHandToHand, maneuver, type ManeuverId } from '../maneuvers.js';
import { maneuverLimits } from '../melee-weapons.js';
import { declarationProblem, usage } from '../melee/declarations.js';
import { handSize, initiativeCards, type Fighter, type Hand } from '../melee/fighters.js';
import { startingRange } from '../melee/reach.js';
import { rulingsOf } from '../melee/rulings.js';
import {
  LONE_MANEUVERS,
  type DeclaredEvent,
  type FoeCard,
  type InitiativeDraw,
  type LoneCard,
  type LoneManeuver,
  type MultipleOpponentsContext,
  type MultipleOpponentsInput,
  type SeveralRegister,
} from './multiple-opponents.context.js';
import { boundWhys, fightsHandToHand, isFoeAttack, isLoneBlow, resolvesAtOnce } from './multiple-opponents.hand-to-hand.js';
import { chargeHolder, chargeTarget, chargeWhys } from './multiple-opponents.charge.js';
import { skipsTheDraw, surpriseTargets, surpriseWhys, takenBySurprise } from './multiple-opponents.surprise.js';
import { foeAnswer, foeAttack, isOut, loneDeclarations, pairView } from './multiple-opponents.pairings.js';
import {
  initiativeAfterChecks,
  MULTIPLE_OPPONENTS_RULES as RULES,
  swipeTerm,
  type Holder,
  type Several,
} from './multiple-opponents.rules.js';

/** A reason, with the rule it applies when it has one. */
export const why = (text: string, rule?: Why['rule']): Why => (rule ? { text, rule } : { text });

/** A new step's narration replaces the last one. */
export const say = (ctx: MultipleOpponentsContext, ...whys: Why[]): MultipleOpponentsContext => ({ ...ctx, narration: whys });

/** What an eventless step adds to the step that triggered it. */
export const add = (ctx: MultipleOpponentsContext, ...whys: Why[]): MultipleOpponentsContext => ({
  ...ctx,
  narration: [...ctx.narration, ...whys],
});

/** Every fighter's name, for the sentences. */
export function namesOf(ctx: Pick<MultipleOpponentsContext, 'lone' | 'foes'>): Several {
  return { lone: ctx.lone.name, foes: ctx.foes.map((f) => f.name) };
}

/** A card as the book writes it: "+3", "−2", "a joker". */
export function cardWords(card: Card): string {
  const v = karmaValue(card);
  return v === undefined ? 'a joker' : signed(v);
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
    rulings: rulingsOf(input),
    earlier: input.rulings === undefined,
    lone: input.lone,
    foes: input.foes,
    surprise: input.surprised ?? [],
    surprised: [],
    ...(input.charge !== undefined ? { chargeAt: input.charge } : {}),
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
      ...boundWhys(input.lone),
      ...(input.surprised?.length
        ? [
            why(
              `${names.lone} sets out to take ${listWords(input.surprised.map((f) => names.foes[f]!))} by surprise: a foe with combat training must beat his initiative total to see it coming.`,
              RULES.severalSurprise,
            ),
          ]
        : []),
    ],
    reshuffles: 0,
  };
}

export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

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
  const charged = chargeTarget(ctx);
  const drawing = open.filter((f) => !skipsTheDraw(ctx, f) && f !== charged);
  for (const f of drawing) {
    const d = drawCheck(next, 'foes', ctx.foes[f]!);
    next = d.ctx;
    foes[f] = d.check;
  }
  const names = namesOf(ctx);
  // Table ruling "A surprise against several foes": a foe taken by surprise counts as beaten, a tie too.
  const surprised = takenBySurprise(ctx, lone.check.total, foes);
  // Table ruling "A charge against several foes": the charged pairing is settled by reach, not drawn.
  const chargeLeads = charged !== undefined && chargeHolder(ctx, charged) === 'lone';
  const caught = chargeLeads ? [charged] : surprised;
  const totals = open.map((f) =>
    caught.includes(f) ? Number.NEGATIVE_INFINITY : f === charged ? Number.POSITIVE_INFINITY : foes[f]!.total,
  );
  const settled = initiativeAfterChecks(lone.check.total, totals);
  const holdsAlready = ctx.holders.includes('lone');
  const beaten = [
    ...open.filter((f) => caught.includes(f)),
    ...(caught.length > 0 ? [] : open.filter((_, i) => lone.check.total > totals[i]!)),
  ];
  const holders = [...ctx.holders];
  let choosing: number[] | undefined;
  open.forEach((f, i) => {
    const h = settled[i];
    // He already holds it over a foe from an earlier draw, or over one he surprised: every other foe he beats holds it over him.
    const over = holdsAlready || (caught.length > 0 && !caught.includes(f));
    holders[f] = h === undefined ? undefined : over && h === 'lone' ? 'foe' : h;
  });
  for (const f of caught) holders[f] = f === caught[0] ? 'lone' : 'foe';
  if (!holdsAlready && beaten.length > 1) {
    choosing = beaten;
    for (const f of beaten) holders[f] = undefined;
  }
  const lines = [checkWords(ctx.lone, lone.check), ...drawing.map((f) => checkWords(ctx.foes[f]!, foes[f]!))].join('; ');
  const whys: Why[] = [
    why(`${lines}.`, RULES.initiativeCheck),
    ...surpriseWhys(ctx, names, surprised),
    ...(charged !== undefined ? chargeWhys(ctx, names, charged) : []),
  ];
  for (const f of open) {
    if (f === charged) continue;
    const foe = names.foes[f]!;
    const beats = caught.includes(f) || lone.check.total > foes[f]!.total;
    if (holders[f] === 'foe')
      whys.push(
        why(
          beats
            ? `${names.lone} beats ${foe} too, but holds the initiative over one foe at most: ${foe} holds it over him.`
            : `${foe} has the higher total and holds the initiative over ${names.lone}.`,
          beats ? RULES.multipleOpponents : RULES.severalInitiative,
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
  const inForce = surpriseTargets(ctx).length > 0 ? surprised : ctx.surprised;
  return say(
    {
      ...next,
      holders,
      choosing,
      surprised: inForce,
      charging: charged ?? ctx.charging,
      initiativeDraws: [...ctx.initiativeDraws, { lone: lone.check, foes }],
    },
    ...whys,
  );
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

/** The register being declared, if one is open. */
export function openRegister(ctx: MultipleOpponentsContext): SeveralRegister | undefined {
  const last = ctx.registers.at(-1);
  return last && !last.closed ? last : undefined;
}

/** The foes attacking him in this register. */
export function attackersIn(r: SeveralRegister): number[] {
  return r.foeCards.flatMap((c, f) => (isFoeAttack(c) ? [f] : []));
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
  const bare = fightsHandToHand(ctx.lone, 0);
  if (!bare && used >= maneuverLimits(ctx.lone.weapon, ctx.lone.offHand).total) return false;
  return ctx.holders.some((h, f) => h === 'lone' && !isOut(ctx, f) && loneBlowsAt(ctx, f).length > 0);
}

/** The blows he could lay against this foe now (any card): a weapon's attack, or the hand-to-hand blows. */
export function loneBlowsAt(ctx: MultipleOpponentsContext, foe: number): LoneManeuver[] {
  const view = pairView(ctx, foe);
  return LONE_MANEUVERS.filter(
    (m) =>
      isLoneBlow(m) &&
      declarationProblem(view, { side: 0, maneuver: m, hand: handFor(ctx, { maneuver: m }), holdGround: false, location: 'torso' }) ===
        undefined,
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

/** The hand a card is laid with: as the event says, else a dodge none, a block the shield, the rest the weapon. */
export function handFor(ctx: MultipleOpponentsContext, e: Pick<DeclaredEvent, 'maneuver' | 'hand'>): Hand {
  if (e.hand === 'main' || e.hand === 'off' || e.hand === 'none') return e.hand;
  if (e.maneuver === 'melee-dodge' || (e.maneuver !== 'swipe' && isHandToHand(e.maneuver))) return 'none';
  if (e.maneuver === 'block') return 'off';
  return 'main';
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
  else if (resolvesAtOnce(e.maneuver))
    whys.push(why(`It resolves at once: once this register is laid, the registers so far turn over.`, RULES.immediate));
  return say(
    withOpen({ ...ctx, hands: { ...ctx.hands, lone: takeFromHand(ctx.hands.lone, e.card) } }, (reg) => ({
      ...reg,
      lone: [...reg.lone, card],
    })),
    ...whys,
  );
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
  const targets = r.lone.flatMap((c) => (c.maneuver === 'swipe' ? c.targets! : isLoneBlow(c.maneuver) ? [c.foe] : []));
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
  const atOnce = r.lone.find((c) => resolvesAtOnce(c.maneuver));
  if (atOnce) {
    return say(
      { ...next, batchEnd: 'immediate' },
      ...whys,
      why(
        `${atOnce.maneuver === 'parry-seize' ? 'A parry that seizes the initiative' : `A ${maneuver(atOnce.maneuver as ManeuverId).name.toLowerCase()}`} resolves at once: the registers laid so far turn over now.`,
        RULES.immediate,
      ),
    );
  }
  return openNextRegister(
    say(next, ...(whys.length ? whys : [why(`${names.lone} lays nothing more in register ${r.number}.`, RULES.declaration)])),
  );
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
  // Every card on the table, with the hits drawn onto it.
  const lone = ctx.registers.flatMap((r) => r.plays?.lone.flatMap((p) => p.chain) ?? r.lone.map((c) => c.card));
  const foes = ctx.registers.flatMap((r) =>
    r.plays ? r.plays.foes.flatMap((p) => p?.chain ?? []) : r.foeCards.flatMap((c) => (c ? [c.card] : [])),
  );
  let next = discard(ctx, 'lone', [...lone, ...ctx.hands.lone]);
  next = discard(next, 'foes', [...foes, ...ctx.hands.foes.flat()]);
  const names = namesOf(ctx);
  const held = ctx.holders.findIndex((h) => h === 'lone');
  return say(
    {
      ...next,
      round: ctx.round + 1,
      registers: [],
      cursor: 0,
      batchEnd: undefined,
      hands: { lone: [], foes: ctx.foes.map(() => []) },
      surprised: [],
      charging: undefined,
    },
    why(
      `Round ${ctx.round + 1}: unplayed cards are lost, and every pairing keeps its initiative${held >= 0 ? ` (${names.lone} holds it over ${names.foes[held]})` : ''}.`,
      RULES.turnOver,
    ),
  );
}

/** Does any card lie hidden: in a hand, or face down on the table? */
export function hidesCards(ctx: MultipleOpponentsContext): boolean {
  return ctx.hands.lone.length > 0 || ctx.hands.foes.some((h) => h.length > 0) || ctx.registers.some((r) => !r.revealed);
}
