/**
 * What a view shows of the register duel, derived from a snapshot (the tags say which moment
 * of the duel it is; the context holds the numbers): whose move it is, what holds each
 * fighter, and how the fight ended. Nothing here decides a rule.
 */
import type { SnapshotFrom } from 'xstate';
import { formatCard } from '../../core/cards.js';
import { signed, type Why } from '../../core/explain.js';
import type { Move } from '../../core/procedure.js';
import { karmaValue } from '../karma-deck.js';
import { maneuver, rangeWords } from '../maneuvers.js';
import { other, type Side } from '../melee/fighters.js';
import type { DeclaredEvent, RegisterDuelContext, RegisterDuelEvent } from './register-duel.context.js';
import { DUEL_KIT } from './register-duel.kit.js';
import type { registerDuelMachine } from './register-duel.machine.js';
import { chooseMove } from './register-duel.opponent.js';
import { declareProblem, finishProblem, passProblem, yieldProblem } from './register-duel.problems.js';
import { REGISTER_DUEL_RULES as RULES } from './register-duel.rules.js';
import { isFlanked, karmaWords, nameOf, openRegister, pendingDecision, playValue, why } from './register-duel.steps.js';

type Snapshot = Pick<SnapshotFrom<typeof registerDuelMachine>, 'context' | 'hasTag'>;

/** Whose move it is: the side to declare, or to decide on a hit or a joker; undefined when it is the table's. */
export function actor(snapshot: Snapshot): Side | undefined {
  if (snapshot.hasTag('declaring')) return snapshot.context.toDeclare;
  if (snapshot.hasTag('deciding')) return pendingDecision(snapshot.context)?.side;
  return undefined;
}

/** Where the duel stands, in one line: the round (and a charge or surprise round), the range, who holds the initiative. */
export function statusLine(ctx: RegisterDuelContext): string {
  const init = ctx.attacker === undefined ? 'initiative not drawn yet' : `${ctx.fighters[ctx.attacker].name} holds the initiative`;
  const opening = ctx.charge !== undefined ? ' · the charge round' : ctx.surprised !== undefined ? ' · the surprise round' : '';
  if (ctx.hold)
    return `Round ${ctx.round} · ${ctx.fighters[ctx.hold.by].name} holds ${ctx.fighters[other(ctx.hold.by)].name} fast (${ctx.hold.kind === 'pin' ? 'a pin' : 'a choke'}) · turn ${ctx.hold.turns.length + 1} of the hold`;
  return `Round ${ctx.round}${opening} · ${rangeWords(ctx.range)} · ${init}`;
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
  if (f.bound) out.push(f.bound === 'head-butt' ? 'arms or legs bound (a head butt only)' : 'arms or legs bound (helpless)');
  return out;
}

/** The summary a reader is shown: how the fight ended, once it is over. */
export function summary(snapshot: Pick<Snapshot, 'context'>): readonly Why[] | undefined {
  return fightSummary(snapshot.context);
}

/**
 * A short account of the fight once it is over: how and when it ended, the damage each side
 * took, and who lost a weapon. Undefined while the fight goes on.
 */
export function fightSummary(ctx: RegisterDuelContext): readonly Why[] | undefined {
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
              `The fight ended in round ${ctx.round}: ${nameOf(ctx, end.side!)} held ${nameOf(ctx, other(end.side!))} fast, and let go.`,
              RULES.breakingHold,
            )
          : end.how === 'passed-out'
            ? why(
                `The fight ended in round ${ctx.round}: ${nameOf(ctx, end.side!)} passed out in ${nameOf(ctx, other(end.side!))}'s choke.`,
                RULES.breakingHold,
              )
            : why(`The fight ended in round ${ctx.round}: ${nameOf(ctx, end.side!)} broke away.`, RULES.endingCombat);
  const damage = why(`Damage taken: ${a.name} ${ctx.damage[0]} of ${a.hitPoints}, ${b.name} ${ctx.damage[1]} of ${b.hitPoints}.`);
  const disarmed = ([0, 1] as Side[]).filter((s) => ctx.disarmed[s]).map((s) => nameOf(ctx, s));
  return disarmed.length > 0 ? [how, damage, why(`Disarmed: ${disarmed.join(' and ')}.`)] : [how, damage];
}

// ---------------------------------------------------------------------------------------
// What a reader may do now, and which move a learner should press

/** The GM's values a joker move offers, the suggested one first: nothing favours either side. */
const JOKER_MOVES: readonly number[] = [0, 5, -5];

const declared = (ctx: RegisterDuelContext, e: DeclaredEvent): string =>
  `${ctx.fighters[e.side].name}: ${maneuver(e.maneuver).name.toLowerCase()} with the ${formatCard(e.card)}, worth ${karmaWords(e.card)}`;

/**
 * The moves open now, the one a learner should press marked. The teaching's rule is the plain
 * one the computer opponent plays (register-duel.opponent.ts): attack with your best card
 * while you have a good one, then stop; answer with your best card; on a hit card, draw
 * another card only while the card is worth +1 or less (a weak card has little to lose); the
 * GM names a joker 0 unless the story says otherwise. The table's own steps (drawing,
 * turning over, the next round) are the only move at theirs.
 */
export function moves(snapshot: Snapshot): Move<RegisterDuelEvent>[] {
  const ctx = snapshot.context;
  if (snapshot.hasTag('over')) return [];
  const only = (id: string, label: string, event: RegisterDuelEvent): Move<RegisterDuelEvent>[] => [{ id, label, event, suggested: true }];
  if (snapshot.hasTag('drawing for the initiative'))
    return only('draw-initiative', 'Draw for the initiative', { type: 'initiative.drawn' });
  if (snapshot.hasTag('turning over'))
    return only('turn-over', `Turn over register ${ctx.registers[ctx.cursor]!.number}`, { type: 'register.revealed' });
  if (snapshot.hasTag('turn over')) return only('next-round', 'Begin the next round', { type: 'round.begun' });
  const open: Move<RegisterDuelEvent>[] = [];
  const yieldIt = { type: 'initiative.yielded' } as const;
  const mayYield = yieldProblem(ctx) === undefined;
  const yieldLabel = () => `${ctx.fighters[ctx.attacker!].name} gives up the initiative`;
  if (snapshot.hasTag('holding the initiative')) {
    open.push({ id: 'draw-hands', label: 'Attack: both draw their hands', event: { type: 'hands.drawn' }, suggested: true });
    if (mayYield) open.push({ id: 'yield', label: yieldLabel(), event: yieldIt });
    return open;
  }
  if (snapshot.hasTag('deciding')) {
    const p = pendingDecision(ctx);
    if (!p) return [];
    const name = ctx.fighters[p.side].name;
    if (p.kind === 'joker')
      return JOKER_MOVES.map((value, i) => ({
        id: `joker-${value}`,
        label: `GM: ${name}'s joker is worth ${signed(value)}`,
        event: { type: 'joker.ruled', side: p.side, value },
        ...(i === 0 ? { suggested: true } : {}),
      }));
    const worth = signed(playValue(ctx.registers[ctx.cursor]!, p.side));
    const draws = chooseMove(snapshot as SnapshotFrom<typeof registerDuelMachine>, p.side, DUEL_KIT)?.type === 'hit.taken';
    const hits: Move<RegisterDuelEvent>[] = [
      { id: 'draw', label: `${name}: draw another card onto the ${worth}`, event: { type: 'hit.taken', side: p.side } },
      { id: 'keep', label: `${name}: keep the card at ${worth}`, event: { type: 'hit.declined', side: p.side } },
    ];
    return hits.map((m) => (m.id === (draws ? 'draw' : 'keep') ? { ...m, suggested: true } : m));
  }
  if (!snapshot.hasTag('declaring')) return [];
  const side = ctx.toDeclare;
  const plain = chooseMove(snapshot as SnapshotFrom<typeof registerDuelMachine>, side, DUEL_KIT);
  if (plain?.type === 'maneuver.declared') {
    open.push({ id: 'declare-best', label: declared(ctx, plain), event: plain });
    // The same maneuver with the weakest card instead: what the best card was worth.
    const hand = ctx.hands[side];
    const weakest = [...hand].sort((a, b) => (karmaValue(a) ?? 99) - (karmaValue(b) ?? 99))[0];
    if (weakest !== undefined && weakest !== plain.card) {
      const e: DeclaredEvent = { ...plain, card: weakest };
      if (declareProblem(ctx, e) === undefined) open.push({ id: 'declare-weakest', label: declared(ctx, e), event: e });
    }
  }
  const pass = { type: 'maneuver.passed', side } as const;
  const finish = { type: 'declaration.finished', side } as const;
  if (passProblem(ctx, side) === undefined)
    open.push({ id: 'leave-empty', label: `${ctx.fighters[side].name} leaves the register empty`, event: pass });
  if (finishProblem(ctx, side) === undefined) open.push({ id: 'stop', label: `${ctx.fighters[side].name} stops declaring`, event: finish });
  if (mayYield && side === ctx.attacker) open.push({ id: 'yield', label: yieldLabel(), event: yieldIt });
  const suggested =
    plain?.type === 'maneuver.declared'
      ? 'declare-best'
      : plain?.type === 'declaration.finished'
        ? 'stop'
        : plain?.type === 'initiative.yielded'
          ? 'yield'
          : plain?.type === 'maneuver.passed'
            ? 'leave-empty'
            : open[0]?.id;
  return open.map((m) => (m.id === suggested ? { ...m, suggested: true } : m));
}

/** Where the table stands, in one plain sentence. */
export function headline(snapshot: Snapshot): string {
  const ctx = snapshot.context;
  if (snapshot.hasTag('over')) return fightSummary(ctx)?.[0]?.text ?? 'The fight is over';
  const name = (s: Side) => ctx.fighters[s].name;
  const hurt = `damage ${name(0)} ${ctx.damage[0]} of ${ctx.fighters[0].hitPoints}, ${name(1)} ${ctx.damage[1]} of ${ctx.fighters[1].hitPoints}`;
  let now: string;
  if (snapshot.hasTag('drawing for the initiative')) now = 'both fighters draw for the initiative';
  else if (snapshot.hasTag('holding the initiative')) now = `${name(ctx.attacker!)} holds the initiative: attack or give it up`;
  else if (snapshot.hasTag('declaring')) {
    const { index, slot } = openRegister(ctx);
    now = `${name(ctx.toDeclare)} ${slot === 'attack' ? 'opens' : 'answers'} register ${index + 1}`;
  } else if (snapshot.hasTag('turning over')) now = `register ${ctx.registers[ctx.cursor]!.number} lies face down`;
  else if (snapshot.hasTag('deciding')) {
    const p = pendingDecision(ctx);
    now =
      p?.kind === 'joker' ? `the GM names what ${name(p.side)}'s joker is worth` : `${name(p!.side)} may draw another card onto a hit card`;
  } else now = 'the turn is over';
  return `Round ${ctx.round} at ${rangeWords(ctx.range)}: ${now}; ${hurt}`;
}
