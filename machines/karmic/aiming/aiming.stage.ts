/**
 * What aiming's stage draws of the two people in it, derived from the context: the shooter
 * (the weapon in hand, the rounds aimed) and the target (how far, where the shot is called,
 * what it is doing, its dodge or block, the wound a hit left). The widget only draws these tokens; nothing here
 * decides a rule.
 */
import { signed } from '../../core/explain.js';
import { CREATURE_SIZE_LABELS, HIT_LOCATION_LABELS, SITUATIONS } from '../ranged-tables.js';
import type { AimingContext } from './aiming.context.js';

/** A mark on a token: what the person is doing, or the wound a hit left. */
export interface AimingMark {
  readonly kind: 'status' | 'wound';
  /** Its words: what a screen reader hears and the page keeps as text. */
  readonly label: string;
  readonly icon?: 'wound' | 'spread' | 'stone';
  readonly count?: number;
}

/** One person on the stage, as a token draws it. */
export interface AimingToken {
  readonly id: 'shooter' | 'target';
  readonly name: string;
  readonly figure: 'person';
  readonly side: 'pc' | 'foe';
  readonly detail: string;
  readonly markers: readonly AimingMark[];
  /** The shooter acts while the shot is not away; the target while it dodges or blocks. */
  readonly acting: boolean;
}

/** The shooter and the target, in that order. */
export function aimingTokens(ctx: AimingContext): readonly [AimingToken, AimingToken] {
  const t = ctx.target;
  const w = ctx.weapon;
  const shooterMarks: AimingMark[] = [];
  if (ctx.roundsAimed > 0)
    shooterMarks.push({
      kind: 'status',
      label: `aimed ${ctx.roundsAimed} round${ctx.roundsAimed === 1 ? '' : 's'}`,
      icon: 'spread',
      count: ctx.roundsAimed,
    });
  const targetMarks: AimingMark[] = [];
  if (t.defence.kind !== 'none')
    targetMarks.push({
      kind: 'status',
      label: t.defence.kind === 'dodge' ? `dodging (skill ${t.defence.skill})` : `blocking with a shield (skill ${t.defence.skill})`,
      icon: 'stone',
    });
  const o = ctx.shot?.result?.outcome;
  if (o?.kind === 'hit') targetMarks.push({ kind: 'wound', label: `hit for ${o.damage} damage`, icon: 'wound', count: o.damage });
  const situations =
    t.situations.map((id) => SITUATIONS.find((s) => s.id === id)!.label.toLowerCase()).join(', ') || 'situation not stated';
  return [
    {
      id: 'shooter',
      name: 'Shooter',
      figure: 'person',
      side: 'pc',
      detail: `${w.name}, skill ${ctx.shooter.skill}, finesse ${signed(ctx.shooter.finesse)}`,
      markers: shooterMarks,
      acting: ctx.shot === null || ctx.shot.result === null,
    },
    {
      id: 'target',
      name: 'Target',
      figure: 'person',
      side: 'foe',
      detail: `${situations}, ${t.distance} yards, ${HIT_LOCATION_LABELS[t.location].toLowerCase()}, ${CREATURE_SIZE_LABELS[t.size].toLowerCase()}${t.inMelee ? ', in a melee' : ''}`,
      markers: targetMarks,
      acting: false,
    },
  ];
}
