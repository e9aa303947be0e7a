/**
 * The fire map as a machine: a map of Areas with creatures in them, rounds of fire, and
 * edits between rounds. All chance (seeded generator and fixed d6 rolls) is in context, so
 * a snapshot is JSON and XState's pure `transition` replays it exactly.
 */
import { assertEvent, assign, not, setup } from 'xstate';
import type { Prediction, Why } from '../core/explain.js';
import type { RecordFormat } from '../core/record.js';
import { createChance, type Chance } from '../core/random.js';
import { BRIGHTNESSES, FIRE_LEVELS, FLAMMABILITIES, OBSCURITIES, WETNESS_LEVELS, areaLabel, defaultDefense, type Area } from './areas.js';
import {
  FIRE_MAP_RULES,
  SEED_FIRE_RULES,
  adjacency,
  canCatch,
  canGrow,
  canHurt,
  canSpreadTo,
  explainRound,
  fireRound,
  fits,
  namesFor,
  rollsForGrowth,
  spreads,
  type Creature,
  type FireMap,
  type FireRules,
  type RoundEvent,
} from './fire-map.rules.js';
import { areaNameProblem, type FireSetup } from './fire-map.setup.js';

export interface FireMapInput {
  readonly setup: FireSetup;
  readonly seed: number;
  /** Fixed d6 results used before the seed, in the order the round rolls them. */
  readonly rolls?: readonly number[];
  /** The table's rulings; the seed's reading when left out. */
  readonly rules?: FireRules;
}

export interface FireMapContext {
  readonly map: FireMap;
  readonly creatures: readonly Creature[];
  readonly chance: Chance;
  readonly rules: FireRules;
  /** Rounds of fire played so far. */
  readonly round: number;
  /** What the last round rolled and did, in order. */
  readonly lastEvents: readonly RoundEvent[];
  /** The same, each as a sentence with the rule it applied. */
  readonly narration: readonly Why[];
}

export type AreaChanges = Partial<Pick<Area, 'name' | 'brightness' | 'obscurity' | 'flammability' | 'wetness' | 'fireLevel'>>;

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

/**
 * Why another round of fire would change nothing, or null when a round still matters. A
 * round matters while some roll in it could change something: a growth roll that can reach
 * 7, a spread roll that can, or a fire attack that can hit someone alive. Rolls that can
 * never succeed (a hearth of −2 in flammability 0, a fire of 1 against Defense 8) do not
 * keep the fire going: an auto-run stops once only those are left.
 */
export function settledReason(ctx: Pick<FireMapContext, 'map' | 'creatures'> & Partial<Pick<FireMapContext, 'rules'>>): string | null {
  const areas = ctx.map.areas;
  if (!areas.some((a) => a.fireLevel !== null)) return 'There is no fire on the map.';
  const rules = ctx.rules ?? SEED_FIRE_RULES;
  const adj = adjacency(ctx.map);
  if (areas.some(canGrow)) return null;
  if (areas.some((a, i) => adj[i]!.some((j) => canSpreadTo(a, areas[j]!, rules)))) return null;
  const where = new Map(areas.map((a) => [a.id, a]));
  if (
    ctx.creatures.some((c) => {
      const here = where.get(c.areaId);
      return here !== undefined && canHurt(here, c);
    })
  )
    return null;
  return 'The fire can neither grow nor spread, and nobody it could hurt stands in it.';
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
    editArea: assign(({ context, event }) => {
      assertEvent(event, 'area.edited');
      return editArea(context, event.id, event.changes);
    }),
    placeCreature: assign(({ context, event }) => {
      assertEvent(event, 'creature.placed');
      return placeCreature(context, event.creature);
    }),
    removeCreature: assign(({ context, event }) => {
      assertEvent(event, 'creature.removed');
      return removeCreature(context, event.id);
    }),
  },
  guards: {
    roundMatters: ({ context }) => settledReason(context) === null,
    editIsValid: ({ context, event }) => {
      assertEvent(event, 'area.edited');
      return editProblem(context.map, event.id, event.changes) === undefined;
    },
    creatureFits: ({ context, event }) => {
      assertEvent(event, 'creature.placed');
      return placementProblem(context, event.creature) === null;
    },
    creatureExists: ({ context, event }) => {
      assertEvent(event, 'creature.removed');
      return removalProblem(context, event.id) === undefined;
    },
  },
}).createMachine({
  id: 'ladyLuckFire',
  description: "Lady Luck's Chosen Few: fire on a map of Areas, round by round. The GM may change the map between rounds.",
  context: ({ input }) => createInitialContext(input),
  on: {
    'area.edited': {
      guard: 'editIsValid',
      actions: 'editArea',
      description: "The GM changes one of an Area's qualities, its fire level or its name.",
    },
    'creature.placed': {
      guard: 'creatureFits',
      actions: 'placeCreature',
      description: 'A PC or NPC steps into an Area that has room for it.',
    },
    'creature.removed': { guard: 'creatureExists', actions: 'removeCreature', description: 'A creature leaves the map.' },
  },
  initial: 'burning',
  states: {
    burning: {
      description: 'The fire can still grow, spread, or hurt someone standing in it: another round matters.',
      always: {
        guard: not('roundMatters'),
        target: 'settled',
        description: 'Nothing left to roll: no fire can grow or spread, and nobody alive stands in one.',
      },
      on: {
        'round.advanced': {
          actions: 'playRound',
          description: 'One round of fire: growth rolls, then spread rolls, then the fire attacks, all against the map as the round began.',
        },
      },
    },
    settled: {
      description: 'The fire has settled (or there is none): another round would roll nothing. Edit the map to light it again.',
      always: { guard: 'roundMatters', target: 'burning', description: 'An edit gave the fire something to do again.' },
    },
  },
});

/** "Round 3. Fire in 4 Areas, the worst at level 5." (the status line, every step) */
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

// ---------------------------------------------------------------- for a learner

/**
 * A question to predict before the next round, about one Area: will its fire grow (when it
 * makes a growth roll), or else will it catch (when a burning neighbour can reach it)? The
 * prediction never changes what happens; `answer` grades the snapshot the round produced.
 */
export function predictionFor(snapshot: { readonly context: FireMapContext }, areaId: string): Prediction<FireMapContext> | undefined {
  const ctx = snapshot.context;
  const area = ctx.map.areas.find((a) => a.id === areaId);
  if (!area || settledReason(ctx) !== null) return undefined;
  const name = areaLabel(area);
  const choices = [
    { id: 'yes', label: 'Yes' },
    { id: 'no', label: 'No' },
  ];
  const said = (after: FireMapContext, pick: (e: RoundEvent) => boolean): Why[] => {
    const names = namesFor(after.map, after.creatures);
    return explainRound(after.lastEvents.filter(pick), names, after.creatures);
  };
  if (rollsForGrowth(area)) {
    return {
      question: `Will the fire in ${name} grow next round?`,
      choices,
      settledBy: ['round.advanced'],
      answer: (after) => {
        const why = said(after, (e) => e.kind === 'growth' && e.area === areaId);
        const grew = after.lastEvents.some((e) => e.kind === 'growth' && e.area === areaId && e.grows);
        return { choice: grew ? 'yes' : 'no', why };
      },
    };
  }
  const i = ctx.map.areas.indexOf(area);
  const reachable = canCatch(area) && adjacency(ctx.map)[i]!.some((j) => spreads(ctx.map.areas[j]!.fireLevel));
  if (!reachable) return undefined;
  return {
    question: `Will ${name} catch fire next round?`,
    choices,
    settledBy: ['round.advanced'],
    answer: (after) => {
      const why = said(after, (e) => e.kind === 'spread' && e.area === areaId);
      const caught = after.lastEvents.some((e) => e.kind === 'spread' && e.area === areaId && e.catches);
      return {
        choice: caught ? 'yes' : 'no',
        why: why.length > 0 ? why : [{ text: `No spread roll reached ${name}.`, rule: FIRE_MAP_RULES.spreadIntoFire }],
      };
    },
  };
}

/** What the fire did, once told: rounds played, where it burns, and who it hurt. */
export function summary(ctx: FireMapContext): string {
  const names = namesFor(ctx.map, ctx.creatures);
  const loose = ctx.map.areas.filter((a) => a.fireLevel !== null && a.fireLevel >= 0);
  const rounds = `${ctx.round} ${ctx.round === 1 ? 'round' : 'rounds'}`;
  const fire =
    loose.length === 0
      ? 'no fire burns loose'
      : `fire burns in ${loose.length} ${loose.length === 1 ? 'Area' : 'Areas'} (the worst, ${names(loose.reduce((w, a) => (a.fireLevel! > w.fireLevel! ? a : w)).id)}, at ${Math.max(...loose.map((a) => a.fireLevel!))})`;
  const dead = ctx.creatures.filter((c) => !c.alive).map((c) => c.name);
  const hurt = ctx.creatures
    .filter((c) => c.alive && c.injuries > 0)
    .map((c) => `${c.name} (${c.injuries} ${c.injuries === 1 ? 'Injury' : 'Injuries'})`);
  const people = [
    dead.length > 0 ? `${list(dead)} died` : '',
    hurt.length > 0 ? `${list(hurt)} ${hurt.length === 1 ? 'is' : 'are'} hurt` : '',
  ].filter(Boolean);
  const settled = settledReason(ctx) !== null ? ' It has settled: another round would change nothing.' : '';
  return `After ${rounds}, ${fire}.${people.length > 0 ? ` ${people.join('; ')}.` : ''}${settled}`;
}

function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
