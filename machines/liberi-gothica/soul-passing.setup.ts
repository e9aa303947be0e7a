/**
 * Attribute text → soul-passing machine input, with one specific message per bad value.
 * A bad value is reported and its default used, so the widget always runs.
 *
 * The Liberi format, one Liberi per comma (or semicolon, or line):
 *
 *     Ada 5ft, Bram 15ft gauge 18, Cass 30ft vitality 0 essence 2
 *
 * A name (one word), the distance from the body in feet ("ft" optional), then any of
 * `gauge N` (Soul Gauge, 0–20), `vitality N`, `max N` (maximum Vitality), `life N`,
 * `essence N`, `speed N` (feet per Move). Defaults: gauge 0, vitality 10, max = the larger
 * of 10 and vitality, life 10, essence 0, speed 30.
 *
 * The character format (a character still alive at the start):
 *
 *     life 4 vitality 6 toughness 3
 *
 * keys `life`, `vitality` and the TACKS `toughness athleticism charm knowledge spirit`
 * (each defaulting to 3, life 5, vitality 6), separated by spaces or commas.
 */
import { normaliseSeed, parseRollList } from '../core/random.js';
import { SOUL_GAUGE_MAX, TACKS, type Body } from './soul-passing.rules.js';
import type { Liberi, SoulPassingInput } from './soul-passing.machine.js';

export const DEFAULT_VITALITY = 6;
export const DEFAULT_LIBERI = 'Ada 5ft, Bram 15ft, Cass 30ft';
export const MAX_LIBERI = 8;

export type SoulAttributes = Partial<Record<'seed' | 'rolls' | 'absorb-rolls' | 'vitality' | 'liberi' | 'balanced' | 'character' | 'name', string | null>>;

export interface ParsedSoulSetup {
  input: SoulPassingInput;
  errors: string[];
}

const LIBERI_KEYS = ['gauge', 'vitality', 'max', 'life', 'essence', 'speed'] as const;
type LiberiKey = (typeof LIBERI_KEYS)[number];

export function parseLiberi(text: string): { liberi: Liberi[] } | { error: string } {
  const entries = text
    .split(/[,;\n]+/)
    .map((e) => e.trim())
    .filter((e) => e !== '');
  if (entries.length > MAX_LIBERI) return { error: `${entries.length} Liberi listed; this table seats at most ${MAX_LIBERI}` };
  const liberi: Liberi[] = [];
  for (const entry of entries) {
    const m = /^([\p{L}][\p{L}\p{N}'’-]*)\s+(\d+)\s*(?:ft|feet|')?(?:\s+(.*))?$/iu.exec(entry);
    if (!m) return { error: `"${entry}" should be a one-word name then a distance in feet, like "Ada 5ft"` };
    const [, name, feet, rest = ''] = m;
    const values: Partial<Record<LiberiKey, number>> = {};
    const tokens = rest.trim() === '' ? [] : rest.trim().split(/\s+/);
    for (let i = 0; i < tokens.length; i += 2) {
      const key = tokens[i]!.toLowerCase() as LiberiKey;
      const value = tokens[i + 1];
      if (!LIBERI_KEYS.includes(key)) return { error: `"${entry}": "${tokens[i]}" is not one of ${LIBERI_KEYS.join(', ')}` };
      if (value === undefined || !/^\d+$/.test(value)) return { error: `"${entry}": ${key} needs a whole number of 0 or more after it` };
      values[key] = Number(value);
    }
    const gauge = values.gauge ?? 0;
    if (gauge > SOUL_GAUGE_MAX) return { error: `"${entry}": a Soul Gauge holds at most ${SOUL_GAUGE_MAX}, not ${gauge}` };
    const vitality = values.vitality ?? 10;
    const maxVitality = values.max ?? Math.max(10, vitality);
    if (vitality > maxVitality) return { error: `"${entry}": vitality ${vitality} is above its max ${maxVitality}` };
    const speed = values.speed ?? 30;
    if (speed < 1) return { error: `"${entry}": speed must be at least 1 foot` };
    if (liberi.some((l) => l.name.toLowerCase() === name!.toLowerCase())) return { error: `"${name}" is listed twice` };
    liberi.push({ name: name!, distance: Number(feet), speed, life: values.life ?? 10, vitality, maxVitality, gauge, essence: values.essence ?? 0 });
  }
  return { liberi };
}

export function parseCharacter(text: string): { body: Body } | { error: string } {
  const body: Body = { life: 5, vitality: 6, toughness: 3, athleticism: 3, charm: 3, knowledge: 3, spirit: 3 };
  const keys = ['life', 'vitality', ...TACKS] as const;
  const tokens = text.trim().split(/[\s,;]+/).filter((t) => t !== '');
  if (tokens.length === 0) return { error: 'is empty; give e.g. "life 4 vitality 6 toughness 3"' };
  for (let i = 0; i < tokens.length; i += 2) {
    const key = tokens[i]!.toLowerCase() as (typeof keys)[number];
    const value = tokens[i + 1];
    if (!keys.includes(key)) return { error: `"${tokens[i]}" is not one of ${keys.join(', ')}` };
    if (value === undefined || !/^-?\d+$/.test(value)) return { error: `${key} needs a whole number after it` };
    body[key] = Number(value);
  }
  return { body };
}

function present(v: string | null | undefined): v is string {
  return v !== null && v !== undefined;
}

/**
 * Read the widget's attributes. `fallbackSeed` is used when `seed` is missing or bad
 * (the widget passes a clock seed; tests pass a fixed one).
 */
export function parseSoulSetup(attrs: SoulAttributes, fallbackSeed = 1): ParsedSoulSetup {
  const errors: string[] = [];
  const input: SoulPassingInput = { seed: fallbackSeed, vitality: DEFAULT_VITALITY, liberi: (parseLiberi(DEFAULT_LIBERI) as { liberi: Liberi[] }).liberi };

  if (present(attrs.seed) && attrs.seed.trim() !== '') {
    if (/^-?\d+$/.test(attrs.seed.trim())) input.seed = normaliseSeed(Number(attrs.seed.trim()));
    else errors.push(`seed: "${attrs.seed}" is not a whole number`);
  }

  for (const [attr, sides, key] of [['rolls', 10, 'rolls'], ['absorb-rolls', 6, 'absorbRolls']] as const) {
    const text = attrs[attr];
    if (!present(text)) continue;
    const parsed = parseRollList(text);
    if ('error' in parsed) errors.push(`${attr}: ${parsed.error}`);
    else {
      const bad = parsed.rolls.find((r) => r > sides);
      if (bad !== undefined) errors.push(`${attr}: ${bad} is not a face of a d${sides} (1 to ${sides})`);
      else input[key] = parsed.rolls;
    }
  }

  if (present(attrs.vitality)) {
    const v = attrs.vitality.trim();
    if (/^\d+$/.test(v) && Number(v) <= 99) input.vitality = Number(v);
    else errors.push(`vitality: "${attrs.vitality}" should be the dead character's remaining Vitality, a whole number from 0 to 99`);
  }

  if (present(attrs.liberi)) {
    const parsed = parseLiberi(attrs.liberi);
    if ('error' in parsed) errors.push(`liberi: ${parsed.error}`);
    else input.liberi = parsed.liberi;
  }

  if (present(attrs.character)) {
    const parsed = parseCharacter(attrs.character);
    if ('error' in parsed) errors.push(`character: ${parsed.error}`);
    else input.character = parsed.body;
  }

  if (present(attrs.name) && attrs.name.trim() !== '') input.name = attrs.name.trim();

  // A boolean attribute: present means on, except the words a reader might write for off.
  input.balanced = present(attrs.balanced) && !/^(false|off|no|0)$/i.test(attrs.balanced.trim());

  return { input, errors };
}

/** The seed's worked example: Cat dies and rolls 7 (needs 10), 6 (needs 9), 8 (needs 8). */
export const CAT_EXAMPLE: SoulPassingInput = { seed: 1, name: 'Cat', vitality: 0, liberi: [], rolls: [7, 6, 8] };
