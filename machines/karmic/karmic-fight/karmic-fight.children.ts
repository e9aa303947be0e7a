/**
 * The procedures a fight plays, each through its own `index.ts`: how a phase starts one from
 * the roster (wounds carried over, a seed from the fight's generator), and what a finished one
 * did. Nothing here works out a rule: the child's machine does, and this reads its context.
 */
import { begin, contextOf, isOver, type Playing } from '../../core/compose.js';
import type { Procedure } from '../../core/procedure.js';
import { modifiedTotal, succeeds } from '../checks.js';
import type { Fighter } from '../melee/fighters.js';
import { aiming, type AimingContext } from '../aiming/index.js';
import { karmaCheck, type KarmaCheckContext } from '../karma-check/index.js';
import { multipleOpponents, type MultipleOpponentsContext, type MultipleOpponentsInput } from '../multiple-opponents/index.js';
import { registerDuel, type RegisterDuelContext, type RegisterDuelInput } from '../register-duel/index.js';
import type { Bout, ChildKind, KarmicFightContext, Member } from './karmic-fight.context.js';
import { LOOKOUT_DIFFICULTY } from './karmic-fight.rules.js';

export const CHILDREN: Readonly<Record<ChildKind, Procedure>> = {
  check: karmaCheck,
  shot: aiming,
  duel: registerDuel,
  several: multipleOpponents,
};

/** The bout's procedure with its snapshot, ready for compose.ts. */
export function playingOf(bout: Bout): Playing {
  return { procedure: CHILDREN[bout.kind], snapshot: bout.snapshot as Playing['snapshot'] };
}

/** A fighter as he comes to the next procedure: his hit points are those he has left. */
export function woundedFighter(ctx: Pick<KarmicFightContext, 'roster' | 'damage'>, i: number): Fighter {
  const f = ctx.roster[i]!.fighter;
  return { ...f, hitPoints: Math.max(1, f.hitPoints - ctx.damage[i]!) };
}

/** Has the bout's procedure come to its end (a check or shot resolved, a melee over)? */
export function boutDone(bout: Bout): boolean {
  const playing = playingOf(bout);
  if (bout.kind === 'check' || bout.kind === 'shot') return (bout.snapshot as { hasTag(t: string): boolean }).hasTag('resolved');
  return isOver(playing);
}

function bout(kind: ChildKind, party: number, foes: readonly number[], input: unknown): Bout {
  return { kind, party, foes, snapshot: begin(CHILDREN[kind], input as never).snapshot };
}

/** The lookout's awareness: a basic check, combat training as the skill, from his own karma deck. */
export function lookoutCheck(ctx: KarmicFightContext, lookout: number, seed: number): Bout {
  const base = karmaCheck.setup({}, seed).input;
  const f = ctx.roster[lookout]!.fighter;
  const actor = {
    ...base.actor,
    label: f.name,
    skill: f.combatTraining,
    difficulty: LOOKOUT_DIFFICULTY,
    deck: 'karma' as const,
    stacked: [],
  };
  return bout('check', lookout, [], { ...base, seed, mode: 'basic', actor });
}

/** Did the lookout's check succeed (modified total above 0)? */
export function lookoutSucceeded(b: Bout): boolean {
  const side = (contextOf(playingOf(b)) as KarmaCheckContext).sides[0];
  if (!side?.play) return false;
  const total = modifiedTotal(side.play, side.modifiers, side.verdict ?? undefined);
  return total !== undefined && succeeds(total);
}

/** A shot at the foe, at the distance the foes have reached, walking in with no dodge. */
export function shotAt(ctx: KarmicFightContext, shooter: number, foe: number, seed: number): Bout {
  const base = aiming.setup({}, seed).input;
  const m: Member = ctx.roster[shooter]!;
  const f = m.fighter;
  return bout('shot', shooter, [foe], {
    ...base,
    seed,
    stacked: [],
    targetStacked: [],
    weapon: m.shoot!.weapon,
    shooter: { skill: m.shoot!.skill, finesse: f.finesse, armourFinesse: f.armour },
    target: { ...base.target, distance: ctx.distance, situations: ['walking'], defence: { kind: 'none', skill: 0, awareness: 0 } },
  });
}

/** The shot's damage to the foe (0 when it missed) and the turns it took. */
export function shotResult(b: Bout): { damage: number; turns: number } {
  const ctx = contextOf(playingOf(b)) as AimingContext;
  const outcome = ctx.shot?.result?.outcome;
  return { damage: outcome?.kind === 'hit' ? outcome.damage : 0, turns: ctx.turn };
}

/** One on one: the register duel, the opening (a foe's charge or surprise) only in the melee's first fight. */
export function duel(ctx: KarmicFightContext, pc: number, foe: number, seed: number, opening: RegisterDuelInput['opening']): Bout {
  const base = registerDuel.setup({}, seed).input;
  const input: RegisterDuelInput = {
    ...base,
    seed,
    stacked: [[], []],
    fighters: [woundedFighter(ctx, pc), woundedFighter(ctx, foe)],
    ...(opening ? { opening } : {}),
  };
  return bout('duel', pc, [foe], input);
}

/** One against two or three: the table of several (its openings are the lone fighter's; none is played). */
export function several(ctx: KarmicFightContext, pc: number, foes: readonly number[], seed: number): Bout {
  const base = multipleOpponents.setup({}, seed).input;
  const input: MultipleOpponentsInput = {
    ...base,
    seed,
    lone: woundedFighter(ctx, pc),
    foes: foes.map((i) => woundedFighter(ctx, i)),
    stacked: {},
    surprised: [],
  };
  delete (input as { charge?: number }).charge;
  return bout('several', pc, foes, input);
}

/** A finished melee: damage dealt to each roster index, and who leaves the fight other than by wounds. */
export function meleeResult(b: Bout): { damage: Map<number, number>; leaves: number[] } {
  const damage = new Map<number, number>();
  const leaves: number[] = [];
  if (b.kind === 'duel') {
    const c = contextOf(playingOf(b)) as RegisterDuelContext;
    const who = [b.party, b.foes[0]!];
    damage.set(who[0]!, c.damage[0]).set(who[1]!, c.damage[1]);
    const end = c.ended;
    if (end && end.side !== undefined && end.how !== 'out') {
      // A hold: the one held leaves; a yield, a disengage or a faint: that fighter leaves.
      leaves.push(end.how === 'held' ? who[end.side === 0 ? 1 : 0]! : who[end.side]!);
    }
  } else {
    const c = contextOf(playingOf(b)) as MultipleOpponentsContext;
    damage.set(b.party, c.damage.lone);
    b.foes.forEach((i, k) => damage.set(i, c.damage.foes[k] ?? 0));
  }
  return { damage, leaves };
}
