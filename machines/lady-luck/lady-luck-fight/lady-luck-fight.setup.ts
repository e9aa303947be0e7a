/**
 * Attribute text → a whole fight's input, one specific message per bad value (the default
 * fight is played instead, so the widget always runs), and a check for saved or shared inputs.
 *
 * The roster is written as the combat round writes it, so one text serves a round and a whole
 * fight: `map` places everyone (`pc Bran in b1 con=1`, `npc Grub in a1 limit=1`, the Areas and
 * their fire, as the fire map reads them), and `fighters` gives each creature its numbers,
 * weapon and side (`Grub: faction=goblins might=1 weapon=1 arms=Club ftm=1`). The combat round's
 * own setup reads both (its messages name each bad value); this one adds what a fight needs
 * beyond a round: two sides, each with someone able to fight.
 */
import { isBlank, readSeed } from '../../core/attributes.js';
import type { AttributeText, SetupResult } from '../../core/procedure.js';
import { combatRound } from '../combat-round/index.js';
import type { LadyLuckFightInput } from './lady-luck-fight.context.js';
import { sideName, sidesOf } from './lady-luck-fight.view.js';

/** The attributes the setup reads, as written in HTML, `seed` first. */
export const LADY_LUCK_FIGHT_ATTRIBUTES = ['seed', 'map', 'fighters'] as const;
export type LadyLuckFightAttribute = (typeof LADY_LUCK_FIGHT_ATTRIBUTES)[number];
export type LadyLuckFightAttributes = AttributeText<LadyLuckFightAttribute>;

/**
 * The default fight: Bran and Wren of the Chosen Few come on two goblins in a farmyard, the
 * barn already alight beside them. The goblins' boss, Grub, stands in the barn's doorway.
 */
export const DEFAULT_MAP = `grid 2x2 flam=1
area a1 name="Barn" flam=2 fire=1 cover=shrouded
area b1 name="Yard"
area a2 name="Hayrick" flam=2
area b2 name="Lane" light=dim flam=0
pc Bran in b1 con=1
pc Wren in b2
npc Grub in a1 size=small limit=2
npc Snag in b1 size=small limit=1`;

export const DEFAULT_FIGHTERS = `Bran: might=1 weapon=1 brawling=1 speed=1 endurance=1 arms="Short sword" itm=1
Wren: runner steadiness=1 vision=1 weapon=1 arms=Shortbow itm=1 reach=ranged
Grub: faction=goblins might=1 weapon=1 arms=Club ftm=1 itm=0
Snag: faction=goblins coordination=1 weapon=1 arms=Knife itm=0`;

const DEFAULT_USED = 'the default fight is played instead';

/** The default fight's input (its seed given). */
export function defaultFight(seed: number): LadyLuckFightInput {
  const { input } = combatRound.setup({ map: DEFAULT_MAP, fighters: DEFAULT_FIGHTERS, seed: String(seed) }, seed);
  return { map: input.map, fighters: input.fighters, seed };
}

/** Why this roster cannot make a fight (fewer than two sides able to fight), or undefined. */
export function sidesProblem(fighters: LadyLuckFightInput['fighters']): string | undefined {
  const able = fighters.filter((f) => f.condition === 'fine');
  const sides = sidesOf(able);
  if (sides.length >= 2) return undefined;
  if (sides.length === 0) return 'nobody on it is able to fight';
  return `only ${sideName(sides[0]!)} can fight; a fight needs a second side (an NPC with a faction= of its own)`;
}

export function parseLadyLuckFightSetup(attrs: LadyLuckFightAttributes, fallbackSeed = 1): SetupResult<LadyLuckFightInput> {
  const errors: string[] = [];
  const seed = readSeed(attrs.seed, errors) ?? fallbackSeed;
  const custom = !isBlank(attrs.map);
  if (!custom && !isBlank(attrs.fighters)) {
    // The default map with other numbers: read as the combat round reads them.
    const read = combatRound.setup({ map: DEFAULT_MAP, fighters: attrs.fighters, seed: String(seed) }, seed);
    errors.push(...read.errors);
    return { input: { map: read.input.map, fighters: read.input.fighters, seed }, errors };
  }
  if (!custom) return { input: defaultFight(seed), errors };
  const read = combatRound.setup({ map: attrs.map, fighters: attrs.fighters ?? '', seed: String(seed) }, seed);
  const mapRefused = read.errors.some((e) => e.startsWith('map:'));
  errors.push(...read.errors.map((e) => e.replace('the barn and millpond are shown instead', DEFAULT_USED)));
  if (mapRefused) return { input: defaultFight(seed), errors };
  const sides = sidesProblem(read.input.fighters);
  if (sides) {
    errors.push(`fighters: ${sides}; ${DEFAULT_USED}`);
    return { input: defaultFight(seed), errors };
  }
  return { input: { map: read.input.map, fighters: read.input.fighters, seed }, errors };
}

/** Why a saved or shared input cannot start a fight, or undefined when it can. */
export function ladyLuckFightInputProblem(input: unknown): string | undefined {
  const problem = combatRound.inputProblem(input);
  if (problem) return problem;
  const i = input as LadyLuckFightInput;
  if (Object.keys(i).some((k) => k !== 'map' && k !== 'fighters' && k !== 'seed')) return 'it holds more than a fight';
  return sidesProblem(i.fighters);
}
