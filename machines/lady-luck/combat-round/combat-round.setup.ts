/**
 * Attribute text → combat-round input, one specific message per bad value (its default is
 * used instead, so the widget always runs), and a check for saved or shared inputs.
 *
 * The map is written exactly as the fire map's `map` attribute (area-map.ts parses it:
 * `grid`, `area`, `link`, `unlink`, `pc`, `npc`), so one map text serves a fire and a fight.
 * What a fight needs beyond the fire's numbers goes in `fighters`, one statement per creature
 * named on the map, `;` or a new line between them:
 *
 *   Bran: might=2 coordination=1 weapon=1 arms="Short sword" itm=1
 *   Wren: runner steadiness=2 vision=1 weapon=1 arms=Shortbow itm=1 reach=ranged
 *   Grub: faction=goblins arms=Club ftm=1 flimit=1
 *   Tam: faction=village ally brawling=1
 *
 * Keys: every aptitude by name (perception … endurance) and the skills `weapon` and `brawling`
 * (−5 to 5); `runner`; `arms` (a weapon's name, or `none`) with `itm`, `ftm` (−5 to 10) and
 * `reach` (melee, thrown, ranged); `fatigue` (0 to 20); for NPCs `faction` (a word), `ally`
 * (its side is the party's) and `flimit` (Fatigue it can take, 0 to 20; default its Injury
 * limit). Constitution may also come from the map's `con=`.
 */
import { isBlank, nameProblem, quote, readChoice, readSeed, seedProblem } from '../../core/attributes.js';
import { parseRollList } from '../../core/random.js';
import { SIZE_TABLE } from '../areas.js';
import { APTITUDES, SKILLS, type Aptitude, type Skill } from '../check.js';
import { fireSetupProblem, parseFireMap, type FireSetup } from '../area-map.js';
import type { AttributeText } from '../../core/procedure.js';
import type { CombatRoundInput } from './combat-round.context.js';
import { ALL_APTITUDES_ZERO, REACHES, type Fighter, type Reach, type Weapon } from './combat-round.rules.js';

export const MAX_ROLLS = 400;
export const MAX_FIGHTERS = 12;
export const APTITUDE_RANGE = { min: -5, max: 5 } as const;
export const WEAPON_MODIFIER_RANGE = { min: -5, max: 10 } as const;
export const COUNT_RANGE = { min: 0, max: 20 } as const;

/** The combat page's default: a barn on fire beside a millpond, two PCs, a villager, two goblins. */
export const DEFAULT_MAP = `grid 3x2 flam=1
area a1 name="Barn" flam=2 fire=1 cover=shrouded
area b1 name="Yard"
area c1 name="Lane" light=dark flam=0
area a2 name="Byre" flam=2
area b2 name="Millpond" flam=none wet=1
area c2 name="Orchard" flam=2 cover=shrouded
pc Bran in b1 con=1
pc Wren in c1
npc Tam in a2 limit=1
npc Grub in a1 size=small limit=1
npc Snag in b1 size=small defense=5 limit=0`;

export const DEFAULT_FIGHTERS = `Bran: might=1 weapon=1 brawling=1 speed=1 endurance=1 arms="Short sword" itm=1
Wren: runner steadiness=1 vision=1 weapon=1 arms=Shortbow itm=1 reach=ranged
Tam: faction=village ally might=1 brawling=1
Grub: faction=goblins might=1 weapon=1 arms=Club ftm=1
Snag: faction=goblins coordination=1 weapon=1 arms=Knife itm=0`;

export type Start = 'fight' | 'downtime';
const STARTS: ReadonlyMap<string, Start> = new Map([
  ['fight', 'fight'],
  ['downtime', 'downtime'],
]);
const REACH_WORDS: ReadonlyMap<string, Reach> = new Map(REACHES.map((r) => [r, r]));
const TRAITS: ReadonlySet<string> = new Set<string>([...APTITUDES, ...SKILLS]);

/** The attributes the setup reads, as written in HTML. */
export const COMBAT_ROUND_ATTRIBUTES = ['seed', 'map', 'fighters', 'rolls', 'start'] as const;
export type CombatRoundAttribute = (typeof COMBAT_ROUND_ATTRIBUTES)[number];
export type CombatRoundAttributes = AttributeText<CombatRoundAttribute>;

function wholeIn(text: string, range: { min: number; max: number }): number | undefined {
  const t = text.trim().replace(/^\u2212/, '-');
  if (!/^[+-]?\d{1,3}$/.test(t)) return undefined;
  const n = Number(t) + 0;
  return n >= range.min && n <= range.max ? n : undefined;
}

/** `key=value`, `key="two words"`, or a bare word. */
function pairs(text: string): { key: string; value: string | undefined }[] {
  return [...text.matchAll(/([^\s=]+)=("[^"]*"|\S*)|(\S+)/g)].map((m) =>
    m[3] !== undefined ? { key: m[3].toLowerCase(), value: undefined } : { key: m[1]!.toLowerCase(), value: m[2]!.replace(/^"|"$/g, '') },
  );
}

/** The fighters every creature of the map becomes before `fighters` says more. */
export function fightersFromMap(setup: FireSetup): Fighter[] {
  return setup.creatures.map((c) => ({
    id: c.id,
    name: c.name,
    kind: c.kind,
    faction: c.kind === 'pc' ? 'party' : 'foes',
    ally: false,
    areaId: c.areaId,
    size: c.size,
    defense: c.defense,
    aptitudes: { ...ALL_APTITUDES_ZERO(), constitution: c.constitution },
    runner: false,
    weapon: null,
    dropped: null,
    injuries: c.injuries,
    fatigue: 0,
    injuryLimit: c.injuryLimit,
    fatigueLimit: c.injuryLimit,
    condition: c.alive ? 'fine' : 'dead',
    down: false,
    grappledBy: null,
    tackledWith: null,
    breath: 0,
    outInWater: 0,
    awake: 0,
    slept: 0,
    exhausted: false,
  }));
}

/**
 * Read `fighters` onto the map's creatures. Each problem is one message (naming the
 * statement); a statement with a problem is left out whole, so a creature keeps its defaults.
 */
export function applyFighters(fighters: readonly Fighter[], text: string, errors: string[]): Fighter[] {
  const out = fighters.map((f) => ({ ...f, aptitudes: { ...f.aptitudes } }));
  const statements = text
    .split(/[;\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  for (const statement of statements) {
    const colon = statement.indexOf(':');
    const name = (colon < 0 ? statement : statement.slice(0, colon)).trim();
    const at = `fighters: ${quote(name, 24)}`;
    if (colon < 0) {
      errors.push(`fighters: ${quote(statement)} should be a name, a colon, then its numbers ("Bran: might=2"); it is left out`);
      continue;
    }
    const id = name.toLowerCase().replace(/\s+/g, '_');
    const index = out.findIndex((f) => f.id === id);
    if (index < 0) {
      errors.push(`${at} names nobody on the map; it is left out`);
      continue;
    }
    const f = out[index]!;
    const problems: string[] = [];
    const aptitudes = { ...f.aptitudes };
    let change: Partial<Fighter> = {};
    let arms: string | undefined;
    let itm: number | null = null;
    let ftm: number | null = null;
    let reach: Reach = 'melee';
    let weaponKeys = false;
    for (const { key, value } of pairs(statement.slice(colon + 1))) {
      if (value === undefined) {
        if (key === 'runner') change = { ...change, runner: true };
        else if (key === 'ally' && f.kind === 'npc') change = { ...change, ally: true };
        else problems.push(`${quote(key, 20)} is not a word it takes (runner${f.kind === 'npc' ? ', ally' : ''})`);
        continue;
      }
      if (TRAITS.has(key)) {
        const n = wholeIn(value, APTITUDE_RANGE);
        if (n === undefined)
          problems.push(`${key}=${quote(value, 12)} is not a whole number from ${APTITUDE_RANGE.min} to ${APTITUDE_RANGE.max}`);
        else aptitudes[key as Aptitude | Skill] = n;
        continue;
      }
      switch (key) {
        case 'arms': {
          const t = value.trim();
          if (t.toLowerCase() === 'none') arms = '';
          else if (t === '' || nameProblem(t) !== undefined || !/^[\p{L}][\p{L}\p{N} '’-]*$/u.test(t) || [...t].length > 24) {
            problems.push(`arms=${quote(value, 20)} is not a weapon's name (letters, up to 24)`);
          } else arms = t;
          break;
        }
        case 'itm':
        case 'ftm': {
          weaponKeys = true;
          const n = wholeIn(value, WEAPON_MODIFIER_RANGE);
          if (n === undefined)
            problems.push(
              `${key}=${quote(value, 12)} is not a whole number from ${WEAPON_MODIFIER_RANGE.min} to ${WEAPON_MODIFIER_RANGE.max}`,
            );
          else if (key === 'itm') itm = n;
          else ftm = n;
          break;
        }
        case 'reach': {
          weaponKeys = true;
          const r = REACH_WORDS.get(value.trim().toLowerCase());
          if (r === undefined) problems.push(`reach=${quote(value, 12)} is not melee, thrown or ranged`);
          else reach = r;
          break;
        }
        case 'fatigue':
        case 'flimit': {
          const n = wholeIn(value, COUNT_RANGE);
          if (n === undefined)
            problems.push(`${key}=${quote(value, 12)} is not a whole number from ${COUNT_RANGE.min} to ${COUNT_RANGE.max}`);
          else if (key === 'fatigue') change = { ...change, fatigue: n };
          else if (f.kind === 'pc') problems.push("flimit is for NPCs; a PC's Resilience roll decides");
          else change = { ...change, fatigueLimit: n };
          break;
        }
        case 'faction': {
          const t = value.trim().toLowerCase();
          if (f.kind === 'pc') problems.push('PCs are the party; faction is for NPCs');
          else if (!/^[a-z][a-z0-9-]{0,23}$/.test(t) || t === 'party')
            problems.push(`faction=${quote(value, 20)} is not one word of letters (and not "party")`);
          else change = { ...change, faction: t };
          break;
        }
        default:
          problems.push(
            `${quote(key, 20)} is not a fighter's number (an aptitude, runner, arms, itm, ftm, reach, fatigue${f.kind === 'npc' ? ', faction, ally, flimit' : ''})`,
          );
      }
    }
    if (arms !== undefined && arms !== '' && itm === null && ftm === null)
      problems.push('a weapon causes Injuries (itm=), Fatigue (ftm=) or both');
    if (arms === undefined && weaponKeys) problems.push('itm, ftm and reach belong to a weapon: name it with arms=');
    if (problems.length) {
      errors.push(`${at}: ${problems.join('; ')}; its defaults are used`);
      continue;
    }
    const weapon: Weapon | null | undefined = arms === undefined ? undefined : arms === '' ? null : { name: arms, itm, ftm, reach };
    out[index] = { ...f, ...change, aptitudes, ...(weapon !== undefined ? { weapon } : {}) };
  }
  return out;
}

/**
 * Read the widget's attributes. `fallbackSeed` is used when `seed` is missing or bad (the
 * widget passes a clock seed; tests pass a fixed one).
 */
export function parseCombatRoundSetup(attrs: CombatRoundAttributes, fallbackSeed = 1): { input: CombatRoundInput; errors: string[] } {
  const errors: string[] = [];
  const seed = readSeed(attrs.seed, errors) ?? fallbackSeed;
  let rolls: number[] | undefined;
  if (!isBlank(attrs.rolls)) {
    const parsed = parseRollList(attrs.rolls);
    if ('error' in parsed)
      errors.push(`rolls: ${parsed.error.replace(/^"([^"]*)"/, (_, v: string) => quote(v))}; the seed rolls every die instead`);
    else if (parsed.rolls.length > MAX_ROLLS)
      errors.push(`rolls: ${parsed.rolls.length} rolls given, at most ${MAX_ROLLS}; the seed rolls every die instead`);
    else if (parsed.rolls.some((r) => r > 6))
      errors.push(
        `rolls: ${quote(String(Math.max(...parsed.rolls)), 12)} is not a face of a d6 (1 to 6); the seed rolls every die instead`,
      );
    else rolls = parsed.rolls;
  }
  let setup: FireSetup = (parseFireMap(DEFAULT_MAP) as { setup: FireSetup }).setup;
  let custom = false;
  if (!isBlank(attrs.map)) {
    const parsed = parseFireMap(attrs.map);
    if (!parsed.ok)
      errors.push(...parsed.errors.slice(0, 3).map((e, i) => `map: ${e}${i === 0 ? '; the barn and millpond are shown instead' : ''}`));
    else if (parsed.setup.creatures.length === 0)
      errors.push('map: nobody stands on it (add a "pc" or "npc" line); the barn and millpond are shown instead');
    else if (parsed.setup.creatures.length > MAX_FIGHTERS)
      errors.push(
        `map: ${parsed.setup.creatures.length} creatures, at most ${MAX_FIGHTERS} in one fight; the barn and millpond are shown instead`,
      );
    else {
      setup = parsed.setup;
      custom = true;
    }
  }
  const fighterText = isBlank(attrs.fighters) ? (custom ? '' : DEFAULT_FIGHTERS) : attrs.fighters;
  const fighters = applyFighters(fightersFromMap(setup), fighterText, errors);
  const start = readChoice('start', attrs.start, STARTS, errors) ?? 'fight';
  return { input: { map: setup.map, fighters, seed, ...(rolls ? { rolls } : {}), ...(start === 'downtime' ? { start } : {}) }, errors };
}

// ---------------------------------------------------------------------------------------
// A saved or shared input: checked as strictly as attributes are

const isInt = (v: unknown, r: { min: number; max: number }): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= r.min && v <= r.max;
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function weaponProblem(w: unknown): boolean {
  if (w === null) return false;
  if (!isRecord(w) || typeof w.name !== 'string' || w.name.length > 24 || nameProblem(w.name) !== undefined) return true;
  const mod = (v: unknown) => v === null || isInt(v, WEAPON_MODIFIER_RANGE);
  return !mod(w.itm) || !mod(w.ftm) || !REACHES.includes(w.reach as Reach);
}

function fighterProblem(f: unknown, areas: ReadonlySet<string>, ids: ReadonlySet<string>): string | undefined {
  if (!isRecord(f)) return 'a fighter is missing';
  if (typeof f.id !== 'string' || typeof f.name !== 'string' || f.name.length > 40 || nameProblem(f.name) !== undefined)
    return 'a fighter has no usable name';
  const who = quote(f.name, 20);
  if (f.kind !== 'pc' && f.kind !== 'npc') return `${who} is neither a PC nor an NPC`;
  if (typeof f.faction !== 'string' || !/^[a-z][a-z0-9-]{0,23}$/.test(f.faction) || !isBool(f.ally)) return `${who} has no side`;
  if (typeof f.areaId !== 'string' || !areas.has(f.areaId)) return `${who} stands in no Area of the map`;
  if (!SIZE_TABLE.some((r) => r.size === f.size) || !isInt(f.defense, { min: 0, max: 20 })) return `${who} has no size or Defense`;
  const apt = f.aptitudes;
  if (
    !isRecord(apt) ||
    ![...APTITUDES, ...SKILLS].every((k) => Object.hasOwn(apt, k) && isInt(apt[k], APTITUDE_RANGE)) ||
    Object.keys(apt).length !== APTITUDES.length + SKILLS.length
  ) {
    return `${who}'s aptitudes`;
  }
  if (!isBool(f.runner) || !isBool(f.down) || !isBool(f.exhausted)) return `${who}'s state`;
  if (weaponProblem(f.weapon)) return `${who}'s weapon`;
  if (
    f.dropped !== null &&
    (!isRecord(f.dropped) || weaponProblem(f.dropped.weapon) || f.dropped.weapon === null || !areas.has(f.dropped.areaId as string))
  )
    return `${who}'s dropped weapon`;
  for (const k of ['injuries', 'fatigue', 'injuryLimit', 'fatigueLimit', 'breath', 'outInWater', 'awake', 'slept'] as const)
    if (!isInt(f[k], { min: 0, max: 99 })) return `${who}'s ${k}`;
  if (!['fine', 'unconscious', 'dead'].includes(f.condition as string)) return `${who}'s condition`;
  for (const k of ['grappledBy', 'tackledWith'] as const)
    if (f[k] !== null && (typeof f[k] !== 'string' || !ids.has(f[k]))) return `${who}'s hold`;
  return undefined;
}

/** Why a saved or shared input cannot be used, in a few words; undefined when it can. */
export function combatRoundInputProblem(input: unknown): string | undefined {
  if (!isRecord(input)) return 'no setup was saved';
  const seed = seedProblem(input.seed);
  if (seed) return seed;
  if (
    input.rolls !== undefined &&
    (!Array.isArray(input.rolls) || input.rolls.length > MAX_ROLLS || !input.rolls.every((r) => isInt(r, { min: 1, max: 6 })))
  )
    return 'its fixed rolls';
  if (input.start !== undefined && input.start !== 'fight' && input.start !== 'downtime') return 'where it starts';
  const fighters = input.fighters;
  if (!Array.isArray(fighters) || fighters.length < 1 || fighters.length > MAX_FIGHTERS) return 'its fighters';
  // The map is checked as the fire map checks its own (its creatures are ours, below).
  const mapProblem = fireSetupProblem({ map: input.map, creatures: [] });
  if (mapProblem) return mapProblem;
  const map = input.map as { areas: { id: string }[] };
  const areas = new Set(map.areas.map((a) => a.id));
  const ids = new Set(fighters.map((f) => (isRecord(f) ? f.id : undefined)).filter((x): x is string => typeof x === 'string'));
  if (ids.size !== fighters.length) return 'two fighters share a name';
  for (const f of fighters) {
    const problem = fighterProblem(f, areas, ids);
    if (problem) return problem;
  }
  return undefined;
}
