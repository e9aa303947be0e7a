/**
 * The fire map as a machine: a map of Areas with creatures in them, rounds of fire, and
 * edits between rounds. All chance (seeded generator and fixed d6 rolls) is in context, so
 * a snapshot is JSON and XState's pure `transition` replays it exactly.
 */
import { assign, not, setup } from 'xstate';
import type { RecordFormat } from '../core/record.js';
import { createChance, type Chance } from '../core/random.js';
import {
  BRIGHTNESSES,
  FIRE_LEVELS,
  FLAMMABILITIES,
  OBSCURITIES,
  WETNESS_LEVELS,
  defaultDefense,
  type Area,
} from './areas.js';
import { burns, fireRound, fits, rollsForGrowth, spreads, adjacency, canCatch, type Creature, type FireMap, type RoundEvent } from './fire-map.rules.js';
import type { FireSetup } from './fire-map.setup.js';

export interface FireMapInput {
  readonly setup: FireSetup;
  readonly seed: number;
  /** Fixed d6 results used before the seed, in the order the round rolls them. */
  readonly rolls?: readonly number[];
}

export interface FireMapContext {
  readonly map: FireMap;
  readonly creatures: readonly Creature[];
  readonly chance: Chance;
  /** Rounds of fire played so far. */
  readonly round: number;
  /** What the last round rolled and did, in order. */
  readonly lastEvents: readonly RoundEvent[];
}

export type AreaChanges = Partial<Pick<Area, 'brightness' | 'obscurity' | 'flammability' | 'wetness' | 'fireLevel'>>;

export interface CreatureSpec {
  readonly name: string;
  readonly areaId: string;
  readonly size: number;
  readonly kind: 'pc' | 'npc';
  readonly defense?: number;
  readonly constitution?: number;
  readonly injuries?: number;
  readonly injuryLimit?: number;
}

export type FireMapEvent =
  | { type: 'round.advanced' }
  | { type: 'area.edited'; id: string; changes: AreaChanges }
  | { type: 'creature.placed'; creature: CreatureSpec }
  | { type: 'creature.removed'; id: string };

export function createInitialContext(input: FireMapInput): FireMapContext {
  return {
    map: input.setup.map,
    creatures: input.setup.creatures,
    chance: createChance(input.seed, input.rolls ?? []),
    round: 0,
    lastEvents: [],
  };
}

// ---------------------------------------------------------------- pure helpers for assign

export function playRound(ctx: FireMapContext): FireMapContext {
  const result = fireRound(ctx.map, ctx.creatures, ctx.chance);
  return { map: result.map, creatures: result.creatures, chance: result.chance, round: ctx.round + 1, lastEvents: result.events };
}

/** Is every change legal: a known Area, and each quality one of its values? */
export function validEdit(map: FireMap, id: string, changes: AreaChanges): boolean {
  if (!map.areas.some((a) => a.id === id)) return false;
  if ('brightness' in changes && !BRIGHTNESSES.includes(changes.brightness!)) return false;
  if ('obscurity' in changes && !OBSCURITIES.includes(changes.obscurity!)) return false;
  if ('flammability' in changes && !FLAMMABILITIES.includes(changes.flammability!)) return false;
  if ('fireLevel' in changes && !FIRE_LEVELS.includes(changes.fireLevel!)) return false;
  if ('wetness' in changes && changes.wetness !== null && !WETNESS_LEVELS.includes(changes.wetness!)) return false;
  return true;
}

export function editArea(ctx: FireMapContext, id: string, changes: AreaChanges): FireMapContext {
  const areas = ctx.map.areas.map((a) => (a.id === id ? { ...a, ...changes } : a));
  return { ...ctx, map: { ...ctx.map, areas }, lastEvents: [] };
}

export function creatureId(name: string): string {
  return name.trim().replace(/\s+/g, '_').toLowerCase();
}

/** Why a creature cannot be placed, or null when it can. */
export function placementProblem(ctx: Pick<FireMapContext, 'map' | 'creatures'>, spec: CreatureSpec): string | null {
  const name = spec.name.trim();
  if (!/^[A-Za-z][\w -]*$/.test(name)) return 'a name starts with a letter (letters, digits, spaces, - or _)';
  if (ctx.creatures.some((c) => c.id === creatureId(name))) return `there is already a creature called ${name}`;
  if (!ctx.map.areas.some((a) => a.id === spec.areaId)) return `there is no Area ${spec.areaId}`;
  if (!WETNESS_LEVELS.includes(spec.size)) return 'that is not a size from the size table';
  const whole = (n: number | undefined, min: number, max: number) => n === undefined || (Number.isInteger(n) && n >= min && n <= max);
  if (!whole(spec.defense, 0, 20)) return 'Defense is a whole number from 0 to 20';
  if (!whole(spec.constitution, -10, 10)) return 'Constitution is a whole number from -10 to 10';
  if (!whole(spec.injuries, 0, 20) || !whole(spec.injuryLimit, 0, 20)) return 'Injuries and an Injury limit are whole numbers from 0 to 20';
  if (!fits(ctx.creatures, spec.areaId, spec.size)) return `${spec.areaId} is full: an Area holds 16 Medium creatures' worth of size`;
  return null;
}

export function placeCreature(ctx: FireMapContext, spec: CreatureSpec): FireMapContext {
  const creature: Creature = {
    id: creatureId(spec.name),
    name: spec.name.trim(),
    areaId: spec.areaId,
    size: spec.size,
    defense: spec.defense ?? defaultDefense(spec.size),
    kind: spec.kind,
    constitution: spec.kind === 'pc' ? (spec.constitution ?? 0) : 0,
    injuries: spec.injuries ?? 0,
    injuryLimit: spec.kind === 'npc' ? (spec.injuryLimit ?? 1) : 0,
    alive: true,
  };
  return { ...ctx, creatures: [...ctx.creatures, creature], lastEvents: [] };
}

export function removeCreature(ctx: FireMapContext, id: string): FireMapContext {
  return { ...ctx, creatures: ctx.creatures.filter((c) => c.id !== id), lastEvents: [] };
}

/**
 * Why another round of fire would change nothing (no fire can grow or spread and nobody
 * living stands in a fire of 1 or more), or null when a round still matters.
 */
export function settledReason(ctx: Pick<FireMapContext, 'map' | 'creatures'>): string | null {
  const areas = ctx.map.areas;
  if (!areas.some((a) => a.fireLevel !== null)) return 'There is no fire on the map.';
  const adj = adjacency(ctx.map);
  const growing = areas.some(rollsForGrowth);
  const spreading = areas.some((a, i) => spreads(a.fireLevel) && adj[i]!.some((j) => canCatch(areas[j]!)));
  const level = new Map(areas.map((a) => [a.id, a.fireLevel]));
  const burning = ctx.creatures.some((c) => c.alive && burns(level.get(c.areaId) ?? null));
  if (growing || spreading || burning) return null;
  return 'The fire can neither grow nor spread, and nobody alive stands in it.';
}

// ---------------------------------------------------------------- machine

export const fireMapMachine = setup({
  types: {
    context: {} as FireMapContext,
    events: {} as FireMapEvent,
    input: {} as FireMapInput,
  },
  actions: {
    playRound: assign(({ context }) => playRound(context)),
    editArea: assign(({ context, event }) => (event.type === 'area.edited' ? editArea(context, event.id, event.changes) : context)),
    placeCreature: assign(({ context, event }) => (event.type === 'creature.placed' ? placeCreature(context, event.creature) : context)),
    removeCreature: assign(({ context, event }) => (event.type === 'creature.removed' ? removeCreature(context, event.id) : context)),
  },
  guards: {
    roundMatters: ({ context }) => settledReason(context) === null,
    editIsValid: ({ context, event }) => event.type === 'area.edited' && validEdit(context.map, event.id, event.changes),
    creatureFits: ({ context, event }) => event.type === 'creature.placed' && placementProblem(context, event.creature) === null,
    creatureExists: ({ context, event }) => event.type === 'creature.removed' && context.creatures.some((c) => c.id === event.id),
  },
}).createMachine({
  id: 'ladyLuckFire',
  context: ({ input }) => createInitialContext(input),
  // Edits are allowed at any time, between rounds.
  on: {
    'area.edited': { guard: 'editIsValid', actions: 'editArea' },
    'creature.placed': { guard: 'creatureFits', actions: 'placeCreature' },
    'creature.removed': { guard: 'creatureExists', actions: 'removeCreature' },
  },
  initial: 'burning',
  states: {
    /** Another round can change something. */
    burning: {
      always: { guard: not('roundMatters'), target: 'settled' },
      on: { 'round.advanced': { actions: 'playRound' } },
    },
    /** Nothing left to roll: edit the map to light it again. */
    settled: {
      always: { guard: 'roundMatters', target: 'burning' },
    },
  },
});

/** "Round 3. Fire in 4 Areas, the worst at level 5." */
export function fireSummary(ctx: Pick<FireMapContext, 'map' | 'round'>): string {
  const burning = ctx.map.areas.filter((a) => a.fireLevel !== null);
  const loose = burning.filter((a) => a.fireLevel! >= 0);
  const head = `Round ${ctx.round}.`;
  if (burning.length === 0) return `${head} No fire.`;
  if (loose.length === 0) return `${head} Only contained fires (${burning.length}).`;
  const worst = Math.max(...loose.map((a) => a.fireLevel!));
  return `${head} Fire in ${loose.length} ${loose.length === 1 ? 'Area' : 'Areas'}, the worst at level ${worst}.`;
}

/** The saved form's version; older versions this machine still reads (see core/record.ts). */
export const fireMapRecord: RecordFormat = {
  current: 'fire-map/1',
  upgrades: {},
};
