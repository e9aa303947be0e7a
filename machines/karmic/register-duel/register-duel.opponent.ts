/**
 * A simple, rules-following opponent for learning the duel alone. Pure: given the shown
 * snapshot's state and context, it names the event its side would send now, or nothing
 * when the move is not its own (drawing, turning cards, a joker's value: those are the
 * table's or the GM's). It plays plainly: attack with its best card when in reach,
 * otherwise move into reach; parry (or block, or dodge) with its best card; hit only
 * when the card so far is weak.
 *
 * Only a reader who plays against the computer needs it, so the widget loads it on demand;
 * it imports nothing at run time and consults the rules it is handed (register-duel.kit.ts).
 */
import type { ManeuverId } from '../maneuvers.js';
import type { Hand, Side } from '../melee/fighters.js';
import type { RegisterDuelContext, RegisterDuelEvent } from './register-duel.context.js';
import type { RegisterDuelMachine } from './register-duel.machine.js';
import type { DuelKit } from './register-duel.kit.js';
import type { Card } from '../../core/cards.js';
import type { SnapshotFrom } from 'xstate';

function byValue(kit: DuelKit, cards: readonly Card[]): Card[] {
  // Jokers are not the opponent's to value: they go last, played only when nothing else is left.
  return [...cards].sort((a, b) => (kit.karmaValue(b) ?? -99) - (kit.karmaValue(a) ?? -99));
}

// A fighter caught by a limb cuts himself free first, and one clung to throws the clinger off.
const ATTACK_PREFERENCE: readonly ManeuverId[] = [
  'chop',
  'buck',
  'attack',
  'lunge',
  'shield-bash',
  'bash',
  'hand-attack',
  'leg-attack',
  'hth-lunge',
  'close',
  'tackle',
  'retreat',
  'push',
];
const DEFENCE_PREFERENCE: readonly ManeuverId[] = ['parry', 'block', 'counter', 'hth-block', 'hth-dodge', 'melee-dodge'];

function firstLegal(
  kit: DuelKit,
  ctx: RegisterDuelContext,
  side: Side,
  ids: readonly ManeuverId[],
  card: Card,
  stops?: readonly string[],
): Extract<RegisterDuelEvent, { type: 'maneuver.declared' }> | undefined {
  const view = kit.viewOf(ctx);
  for (const id of ids) {
    const m = kit.maneuver(id);
    if (stops && m.defence && !stops.includes(m.defence)) continue;
    const noWeapon = id === 'melee-dodge' || id === 'buck' || m.group === 'striking' || m.group === 'wrestling';
    for (const hand of (noWeapon ? ['none'] : id === 'close' || id === 'retreat' ? ['main', 'off', 'none'] : ['main', 'off']) as Hand[]) {
      const decl = { side, maneuver: id, card, hand, holdGround: false, location: 'torso' as const };
      if (!kit.declarationProblem(view, decl)) return { type: 'maneuver.declared', ...decl };
    }
  }
  return undefined;
}

/** The event the opponent playing `side` sends now, or undefined when it is not its move. */
export function chooseMove(snapshot: SnapshotFrom<RegisterDuelMachine>, side: Side, kit: DuelKit): RegisterDuelEvent | undefined {
  const ctx = snapshot.context;
  if (snapshot.hasTag('holding the initiative')) return ctx.attacker === side ? { type: 'hands.drawn' } : undefined;
  if (snapshot.hasTag('deciding')) {
    const p = kit.pendingDecision(ctx);
    if (!p || p.side !== side || p.kind !== 'hit') return undefined;
    const play = ctx.registers[ctx.cursor]!.plays[side]!;
    return (kit.cardValue(play) ?? 0) <= 1 ? { type: 'hit.taken', side } : { type: 'hit.declined', side };
  }
  if (!snapshot.hasTag('declaring') || ctx.toDeclare !== side) return undefined;
  const hand = byValue(kit, ctx.hands[side]);
  const best = hand[0];
  if (side === ctx.attacker) {
    const declaredThisTurn = ctx.registers.some((r) => r.attack.side === side);
    if (best === undefined) return declaredThisTurn ? { type: 'declaration.finished', side } : { type: 'initiative.yielded' };
    if (declaredThisTurn && (kit.karmaValue(best) ?? 0) < 0) return { type: 'declaration.finished', side };
    const move = firstLegal(kit, ctx, side, ATTACK_PREFERENCE, best);
    if (move) return move;
    return ctx.registers.length === 0 ? { type: 'initiative.yielded' } : { type: 'declaration.finished', side };
  }
  if (kit.openRegister(ctx).slot !== 'defence' || best === undefined) return undefined;
  const attack = ctx.registers[ctx.registers.length - 1]!.attack;
  const stops = kit.maneuver(attack.maneuver).stoppedBy ?? [];
  return firstLegal(kit, ctx, side, DEFENCE_PREFERENCE, best, stops) ?? { type: 'maneuver.passed', side };
}
