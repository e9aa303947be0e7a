/**
 * Liberi Gothica, Passing On: a dead character's soul lingers, rolling each round to pass
 * on, while the Liberi around it take their turns and may pray for it, absorb it, or
 * shuffle Vitality between their own body and their Foci's Soul Gauge.
 *
 * Shape of a table: the character may start alive (damage it until it dies) or already
 * dead. Then rounds go: each Liberi in list order takes a turn, and when the last turn
 * ends the soul makes its passing roll (table ruling: end of round). It ends when the
 * soul is gathered or passes on.
 *
 * Every step is a pure function of the context below; the machine only names them.
 * All chance (the generator, the fixed d10 and d6 rolls) is in context, so XState's
 * pure `transition` replays a table exactly.
 */
import { assign, setup } from 'xstate';
import type { RecordFormat } from '../core/record.js';
import { createChance, rollDie, type Chance } from '../core/random.js';
import {
  absorptionYield,
  actionsPerTurn,
  causeOfDeath,
  condition,
  conversionLimits,
  fillGauge,
  GATHERING_REACH_FEET,
  passes,
  passingNeed,
  PRAYER_ACTIONS,
  prayerFinishChance,
  prayerYield,
  shareYield,
  soulVitality,
  survivalFrom,
  type Body,
  type Condition,
  type DeathCause,
  type SurvivalPoint,
  type Tacks,
} from './soul-passing.rules.js';

// ---------------------------------------------------------------------------------------
// Domain types

export interface Liberi {
  name: string;
  /** Feet from the body. */
  distance: number;
  /** Feet one Move action covers (size 0: 30). */
  speed: number;
  life: number;
  vitality: number;
  maxVitality: number;
  gauge: number;
  essence: number;
}

export interface SoulPassingInput {
  seed: number;
  /** Fixed d10 passing rolls, used first, front first. */
  rolls?: readonly number[];
  /** Fixed d6 rolls for Soul Absorption, used first. */
  absorbRolls?: readonly number[];
  /** The dead character's remaining Vitality (when `character` is absent). */
  vitality: number;
  /** A character still alive at the start, to be damaged until it dies. */
  character?: Body;
  /** Name for the dead. */
  name?: string;
  liberi: readonly Liberi[];
  /** Alternate rule: Balanced Soul Gathering. */
  balanced?: boolean;
}

export type Soul = 'in-body' | 'lingering' | 'gathered' | 'passed-on';

export interface PassingRoll {
  round: number;
  need: number;
  roll: number;
  passed: boolean;
}

export interface Gathering {
  by: number;
  method: 'prayer' | 'absorption';
  /** The d6 of an absorption. */
  die?: number;
  /** Vitality the gathering yielded before sharing. */
  yield: number;
  shares: { who: number; vitality: number; kept: number; lost: number }[];
}

export interface SoulPassingContext {
  name: string;
  /** The body while it lives (and as it was when it died). */
  body: Body | null;
  cause: DeathCause | null;
  /** The Vitality the soul holds for gathering (never below 0). */
  soulVitality: number;
  soul: Soul;
  liberi: Liberi[];
  balanced: boolean;
  /** Rounds after the death, from 1. */
  round: number;
  /** Whose turn it is (index into liberi); liberi.length once every turn is over. */
  turn: number;
  actionsLeft: number;
  /** Prayer actions each Liberi has put in (a continuous action). */
  prayers: number[];
  /** Whether the acting Liberi has spent an action on their prayer this turn. */
  prayedThisTurn: boolean;
  passingRolls: PassingRoll[];
  gathering: Gathering | null;
  chance: Chance;
  absorbRolls: number[];
  /** What the last step did, in one sentence: the widget announces it. */
  report: string;
  /** Every step's sentence, oldest first. */
  log: string[];
}

export type DamageTrack = 'life' | 'vitality' | Tacks;
export type ConvertDirection = 'to-gauge' | 'to-vitality';

export type SoulPassingEvent =
  | { type: 'damage.dealt'; track: DamageTrack; amount: number }
  | { type: 'prayer.offered' }
  | { type: 'soul.absorbed' }
  | { type: 'vitality.converted'; direction: ConvertDirection; amount: number }
  | { type: 'action.taken'; action: 'move' | 'other' }
  | { type: 'turn.ended' }
  | { type: 'soul.rolled' };

// ---------------------------------------------------------------------------------------
// Pure steps

/** What the dead is called when the table gives no name. */
export const DEFAULT_NAME = 'Vale';

export function createInitialContext(input: SoulPassingInput): SoulPassingContext {
  const name = input.name ?? DEFAULT_NAME;
  const body = input.character ? { ...input.character } : null;
  const alive = body !== null && condition(body) !== 'dead';
  const base: SoulPassingContext = {
    name,
    body,
    cause: body ? causeOfDeath(body) ?? null : null,
    soulVitality: soulVitality(body ? body.vitality : input.vitality),
    soul: alive ? 'in-body' : 'lingering',
    liberi: input.liberi.map((l) => ({ ...l })),
    balanced: input.balanced ?? false,
    round: 1,
    turn: 0,
    actionsLeft: 0,
    prayers: input.liberi.map(() => 0),
    prayedThisTurn: false,
    passingRolls: [],
    gathering: null,
    chance: createChance(input.seed, input.rolls ?? []),
    absorbRolls: [...(input.absorbRolls ?? [])],
    report: '',
    log: [],
  };
  if (alive) return say(base, `${name} is alive: ${describeBody(body)}.`);
  return beginTurn(say(base, `${name} is dead with ${base.soulVitality} Vitality left; the soul lingers.`));
}

function say(ctx: SoulPassingContext, sentence: string): SoulPassingContext {
  return { ...ctx, report: sentence, log: [...ctx.log, sentence] };
}

function describeBody(b: Body): string {
  return `Life ${b.life}, Vitality ${b.vitality}, Toughness ${b.toughness}`;
}

/** Start the turn of `ctx.turn` (or nothing, once every Liberi has acted this round). */
function beginTurn(ctx: SoulPassingContext): SoulPassingContext {
  const l = ctx.liberi[ctx.turn];
  return { ...ctx, actionsLeft: l ? actionsPerTurn(l) : 0, prayedThisTurn: false };
}

export function dealDamage(ctx: SoulPassingContext, track: DamageTrack, amount: number): SoulPassingContext {
  if (!ctx.body) return ctx;
  const body = { ...ctx.body, [track]: ctx.body[track] - amount };
  const state = condition(body);
  const hit = say({ ...ctx, body }, `${amount} damage to ${track}: ${describeBody(body)}; ${state}.`);
  if (state !== 'dead') return hit;
  const cause = causeOfDeath(body) ?? null;
  const dead: SoulPassingContext = { ...hit, cause, soul: 'lingering', soulVitality: soulVitality(body.vitality) };
  return beginTurn(say(dead, `${ctx.name} dies (${cause} below its limit) with ${dead.soulVitality} Vitality left; the soul lingers.`));
}

function spendAction(ctx: SoulPassingContext): SoulPassingContext {
  return { ...ctx, actionsLeft: ctx.actionsLeft - 1 };
}

function setLiberi(ctx: SoulPassingContext, who: number, change: Partial<Liberi>): Liberi[] {
  return ctx.liberi.map((l, i) => (i === who ? { ...l, ...change } : l));
}

/** Indexes of the Liberi within reach of the body. */
export function withinReach(ctx: SoulPassingContext): number[] {
  return ctx.liberi.flatMap((l, i) => (l.distance <= GATHERING_REACH_FEET ? [i] : []));
}

/** Pay out a gathering: the shares to the gauges (capped), 1 Essence to each sharer. */
function gather(ctx: SoulPassingContext, method: Gathering['method'], amount: number, die?: number): SoulPassingContext {
  const by = ctx.turn;
  const shares = shareYield(amount, by, withinReach(ctx), ctx.balanced).map((s) => {
    const filled = fillGauge(ctx.liberi[s.who]!.gauge, s.vitality);
    return { ...s, ...filled };
  });
  const liberi = ctx.liberi.map((l, i) => {
    const s = shares.find((x) => x.who === i);
    return s ? { ...l, gauge: s.gauge, essence: l.essence + 1 } : l;
  });
  const gathering: Gathering = {
    by,
    method,
    yield: amount,
    shares: shares.map(({ who, vitality, kept, lost }) => ({ who, vitality, kept, lost })),
    ...(die === undefined ? {} : { die }),
  };
  const gatherer = ctx.liberi[by]!.name;
  const how = method === 'prayer' ? 'finishes the Soul Prayer' : `absorbs the soul (d6 ${die})`;
  const parts = gathering.shares.map(
    (s) => `${ctx.liberi[s.who]!.name} +${s.kept} to the Soul Gauge${s.lost ? ` (${s.lost} lost over 20)` : ''} and +1 Essence`,
  );
  return say(
    { ...ctx, liberi, gathering, soul: 'gathered', prayers: ctx.prayers.map(() => 0) },
    `${gatherer} ${how}: ${amount} Vitality${ctx.balanced ? ', shared' : ''}. ${parts.join('; ')}.`,
  );
}

export function offerPrayer(ctx: SoulPassingContext): SoulPassingContext {
  const who = ctx.turn;
  const done = ctx.prayers[who]! + 1;
  const spent = { ...spendAction(ctx), prayedThisTurn: true, prayers: ctx.prayers.map((p, i) => (i === who ? done : p)) };
  if (done >= PRAYER_ACTIONS) return gather(spent, 'prayer', prayerYield(ctx.soulVitality));
  return say(spent, `${ctx.liberi[who]!.name} begins a Soul Prayer (${done} of ${PRAYER_ACTIONS} actions).`);
}

export function absorbSoul(ctx: SoulPassingContext): SoulPassingContext {
  const [die, next] = rollDie({ random: ctx.chance.random, fixedRolls: ctx.absorbRolls }, 6);
  const rolled = { ...spendAction(ctx), chance: { ...ctx.chance, random: next.random }, absorbRolls: [...next.fixedRolls] };
  return gather(rolled, 'absorption', absorptionYield(ctx.soulVitality, die), die);
}

export function convertVitality(ctx: SoulPassingContext, direction: ConvertDirection, amount: number): SoulPassingContext {
  const who = ctx.turn;
  const l = ctx.liberi[who]!;
  const change = direction === 'to-gauge' ? { vitality: l.vitality - amount, gauge: l.gauge + amount } : { vitality: l.vitality + amount, gauge: l.gauge - amount };
  const moved = { ...spendAction(ctx), liberi: setLiberi(ctx, who, change) };
  const where = direction === 'to-gauge' ? 'from Vitality into the Soul Gauge' : 'from the Soul Gauge into Vitality';
  return say(moved, `${l.name} moves ${amount} ${where}: Vitality ${change.vitality}, gauge ${change.gauge}.`);
}

export function takeAction(ctx: SoulPassingContext, action: 'move' | 'other'): SoulPassingContext {
  const who = ctx.turn;
  const l = ctx.liberi[who]!;
  if (action === 'move') {
    // A Move goes straight for the body and stops beside it, 5 feet away.
    const distance = Math.max(5, l.distance - l.speed);
    return say({ ...spendAction(ctx), liberi: setLiberi(ctx, who, { distance }) }, `${l.name} moves to ${distance} feet from the body.`);
  }
  return say(spendAction(ctx), `${l.name} spends an action on something else.`);
}

/**
 * "Continuous actions": once begun, at least one action a turn must go to the prayer or
 * it is lost and must be started again. Checked as the turn that skipped it ends.
 */
export function endTurn(ctx: SoulPassingContext): SoulPassingContext {
  const who = ctx.turn;
  const l = ctx.liberi[who]!;
  const lost = ctx.prayers[who]! > 0 && !ctx.prayedThisTurn;
  const prayers = lost ? ctx.prayers.map((p, i) => (i === who ? 0 : p)) : ctx.prayers;
  const sentence = lost ? `${l.name} ends the turn without praying: the Soul Prayer is lost.` : `${l.name} ends the turn.`;
  return beginTurn(say({ ...ctx, prayers, turn: who + 1 }, sentence));
}

export function rollForPassing(ctx: SoulPassingContext): SoulPassingContext {
  const index = ctx.passingRolls.length;
  const need = passingNeed(index);
  const [roll, chance] = rollDie(ctx.chance, 10);
  const passed = passes(roll, index);
  const passingRolls = [...ctx.passingRolls, { round: ctx.round, need, roll, passed }];
  if (passed) {
    return say(
      { ...ctx, chance, passingRolls, soul: 'passed-on', prayers: ctx.prayers.map(() => 0) },
      `End of round ${ctx.round}: the soul needed ${need} or more and rolled ${roll}. ${ctx.name} passes on.`,
    );
  }
  const next = { ...ctx, chance, passingRolls, round: ctx.round + 1, turn: 0 };
  return beginTurn(say(next, `End of round ${ctx.round}: the soul needed ${need} or more and rolled ${roll}, and lingers into round ${ctx.round + 1}.`));
}

// ---------------------------------------------------------------------------------------
// Guards as plain predicates (the widget asks the machine through snapshot.can)

function acting(ctx: SoulPassingContext): Liberi | undefined {
  return ctx.soul === 'lingering' ? ctx.liberi[ctx.turn] : undefined;
}

export function canAct(ctx: SoulPassingContext): boolean {
  return acting(ctx) !== undefined && ctx.actionsLeft > 0;
}

export function hasTurn(ctx: SoulPassingContext): boolean {
  return acting(ctx) !== undefined;
}

export function canGather(ctx: SoulPassingContext): boolean {
  const l = acting(ctx);
  return l !== undefined && ctx.actionsLeft > 0 && l.distance <= GATHERING_REACH_FEET;
}

export function canConvert(ctx: SoulPassingContext, direction: ConvertDirection, amount: number): boolean {
  const l = acting(ctx);
  if (!l || ctx.actionsLeft < 1 || !Number.isInteger(amount) || amount < 1) return false;
  const limits = conversionLimits(l);
  return amount <= (direction === 'to-gauge' ? limits.toGauge : limits.toVitality);
}

export function canMove(ctx: SoulPassingContext): boolean {
  const l = acting(ctx);
  return l !== undefined && ctx.actionsLeft > 0 && l.distance > 5;
}

// ---------------------------------------------------------------------------------------
// Derived values: everything a view shows that depends on the rules

export interface SoulView {
  soul: Soul;
  /** The body's condition while it lives (alive or unconscious), or dead. */
  condition: Condition;
  /** What the next passing roll needs, while the soul lingers. */
  nextNeed: number | null;
  /** Chance the soul is still here at the start of this and each later round. */
  survival: SurvivalPoint[];
  /** The acting Liberi, if it is someone's turn. */
  actor: number | null;
  /** Prayer actions the acting Liberi has put in so far. */
  prayerDone: number;
  /** Chance a prayer action taken now leads to a finished prayer before the soul goes. */
  prayerChance: number;
  /** How much the acting Liberi could convert each way with one action. */
  convertible: { toGauge: number; toVitality: number };
  /** Indexes of the Liberi within 20 feet of the body. */
  withinReach: number[];
  /** Actions each Liberi's turn holds, by the Liberi's own Life and Vitality. */
  actionsPerTurn: number[];
}

export function soulView(ctx: SoulPassingContext): SoulView {
  const made = ctx.passingRolls.length;
  const actor = hasTurn(ctx) ? ctx.turn : null;
  const l = actor === null ? undefined : ctx.liberi[actor];
  const prayerDone = actor === null ? 0 : ctx.prayers[actor]!;
  const lingering = ctx.soul === 'lingering';
  return {
    soul: ctx.soul,
    condition: ctx.soul === 'in-body' && ctx.body ? condition(ctx.body) : 'dead',
    nextNeed: lingering ? passingNeed(made) : null,
    survival: lingering ? survivalFrom(ctx.round, made) : [],
    actor,
    prayerDone,
    prayerChance: l && canGather(ctx) ? prayerFinishChance(PRAYER_ACTIONS - prayerDone, ctx.actionsLeft, actionsPerTurn(l), made) : 0,
    convertible: l && ctx.actionsLeft > 0 ? conversionLimits(l) : { toGauge: 0, toVitality: 0 },
    withinReach: withinReach(ctx),
    actionsPerTurn: ctx.liberi.map((x) => actionsPerTurn(x)),
  };
}

// ---------------------------------------------------------------------------------------
// The machine

export const soulPassingMachine = setup({
  types: {
    context: {} as SoulPassingContext,
    events: {} as SoulPassingEvent,
    input: {} as SoulPassingInput,
  },
  actions: {
    dealDamage: assign(({ context, event }) => (event.type === 'damage.dealt' ? dealDamage(context, event.track, event.amount) : context)),
    offerPrayer: assign(({ context }) => offerPrayer(context)),
    absorbSoul: assign(({ context }) => absorbSoul(context)),
    convertVitality: assign(({ context, event }) =>
      event.type === 'vitality.converted' ? convertVitality(context, event.direction, event.amount) : context,
    ),
    takeAction: assign(({ context, event }) => (event.type === 'action.taken' ? takeAction(context, event.action) : context)),
    endTurn: assign(({ context }) => endTurn(context)),
    rollForPassing: assign(({ context }) => rollForPassing(context)),
  },
  guards: {
    soulHasLeftBody: ({ context }) => context.soul !== 'in-body',
    validDamage: ({ event }) => event.type === 'damage.dealt' && Number.isInteger(event.amount) && event.amount > 0,
    canGather: ({ context }) => canGather(context),
    canConvert: ({ context, event }) => event.type === 'vitality.converted' && canConvert(context, event.direction, event.amount),
    canTakeAction: ({ context, event }) =>
      event.type === 'action.taken' && (event.action === 'move' ? canMove(context) : canAct(context)),
    hasTurn: ({ context }) => hasTurn(context),
    soulGathered: ({ context }) => context.soul === 'gathered',
    soulPassedOn: ({ context }) => context.soul === 'passed-on',
    roundIsOver: ({ context }) => context.turn >= context.liberi.length,
  },
}).createMachine({
  id: 'soulPassing',
  context: ({ input }) => createInitialContext(input),
  initial: 'alive',
  states: {
    alive: {
      always: { guard: 'soulHasLeftBody', target: 'turn' },
      on: {
        'damage.dealt': { guard: 'validDamage', actions: 'dealDamage' },
      },
    },
    turn: {
      always: [
        { guard: 'soulGathered', target: 'gathered' },
        { guard: 'soulPassedOn', target: 'passedOn' },
        { guard: 'roundIsOver', target: 'passingRoll' },
      ],
      on: {
        'prayer.offered': { guard: 'canGather', actions: 'offerPrayer' },
        'soul.absorbed': { guard: 'canGather', actions: 'absorbSoul' },
        'vitality.converted': { guard: 'canConvert', actions: 'convertVitality' },
        'action.taken': { guard: 'canTakeAction', actions: 'takeAction' },
        'turn.ended': { guard: 'hasTurn', actions: 'endTurn' },
      },
    },
    passingRoll: {
      on: {
        'soul.rolled': { actions: 'rollForPassing', target: 'turn' },
      },
    },
    gathered: { type: 'final' },
    passedOn: { type: 'final' },
  },
});

/** The saved form's version; older versions this machine still reads (see core/record.ts). */
export const soulPassingRecord: RecordFormat = {
  current: 'soul-passing/1',
  upgrades: {},
};
