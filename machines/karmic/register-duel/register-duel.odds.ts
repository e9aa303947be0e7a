/**
 * The register duel's odds and predictions, for a learner (Karmic, "Resolve Maneuvers").
 *
 * `nextOdds` gives, before a register turns over or before a fighter draws onto a hit card,
 * the exact chance of each outcome for that register, worked out by going through every
 * card the viewer cannot see. The model, stated once:
 * - a card the viewer cannot see (the other fighter's face-down card, a hit card's draw) is
 *   equally likely to be any card of that fighter's deck that the viewer has not seen: the
 *   draw pile, and the hand and face-down cards the viewer does not see (the discard pile
 *   counts as seen, and the other fighter's choice of card is not guessed at);
 * - nobody hits after the card in question (a hit card turned up is counted at its face);
 * - a joker turned up is its own outcome: the GM decides.
 *
 * `predictionFor` asks "which side wins this register?" before it turns over, and grades the
 * answer on the snapshot after.
 *
 * Only a reader who opens the odds or predicts needs this, so it is loaded on demand (the
 * procedure's `teaching`): it imports nothing at run time, and `duelOdds(kit)` works with the
 * rules it is handed (register-duel.kit.ts: `teachingWith(DUEL_KIT)`), so the embed build
 * puts it in a chunk of its own without pulling the rules out of the widget's file.
 */
import type { SnapshotFrom } from 'xstate';
import type { Card } from '../../core/cards.js';
import type { NextOdds, Outcome, Prediction, Why } from '../../core/explain.js';
import type { Teaching } from '../../core/procedure.js';
import type { Declaration } from '../melee/declarations.js';
import type { Side } from '../melee/fighters.js';
import type { Register, RegisterDuelContext } from './register-duel.context.js';
import type { RegisterDuelMachine } from './register-duel.machine.js';
import type { DuelKit } from './register-duel.kit.js';

/**
 * Who is looking: one of the fighters (his own hand and cards), the GM (`table`: both hands),
 * or an onlooker who sees neither (a hot-seat screen between moves, with both players at it).
 */
export type Viewer = Side | 'table' | 'onlooker';

/** A card's worth for the odds: its karma value, or `wild` for a joker. */
type Worth = number | 'wild';

const other = (side: Side): Side => (side === 0 ? 1 : 0);
const sees = (viewer: Viewer, side: Side) => viewer === 'table' || viewer === side;

export interface DuelOdds {
  /**
   * The odds of the next step that the viewer cannot foresee: a register about to turn over,
   * or the draw a fighter would make by hitting. Undefined when nothing unknown is next.
   * The viewer is, unless said otherwise, the attacker of that register.
   */
  nextOdds(ctx: RegisterDuelContext, viewer?: Viewer): NextOdds | undefined;
  /**
   * Before a register turns over: which side wins it? The attacker wins when his maneuver
   * succeeds; the defender when it fails. Graded once the register is settled.
   */
  predictionFor(snapshot: SnapshotFrom<RegisterDuelMachine>): Prediction<RegisterDuelContext> | undefined;
  /**
   * The cards of this fighter the viewer cannot place: the draw pile, and the hand and
   * face-down cards when the viewer does not see them.
   */
  unseenCards(ctx: RegisterDuelContext, side: Side, viewer: Viewer): Card[];
}

/** The odds and predictions, worked out with the rules in `kit`. */
export function duelOdds(kit: DuelKit): DuelOdds {
  const { karmaValue, maneuver, pendingDecision, playValue, resolveRegister, rules: RULES } = kit;
  const worthOf = (card: Card): Worth => karmaValue(card) ?? 'wild';

  /** How many cards of each worth a pile holds. */
  function histogram(cards: readonly Card[]): Map<Worth, number> {
    const out = new Map<Worth, number>();
    for (const c of cards) out.set(worthOf(c), (out.get(worthOf(c)) ?? 0) + 1);
    return out;
  }

  /** That fighter's face-down cards on the table, in register order. */
  function faceDown(ctx: RegisterDuelContext, side: Side): Card[] {
    return ctx.registers
      .filter((r) => !r.revealed)
      .flatMap((r) => [r.attack, r.defence].filter((d): d is Declaration => d?.side === side).map((d) => d.card));
  }

  function unseenCards(ctx: RegisterDuelContext, side: Side, viewer: Viewer): Card[] {
    const pile = [...ctx.piles[side].drawPile];
    return sees(viewer, side) ? pile : [...pile, ...ctx.hands[side], ...faceDown(ctx, side)];
  }

  /** Where a fighter's next hit card comes from, as the viewer sees it. */
  function hitPool(ctx: RegisterDuelContext, side: Side, viewer: Viewer): Card[] {
    // An empty draw pile is made up again from the discards, shuffled (karma-deck.ts).
    if (ctx.piles[side].drawPile.length === 0) return [...ctx.piles[side].discardPile];
    return unseenCards(ctx, side, viewer);
  }

  /** The register's result at these card values: does the attacker's maneuver succeed? */
  function succeeds(ctx: RegisterDuelContext, reg: Register, attack: number, defence: number): boolean {
    const a = reg.attack.side;
    return resolveRegister({
      fighters: ctx.fighters,
      range: ctx.range,
      attacker: { fighter: ctx.fighters[a], declaration: reg.attack, cardValue: attack },
      defender: reg.defence ? { fighter: ctx.fighters[other(a)], declaration: reg.defence, cardValue: defence } : undefined,
      ...(ctx.clinging ? { clinging: ctx.clinging } : {}),
    }).success;
  }

  /** Every pair of worths with its weight, one side known or both drawn from their pools. */
  function tally(
    ctx: RegisterDuelContext,
    reg: Register,
    attack: Map<Worth, number>,
    defence: Map<Worth, number>,
  ): { succeeds: number; fails: number; wild: number; total: number } {
    const t = { succeeds: 0, fails: 0, wild: 0, total: 0 };
    for (const [wa, na] of attack) {
      for (const [wd, nd] of defence) {
        const n = na * nd;
        t.total += n;
        if (wa === 'wild' || wd === 'wild') t.wild += n;
        else if (succeeds(ctx, reg, wa, wd)) t.succeeds += n;
        else t.fails += n;
      }
    }
    return t;
  }

  function outcomes(
    ctx: RegisterDuelContext,
    reg: Register,
    t: { succeeds: number; fails: number; wild: number; total: number },
  ): Outcome[] {
    const name = `${ctx.fighters[reg.attack.side].name}'s ${maneuver(reg.attack.maneuver).name.toLowerCase()}`;
    return [
      { id: 'succeeds', label: `${name} succeeds`, p: t.succeeds / t.total },
      { id: 'fails', label: `${name} fails`, p: t.fails / t.total },
      { id: 'wild', label: 'A joker turns up: the GM decides', p: t.wild / t.total },
    ];
  }

  /** A side's worth in a register not yet turned over: known to the viewer, or any unseen card. */
  function laidWorth(ctx: RegisterDuelContext, decl: Declaration | undefined, viewer: Viewer): Map<Worth, number> {
    if (!decl) return new Map([[0, 1]]);
    return sees(viewer, decl.side) ? new Map([[worthOf(decl.card), 1]]) : histogram(unseenCards(ctx, decl.side, viewer));
  }

  function nextOdds(ctx: RegisterDuelContext, viewer?: Viewer): NextOdds | undefined {
    const reg = ctx.registers[ctx.cursor];
    // A register the defender has still to answer has no odds yet: his card is not laid.
    if (!reg || reg.outcome || !reg.answered) return undefined;
    const seat: Viewer = viewer ?? reg.attack.side;
    const a = reg.attack.side;
    const d = other(a);
    const aName = ctx.fighters[a].name;
    if (!reg.revealed) {
      const t = tally(ctx, reg, laidWorth(ctx, reg.attack, seat), laidWorth(ctx, reg.defence, seat));
      return {
        question: `Register ${reg.number} turns over: does ${aName}'s ${maneuver(reg.attack.maneuver).name.toLowerCase()} succeed, before anyone hits?`,
        outcomes: outcomes(ctx, reg, t),
        rule: RULES.resolution,
      };
    }
    // Face up: the odds of a hit, for the fighter whose hit card is waiting.
    const pending = pendingDecision(ctx);
    if (pending?.kind !== 'hit') return undefined;
    const hitter = pending.side;
    const play = reg.plays[hitter]!;
    const base = play.chain.reduce((sum, c) => sum + karmaValue(c)!, 0);
    const next = histogram(hitPool(ctx, hitter, seat));
    const drawn = new Map<Worth, number>([...next].map(([w, n]) => [w === 'wild' ? 'wild' : base + w, n] as [Worth, number]));
    const otherSide = hitter === a ? d : a;
    const otherPlay = reg.plays[otherSide];
    const otherWorth: Map<Worth, number> = !otherPlay
      ? new Map([[0, 1]])
      : otherPlay.chain.some((c) => karmaValue(c) === undefined) && reg.wild[otherSide] === null
        ? new Map([['wild', 1]])
        : new Map([[playValue(reg, otherSide), 1]]);
    const t = hitter === a ? tally(ctx, reg, drawn, otherWorth) : tally(ctx, reg, otherWorth, drawn);
    if (next.size === 0) return undefined;
    return {
      question: `If ${ctx.fighters[hitter].name} hits: does ${aName}'s ${maneuver(reg.attack.maneuver).name.toLowerCase()} succeed, if nobody hits again?`,
      outcomes: outcomes(ctx, reg, t),
      rule: RULES.hitsOnReveal,
    };
  }

  // ---------------------------------------------------------------------------------------
  // Predict, then see

  function predictionFor(snapshot: SnapshotFrom<RegisterDuelMachine>): Prediction<RegisterDuelContext> | undefined {
    if (!snapshot.hasTag('turning over')) return undefined;
    const ctx = snapshot.context;
    const reg = ctx.registers[ctx.cursor];
    if (!reg) return undefined;
    const a = reg.attack.side;
    const m = maneuver(reg.attack.maneuver).name.toLowerCase();
    const [attacker, defender] = [ctx.fighters[a].name, ctx.fighters[other(a)].name];
    return {
      question: `Register ${reg.number}: who wins it, ${attacker}'s ${m} or ${defender}?`,
      choices: [
        { id: 'attacker', label: `${attacker}: the ${m} succeeds` },
        { id: 'defender', label: `${defender}: the ${m} fails` },
      ],
      settledBy: ['register.revealed', 'hit.taken', 'hit.declined', 'joker.ruled'],
      // A hit or a joker still to be decided: the guess is graded on the step that settles it.
      settled: (after) => after.registers.some((r) => r.number === reg.number && r.outcome !== undefined),
      answer: (after) => {
        const settled = after.registers.find((r) => r.number === reg.number)?.outcome;
        if (!settled)
          return {
            choice: 'pending',
            why: [{ text: 'Not settled yet: a hit or a joker is still to be decided.', rule: RULES.hitsOnReveal }],
          };
        const why: Why[] = [
          { text: `${attacker}'s ${m}: ${settled.arithmetic}.`, rule: settled.opposed ? RULES.resolution : RULES.unopposed },
        ];
        return { choice: settled.success ? 'attacker' : 'defender', why };
      },
    };
  }

  return { nextOdds, predictionFor, unseenCards };
}

/**
 * The viewer a widget's seat names (Teaching's `seat`): a fighter (0 or 1) sees his own
 * hand; no seat is the GM, who sees both (`table`); any other seat (the context's
 * `ONLOOKER_SEAT`) is an onlooker who sees neither.
 */
export function viewerOf(seat: number | undefined): Viewer {
  if (seat === undefined) return 'table';
  return seat === 0 || seat === 1 ? seat : 'onlooker';
}

/** The duel's teaching, as the procedure hands it to the learning layer: odds from the seat's own eyes. */
export function teachingWith(kit: DuelKit): Teaching<RegisterDuelMachine> {
  const odds = duelOdds(kit);
  return {
    nextOdds: (snapshot, seat) => odds.nextOdds(snapshot.context, viewerOf(seat)),
    predictionFor: (snapshot) => odds.predictionFor(snapshot),
  };
}
