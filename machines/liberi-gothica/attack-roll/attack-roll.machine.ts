/**
 * Liberi Gothica, an exchange played step by step: an attacker and a defender take their
 * turns of two actions round after round; each attack is rolled (2d6 + Attack against
 * base and total defense), its damage rolled and soaked, a crippling wound rolled on the
 * charts; the defender may fall unconscious or die (then soul passing takes over), and
 * once the fight is over the wounded rest and heal, day by day.
 *
 * Every step is a pure function of the context below; the machine only names them. All
 * chance (the generator and the fixed rolls) is in context, so XState's pure `transition`
 * replays a table exactly.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { RecordFormat } from '../../core/record.js';
import { formatSum, num, signed, type Term, type Why } from '../../core/explain.js';
import { createChance, rollDice, type Chance } from '../../core/random.js';
import {
  attackOutcome,
  canDeflect,
  damageBonus,
  damageTaken,
  defendedBase,
  deflectionCovers,
  glancingReduction,
  hitDamage,
  isCrippling,
  totalDefense,
  usableDefenses,
  type AttackKind,
  type Defense,
  type Outcome,
} from '../attack.js';
import { healOver, understands } from '../healing.js';
import { actionsPerTurn, causeOfDeath, condition, type Body, type Condition } from '../body.js';
import {
  BAND_LABELS,
  crippledBy,
  formatDice,
  phaseAt,
  ramRow,
  ramSteps,
  rollCourse,
  rollCripplingWound,
  rollDamage,
  rollRam,
  treatCourse,
  woundBand,
  type Dice,
  type Location,
  type Phase,
  type Treats,
  type Wound,
} from '../wounds.js';
import {
  ACTION_COST,
  ATTACK_ROLL_RULES as R,
  awarenessOf,
  CHARGE_BONUS,
  extraWeaponPenalty,
  failedTreatmentBleed,
  lethalTargetProblem,
  maxDamage,
  MAX_ORDER_SENTENCES,
  MELEE_REACH_FEET,
  orderLapses,
  speedFor,
  THROWN_BACK_FEET,
  weaponStats,
  wieldProblem,
  WOUND_RULE,
  type Awareness,
  type WeaponName,
} from './attack-roll.rules.js';

// ---------------------------------------------------------------------------------------
// Domain types

export type Side = 'attacker' | 'defender';
export type DefenderKind = 'liberi' | 'creature' | 'minion';
export type Direction = 'toward' | 'away';
export type WeaponsUsed = 'one' | 'all';

export interface AttackerInput {
  readonly name: string;
  readonly attack: number;
  readonly toughness: number;
  readonly athleticism: number;
  readonly size: number;
  readonly quadruped: boolean;
  /** The weapons in hand, main weapon first (1 to 4). */
  readonly weapons: readonly WeaponName[];
  readonly reach: AttackKind;
  readonly life: number;
  readonly maxLife: number;
  readonly vitality: number;
  /**
   * The attacker's own minions, how many and their Knowledge (absent: none). Optional, so a
   * table saved before orders could be given keeps its exact shape and still loads.
   */
  readonly minions?: Minions;
  /**
   * A main weapon that must be reloaded after each shot (a rifle): how many actions a reload
   * takes, and whether it is loaded as the fight begins (absent: no reloading). Optional, so
   * tables saved before reloads were played keep their shape and still load.
   */
  readonly reload?: Reload;
}

/** "Continuous actions": a reload of `actions` actions, the weapon `loaded` or not at the start. */
export interface Reload {
  readonly actions: number;
  readonly loaded: boolean;
}

export interface Minions {
  readonly count: number;
  readonly knowledge: number;
}

export interface DefenderInput {
  readonly name: string;
  readonly baseDefense: number;
  readonly defenses: readonly Defense[];
  readonly life: number;
  readonly maxLife: number;
  readonly vitality: number;
  readonly toughness: number;
  readonly size: number;
  readonly quadruped: boolean;
  readonly kind: DefenderKind;
  readonly awareness: Awareness;
  /** Bound, pinned, or otherwise unable to move from the start. */
  readonly immobile: boolean;
}

export interface AttackRollInput {
  readonly seed: number;
  /** Fixed die results, used first, front first (every die the table rolls, in order). */
  readonly rolls?: readonly number[];
  readonly attacker: AttackerInput;
  readonly defender: DefenderInput;
  /** Feet between them at the start. */
  readonly distance: number;
}

export type How = 'attack' | 'charge' | 'ram' | 'prepared' | 'delayed' | 'lethal';

/** An attack declared and waiting for its roll. */
export interface Planned {
  readonly how: How;
  /** Index into the attacker's weapons (null for a ram). */
  readonly weapon: number | null;
  /** This is attack `n` of `of` made with one action (several weapons). */
  readonly n: number;
  readonly of: number;
  /** A ram: the feet it covered. */
  readonly feet?: number;
}

export interface RollRecord {
  readonly dice: readonly number[];
  readonly terms: readonly Term[];
  readonly result: number;
  readonly base: number;
  readonly total: number;
  readonly outcome: Outcome;
  readonly crippling: boolean;
  /** A glancing blow turned aside by a prepared deflection: no damage. */
  readonly deflected: boolean;
}

export interface DamageRecord {
  readonly dice: string;
  readonly faces: readonly number[];
  /** Rolled damage and the stat bonus. */
  readonly terms: readonly Term[];
  /** The damage of the hit after the stat bonus (never below 0). */
  readonly dealt: number;
  readonly passive: number;
  readonly active: number;
  readonly lifeLost: number;
  readonly rammerTakes?: number;
  readonly steps?: readonly number[];
}

export interface WoundRecord {
  readonly faces: readonly number[];
  readonly location: Location;
  readonly side?: 'left' | 'right';
  readonly name: string;
  readonly effect: string;
  readonly band: number;
  /** Each phase with its rolled length, "Limp: 4 days". */
  readonly course: readonly string[];
  /** The attacker chose it (Lethal Blow) rather than rolled it. */
  readonly chosen?: boolean;
}

export interface AttackRecord {
  readonly round: number;
  readonly how: How;
  readonly weapon: string;
  readonly n: number;
  readonly of: number;
  readonly roll?: RollRecord;
  readonly damage?: DamageRecord;
  readonly wound?: WoundRecord;
  readonly fatal?: boolean;
  readonly endured?: boolean;
}

/** A crippling wound the defender carries, with its course. */
export interface Affliction {
  readonly location: Location;
  readonly side?: 'left' | 'right';
  readonly name: string;
  readonly phases: readonly Phase[];
  readonly woundedRound: number;
  /** The rest hour it was dealt at (0: during the fight). */
  readonly woundedHour: number;
  readonly treatment?: { readonly does: Treats; readonly actions: number; readonly penalty: number };
  readonly treated: boolean;
}

export type Stage = 'attack' | 'damage' | 'wound' | 'endure';

export interface AttackRollContext {
  readonly attacker: AttackerInput;
  readonly defender: DefenderInput;
  readonly distance: number;
  /** The round in play (0 before the first). */
  readonly round: number;
  readonly first: Side | null;
  readonly acted: { readonly attacker: boolean; readonly defender: boolean };
  readonly turn: Side | null;
  readonly actionsLeft: number;
  /** The attacker holds one action back for later in the round. */
  readonly delayed: boolean;
  /** Attacks the attacker has prepared, waiting for their trigger. */
  readonly prepared: number;
  /** Multiple Weapon Fighting's penalty, in force for every attack this round (0 or below). */
  readonly roundPenalty: number;
  /** The defender's Defend action: +2 base defense until its next turn. */
  readonly defending: boolean;
  /** The round the defender prepared a deflection in, if any. */
  readonly deflectionRound: number | null;
  readonly surprised: boolean;
  /** Winded: the defender loses its next turn. */
  readonly losesTurn: boolean;
  /** A minion's order has lapsed. */
  readonly orderLapsed: boolean;
  /** The order the attacker's minions are following (null: none given yet). */
  readonly minionOrder: { readonly sentences: number; readonly round: number } | null;
  /** The attacker's weapon holds a shot (always true when it needs no reloading). */
  readonly loaded: boolean;
  /** Actions put into the reload under way (a continuous action; 0: none under way). */
  readonly reloading: number;
  /** An action has gone to the reload during the attacker's turn now in play. */
  readonly reloadedThisTurn: boolean;
  /** Attacks waiting to be rolled, the first in progress. */
  readonly queue: readonly Planned[];
  readonly stage: Stage | null;
  /** The attack being resolved, as far as it has got. */
  readonly current: AttackRecord | null;
  readonly attacks: readonly AttackRecord[];
  readonly afflictions: readonly Affliction[];
  readonly fightOver: boolean;
  /** Hours rested since the fight (0 at its end, midnight starting day 1). */
  readonly hour: number;
  readonly fallen: Side | null;
  readonly deathCause: string | null;
  readonly chance: Chance;
  /** Why the last step went as it did. */
  readonly why: readonly Why[];
  /** One line per step, oldest first. */
  readonly log: readonly string[];
}

export type AttackRollEvent =
  | { type: 'round.begun'; first: Side }
  | { type: 'attack.made'; weapons: WeaponsUsed }
  | { type: 'charge.made'; weapons: WeaponsUsed }
  | { type: 'blow.struck'; location: Location; fatal: boolean }
  | { type: 'ram.made' }
  | { type: 'attacker.moved'; direction: Direction }
  | { type: 'action.delayed' }
  | { type: 'action.prepared' }
  | { type: 'delayed.taken'; weapons: WeaponsUsed }
  | { type: 'defense.readied' }
  | { type: 'deflection.prepared' }
  | { type: 'defender.moved'; direction: Direction }
  | { type: 'turn.ended' }
  | { type: 'order.given'; sentences: number }
  | { type: 'reload.worked' }
  | { type: 'attack.rolled' }
  | { type: 'damage.rolled' }
  | { type: 'wound.rolled' }
  | { type: 'endure.checked'; passed: boolean }
  | { type: 'fight.ended' }
  | { type: 'treatment.given'; wound: number; passed: boolean }
  | { type: 'time.passed'; hours: number };

/** The rest steps a reader can take: four hours (one Foci mark), a day, a week. */
export const REST_STEPS: readonly number[] = [4, 24, 168];
export const LOCATIONS: readonly Location[] = ['torso', 'legs', 'arms', 'head'];

// ---------------------------------------------------------------------------------------
// Reading the table

const bodyOf = (f: { life: number; vitality: number; toughness: number }): Body => ({
  life: f.life,
  vitality: f.vitality,
  toughness: f.toughness,
  athleticism: 0,
  charm: 0,
  knowledge: 0,
  spirit: 0,
});

export function conditionOf(ctx: AttackRollContext, side: Side): Condition {
  if (ctx.fallen === side) return 'dead';
  return condition(bodyOf(ctx[side]));
}

/** The phase each affliction is in now (undefined once it has run its course). */
export function phasesNow(ctx: AttackRollContext): (Phase | undefined)[] {
  return ctx.afflictions.map((a) => phaseAt(a.phases, ctx.hour - a.woundedHour, ctx.round - a.woundedRound, ctx.fightOver));
}

/** Life the defender loses at the start of each of its turns (untreated organ damage). */
export function bleedPerTurn(ctx: AttackRollContext): number {
  return phasesNow(ctx).reduce((sum, p) => sum + (p?.bleed ?? 0), 0);
}

export function movementNow(ctx: AttackRollContext): 'full' | 'half' | 'none' {
  const phases = phasesNow(ctx);
  if (ctx.defender.immobile || phases.some((p) => p?.movement === 'none')) return 'none';
  return phases.some((p) => p?.movement === 'half') ? 'half' : 'full';
}

export function speedOf(ctx: AttackRollContext, side: Side): number {
  const f = ctx[side];
  const speed = speedFor(f.size, f.quadruped);
  if (side === 'attacker') return speed;
  const move = movementNow(ctx);
  return move === 'none' ? 0 : move === 'half' ? Math.floor(speed / 2) : speed;
}

export function targetState(ctx: AttackRollContext) {
  return {
    awareness: ctx.defender.awareness,
    surprised: ctx.surprised,
    unconscious: conditionOf(ctx, 'defender') === 'unconscious',
    immobile: movementNow(ctx) === 'none',
  };
}

/** The defender's numbers against an attack made now. */
export function defenseNow(ctx: AttackRollContext) {
  const awareness = awarenessOf(targetState(ctx));
  const base = defendedBase(ctx.defender.baseDefense, ctx.defending);
  const total = totalDefense(base, ctx.defender.defenses, awareness);
  const deflection = ctx.deflectionRound === null ? undefined : { preparedRound: ctx.deflectionRound };
  const deflecting = deflectionCovers(deflection, ctx.round, ctx.defender.defenses, awareness);
  const reduction = glancingReduction(ctx.defender.defenses, awareness);
  const usable = usableDefenses(ctx.defender.defenses, awareness);
  const named = (kind: Defense['kind'], value: number) =>
    usable.find((x) => x.kind === kind && x.reduction === value)?.name ?? `${kind} Reduction`;
  return {
    awareness,
    base,
    total,
    deflecting,
    reduction,
    names: { passive: named('passive', reduction.passive), active: named('active', reduction.active) },
  };
}

export function weaponOf(ctx: AttackRollContext, index: number | null) {
  const a = ctx.attacker;
  return weaponStats(a.weapons[index ?? 0] ?? 'unarmed', a.size);
}

/** The modifiers of a planned attack's roll, after the dice. */
export function modifierTerms(ctx: AttackRollContext, plan: Planned): Term[] {
  return [
    { label: 'Attack', value: ctx.attacker.attack },
    ...(plan.how === 'charge' ? [{ label: 'charge', value: CHARGE_BONUS }] : []),
    ...(ctx.roundPenalty !== 0 ? [{ label: 'extra weapons', value: ctx.roundPenalty }] : []),
  ];
}

export type DamageSpec =
  | { readonly kind: 'weapon'; readonly dice: Dice; readonly bonus: number; readonly bonusLabel: string }
  | { readonly kind: 'ram'; readonly step: Dice; readonly steps: number };

/** What the damage roll of a planned attack will be. */
export function damageSpec(ctx: AttackRollContext, plan: Planned): DamageSpec {
  if (plan.how === 'ram') {
    const row = ramRow(ctx.attacker.size);
    return { kind: 'ram', step: row.damage, steps: ramSteps(plan.feet ?? 0, row.stepFeet) };
  }
  const a = ctx.attacker;
  return {
    kind: 'weapon',
    dice: weaponOf(ctx, plan.weapon).damage,
    bonus: damageBonus(a.reach, a),
    bonusLabel: a.reach === 'melee' ? 'half Toughness' : 'half Athleticism',
  };
}

// ---------------------------------------------------------------------------------------
// Pure steps

const NOBODY_ACTED = { attacker: false, defender: false } as const;

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
function tell(ctx: AttackRollContext, why: readonly Why[], line?: string): AttackRollContext {
  return { ...ctx, why, log: [...ctx.log, line ?? why.map((w) => w.text).join(' ')] };
}

/**
 * Roll through the seeded source. A fixed roll that is not a face of the die asked for
 * (a 6 for a d4) cannot be used: the fixed rolls left are set aside, the seed rolls
 * instead, and the step says so.
 */
function safely<T>(chance: Chance, roll: (c: Chance) => [T, Chance]): { value: T; chance: Chance; note?: Why } {
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

function setFighter(ctx: AttackRollContext, side: Side, change: { life?: number; vitality?: number }): AttackRollContext {
  return side === 'attacker' ? { ...ctx, attacker: { ...ctx.attacker, ...change } } : { ...ctx, defender: { ...ctx.defender, ...change } };
}

/** After Life changes: unconscious, dead, a minion's order lapsing, said in plain words. */
function checkBody(ctx: AttackRollContext, side: Side): { ctx: AttackRollContext; why: Why[] } {
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

/** A turn begins: its actions, and what happens as it starts (the reasons, for the step's why). */
function startTurn(ctx: AttackRollContext, side: Side): { ctx: AttackRollContext; why: Why[] } {
  if (side === 'attacker') {
    const actions = actionsPerTurn(bodyOf(ctx.attacker));
    const why: Why[] = [{ text: `${ctx.attacker.name}'s turn: ${actions} action${actions === 1 ? '' : 's'}.`, rule: R.actions }];
    return { ctx: { ...ctx, turn: 'attacker', actionsLeft: actions, reloadedThisTurn: false }, why };
  }
  // The defender's turn: surprise ends, Defend lapses, organ damage bleeds, winded loses it.
  let next: AttackRollContext = { ...ctx, turn: 'defender', surprised: false, defending: false };
  const why: Why[] = [];
  if (ctx.surprised)
    why.push({ text: `Surprise ends as ${ctx.defender.name}'s first turn begins: its active defenses count again.`, rule: R.surprise });
  if (ctx.defending) why.push({ text: `${ctx.defender.name}'s Defend bonus ends as its turn begins.`, rule: R.actions });
  const bleed = bleedPerTurn(ctx);
  if (bleed > 0) {
    next = setFighter(next, 'defender', { life: next.defender.life - bleed });
    why.push({
      text: `Organ damage: ${ctx.defender.name} loses ${bleed} Life as its turn begins (Life ${num(next.defender.life)}).`,
      rule: R.torso,
    });
    const checked = checkBody(next, 'defender');
    next = checked.ctx;
    why.push(...checked.why);
  }
  let actions = actionsPerTurn(bodyOf(next.defender));
  if (next.fallen !== null) actions = 0;
  else if (next.losesTurn) {
    actions = 0;
    next = { ...next, losesTurn: false };
    why.push({ text: `${ctx.defender.name} is winded and loses this turn.`, rule: R.torso });
  } else if (conditionOf(next, 'defender') === 'unconscious') {
    why.push({ text: `${ctx.defender.name} is unconscious: no actions.`, rule: R.death });
  } else {
    why.push({ text: `${ctx.defender.name}'s turn: ${actions} action${actions === 1 ? '' : 's'}.`, rule: R.actions });
  }
  return { ctx: { ...next, actionsLeft: actions }, why };
}

export function beginRound(ctx: AttackRollContext, first: Side): AttackRollContext {
  const round = ctx.round + 1;
  const lapsed: string[] = [];
  if (ctx.delayed) lapsed.push('the delayed action was never used');
  if (ctx.prepared) lapsed.push(`${ctx.prepared} prepared attack${ctx.prepared > 1 ? 's were' : ' was'} never set off`);
  const next: AttackRollContext = { ...ctx, round, first, acted: NOBODY_ACTED, delayed: false, prepared: 0, roundPenalty: 0 };
  const started = startTurn(next, first);
  return tell(started.ctx, [
    {
      text: `Round ${round}: ${ctx[first].name} acts first${lapsed.length ? `; last round ${lapsed.join(' and ')}` : ''}.`,
      rule: R.actions,
    },
    ...started.why,
  ]);
}

export function endTurn(ctx: AttackRollContext): AttackRollContext {
  const side = ctx.turn!;
  const acted = { ...ctx.acted, [side]: true };
  const other: Side = side === 'attacker' ? 'defender' : 'attacker';
  const ended: Why = {
    text: `${ctx[side].name} ends the turn${ctx.actionsLeft > 0 ? `, leaving ${ctx.actionsLeft} action${ctx.actionsLeft > 1 ? 's' : ''} unused` : ''}.`,
    rule: R.actions,
  };
  const dropped = side === 'attacker' ? droppedReload(ctx) : [];
  const next: AttackRollContext = { ...ctx, acted, actionsLeft: 0, turn: null, ...(dropped.length ? { reloading: 0 } : {}) };
  if (!acted[other]) {
    const started = startTurn(next, other);
    return tell(started.ctx, [ended, ...dropped, ...started.why]);
  }
  return tell(next, [
    ended,
    ...dropped,
    {
      text: `Round ${ctx.round} has had both turns${ctx.delayed ? `; ${ctx.attacker.name}'s delayed action can still be taken before it ends` : ''}.`,
      rule: ctx.delayed ? R.held : R.actions,
    },
  ]);
}

/**
 * "Continuous actions", and the table ruling on when a skipped one is lost: a reload begun
 * before this turn that got none of its actions is gone as the turn ends (beginning it this
 * turn counts as an action on it). The reasons, or nothing when the reload stands.
 */
function droppedReload(ctx: AttackRollContext): Why[] {
  const r = ctx.attacker.reload;
  if (!r || ctx.reloading === 0 || ctx.reloadedThisTurn) return [];
  return [
    {
      text: `${ctx.attacker.name} ends the turn without working the reload: the ${ctx.reloading} action${ctx.reloading === 1 ? '' : 's'} put into it ${ctx.reloading === 1 ? 'is' : 'are'} lost, and it starts again from nothing.`,
      rule: R.skipped,
    },
    { text: `A reload is a continuous action: once begun, every turn needs at least one action on it.`, rule: R.continuous },
  ];
}

/** One action on the reload; the last of its actions loads the weapon. */
export function workReload(ctx: AttackRollContext): AttackRollContext {
  const r = ctx.attacker.reload!;
  const done = ctx.reloading + 1;
  const next: AttackRollContext = { ...spend(ctx, ACTION_COST.reload), reloadedThisTurn: true };
  const a = ctx.attacker.name;
  if (done >= r.actions) {
    return tell({ ...next, reloading: 0, loaded: true }, [
      { text: `${a} finishes the reload (${r.actions} of ${r.actions} actions): the weapon is loaded and can fire.`, rule: R.continuous },
    ]);
  }
  const left =
    next.actionsLeft === 0 ? 'none left this turn' : `${next.actionsLeft} action${next.actionsLeft === 1 ? '' : 's'} left this turn`;
  return tell({ ...next, reloading: done }, [
    { text: `${a} ${done === 1 ? 'begins' : 'goes on with'} the reload (${done} of ${r.actions} actions; ${left}).`, rule: R.continuous },
    ...(done === 1
      ? [
          {
            text: 'A reload is a continuous action: it may be spread over turns, but from now on each turn needs at least one action on it, or it is lost.',
            rule: R.continuous,
          },
        ]
      : []),
  ]);
}

/** A shot from a weapon that must be reloaded empties it; the reason, for the step's why. */
function fire(ctx: AttackRollContext): { ctx: AttackRollContext; why: Why[] } {
  const r = ctx.attacker.reload;
  if (!r) return { ctx, why: [] };
  return {
    ctx: { ...ctx, loaded: false },
    why: [
      {
        text: `The shot empties the weapon: ${r.actions} action${r.actions === 1 ? '' : 's'} of reloading before it fires again.`,
        rule: R.oneShot,
      },
    ],
  };
}

function spend(ctx: AttackRollContext, actions: number): AttackRollContext {
  return { ...ctx, actionsLeft: ctx.actionsLeft - actions };
}

function plans(ctx: AttackRollContext, how: How, weapons: WeaponsUsed): Planned[] {
  const count = weapons === 'all' ? ctx.attacker.weapons.length : 1;
  return Array.from({ length: count }, (_, i) => ({ how, weapon: i, n: i + 1, of: count }));
}

/** Declare an attack (Attack, Charge, a delayed or prepared one): the rolls come next. */
export function declareAttack(
  ctx: AttackRollContext,
  how: 'attack' | 'charge' | 'delayed' | 'prepared',
  weapons: WeaponsUsed,
): AttackRollContext {
  const queue = plans(ctx, how, weapons);
  const penalty = extraWeaponPenalty(queue.length);
  let next: AttackRollContext = { ...ctx, queue, stage: 'attack', current: null, roundPenalty: Math.min(ctx.roundPenalty, penalty) };
  const a = ctx.attacker.name;
  const why: Why[] = [];
  if (how === 'attack') {
    next = spend(next, ACTION_COST.attack);
    why.push({ text: `${a} attacks (1 action).`, rule: R.actions });
  } else if (how === 'charge') {
    const moved = ctx.distance - MELEE_REACH_FEET;
    next = { ...spend(next, ACTION_COST.charge), distance: MELEE_REACH_FEET };
    why.push({
      text: `${a} charges ${moved} feet in a straight line and attacks: a Move and an Attack, both actions, for +${CHARGE_BONUS} to the roll.`,
      rule: R.actions,
    });
  } else if (how === 'delayed') {
    next = { ...next, delayed: false };
    why.push({ text: `${a} takes the delayed action between turns: an attack.`, rule: R.held });
  } else {
    why.push({ text: `The trigger happens: ${a}'s prepared attack goes off at once.`, rule: R.held });
  }
  if (queue.length > 1) {
    why.push({
      text: `With ${queue.length} weapons at once, every attack this round is at ${signed(penalty)} (−4 per weapon past the first).`,
      rule: R.charge,
    });
  }
  const shot = fire(next);
  return tell(shot.ctx, [...why, ...shot.why]);
}

const sentencesWord = (n: number) => `${n} sentence${n === 1 ? '' : 's'}`;

/** Command: one order to the attacker's minions, for one action; they follow it as long as they can. */
export function giveOrder(ctx: AttackRollContext, sentences: number): AttackRollContext {
  const m = ctx.attacker.minions!;
  const next: AttackRollContext = { ...spend(ctx, ACTION_COST.command), minionOrder: { sentences, round: ctx.round } };
  const them = m.count === 1 ? 'minion' : `${m.count} minions`;
  return tell(next, [
    {
      text: `${ctx.attacker.name} gives ${them === 'minion' ? 'the minion' : `the ${them}`} an order of ${sentencesWord(sentences)} (Command: 1 action; ${next.actionsLeft} left)${ctx.minionOrder ? ', in place of the last one' : ''}.`,
      rule: R.minions,
    },
    {
      text: `Knowledge ${m.knowledge} grasps ${sentencesWord(m.knowledge)}: they follow it as long as they can, needing no more actions.`,
      rule: R.minions,
    },
  ]);
}

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
  ]);
}

/** The attack roll of the attack in progress: read, not yet applied (the machine's guard asks it too). */
export function readAttackRoll(ctx: AttackRollContext): { record: AttackRecord; chance: Chance; note?: Why } {
  const plan = ctx.queue[0]!;
  const rolled = safely(ctx.chance, (c) => rollDice(c, 2, 6));
  const dice = rolled.value;
  const terms: Term[] = [{ label: 'rolled', value: dice[0]! + dice[1]! }, ...modifierTerms(ctx, plan)];
  const result = terms.reduce((s, t) => s + t.value, 0);
  const { base, total, deflecting } = defenseNow(ctx);
  const outcome = attackOutcome(result, base, total);
  const roll: RollRecord = {
    dice,
    terms,
    result,
    base,
    total,
    outcome,
    crippling: isCrippling(result, total),
    deflected: deflecting && outcome === 'glancing',
  };
  const weapon = plan.how === 'ram' ? 'a ram' : weaponOf(ctx, plan.weapon).label;
  const record: AttackRecord = { round: ctx.round, how: plan.how, weapon, n: plan.n, of: plan.of, roll };
  return { record, chance: rolled.chance, ...(rolled.note ? { note: rolled.note } : {}) };
}

/** Whether the attack about to be rolled lands: beats base defense and is not turned aside. */
export function attackLands(ctx: AttackRollContext): boolean {
  const { roll } = readAttackRoll(ctx).record;
  return roll!.outcome !== 'miss' && !roll!.deflected;
}

function outcomeWords(r: RollRecord): string {
  if (r.outcome === 'miss') return 'a miss';
  if (r.outcome === 'glancing') return r.deflected ? 'a glancing blow, deflected' : 'a glancing blow';
  return r.crippling ? 'a direct hit and a crippling wound' : 'a direct hit';
}

function finishAttack(ctx: AttackRollContext, record: AttackRecord): AttackRollContext {
  const queue = ctx.queue.slice(1);
  return {
    ...ctx,
    attacks: [...ctx.attacks, record],
    current: null,
    queue,
    stage: queue.length > 0 && ctx.fallen === null ? 'attack' : null,
  };
}

export function rollAttackStep(ctx: AttackRollContext): AttackRollContext {
  const { record, chance, note } = readAttackRoll(ctx);
  const r = record.roll!;
  const label = record.of > 1 ? `Attack ${record.n} of ${record.of}` : 'The attack';
  const why: Why[] = [
    {
      text: `${label}: 2d6 showed ${r.dice.join(' and ')}; ${formatSum(r.terms)} against base defense ${num(r.base)} and total defense ${num(r.total)}: ${outcomeWords(r)}.`,
      rule: R.attackRoll,
    },
  ];
  if (r.outcome === 'glancing' && r.deflected)
    why.push({
      text: `${ctx.defender.name}'s prepared deflection turns a blow that does not beat total defense aside: no damage.`,
      rule: R.deflection,
    });
  else if (r.outcome === 'glancing')
    why.push({ text: 'It beats base defense but not total defense: damage will be reduced.', rule: R.reduction });
  else if (r.crippling)
    why.push({
      text: `It beats total defense by ${r.result - r.total} (5 or more): a crippling wound follows the damage.`,
      rule: R.crippling,
    });
  if (note) why.push(note);
  const next: AttackRollContext = { ...ctx, chance };
  if (r.outcome === 'miss' || r.deflected) return tell(finishAttack(next, record), why);
  return tell({ ...next, current: record, stage: 'damage' }, why);
}

export function rollDamageStep(ctx: AttackRollContext): AttackRollContext {
  const plan = ctx.queue[0]!;
  const record = ctx.current!;
  const roll = record.roll!;
  const spec = damageSpec(ctx, plan);
  const defense = defenseNow(ctx);
  let chance: Chance;
  let damage: DamageRecord;
  let note: Why | undefined;
  if (spec.kind === 'ram') {
    const rolled = safely(ctx.chance, (c) => rollRam(c, ctx.attacker.size, plan.feet ?? 0));
    chance = rolled.chance;
    note = rolled.note;
    const ram = rolled.value;
    const dealt = ram.rolled;
    const lifeLost = damageTaken(roll.outcome, dealt, ctx.defender.defenses, defense.awareness, false);
    damage = {
      dice: `${ram.steps.length} × ${formatDice(spec.step)}`,
      faces: ram.steps,
      terms: ram.steps.map((s, i) => ({ label: `step ${i + 1}`, value: s })),
      dealt,
      ...(roll.outcome === 'glancing'
        ? { passive: defense.reduction.passive, active: defense.reduction.active }
        : { passive: 0, active: 0 }),
      lifeLost,
      rammerTakes: ram.rammerTakes,
      steps: ram.steps,
    };
  } else {
    const rolled = safely(ctx.chance, (c) => rollDamage(c, spec.dice));
    chance = rolled.chance;
    note = rolled.note;
    const dealt = hitDamage(rolled.value.total, spec.bonus);
    damage = {
      dice: formatDice(spec.dice),
      faces: rolled.value.faces,
      terms: [
        { label: `rolled on ${formatDice(spec.dice)}`, value: rolled.value.total },
        { label: spec.bonusLabel, value: spec.bonus },
      ],
      dealt,
      ...(roll.outcome === 'glancing'
        ? { passive: defense.reduction.passive, active: defense.reduction.active }
        : { passive: 0, active: 0 }),
      lifeLost: damageTaken(roll.outcome, dealt, ctx.defender.defenses, defense.awareness, false),
    };
  }
  let next: AttackRollContext = setFighter({ ...ctx, chance }, 'defender', { life: ctx.defender.life - damage.lifeLost });
  const d = ctx.defender.name;
  const raw = damage.terms.reduce((sum, t) => sum + t.value, 0);
  const sum = `${formatSum(damage.terms)} damage${raw < 0 ? ', counted as 0' : ''}`;
  const why: Why[] = [{ text: `Damage: ${sum}.`, rule: spec.kind === 'ram' ? R.ramming : R.damage }];
  if (roll.outcome === 'glancing') {
    why.push({
      text: `Glancing: ${damage.dealt} − ${damage.passive} ${defense.names.passive} − ${damage.active} ${defense.names.active}, never below 0: ${d} loses ${damage.lifeLost} Life (Life ${num(next.defender.life)}).`,
      rule: R.reduction,
    });
  } else {
    why.push({
      text: `A direct hit takes no Reduction: ${d} loses ${damage.lifeLost} Life (Life ${num(next.defender.life)}).`,
      rule: R.reduction,
    });
  }
  const hurt = checkBody(next, 'defender');
  next = hurt.ctx;
  why.push(...hurt.why);
  if (damage.rammerTakes) {
    next = setFighter(next, 'attacker', { life: next.attacker.life - damage.rammerTakes });
    why.push({
      text: `The rammer takes half the damage rolled, rounded down: ${ctx.attacker.name} loses ${damage.rammerTakes} Life (Life ${num(next.attacker.life)}).`,
      rule: R.ram,
    });
    const self = checkBody(next, 'attacker');
    next = self.ctx;
    why.push(...self.why);
  }
  if (note) why.push(note);
  const withDamage: AttackRecord = { ...record, damage };
  if (roll.crippling && next.fallen === null) return tell({ ...next, current: withDamage, stage: 'wound' }, why);
  return tell(finishAttack(next, withDamage), why);
}

/** Put a wound on the defender: its course, and what it does at once. */
function inflictWound(
  ctx: AttackRollContext,
  where: { location: Location; side?: 'left' | 'right'; wound: Wound },
  damage: number,
  chosen: boolean,
): { ctx: AttackRollContext; wound: WoundRecord; why: Why[]; faces: number[] } {
  const chart = where.wound;
  const rolled = safely(ctx.chance, (c) => rollCourse(c, chart));
  const { phases, faces } = rolled.value;
  let next: AttackRollContext = { ...ctx, chance: rolled.chance };
  const limb = where.side ? `${where.side} ${where.location === 'legs' ? 'leg' : 'arm'}` : where.location;
  const band = woundBand(damage);
  const course = phases.map((p) => `${p.name}: ${p.permanent ? 'for good' : (p.told ?? 'until treated')}`);
  const why: Why[] = [
    {
      text: `${chosen ? 'Chosen' : 'Rolled'}: the ${limb}, ${BAND_LABELS[band]} damage on the ${where.location} chart: ${chart.name} (${chart.effect}).`,
      rule: WOUND_RULE[where.location],
    },
  ];
  if (course.length) why.push({ text: `Its course: ${course.join('; ')}.`, rule: R.course });
  if (chart.kills) {
    next = { ...next, fallen: 'defender', deathCause: 'decapitated' };
    why.push({ text: `${ctx.defender.name} is dead.`, rule: R.head });
  }
  if (chart.losesNextTurn) next = { ...next, losesTurn: true };
  if (chart.thrownBack) next = { ...next, distance: next.distance + THROWN_BACK_FEET };
  if (phases.length) {
    const affliction: Affliction = {
      location: where.location,
      ...(where.side ? { side: where.side } : {}),
      name: chart.name,
      phases,
      woundedRound: ctx.round,
      woundedHour: ctx.hour,
      ...(chart.treatment ? { treatment: chart.treatment } : {}),
      treated: false,
    };
    next = { ...next, afflictions: [...next.afflictions, affliction] };
  }
  if (rolled.note) why.push(rolled.note);
  const wound: WoundRecord = {
    faces,
    location: where.location,
    ...(where.side ? { side: where.side } : {}),
    name: chart.name,
    effect: chart.effect,
    band,
    course,
    ...(chosen ? { chosen } : {}),
  };
  return { ctx: next, wound, why, faces };
}

export function rollWoundStep(ctx: AttackRollContext): AttackRollContext {
  const record = ctx.current!;
  const damage = record.damage!.dealt;
  const where = safely(ctx.chance, (c) => rollCripplingWound(c, damage));
  const located = { ...ctx, chance: where.chance };
  const hit = inflictWound(located, where.value, damage, false);
  const faces = [...where.value.faces];
  const why: Why[] = [
    { text: `Where it lands: 1d6 showed ${faces[0]}${faces.length > 1 ? `, then ${faces.slice(1).join(', ')}` : ''}.`, rule: R.location },
    ...hit.why,
  ];
  if (where.note) why.push(where.note);
  return tell(finishAttack(hit.ctx, { ...record, wound: { ...hit.wound, faces: [...faces, ...hit.faces] } }), why);
}

/** Lethal Blow: both actions, maximum damage, the wound of the attacker's choice; fatal asks for an Endure check. */
export function strikeBlow(ctx: AttackRollContext, location: Location, fatal: boolean): AttackRollContext {
  const weapon = weaponOf(ctx, 0);
  const bonus = damageBonus(ctx.attacker.reach, ctx.attacker);
  const most = maxDamage(weapon.damage);
  const dealt = hitDamage(most, bonus);
  const shot = fire(spend(ctx, ACTION_COST.lethalBlow));
  let next: AttackRollContext = setFighter(shot.ctx, 'defender', { life: ctx.defender.life - dealt });
  const terms: Term[] = [
    { label: `most of ${formatDice(weapon.damage)}`, value: most },
    { label: ctx.attacker.reach === 'melee' ? 'half Toughness' : 'half Athleticism', value: bonus },
  ];
  const why: Why[] = [
    {
      text: `${ctx.attacker.name} spends both actions on a lethal blow against a target that cannot avoid it: no roll, the weapon's maximum damage, ${formatSum(terms)}; ${ctx.defender.name} loses ${dealt} Life (Life ${num(next.defender.life)}).`,
      rule: R.lethal,
    },
    ...shot.why,
  ];
  const hurt = checkBody(next, 'defender');
  next = hurt.ctx;
  why.push(...hurt.why);
  const damage: DamageRecord = { dice: formatDice(weapon.damage), faces: [], terms, dealt, passive: 0, active: 0, lifeLost: dealt };
  let record: AttackRecord = { round: ctx.round, how: 'lethal', weapon: weapon.label, n: 1, of: 1, damage, fatal };
  if (next.fallen === null) {
    // The attacker's choice: at the head's 4–6 band, the eye.
    const hit = inflictWound(next, { location, wound: crippledBy(location, dealt, 1) }, dealt, true);
    next = hit.ctx;
    why.push(...hit.why);
    record = { ...record, wound: hit.wound };
  }
  if (fatal && next.fallen === null) {
    why.push({ text: `${ctx.attacker.name} means it to be fatal: ${ctx.defender.name} makes an Endure check, or dies.`, rule: R.lethal });
    return tell({ ...next, current: record, stage: 'endure', queue: [] }, why);
  }
  return tell({ ...next, attacks: [...next.attacks, record] }, why);
}

export function checkEndure(ctx: AttackRollContext, passed: boolean): AttackRollContext {
  const record: AttackRecord = { ...ctx.current!, endured: passed };
  const base: AttackRollContext = { ...ctx, current: null, stage: null, attacks: [...ctx.attacks, record] };
  if (passed) return tell(base, [{ text: `${ctx.defender.name} passes the Endure check and lives on.`, rule: R.lethal }]);
  return tell({ ...base, fallen: 'defender', deathCause: 'failed the Endure check after a fatal lethal blow' }, [
    { text: `${ctx.defender.name} fails the Endure check and dies on the spot.`, rule: R.lethal },
  ]);
}

export function moveFighter(ctx: AttackRollContext, side: Side, direction: Direction): AttackRollContext {
  const speed = speedOf(ctx, side);
  const distance = direction === 'toward' ? Math.max(MELEE_REACH_FEET, ctx.distance - speed) : ctx.distance + speed;
  const next = { ...spend(ctx, ACTION_COST.move), distance };
  const limping = side === 'defender' && movementNow(ctx) === 'half';
  return tell(next, [
    {
      text: `${ctx[side].name} moves ${direction === 'toward' ? 'in' : 'away'} up to ${speed} feet: ${distance} feet apart now.`,
      rule: R.speed,
    },
    ...(limping ? [{ text: 'A limp halves the speed.', rule: R.movement }] : []),
  ]);
}

/** Whether the defender's move sets off the attacker's prepared attacks. */
export function triggersPrepared(ctx: AttackRollContext, direction: Direction): boolean {
  if (ctx.prepared === 0) return false;
  if (ctx.attacker.reach !== 'melee') return true;
  const after = moveFighter(ctx, 'defender', direction);
  return ctx.distance > MELEE_REACH_FEET && after.distance <= MELEE_REACH_FEET;
}

export function moveDefender(ctx: AttackRollContext, direction: Direction): AttackRollContext {
  const moved = moveFighter(ctx, 'defender', direction);
  if (!triggersPrepared(ctx, direction)) return moved;
  const count = ctx.prepared;
  const queue: Planned[] = Array.from({ length: count }, (_, i) => ({ how: 'prepared', weapon: 0, n: i + 1, of: count }));
  const trigger = ctx.attacker.reach === 'melee' ? `comes within ${MELEE_REACH_FEET} feet` : 'moves';
  const shot = fire({ ...moved, prepared: 0, queue, stage: 'attack', current: null });
  return tell(shot.ctx, [
    ...moved.why,
    {
      text: `${ctx.defender.name} ${trigger}: ${ctx.attacker.name}'s prepared attack${count > 1 ? 's go' : ' goes'} off at once.`,
      rule: R.prepare,
    },
    ...shot.why,
  ]);
}

export function delayAction(ctx: AttackRollContext): AttackRollContext {
  return tell({ ...spend(ctx, ACTION_COST.delay), delayed: true }, [
    { text: `${ctx.attacker.name} holds one action back for later in the round, keeping one for this turn.`, rule: R.delay },
  ]);
}

export function prepareAttack(ctx: AttackRollContext): AttackRollContext {
  const trigger = ctx.attacker.reach === 'melee' ? `comes within ${MELEE_REACH_FEET} feet` : 'moves';
  return tell({ ...spend(ctx, ACTION_COST.prepare), prepared: ctx.prepared + 1 }, [
    { text: `${ctx.attacker.name} prepares an attack: if ${ctx.defender.name} ${trigger} this round, it goes off at once.`, rule: R.held },
  ]);
}

export function readyDefense(ctx: AttackRollContext): AttackRollContext {
  return tell({ ...spend(ctx, ACTION_COST.defend), defending: true }, [
    {
      text: `${ctx.defender.name} defends: +2 base defense until its next turn (base ${num(defendedBase(ctx.defender.baseDefense, true))}).`,
      rule: R.actions,
    },
  ]);
}

export function prepareDeflection(ctx: AttackRollContext): AttackRollContext {
  return tell({ ...spend(ctx, ACTION_COST.deflect), deflectionRound: ctx.round }, [
    {
      text: `${ctx.defender.name} readies an active defense to deflect: blows that do not beat total defense deal nothing.`,
      rule: R.deflection,
    },
  ]);
}

export function endFight(ctx: AttackRollContext): AttackRollContext {
  const next: AttackRollContext = { ...ctx, fightOver: true, hour: 0, turn: null, actionsLeft: 0, delayed: false, prepared: 0 };
  const bleed = bleedPerTurn(next);
  const healing =
    ctx.defender.kind === 'liberi' ? 'with a Foci, Life comes back every four hours' : 'without a Foci, Life comes back once a day';
  return tell(next, [
    {
      text: `The fight is over after ${ctx.round} round${ctx.round === 1 ? '' : 's'}. ${ctx.defender.name} rests from midnight, day 1: ${healing}.${bleed ? ' Organ damage still bleeds: it needs Treatment first.' : ''}`,
      rule: R.rest,
    },
  ]);
}

export function giveTreatment(ctx: AttackRollContext, index: number, passed: boolean): AttackRollContext {
  const a = ctx.afflictions[index]!;
  const t = a.treatment!;
  const name = ctx.defender.name;
  const check = `a Treatment check${t.penalty ? ` at ${signed(t.penalty)}` : ''}, ${t.actions} actions`;
  if (passed) {
    const phases = treatCourse(a.phases, t.does, ctx.hour - a.woundedHour);
    const afflictions = ctx.afflictions.map((x, i) => (i === index ? { ...x, phases, treated: true } : x));
    const after = phases.map((p) => `${p.name}: ${p.permanent ? 'for good' : (p.told ?? 'until treated')}`).join('; ');
    return tell({ ...ctx, afflictions }, [
      { text: `${a.name} is treated (${check}, passed)${after ? `: ${after}` : ': the bleeding stops'}.`, rule: R.treatment },
    ]);
  }
  const bleed = phaseAt(a.phases, ctx.hour - a.woundedHour, 0, true)?.bleed ?? 0;
  const lost = failedTreatmentBleed(bleed, t.actions);
  let next = setFighter(ctx, 'defender', { life: ctx.defender.life - lost });
  const why: Why[] = [
    {
      text: `The Treatment of ${a.name} fails (${check}); it can be tried again.${lost ? ` Meanwhile ${name} bleeds ${lost} Life (Life ${num(next.defender.life)}).` : ''}`,
      rule: R.treatment,
    },
  ];
  const hurt = checkBody(next, 'defender');
  next = hurt.ctx;
  why.push(...hurt.why);
  return tell(next, why);
}

export function clock(hour: number): string {
  const day = Math.floor(hour / 24) + 1;
  const h = hour % 24;
  return `day ${day}, ${String(h).padStart(2, '0')}:00`;
}

export function passTime(ctx: AttackRollContext, hours: number): AttackRollContext {
  const d = ctx.defender;
  const before = phasesNow(ctx);
  const life = healOver(
    { life: d.life, maxLife: d.maxLife, toughness: d.toughness, hasFoci: d.kind === 'liberi' },
    ctx.hour,
    ctx.hour + hours,
  );
  let next: AttackRollContext = setFighter({ ...ctx, hour: ctx.hour + hours }, 'defender', { life });
  const after = phasesNow(next);
  const changed = ctx.afflictions.flatMap((a, i) => {
    const was = before[i];
    const now = after[i];
    if (was === now) return [];
    return [now ? `${a.name} is now ${now.name.toLowerCase()} (${now.effect})` : `${was?.name ?? a.name} is over`];
  });
  const span = hours % 168 === 0 ? `${hours / 168} week` : hours % 24 === 0 ? `${hours / 24} day` : `${hours} hours`;
  const rule = d.kind === 'liberi' ? R.foci : R.noFoci;
  const why: Why[] = [
    {
      text: `${span} of rest, to ${clock(next.hour)}: ${d.name} ${
        life > d.life
          ? `regains ${life - d.life} Life (${num(d.life)} to ${num(life)}${d.kind === 'liberi' ? ', half Toughness every four hours' : ', Toughness at the end of each day'})`
          : life >= d.maxLife
            ? 'is at full Life'
            : `regains nothing yet (${d.kind === 'liberi' ? 'every four hours' : 'at the end of each day'})`
      }.`,
      rule,
    },
  ];
  if (changed.length) why.push({ text: `${changed.join('; ')}.`, rule: R.course });
  const woke = conditionOf(ctx, 'defender') === 'unconscious' && conditionOf(next, 'defender') !== 'unconscious';
  if (woke) {
    why.push({
      text: `${d.name} wakes at Life ${num(life)}.${ctx.orderLapsed ? ' As a minion it does nothing until given a new order.' : ''}`,
      rule: ctx.orderLapsed ? R.minionsInAFight : R.death,
    });
  }
  next = tell(next, why);
  return next;
}

/** Back to full Life, bleeding stopped, nothing left of any wound but what stays for good. */
export function fullyHealed(ctx: AttackRollContext): boolean {
  return ctx.defender.life >= ctx.defender.maxLife && phasesNow(ctx).every((p) => p === undefined || p.permanent === true);
}

// ---------------------------------------------------------------------------------------
// Why a step is refused (the guards are `problem === undefined`; the widget shows the sentence)

const oneOf = <T>(value: unknown, allowed: readonly T[]): value is T => allowed.includes(value as T);

function actionsProblem(ctx: AttackRollContext, need: number): string | undefined {
  if (ctx.actionsLeft >= need) return undefined;
  if (need === 2) return `it takes both actions of the turn, and ${ctx.actionsLeft === 0 ? 'none are' : 'only one is'} left`;
  return 'no actions are left this turn';
}

function targetProblem(ctx: AttackRollContext): string | undefined {
  return ctx.fallen === null ? undefined : `${ctx[ctx.fallen].name} is dead`;
}

function weaponsProblem(ctx: AttackRollContext, weapons: unknown): string | undefined {
  if (!oneOf(weapons, ['one', 'all'] as const)) return 'say whether one weapon or all of them attack';
  const a = ctx.attacker;
  if (weapons === 'all' && a.weapons.length < 2) return `${a.name} holds only one weapon`;
  const used = weapons === 'all' ? a.weapons : a.weapons.slice(0, 1);
  for (const w of used) {
    const p = wieldProblem(w, a.toughness, a.size);
    if (p) return p;
  }
  return loadedProblem(ctx);
}

/** Why the attacker's weapon cannot fire now: it is empty, or its one shot waits on a prepared attack. */
export function loadedProblem(ctx: AttackRollContext): string | undefined {
  const r = ctx.attacker.reload;
  if (!r) return undefined;
  if (!ctx.loaded) {
    return `the weapon is not loaded: a reload takes ${r.actions} action${r.actions === 1 ? '' : 's'}${ctx.reloading ? `, ${ctx.reloading} done so far` : ''}`;
  }
  if (ctx.prepared > 0) return 'the one loaded shot is held for the prepared attack';
  return undefined;
}

/** Why an action cannot go to the reload now. */
export function reloadProblem(ctx: AttackRollContext): string | undefined {
  if (!ctx.attacker.reload) return `${ctx.attacker.name}'s weapon needs no reloading`;
  if (ctx.loaded) return 'the weapon is already loaded';
  return targetProblem(ctx) ?? actionsProblem(ctx, ACTION_COST.reload);
}

function reachProblem(ctx: AttackRollContext): string | undefined {
  if (ctx.attacker.reach !== 'melee' || ctx.distance <= MELEE_REACH_FEET) return undefined;
  return `${ctx.defender.name} is ${ctx.distance} feet away, and a melee attack reaches ${MELEE_REACH_FEET}: move closer or charge`;
}

export function attackProblem(ctx: AttackRollContext, weapons: unknown): string | undefined {
  return targetProblem(ctx) ?? actionsProblem(ctx, ACTION_COST.attack) ?? weaponsProblem(ctx, weapons) ?? reachProblem(ctx);
}

export function chargeProblem(ctx: AttackRollContext, weapons: unknown): string | undefined {
  const speed = speedOf(ctx, 'attacker');
  return (
    targetProblem(ctx) ??
    actionsProblem(ctx, ACTION_COST.charge) ??
    (ctx.attacker.reach !== 'melee' ? 'a charge ends in a melee attack, and this weapon is ranged' : undefined) ??
    weaponsProblem(ctx, weapons) ??
    (ctx.distance <= MELEE_REACH_FEET ? `a charge needs a run-up, and ${ctx.defender.name} is already within reach` : undefined) ??
    (ctx.distance - MELEE_REACH_FEET > speed
      ? `one Move covers ${speed} feet, not the ${ctx.distance - MELEE_REACH_FEET} needed to reach ${ctx.defender.name}`
      : undefined)
  );
}

export function blowProblem(ctx: AttackRollContext, location: unknown, fatal: unknown): string | undefined {
  if (!oneOf(location, LOCATIONS) || typeof fatal !== 'boolean') return 'choose where the blow lands and whether it is meant to be fatal';
  return (
    targetProblem(ctx) ??
    actionsProblem(ctx, ACTION_COST.lethalBlow) ??
    weaponsProblem(ctx, 'one') ??
    reachProblem(ctx) ??
    lethalTargetProblem(targetState(ctx))
  );
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

export function moveProblem(ctx: AttackRollContext, side: Side, direction: unknown): string | undefined {
  if (!oneOf(direction, ['toward', 'away'] as const)) return 'say which way to move';
  if (ctx.fallen !== null) return targetProblem(ctx);
  const blocked = actionsProblem(ctx, ACTION_COST.move);
  if (blocked) return blocked;
  if (speedOf(ctx, side) === 0) return `${ctx[side].name} cannot move`;
  if (direction === 'toward' && ctx.distance <= MELEE_REACH_FEET) return 'they are already within reach of each other';
  return undefined;
}

/** Why the attacker cannot give its minions an order of `sentences` now (one action each; Knowledge caps its length). */
export function orderProblem(ctx: AttackRollContext, sentences: unknown): string | undefined {
  const m = ctx.attacker.minions;
  if (!m) return `${ctx.attacker.name} has no minions to command`;
  if (typeof sentences !== 'number' || !Number.isInteger(sentences) || sentences < 1 || sentences > MAX_ORDER_SENTENCES)
    return `an order here is 1 to ${MAX_ORDER_SENTENCES} sentences`;
  const blocked = targetProblem(ctx) ?? actionsProblem(ctx, ACTION_COST.command);
  if (blocked) return blocked;
  if (understands(m.knowledge, sentences)) return undefined;
  return m.knowledge <= 0
    ? `minions with Knowledge ${num(m.knowledge)} understand no order at all`
    : `minions with Knowledge ${m.knowledge} grasp ${sentencesWord(m.knowledge)}: an order of ${sentences} would be neither understood nor followed`;
}

export function delayProblem(ctx: AttackRollContext): string | undefined {
  if (ctx.delayed) return 'only one of the two actions can be delayed';
  if (ctx.actionsLeft < 2) return 'an action can be delayed only from a turn of two, before either is used';
  if (ctx.acted.defender) return `${ctx.defender.name} has already acted this round: no later turn to slip the action in after`;
  return targetProblem(ctx);
}

export function prepareProblem(ctx: AttackRollContext): string | undefined {
  return targetProblem(ctx) ?? actionsProblem(ctx, ACTION_COST.prepare) ?? weaponsProblem(ctx, 'one');
}

export function delayedProblem(ctx: AttackRollContext, weapons: unknown): string | undefined {
  if (!ctx.delayed) return 'no action is being held back';
  return targetProblem(ctx) ?? weaponsProblem(ctx, weapons) ?? reachProblem(ctx);
}

export function defendProblem(ctx: AttackRollContext): string | undefined {
  if (ctx.defending) return 'already defending until its next turn';
  return actionsProblem(ctx, ACTION_COST.defend);
}

export function deflectProblem(ctx: AttackRollContext): string | undefined {
  if (ctx.deflectionRound === ctx.round) return 'a deflection is already ready this round';
  if (!canDeflect(ctx.defender.defenses, awarenessOf(targetState(ctx))))
    return `${ctx.defender.name} has no active defense it can use to deflect`;
  return actionsProblem(ctx, ACTION_COST.deflect);
}

export function roundProblem(ctx: AttackRollContext, first: unknown): string | undefined {
  if (!oneOf(first, ['attacker', 'defender'] as const)) return 'say who acts first';
  return targetProblem(ctx);
}

export function treatmentProblem(ctx: AttackRollContext, index: unknown, passed: unknown): string | undefined {
  if (typeof passed !== 'boolean' || typeof index !== 'number' || !Number.isInteger(index))
    return 'say which wound and whether the check passed';
  const a = ctx.afflictions[index];
  if (!a) return 'there is no such wound';
  if (!a.treatment) return `${a.name} is not something Treatment helps`;
  if (a.treated) return `${a.name} has been treated already`;
  const now = phaseAt(a.phases, ctx.hour - a.woundedHour, 0, true);
  if (now !== a.phases[0]) return `it is too late: ${a.name} has moved on`;
  return targetProblem(ctx);
}

export function restProblem(ctx: AttackRollContext, hours: unknown): string | undefined {
  if (!oneOf(hours, REST_STEPS)) return 'rest four hours, a day or a week at a time';
  if (bleedPerTurn(ctx) > 0) return `${ctx.defender.name}'s organ damage still bleeds every turn: it needs Treatment before any rest`;
  return targetProblem(ctx);
}

// ---------------------------------------------------------------------------------------
// The machine

type EventOf<T extends AttackRollEvent['type']> = Extract<AttackRollEvent, { type: T }>;
type Args = { context: AttackRollContext; event: AttackRollEvent };

/** A guard that lets a `type` event through when its rule's `…Problem` finds nothing wrong. */
function allowed<T extends AttackRollEvent['type']>(type: T, problem: (ctx: AttackRollContext, event: EventOf<T>) => string | undefined) {
  return ({ context, event }: Args) => {
    assertEvent(event, type);
    return problem(context, event as unknown as EventOf<T>) === undefined;
  };
}

/** The new context after a `type` event's pure step (for `assign`). */
function step<T extends AttackRollEvent['type']>(type: T, apply: (ctx: AttackRollContext, event: EventOf<T>) => AttackRollContext) {
  return ({ context, event }: Args) => {
    assertEvent(event, type);
    return apply(context, event as unknown as EventOf<T>);
  };
}

export const attackRollMachine = setup({
  types: {
    context: {} as AttackRollContext,
    events: {} as AttackRollEvent,
    input: {} as AttackRollInput,
  },
  actions: {
    beginRound: assign(step('round.begun', (c, e) => beginRound(c, e.first))),
    endTurn: assign(({ context }) => endTurn(context)),
    attack: assign(step('attack.made', (c, e) => declareAttack(c, 'attack', e.weapons))),
    charge: assign(step('charge.made', (c, e) => declareAttack(c, 'charge', e.weapons))),
    takeDelayed: assign(step('delayed.taken', (c, e) => declareAttack(c, 'delayed', e.weapons))),
    strikeBlow: assign(step('blow.struck', (c, e) => strikeBlow(c, e.location, e.fatal))),
    ram: assign(({ context }) => declareRam(context)),
    moveAttacker: assign(step('attacker.moved', (c, e) => moveFighter(c, 'attacker', e.direction))),
    moveDefender: assign(step('defender.moved', (c, e) => moveDefender(c, e.direction))),
    delay: assign(({ context }) => delayAction(context)),
    prepare: assign(({ context }) => prepareAttack(context)),
    giveOrder: assign(step('order.given', (c, e) => giveOrder(c, e.sentences))),
    workReload: assign(({ context }) => workReload(context)),
    defend: assign(({ context }) => readyDefense(context)),
    deflect: assign(({ context }) => prepareDeflection(context)),
    rollAttack: assign(({ context }) => rollAttackStep(context)),
    rollDamage: assign(({ context }) => rollDamageStep(context)),
    rollWound: assign(({ context }) => rollWoundStep(context)),
    checkEndure: assign(step('endure.checked', (c, e) => checkEndure(c, e.passed))),
    endFight: assign(({ context }) => endFight(context)),
    treat: assign(step('treatment.given', (c, e) => giveTreatment(c, e.wound, e.passed))),
    rest: assign(step('time.passed', (c, e) => passTime(c, e.hours))),
  },
  guards: {
    mayBeginRound: allowed('round.begun', (c, e) => roundProblem(c, e.first)),
    attackerFirst: allowed('round.begun', (c, e) => (e.first === 'attacker' ? roundProblem(c, e.first) : 'the defender acts first')),
    mayAttack: allowed('attack.made', (c, e) => attackProblem(c, e.weapons)),
    mayCharge: allowed('charge.made', (c, e) => chargeProblem(c, e.weapons)),
    mayStrikeBlow: allowed('blow.struck', (c, e) => blowProblem(c, e.location, e.fatal)),
    fatalBlow: allowed('blow.struck', (c, e) => (e.fatal === true ? blowProblem(c, e.location, e.fatal) : 'the blow is not meant to kill')),
    mayRam: ({ context }) => ramProblem(context) === undefined,
    attackerMayMove: allowed('attacker.moved', (c, e) => moveProblem(c, 'attacker', e.direction)),
    defenderMayMove: allowed('defender.moved', (c, e) => moveProblem(c, 'defender', e.direction)),
    moveTriggersPrepared: allowed(
      'defender.moved',
      (c, e) => moveProblem(c, 'defender', e.direction) ?? (triggersPrepared(c, e.direction) ? undefined : 'no prepared attack goes off'),
    ),
    mayDelay: ({ context }) => delayProblem(context) === undefined,
    mayPrepare: ({ context }) => prepareProblem(context) === undefined,
    mayOrder: allowed('order.given', (c, e) => orderProblem(c, e.sentences)),
    mayReload: ({ context }) => reloadProblem(context) === undefined,
    mayTakeDelayed: allowed('delayed.taken', (c, e) => delayedProblem(c, e.weapons)),
    mayDefend: ({ context }) => defendProblem(context) === undefined,
    mayDeflect: ({ context }) => deflectProblem(context) === undefined,
    defenderStillToAct: ({ context }) => !context.acted.defender && context.turn === 'attacker',
    attackerStillToAct: ({ context }) => !context.acted.attacker && context.turn === 'defender',
    attackLands: ({ context }) => attackLands(context),
    cripples: ({ context }) => context.current?.roll?.crippling === true,
    endureGiven: allowed('endure.checked', (_, e) => (typeof e.passed === 'boolean' ? undefined : 'say whether the Endure check passed')),
    attackSettled: ({ context }) => context.stage === null,
    someoneDied: ({ context }) => context.fallen !== null,
    mayEndFight: ({ context }) => context.fallen === null,
    mayTreat: allowed('treatment.given', (c, e) => treatmentProblem(c, e.wound, e.passed)),
    mayRest: allowed('time.passed', (c, e) => restProblem(c, e.hours)),
    healed: ({ context }) => fullyHealed(context),
  },
}).createMachine({
  id: 'attackRoll',
  context: ({ input }) => createInitialContext(input),
  initial: 'fight',
  states: {
    fight: {
      description: 'The exchange: round after round, each side takes a turn of two actions.',
      initial: 'turns',
      always: { guard: 'someoneDied', target: 'dead', description: 'A death ends the fight.' },
      states: {
        turns: {
          initial: 'betweenRounds',
          states: {
            betweenRounds: {
              description:
                'Before a round: the initiative cards say who acts first. A delayed action can still be taken before the round ends.',
              on: {
                'round.begun': [
                  { guard: 'attackerFirst', target: 'attackerTurn', actions: 'beginRound' },
                  { guard: 'mayBeginRound', target: 'defenderTurn', actions: 'beginRound' },
                ],
                'delayed.taken': {
                  guard: 'mayTakeDelayed',
                  target: '#attackRoll.fight.resolving',
                  actions: 'takeDelayed',
                  description: 'The delayed action, slipped in between turns.',
                },
                'fight.ended': { guard: 'mayEndFight', target: '#attackRoll.resting', actions: 'endFight' },
              },
            },
            attackerTurn: {
              description: "The attacker's turn: two actions (one at 0 Life or Vitality); a reload under way needs one of them.",
              on: {
                'attack.made': { guard: 'mayAttack', target: '#attackRoll.fight.resolving', actions: 'attack' },
                'charge.made': {
                  guard: 'mayCharge',
                  target: '#attackRoll.fight.resolving',
                  actions: 'charge',
                  description: 'A Move in a straight line, then an Attack at +2.',
                },
                'ram.made': {
                  guard: 'mayRam',
                  target: '#attackRoll.fight.resolving',
                  actions: 'ram',
                  description: 'Up to a double move into the target: both actions.',
                },
                'blow.struck': [
                  {
                    guard: 'fatalBlow',
                    target: '#attackRoll.fight.resolving.endureCheck',
                    actions: 'strikeBlow',
                    description: 'A lethal blow meant to kill: the target must endure.',
                  },
                  { guard: 'mayStrikeBlow', actions: 'strikeBlow' },
                ],
                'attacker.moved': { guard: 'attackerMayMove', actions: 'moveAttacker' },
                'action.delayed': { guard: 'mayDelay', actions: 'delay' },
                'action.prepared': { guard: 'mayPrepare', actions: 'prepare' },
                'order.given': { guard: 'mayOrder', actions: 'giveOrder', description: 'Command: one order to the minions, for 1 action.' },
                'reload.worked': {
                  guard: 'mayReload',
                  actions: 'workReload',
                  description: 'One action on the reload, a continuous action.',
                },
                'turn.ended': [
                  { guard: 'defenderStillToAct', target: 'defenderTurn', actions: 'endTurn' },
                  { target: 'betweenRounds', actions: 'endTurn' },
                ],
              },
            },
            defenderTurn: {
              description:
                "The defender's turn: Defend, ready a deflection, or move. Organ damage bleeds as it begins; a winded defender loses it.",
              on: {
                'defense.readied': { guard: 'mayDefend', actions: 'defend' },
                'deflection.prepared': { guard: 'mayDeflect', actions: 'deflect' },
                'defender.moved': [
                  {
                    guard: 'moveTriggersPrepared',
                    target: '#attackRoll.fight.resolving',
                    actions: 'moveDefender',
                    description: "The move sets off the attacker's prepared attack.",
                  },
                  { guard: 'defenderMayMove', actions: 'moveDefender' },
                ],
                'turn.ended': [
                  { guard: 'attackerStillToAct', target: 'attackerTurn', actions: 'endTurn' },
                  { target: 'betweenRounds', actions: 'endTurn' },
                ],
              },
            },
            interruptedTurn: {
              type: 'history',
              description: 'Back to the turn the attack interrupted.',
            },
          },
        },
        resolving: {
          description: 'An attack being resolved, roll by roll.',
          initial: 'attackRoll',
          always: {
            guard: 'attackSettled',
            target: '#attackRoll.fight.turns.interruptedTurn',
            description: 'Once every attack of the action is settled, play goes on.',
          },
          states: {
            attackRoll: {
              description: 'Roll 2d6 + Attack against base and total defense.',
              on: {
                'attack.rolled': [
                  {
                    guard: 'attackLands',
                    target: 'damageRoll',
                    actions: 'rollAttack',
                    description: 'It beats base defense and is not turned aside.',
                  },
                  {
                    target: 'attackRoll',
                    reenter: true,
                    actions: 'rollAttack',
                    description: 'A miss, or a deflected glancing blow: no damage.',
                  },
                ],
              },
            },
            damageRoll: {
              description: 'Roll the damage; a glancing blow is soaked by Reduction.',
              on: {
                'damage.rolled': [
                  { guard: 'cripples', target: 'woundRoll', actions: 'rollDamage', description: 'Beat total defense by 5 or more.' },
                  { target: 'attackRoll', actions: 'rollDamage' },
                ],
              },
            },
            woundRoll: {
              description: 'Roll where the crippling wound lands, read its chart row, roll how long it lasts.',
              on: { 'wound.rolled': { target: 'attackRoll', actions: 'rollWound' } },
            },
            endureCheck: {
              description: 'A fatal lethal blow: the target makes an Endure check or dies.',
              on: { 'endure.checked': { guard: 'endureGiven', target: 'attackRoll', actions: 'checkEndure' } },
            },
          },
        },
      },
    },
    resting: {
      description: 'After the fight: Treatment for the wounds that need it, then rest, four hours, a day or a week at a time.',
      always: [
        { guard: 'someoneDied', target: 'dead' },
        { guard: 'healed', target: 'healed', description: 'Full Life again, and every wound run its course.' },
      ],
      on: {
        'treatment.given': { guard: 'mayTreat', actions: 'treat' },
        'time.passed': { guard: 'mayRest', actions: 'rest' },
      },
    },
    dead: {
      type: 'final',
      description: 'Dead: the soul lingers for a few rounds (soul passing takes over).',
    },
    healed: {
      type: 'final',
      description: 'Healed: full Life, every wound over but what stays for good.',
    },
  },
});

/** The saved form's version; older versions this machine still reads (see core/record.ts). */
export const attackRollRecord: RecordFormat = {
  current: 'attack-roll/1',
  upgrades: {},
};
