/**
 * The fire map's steps, each a pure function of the context: a round of fire (the rules in
 * ../fire.ts), and the GM's edits between rounds with the reason one is refused.
 */
import { createChance } from '../../core/random.js';
import { areaNameProblem, fits, type Creature, type FireMap } from '../area-map.js';
import { BRIGHTNESSES, FIRE_LEVELS, FLAMMABILITIES, OBSCURITIES, WETNESS_LEVELS, defaultDefense, type Area } from '../areas.js';
import { SEED_FIRE_RULES, explainRound, fireRound, namesFor } from '../fire.js';
import type { AreaChanges, CreatureSpec, FireMapContext, FireMapInput } from './fire-map.context.js';

export function createInitialContext(input: FireMapInput): FireMapContext {
  return {
    map: input.setup.map,
    creatures: input.setup.creatures,
    chance: createChance(input.seed, input.rolls ?? []),
    rules: input.rules ?? SEED_FIRE_RULES,
    round: 0,
    lastEvents: [],
    narration: [],
  };
}

// ---------------------------------------------------------------- pure helpers for assign

export function playRound(ctx: FireMapContext): FireMapContext {
  const result = fireRound(ctx.map, ctx.creatures, ctx.chance, ctx.rules);
  return {
    ...ctx,
    map: result.map,
    creatures: result.creatures,
    chance: result.chance,
    round: ctx.round + 1,
    lastEvents: result.events,
    narration: explainRound(result.events, namesFor(result.map, ctx.creatures), ctx.creatures),
  };
}

/** Why an edit cannot be made (an unknown Area, or a value a quality does not take), or undefined. */
export function editProblem(map: FireMap, id: string, changes: AreaChanges): string | undefined {
  const area = map.areas.find((a) => a.id === id);
  if (!area) return `there is no Area ${id}`;
  const has = (key: keyof AreaChanges) => Object.hasOwn(changes, key);
  if (has('brightness') && !BRIGHTNESSES.includes(changes.brightness!)) return 'that is not a brightness (dark, dim or bright)';
  if (has('obscurity') && !OBSCURITIES.includes(changes.obscurity!)) return 'that is not an obscurity';
  if (has('flammability') && !FLAMMABILITIES.includes(changes.flammability!)) return 'that is not a flammability (none, 0, 1 or 2)';
  if (has('fireLevel') && !FIRE_LEVELS.includes(changes.fireLevel!)) return 'that is not a fire level (none, or −3 to 6)';
  if (has('wetness') && changes.wetness !== null && !WETNESS_LEVELS.includes(changes.wetness!))
    return 'that is not a wetness (dry, damp, or a depth on the size scale)';
  if (has('oil') && typeof changes.oil !== 'boolean') return 'oil is on the water or it is not';
  if (has('name') && changes.name !== undefined) {
    const problem = areaNameProblem(changes.name);
    if (problem) return problem;
    const other = map.areas.find((a) => a.id !== id && (a.name ?? a.id).toLowerCase() === changes.name!.trim().toLowerCase());
    if (other) return `another Area is already called ${changes.name.trim()}`;
  }
  return undefined;
}

export function editArea(ctx: FireMapContext, id: string, changes: AreaChanges): FireMapContext {
  const tidy: AreaChanges = Object.hasOwn(changes, 'name') ? { ...changes, name: changes.name?.trim() || undefined } : changes;
  const areas = ctx.map.areas.map((a) => {
    if (a.id !== id) return a;
    const edited: Area = { ...a, ...tidy };
    // A name cleared away is no name at all (the id is shown again), not an empty one.
    if (edited.name === undefined) {
      const { name: _gone, ...rest } = edited;
      return rest;
    }
    return edited;
  });
  return { ...ctx, map: { ...ctx.map, areas }, lastEvents: [], narration: [] };
}

export function creatureId(name: string): string {
  return name.trim().replace(/\s+/g, '_').toLowerCase();
}

/** Why a creature cannot be placed, or null when it can (the widget shows the reason). */
export function placementProblem(ctx: Pick<FireMapContext, 'map' | 'creatures'>, spec: CreatureSpec): string | null {
  const name = spec.name.trim();
  if (!/^[A-Za-z][\w -]*$/.test(name)) return 'a name starts with a letter (letters, digits, spaces, - or _)';
  if (ctx.creatures.some((c) => c.id === creatureId(name))) return `there is already a creature called ${name}`;
  const where = ctx.map.areas.find((a) => a.id === spec.areaId);
  if (!where) return `there is no Area ${spec.areaId}`;
  if (!WETNESS_LEVELS.includes(spec.size)) return 'that is not a size from the size table';
  const whole = (n: number | undefined, min: number, max: number) => n === undefined || (Number.isInteger(n) && n >= min && n <= max);
  if (!whole(spec.defense, 0, 20)) return 'Defense is a whole number from 0 to 20';
  if (!whole(spec.constitution, -10, 10)) return 'Constitution is a whole number from -10 to 10';
  if (!whole(spec.injuries, 0, 20) || !whole(spec.injuryLimit, 0, 20)) return 'Injuries and an Injury limit are whole numbers from 0 to 20';
  if (!fits(ctx.creatures, spec.areaId, spec.size))
    return `${where.name ?? where.id} is full: an Area holds 16 Medium creatures' worth of size`;
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
  return { ...ctx, creatures: [...ctx.creatures, creature], lastEvents: [], narration: [] };
}

export function removeCreature(ctx: FireMapContext, id: string): FireMapContext {
  return { ...ctx, creatures: ctx.creatures.filter((c) => c.id !== id), lastEvents: [], narration: [] };
}

/** Why there is no such creature to remove, or undefined. */
export function removalProblem(ctx: Pick<FireMapContext, 'creatures'>, id: string): string | undefined {
  return ctx.creatures.some((c) => c.id === id) ? undefined : `there is no creature ${id} on the map`;
}
