/**
 * Attribute text → karma-check input, with one specific message per bad value (the bad
 * value is replaced by its default), so the widget always runs.
 */
import { parseCards, type Card } from '../core/cards.js';
import { normaliseSeed } from '../core/random.js';
import { karmaDeck, worldDeck } from './karma-deck.js';
import { isDifficultyKey } from './karma-check.rules.js';
import { DEFAULT_ACTOR, DEFAULT_INPUT, DEFAULT_OPPONENT, type KarmaCheckInput, type CheckMode, type SideInput } from './karma-check.machine.js';

export const MAX_SKILL = 10;

type Attrs = Readonly<Record<string, string | null | undefined>>;

function readInt(attrs: Attrs, name: string, min: number, max: number, errors: string[]): number | undefined {
  const raw = attrs[name];
  if (raw === null || raw === undefined || raw.trim() === '') return undefined;
  const text = raw.trim().replace(/^\u2212/, '-');
  if (!/^[+-]?\d+$/.test(text)) {
    errors.push(`${name}: "${raw}" is not a whole number`);
    return undefined;
  }
  const n = Number(text);
  if (n < min || n > max) {
    errors.push(`${name}: ${n} is outside ${min} to ${max}`);
    return undefined;
  }
  return n;
}

function readFlag(attrs: Attrs, name: string): boolean {
  const raw = attrs[name];
  return raw !== null && raw !== undefined && raw.trim().toLowerCase() !== 'false';
}

function readSide(attrs: Attrs, prefix: string, base: SideInput, errors: string[]): SideInput {
  const name = (n: string) => `${prefix}${n}`;
  const label = attrs[name('label')]?.trim() || base.label;
  const skill = readInt(attrs, name('skill'), 0, MAX_SKILL, errors) ?? base.skill;
  const secondSkill = readInt(attrs, name('second-skill'), 0, MAX_SKILL, errors) ?? null;
  const helperSkill = readInt(attrs, name('helper-skill'), 0, MAX_SKILL, errors) ?? null;
  const attribute = readInt(attrs, name('attribute'), -10, 10, errors) ?? base.attribute;
  const modifier = readInt(attrs, name('modifier'), -20, 20, errors) ?? base.modifier;
  let difficulty = base.difficulty;
  const diffText = attrs[name('difficulty')]?.trim().toLowerCase();
  if (diffText) {
    if (isDifficultyKey(diffText)) difficulty = diffText;
    else errors.push(`${name('difficulty')}: "${diffText}" is not one of very-easy, easy, moderate, difficult, very-difficult, nigh-impossible`);
  }
  let deck = base.deck;
  const kindText = attrs[name('draws')]?.trim().toLowerCase();
  if (kindText) {
    if (kindText === 'karma' || kindText === 'world') deck = kindText;
    else errors.push(`${name('draws')}: "${kindText}" is neither "karma" nor "world"`);
  }
  let stacked: Card[] = [];
  const deckText = attrs[name('deck')];
  if (deckText && deckText.trim() !== '') {
    const parsed = parseCards(deckText, new Set(deck === 'world' ? worldDeck() : karmaDeck()));
    if ('error' in parsed) errors.push(`${name('deck')}: ${parsed.error}${deck === 'world' ? ' (the world deck has no jokers and no 6–10 of diamonds or clubs)' : ' (a karma deck has no 6–10 of diamonds or clubs)'}`);
    else stacked = parsed.cards;
  }
  return { label, skill, advanced: readFlag(attrs, name('advanced')), secondSkill, helperSkill, attribute, difficulty, modifier, deck, stacked };
}

/**
 * Attribute text → machine input, with one specific message per bad value (the bad
 * value is replaced by its default). Attributes: mode, seed, must-succeed, and for each
 * side (the opponent's prefixed `opponent-`): label, skill, advanced, second-skill,
 * helper-skill, attribute, difficulty, modifier, draws (karma|world), deck (stacked cards).
 */
export function parseCheckSetup(attrs: Attrs, fallbackSeed: number = DEFAULT_INPUT.seed): { input: KarmaCheckInput; errors: string[] } {
  const errors: string[] = [];
  let mode: CheckMode = DEFAULT_INPUT.mode;
  const modeText = attrs['mode']?.trim().toLowerCase();
  if (modeText) {
    if (modeText === 'basic' || modeText === 'opposed') mode = modeText;
    else errors.push(`mode: "${modeText}" is neither "basic" nor "opposed"`);
  }
  const seed = readInt(attrs, 'seed', -2147483648, 2147483647, errors) ?? fallbackSeed;
  const actor = readSide(attrs, '', DEFAULT_ACTOR, errors);
  const opponent = readSide(attrs, 'opponent-', DEFAULT_OPPONENT, errors);
  return { input: { mode, seed: normaliseSeed(seed), mustAlsoSucceed: readFlag(attrs, 'must-succeed'), actor, opponent }, errors };
}
