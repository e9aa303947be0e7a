/**
 * Ramming in the exchange ("Ramming", and the table ruling on a ram in play): up to a double
 * move into the target's square for both actions, rolled to hit as an attack; its damage a
 * die for every step of the run, and the rammer takes half.
 */
import { num, signed, type Why } from '../../core/explain.js';
import { type Chance } from '../../core/random.js';
import { damageTaken, type Outcome } from '../attack.js';
import { formatDice, ramRow, ramSteps, rollRam } from '../wounds.js';
import { ACTION_COST, ATTACK_ROLL_RULES as R, unlistedSpeedWhy } from './attack-roll.rules.js';
import type { Planned, DamageRecord, AttackRollContext } from './attack-roll.context.js';
import { speedOf, defenseNow, type DamageSpec } from './attack-roll.fighters.js';
import { tell, safely, setFighter, checkBody, spend, actionsProblem, targetProblem } from './attack-roll.steps.js';

export function declareRam(ctx: AttackRollContext): AttackRollContext {
  const feet = ctx.distance;
  const row = ramRow(ctx.attacker.size);
  const steps = ramSteps(feet, row.stepFeet);
  const next: AttackRollContext = {
    ...spend(ctx, ACTION_COST.ram),
    distance: 0,
    queue: [{ how: 'ram', weapon: null, n: 1, of: 1, feet }],
    stage: 'attack',
    current: null,
  };
  return tell(next, [
    {
      text: `${ctx.attacker.name} rams: ${feet} feet at size ${signed(ctx.attacker.size)}, ending in ${ctx.defender.name}'s square, both actions. ${steps} step${steps > 1 ? 's' : ''} of ${formatDice(row.damage)} per ${row.stepFeet} feet.`,
      rule: R.ramming,
    },
    ...unlistedSpeedWhy(ctx.attacker.name, ctx.attacker.size, ctx.attacker.quadruped),
  ]);
}

export function ramProblem(ctx: AttackRollContext): string | undefined {
  const most = 2 * speedOf(ctx, 'attacker');
  return (
    targetProblem(ctx) ??
    actionsProblem(ctx, ACTION_COST.ram) ??
    (ctx.distance === 0 ? `${ctx.attacker.name} is already in ${ctx.defender.name}'s square` : undefined) ??
    (ctx.distance > most
      ? `a ram covers at most a double move, ${most} feet, and ${ctx.defender.name} is ${ctx.distance} feet away`
      : undefined)
  );
}

/**
 * A ram's damage ("Ramming"): a die for every step of the run, the sum dealt as any blow's (a
 * glancing ram meets Reduction); the rammer takes half the damage rolled.
 */
export function rollRamDamage(
  ctx: AttackRollContext,
  plan: Planned,
  spec: Extract<DamageSpec, { kind: 'ram' }>,
  outcome: Outcome,
): { damage: DamageRecord; chance: Chance; note?: Why } {
  const defense = defenseNow(ctx);
  const rolled = safely(ctx.chance, (c) => rollRam(c, ctx.attacker.size, plan.feet ?? 0));
  const ram = rolled.value;
  const dealt = ram.rolled;
  const lifeLost = damageTaken(outcome, dealt, ctx.defender.defenses, defense.awareness, false);
  const damage: DamageRecord = {
    dice: `${ram.steps.length} × ${formatDice(spec.step)}`,
    faces: ram.steps,
    terms: ram.steps.map((s, i) => ({ label: `step ${i + 1}`, value: s })),
    dealt,
    ...(outcome === 'glancing' ? { passive: defense.reduction.passive, active: defense.reduction.active } : { passive: 0, active: 0 }),
    lifeLost,
    rammerTakes: ram.rammerTakes,
    steps: ram.steps,
  };
  return { damage, chance: rolled.chance, ...(rolled.note ? { note: rolled.note } : {}) };
}

/** Table ruling (a ram in play): the rammer takes half the damage rolled, rounded down, and may fall to it. */
export function rammerTakesHalf(ctx: AttackRollContext, rammerTakes: number): { ctx: AttackRollContext; why: Why[] } {
  const next = setFighter(ctx, 'attacker', { life: ctx.attacker.life - rammerTakes });
  const self = checkBody(next, 'attacker');
  return {
    ctx: self.ctx,
    why: [
      {
        text: `The rammer takes half the damage rolled, rounded down: ${ctx.attacker.name} loses ${rammerTakes} Life (Life ${num(next.attacker.life)}).`,
        rule: R.ram,
      },
      ...self.why,
    ],
  };
}
