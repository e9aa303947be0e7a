/**
 * Lady Luck's Chosen Few, "Fire Level": one round of fire on a map of Areas (area-map.ts), as
 * the fire map plays it round after round and the combat round plays it at each round's end.
 *
 * The order of events in a round (the fire page's ruling, tested in fire.test.ts):
 *  1. Every roll reads the map as it stood when the round began; the changes land together
 *     at the end. So a fire that grows to 2 this round spreads from next round, and an Area
 *     that catches this round neither grows nor burns anyone until the next.
 *  2. Growth: each Area with a fire below 6 that can burn rolls d6 + its flammability + its
 *     fire level; 7 or more grows it (to 0 from a contained fire, else +1). Map order.
 *  3. Spread: each Area burning at 2 or more rolls, for each adjacent Area that can burn and
 *     has no loose fire yet (none, or contained), "the same roll made when a fire is
 *     determined to be growing": d6 + the burning Area's flammability + its fire level (the
 *     seed's reading, the default), or, as a table option, d6 + the neighbour's flammability
 *     + the burning Area's fire level; 7 or more sets the neighbour to 0. Sources in map
 *     order, neighbours in the order the map links them; no roll for an Area already at 0
 *     this round.
 *  4. Burning: in each Area burning at 1 or more, the fire attacks each living creature in
 *     placement order: d6 + fire level against the creature's Defense, +1 in a shrouded Area
 *     (shroud raises the Defense of anyone in it, against any attack). A hit on a PC calls a
 *     Constitution roll (d6 + Constitution) against fire level + Injuries; an NPC takes the
 *     Injury outright.
 *  5. Brightness follows the new fire levels (derived, reported when it changes).
 */
import type { RuleRef, Why } from '../core/explain.js';
import { formatSum, num } from '../core/explain.js';
import { rollDie, type Chance } from '../core/random.js';
import { adjacency, type Creature, type FireMap } from './area-map.js';
import {
  MAX_FIRE_LEVEL,
  areaLabel,
  burnsOnOil,
  canBurn,
  effectiveBrightness,
  effectiveFlammability,
  type Area,
  type Brightness,
  type FireLevel,
} from './areas.js';
import { defenseInArea, npcTakesInjury } from './check.js';

// ---------------------------------------------------------------- the table's rulings

/**
 * Whose flammability goes into a spread roll. The seed says a fire spreads by "the same roll
 * made when a fire is determined to be growing", made on each adjacent flammable Area: that
 * roll is d6 + the burning Area's own flammability + its fire level (`burning`, the default).
 * A table may instead add the neighbour's flammability (`neighbour`), so what lies next door
 * decides whether it takes.
 */
export type SpreadFlammability = 'burning' | 'neighbour';
export const SPREAD_FLAMMABILITIES: readonly SpreadFlammability[] = ['burning', 'neighbour'];

/** The rulings a table may choose between for the fire. */
export interface FireRules {
  readonly spreadFlammability: SpreadFlammability;
}

/** The seed's literal reading. */
export const SEED_FIRE_RULES: FireRules = { spreadFlammability: 'burning' };

/** The rules of the fire page each step applies, for the links in each step's why. */
export const FIRE_RULES = {
  growth: { page: 'lady-luck/fire', section: 'growth', title: 'Growth' },
  spread: { page: 'lady-luck/fire', section: 'spread', title: 'Spread' },
  spreadRoll: {
    page: 'lady-luck/fire',
    section: 'whose-flammability-a-spread-roll-adds',
    title: 'Table ruling: whose flammability a spread roll adds',
  },
  spreadIntoFire: { page: 'lady-luck/fire', section: 'spreading-into-a-fire', title: 'Table ruling: spreading into a fire' },
  burning: { page: 'lady-luck/fire', section: 'burning', title: 'Burning' },
  cover: {
    page: 'lady-luck/fire',
    section: 'cover-light-and-fog-against-the-flames',
    title: 'Table ruling: cover, light and fog against the flames',
  },
  constitution: {
    page: 'lady-luck/fire',
    section: 'the-constitution-roll-after-a-burn',
    title: 'Table ruling: the Constitution roll after a burn',
  },
  npcs: { page: 'lady-luck/combat', section: 'npcs', title: 'NPCs' },
  light: { page: 'lady-luck/fire', section: 'light', title: 'Light' },
  order: { page: 'lady-luck/fire', section: 'one-round-step-by-step', title: 'Table ruling: the order of events in a round' },
  noFuel: { page: 'lady-luck/fire', section: 'fires-with-nothing-to-burn', title: 'Table ruling: fires with nothing to burn' },
  oil: { page: 'lady-luck/areas', section: 'oil-on-the-water', title: 'Table ruling: oil on the water' },
} as const satisfies Record<string, RuleRef>;

export type RoundEvent =
  | {
      readonly kind: 'growth';
      readonly area: string;
      readonly roll: number;
      readonly flammability: number;
      readonly level: number;
      readonly total: number;
      readonly grows: boolean;
      readonly to: FireLevel;
      /** The Area stands in water and burns only for the oil on it (set only then). */
      readonly onOil?: true;
    }
  | {
      readonly kind: 'spread';
      readonly from: string;
      readonly area: string;
      readonly roll: number;
      readonly flammability: number;
      readonly flammabilityOf: SpreadFlammability;
      readonly level: number;
      readonly total: number;
      readonly catches: boolean;
      /** The oil on some water is why this roll is made, or why its flammability counts (set only then). */
      readonly onOil?: true;
    }
  | {
      readonly kind: 'burn';
      readonly area: string;
      readonly creature: string;
      readonly roll: number;
      readonly level: number;
      readonly total: number;
      readonly defense: number;
      readonly cover: number;
      readonly hit: boolean;
    }
  | {
      readonly kind: 'constitution';
      readonly creature: string;
      readonly roll: number;
      readonly modifier: number;
      readonly total: number;
      readonly threshold: number;
      readonly success: boolean;
    }
  | { readonly kind: 'injury'; readonly creature: string; readonly injuries: number; readonly dead: boolean }
  | { readonly kind: 'brightness'; readonly area: string; readonly from: Brightness; readonly to: Brightness };

/** A fire roll (growth or spread) succeeds on 7 or more. */
export const FIRE_THRESHOLD = 7;

export interface RoundResult {
  readonly map: FireMap;
  readonly creatures: readonly Creature[];
  readonly chance: Chance;
  readonly events: readonly RoundEvent[];
}

/** The level after a successful growth roll: to 0 from a contained fire, else one up, at most 6. */
export function grownLevel(level: number): FireLevel {
  return (level < 0 ? 0 : Math.min(MAX_FIRE_LEVEL, level + 1)) as FireLevel;
}

/** Does this Area make a growth roll this round? */
export function rollsForGrowth(area: Area): boolean {
  return area.fireLevel !== null && area.fireLevel < MAX_FIRE_LEVEL && canBurn(area);
}

/** Can fire spread into this Area (it can burn and has no loose fire)? */
export function canCatch(area: Area): boolean {
  return canBurn(area) && (area.fireLevel === null || area.fireLevel < 0);
}

/**
 * The flammability a spread roll from `source` into `target` adds, under the table's ruling.
 * Under the seed's reading it is the burning Area's own; a fire burning where nothing can
 * burn (set there by the GM: a brazier on a stone floor) adds 0.
 */
export function spreadFlammability(source: Area, target: Area, rules: FireRules = SEED_FIRE_RULES): number {
  return rules.spreadFlammability === 'neighbour' ? effectiveFlammability(target)! : (effectiveFlammability(source) ?? 0);
}

/** Does a fire at this level spread? From 2 up. */
export function spreads(level: FireLevel): boolean {
  return level !== null && level >= 2;
}

/**
 * Can this Area's growth roll ever succeed? A hearth of −2 in flammability 0 rolls every
 * round but never reaches 7 (6 + 0 − 2), so it can never grow.
 */
export function canGrow(area: Area): boolean {
  return rollsForGrowth(area) && 6 + effectiveFlammability(area)! + area.fireLevel! >= FIRE_THRESHOLD;
}

/** Can a spread roll from `source` ever set `target` alight? */
export function canSpreadTo(source: Area, target: Area, rules: FireRules = SEED_FIRE_RULES): boolean {
  return (
    spreads(source.fireLevel) && canCatch(target) && 6 + spreadFlammability(source, target, rules) + source.fireLevel! >= FIRE_THRESHOLD
  );
}

/** Can the fire here ever hit this creature (d6 + level against its Defense, shroud included)? */
export function canHurt(area: Area, creature: Creature): boolean {
  return creature.alive && burns(area.fireLevel) && 6 + area.fireLevel! >= defenseInArea(creature.defense, area);
}

/** Does a fire at this level burn the creatures in its Area? From 1 up. */
export function burns(level: FireLevel): boolean {
  return level !== null && level >= 1;
}

/** The Constitution roll after the fire hits: base threshold the fire level, plus Injuries taken. */
export function fireConstitutionThreshold(level: number, injuries: number): number {
  return level + injuries;
}

/** An event's oil mark, written only when the oil matters (so every other event reads as before). */
const oilOf = (onOil: boolean): { onOil?: true } => (onOil ? { onOil: true } : {});

/** Play one round of fire. Pure: the same map, creatures, chance and rulings give the same round. */
export function fireRound(map: FireMap, creatures: readonly Creature[], chance: Chance, rules: FireRules = SEED_FIRE_RULES): RoundResult {
  const start = map.areas;
  const next: FireLevel[] = start.map((a) => a.fireLevel);
  const events: RoundEvent[] = [];
  let dice = chance;
  let roll: number;

  // 2. Growth
  start.forEach((area, i) => {
    if (!rollsForGrowth(area)) return;
    const flammability = effectiveFlammability(area)!;
    const level = area.fireLevel!;
    [roll, dice] = rollDie(dice, 6);
    const total = roll + flammability + level;
    const grows = total >= FIRE_THRESHOLD;
    if (grows) next[i] = grownLevel(level);
    events.push({ kind: 'growth', area: area.id, roll, flammability, level, total, grows, to: next[i]!, ...oilOf(burnsOnOil(area)) });
  });

  // 3. Spread
  const adj = adjacency(map);
  start.forEach((source, i) => {
    if (!spreads(source.fireLevel)) return;
    for (const j of adj[i]!) {
      const target = start[j]!;
      if (!canCatch(target)) continue;
      const now = next[j]!;
      if (now !== null && now >= 0) continue; // already caught or grew this round
      const flammability = spreadFlammability(source, target, rules);
      const level = source.fireLevel!;
      [roll, dice] = rollDie(dice, 6);
      const total = roll + flammability + level;
      const catches = total >= FIRE_THRESHOLD;
      if (catches) next[j] = 0;
      events.push({
        kind: 'spread',
        from: source.id,
        area: target.id,
        roll,
        flammability,
        flammabilityOf: rules.spreadFlammability,
        level,
        total,
        catches,
        ...oilOf(burnsOnOil(target) || (rules.spreadFlammability === 'burning' && burnsOnOil(source))),
      });
    }
  });

  // 4. Burning
  const where = new Map(start.map((a) => [a.id, a]));
  const after = creatures.map((creature) => {
    const here = where.get(creature.areaId);
    const level = here?.fireLevel ?? null;
    if (!here || !creature.alive || !burns(level)) return creature;
    const fire = level!;
    [roll, dice] = rollDie(dice, 6);
    const total = roll + fire;
    // Shroud raises the Defense of anyone in the Area, against the flames as against a blade.
    const defense = defenseInArea(creature.defense, here);
    const hit = total >= defense;
    events.push({
      kind: 'burn',
      area: creature.areaId,
      creature: creature.id,
      roll,
      level: fire,
      total,
      defense,
      cover: defense - creature.defense,
      hit,
    });
    if (!hit) return creature;
    if (creature.kind === 'npc') {
      const { injuries, dead } = npcTakesInjury(creature.injuries, creature.injuryLimit);
      events.push({ kind: 'injury', creature: creature.id, injuries: dead ? creature.injuries : injuries, dead });
      return { ...creature, injuries: dead ? creature.injuries : injuries, alive: !dead };
    }
    const threshold = fireConstitutionThreshold(fire, creature.injuries);
    [roll, dice] = rollDie(dice, 6);
    const ctotal = roll + creature.constitution;
    const success = ctotal >= threshold;
    events.push({ kind: 'constitution', creature: creature.id, roll, modifier: creature.constitution, total: ctotal, threshold, success });
    const injuries = success ? creature.injuries + 1 : creature.injuries;
    events.push({ kind: 'injury', creature: creature.id, injuries, dead: !success });
    return { ...creature, injuries, alive: success };
  });

  // 5. Brightness, from the new levels
  const areas = start.map((area, i) => (next[i] === area.fireLevel ? area : { ...area, fireLevel: next[i]! }));
  areas.forEach((area, i) => {
    const from = effectiveBrightness(start[i]!);
    const to = effectiveBrightness(area);
    if (from !== to) events.push({ kind: 'brightness', area: area.id, from, to });
  });

  return { map: { areas, links: map.links }, creatures: after, chance: dice, events };
}

/** How the map names Areas and creatures in sentences. */
export type Names = (id: string) => string;

/** Names for one map: Areas by their name (else id), creatures by their name. */
export function namesFor(map: FireMap, creatures: readonly Creature[]): Names {
  const byId = new Map<string, string>();
  for (const a of map.areas) byId.set(a.id, areaLabel(a));
  for (const c of creatures) byId.set(c.id, c.name);
  return (id) => byId.get(id) ?? id;
}

const levelWord = (level: number) => (level < 0 ? `contained (${num(level)})` : `${level}`);

/** One sentence per event, for the round log and the live announcement. */
export function describeRoundEvent(e: RoundEvent, names: Names = (id) => id): string {
  const die = { label: 'on the die', value: 0 };
  switch (e.kind) {
    case 'growth': {
      const sum = formatSum([
        { ...die, value: e.roll },
        { label: 'flammability', value: e.flammability },
        { label: 'fire level', value: e.level },
      ]);
      return `${names(e.area)} growth roll: ${sum}, ${e.grows ? `7 or more: the fire grows to ${e.to}` : `under 7: it stays ${levelWord(e.level)}`}.${e.onOil ? OIL_WORDS : ''}`;
    }
    case 'spread': {
      const whose = `flammability (${names(e.flammabilityOf === 'neighbour' ? e.area : e.from)})`;
      const sum = formatSum([
        { ...die, value: e.roll },
        { label: whose, value: e.flammability },
        { label: 'fire level', value: e.level },
      ]);
      return `Spread from ${names(e.from)} to ${names(e.area)}: ${sum}, ${e.catches ? `7 or more: ${names(e.area)} catches at 0` : 'under 7: no catch'}.${e.onOil ? OIL_WORDS : ''}`;
    }
    case 'burn': {
      const sum = formatSum([
        { ...die, value: e.roll },
        { label: 'fire level', value: e.level },
      ]);
      const against = e.cover > 0 ? `Defense ${e.defense} (${e.defense - e.cover} + ${e.cover} for the shroud)` : `Defense ${e.defense}`;
      return `The fire attacks ${names(e.creature)}: ${sum} against ${against}: ${e.hit ? 'a hit' : 'a miss'}.`;
    }
    case 'constitution': {
      const sum = formatSum([
        { ...die, value: e.roll },
        { label: 'Constitution', value: e.modifier },
      ]);
      return `${names(e.creature)} rolls Constitution: ${sum} against ${e.threshold}: ${e.success ? 'survives' : 'fails'}.`;
    }
    case 'injury':
      return e.dead
        ? `${names(e.creature)} dies in the fire.`
        : `${names(e.creature)} now has ${e.injuries} ${e.injuries === 1 ? 'Injury' : 'Injuries'}.`;
    case 'brightness':
      return `${names(e.area)} is now ${e.to} (was ${e.from}).`;
  }
}

const OIL_WORDS = ' The oil on the water burns where the water alone would not.';

/** The rule each kind of event applies (an NPC's Injury follows the combat page's limit). */
export function ruleFor(e: RoundEvent, creatures: readonly Creature[] = []): RuleRef {
  switch (e.kind) {
    case 'growth':
      return e.onOil ? FIRE_RULES.oil : FIRE_RULES.growth;
    case 'spread':
      return e.onOil ? FIRE_RULES.oil : FIRE_RULES.spreadRoll;
    case 'burn':
      return e.cover > 0 ? FIRE_RULES.cover : FIRE_RULES.burning;
    case 'constitution':
      return FIRE_RULES.constitution;
    case 'injury':
      return creatures.find((c) => c.id === e.creature)?.kind === 'npc' ? FIRE_RULES.npcs : FIRE_RULES.constitution;
    case 'brightness':
      return FIRE_RULES.light;
  }
}

/** A round's events as the learner reads them: each sentence with the rule it applied. */
export function explainRound(events: readonly RoundEvent[], names: Names, creatures: readonly Creature[] = []): Why[] {
  return events.map((e) => ({ text: describeRoundEvent(e, names), rule: ruleFor(e, creatures) }));
}
