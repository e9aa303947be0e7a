/**
 * The choices open now, as a view offers them: each with the event it sends and the reason the
 * rules refuse it, if they do (`problemOf`, the machine's own reason). Both fighters' turns
 * offer the same actions; between rounds, who acts first; in a roll or a check, that roll or
 * check; at rest, Treatment and the rest's steps. No DOM here: the widget renders these.
 */
import type { SnapshotFrom } from 'xstate';
import { BAND_LABELS, woundEntries, type Location } from '../wounds.js';
import { ACTION_COST, CHARGE_BONUS, MAX_ABILITY_ACTIONS, MAX_ORDER_SENTENCES } from './attack-roll.rules.js';
import type { attackRollMachine } from './attack-roll.machine.js';
import { problemOf } from './attack-roll.events.js';
import { minionGroups } from './attack-roll.steps.js';
import { delayer } from './attack-roll.delayed-and-prepared.js';
import { underWay } from './attack-roll.continuous.js';
import { groupName } from './attack-roll.orders.js';
import { checkWords } from './attack-roll.treatment.js';
import { speedOf, weaponOf } from './attack-roll.fighters.js';
import {
  REST_STEPS,
  type AttackRollContext,
  type AttackRollEvent,
  type PreparedKind,
  type Side,
  type WoundPick,
} from './attack-roll.context.js';

type Snapshot = Pick<SnapshotFrom<typeof attackRollMachine>, 'context' | 'hasTag'>;

export interface Choice {
  readonly event: AttackRollEvent;
  readonly label: string;
  /** Why the rules refuse it now, if they do. */
  readonly problem: string | undefined;
  readonly primary?: boolean;
}

const cost = (n: number) => (n === 1 ? '1 action' : `${n} actions`);
const choice = (ctx: AttackRollContext, event: AttackRollEvent, label: string, primary?: boolean): Choice => ({
  event,
  label,
  problem: problemOf(ctx, event),
  ...(primary ? { primary } : {}),
});

const PREPARED_LABELS: Readonly<Record<PreparedKind, string>> = {
  attack: 'Prepare an attack',
  move: 'Prepare a step away',
  skill: 'Prepare a skill',
};

/** The acting fighter's choices this step, each with its refusal reason. */
export function choicesNow(snapshot: Snapshot): Choice[] {
  const ctx = snapshot.context;
  if (snapshot.hasTag('between rounds')) {
    const round = ctx.round + 1;
    const out: Choice[] = [
      choice(ctx, { type: 'round.begun', first: 'attacker' }, `Round ${round}: ${ctx.attacker.name} first`, true),
      choice(ctx, { type: 'round.begun', first: 'defender' }, `Round ${round}: ${ctx.defender.name} first`),
    ];
    const held = delayer(ctx);
    if (held) out.unshift(choice(ctx, { type: 'delayed.taken', weapons: 'one' }, `${ctx[held].name}: take the delayed attack`, true));
    out.push(choice(ctx, { type: 'fight.ended' }, 'End the fight and rest'));
    return out;
  }
  const side: Side | undefined = snapshot.hasTag("attacker's turn")
    ? 'attacker'
    : snapshot.hasTag("defender's turn")
      ? 'defender'
      : undefined;
  if (side) return turnChoices(ctx, side);
  if (snapshot.hasTag('attack roll')) return [choice(ctx, { type: 'attack.rolled' }, 'Roll to hit (2d6)', true)];
  if (snapshot.hasTag('damage roll')) {
    const plan = ctx.queue[0];
    const dice =
      plan?.how === 'ram' ? 'the ram' : weaponOf(ctx, plan?.by ?? 'attacker', plan?.weapon ?? 0).label.replace(/^.*\((.*?)[;,)].*$/, '$1');
    return [choice(ctx, { type: 'damage.rolled' }, `Roll damage (${dice})`, true)];
  }
  if (snapshot.hasTag('wound roll')) return [choice(ctx, { type: 'wound.rolled' }, 'Roll the wound (1d6)', true)];
  if (snapshot.hasTag('endure check'))
    return [
      choice(ctx, { type: 'endure.checked', passed: true }, 'Endure check passed'),
      choice(ctx, { type: 'endure.checked', passed: false }, 'Endure check failed'),
    ];
  if (snapshot.hasTag('strength check'))
    return [
      choice(ctx, { type: 'strength.checked', passed: true }, 'Strength check passed'),
      choice(ctx, { type: 'strength.checked', passed: false }, 'Strength check failed'),
    ];
  if (snapshot.hasTag('treatment check') && ctx.treating) {
    const wound = ctx.treating.wound;
    return [
      choice(ctx, { type: 'treatment.given', wound, passed: true }, 'Treatment check passed'),
      choice(ctx, { type: 'treatment.given', wound, passed: false }, 'Treatment check failed'),
    ];
  }
  if (snapshot.hasTag('resting')) {
    return REST_STEPS.map((hours, i) =>
      choice(ctx, { type: 'time.passed', hours }, hours === 4 ? 'Rest 4 hours' : hours === 24 ? 'Rest a day' : 'Rest a week', i === 0),
    );
  }
  return [];
}

function turnChoices(ctx: AttackRollContext, side: Side): Choice[] {
  const f = ctx[side];
  const s = ctx.sides[side];
  const moved = side === 'attacker' ? 'attacker.moved' : 'defender.moved';
  const speed = speedOf(ctx, side);
  const reload = f.reload ? [choice(ctx, { type: 'reload.worked' }, `Reload (${cost(ACTION_COST.reload)})`, !s.loaded)] : [];
  const moves: Choice[] = s.down
    ? [choice(ctx, { type: moved, direction: 'away' }, `Get up (a Move, ${cost(ACTION_COST.move)})`)]
    : [
        choice(ctx, { type: moved, direction: 'toward' }, `Move closer (${speed} ft)`),
        choice(ctx, { type: moved, direction: 'away' }, `Move away (${speed} ft)`),
      ];
  return [
    ...reload,
    choice(ctx, { type: 'attack.made', weapons: 'one' }, `Attack (${cost(ACTION_COST.attack)})`, s.loaded),
    ...(f.weapons.length > 1 ? [choice(ctx, { type: 'attack.made', weapons: 'all' }, `Attack with all ${f.weapons.length} weapons`)] : []),
    choice(ctx, { type: 'charge.made', weapons: 'one' }, `Charge, +${CHARGE_BONUS} (${cost(ACTION_COST.charge)})`),
    choice(ctx, { type: 'tackle.made' }, `Charge into a tackle, +${CHARGE_BONUS} (${cost(ACTION_COST.tackle)})`),
    choice(ctx, { type: 'ram.made' }, `Ram (${cost(ACTION_COST.ram)})`),
    ...moves,
    choice(ctx, { type: 'defense.readied' }, `Defend, +2`),
    choice(ctx, { type: 'deflection.prepared' }, 'Prepare a deflection'),
    choice(ctx, { type: 'action.delayed' }, 'Delay an action'),
    ...(['attack', 'move', 'skill'] as const).map((action) => choice(ctx, { type: 'action.prepared', action }, PREPARED_LABELS[action])),
    choice(ctx, { type: 'skill.used' }, `Use a skill (${cost(ACTION_COST.skill)})`),
    ...treatmentWork(ctx, side),
    choice(ctx, { type: 'turn.ended' }, 'End turn'),
  ];
}

/** The wounds the fighter in its turn could spend an action treating (in the fight, under the book's reading). */
function treatmentWork(ctx: AttackRollContext, side: Side): Choice[] {
  if (ctx.rules.treatment === 'after-the-fight') return [];
  return ctx.afflictions.flatMap((a, wound) => {
    if (!a.treatment || a.treated) return [];
    const event: AttackRollEvent = { type: 'treatment.worked', wound };
    const problem = problemOf(ctx, event);
    if (problem && /too late/.test(problem)) return [];
    const going = ctx.sides[side].continuing.find((c) => c.what === 'treatment' && c.wound === wound);
    const whose = a.on === side ? 'own' : `${ctx[a.on].name}'s`;
    const progress = going ? `${going.done} of ${going.of} done` : cost(a.treatment.actions);
    return [{ event, label: `Treat ${whose} ${a.name} (${progress})`, problem }];
  });
}

/**
 * Orders to the minions of the fighter in its turn (Command, 1 action each), to the groups
 * chosen: one choice per length up to one sentence past what the least knowing of them
 * grasps, so the limit shows as a refused choice.
 */
export function orderChoices(ctx: AttackRollContext, groups: readonly number[]): Choice[] {
  const side = ctx.turn;
  if (!side) return [];
  const all = minionGroups(ctx[side]);
  if (!all.length) return [];
  const chosen = groups.filter((g) => g >= 0 && g < all.length);
  const knowledge = Math.min(...(chosen.length ? chosen : [0]).map((g) => all[g]!.knowledge));
  const longest = Math.min(MAX_ORDER_SENTENCES, Math.max(1, knowledge + 1));
  return Array.from({ length: longest }, (_, i) =>
    choice(
      ctx,
      { type: 'order.given', sentences: i + 1, groups: chosen },
      `Order of ${i + 1} sentence${i ? 's' : ''} (${cost(ACTION_COST.command)})`,
    ),
  );
}

/** The groups of minions of the fighter in its turn, as a view lists them to choose from. */
export function minionGroupsNow(ctx: AttackRollContext): { readonly index: number; readonly label: string; readonly order: string }[] {
  const side = ctx.turn;
  if (!side) return [];
  const all = minionGroups(ctx[side]);
  return all.map((m, index) => {
    const o = ctx.sides[side].minionOrders[index];
    return {
      index,
      label: `${groupName(all, index).replace(/^the /, '')}, Knowledge ${m.knowledge}`,
      order: o ? `following an order of ${o.sentences} sentence${o.sentences === 1 ? '' : 's'}` : 'no order yet',
    };
  });
}

/** The ability choice: go on with the one under way, or begin one of `actions` actions. */
export function abilityChoice(ctx: AttackRollContext, actions: number): Choice {
  const side = ctx.turn ?? 'attacker';
  const going = underWay(ctx, side, 'ability');
  if (going)
    return choice(ctx, { type: 'ability.worked', actions: going.of }, `Go on with the ability (${going.done} of ${going.of} done)`);
  return choice(ctx, { type: 'ability.worked', actions }, `Use an ability of ${cost(actions)}`);
}
export const ABILITY_ACTIONS = Array.from({ length: MAX_ABILITY_ACTIONS }, (_, i) => i + 1);

/** A lethal blow's choices: where, which side, which wound, and whether meant to kill; the refusal for the one picked. */
export function lethalBlowChoice(
  ctx: AttackRollContext,
  pick: { location: Location; side: 'left' | 'right'; wound: WoundPick; fatal: boolean },
): Choice {
  const limb = pick.location === 'legs' || pick.location === 'arms';
  const event: AttackRollEvent = {
    type: 'blow.struck',
    location: pick.location,
    side: limb ? pick.side : null,
    wound: pick.wound,
    fatal: pick.fatal,
  };
  return choice(ctx, event, 'Strike (2 actions)');
}

/** The wounds a lethal blow may leave at a location, as a view lists them: the chart's entries, and the one the damage reaches. */
export function lethalWoundOptions(location: Location): { readonly value: WoundPick; readonly label: string }[] {
  return [
    { value: 'as-dealt', label: 'the one its damage reaches' },
    ...woundEntries(location).map(({ band, wound }, i) => ({ value: i, label: `${wound.name} (${BAND_LABELS[band]})` })),
  ];
}

export interface TreatmentChoice {
  readonly wound: number;
  /** Who carries the wound. */
  readonly who: string;
  readonly name: string;
  readonly check: string;
  readonly problem: string | undefined;
}

/** The wounds a Treatment check could help once the fight is over. */
export function treatmentsNow(ctx: AttackRollContext): TreatmentChoice[] {
  if (!ctx.fightOver) return [];
  return ctx.afflictions.flatMap((a, i) => {
    if (!a.treatment || a.treated) return [];
    const problem = problemOf(ctx, { type: 'treatment.given', wound: i, passed: true });
    if (problem && /too late/.test(problem)) return [];
    const check = checkWords(a).replace(/^a /, '');
    return [{ wound: i, who: ctx[a.on].name, name: a.name, check: check[0]!.toUpperCase() + check.slice(1), problem }];
  });
}
