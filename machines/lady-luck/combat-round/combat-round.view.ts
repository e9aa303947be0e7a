/**
 * What a view of the combat round shows that depends on the rules: the choices open now
 * (each with its chance, or the reason it is refused), each creature's state in words, where
 * the table stands, and the summary once it is over. It asks a snapshot its tags, never its
 * states. No DOM here. (The question to predict before a roll is teaching: combat-round.odds.ts.)
 */
import type { SnapshotFrom } from 'xstate';
import { formatPercent, num, signed, type Why } from '../../core/explain.js';
import type { Move } from '../../core/procedure.js';
import { checkChance, COMBAT_ACTIONS, EQUIPMENT_RANGE, EXAMPLE_ACTIONS, TIMEFRAMES, type ExampleAction } from '../check.js';
import { adjacency } from '../area-map.js';
import { areaMapView, type AreaMapView, type MapOccupant } from '../area-map.view.js';
import {
  COMBAT_ROUND_RULES as R,
  THRESHOLD_RANGE,
  actionRoll,
  actionRow,
  canAct,
  isAlive,
  modifierOf,
  placeName,
  weaponOf,
  type Action,
  type Fighter,
} from './combat-round.rules.js';
import { breathProblem, declareProblem, moveProblem, recoverProblem, standProblem } from './combat-round.actions.js';
import type { CombatRoundContext, CombatRoundEvent } from './combat-round.context.js';
import { timeframeName } from './combat-round.downtime.js';
import type { combatRoundMachine } from './combat-round.machine.js';
import { actingFighter, fighterById, waterOf } from './combat-round.steps.js';

type Snapshot = Pick<SnapshotFrom<typeof combatRoundMachine>, 'context' | 'hasTag'>;

export interface Choice {
  readonly event: CombatRoundEvent;
  readonly label: string;
  /** Why the rules refuse it now, if they do. */
  readonly problem: string | undefined;
  readonly primary?: boolean;
}

/** Creatures the acting one could aim at: the living, foes first. */
export function targetsFor(ctx: CombatRoundContext): Fighter[] {
  const actor = actingFighter(ctx);
  if (!actor) return [];
  const friend = (f: Fighter) => (actor.kind === 'pc' || actor.ally ? f.kind === 'pc' || f.ally : f.faction === actor.faction);
  const others = ctx.fighters.filter((f) => f.id !== actor.id && isAlive(f));
  return [...others.filter((f) => !friend(f)), ...others.filter(friend)];
}

/** The target a view should offer first: the holder of a held creature, else the first foe within reach of anything. */
export function defaultTarget(ctx: CombatRoundContext): string | undefined {
  const actor = actingFighter(ctx);
  if (!actor) return undefined;
  if (actor.grappledBy) return actor.grappledBy;
  const list = targetsFor(ctx);
  const reachable = (id: string) => [...COMBAT_ACTIONS.keys()].some((a) => declareProblem(ctx, a, id, undefined) === undefined);
  return (list.find((f) => reachable(f.id)) ?? list[0])?.id;
}

/** The chance a declared action would succeed (the view shows it before anything is rolled). */
export function chanceOf(
  ctx: CombatRoundContext,
  action: Action,
  target: string | null,
  threshold: number,
  equipment = 0,
): number | undefined {
  const actor = actingFighter(ctx);
  if (!actor || declareProblem(ctx, action, target ?? undefined, threshold, equipment) !== undefined) return undefined;
  const roll = actionRoll(ctx.map, ctx.fighters, actor.id, action, target, threshold, equipment);
  return checkChance(modifierOf(roll.terms), roll.threshold);
}

/** What equipment may add to the next action, lowest first, each with its label ("+1"). */
export const EQUIPMENT_CHOICES: readonly { readonly value: number; readonly label: string }[] = Array.from(
  { length: EQUIPMENT_RANGE.max - EQUIPMENT_RANGE.min + 1 },
  (_, i) => EQUIPMENT_RANGE.min + i,
).map((value) => ({ value, label: value === 0 ? '0 (nothing)' : signed(value) }));

/** An event's equipment, written only when it adds something (so a plain action is written as before). */
const withEquipment = (equipment: number) => (equipment !== 0 ? { equipment } : {});

/** A label with its chance, unless `numbers` is false (Odds off, or a guess awaited: no number may answer it). */
const withChance = (label: string, p: number | undefined, numbers = true) =>
  p === undefined || !numbers ? label : `${label} (${formatPercent(p)})`;

/**
 * The combat actions the acting creature can take against `target`: the ones its hands allow
 * (no Throw without something to throw), each with its chance or why it is refused.
 */
export function combatChoices(ctx: CombatRoundContext, target: string | undefined, equipment = 0, numbers = true): Choice[] {
  const actor = actingFighter(ctx);
  if (!actor) return [];
  const reach = weaponOf(actor).reach;
  const usable = [...COMBAT_ACTIONS.keys()].filter((a) => {
    if (a === 'throw') return actor.weapon !== null && reach === 'thrown';
    if (a === 'ranged') return actor.weapon !== null && reach === 'ranged';
    if (a === 'disarm') return actor.weapon !== null;
    return true;
  });
  const held = actor.grappledBy !== null ? (['break-free', 'reverse'] as const) : [];
  const chance = (a: Action, targetId: string | null) => {
    const roll = actionRoll(ctx.map, ctx.fighters, actor.id, a, targetId, 0, equipment);
    return checkChance(modifierOf(roll.terms), roll.threshold);
  };
  const out: Choice[] = usable.map((a) => {
    const problem =
      target === undefined ? `${actionRow(a).label} needs a target` : (declareProblem(ctx, a, target, undefined, equipment) ?? undefined);
    return {
      event: { type: 'action.declared', action: a, ...(target ? { target } : {}), ...withEquipment(equipment) } as CombatRoundEvent,
      label: withChance(actionRow(a).label, problem ? undefined : chance(a, target ?? null), numbers),
      problem,
      ...(a === 'melee' || (a === 'ranged' && reach === 'ranged') ? { primary: problem === undefined } : {}),
    };
  });
  for (const a of held) {
    const problem = declareProblem(ctx, a, undefined, undefined, equipment);
    out.push({
      event: { type: 'action.declared', action: a, ...withEquipment(equipment) },
      label: withChance(actionRow(a).label, problem ? undefined : chance(a, null), numbers),
      problem,
    });
  }
  return out;
}

/** A check (an example action) with the GM's threshold: its event, its chance, or why not. */
export function checkChoice(ctx: CombatRoundContext, action: ExampleAction, threshold: number, equipment = 0, numbers = true): Choice {
  const problem = declareProblem(ctx, action, undefined, threshold, equipment);
  return {
    event: { type: 'action.declared', action, threshold, ...withEquipment(equipment) },
    label: withChance(
      `Roll ${actionRow(action).label.toLowerCase()}`,
      problem ? undefined : chanceOf(ctx, action, null, threshold, equipment),
      numbers,
    ),
    problem,
  };
}

export const EXAMPLE_ACTION_LIST: readonly { readonly action: ExampleAction; readonly label: string; readonly aptitudes: string }[] = [
  ...EXAMPLE_ACTIONS,
].map(([action, row]) => ({
  action,
  label: row.label,
  aptitudes: row.aptitudes.map((a) => a.charAt(0).toUpperCase() + a.slice(1)).join(', '),
}));
export { THRESHOLD_RANGE };

/** Moving, standing, a dropped weapon, a breath, ending the turn (and the fight). */
export function otherChoices(ctx: CombatRoundContext): Choice[] {
  const f = actingFighter(ctx);
  if (!f) return [];
  const i = ctx.map.areas.findIndex((a) => a.id === f.areaId);
  const moves: Choice[] = adjacency(ctx.map)[i]!.map((j) => {
    const to = ctx.map.areas[j]!.id;
    return { event: { type: 'creature.moved', to }, label: `Move to ${placeName(ctx.map, to)}`, problem: moveProblem(ctx, to) };
  });
  const out: Choice[] = [...moves];
  if (f.down) out.push({ event: { type: 'creature.stood' }, label: 'Stand up', problem: standProblem(ctx) });
  if (f.dropped)
    out.push({ event: { type: 'weapon.recovered' }, label: `Pick up the ${f.dropped.weapon.name}`, problem: recoverProblem(ctx) });
  if (waterOf(ctx, f).mustSwim)
    out.push({ event: { type: 'breath.taken' }, label: 'Surface for air (whole turn)', problem: breathProblem(ctx) });
  out.push({ event: { type: 'turn.ended' }, label: 'End turn', problem: undefined, primary: ctx.actionsLeft === 0 });
  return out;
}

/** The one or two buttons of a rolling step. */
export function rollChoices(snapshot: Snapshot, numbers = true): Choice[] {
  const ctx = snapshot.context;
  if (snapshot.hasTag('an action roll')) {
    const d = ctx.declared!;
    if (d.gmDecides) {
      return [
        { event: { type: 'action.decided', success: true }, label: 'The GM says it works', problem: undefined, primary: true },
        { event: { type: 'action.decided', success: false }, label: 'The GM says it fails', problem: undefined },
      ];
    }
    return [
      {
        event: { type: 'action.rolled' },
        label: withChance('Roll the d6', checkChance(modifierOf(d.terms), d.threshold), numbers),
        problem: undefined,
        primary: true,
      },
    ];
  }
  if (snapshot.hasTag('an Injury roll'))
    return [{ event: { type: 'injury.rolled' }, label: 'Roll the Injury roll', problem: undefined, primary: true }];
  if (snapshot.hasTag('a Resilience roll'))
    return [{ event: { type: 'resilience.rolled' }, label: 'Roll the Resilience roll', problem: undefined, primary: true }];
  if (snapshot.hasTag('the end of a round'))
    return [{ event: { type: 'round.ended' }, label: `End round ${ctx.round}: fire and water`, problem: undefined, primary: true }];
  return [];
}

/** The weapon in hand, as a sheet writes it: "Short sword (ITM 1)". */
export function weaponWords(f: Fighter): string {
  const w = weaponOf(f);
  const mods = [w.itm !== null ? `ITM ${num(w.itm)}` : '', w.ftm !== null ? `FTM ${num(w.ftm)}` : ''].filter(Boolean).join(', ');
  return `${f.weapon ? w.name : 'bare hands'} (${mods}${w.reach !== 'melee' ? `, ${w.reach}` : ''})`;
}

export function statusLine(snapshot: Snapshot): string {
  const ctx = snapshot.context;
  if (snapshot.hasTag('downtime')) return `Downtime: ${timeframeName(ctx)}`;
  if (snapshot.hasTag('rested')) return `Rested by ${timeframeName(ctx)}`;
  if (snapshot.hasTag('nobody alive')) return `Over after ${ctx.rounds} round${ctx.rounds === 1 ? '' : 's'}`;
  if (snapshot.hasTag('the end of a round')) return `Round ${ctx.round}: its end`;
  const f = actingFighter(ctx);
  return `Round ${ctx.round} · ${f ? `${f.name}'s turn · ${ctx.actionsLeft} action${ctx.actionsLeft === 1 ? '' : 's'} left` : 'nobody can act'}`;
}

/** What the table waits for now, in one line. */
export function stepPrompt(snapshot: Snapshot, numbers = true): string {
  const ctx = snapshot.context;
  if (snapshot.hasTag('an action roll')) {
    const d = ctx.declared!;
    const p = d.gmDecides || !numbers ? '' : `: ${formatPercent(checkChance(modifierOf(d.terms), d.threshold))} to succeed`;
    return `${fighterById(ctx, d.actor)!.name}'s ${actionRow(d.action).label.toLowerCase()}${d.gmDecides ? ': the GM decides' : `, d6 ${modifierOf(d.terms) < 0 ? '−' : '+'} ${Math.abs(modifierOf(d.terms))} against ${d.threshold}`}${p}`;
  }
  if (snapshot.hasTag('an Injury roll') || snapshot.hasTag('a Resilience roll')) {
    const w = ctx.wounds[0]!;
    return `${fighterById(ctx, w.target)!.name} must roll ${w.kind === 'injury' ? 'an Injury roll' : 'a Resilience roll'} for the ${w.weapon}`;
  }
  if (snapshot.hasTag('the end of a round')) return 'Every turn is over: the fire and the water have their round';
  if (snapshot.hasTag('downtime')) return `Who sleeps through ${TIMEFRAMES[ctx.timeframe]}?`;
  if (snapshot.hasTag('rested')) return 'Everyone alive has recovered';
  if (snapshot.hasTag('nobody alive')) return 'Nobody is left alive';
  const f = actingFighter(ctx);
  return f ? `${f.name} (${weaponWords(f)}) acts: choose an action` : 'Nobody can act';
}

/** Who is still able to fight, by side: a view can suggest ending the fight when one side is left. */
export function sidesStanding(ctx: CombatRoundContext): string[] {
  const sides = new Set<string>();
  for (const f of ctx.fighters) if (canAct(f)) sides.add(f.kind === 'pc' || f.ally ? 'party' : f.faction);
  return [...sides];
}

/** What happened, once it is over. */
export function summary(snapshot: Snapshot): readonly Why[] | undefined {
  const ctx = snapshot.context;
  if (!snapshot.hasTag('over')) return undefined;
  const lines: Why[] = [];
  const fought = ctx.rounds > 0 ? `${ctx.rounds} round${ctx.rounds === 1 ? '' : 's'} of fighting` : 'no fighting';
  if (snapshot.hasTag('nobody alive')) {
    lines.push({ text: `After ${fought}, nobody is left alive.`, rule: R.injuries });
    return lines;
  }
  const days = ctx.day - 1;
  lines.push({ text: `After ${fought} and ${days} day${days === 1 ? '' : 's'} of rest, everyone alive has recovered.`, rule: R.recovery });
  for (const f of ctx.fighters) {
    const before = ctx.before.find((b) => b.id === f.id);
    if (!isAlive(f)) lines.push({ text: `${f.name} did not survive.` });
    else if (before && (before.injuries || before.fatigue))
      lines.push({
        text: `${f.name} began with ${before.injuries} Injur${before.injuries === 1 ? 'y' : 'ies'} and Fatigue ${before.fatigue}.`,
      });
  }
  return lines;
}

/** Each creature as the map's token shows it: its side, whether it is down, out or dead, whose turn it is. */
export function mapOccupant(ctx: Pick<CombatRoundContext, 'turnOf'>, f: Fighter): MapOccupant {
  return {
    id: f.id,
    name: f.name,
    areaId: f.areaId,
    side: f.kind === 'pc' ? 'pc' : f.ally ? 'ally' : 'foe',
    state: f.condition === 'dead' ? 'dead' : f.condition === 'unconscious' ? 'out' : f.down ? 'down' : 'fine',
    acting: f.id === ctx.turnOf,
  };
}

/**
 * A fighter as its token on the stage shows it (widgets/shared/stage/token.ts draws a
 * TokenView of this shape): side, turn and state as the map's occupant, the weapon in hand,
 * an NPC's Injuries left before the one that kills (a bar that drains: Lady Luck, an NPC
 * takes Injuries up to its limit and the next is its death), and every wound and status as a
 * mark with its words. A PC has no such limit (its Injury roll decides), so its Injuries are a
 * mark, not a bar.
 */
export interface FighterToken {
  readonly id: string;
  readonly name: string;
  readonly side: MapOccupant['side'];
  readonly state: NonNullable<MapOccupant['state']>;
  readonly acting: boolean;
  readonly detail: string;
  readonly bar?: { readonly label: string; readonly value: number; readonly max: number };
  readonly markers: readonly {
    readonly kind: 'status' | 'wound';
    readonly label: string;
    readonly icon: 'wound' | 'fatigue' | 'held' | 'down' | 'breath' | 'dot';
    readonly count?: number;
  }[];
}

export function fighterToken(ctx: CombatRoundContext, f: Fighter, resting = false): FighterToken {
  const o = mapOccupant(ctx, f);
  const who = f.kind === 'pc' ? 'PC' : f.faction;
  const markers: FighterToken['markers'][number][] = [];
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? 'y' : 'ies'}`;
  if (f.injuries > 0) markers.push({ kind: 'wound', label: plural(f.injuries, 'Injur'), icon: 'wound', count: f.injuries });
  if (f.fatigue > 0)
    markers.push({
      kind: 'wound',
      label: `Fatigue ${f.fatigue}${f.kind === 'npc' ? ` of ${f.fatigueLimit}` : ''}`,
      icon: 'fatigue',
      count: f.fatigue,
    });
  if (isAlive(f)) {
    if (f.grappledBy) markers.push({ kind: 'status', label: `held by ${fighterById(ctx, f.grappledBy)?.name ?? '?'}`, icon: 'held' });
    if (f.breath > 0) markers.push({ kind: 'status', label: `breath ${f.breath} of 4`, icon: 'breath', count: f.breath });
    if (f.dropped) markers.push({ kind: 'status', label: `${f.dropped.weapon.name} dropped`, icon: 'dot' });
    if (f.exhausted) markers.push({ kind: 'status', label: 'asleep from exhaustion', icon: 'down' });
  }
  const rest = resting && isAlive(f) ? [f.awake ? `awake ${f.awake} in a row` : 'rested', `slept ${f.slept} today`] : [];
  return {
    id: f.id,
    name: f.name,
    side: o.side,
    state: o.state ?? 'fine',
    acting: o.acting ?? false,
    detail: [who, ...(resting ? rest : [weaponWords(f)])].join(' · '),
    ...(f.kind === 'npc'
      ? { bar: { label: 'Injuries left', value: Math.max(0, f.injuryLimit + 1 - f.injuries), max: f.injuryLimit + 1 } }
      : {}),
    markers,
  };
}

/**
 * The fight's map as the shared Area-map view draws it (widgets/shared/stage/area-map.ts):
 * who stands where, and what the fire did at the last round's end.
 */
export function combatRoundAreaView(ctx: Pick<CombatRoundContext, 'map' | 'fighters' | 'turnOf' | 'fireEvents'>): AreaMapView {
  return areaMapView(
    ctx.map,
    ctx.fighters.map((f) => mapOccupant(ctx, f)),
    ctx.fireEvents,
  );
}

// ---------------------------------------------------------------------------------------
// What a reader may do now, and which move a learner should press

/** Steps from each Area to the nearest Area holding a living foe of `f` (Infinity where none is reachable). */
function stepsToFoe(ctx: CombatRoundContext, f: Fighter): number[] {
  const adj = adjacency(ctx.map);
  const foes = new Set(
    targetsFor(ctx)
      .filter((t) => !sameSide(f, t))
      .map((t) => t.areaId),
  );
  const dist = ctx.map.areas.map((a) => (foes.has(a.id) ? 0 : Infinity));
  const queue = dist.flatMap((d, i) => (d === 0 ? [i] : []));
  for (let k = 0; k < queue.length; k++) {
    const i = queue[k]!;
    for (const j of adj[i]!) {
      if (dist[j] !== Infinity) continue;
      dist[j] = dist[i]! + 1;
      queue.push(j);
    }
  }
  return dist;
}

const sameSide = (a: Fighter, b: Fighter) => (a.kind === 'pc' || a.ally ? b.kind === 'pc' || b.ally : b.faction === a.faction);

/** Who the suggested rest lets sleep: the hurt every timeframe (a day asleep heals the most), the whole before a sleepless roll. */
function restingSleepers(ctx: CombatRoundContext): string[] {
  return ctx.fighters.filter((f) => isAlive(f) && (f.injuries > 0 || f.fatigue > 0 || f.exhausted || f.awake >= 6)).map((f) => f.id);
}

/**
 * The moves open now, the one a learner should press marked. The teaching's line: in a turn,
 * stand up if down, break free if held, pick up a dropped weapon, then strike the first foe in
 * reach with the weapon's own attack (a blow, or a shot for a bow); out of reach, move one Area
 * toward the nearest foe; with no action left (or nothing useful), end the turn; once only one
 * side is standing, end the fight. Between two NPCs the GM rules as the dice would most likely
 * fall. In downtime the hurt sleep through every timeframe and the whole keep watch until they
 * would need a sleepless roll. Every roll the table waits for is the only move at its step.
 */
export function moves(snapshot: Snapshot): Move<CombatRoundEvent>[] {
  const ctx = snapshot.context;
  if (snapshot.hasTag('over')) return [];
  const only = (id: string, label: string, event: CombatRoundEvent): Move<CombatRoundEvent>[] => [{ id, label, event, suggested: true }];
  if (snapshot.hasTag('downtime')) {
    const living = ctx.fighters.filter(isAlive).map((f) => f.id);
    const names = (ids: readonly string[]) => ids.map((id) => fighterById(ctx, id)!.name).join(' and ');
    const rest = restingSleepers(ctx);
    const sets: [string, string, string[]][] = [
      [
        'rest',
        rest.length
          ? `${names(rest)} sleep${rest.length === 1 ? 's' : ''} through ${TIMEFRAMES[ctx.timeframe]}`
          : `Everyone stays awake through ${TIMEFRAMES[ctx.timeframe]}`,
        rest,
      ],
      ['all-sleep', `Everyone sleeps through ${TIMEFRAMES[ctx.timeframe]}`, living],
      ['none-sleep', `Everyone stays awake through ${TIMEFRAMES[ctx.timeframe]}`, []],
    ];
    const seen = new Set<string>();
    return sets
      .filter(([, , ids]) => !seen.has(ids.join()) && (seen.add(ids.join()), true))
      .map(([id, label, asleep], i) => ({
        id,
        label,
        event: { type: 'timeframe.passed', asleep },
        ...(i === 0 ? { suggested: true } : {}),
      }));
  }
  if (snapshot.hasTag('an action roll')) {
    const d = ctx.declared!;
    if (d.gmDecides) {
      const works = checkChance(modifierOf(d.terms), d.threshold) >= 0.5;
      const both: Move<CombatRoundEvent>[] = [
        { id: 'gm-works', label: 'The GM says it works', event: { type: 'action.decided', success: true } },
        { id: 'gm-fails', label: 'The GM says it fails', event: { type: 'action.decided', success: false } },
      ];
      return both.map((m) => (m.id === (works ? 'gm-works' : 'gm-fails') ? { ...m, suggested: true } : m));
    }
    return only('roll', `Roll the d6: ${fighterById(ctx, d.actor)!.name}'s ${actionRow(d.action).label.toLowerCase()}`, {
      type: 'action.rolled',
    });
  }
  if (snapshot.hasTag('an Injury roll'))
    return only('injury', `Roll ${fighterById(ctx, ctx.wounds[0]!.target)!.name}'s Injury roll`, { type: 'injury.rolled' });
  if (snapshot.hasTag('a Resilience roll'))
    return only('resilience', `Roll ${fighterById(ctx, ctx.wounds[0]!.target)!.name}'s Resilience roll`, { type: 'resilience.rolled' });
  const endFight: Move<CombatRoundEvent> = { id: 'end-fight', label: 'End the fight: downtime', event: { type: 'fight.ended' } };
  const oneSide = sidesStanding(ctx).length < 2;
  if (snapshot.hasTag('the end of a round')) {
    const end: Move<CombatRoundEvent> = {
      id: 'end-round',
      label: `End round ${ctx.round}: the fire and the water`,
      event: { type: 'round.ended' },
    };
    return oneSide ? [end, { ...endFight, suggested: true }] : [{ ...end, suggested: true }, endFight];
  }
  const f = actingFighter(ctx);
  if (!f) return oneSide ? [{ ...endFight, suggested: true }] : [];
  const target = defaultTarget(ctx);
  const targetName = target ? fighterById(ctx, target)!.name : '';
  const open: Move<CombatRoundEvent>[] = [];
  for (const c of combatChoices(ctx, target)) {
    if (c.problem !== undefined || c.event.type !== 'action.declared') continue;
    const a = c.event.action;
    const held = a === 'break-free' || a === 'reverse';
    open.push({ id: a, label: held ? actionRow(a).label : `${actionRow(a).label} on ${targetName}`, event: c.event });
  }
  const i = ctx.map.areas.findIndex((a) => a.id === f.areaId);
  const dist = stepsToFoe(ctx, f);
  let closer: string | undefined;
  for (const c of otherChoices(ctx)) {
    if (c.problem !== undefined) continue;
    const e = c.event;
    const id = e.type === 'creature.moved' ? `move-${e.to}` : e.type === 'turn.ended' ? 'end-turn' : e.type;
    if (e.type === 'creature.moved' && closer === undefined) {
      const j = ctx.map.areas.findIndex((a) => a.id === e.to);
      if (dist[j]! < dist[i]!) closer = id;
    }
    open.push({ id, label: c.label, event: e });
  }
  open.push(endFight);
  const has = (id: string) => open.some((m) => m.id === id);
  const attack = ['melee', 'ranged', 'throw'].find(
    (a) => has(a) && combatChoices(ctx, target).find((c) => c.event.type === 'action.declared' && c.event.action === a)?.primary,
  );
  const suggested = oneSide
    ? 'end-fight'
    : ctx.actionsLeft === 0
      ? 'end-turn'
      : has('creature.stood')
        ? 'creature.stood'
        : has('break-free')
          ? 'break-free'
          : has('weapon.recovered')
            ? 'weapon.recovered'
            : (attack ?? closer ?? 'end-turn');
  return open.map((m) => (m.id === suggested ? { ...m, suggested: true } : m));
}

/** Where the table stands, in one plain sentence. */
export function headline(snapshot: Snapshot): string {
  const ctx = snapshot.context;
  if (snapshot.hasTag('over')) return summary(snapshot)?.[0]?.text.replace(/\.$/, '') ?? 'The table is over';
  const hurt = ctx.fighters.filter((f) => isAlive(f) && (f.injuries > 0 || f.fatigue > 0)).map((f) => f.name);
  const wounds = hurt.length ? `; hurt: ${hurt.join(', ')}` : '';
  if (snapshot.hasTag('downtime')) return `Downtime, day ${ctx.day}, ${TIMEFRAMES[ctx.timeframe]}: who sleeps${wounds}`;
  return `${statusLine(snapshot).replace(/ · /g, ', ')}${wounds}`;
}
