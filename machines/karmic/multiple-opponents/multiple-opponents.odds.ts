/**
 * The odds and predictions of the multiple-opponents table, for a learner.
 *
 * `nextOdds`, before an initiative draw: the chance that the lone fighter's total beats,
 * ties or loses to the first foe still drawing, counted exactly over every hand each could
 * draw (`bestOfDraw`: any set of cards from the top of a face-down pile is as likely as any
 * other; the foes' pile is the GM's, so each foe alone is counted the same way).
 *
 * `predictionFor`, before a register turns over: how many of its blows land? Graded on the
 * snapshot after, so asked only of a register that settles as it turns over (none of his cards
 * in it a hit card or a joker still to be decided).
 *
 * Only a reader who opens the odds or predicts needs this, so it is loaded on demand (the
 * procedure's `teaching`): it imports nothing at run time, and `severalOdds(kit)` works with
 * the rules it is handed (`SEVERAL_KIT`, multiple-opponents.kit.ts: `teachingWith(SEVERAL_KIT)`),
 * so the embed build puts it in a chunk of its own without pulling the rules out of the
 * widget's file.
 */
import type { SnapshotFrom } from 'xstate';
import type { NextOdds, Prediction, RuleRef } from '../../core/explain.js';
import type { Teaching } from '../../core/procedure.js';
import type { Distribution, KarmaPile } from '../karma-deck.js';
import type { Fighter } from '../melee/fighters.js';
import type { FoeCard, LoneManeuver, MultipleOpponentsContext } from './multiple-opponents.context.js';
import type { MultipleOpponentsMachine } from './multiple-opponents.machine.js';

/** The rules the odds need, handed in (see multiple-opponents.kit.ts). */
export interface SeveralKit {
  readonly bestOfDraw: (pile: KarmaPile, count: number) => Distribution;
  readonly initiativeCards: (fighter: Fighter) => number;
  readonly isOut: (ctx: MultipleOpponentsContext, foe: number) => boolean;
  readonly unsettled: (ctx: MultipleOpponentsContext) => number[];
  /** A foe's card that attacks him; a card of his that is a blow at its foe (multiple-opponents.hand-to-hand.ts). */
  readonly isFoeAttack: (card: FoeCard | null | undefined) => boolean;
  readonly isLoneBlow: (m: LoneManeuver) => boolean;
  /** Turning the next register over settles it at once: no hit card or joker of his waits for a decision. */
  readonly settlesAsItTurns: (ctx: MultipleOpponentsContext) => boolean;
  readonly rules: { readonly severalInitiative: RuleRef; readonly resolution: RuleRef };
}

export interface SeveralOdds {
  nextOdds(ctx: MultipleOpponentsContext): NextOdds | undefined;
  blowsIn(ctx: MultipleOpponentsContext): number;
  predictionFor(snapshot: SnapshotFrom<MultipleOpponentsMachine>): Prediction<MultipleOpponentsContext> | undefined;
}

export function severalOdds(kit: SeveralKit): SeveralOdds {
  const { bestOfDraw, initiativeCards, isOut, unsettled, rules: RULES } = kit;

  /** Totals and their chances: the best natural card (0 when there is none) plus willpower. */
  function totals(d: Distribution, willpower: number): Map<number, number> {
    const out = new Map<number, number>();
    for (const [v, p] of d.values) out.set(v + willpower, (out.get(v + willpower) ?? 0) + p);
    if (d.none > 0) out.set(willpower, (out.get(willpower) ?? 0) + d.none);
    return out;
  }

  function nextOdds(ctx: MultipleOpponentsContext): NextOdds | undefined {
    if (ctx.choosing || ctx.holders.every((h) => h !== undefined)) return undefined;
    const foe = unsettled(ctx)[0];
    if (foe === undefined) return undefined;
    const f = ctx.foes[foe]!;
    const mine = totals(bestOfDraw(ctx.piles.lone, initiativeCards(ctx.lone)), ctx.lone.willpower);
    const theirs = totals(bestOfDraw(ctx.piles.foes, initiativeCards(f)), f.willpower);
    let win = 0;
    let tie = 0;
    let lose = 0;
    for (const [a, pa] of mine)
      for (const [b, pb] of theirs) {
        if (a > b) win += pa * pb;
        else if (a === b) tie += pa * pb;
        else lose += pa * pb;
      }
    return {
      question: `The initiative between ${ctx.lone.name} and ${f.name}`,
      outcomes: [
        { id: 'lone', label: `${ctx.lone.name} has the higher total`, p: win },
        { id: 'tie', label: 'A tie: that pair draws again', p: tie },
        { id: 'foe', label: `${f.name} has the higher total`, p: lose },
      ],
      rule: RULES.severalInitiative,
    };
  }

  /** The blows in the register about to turn over, between fighters still in the fight. */
  function blowsIn(ctx: MultipleOpponentsContext): number {
    const r = ctx.registers[ctx.cursor];
    if (!r || r.revealed) return 0;
    let n = 0;
    ctx.foes.forEach((_, f) => {
      if (isOut(ctx, f)) return;
      if (kit.isFoeAttack(r.foeCards[f])) n++;
      if (r.lone.some((c) => (kit.isLoneBlow(c.maneuver) && c.foe === f) || (c.maneuver === 'swipe' && c.targets!.includes(f)))) n++;
    });
    return n;
  }

  function predictionFor(snapshot: SnapshotFrom<MultipleOpponentsMachine>): Prediction<MultipleOpponentsContext> | undefined {
    if (!snapshot.hasTag('turning over')) return undefined;
    const ctx = snapshot.context;
    const n = blowsIn(ctx);
    // Graded on the step after: asked only when that step settles every pairing, not when a hit
    // card or a joker of his is still to be decided once the cards are face up.
    if (n === 0 || !kit.settlesAsItTurns(ctx)) return undefined;
    const number = ctx.registers[ctx.cursor]!.number;
    return {
      question: `Register ${number} holds ${n} ${n === 1 ? 'blow' : 'blows'}. How many land?`,
      choices: [...Array(n + 1).keys()].map((k) => ({ id: String(k), label: String(k) })),
      settledBy: ['register.revealed'],
      answer: (after) => {
        const r = after.registers.find((x) => x.number === number)!;
        const landed = r.results.filter((x) => x.outcome.success).length;
        return {
          choice: String(landed),
          why: [{ text: `${landed} of ${n} landed: each pairing is settled by itself, as the duel settles one.`, rule: RULES.resolution }],
        };
      },
    };
  }

  return { nextOdds, blowsIn, predictionFor };
}

/** The table's teaching, as the procedure hands it to the learning layer. */
export function teachingWith(kit: SeveralKit): Teaching<MultipleOpponentsMachine> {
  const odds = severalOdds(kit);
  return {
    nextOdds: (snapshot) => odds.nextOdds(snapshot.context),
    predictionFor: (snapshot) => odds.predictionFor(snapshot),
  };
}
