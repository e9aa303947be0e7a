/**
 * Soul passing's steps, each a pure function of the context: what dealing damage, a prayer,
 * an absorption, a conversion, a move or the passing roll does, with the reasons it says;
 * and why a step is refused (the machine's guards are "no problem"; the widget shows the
 * sentence). The machine (soul-passing.machine.ts) only names them.
 */
import { num, signed, type Why } from '../../core/explain.js';
import { createChance, rollDie, type Chance } from '../../core/random.js';
import {
  ABSORPTION_DIE,
  absorptionYield,
  conversionLimits,
  fillGauge,
  gainsEssence,
  GATHERING_REACH_FEET,
  PASSING_DIE,
  passes,
  passingNeed,
  PRAYER_ACTIONS,
  prayerYield,
  shareYield,
  SOUL_GAUGE_MAX,
  SOUL_PASSING_RULES as RULES,
} from './soul-passing.rules.js';
import { soulVitality } from '../body.js';
import { actionsPerTurn, AT_ZERO, causeOfDeath, condition, TACKS, type Body } from '../body.js';

import type {
  DamageTrack,
  ConvertDirection,
  Gathering,
  Liberi,
  PassingRoll,
  SoulPassingContext,
  SoulPassingInput,
} from './soul-passing.context.js';
import { DAMAGE_TRACKS, DEFAULT_NAME, MAX_DAMAGE } from './soul-passing.context.js';

/** What the dead is called when the table gives no name. */

const TRACK_LABEL: Readonly<Record<DamageTrack, string>> = {
  life: 'Life',
  vitality: 'Vitality',
  toughness: 'Toughness',
  athleticism: 'Athleticism',
  charm: 'Charm',
  knowledge: 'Knowledge',
  spirit: 'Spirit',
};

export function createInitialContext(input: SoulPassingInput): SoulPassingContext {
  const name = input.name ?? DEFAULT_NAME;
  const body = input.character ? { ...input.character } : null;
  const alive = body !== null && condition(body) !== 'dead';
  const base: SoulPassingContext = {
    name,
    body,
    cause: body ? (causeOfDeath(body) ?? null) : null,
    soulVitality: soulVitality(body ? body.vitality : input.vitality),
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
    narration: [],
    log: [],
  };
  if (alive) return say(base, { text: `${name} is alive: ${describeBody(body)}.` }, ...bodyWhy(name, body));
  const dead = body ? bodyWhy(name, body) : [];
  return beginTurn(say(base, ...dead, ...soulLeaves(name, base.soulVitality)));
}

function say(ctx: SoulPassingContext, ...whys: Why[]): SoulPassingContext {
  return { ...ctx, narration: whys, log: [...ctx.log, whys] };
}

function describeBody(b: Body): string {
  return `Life ${num(b.life)}, Vitality ${num(b.vitality)}, Toughness ${num(b.toughness)}`;
}

/**
 * Why the body is in the condition it is, with the numbers of the limit that decides it:
 * Life against minus Toughness, Vitality and the TACKS against 0.
 */
function bodyWhy(name: string, b: Body): Why[] {
  const limit = `${num(-b.toughness)} (minus Toughness ${num(b.toughness)})`;
  const cause = causeOfDeath(b);
  if (cause === 'life') return [{ text: `Life ${num(b.life)} is below ${limit}: ${name} dies.`, rule: RULES.death }];
  if (cause === 'vitality') return [{ text: `Vitality ${num(b.vitality)} is below 0: ${name} dies.`, rule: RULES.death }];
  if (cause) return [{ text: `${TRACK_LABEL[cause]} ${num(b[cause])} is below 0: ${name} dies.`, rule: RULES.death }];
  const out: Why[] = [];
  if (b.life < 0) out.push({ text: `Life ${num(b.life)} is below 0 but not below ${limit}: ${name} is unconscious.`, rule: RULES.death });
  else if (b.life === 0 || b.vitality === 0)
    out.push({ text: `${b.life === 0 ? 'Life' : 'Vitality'} at 0: ${name} would have one action a turn.`, rule: RULES.death });
  for (const t of TACKS) if (b[t] === 0) out.push({ text: `${TRACK_LABEL[t]} at 0: ${AT_ZERO[t]}.`, rule: RULES.death });
  return out;
}

function soulLeaves(name: string, vitality: number): Why[] {
  return [
    {
      text: `${name} is dead with ${vitality} Vitality left; the soul lingers, and rolls to pass on at the end of each round.`,
      rule: RULES.lingering,
    },
    ...(vitality === 0
      ? [{ text: 'A soul with no Vitality left still gives 1 Essence to whoever gathers it.', rule: RULES.nothingLeft }]
      : []),
  ];
}

/** Start the turn of `ctx.turn` (or nothing, once every Liberi has acted this round). */
function beginTurn(ctx: SoulPassingContext): SoulPassingContext {
  const l = ctx.liberi[ctx.turn];
  return { ...ctx, actionsLeft: l ? actionsPerTurn(l) : 0, prayedThisTurn: false };
}

/** Who acts now and how many actions their turn holds, with why when it is fewer than two. */
function turnWhy(ctx: SoulPassingContext): Why[] {
  const l = ctx.liberi[ctx.turn];
  if (!l) return [];
  const n = ctx.actionsLeft;
  if (n === 0) return [{ text: `${l.name} is unconscious (Life ${num(l.life)}): no actions this turn.`, rule: RULES.death }];
  if (n === 1) return [{ text: `${l.name}'s turn: one action, with ${l.life === 0 ? 'Life' : 'Vitality'} at 0.`, rule: RULES.death }];
  return [{ text: `${l.name}'s turn: ${n} actions.` }];
}

export function dealDamage(ctx: SoulPassingContext, track: DamageTrack, amount: number): SoulPassingContext {
  if (!ctx.body) return ctx;
  const body = { ...ctx.body, [track]: ctx.body[track] - amount };
  const hit: Why = { text: `${amount} damage to ${TRACK_LABEL[track]}: ${describeBody(body)}.` };
  if (condition(body) !== 'dead') return say({ ...ctx, body }, hit, ...bodyWhy(ctx.name, body));
  const cause = causeOfDeath(body) ?? null;
  const dead: SoulPassingContext = { ...ctx, body, cause, soulVitality: soulVitality(body.vitality) };
  const started = beginTurn(dead);
  return say(started, hit, ...bodyWhy(ctx.name, body), ...soulLeaves(ctx.name, dead.soulVitality), ...turnWhy(started));
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

/** Pay out a gathering: the shares to the gauges (capped), 1 Essence to the gatherer and each sharer given Vitality. */
function gather(ctx: SoulPassingContext, method: Gathering['method'], amount: number, how: Why, die?: number): SoulPassingContext {
  const by = ctx.turn;
  const shares = shareYield(amount, by, withinReach(ctx), ctx.balanced).map((s) => ({
    ...s,
    ...fillGauge(ctx.liberi[s.who]!.gauge, s.vitality),
    essence: gainsEssence(s, by) ? 1 : 0,
  }));
  const liberi = ctx.liberi.map((l, i) => {
    const s = shares.find((x) => x.who === i);
    return s ? { ...l, gauge: s.gauge, essence: l.essence + s.essence } : l;
  });
  const gathering: Gathering = {
    by,
    method,
    yield: amount,
    shares: shares.map(({ who, vitality, kept, lost, essence }) => ({ who, vitality, kept, lost, essence })),
    ...(die === undefined ? {} : { die }),
  };
  const gatherer = ctx.liberi[by]!.name;
  const parts = gathering.shares.map((s) => {
    const who = ctx.liberi[s.who]!.name;
    if (s.essence === 0) return `${who} gets a share of 0, so no Essence`;
    return `${who} ${signed(s.kept)} to the Soul Gauge${s.lost ? ` (${s.lost} lost over ${SOUL_GAUGE_MAX})` : ''} and +1 Essence`;
  });
  const whys: Why[] = [
    how,
    {
      text: `${gatherer} gathers ${amount} Vitality${ctx.balanced ? ', shared' : ''}: ${parts.join('; ')}.`,
      rule: ctx.balanced ? RULES.balanced : RULES.twoWays,
    },
  ];
  if (ctx.balanced) {
    const n = gathering.shares.length;
    const each = Math.floor(amount / n);
    whys.push({
      text:
        `${n} Liberi within ${GATHERING_REACH_FEET} feet share it, the gatherer included: ${each} each, rounded down` +
        (amount - each * n > 0 ? `, and the ${amount - each * n} left over to ${gatherer}.` : '.'),
      rule: RULES.whoShares,
    });
  }
  if (gathering.shares.some((s) => s.lost > 0)) {
    whys.push({ text: `A Soul Gauge holds at most ${SOUL_GAUGE_MAX}: the rest is lost.`, rule: RULES.beyond20 });
  }
  whys.push({ text: 'The soul is used up: nobody else can gather it, and it makes no more passing rolls.', rule: RULES.gatheredOnce });
  return say({ ...ctx, liberi, gathering, prayers: ctx.prayers.map(() => 0) }, ...whys);
}

export function offerPrayer(ctx: SoulPassingContext): SoulPassingContext {
  const who = ctx.turn;
  const done = ctx.prayers[who]! + 1;
  const spent = { ...spendAction(ctx), prayedThisTurn: true, prayers: ctx.prayers.map((p, i) => (i === who ? done : p)) };
  const name = ctx.liberi[who]!.name;
  if (done >= PRAYER_ACTIONS) {
    const how = {
      text: `${name} finishes the Soul Prayer (${done} of ${PRAYER_ACTIONS} actions): all ${ctx.soulVitality} Vitality the soul had left.`,
      rule: RULES.twoWays,
    };
    return gather(spent, 'prayer', prayerYield(ctx.soulVitality), how);
  }
  return say(
    spent,
    { text: `${name} begins a Soul Prayer (${done} of ${PRAYER_ACTIONS} actions).`, rule: RULES.twoWays },
    { text: `A Soul Prayer is a continuous action: at least one action must go to it every turn, or it is lost.`, rule: RULES.continuous },
  );
}

export function absorbSoul(ctx: SoulPassingContext): SoulPassingContext {
  const [die, next] = rollDie({ random: ctx.chance.random, fixedRolls: ctx.absorbRolls }, ABSORPTION_DIE);
  const rolled = { ...spendAction(ctx), chance: { ...ctx.chance, random: next.random }, absorbRolls: [...next.fixedRolls] };
  const amount = absorptionYield(ctx.soulVitality, die);
  const half = die <= 2;
  const how: Why = {
    text:
      `${ctx.liberi[ctx.turn]!.name} absorbs the soul: the d6 shows ${die}, so ` +
      (half ? `half its ${ctx.soulVitality} Vitality, rounded down: ${amount}.` : `all its ${ctx.soulVitality} Vitality.`),
    rule: RULES.twoWays,
  };
  return gather(rolled, 'absorption', amount, how, die);
}

export function convertVitality(ctx: SoulPassingContext, direction: ConvertDirection, amount: number): SoulPassingContext {
  const who = ctx.turn;
  const l = ctx.liberi[who]!;
  const change =
    direction === 'to-gauge'
      ? { vitality: l.vitality - amount, gauge: l.gauge + amount }
      : { vitality: l.vitality + amount, gauge: l.gauge - amount };
  const moved = { ...spendAction(ctx), liberi: setLiberi(ctx, who, change) };
  const where = direction === 'to-gauge' ? 'from Vitality into the Soul Gauge' : 'from the Soul Gauge into Vitality';
  return say(
    moved,
    { text: `${l.name} moves ${amount} ${where}: Vitality ${change.vitality}, gauge ${change.gauge}.`, rule: RULES.gauge },
    ...(change.vitality === 0 ? [{ text: `At 0 Vitality ${l.name} has one action a turn from the next turn on.`, rule: RULES.death }] : []),
  );
}

export function takeAction(ctx: SoulPassingContext, action: 'move' | 'other'): SoulPassingContext {
  const who = ctx.turn;
  const l = ctx.liberi[who]!;
  if (action === 'move') {
    // A Move goes straight for the body and stops beside it, 5 feet away.
    const distance = Math.max(5, l.distance - l.speed);
    const reach = distance <= GATHERING_REACH_FEET ? `, within the ${GATHERING_REACH_FEET} feet a soul is gathered from` : '';
    return say(
      { ...spendAction(ctx), liberi: setLiberi(ctx, who, { distance }) },
      {
        text: `${l.name} moves ${l.distance - distance} feet (speed ${l.speed}) to ${distance} feet from the body${reach}.`,
        rule: RULES.moving,
      },
    );
  }
  return say(spendAction(ctx), { text: `${l.name} spends an action on something else.` });
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
  const ended: Why = lost
    ? { text: `${l.name} ends the turn without praying: the Soul Prayer is lost.`, rule: RULES.skipped }
    : { text: `${l.name} ends the turn.` };
  const next = beginTurn({ ...ctx, prayers, turn: who + 1 });
  const last = next.turn >= next.liberi.length;
  return say(
    next,
    ended,
    ...(last ? [{ text: 'Every Liberi has had a turn: the round ends with the passing roll.', rule: RULES.endOfRound }] : turnWhy(next)),
  );
}

/** The passing roll to come, as the generator (or the next fixed roll) will give it: pure, so a guard may ask. */
export function nextPassingRoll(ctx: SoulPassingContext): { roll: PassingRoll; chance: Chance } {
  const index = ctx.passingRolls.length;
  const need = passingNeed(index);
  const [roll, chance] = rollDie(ctx.chance, PASSING_DIE);
  return { roll: { round: ctx.round, need, roll, passed: passes(roll, index) }, chance };
}

export function rollForPassing(ctx: SoulPassingContext): SoulPassingContext {
  const { roll, chance } = nextPassingRoll(ctx);
  const passingRolls = [...ctx.passingRolls, roll];
  const index = ctx.passingRolls.length;
  const needWhy: Why =
    index === 0
      ? { text: 'The first roll after a death needs a 10.', rule: RULES.lingering }
      : roll.need === 1
        ? { text: `After ${index} failed rolls the need has reached 1: any roll passes.`, rule: RULES.needStops }
        : { text: `After ${index} failed roll${index === 1 ? '' : 's'} the need is ${roll.need}: one less for each.`, rule: RULES.easier };
  if (roll.passed) {
    return say(
      { ...ctx, chance, passingRolls, prayers: ctx.prayers.map(() => 0) },
      {
        text: `End of round ${ctx.round}: the soul needed ${roll.need} or more and rolled ${roll.roll}. ${ctx.name} passes on.`,
        rule: RULES.endOfRound,
      },
      needWhy,
      ...(ctx.prayers.some((p) => p > 0) ? [{ text: 'A Soul Prayer still unfinished comes to nothing.', rule: RULES.twoWays }] : []),
    );
  }
  const next = beginTurn({ ...ctx, chance, passingRolls, round: ctx.round + 1, turn: 0 });
  return say(
    next,
    {
      text: `End of round ${ctx.round}: the soul needed ${roll.need} or more and rolled ${roll.roll}, and lingers into round ${ctx.round + 1}.`,
      rule: RULES.endOfRound,
    },
    needWhy,
    ...turnWhy(next),
  );
}

// ---------------------------------------------------------------------------------------
// Why a step is refused (the guards are "no problem"; the widget can show the sentence)

/** Why this damage cannot be dealt, or undefined. Reads any shape (a saved table's events too). */
export function damageProblem(ctx: SoulPassingContext, event: { track?: unknown; amount?: unknown }): string | undefined {
  if (!ctx.body) return 'there is no living body to damage';
  if (typeof event.track !== 'string' || !(DAMAGE_TRACKS as readonly string[]).includes(event.track))
    return `damage goes to ${DAMAGE_TRACKS.join(', ')}`;
  if (typeof event.amount !== 'number' || !Number.isInteger(event.amount) || event.amount < 1 || event.amount > MAX_DAMAGE) {
    return `damage is a whole number from 1 to ${MAX_DAMAGE}`;
  }
  return undefined;
}

/** The Liberi whose turn it is, while one is. */
function acting(ctx: SoulPassingContext): Liberi | undefined {
  return ctx.liberi[ctx.turn];
}

/** Why the acting Liberi cannot spend an action now, or undefined. */
function actionProblem(ctx: SoulPassingContext): string | undefined {
  const l = acting(ctx);
  if (!l) return 'it is nobody’s turn';
  if (ctx.actionsLeft < 1) return `${l.name} has no actions left this turn`;
  return undefined;
}

/** Why the acting Liberi cannot pray for or absorb the soul now, or undefined. */
export function gatherProblem(ctx: SoulPassingContext): string | undefined {
  const problem = actionProblem(ctx);
  if (problem) return problem;
  const l = acting(ctx)!;
  if (l.distance > GATHERING_REACH_FEET)
    return `${l.name} is ${l.distance} feet from the body; a soul is gathered from ${GATHERING_REACH_FEET} feet or closer`;
  return undefined;
}

/** Why this conversion cannot be made now, or undefined. */
export function convertProblem(ctx: SoulPassingContext, event: { direction?: unknown; amount?: unknown }): string | undefined {
  const problem = actionProblem(ctx);
  if (problem) return problem;
  if (event.direction !== 'to-gauge' && event.direction !== 'to-vitality') return 'Vitality moves into the gauge or out of it';
  if (typeof event.amount !== 'number' || !Number.isInteger(event.amount) || event.amount < 1)
    return 'the amount is a whole number, 1 or more';
  const l = acting(ctx)!;
  const limits = conversionLimits(l);
  if (event.direction === 'to-gauge' && event.amount > limits.toGauge) {
    return `${l.name} can move at most ${limits.toGauge} into the gauge (Vitality ${l.vitality}, room for ${SOUL_GAUGE_MAX - l.gauge})`;
  }
  if (event.direction === 'to-vitality' && event.amount > limits.toVitality) {
    return `${l.name} can take at most ${limits.toVitality} from the gauge (gauge ${l.gauge}, Vitality ${l.vitality} of ${l.maxVitality})`;
  }
  return undefined;
}

/** Why this other action cannot be taken now, or undefined. */
export function otherActionProblem(ctx: SoulPassingContext, event: { action?: unknown }): string | undefined {
  const problem = actionProblem(ctx);
  if (problem) return problem;
  if (event.action !== 'move' && event.action !== 'other') return 'the action is a move or something else';
  if (event.action === 'move' && acting(ctx)!.distance <= 5) return `${acting(ctx)!.name} is already beside the body`;
  return undefined;
}
