/**
 * Karmic, "Charging", at the table of several (table ruling "A charge against several foes"):
 * the lone fighter charges the foe the table names. That pairing draws no initiative: the
 * charger holds it unless the foe's weapon reaches further (Karmic melee's `chargeInitiative`).
 * In the first round the charge is the only thing he does: one maneuver, against that foe, at
 * +1 maximum damage; that foe makes one maneuver too; the other foes fight as usual.
 */
import type { Why } from '../../core/explain.js';
import { chargeInitiative } from '../melee/reach.js';
import type { DeclaredEvent, MultipleOpponentsContext } from './multiple-opponents.context.js';
import type { Holder, Several } from './multiple-opponents.rules.js';
import { MULTIPLE_OPPONENTS_RULES as RULES } from './multiple-opponents.rules.js';

/** The foe he charges, while the first initiative draw is still to come (else undefined). */
export function chargeTarget(ctx: Pick<MultipleOpponentsContext, 'chargeAt' | 'round' | 'initiativeDraws'>): number | undefined {
  return ctx.round === 1 && ctx.initiativeDraws.length === 0 ? ctx.chargeAt : undefined;
}

/** Who holds the initiative in the pairing he charges into. */
export function chargeHolder(ctx: MultipleOpponentsContext, foe: number): Holder {
  return chargeInitiative([ctx.lone, ctx.foes[foe]!], 0) === 0 ? 'lone' : 'foe';
}

/** Why the charged pairing has its holder. */
export function chargeWhys(ctx: MultipleOpponentsContext, names: Several, foe: number): Why[] {
  const f = names.foes[foe]!;
  return [
    chargeHolder(ctx, foe) === 'lone'
      ? { text: `${names.lone} charges ${f} and holds the initiative over ${f}; the two draw no cards for it.`, rule: RULES.charging }
      : {
          text: `${names.lone} charges ${f}, but ${f}'s ${ctx.foes[foe]!.weapon.name} reaches further: ${f} holds the initiative over him.`,
          rule: RULES.charging,
        },
    {
      text: `This round the charge is all ${names.lone} does: one maneuver, against ${f}, at +1 maximum damage; ${f} makes one maneuver too.`,
      rule: RULES.severalCharge,
    },
  ];
}

/** Karmic, "Charging": "The charge is the only action the attacker may take that turn." */
export function chargeProblem(ctx: MultipleOpponentsContext, e: Pick<DeclaredEvent, 'foe' | 'targets'>): string | undefined {
  if (ctx.charging === undefined) return undefined;
  const aimed = [...(typeof e.foe === 'number' ? [e.foe] : []), ...(Array.isArray(e.targets) ? e.targets : [])];
  const elsewhere = aimed.find((f) => f !== ctx.charging);
  if (elsewhere === undefined) return undefined;
  return `the charge is the only thing ${ctx.lone.name} does this round: he lays nothing against ${ctx.foes[elsewhere]?.name ?? 'another foe'}`;
}

/** Why a table's charged foe cannot be played, or undefined (absent: no charge). */
export function chargeInputProblem(value: unknown, foes: number, surprised: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= foes)
    return 'the foe it charges is not a foe of this table';
  if (Array.isArray(surprised) && surprised.length > 0) return 'it opens with both a charge and a surprise';
  return undefined;
}
