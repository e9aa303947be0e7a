/**
 * Ramming in the exchange ("Ramming", and the table ruling on a ram in play): up to a double
 * move into the foe's square for both actions, rolled to hit as an attack; its damage a die
 * for every step of the run, and the rammer takes half.
 */
import { num, signed, type Why } from '../../core/explain.js';
import { type Chance } from '../../core/random.js';
import { damageTaken, hitDamage, type Outcome } from '../attack.js';
import { formatDice, ramRow, ramSteps, rollRam } from '../damage.js';
import { ACTION_COST, ATTACK_ROLL_RULES as R, unlistedSpeedWhy } from './attack-roll.rules.js';
import { other, type Planned, type DamageRecord, type AttackRollContext, type Side } from './attack-roll.context.js';
import { speedOf, defenseNow, type DamageSpec } from './attack-roll.fighters.js';
import { tell, safely, setFighter, checkBody, spend, actor, actionsProblem, turnProblem } from './attack-roll.steps.js';
import { arrives, setOff } from './attack-roll.triggers.js';

export function declareRam(ctx: AttackRollContext): AttackRollContext {
  const by = actor(ctx);
  const f = ctx[by];
  const feet = ctx.distance;
  const row = ramRow(f.size);
  const steps = ramSteps(feet, row.stepFeet);
  const moved: AttackRollContext = { ...spend(ctx, ACTION_COST.ram), distance: 0 };
  const why: Why[] = [
    {
      text: `${f.name} rams: ${feet} feet at size ${signed(f.size)}, ending in ${ctx[other(by)].name}'s square, both actions. ${steps} step${steps > 1 ? 's' : ''} of ${formatDice(row.damage)} per ${row.stepFeet} feet.`,
      rule: R.ramming,
    },
    ...unlistedSpeedWhy(f.name, f.size, f.quadruped),
  ];
  const set = setOff(moved, other(by), { moved: true, arrived: arrives(feet, 0), attacked: true });
  why.push(...set.why);
  const own: Planned[] = set.steppedAway ? [] : [{ how: 'ram', by, weapon: null, n: 1, of: 1, feet }];
  if (set.steppedAway) why.push({ text: `The ram ends where ${ctx[other(by)].name} stood, striking no one.`, rule: R.preparedKinds });
  const queue = [...set.queued, ...own];
  return tell({ ...set.ctx, queue, stage: queue.length ? 'attack' : null, current: null }, why);
}

export function ramProblem(ctx: AttackRollContext): string | undefined {
  const side = actor(ctx);
  const most = 2 * speedOf(ctx, side);
  const foe = ctx[other(side)].name;
  return (
    turnProblem(ctx) ??
    actionsProblem(ctx, ACTION_COST.ram) ??
    (ctx.distance === 0 ? `${ctx[side].name} is already in ${foe}'s square` : undefined) ??
    (ctx.distance > most ? `a ram covers at most a double move, ${most} feet, and ${foe} is ${ctx.distance} feet away` : undefined)
  );
}

/**
 * A ram's damage ("Ramming"): a die for every step of the run, the sum dealt as any blow's (a
 * glancing ram meets Reduction; a wound's penalty on every roll counts once); the rammer takes
 * half the damage rolled.
 */
export function rollRamDamage(
  ctx: AttackRollContext,
  plan: Planned,
  spec: Extract<DamageSpec, { kind: 'ram' }>,
  outcome: Outcome,
): { damage: DamageRecord; chance: Chance; note?: Why } {
  const target = other(plan.by);
  const defense = defenseNow(ctx, target);
  const rolled = safely(ctx.chance, (c) => rollRam(c, ctx[plan.by].size, plan.feet ?? 0));
  const ram = rolled.value;
  const dealt = hitDamage(ram.rolled, spec.bonus);
  const lifeLost = damageTaken(outcome, dealt, ctx[target].defenses, defense.awareness, false);
  const damage: DamageRecord = {
    dice: `${ram.steps.length} × ${formatDice(spec.step)}`,
    faces: ram.steps,
    terms: [...ram.steps.map((s, i) => ({ label: `step ${i + 1}`, value: s })), ...spec.terms],
    dealt,
    ...(outcome === 'glancing' ? { passive: defense.reduction.passive, active: defense.reduction.active } : { passive: 0, active: 0 }),
    lifeLost,
    rammerTakes: ram.rammerTakes,
    steps: ram.steps,
  };
  return { damage, chance: rolled.chance, ...(rolled.note ? { note: rolled.note } : {}) };
}

/** Table ruling (a ram in play): the rammer takes half the damage rolled, rounded down, and may fall to it. */
export function rammerTakesHalf(ctx: AttackRollContext, rammer: Side, rammerTakes: number): { ctx: AttackRollContext; why: Why[] } {
  const next = setFighter(ctx, rammer, { life: ctx[rammer].life - rammerTakes });
  const self = checkBody(next, rammer);
  return {
    ctx: self.ctx,
    why: [
      {
        text: `The rammer takes half the damage rolled, rounded down: ${ctx[rammer].name} loses ${rammerTakes} Life (Life ${num(next[rammer].life)}).`,
        rule: R.ram,
      },
      ...self.why,
    ],
  };
}
