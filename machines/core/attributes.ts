/**
 * Reading what a reader, a host page or a link typed: attribute text, query parameters.
 * Every setup parser (`<procedure>.setup.ts`) reads its values through these, so every
 * widget words its messages the same way, takes the same seeds, and never mistakes an
 * inherited name (`constructor`, `__proto__`, `toString`) for a key of one of its tables.
 *
 * A reader returns the value, or `undefined` after pushing one specific message: what was
 * wrong and what the widget does instead. The caller supplies the default.
 */

import { num } from './explain.js';

/** Seeds are whole numbers from 0 to 4,294,967,295 (any 32-bit pattern), in every widget. */
export const SEED_MIN = 0;
export const SEED_MAX = 4_294_967_295;

/**
 * What a message quotes of a value: short, on one line, so a huge value cannot flood it, and
 * with its own double quotes turned typographic (”), so it cannot close its quotes early and
 * make the rest of the message read as its own words.
 */
export function quote(text: string, max = 40): string {
  const flat = text.replace(/\s+/g, ' ').trim().replace(/"/g, '\u201d');
  const cut = [...flat];
  return `"${cut.length > max ? `${cut.slice(0, max - 1).join('')}…` : flat}"`;
}

/** Absent or blank: the attribute was not given (or was removed), so its default applies. */
export function isBlank(text: string | null | undefined): text is null | undefined | '' {
  return text === null || text === undefined || text.trim() === '';
}

/** A table lookup that only finds the table's own keys. */
export function ownValue<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** A minus sign typed as U+2212 (as the pages print it) reads as a hyphen-minus. */
function plainSigns(text: string): string {
  return text.trim().replace(/^\u2212/, '-');
}

/**
 * A whole number within [min, max]. `+3`, `-3` and `−3` are read; `3.5`, `1e3`, `0x10`,
 * `Infinity` and digits beyond the range are not.
 */
export function readWhole(
  name: string,
  text: string | null | undefined,
  range: { min: number; max: number },
  errors: string[],
  instead = 'the default is used',
): number | undefined {
  if (isBlank(text)) return undefined;
  const t = plainSigns(text);
  if (!/^[+-]?\d{1,16}$/.test(t)) {
    errors.push(`${name}: ${quote(text)} is not a whole number from ${num(range.min)} to ${num(range.max)}; ${instead}`);
    return undefined;
  }
  const n = Number(t) + 0; // -0 reads as 0
  if (n < range.min || n > range.max) {
    errors.push(`${name}: ${num(n)} is outside ${num(range.min)} to ${num(range.max)}; ${instead}`);
    return undefined;
  }
  return n;
}

/**
 * Why a seed kept in a saved table or a share link cannot be used, or undefined when it can:
 * the same range as readSeed, in the same words, for every widget.
 */
export function seedProblem(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value >= SEED_MIN && value <= SEED_MAX) return undefined;
  return `its seed is not a whole number from ${num(SEED_MIN)} to ${num(SEED_MAX)}`;
}

/** The seed: the same range and the same message in every widget. */
export function readSeed(text: string | null | undefined, errors: string[]): number | undefined {
  return readWhole('seed', text, { min: SEED_MIN, max: SEED_MAX }, errors, 'a fresh seed was used');
}

/**
 * One of a fixed set of words (case-insensitive), e.g. `joker-ties="before-suits"`.
 * `choices` maps each accepted word to its value; only its own keys are accepted.
 */
export function readChoice<T>(
  name: string,
  text: string | null | undefined,
  choices: ReadonlyMap<string, T> | Readonly<Record<string, T>>,
  errors: string[],
  instead = 'the default is used',
): T | undefined {
  if (isBlank(text)) return undefined;
  const key = text.trim().toLowerCase();
  const map = choices instanceof Map ? choices : new Map(Object.entries(choices));
  if (map.has(key)) return map.get(key);
  const words = [...map.keys()];
  const list = words.length <= 8 ? `: use ${words.slice(0, -1).join(', ')}${words.length > 1 ? ' or ' : ''}${words.at(-1)}` : '';
  errors.push(`${name}: ${quote(text)} is not one of the choices${list}; ${instead}`);
  return undefined;
}

/** A boolean attribute: present means on, except the words `false`, `off` and `no`. */
export function readFlag(text: string | null | undefined): boolean {
  if (text === null || text === undefined) return false;
  return !['false', 'off', 'no', '0'].includes(text.trim().toLowerCase());
}

/** The longest name a widget shows (a participant, a Liberi, the dead): longer ones break lines and layouts. */
export const NAME_MAX = 40;

/** Words a script prints where a value is missing; the widgets never show them as if they were text. */
const PLACEHOLDER_WORDS = /\b(?:undefined|NaN|Infinity)\b|\[object \w+\]|(?<![\w-])null(?![\w-])/;
/** C0/C1 controls and the bidirectional overrides, which make a name read backwards or vanish. */
const INVISIBLE = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

/**
 * Why a name (typed in an attribute, a form or a saved table) cannot be used, if it cannot:
 * blank, longer than NAME_MAX, holding invisible control characters, or holding a word a
 * broken script writes for a missing value (`undefined`, `NaN`…). Any other text is a name,
 * `constructor` included: names are shown, never looked up. The message never repeats the
 * placeholder word itself, so it cannot put that word on screen either.
 */
export function nameProblem(text: string): string | undefined {
  const t = text.trim();
  if (t === '') return 'a name cannot be blank';
  if (INVISIBLE.test(t)) return 'a name cannot hold invisible control characters';
  if (PLACEHOLDER_WORDS.test(t)) return 'the name given is a word a script writes for a missing value, not a name';
  if ([...t].length > NAME_MAX) return `${quote(t)} is longer than ${NAME_MAX} characters`;
  return undefined;
}

/**
 * Where the rule links point (`rules-base`): a site path ("/", "/rules/") or an http(s)
 * address. Anything else (a `javascript:` link, a bare word) is refused: a link is never
 * built from it.
 */
export function readRulesBase(text: string | null | undefined, errors: string[]): string | undefined {
  if (isBlank(text)) return undefined;
  const t = text.trim();
  if (/^\/(?!\/)[^\s<>"]*$/.test(t) || /^https?:\/\/[^\s<>"]+$/i.test(t)) return t;
  errors.push(`rules-base: ${quote(text)} is not a site path starting with "/" or an http(s) address; the rulebook's own address is used`);
  return undefined;
}
