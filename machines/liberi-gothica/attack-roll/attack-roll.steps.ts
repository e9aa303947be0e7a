/**
 * What every step of the exchange shares: the first context, saying why a step went as it
 * did (and a line for the log), rolling through the seeded source, a fighter's Life changed
 * and the body checked after it, actions spent, and the refusals many steps give (no actions
 * left, the target dead). The steps themselves live in files named for what they play:
 * turns, attacks, rams, delayed and prepared attacks, a crippling wound, a lethal blow,
 * orders to minions, reloads, treatment and rest.
 */
import { num, type Why } from '../../core/explain.js';
import { createChance, type Chance } from '../../core/random.js';
import { causeOfDeath, condition } from '../body.js';
import { ATTACK_ROLL_RULES as R, orderLapses } from './attack-roll.rules.js';
import type { Side, AttackRollInput, AttackRollContext } from './attack-roll.context.js';
import { bodyOf, defenseNow } from './attack-roll.fighters.js';

/** A round begins with neither side having taken its turn. */
export const NOBODY_ACTED = { attacker: false, defender: false } as const;

/** The table before the first round: both fighters as given, the distance, the seeded source. */
export function createInitialContext(input: AttackRollInput): AttackRollContext {
  const ctx: AttackRollContext = {
    attacker: { ...input.attacker, weapons: [...input.attacker.weapons] },
    defender: { ...input.defender, defenses: input.defender.defenses.map((x) => ({ ...x })) },
    distance: input.distance,
    round: 0,
    first: null,
    acted: NOBODY_ACTED,
    turn: null,
    actionsLeft: 0,
    delayed: false,
    prepared: 0,
    roundPenalty: 0,
    defending: false,
    deflectionRound: null,
    surprised: input.defender.awareness === 'surprised',
    losesTurn: false,
    orderLapsed: false,
    minionOrder: null,
    loaded: input.attacker.reload?.loaded ?? true,
    reloading: 0,
    reloadedThisTurn: false,
    queue: [],
    stage: null,
    current: null,
    attacks: [],
    afflictions: [],
    fightOver: false,
    hour: 0,
    fallen: null,
    deathCause: null,
    chance: createChance(input.seed, input.rolls ?? []),
    why: [],
    log: [],
  };
  const { total } = defenseNow(ctx);
  return tell(ctx, [
    {
      text: `${ctx.attacker.name} faces ${ctx.defender.name}, ${num(ctx.distance)} feet away; ${ctx.defender.name}'s base defense is ${num(ctx.defender.baseDefense)} and total defense ${num(total)}. The initiative cards say who acts first.`,
      rule: R.attackRoll,
    },
  ]);
}

/** Record why this step went as it did, and one line for the log. */
export function tell(ctx: AttackRollContext, why: readonly Why[], line?: string): AttackRollContext {
  return { ...ctx, why, log: [...ctx.log, line ?? why.map((w) => w.text).join(' ')] };
}

/**
 * Roll through the seeded source. A fixed roll that is not a face of the die asked for
 * (a 6 for a d4) cannot be used: the fixed rolls left are set aside, the seed rolls
 * instead, and the step says so.
 */
export function safely<T>(chance: Chance, roll: (c: Chance) => [T, Chance]): { value: T; chance: Chance; note?: Why } {
  try {
    const [value, next] = roll(chance);
    return { value, chance: next };
  } catch (e) {
    if (!(e instanceof RangeError) || chance.fixedRolls.length === 0) throw e;
    const [value, next] = roll({ random: chance.random, fixedRolls: [] });
    return {
      value,
      chance: next,
      note: {
        text: `The fixed rolls left (${chance.fixedRolls.join(', ')}) did not fit these dice, so they were set aside and the seed rolled.`,
      },
    };
  }
}

/** One fighter's Life or Vitality changed (the body is checked separately, by `checkBody`). */
export function setFighter(ctx: AttackRollContext, side: Side, change: { life?: number; vitality?: number }): AttackRollContext {
  return side === 'attacker' ? { ...ctx, attacker: { ...ctx.attacker, ...change } } : { ...ctx, defender: { ...ctx.defender, ...change } };
}

/** After Life changes: unconscious, dead, a minion's order lapsing, said in plain words. */
export function checkBody(ctx: AttackRollContext, side: Side): { ctx: AttackRollContext; why: Why[] } {
  const f = ctx[side];
  const body = bodyOf(f);
  const state = condition(body);
  const why: Why[] = [];
  let next = ctx;
  if (state === 'dead' && ctx.fallen === null) {
    const cause = causeOfDeath(body);
    const limit = cause === 'life' ? `Life ${num(f.life)} is below −${f.toughness} (minus Toughness)` : `${cause} is below 0`;
    next = { ...next, fallen: side, deathCause: limit };
    why.push({ text: `${f.name} is dead: ${limit}.`, rule: R.death });
  } else if (state === 'unconscious') {
    why.push({ text: `${f.name} is unconscious at Life ${num(f.life)} (below 0, not yet below −${f.toughness}).`, rule: R.death });
    why.push({ text: 'Unconscious, it counts as helpless.', rule: R.surprise });
    if (side === 'defender' && orderLapses(ctx.defender.kind, true) && !ctx.orderLapsed) {
      next = { ...next, orderLapsed: true };
      why.push({ text: `As a minion, ${f.name} can no longer follow its order: it lapses.`, rule: R.minionsInAFight });
    }
  } else if (state === 'alive' && (f.life === 0 || f.vitality === 0)) {
    why.push({ text: `${f.name} is at ${f.life === 0 ? 'Life' : 'Vitality'} 0: one action a turn.`, rule: R.death });
  }
  return { ctx: next, why };
}

/** Actions spent from the turn in play. */
export function spend(ctx: AttackRollContext, actions: number): AttackRollContext {
  return { ...ctx, actionsLeft: ctx.actionsLeft - actions };
}

/** Whether an event's value is one the rule allows (events come from saved tables and links too). */
export const oneOf = <T>(value: unknown, allowed: readonly T[]): value is T => allowed.includes(value as T);

/** Why a step that takes `need` actions cannot be taken with the actions left this turn. */
export function actionsProblem(ctx: AttackRollContext, need: number): string | undefined {
  if (ctx.actionsLeft >= need) return undefined;
  if (need === 2) return `it takes both actions of the turn, and ${ctx.actionsLeft === 0 ? 'none are' : 'only one is'} left`;
  return 'no actions are left this turn';
}

/** Why nothing more can be done to the fight: someone is dead. */
export function targetProblem(ctx: AttackRollContext): string | undefined {
  return ctx.fallen === null ? undefined : `${ctx[ctx.fallen].name} is dead`;
}
