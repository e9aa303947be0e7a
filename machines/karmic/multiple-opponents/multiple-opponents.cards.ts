/**
 * Turning a register's cards over, and what is decided about them before the pairings are
 * worked out (Karmic, "Hit Cards" in the karma deck; the duel's table rulings "Hits on
 * reveal" and "A joker in a register", as the several-foes table plays them): the lone fighter
 * decides on each of his hit cards, in the order he laid them; the GM names what a joker of
 * his is worth; then every foe draws onto its own hit card by the stated rule (table ruling
 * "How the foes choose": while its card is worth +1 or less). A table saved by the build before
 * counts every card at face value and a joker 0, as that build did.
 */
import { isJoker, type Card } from '../../core/cards.js';
import { signed } from '../../core/explain.js';
import { cardValue, hit, isWildPlay, mayHit, playCard, stand, type Play } from '../checks.js';
import { chainTotal, formatKarma, karmaValue } from '../karma-deck.js';
import { maneuver } from '../maneuvers.js';
import type { MultipleOpponentsContext, SeveralRegister } from './multiple-opponents.context.js';
import { MULTIPLE_OPPONENTS_RULES as RULES } from './multiple-opponents.rules.js';
import { add, cardWords, listWords, namesOf, say, why } from './multiple-opponents.steps.js';

/** The GM names a joker's worth within these bounds (as in the duel). */
export const JOKER_VALUES = { min: -10, max: 10 } as const;

/** A foe draws onto its hit card while the card so far is worth this or less. */
export const FOE_HITS_AT_MOST = 1;

function withRegister(ctx: MultipleOpponentsContext, change: (r: SeveralRegister) => SeveralRegister): MultipleOpponentsContext {
  return { ...ctx, registers: ctx.registers.map((r, i) => (i === ctx.cursor ? change(r) : r)) };
}

/** Every card of the register turns over. */
export function turnOver(ctx: MultipleOpponentsContext): MultipleOpponentsContext {
  const r = ctx.registers[ctx.cursor]!;
  const names = namesOf(ctx);
  const plays = { lone: r.lone.map((c) => playCard(c.card)), foes: r.foeCards.map((c) => (c ? playCard(c.card) : null)) };
  const shown = [
    ...r.foeCards.flatMap((c, f) => (c ? [`${names.foes[f]} ${cardWords(c.card)} (${maneuver(c.maneuver).name.toLowerCase()})`] : [])),
    ...r.lone.map(
      (c) => `${names.lone} ${cardWords(c.card)} (${c.maneuver === 'swipe' ? 'swipe' : maneuver(c.maneuver).name.toLowerCase()})`,
    ),
  ];
  const next = say(
    withRegister(ctx, (reg) => ({ ...reg, revealed: true, plays, wild: r.lone.map(() => null) })),
    why(`Register ${r.number} turns over${shown.length ? `: ${listWords(shown)}` : ''}.`, RULES.resolution),
  );
  const p = pendingDecision(next);
  if (p?.kind === 'joker') return add(next, why(`${names.lone} played a joker: the GM names what it is worth.`, RULES.joker));
  if (p?.kind === 'hit')
    return add(next, why(`${names.lone}'s card is a hit card: he decides first whether to draw onto it.`, RULES.hitsOnReveal));
  return next;
}

/** What waits for a decision in the register turned over: his next hit card, or a joker of his for the GM. */
export function pendingDecision(ctx: MultipleOpponentsContext): { kind: 'hit' | 'joker'; card: number } | undefined {
  const r = ctx.registers[ctx.cursor];
  if (!r?.revealed || r.settled || !r.plays || ctx.earlier) return undefined;
  for (const [i, play] of r.plays.lone.entries()) {
    if (isWildPlay(play) && r.wild?.[i] === null) return { kind: 'joker', card: i };
    if (mayHit(play)) return { kind: 'hit', card: i };
  }
  return undefined;
}

function setLonePlay(ctx: MultipleOpponentsContext, i: number, play: Play): MultipleOpponentsContext {
  return withRegister(ctx, (r) => ({ ...r, plays: { ...r.plays!, lone: r.plays!.lone.map((p, j) => (j === i ? play : p)) } }));
}

/** He draws the top card of his deck onto his hit card. */
export function takeHit(ctx: MultipleOpponentsContext): MultipleOpponentsContext {
  const { card: i } = pendingDecision(ctx)!;
  const play = ctx.registers[ctx.cursor]!.plays!.lone[i]!;
  const result = hit(play, ctx.piles.lone, ctx.random);
  if (!result) return say(setLonePlay(ctx, i, stand(play)), why(`${ctx.lone.name}'s deck is empty: no card to draw.`, RULES.hitsOnReveal));
  const next = setLonePlay(
    { ...ctx, piles: { ...ctx.piles, lone: result.pile }, random: result.random, reshuffles: ctx.reshuffles + (result.reshuffled ? 1 : 0) },
    i,
    result.play,
  );
  const drawn = result.play.chain.at(-1)!;
  const value = cardValue(result.play);
  return say(
    next,
    why(
      `${ctx.lone.name} hits and draws ${karmaWords(drawn)}: ${value === undefined ? 'a joker, so the GM names its worth' : `the card is now worth ${signed(value)}`}.`,
      isJoker(drawn) ? RULES.joker : RULES.hitsOnReveal,
    ),
  );
}

/** He keeps his hit card as it is. */
export function standOn(ctx: MultipleOpponentsContext): MultipleOpponentsContext {
  const { card: i } = pendingDecision(ctx)!;
  const play = ctx.registers[ctx.cursor]!.plays!.lone[i]!;
  return say(
    setLonePlay(ctx, i, stand(play)),
    why(`${ctx.lone.name} does not hit: the card stays at ${signed(cardValue(play) ?? 0)}.`, RULES.hitsOnReveal),
  );
}

/** The GM names what his joker is worth. */
export function ruleJoker(ctx: MultipleOpponentsContext, value: number): MultipleOpponentsContext {
  const { card: i } = pendingDecision(ctx)!;
  return say(
    withRegister(ctx, (r) => ({ ...r, wild: r.wild!.map((w, j) => (j === i ? value : w)) })),
    why(`The GM rules ${ctx.lone.name}'s joker worth ${signed(value)}.`, RULES.joker),
  );
}

/** Why no joker can be named now, or this value not, or undefined. */
export function jokerProblem(ctx: MultipleOpponentsContext, value: unknown): string | undefined {
  if (pendingDecision(ctx)?.kind !== 'joker') return 'no joker is waiting for the GM';
  if (typeof value !== 'number' || !Number.isInteger(value) || value < JOKER_VALUES.min || value > JOKER_VALUES.max)
    return `the GM names a whole number from ${signed(JOKER_VALUES.min)} to ${signed(JOKER_VALUES.max)}`;
  return undefined;
}

/** Why no hit can be decided now, or undefined. */
export function hitProblem(ctx: MultipleOpponentsContext): string | undefined {
  return pendingDecision(ctx)?.kind === 'hit' ? undefined : 'no card of his is waiting for a hit';
}

/**
 * Table ruling "How the foes choose": once he has decided, every foe whose card is a hit card
 * draws onto it from the GM's deck while its card is worth +1 or less.
 */
export function foesHit(ctx: MultipleOpponentsContext): MultipleOpponentsContext {
  if (ctx.earlier) return ctx;
  const r = ctx.registers[ctx.cursor]!;
  let next = ctx;
  const names = namesOf(ctx);
  const foes = [...r.plays!.foes];
  for (const [f, start] of r.plays!.foes.entries()) {
    let play = start;
    while (play && mayHit(play)) {
      if ((cardValue(play) ?? 0) > FOE_HITS_AT_MOST) {
        play = stand(play);
        break;
      }
      const result = hit(play, next.piles.foes, next.random);
      if (!result) {
        play = stand(play);
        break;
      }
      next = {
        ...next,
        piles: { ...next.piles, foes: result.pile },
        random: result.random,
        reshuffles: next.reshuffles + (result.reshuffled ? 1 : 0),
      };
      play = result.play;
      next = add(
        next,
        why(
          `${names.foes[f]} hits and draws ${karmaWords(play.chain.at(-1)!)}: its card is now worth ${signed(cardValue(play) ?? 0)}.`,
          RULES.foesChoose,
        ),
      );
    }
    foes[f] = play;
  }
  return withRegister(next, (reg) => ({ ...reg, plays: { ...reg.plays!, foes } }));
}

/** A card as the book writes it, hit cards marked: "+3 (hit)", "−2", "a joker". */
function karmaWords(card: Card): string {
  return isJoker(card) ? 'a joker' : formatKarma(card);
}

/**
 * What his card `i` of the register counts: its chain with the GM's value for a joker (the
 * joker stands for itself alone: the hit cards beneath it still count); a table saved by the
 * build before counts the card at face value, a joker 0.
 */
export function loneValue(ctx: MultipleOpponentsContext, r: SeveralRegister, i: number): number {
  const card = r.lone[i]!.card;
  if (ctx.earlier || !r.plays) return karmaValue(card) ?? 0;
  const play = r.plays.lone[i]!;
  const named = r.wild?.[i];
  if (named === null || named === undefined) return cardValue(play) ?? 0;
  return chainTotal(play.chain.filter((c) => !isJoker(c))) + named;
}

/** What foe `f`'s card of the register counts: its chain (the world deck has no jokers). */
export function foeValue(ctx: MultipleOpponentsContext, r: SeveralRegister, f: number): number {
  const card = r.foeCards[f]!.card;
  if (ctx.earlier || !r.plays) return karmaValue(card) ?? 0;
  return cardValue(r.plays.foes[f]!) ?? 0;
}
