/**
 * A charge into a tackle ("Charge", and the table ruling on what a tackle is): a straight-line
 * Move that ends within reach, then a tackle, both actions, for +2 to the Strength check the LM
 * makes; a tackle that succeeds brings the foe down, unable to move (so immobile, and open to a
 * lethal blow) until it spends a Move getting up.
 */
import { signed, type Why } from '../../core/explain.js';
import { ACTION_COST, ATTACK_ROLL_RULES as R, CHARGE_BONUS, MELEE_REACH_FEET, unlistedSpeedWhy } from './attack-roll.rules.js';
import { other, type AttackRecord, type AttackRollContext, type Planned } from './attack-roll.context.js';
import { checkPenalties } from './attack-roll.fighters.js';
import { tell, setSide, spend, actor } from './attack-roll.steps.js';
import { finishAttack, runUpProblem } from './attack-roll.attacks.js';
import { setOff } from './attack-roll.triggers.js';

/** Charge into a tackle: the run, then (once any prepared attacks it sets off are rolled) the Strength check. */
export function declareTackle(ctx: AttackRollContext): AttackRollContext {
  const by = actor(ctx);
  const f = ctx[by];
  const foe = ctx[other(by)].name;
  const moved: AttackRollContext = { ...spend(ctx, ACTION_COST.tackle), distance: MELEE_REACH_FEET };
  const why: Why[] = [
    {
      text: `${f.name} charges ${ctx.distance - MELEE_REACH_FEET} feet in a straight line and tackles ${foe}: a Move and the tackle, both actions, for +${CHARGE_BONUS} to the Strength check.`,
      rule: R.actions,
    },
    ...unlistedSpeedWhy(f.name, f.size, f.quadruped),
  ];
  const set = setOff(moved, other(by), { moved: true, arrived: true, attacked: true });
  why.push(...set.why);
  const own: Planned[] = set.steppedAway ? [] : [{ how: 'tackle', by, weapon: null, n: 1, of: 1 }];
  if (set.steppedAway) why.push({ text: `${foe} has stepped out of reach: the tackle finds no one.`, rule: R.preparedKinds });
  else if (!set.queued.length) why.push(strengthAsked(set.ctx, own[0]!));
  const queue = [...set.queued, ...own];
  const stage = queue.length === 0 ? null : queue[0]!.how === 'tackle' ? 'strength' : 'attack';
  return tell({ ...set.ctx, queue, stage, current: null }, why);
}

/** What the LM is asked: the tackler's Strength check, at +2 for the charge. */
export function strengthAsked(ctx: AttackRollContext, plan: Planned): Why {
  return {
    text: `The LM makes ${ctx[plan.by].name}'s Strength check, ${signed(CHARGE_BONUS)} for the charge${checkPenalties(ctx, plan.by)}: did it pass?`,
    rule: R.tackle,
  };
}

/** The Strength check's result: passed, the foe is down. */
export function checkStrength(ctx: AttackRollContext, passed: boolean): AttackRollContext {
  const plan = ctx.queue[0]!;
  const target = other(plan.by);
  const record: AttackRecord = { round: ctx.round, how: 'tackle', by: plan.by, weapon: 'a tackle', n: 1, of: 1, tackled: passed };
  const next = passed ? setSide(ctx, target, { down: true }) : ctx;
  const t = ctx[target].name;
  return tell(finishAttack(next, record), [
    passed
      ? {
          text: `The Strength check passes: ${t} is brought down. It cannot move, and counts as immobile, until it spends a Move getting up.`,
          rule: R.tackle,
        }
      : { text: `The Strength check fails: ${t} stays on its feet.`, rule: R.tackle },
  ]);
}

export function tackleProblem(ctx: AttackRollContext): string | undefined {
  return runUpProblem(ctx, ACTION_COST.tackle);
}
