/**
 * Lady Luck's Chosen Few: a map of Areas, as the rules see it (Areas and the links between
 * them, and the creatures standing in them) and as a table writes it. Both procedures on a
 * map use it: the fire map (fire-map/) and the combat round (combat-round/), so one map
 * text serves a fire and a fight.
 *
 * The text format is what the widgets' `map` attribute holds and the fire page documents.
 * One statement per line; `#` starts a comment.
 *
 *   grid 3x2 flam=1            Areas a1 … c2 (column letter, row number), each linked to
 *                              the Areas left, right, above and below it
 *   area hall at=0,2 flam=2 wet=damp fire=-2 light=dim cover=shrouded
 *                              adds an Area, or changes one the grid made
 *   area a2 name="The barn"    gives an Area the name the table calls it by
 *   link hall b2 c2            links hall–b2 and b2–c2 (a chain)
 *   unlink a1 b1               takes a link away (a wall in the grid)
 *   pc Bran in a1 size=medium defense=3 con=1 injuries=0
 *   npc Goblin in c2 size=small limit=1
 *
 * Qualities: flam=none|0|1|2, wet=none|damp|<size> (1/8 … 32), fire=none|-3 … 6,
 * light=dark|dim|bright, cover=clear|shrouded|obscured|shrouded+obscured, oil=yes|no (a large
 * amount of oil on the water: standing water leaves the Area its flammability).
 * An Area with nothing said is stone (flam=none), dry, unlit by fire, dim and clear.
 */
import {
  AREA_CAPACITY,
  BRIGHTNESSES as BRIGHTNESSES_,
  FIRE_LEVELS as FIRE_LEVELS_,
  FLAMMABILITIES as FLAMMABILITIES_,
  OBSCURITIES as OBSCURITIES_,
  SIZE_TABLE,
  defaultDefense,
  formatSize,
  parseSize,
  type Area,
  type Brightness,
  type FireLevel,
  type Flammability,
  type Obscurity,
} from './areas.js';
import { quote } from '../core/attributes.js';

// ---------------------------------------------------------------- the map as the rules see it

/** A map is a graph: Areas plus explicit, undirected links between them. */
export interface FireMap {
  readonly areas: readonly Area[];
  readonly links: readonly (readonly [string, string])[];
}

export interface Creature {
  readonly id: string;
  readonly name: string;
  readonly areaId: string;
  readonly size: number;
  readonly defense: number;
  readonly kind: 'pc' | 'npc';
  /** The Constitution modifier a PC adds to the roll after a hit. */
  readonly constitution: number;
  readonly injuries: number;
  /** NPCs: Injuries they can take; the next kills. */
  readonly injuryLimit: number;
  readonly alive: boolean;
}

export function areaById(map: FireMap, id: string): Area | undefined {
  return map.areas.find((a) => a.id === id);
}

// A round keeps the map's links (the same array) and its Areas' order, so the neighbour lists
// are worked out once per map shape rather than once per round. Pure: a cache, not state.
const adjacencyCache = new WeakMap<object, { ids: string; adj: number[][] }>();

/** Neighbours of each Area as indexes, in the order the links list them. */
export function adjacency(map: FireMap): number[][] {
  const ids = map.areas.map((a) => a.id).join('\n');
  const cached = adjacencyCache.get(map.links);
  if (cached && cached.ids === ids) return cached.adj;
  const adj = buildAdjacency(map);
  adjacencyCache.set(map.links, { ids, adj });
  return adj;
}

function buildAdjacency(map: FireMap): number[][] {
  const index = new Map(map.areas.map((a, i) => [a.id, i]));
  const out: number[][] = map.areas.map(() => []);
  for (const [a, b] of map.links) {
    const i = index.get(a);
    const j = index.get(b);
    if (i === undefined || j === undefined || i === j) continue;
    if (!out[i]!.includes(j)) out[i]!.push(j);
    if (!out[j]!.includes(i)) out[j]!.push(i);
  }
  return out;
}

export function neighbours(map: FireMap, id: string): string[] {
  const i = map.areas.findIndex((a) => a.id === id);
  if (i < 0) return [];
  return adjacency(map)[i]!.map((j) => map.areas[j]!.id);
}

/** Size of the living creatures standing in an Area, in Medium-worth. */
export function areaLoad(creatures: readonly Creature[], areaId: string): number {
  return creatures.filter((c) => c.alive && c.areaId === areaId).reduce((sum, c) => sum + c.size, 0);
}

/** Would a creature of this size fit in the Area (16 Medium-worth)? */
export function fits(creatures: readonly Creature[], areaId: string, size: number): boolean {
  return areaLoad(creatures, areaId) + size <= AREA_CAPACITY;
}

// ---------------------------------------------------------------- the map as a table writes it

/** A map and the creatures on it: what a map text gives. */
export interface FireSetup {
  readonly map: FireMap;
  readonly creatures: readonly Creature[];
}

export type ParseResult = { readonly ok: true; readonly setup: FireSetup } | { readonly ok: false; readonly errors: readonly string[] };

export const MAX_GRID_COLUMNS = 26;
export const MAX_GRID_ROWS = 26;
export const MAX_AREAS = MAX_GRID_COLUMNS * MAX_GRID_ROWS;

type Qualities = Partial<Pick<Area, 'flammability' | 'wetness' | 'fireLevel' | 'brightness' | 'obscurity' | 'oil'>>;

const ID = /^[A-Za-z][\w-]*$/;

/** A value echoed in a message: as typed when short and plain, else quoted and cut short. */
function shown(value: string): string {
  return /^[\w.,/+-]{1,12}$/.test(value) ? value : quote(value, 20);
}

/** An Area's name: what the table calls it, shown on the map and in every sentence. */
export const MAX_AREA_NAME = 40;
const AREA_NAME = /^[\p{L}\p{N}][\p{L}\p{N} '’.,()&/-]*$/u;

/** Why a name cannot name an Area, or undefined when it can. */
export function areaNameProblem(name: string): string | undefined {
  const t = name.trim();
  if (t === '') return 'a name needs at least one letter or digit';
  if ([...t].length > MAX_AREA_NAME) return `a name is at most ${MAX_AREA_NAME} characters`;
  if (!AREA_NAME.test(t)) return "a name starts with a letter or digit and holds letters, digits, spaces and ' . , ( ) & / - only";
  return undefined;
}

/** A statement's words; `key="several words"` stays one word (quotes taken off). */
function words(statement: string): string[] {
  return [...statement.matchAll(/[^\s=]+="[^"]*"|"[^"]*"|\S+/g)].map((m) => m[0]!.replace(/^([^\s=]+=)"([^"]*)"$/, '$1$2'));
}

export const QUALITY_HELP = {
  flam: 'none, 0, 1 or 2',
  wet: 'none, damp, or a depth on the size scale (1/8, 1/4, 1/2, 1, 2, 4, 8, 16, 32)',
  fire: 'none or a whole number from -3 to 6',
  light: 'dark, dim or bright',
  cover: 'clear, shrouded, obscured or shrouded+obscured',
  oil: 'yes or no',
} as const;

function parseQuality(key: string, value: string): { set: Qualities } | { error: string } {
  const v = value.toLowerCase();
  switch (key) {
    case 'flam':
      if (v === 'none') return { set: { flammability: null } };
      if (v === '0' || v === '1' || v === '2') return { set: { flammability: Number(v) as Flammability } };
      return { error: `flam=${shown(value)} is not a flammability (${QUALITY_HELP.flam})` };
    case 'wet': {
      if (v === 'none' || v === 'dry') return { set: { wetness: null } };
      if (v === 'damp' || v === '0') return { set: { wetness: 0 } };
      const size = parseSize(v);
      if (size !== undefined && size > 0) return { set: { wetness: size } };
      return { error: `wet=${shown(value)} is not a wetness (${QUALITY_HELP.wet})` };
    }
    case 'fire':
      if (v === 'none') return { set: { fireLevel: null } };
      if (/^[+-]?\d+$/.test(v) && Number(v) >= -3 && Number(v) <= 6) return { set: { fireLevel: Number(v) as FireLevel } };
      return { error: `fire=${shown(value)} is not a fire level (${QUALITY_HELP.fire})` };
    case 'light':
      if (v === 'dark' || v === 'dim' || v === 'bright') return { set: { brightness: v as Brightness } };
      return { error: `light=${shown(value)} is not a brightness (${QUALITY_HELP.light})` };
    case 'cover': {
      const o = v.replace('+', '-');
      if (o === 'clear' || o === 'shrouded' || o === 'obscured' || o === 'shrouded-obscured' || o === 'obscured-shrouded') {
        return { set: { obscurity: (o === 'obscured-shrouded' ? 'shrouded-obscured' : o) as Obscurity } };
      }
      return { error: `cover=${shown(value)} is not an obscurity (${QUALITY_HELP.cover})` };
    }
    case 'oil':
      if (v === 'yes' || v === 'no') return { set: { oil: v === 'yes' } };
      return { error: `oil=${shown(value)} is not oil on the water (${QUALITY_HELP.oil})` };
    default:
      return { error: `"${key}" is not an Area quality (flam, wet, fire, light, cover, oil${key === 'at' ? '' : ', or at=column,row'})` };
  }
}

export function columnName(col: number): string {
  return String.fromCharCode(97 + col);
}

/** The id the grid gives the Area at (col, row): a1 is the top-left. */
export function gridId(col: number, row: number): string {
  return `${columnName(col)}${row + 1}`;
}

const STONE: Omit<Area, 'id' | 'col' | 'row'> = {
  brightness: 'dim',
  obscurity: 'clear',
  flammability: null,
  wetness: null,
  fireLevel: null,
};

/** A cols × rows grid of Areas, each linked to its four neighbours. */
export function gridMap(cols: number, rows: number, qualities: Qualities = {}): FireMap {
  const areas: Area[] = [];
  const links: [string, string][] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      areas.push({ ...STONE, ...qualities, id: gridId(col, row), col, row });
      if (col > 0) links.push([gridId(col - 1, row), gridId(col, row)]);
      if (row > 0) links.push([gridId(col, row - 1), gridId(col, row)]);
    }
  }
  return { areas, links };
}

/** Parse the map text. Every problem is reported, each with its line number. */
export function parseFireMap(text: string): ParseResult {
  const errors: string[] = [];
  const areas = new Map<string, Area>();
  let links: [string, string][] = [];
  const creatures: Creature[] = [];
  // A newline or a semicolon ends a statement (an attribute is easier to write on one line).
  const statements = text.split(/\r?\n/).flatMap((line, i) =>
    line
      .replace(/#.*$/, '')
      .split(';')
      .map((s) => [i + 1, s] as const),
  );

  const place = (): { col: number; row: number } => {
    // An Area without at= goes on a new row below everything drawn so far.
    const row = areas.size === 0 ? 0 : Math.max(...[...areas.values()].map((a) => a.row)) + 1;
    return { col: 0, row };
  };

  for (const [lineNo, raw] of statements) {
    const line = raw.trim();
    if (line === '') continue;
    const [keyword = '', ...args] = words(line);
    const at = `line ${lineNo}`;
    switch (keyword.toLowerCase()) {
      case 'grid': {
        const size = /^(\d+)x(\d+)$/i.exec(args[0] ?? '');
        if (!size) {
          errors.push(`${at}: "grid" needs a size such as 4x3 (columns x rows), got ${quote(args[0] ?? '')}`);
          break;
        }
        const cols = Number(size[1]);
        const rows = Number(size[2]);
        if (cols < 1 || rows < 1 || cols > MAX_GRID_COLUMNS || rows > MAX_GRID_ROWS) {
          errors.push(`${at}: a grid is 1 to ${MAX_GRID_COLUMNS} columns by 1 to ${MAX_GRID_ROWS} rows, not ${cols}x${rows}`);
          break;
        }
        if (areas.size > 0) {
          errors.push(`${at}: "grid" must come before any "area" line`);
          break;
        }
        let qualities: Qualities = {};
        for (const pair of args.slice(1)) {
          const parsed = parsePair(pair);
          if ('error' in parsed) errors.push(`${at}: ${parsed.error}`);
          else if (parsed.key === 'at') errors.push(`${at}: a grid places its own Areas; "at" belongs on an area line`);
          else if (parsed.key === 'name')
            errors.push(`${at}: a grid calls its Areas a1, b1 …; name one on an area line (area a1 name="The barn")`);
          else {
            const q = parseQuality(parsed.key, parsed.value);
            if ('error' in q) errors.push(`${at}: ${q.error}`);
            else qualities = { ...qualities, ...q.set };
          }
        }
        const grid = gridMap(cols, rows, qualities);
        for (const a of grid.areas) areas.set(a.id, a);
        links = [...links, ...(grid.links as [string, string][])];
        break;
      }
      case 'area': {
        const id = args[0] ?? '';
        if (!ID.test(id)) {
          errors.push(`${at}: ${quote(id)} is not an Area id (a letter, then letters, digits, - or _)`);
          break;
        }
        let area: Area = areas.get(id) ?? { ...STONE, id, ...place() };
        for (const pair of args.slice(1)) {
          const parsed = parsePair(pair);
          if ('error' in parsed) {
            errors.push(`${at}: ${parsed.error}`);
            continue;
          }
          if (parsed.key === 'name') {
            const problem = areaNameProblem(parsed.value);
            if (problem) errors.push(`${at}: name=${quote(parsed.value)} cannot name an Area: ${problem}`);
            else area = { ...area, name: parsed.value.trim() };
            continue;
          }
          if (parsed.key === 'at') {
            const pos = /^(\d+),(\d+)$/.exec(parsed.value);
            if (!pos) errors.push(`${at}: at=${shown(parsed.value)} is not a position (column,row from 0, e.g. at=2,0)`);
            else if (Number(pos[1]) >= MAX_GRID_COLUMNS || Number(pos[2]) >= MAX_GRID_ROWS) {
              errors.push(
                `${at}: at=${shown(parsed.value)} is off the drawing (columns 0 to ${MAX_GRID_COLUMNS - 1}, rows 0 to ${MAX_GRID_ROWS - 1})`,
              );
            } else area = { ...area, col: Number(pos[1]), row: Number(pos[2]) };
            continue;
          }
          const q = parseQuality(parsed.key, parsed.value);
          if ('error' in q) errors.push(`${at}: ${q.error}`);
          else area = { ...area, ...q.set };
        }
        if (area.row >= MAX_GRID_ROWS) {
          errors.push(`${at}: there is no room left below the map to draw ${id}; give it a place with at=column,row`);
          break;
        }
        const clash = [...areas.values()].find((a) => a.id !== id && a.col === area.col && a.row === area.row);
        if (clash) errors.push(`${at}: ${id} is drawn at ${area.col},${area.row}, where ${clash.id} already is`);
        const namesake =
          area.name === undefined
            ? undefined
            : [...areas.values()].find((a) => a.id !== id && (a.name ?? a.id).toLowerCase() === area.name!.toLowerCase());
        if (namesake) errors.push(`${at}: another Area (${namesake.id}) is already called ${area.name}`);
        areas.set(id, area);
        if (areas.size > MAX_AREAS) {
          errors.push(`${at}: a map holds at most ${MAX_AREAS} Areas`);
          return { ok: false, errors };
        }
        break;
      }
      case 'link':
      case 'unlink': {
        if (args.length < 2) {
          errors.push(`${at}: "${keyword}" needs at least two Area names`);
          break;
        }
        const unknown = args.filter((a) => !areas.has(a));
        if (unknown.length > 0) {
          errors.push(
            `${at}: "${keyword}" names ${unknown
              .slice(0, 3)
              .map((u) => quote(u))
              .join(', ')}, which ${unknown.length === 1 ? 'is not an Area' : 'are not Areas'} (define Areas before linking them)`,
          );
          break;
        }
        for (let k = 1; k < args.length; k++) {
          const a = args[k - 1]!;
          const b = args[k]!;
          if (a === b) {
            errors.push(`${at}: an Area cannot be linked to itself (${a})`);
            continue;
          }
          const same = (l: readonly [string, string]) => (l[0] === a && l[1] === b) || (l[0] === b && l[1] === a);
          if (keyword.toLowerCase() === 'link') {
            if (!links.some(same)) links.push([a, b]);
          } else links = links.filter((l) => !same(l));
        }
        break;
      }
      case 'pc':
      case 'npc': {
        const kind = keyword.toLowerCase() as 'pc' | 'npc';
        const [name = '', word, areaId = '', ...rest] = args;
        if (!ID.test(name) || word?.toLowerCase() !== 'in') {
          errors.push(`${at}: write "${kind} <name> in <area> …" (a name is one word; use _ for spaces)`);
          break;
        }
        if (!areas.has(areaId)) {
          errors.push(`${at}: ${name} is placed in ${quote(areaId)}, which is not an Area`);
          break;
        }
        let size = 1;
        let defense: number | undefined;
        let constitution = 0;
        let injuries = 0;
        let injuryLimit = kind === 'npc' ? 1 : 0;
        for (const pair of rest) {
          const parsed = parsePair(pair);
          if ('error' in parsed) {
            errors.push(`${at}: ${parsed.error}`);
            continue;
          }
          const n = Number(parsed.value);
          const whole = /^[+-]?\d+$/.test(parsed.value);
          switch (parsed.key) {
            case 'size': {
              const s = parseSize(parsed.value);
              if (s === undefined)
                errors.push(
                  `${at}: size=${shown(parsed.value)} is not a size (${SIZE_TABLE.map((r) => r.label.toLowerCase()).join(', ')}, or 1/8 … 32)`,
                );
              else size = s;
              break;
            }
            case 'defense':
              if (!whole || n < 0 || n > 20) errors.push(`${at}: defense=${shown(parsed.value)} is not a Defense (a whole number 0 to 20)`);
              else defense = n;
              break;
            case 'con':
              if (kind === 'npc') errors.push(`${at}: NPCs make no Constitution roll, so con= does not apply to ${name}`);
              else if (!whole || n < -10 || n > 10)
                errors.push(`${at}: con=${shown(parsed.value)} is not a Constitution modifier (a whole number -10 to 10)`);
              else constitution = n;
              break;
            case 'injuries':
              if (!whole || n < 0 || n > 20) errors.push(`${at}: injuries=${shown(parsed.value)} is not a count of Injuries (0 to 20)`);
              else injuries = n;
              break;
            case 'limit':
              if (kind === 'pc') errors.push(`${at}: limit= is for NPCs; a PC's Constitution roll decides whether they die`);
              else if (!whole || n < 0 || n > 20) errors.push(`${at}: limit=${shown(parsed.value)} is not an Injury limit (0 to 20)`);
              else injuryLimit = n;
              break;
            default:
              errors.push(
                `${at}: "${[...parsed.key].slice(0, 20).join('')}" is not a creature setting (size, defense, ${kind === 'pc' ? 'con, injuries' : 'injuries, limit'})`,
              );
          }
        }
        const id = name.toLowerCase();
        if (creatures.some((c) => c.id === id)) {
          errors.push(`${at}: there is already a creature called ${name}`);
          break;
        }
        const load = creatures.filter((c) => c.areaId === areaId).reduce((s, c) => s + c.size, 0);
        if (load + size > AREA_CAPACITY) {
          errors.push(
            `${at}: ${name} does not fit in ${areaId}: it would hold ${formatSize(load + size)} Medium-worth of size, and an Area holds ${AREA_CAPACITY}`,
          );
          break;
        }
        creatures.push({
          id,
          name: name.replace(/_/g, ' '),
          areaId,
          size,
          defense: defense ?? defaultDefense(size),
          kind,
          constitution,
          injuries,
          injuryLimit,
          alive: true,
        });
        break;
      }
      default:
        errors.push(`${at}: ${quote(keyword)} is not a statement (grid, area, link, unlink, pc, npc)`);
    }
  }

  if (errors.length === 0 && areas.size === 0) errors.push('the map has no Areas: start with "grid 3x3" or an "area" line');
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, setup: { map: { areas: [...areas.values()], links }, creatures } };
}

function parsePair(pair: string): { key: string; value: string } | { error: string } {
  const eq = pair.indexOf('=');
  if (eq <= 0 || eq === pair.length - 1) return { error: `${quote(pair)} should be key=value` };
  return { key: pair.slice(0, eq).toLowerCase(), value: pair.slice(eq + 1) };
}

/** Write a setup back as map text (`parseFireMap(formatFireMap(s))` gives `s` back). */
export function formatFireMap(setup: FireSetup): string {
  const lines: string[] = [];
  for (const a of setup.map.areas) {
    const parts = [
      `area ${a.id}`,
      ...(a.name !== undefined ? [`name="${a.name}"`] : []),
      `at=${a.col},${a.row}`,
      `flam=${a.flammability ?? 'none'}`,
      `wet=${a.wetness === null ? 'none' : a.wetness === 0 ? 'damp' : formatSize(a.wetness)}`,
      `fire=${a.fireLevel ?? 'none'}`,
      `light=${a.brightness}`,
      `cover=${a.obscurity.replace('-', '+')}`,
      ...(a.oil === true ? ['oil=yes'] : []),
    ];
    lines.push(parts.join(' '));
  }
  for (const [a, b] of setup.map.links) lines.push(`link ${a} ${b}`);
  for (const c of setup.creatures) {
    const name = c.name.replace(/ /g, '_');
    const extra = c.kind === 'pc' ? `con=${c.constitution}` : `limit=${c.injuryLimit}`;
    lines.push(`${c.kind} ${name} in ${c.areaId} size=${formatSize(c.size)} defense=${c.defense} injuries=${c.injuries} ${extra}`);
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------- a saved or shared map

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isWhole = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const oneOf = <T>(v: unknown, values: readonly T[]): v is T => values.includes(v as T);

function areaProblem(a: unknown): string | undefined {
  if (!isRecord(a)) return 'an Area is not a set of qualities';
  if (typeof a.id !== 'string' || !ID.test(a.id)) return `${quote(String(a.id))} is not an Area id`;
  if (Object.hasOwn(a, 'name') && (typeof a.name !== 'string' || areaNameProblem(a.name) !== undefined))
    return `Area ${a.id} has a name that cannot be used`;
  if (!isWhole(a.col, 0, MAX_GRID_COLUMNS - 1) || !isWhole(a.row, 0, MAX_GRID_ROWS - 1)) return `Area ${a.id} is off the drawing`;
  if (!oneOf(a.brightness, BRIGHTNESSES_)) return `Area ${a.id} has no brightness`;
  if (!oneOf(a.obscurity, OBSCURITIES_)) return `Area ${a.id} has no obscurity`;
  if (!oneOf(a.flammability, FLAMMABILITIES_)) return `Area ${a.id} has no flammability`;
  if (!(
    a.wetness === null ||
    oneOf(
      a.wetness,
      SIZE_TABLE.map((r) => r.size),
    )
  ))
    return `Area ${a.id} has no wetness`;
  if (!oneOf(a.fireLevel, FIRE_LEVELS_)) return `Area ${a.id} has no fire level`;
  if (Object.hasOwn(a, 'oil') && typeof a.oil !== 'boolean') return `Area ${a.id} says neither that it has oil nor that it has none`;
  return undefined;
}

function creatureProblem(c: unknown, ids: ReadonlySet<string>): string | undefined {
  if (!isRecord(c)) return 'a creature is not a set of numbers';
  if (typeof c.id !== 'string' || typeof c.name !== 'string' || c.name.length > 60) return 'a creature has no usable name';
  if (typeof c.areaId !== 'string' || !ids.has(c.areaId)) return `${quote(c.name)} stands in no Area of the map`;
  if (!oneOf(c.kind, ['pc', 'npc'] as const)) return `${quote(c.name)} is neither a PC nor an NPC`;
  if (
    !oneOf(
      c.size,
      SIZE_TABLE.map((r) => r.size),
    )
  )
    return `${quote(c.name)} has no size from the size table`;
  if (!isWhole(c.defense, 0, 20) || !isWhole(c.constitution, -10, 10) || !isWhole(c.injuries, 0, 21) || !isWhole(c.injuryLimit, 0, 20)) {
    return `${quote(c.name)} has a Defense, Constitution or Injury count out of range`;
  }
  if (typeof c.alive !== 'boolean') return `${quote(c.name)} is neither alive nor dead`;
  return undefined;
}

/**
 * Why a saved or shared map and its creatures (a setup as `parseFireMap` gives it) cannot be
 * played, or undefined when they can. Reads any shape at all.
 */
export function fireSetupProblem(setup: unknown): string | undefined {
  if (
    !isRecord(setup) ||
    !isRecord(setup.map) ||
    !Array.isArray(setup.map.areas) ||
    !Array.isArray(setup.map.links) ||
    !Array.isArray(setup.creatures)
  ) {
    return 'it has no map';
  }
  const areas = setup.map.areas as unknown[];
  if (areas.length === 0 || areas.length > MAX_AREAS) return `a map holds 1 to ${MAX_AREAS} Areas`;
  for (const a of areas) {
    const problem = areaProblem(a);
    if (problem) return problem;
  }
  const ids = new Set(areas.map((a) => (a as Area).id));
  if (ids.size !== areas.length) return 'two Areas share an id';
  for (const link of setup.map.links as unknown[]) {
    if (!Array.isArray(link) || link.length !== 2 || !ids.has(link[0]) || !ids.has(link[1]))
      return 'a link names an Area the map does not have';
  }
  for (const c of setup.creatures as unknown[]) {
    const problem = creatureProblem(c, ids);
    if (problem) return problem;
  }
  return undefined;
}
