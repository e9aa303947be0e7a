/**
 * What every step of the exchange shares: the first context (each fighter filled in from what
 * the table gave), saying why a step went as it did (and a line for the log), rolling through
 * the seeded source, a fighter's Life or state changed and the body checked after it, who is
 * acting, actions spent, and the refusals many steps give (no actions left, someone dead). The
 * steps themselves live in files named for what they play: turns, attacks, rams, tackles,
 * delayed and prepared actions, a crippling wound, a lethal blow, orders to minions,
 * continuous actions (reloads, abilities), treatment and rest.
 */
import { num, type Why } from '../../core/explain.js';
import { createChance, type Chance } from '../../core/random.js';
import { causeOfDeath, condition } from '../body.js';
import { ATTACK_ROLL_RULES as R, orderLapses } from './attack-roll.rules.js';
import {
  BOOK_RULES,
  other,
  type AttackerInput,
  type DefenderInput,
  type Fighter,
  type Minions,
  type Side,
  type SideState,
  type AttackRollInput,
  type AttackRollContext,
} from './attack-roll.context.js';
import { bodyOf, defenseNow } from './attack-roll.fighters.js';

/** A round begins with neither side having taken its turn. */
export const NOBODY_ACTED = { attacker: false, defender: false } as const;

/**
 * What a fighter stands at when its table does not say: base defense 7 with nothing worn, a
 * Liberi (the first fighter) or a creature (the second), aware, free to move; Attack 0, an
 * unarmed blow, melee. Tables saved before the exchange went both ways gave the first fighter
 * no defense and the second no attack: they open at these.
 */
export const FIGHTER_DEFAULTS = {
  baseDefense: 7,
  defenses: [],
  awareness: 'aware',
  immobile: false,
  attack: 0,
  athleticism: 0,
  weapons: ['unarmed'],
  reach: 'melee',
} as const satisfies Partial<Fighter>;
export const DEFAULT_KIND = { attacker: 'liberi', defender: 'creature' } as const;

/** A fighter as the table gave it, every number filled in. */
export function fighterFrom(input: AttackerInput | DefenderInput, side: Side): Fighter {
  return {
    ...FIGHTER_DEFAULTS,
    kind: DEFAULT_KIND[side],
    ...input,
    weapons: [...(input.weapons ?? FIGHTER_DEFAULTS.weapons)],
    defenses: (input.defenses ?? FIGHTER_DEFAULTS.defenses).map((x) => ({ ...x })),
  };
}

/** The groups of a fighter's minions (one written as an object, several as a list). */
export function minionGroups(f: Pick<Fighter, 'minions'>): readonly Minions[] {
  const m = f.minions;
  if (m === undefined) return [];
  return Array.isArray(m) ? m : [m as Minions];
}

function freshSide(f: Fighter): SideState {
  return {
    defending: false,
    deflectionRound: null,
    surprised: f.awareness === 'surprised',
    losesTurn: false,
    down: false,
    delayed: false,
    prepared: [],
    roundPenalty: 0,
    loaded: f.reload?.loaded ?? true,
    continuing: [],
    orderLapsed: false,
    minionOrders: minionGroups(f).map(() => null),
    tacksDamage: { ...f.tacksDamage },
  };
}

/** The table before the first round: both fighters as given, the distance, the seeded source. */
export function createInitialContext(input: AttackRollInput): AttackRollContext {
  const attacker = fighterFrom(input.attacker, 'attacker');
  const defender = fighterFrom(input.defender, 'defender');
  const ctx: AttackRollContext = {
    attacker,
    defender,
    rules: { ...BOOK_RULES, ...input.rules },
    sides: { attacker: freshSide(attacker), defender: freshSide(defender) },
    distance: input.distance,
    round: 0,
    first: null,
    acted: NOBODY_ACTED,
    turn: null,
    actionsLeft: 0,
    queue: [],
    stage: null,
    current: null,
    treating: null,
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
  const d = defenseNow(ctx, 'defender');
  const a = defenseNow(ctx, 'attacker');
  return tell(ctx, [
    {
      text: `${attacker.name} faces ${defender.name}, ${num(ctx.distance)} feet away; ${defender.name}'s base defense is ${num(d.base)} and total defense ${num(d.total)}, ${attacker.name}'s ${num(a.base)} and ${num(a.total)}. The initiative cards say who acts first.`,
      rule: R.attackRoll,
    },
  ]);
}

/** One fighter's state changed. */
export function setSide(ctx: AttackRollContext, side: Side, change: Partial<SideState>): AttackRollContext {
  return { ...ctx, sides: { ...ctx.sides, [side]: { ...ctx.sides[side], ...change } } };
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
export function setFighter(
  ctx: AttackRollContext,
  side: Side,
  change: Partial<Pick<Fighter, 'life' | 'vitality' | 'toughness' | 'athleticism'>>,
): AttackRollContext {
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
    if (orderLapses(f.kind, true) && !ctx.sides[side].orderLapsed) {
      next = setSide(next, side, { orderLapsed: true });
      why.push({ text: `As a minion, ${f.name} can no longer follow its order: it lapses.`, rule: R.minionsInAFight });
    }
  } else if (state === 'alive' && (f.life === 0 || f.vitality === 0)) {
    why.push({ text: `${f.name} is at ${f.life === 0 ? 'Life' : 'Vitality'} 0: one action a turn.`, rule: R.death });
  }
  return { ctx: next, why };
}

/** The fighter whose turn it is (the machine only lets a turn's events through in a turn). */
export function actor(ctx: AttackRollContext): Side {
  return ctx.turn ?? 'attacker';
}

/** The fighter the one in its turn faces. */
export function foe(ctx: AttackRollContext): Side {
  return other(actor(ctx));
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

/** Why a turn's action cannot be taken: it is nobody's turn, or someone is dead. */
export function turnProblem(ctx: AttackRollContext): string | undefined {
  return targetProblem(ctx) ?? (ctx.turn === null ? 'it is nobody’s turn' : undefined);
}
