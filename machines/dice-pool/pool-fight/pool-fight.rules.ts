/**
 * The dice-pool system, a round of combat: the fighters, their weapons, and how each of an
 * attack's four pools is built and explained. Built on the concept modules beside it
 * (pool, armour, melee, ranged, firearm, help, turns); this file adds what a fight between
 * two groups needs: where the fighters stand, their health, and the pools' reasons in words.
 *
 * Pages: content/dice-pool/*.mdx. Tests: pool-fight.rules.test.ts.
 */
import { signed, type RuleRef, type Term } from '../../core/explain.js';
import { armourBonuses } from '../armour.js';
import {
  defaultDamageDice,
  SEED_ELECTRIC_WIELDER,
  TWO_HANDED_DAMAGE,
  WEAPON_TYPES,
  WEIGHT_ATTRIBUTE,
  type ElectricWielder,
  type WeaponType,
  type Weight,
} from '../melee.js';
import { describePool, startingPool, upgrade, type Die, type Pool } from '../pool.js';
import { caliber, caliberBonuses, rangeBand, THROWN_RANGE, type Caliber, type RangeBand } from '../ranged.js';
import type { CartSize } from '../firearm.js';

const page = (name: string) => `dice-pool/${name}`;

/** Every rule the fight links to: a heading of its page (checked by a test and end to end). */
export const POOL_FIGHT_RULES = {
  order: { page: page('overview-and-turns'), section: 'turn-order-sides-not-people', title: 'Turn order: sides, not people' },
  orderRoll: { page: page('overview-and-turns'), section: 'turn-order-sides-not-people', title: 'Table ruling: rolling for group order' },
  turn: { page: page('overview-and-turns'), section: 'inside-a-groups-turn', title: "Inside a group's turn" },
  actions: { page: page('overview-and-turns'), section: 'actions', title: 'Actions' },
  field: { page: page('overview-and-turns'), section: 'the-fight-on-a-line', title: 'Table ruling: the fight on a line of squares' },
  ready: { page: page('overview-and-turns'), section: 'readied-actions', title: 'Table ruling: a readied attack' },
  readyOther: { page: page('overview-and-turns'), section: 'readied-actions', title: 'Table ruling: readying other actions' },
  powers: {
    page: page('overview-and-turns'),
    section: 'spells-abilities-and-items',
    title: 'Table ruling: spells, abilities and items in a fight',
  },
  costly: {
    page: page('overview-and-turns'),
    section: 'spells-abilities-and-items',
    title: 'Table ruling: spells and abilities that cost more than 2 actions',
  },
  groups: { page: page('overview-and-turns'), section: 'turn-order-sides-not-people', title: 'Table ruling: more than two groups' },
  pools: {
    page: page('attacks-and-damage'),
    section: 'building-and-comparing-pools',
    title: 'Table ruling: what a pool is and what an upgrade does',
  },
  compare: { page: page('attacks-and-damage'), section: 'building-and-comparing-pools', title: 'Table ruling: comparing two pools' },
  procedure: { page: page('attacks-and-damage'), section: 'the-melee-and-ranged-procedure', title: 'The melee and ranged procedure' },
  armour: { page: page('attacks-and-damage'), section: 'armour', title: 'Armour' },
  health: { page: page('attacks-and-damage'), section: 'health-and-falling', title: 'Table ruling: health, and falling out of the fight' },
  weight: { page: page('melee-weapons'), section: 'weight', title: 'Weight' },
  type: { page: page('melee-weapons'), section: 'type', title: 'Type' },
  reach: { page: page('melee-weapons'), section: 'properties', title: 'Properties: reach' },
  electric: { page: page('melee-weapons'), section: 'electric-weapons-in-a-fight', title: 'Table ruling: electric damage' },
  electricWielder: {
    page: page('melee-weapons'),
    section: 'electric-weapons-in-a-fight',
    title: "Table ruling: the electric weapon's wielder",
  },
  fiery: { page: page('melee-weapons'), section: 'fiery-and-two-handed-weapons', title: 'Table ruling: a fiery weapon in the fight' },
  fireSpread: {
    page: page('melee-weapons'),
    section: 'fire-spreading-to-wooden-things',
    title: 'Table ruling: fire spreading to wooden things',
  },
  thrown: { page: page('melee-weapons'), section: 'throwing', title: 'Table ruling: how far a thrown weapon reaches' },
  caliber: { page: page('ranged-weapons'), section: 'caliber', title: 'Caliber' },
  bands: { page: page('ranged-weapons'), section: 'which-modifier-applies', title: 'Which modifier applies' },
  jamRule: { page: page('ranged-weapons'), section: 'cartridge-size', title: 'Table ruling: what counts for a jam' },
  fix: { page: page('ranged-weapons'), section: 'jams', title: 'Table ruling: fixing a jam' },
  reload: { page: page('ranged-weapons'), section: 'reloading', title: 'Reloading' },
  help: { page: page('help'), section: 'the-help-table', title: 'The help table' },
  helpFight: { page: page('help'), section: 'helping-in-a-fight', title: 'Table ruling: helping an attack' },
  helpJam: {
    page: page('help'),
    section: 'helping-in-a-fight',
    title: 'Table ruling: helping with a jam, and the rolls help cannot reach',
  },
} as const satisfies Record<string, RuleRef>;

/** The table's rulings where the seed reads two ways; each defaults to the seed's words. */
export interface PoolFightRules {
  /** Whether the wielder of an electric weapon is on its circuit: `counts` (the seed) or `insulated`. */
  readonly electricWielder: ElectricWielder;
}

/** The seed's words, what a new table plays unless its setup says otherwise. */
export const SEED_RULES: PoolFightRules = { electricWielder: SEED_ELECTRIC_WIELDER };

/**
 * What a table saved without rulings played (pool-fight/1, before they could be switched): the
 * wielder of an electric weapon insulated. Such a table replays exactly as it was saved.
 */
export const LEGACY_RULES: PoolFightRules = { electricWielder: 'insulated' };

/** A group's id: `party`, `foes`, then `group3` and `group4` for the groups a table adds. */
export type GroupId = string;

/** A side of the fight, by its id and its name in a sentence ("the party", "Wolves"). */
export interface Group {
  readonly id: GroupId;
  readonly name: string;
}

export const PARTY: Group = { id: 'party', name: 'the party' };
export const FOES: Group = { id: 'foes', name: 'the foes' };

/** Table ruling (more than two groups): the party, the foes, and up to two more groups. */
export const MAX_GROUPS = 4;
/** The id of the k-th group a table adds (0: `group3`). */
export const moreGroupId = (k: number): GroupId => `group${k + 3}`;

/** "the party's turn", "the foes' turn", "Wolves' turn". */
export const turnOf = (name: string) => `${name}${name.endsWith('s') ? "'" : "'s"} turn`;

/**
 * Which way a positive move goes (ruling: the fight on a line of squares): up the line for the
 * party, who start on the low squares; down it for every other group.
 */
export const facing = (group: GroupId): 1 | -1 => (group === 'party' ? 1 : -1);

/**
 * Table ruling (the fight on a line): fighters stand on a line of squares, 0 to FIELD_END,
 * the party on the low side, the foes on the high side; distance is counted in squares.
 */
export const FIELD_END = 40;
/** Table rulings: a fighter's health and speed when the table gives none. */
export const DEFAULT_HEALTH = 10;
export const DEFAULT_SPEED = 6;
export const MAX_PER_GROUP = 4;
/**
 * Table ruling (a fiery weapon in the fight): a weapon set up as fiery is already burning when
 * the fight begins, so round 1 is its first round of burning; it burns away after round 2.
 */
export const FIERY_LIT_ROUND = 1;

export interface MeleeWeapon {
  readonly kind: 'melee';
  readonly label: string;
  readonly weight: Weight;
  readonly type: WeaponType;
  readonly twoHanded: boolean;
  readonly reach: boolean;
  readonly throwable: boolean;
  readonly electric: boolean;
  /**
   * Fiery: a wooden weapon on fire. Present (and true) only on a fiery weapon, so a table saved
   * before fiery weapons could be played keeps its exact shape and still loads.
   */
  readonly fiery?: true;
  /** A fiery weapon not yet alight: lighting it is a Use Item action. Present only when so. */
  readonly unlit?: true;
  /** Made of wood (a club, a staff), so it can catch fire; present only when so (a fiery weapon is wood already). */
  readonly wooden?: true;
  /** The weapon's own damage dice; null: the table ruling's default. */
  readonly damage: Pool | null;
}

export interface Gun {
  readonly kind: 'gun';
  readonly label: string;
  readonly caliber: Caliber;
  readonly cart: CartSize;
  readonly damage: Pool | null;
}

export type Weapon = MeleeWeapon | Gun;

export interface FighterInput {
  readonly name: string;
  readonly group: GroupId;
  readonly agility: number;
  readonly physique: number;
  /** Armour rank 1 to 4; 0 for none. */
  readonly armour: number;
  /** A rank in endurance or muscles (rank 4 armour needs it). */
  readonly trained: boolean;
  readonly health: number;
  readonly speed: number;
  /** The square the fighter starts on. */
  readonly at: number;
  readonly weapon: Weapon;
  /** The skill pool for Fix Jam; null: the fighter's agility pool. */
  readonly fix: Pool | null;
  /** Spells, abilities and items the fighter can use, each with its action cost; present only when there are any. */
  readonly powers?: readonly Power[];
  /** Wears or holds something wooden besides the weapon (a shield, a bow, armour), which can catch fire. */
  readonly woodenGear?: true;
}

/** Cast a Spell, Use Ability, Use Item: the three actions whose cost the thing itself says. */
export type PowerKind = 'spell' | 'ability' | 'item';

/** A spell, ability or item a fighter has, by name, with its action cost. */
export interface Power {
  readonly kind: PowerKind;
  readonly name: string;
  readonly cost: number;
}

/** The most actions a spell, ability or item may cost here (4 turns' worth), and the most a fighter has. */
export const MAX_POWER_COST = 8;
export const MAX_POWERS = 4;

/** A pool and, in words, how it was built: "d6 + d8 (agility 1, +1 rank 3 armour)". */
export interface Built {
  readonly pool: Pool;
  readonly text: string;
}

/** Start from `start`, upgrade by each term (they add up first), then add `extra` d6s. */
export function built(start: Pool, startLabel: string, terms: readonly Term[], extra: readonly Term[] = []): Built {
  const steps = terms.reduce((s, t) => s + t.value, 0);
  const dice = extra.reduce((s, t) => s + t.value, 0);
  const pool = [...upgrade(start, steps), ...Array.from({ length: dice }, () => 6 as Die)].sort((a, b) => a - b);
  const parts = [
    startLabel,
    ...terms.filter((t) => t.value !== 0).map((t) => `${signed(t.value)} ${t.label}`),
    ...extra.filter((t) => t.value > 0).map((t) => `+${t.value}d6 ${t.label}`),
  ];
  return { pool, text: `${describePool(pool)} (${parts.join(', ')})` };
}

const fromAttribute = (name: 'agility' | 'physique', value: number, terms: readonly Term[], extra: readonly Term[] = []) =>
  built(startingPool(value), `${name} ${value}`, terms, extra);

/** The armour's two bonuses, named for a pool's reasons ("rank 3 armour"); none without armour. */
export function armourTerms(f: FighterInput): { dodge: Term; defense: Term } {
  if (f.armour === 0) return { dodge: { label: 'no armour', value: 0 }, defense: { label: 'no armour', value: 0 } };
  const b = armourBonuses({ rank: f.armour, enduranceOrMuscles: f.trained });
  const label = `rank ${f.armour} armour`;
  return { dodge: { label, value: b.dodge }, defense: { label, value: b.defense } };
}

export function dodgePool(f: FighterInput): Built {
  return fromAttribute('agility', f.agility, [armourTerms(f).dodge]);
}

/** Defense dice; a blunt weapon's damage roll faces the bare physique. */
export function defensePool(f: FighterInput, ignoreArmour = false): Built {
  return ignoreArmour
    ? built(startingPool(f.physique), `physique ${f.physique}, armour ignored by a blunt weapon`, [])
    : fromAttribute('physique', f.physique, [armourTerms(f).defense]);
}

/** The Fix Jam skill pool: the GM's pick when the setup gives one, else agility; with any help dice added. */
export function fixPool(f: FighterInput, helpDice = 0): Built {
  const help: Term[] = helpDice > 0 ? [{ label: 'help', value: helpDice }] : [];
  return f.fix ? built(f.fix, 'the GM’s pick of skill', [], help) : fromAttribute('agility', f.agility, [], help);
}

export type Mode = 'melee' | 'thrown' | 'shot';

export interface AttackBuild {
  readonly base: Built;
  readonly dodge: Built;
  readonly damage: Built;
  readonly defense: Built;
  /** Shots: the range band the caliber's bonuses came from. */
  readonly band: RangeBand | null;
}

function ownDamage(w: Weapon): { pool: Pool; label: string } {
  const pool = w.damage ?? defaultDamageDice(w.kind === 'melee' && w.twoHanded);
  return { pool, label: `${w.damage ? 'the weapon’s' : 'default'} ${describePool(pool)}` };
}

/**
 * The four pools of an attack by `a` on `t` at `distance` squares, with the help dice
 * `helpDice` added to the base dice. Melee: weight picks the base attribute, the type
 * upgrades hit and damage, blunt ignores the armour's defense. Thrown: agility and the
 * type's bonuses. Shot: agility, the caliber's bonuses for the range band.
 */
export function attackBuild(a: FighterInput, t: FighterInput, mode: Mode, distance: number, helpDice = 0): AttackBuild {
  const w = a.weapon;
  const help: Term[] = helpDice > 0 ? [{ label: 'help', value: helpDice }] : [];
  const dodge = dodgePool(t);
  const own = ownDamage(w);
  if (w.kind === 'gun') {
    const row = caliber(w.caliber);
    const band = rangeBand(distance, row.range);
    const bonus = band === 'out of range' ? { hit: 0, damage: 0 } : caliberBonuses(row, band);
    const why = `${w.caliber} caliber, ${band}`;
    return {
      base: fromAttribute('agility', a.agility, [{ label: why, value: bonus.hit }], help),
      dodge,
      damage: built(own.pool, own.label, [{ label: why, value: bonus.damage }]),
      defense: defensePool(t),
      band,
    };
  }
  const type = WEAPON_TYPES[w.type];
  const attribute = mode === 'thrown' ? 'agility' : WEIGHT_ATTRIBUTE[w.weight];
  return {
    base: fromAttribute(attribute, a[attribute], [{ label: w.type, value: type.hit }], help),
    dodge,
    damage: built(own.pool, own.label, [
      { label: w.type, value: type.damage },
      { label: 'two-handed', value: w.twoHanded ? TWO_HANDED_DAMAGE : 0 },
    ]),
    defense: defensePool(t, type.ignoresArmourDefense),
    band: null,
  };
}

/** The weapon in words: "sword (light, sharp, reach)" or "pistol (low caliber, cart 6)". */
export function weaponWords(w: Weapon): string {
  const traits =
    w.kind === 'gun'
      ? [`${w.caliber} caliber`, `cart ${w.cart}`]
      : [
          w.weight,
          w.type,
          ...(w.twoHanded ? ['two-handed'] : []),
          ...(w.reach ? ['reach'] : []),
          ...(w.throwable ? ['throwable'] : []),
          ...(w.electric ? ['electric'] : []),
          ...(w.fiery ? ['fiery'] : []),
        ];
  return `${w.label} (${traits.join(', ')})`;
}

/** Squares between two fighters' squares. */
export const distance = (a: { at: number }, b: { at: number }) => Math.abs(a.at - b.at);

/** A distance as a label: "adjacent", "2 squares" (one between), "6 squares". */
export function squares(d: number): string {
  return d === 1 ? 'adjacent' : `${d} squares`;
}

/** A distance in a sentence: "is adjacent", "is 6 squares away". */
export function away(d: number): string {
  return d === 1 ? 'adjacent' : `${d} squares away`;
}

export { THROWN_RANGE };
