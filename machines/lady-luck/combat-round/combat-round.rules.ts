/**
 * Lady Luck's Chosen Few, one combat round: who acts when, what a turn's two actions can be,
 * the modifiers of each roll, and what a hit, a grapple, a knockdown or a tackle leaves
 * behind. Pure data and helpers; the machine (combat-round.machine.ts) names the steps.
 *
 * The map is Lady Luck's map of Areas (../area-map.ts: Areas and explicit links), the fire
 * map's too, so a fight and a fire can share one place.
 */
import { signed, type RuleRef, type Term } from '../../core/explain.js';
import { areaLabel, effectiveBrightness, isObscured, type Area } from '../areas.js';
import {
  COMBAT_ACTIONS,
  DOWN_PENALTY,
  DOWN_TARGET_BONUS,
  EXAMPLE_ACTIONS,
  REVERSE_PENALTY,
  brightnessModifier,
  defenseInArea,
  sneakModifier,
  titleCase,
  type ActionRow,
  type Aptitude,
  type CombatAction,
  type ExampleAction,
  type Skill,
} from '../check.js';
import { adjacency, type FireMap } from '../area-map.js';

// ---------------------------------------------------------------- the rules each step applies

const combat = (section: string, title: string): RuleRef => ({ page: 'lady-luck/combat', section, title });
const checks = (section: string, title: string): RuleRef => ({ page: 'lady-luck/actions-and-checks', section, title });
const downtime = (section: string, title: string): RuleRef => ({ page: 'lady-luck/downtime-and-resting', section, title });

/** Every rule a step of the combat round links to (the end-to-end test finds each anchor). */
export const COMBAT_ROUND_RULES = {
  check: checks('the-d6-check', 'The d6 check'),
  exampleActions: checks('example-actions', 'Example actions'),
  skills: checks('weapon-and-brawling-are-skills', 'Table ruling: Weapon and Brawling are skills'),
  equipment: checks('what-equipment-adds', 'Table ruling: what equipment adds'),
  checkAreas: checks('which-area-modifiers-a-check-takes', 'Table ruling: which Area modifiers a check takes'),
  turns: combat('rounds-and-turns', 'Rounds and turns'),
  order: combat('who-goes-when', 'Who goes when'),
  factionOrder: combat('order-within-a-side', 'Table ruling: order within a side'),
  npcAgainstNpc: combat('npc-against-npc', 'Table ruling: NPC against NPC'),
  runner: combat('how-far-a-runner-goes', 'Table ruling: how far a Runner goes'),
  moving: combat('moving-between-areas', 'Moving between Areas'),
  attacking: combat('attacking', 'Attacking'),
  reach: combat('reach', 'Table ruling: reach'),
  areaModifiers: combat('light-fog-and-cover-in-a-fight', 'Table ruling: light, fog and cover in a fight'),
  ground: combat('on-the-ground', 'On the ground'),
  groundRuling: combat('attacks-on-someone-down', 'Table ruling: attacks on someone down'),
  standing: combat('standing-before-moving', 'Table ruling: standing before moving'),
  grapple: combat('grappled', 'Grappled'),
  grappleRuling: combat('what-a-hold-stops', 'Table ruling: what a hold stops'),
  tackle: combat('tackled', 'Tackled'),
  disarm: combat('disarmed', 'Table ruling: disarmed'),
  noHarm: combat('holds-and-throws-do-no-harm', 'Table ruling: holds and throws do no harm'),
  injuries: combat('injuries-and-fatigue', 'Injuries and Fatigue'),
  bothRolls: combat('a-weapon-with-both', 'Table ruling: a weapon with both'),
  npcs: combat('npcs', 'NPCs'),
  npcLimit: combat('an-npcs-limit', "Table ruling: an NPC's limit"),
  unconscious: combat('out-until-the-fight-ends', 'Table ruling: out until the fight ends'),
  fire: combat('fire-in-a-fight', 'Table ruling: fire in a fight'),
  water: combat('water-and-drowning', 'Water and drowning'),
  surfacing: combat('surfacing', 'Table ruling: surfacing'),
  drowningRoll: combat('the-drowning-roll', 'Table ruling: the drowning roll'),
  endOfRound: combat('the-end-of-a-round', 'The end of a round'),
  downtime: downtime('sleep', 'Sleep'),
  recovery: downtime('recovery', 'Recovery'),
  dayCount: downtime('counting-a-day-of-rest', 'Table ruling: counting a day of rest'),
  dayStart: downtime('downtime-starts-at-dawn', 'Table ruling: downtime starts at dawn'),
  sleeplessAgain: downtime('every-timeframe-past-six', 'Table ruling: every timeframe past six'),
  exhausted: downtime('knocked-out-by-exhaustion', 'Table ruling: knocked out by exhaustion'),
} as const satisfies Record<string, RuleRef>;

const R = COMBAT_ROUND_RULES;

// ---------------------------------------------------------------- creatures in a fight

/** How a weapon reaches: in the same Area, thrown, or shot. */
export type Reach = 'melee' | 'thrown' | 'ranged';
export const REACHES: readonly Reach[] = ['melee', 'thrown', 'ranged'];

export interface Weapon {
  readonly name: string;
  /** Its Injury modifier (ITM), or null when it causes no Injuries. */
  readonly itm: number | null;
  /** Its Fatigue modifier (FTM), or null when it causes no Fatigue. */
  readonly ftm: number | null;
  readonly reach: Reach;
}

/** An unarmed strike counts as FTM 0 (unless an aptitude says otherwise). */
export const FISTS: Weapon = { name: 'bare hands', itm: null, ftm: 0, reach: 'melee' };

export type Condition = 'fine' | 'unconscious' | 'dead';

export interface Fighter {
  /** The creature's id on the map (its name, lower case, _ for spaces). */
  readonly id: string;
  readonly name: string;
  readonly kind: 'pc' | 'npc';
  /** NPCs: the faction the GM plays them in ("goblins"); PCs are the party. */
  readonly faction: string;
  /** An NPC faction on the party's side acts before the others. */
  readonly ally: boolean;
  readonly areaId: string;
  readonly size: number;
  /** Defense before the Area's shroud. */
  readonly defense: number;
  /** Every basic aptitude and skill, 0 where the character has none. */
  readonly aptitudes: Readonly<Record<Aptitude | Skill, number>>;
  readonly runner: boolean;
  /** The weapon in hand, or null with bare hands. */
  readonly weapon: Weapon | null;
  /** A weapon knocked out of hand: it lies in the Area it fell in until picked up. */
  readonly dropped: { readonly weapon: Weapon; readonly areaId: string } | null;
  readonly injuries: number;
  readonly fatigue: number;
  /** NPCs: Injuries, then Fatigue, they can take; the next kills, or knocks out. */
  readonly injuryLimit: number;
  readonly fatigueLimit: number;
  readonly condition: Condition;
  /** On the ground (knocked down or tackled). */
  readonly down: boolean;
  /** Whose hold it is in, or null. */
  readonly grappledBy: string | null;
  /** The tackle partner it lies with: no −2 for actions between the two. */
  readonly tackledWith: string | null;
  /** Rounds in a row under water without surfacing (the breath count). */
  readonly breath: number;
  /** Round ends spent unconscious in water. */
  readonly outInWater: number;
  /** Downtime: timeframes awake in a row. */
  readonly awake: number;
  /** Downtime: timeframes asleep today. */
  readonly slept: number;
  /** Downtime: knocked out by exhaustion, sleeps the next timeframe whatever is planned. */
  readonly exhausted: boolean;
}

export const ALL_APTITUDES_ZERO = (): Record<Aptitude | Skill, number> => ({
  perception: 0,
  vision: 0,
  hearing: 0,
  smell: 0,
  logic: 0,
  steadiness: 0,
  coordination: 0,
  flexibility: 0,
  charisma: 0,
  empathy: 0,
  might: 0,
  speed: 0,
  willpower: 0,
  constitution: 0,
  endurance: 0,
  weapon: 0,
  brawling: 0,
});

export const canAct = (f: Fighter): boolean => f.condition === 'fine';
export const isAlive = (f: Fighter): boolean => f.condition !== 'dead';
export const weaponOf = (f: Fighter): Weapon => f.weapon ?? FISTS;

// ---------------------------------------------------------------- turn order

/**
 * The order of a round: the PCs in seating order (as listed), then the NPCs side by side:
 * sides allied with the party first, then the others, each in the order they were first
 * listed, and within a side in list order (the combat page's ruling). Those who cannot act
 * (unconscious, dead) are left out.
 */
export function turnOrder(fighters: readonly Fighter[]): string[] {
  const able = fighters.filter(canAct);
  const pcs = able.filter((f) => f.kind === 'pc');
  const npcs = able.filter((f) => f.kind === 'npc');
  const factions: string[] = [];
  for (const f of fighters) if (f.kind === 'npc' && !factions.includes(f.faction)) factions.push(f.faction);
  const allied = (faction: string) => fighters.some((f) => f.kind === 'npc' && f.faction === faction && f.ally);
  const sides = [...factions.filter(allied), ...factions.filter((x) => !allied(x))];
  return [...pcs.map((f) => f.id), ...sides.flatMap((side) => npcs.filter((f) => f.faction === side).map((f) => f.id))];
}

// ---------------------------------------------------------------- moving between Areas

/** How many Areas away one Area is from another along the links (0 for the same, 1 for a neighbour), or null when no links join them. */
export function areasApart(map: FireMap, from: string, to: string): number | null {
  if (from === to) return 0;
  const index = new Map(map.areas.map((a, i) => [a.id, i]));
  const start = index.get(from);
  const goal = index.get(to);
  if (start === undefined || goal === undefined) return null;
  const adj = adjacency(map);
  const seen = new Map<number, number>([[start, 0]]);
  const queue = [start];
  while (queue.length > 0) {
    const i = queue.shift()!;
    for (const j of adj[i]!) {
      if (seen.has(j)) continue;
      seen.set(j, seen.get(i)! + 1);
      if (j === goal) return seen.get(j)!;
      queue.push(j);
    }
  }
  return null;
}

export function areaOf(map: FireMap, id: string): Area {
  return map.areas.find((a) => a.id === id)!;
}

// ---------------------------------------------------------------- the actions of a turn

/** Every action a turn can hold that calls a roll. */
export type Action = ExampleAction | CombatAction | 'break-free' | 'reverse';

/** Breaking a hold is the grapple's roll; turning it around is the same at −2. */
export const HOLD_ACTIONS: ReadonlyMap<'break-free' | 'reverse', ActionRow> = new Map<'break-free' | 'reverse', ActionRow>([
  [
    'break-free',
    { label: 'Break free', aptitudes: ['might', 'speed'], skill: 'brawling', covers: 'the grapple’s roll against the holder' },
  ],
  [
    'reverse',
    { label: 'Reverse the hold', aptitudes: ['might', 'speed'], skill: 'brawling', covers: 'the grapple’s roll at −2: the holder is held' },
  ],
]);

export function actionRow(action: Action): ActionRow {
  return (COMBAT_ACTIONS.get(action as CombatAction) ??
    EXAMPLE_ACTIONS.get(action as ExampleAction) ??
    HOLD_ACTIONS.get(action as 'break-free'))!;
}

export const isCombatAction = (a: Action): a is CombatAction => COMBAT_ACTIONS.has(a as CombatAction);
export const isHoldAction = (a: Action): a is 'break-free' | 'reverse' => a === 'break-free' || a === 'reverse';
export const isExampleAction = (a: Action): a is ExampleAction => EXAMPLE_ACTIONS.has(a as ExampleAction);
/** Rolled against someone's Defense (every combat action, and breaking a hold). */
export const againstDefense = (a: Action): boolean => isCombatAction(a) || isHoldAction(a);
/** The attacks proper: they can hurt (a weapon's ITM or FTM). */
export const isAttack = (a: Action): boolean => a === 'melee' || a === 'throw' || a === 'ranged';

export const ACTIONS: readonly Action[] = [...COMBAT_ACTIONS.keys(), 'break-free', 'reverse', ...EXAMPLE_ACTIONS.keys()];

/** The skill an action adds for this fighter: Weapon with a weapon in hand, else Brawling. */
export function skillFor(action: Action, f: Fighter): Skill | null {
  const skill = actionRow(action).skill;
  if (skill === undefined) return null;
  if (skill === 'weapon-or-brawling') return f.weapon ? 'weapon' : 'brawling';
  return skill;
}

/** The GM's threshold for a check that is not against Defense: 1 to 12. */
export const THRESHOLD_RANGE = { min: 1, max: 12 } as const;

/**
 * Why `actor` cannot take `action` against `target` now, or undefined when it can. The reasons
 * a player would hear at the table: reach, holds, weapons in hand, someone already down.
 */
export function actionProblem(
  map: FireMap,
  fighters: readonly Fighter[],
  actorId: string,
  action: Action,
  targetId: string | null,
): string | undefined {
  const actor = fighters.find((f) => f.id === actorId);
  if (!actor) return 'nobody is acting';
  const row = actionRow(action);
  // A check has no target: even a held creature may search, listen or talk.
  if (!againstDefense(action)) return undefined;
  if (isHoldAction(action)) {
    if (actor.grappledBy === null) return `${actor.name} is in nobody's hold`;
    return undefined;
  }
  const target = targetId === null ? undefined : fighters.find((f) => f.id === targetId);
  if (!target) return `${row.label} needs a target`;
  if (target.id === actor.id) return `${actor.name} cannot ${row.label.toLowerCase()} themself`;
  if (!isAlive(target)) return `${target.name} is dead`;
  if (actor.grappledBy !== null && actor.grappledBy !== target.id) {
    const holder = fighters.find((f) => f.id === actor.grappledBy)?.name ?? 'its holder';
    return `${actor.name} is held by ${holder}, and may act against nobody else`;
  }
  // What the hands allow first, then reach: the answer a player would get at the table.
  const weapon = weaponOf(actor);
  if (action === 'melee' && weapon.reach !== 'melee' && actor.weapon !== null)
    return `${actor.name}'s ${weapon.name} is not a melee weapon`;
  if (action === 'throw' && (actor.weapon === null || weapon.reach !== 'thrown')) return `${actor.name} holds nothing made for throwing`;
  if (action === 'ranged' && (actor.weapon === null || weapon.reach !== 'ranged')) return `${actor.name} holds no ranged weapon`;
  if (action === 'disarm') {
    if (actor.weapon === null) return `${actor.name} needs a weapon in hand to disarm`;
    if (target.weapon === null) return `${target.name} holds no weapon`;
  }
  const apart = areasApart(map, actor.areaId, target.areaId);
  const melee = action !== 'throw' && action !== 'ranged';
  if (melee && apart !== 0) return `${target.name} is not in ${actor.name}'s Area, and ${row.label.toLowerCase()} reaches only there`;
  if (!melee && apart === null) return `no way leads from ${actor.name}'s Area to ${target.name}'s`;
  if ((action === 'knockdown' || action === 'tackle') && target.down) return `${target.name} is already on the ground`;
  if (action === 'grapple' && target.grappledBy === actor.id) return `${target.name} is already in ${actor.name}'s hold`;
  return undefined;
}

/** Aptitude terms: each aptitude that counts, with the character's value (0s left out by formatSum). */
function aptitudeTerms(f: Fighter, aptitudes: readonly (Aptitude | Skill)[]): Term[] {
  return aptitudes.map((a) => ({ label: titleCase(a), value: f.aptitudes[a] }));
}

export interface ActionRoll {
  /** Everything added to the die, each with its name. */
  readonly terms: readonly Term[];
  /** The number to reach. */
  readonly threshold: number;
  /** What the threshold is, in words ("Goblin's Defense 4, +1 for the shroud"). */
  readonly against: string;
}

/**
 * The roll an action calls: its aptitudes and skill, what the table says the equipment adds,
 * and what the place and the bodies add; against the target's Defense (shroud included) or
 * the GM's threshold. Pure.
 */
export function actionRoll(
  map: FireMap,
  fighters: readonly Fighter[],
  actorId: string,
  action: Action,
  targetId: string | null,
  gmThreshold: number,
  equipment = 0,
): ActionRoll {
  const actor = fighters.find((f) => f.id === actorId)!;
  const row = actionRow(action);
  const skill = skillFor(action, actor);
  const terms: Term[] = aptitudeTerms(actor, [...row.aptitudes, ...(skill ? [skill] : [])]);
  terms.push({ label: 'equipment', value: equipment });
  const here = areaOf(map, actor.areaId);
  const target = targetId === null ? undefined : fighters.find((f) => f.id === targetId);
  const holder = isHoldAction(action) ? fighters.find((f) => f.id === actor.grappledBy) : undefined;
  const against = target ?? holder;

  if (action === 'reverse') terms.push({ label: 'reversing', value: REVERSE_PENALTY });
  // On the ground: −2 on everything but a knockdown, and nothing against the tackle partner.
  if (actor.down && action !== 'knockdown' && !(against && actor.tackledWith === against.id))
    terms.push({ label: 'on the ground', value: DOWN_PENALTY });

  if (!againstDefense(action)) {
    // A check: the Area modifiers the actions page's ruling gives it.
    if (action === 'sneak') terms.push({ label: 'the Area (sneaking)', value: sneakModifier(here) });
    if (action === 'search') {
      terms.push({ label: lightLabel(here), value: brightnessModifier(here) });
      if (isObscured(here.obscurity)) terms.push({ label: 'fog or smoke', value: -1 });
    }
    return { terms: keepNonZero(terms), threshold: gmThreshold, against: `the GM's threshold ${gmThreshold}` };
  }

  const there = areaOf(map, against!.areaId);
  const apart = areasApart(map, actor.areaId, against!.areaId) ?? 0;
  if (targetId !== null) {
    // Aimed at someone: their Area's light; fog in either Area, once.
    terms.push({ label: lightLabel(there), value: brightnessModifier(there) });
    if (isObscured(here.obscurity) || isObscured(there.obscurity)) terms.push({ label: 'fog or smoke', value: -1 });
    if (against!.down && isAttack(action)) {
      if (apart === 0) terms.push({ label: 'target down', value: DOWN_TARGET_BONUS });
      else terms.push({ label: `target down ${apart} Area${apart > 1 ? 's' : ''} away`, value: -apart });
    }
  }
  const threshold = defenseInArea(against!.defense, there);
  const shroud = threshold - against!.defense;
  return {
    terms: keepNonZero(terms),
    threshold,
    against: `${against!.name}'s Defense ${threshold}${shroud ? ` (${against!.defense}, +${shroud} for the shroud)` : ''}`,
  };
}

/** What light adds to looking at, or aiming into, an Area: its word in a sum. */
function lightLabel(area: Area): string {
  return effectiveBrightness(area) === 'dark' ? 'darkness' : `${effectiveBrightness(area)} light`;
}

/** A roll before the die is cast: "d6 + 1 Might + 1 Weapon − 2 on the ground (+0 in all)". */
export function rollWords(terms: readonly Term[]): string {
  if (terms.length === 0) return 'd6 with no modifier';
  const parts = terms.map((t) => ` ${t.value < 0 ? '\u2212' : '+'} ${Math.abs(t.value)} ${t.label}`).join('');
  return `d6${parts}${terms.length > 1 ? ` (${signed(modifierOf(terms))} in all)` : ''}`;
}

/** Terms of 0 say nothing (an aptitude the character lacks, dim light): left out. */
function keepNonZero(terms: Term[]): Term[] {
  return terms.filter((t) => t.value !== 0);
}

/** Sum of the terms. */
export const modifierOf = (terms: readonly Term[]): number => terms.reduce((s, t) => s + t.value, 0);

/** The rule a declared action applies, for its why. */
export function actionRule(action: Action): RuleRef {
  if (isExampleAction(action)) return action === 'sneak' || action === 'search' ? R.checkAreas : R.exampleActions;
  if (isHoldAction(action)) return R.grapple;
  if (action === 'grapple') return R.grapple;
  if (action === 'tackle') return R.tackle;
  if (action === 'knockdown') return R.ground;
  if (action === 'disarm') return R.disarm;
  return R.attacking;
}

/** How many actions a turn starting in this water gives (2, or 1 in water half the creature's size). */
export const ACTIONS_PER_TURN = 2;

/** "the Barn" style: an Area's name as a sentence says it. */
export function placeName(map: FireMap, id: string): string {
  const a = map.areas.find((x) => x.id === id);
  return a ? areaLabel(a) : id;
}
