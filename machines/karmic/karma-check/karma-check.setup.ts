/**
 * Attribute text → karma-check input, with one specific message per bad value (the bad
 * value is replaced by its default), so the widget always runs; a check of a saved or
 * shared input; and which worked example the `example` attribute names.
 */
import { isBlank, quote, readChoice, readFlag, readSeed, readWhole, seedProblem } from '../../core/attributes.js';
import { parseCards, type Card } from '../../core/cards.js';
import { karmaDeck, worldDeck } from '../karma-deck.js';
import { ATTRIBUTE_RANGE, MODIFIER_RANGE, SKILL_RANGE } from './karma-check.rules.js';
import { DIFFICULTY, TRADES, isDifficultyKey, type DifficultyKey, type Trade } from '../checks.js';
import type { AttributeText } from '../../core/procedure.js';
import {
  DEFAULT_ACTOR,
  DEFAULT_INPUT,
  DEFAULT_OPPONENT,
  type CheckMode,
  type DeckKind,
  type KarmaCheckInput,
  type SideInput,
} from './karma-check.context.js';
import { KARMA_CHECK_EXAMPLES } from './karma-check.examples.js';

/** What each side's settings are called in HTML; the opposition's carry `opponent-` before them. */
const SIDE_ATTRIBUTES = [
  'label',
  'skill',
  'advanced',
  'second-skill',
  'helper-skill',
  'attribute',
  'difficulty',
  'modifier',
  'draws',
  'deck',
] as const;

/** The attributes the setup reads, as written in HTML. */
export const KARMA_CHECK_ATTRIBUTES = [
  'seed',
  'mode',
  'must-succeed',
  'trade',
  ...SIDE_ATTRIBUTES,
  ...SIDE_ATTRIBUTES.map((a) => `opponent-${a}` as const),
] as const;
export type KarmaCheckAttribute = (typeof KARMA_CHECK_ATTRIBUTES)[number];
export type KarmaCheckAttributes = AttributeText<KarmaCheckAttribute>;

/** A side's name: at most this many characters are kept. */
export const LABEL_MAX = 40;

type Attrs = Readonly<Record<string, string | null | undefined>>;

const MODES = new Map<string, CheckMode>([
  ['basic', 'basic'],
  ['opposed', 'opposed'],
]);
const DECKS = new Map<string, DeckKind>([
  ['karma', 'karma'],
  ['world', 'world'],
]);
const DIFFICULTIES = new Map<string, DifficultyKey>(DIFFICULTY.map((d) => [d.key, d.key]));
const TRADE_WORDS = new Map<string, Trade>(TRADES.map((t) => [t, t]));

/**
 * A side's name as a reader sees it: control and direction-override characters dropped,
 * white space collapsed, at most LABEL_MAX characters (cut with "…"). Blank reads as the default.
 */
export function cleanLabel(text: string | null | undefined, fallback: string): string {
  if (isBlank(text)) return fallback;

  // Control and bidirectional-override characters are exactly what this strips.
  const flat = text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat === '') return fallback;
  const chars = [...flat];
  return chars.length > LABEL_MAX ? `${chars.slice(0, LABEL_MAX - 1).join('')}…` : flat;
}

function deckCards(kind: DeckKind): Card[] {
  return kind === 'world' ? worldDeck() : karmaDeck();
}

function readSide(attrs: Attrs, prefix: string, base: SideInput, errors: string[]): SideInput {
  const name = (n: string) => `${prefix}${n}`;
  const whole = (n: string, range: { min: number; max: number }) => readWhole(name(n), attrs[name(n)], range, errors);
  const skill = whole('skill', SKILL_RANGE) ?? base.skill;
  const secondSkill = whole('second-skill', SKILL_RANGE) ?? null;
  const helperSkill = whole('helper-skill', SKILL_RANGE) ?? null;
  const attribute = whole('attribute', ATTRIBUTE_RANGE) ?? base.attribute;
  const modifier = whole('modifier', MODIFIER_RANGE) ?? base.modifier;
  const difficulty = readChoice(name('difficulty'), attrs[name('difficulty')], DIFFICULTIES, errors) ?? base.difficulty;
  const deck = readChoice(name('draws'), attrs[name('draws')], DECKS, errors) ?? base.deck;
  let stacked: Card[] = [];
  const deckText = attrs[name('deck')];
  if (!isBlank(deckText)) {
    const parsed = parseCards(deckText, new Set(deckCards(deck)));
    const which =
      deck === 'world' ? 'the world deck has no jokers and no 6–10 of diamonds or clubs' : 'a karma deck has no 6–10 of diamonds or clubs';
    if ('error' in parsed)
      errors.push(
        `${name('deck')}: ${parsed.error.replace(/^"([^"]*)"/, (_, t: string) => quote(t))}${/not in this deck/.test(parsed.error) ? ` (${which})` : ''}; the deck is shuffled instead`,
      );
    else stacked = parsed.cards;
  }
  return {
    label: cleanLabel(attrs[name('label')], base.label),
    skill,
    advanced: readFlag(attrs[name('advanced')]),
    secondSkill,
    helperSkill,
    attribute,
    difficulty,
    modifier,
    deck,
    stacked,
  };
}

/**
 * Attribute text → machine input, with one specific message per bad value (the bad
 * value is replaced by its default). Attributes: mode, seed, must-succeed, trade (selling or
 * buying: which way the money column is read), and for each
 * side (the opponent's prefixed `opponent-`): label, skill, advanced, second-skill,
 * helper-skill, attribute, difficulty, modifier, draws (karma|world), deck (stacked cards).
 */
export function parseKarmaCheckSetup(
  attributes: KarmaCheckAttributes,
  fallbackSeed: number = DEFAULT_INPUT.seed,
): { input: KarmaCheckInput; errors: string[] } {
  // Read by name: each side's attributes are the same words, the opposition's with a prefix.
  const attrs: Attrs = attributes;
  const errors: string[] = [];
  const mode = readChoice('mode', attrs['mode'], MODES, errors) ?? DEFAULT_INPUT.mode;
  const seed = readSeed(attrs['seed'], errors) ?? fallbackSeed;
  const actor = readSide(attrs, '', DEFAULT_ACTOR, errors);
  const opponent = readSide(attrs, 'opponent-', DEFAULT_OPPONENT, errors);
  const trade = readChoice('trade', attrs['trade'], TRADE_WORDS, errors, 'the money column is read for a seller') ?? 'selling';
  return { input: { mode, seed, mustAlsoSucceed: readFlag(attrs['must-succeed']), actor, opponent, trade }, errors };
}

// ---------------------------------------------------------------------------------------
// A saved or shared input, whatever its shape

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function wholeIn(value: unknown, range: { min: number; max: number }): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;
}

function sideInputProblem(side: unknown, who: string): string | undefined {
  if (!isRecord(side)) return `${who} is missing`;
  if (typeof side['label'] !== 'string' || side['label'].length > 200) return `${who}'s name is not text`;
  if (!wholeIn(side['skill'], SKILL_RANGE)) return `${who}'s skill is not a whole number from ${SKILL_RANGE.min} to ${SKILL_RANGE.max}`;
  if (typeof side['advanced'] !== 'boolean') return `${who}'s skill is neither advanced nor not`;
  for (const key of ['secondSkill', 'helperSkill'] as const) {
    if (side[key] !== null && !wholeIn(side[key], SKILL_RANGE))
      return `${who}'s ${key === 'secondSkill' ? 'second skill' : "helper's skill"} is not a skill rating`;
  }
  if (!wholeIn(side['attribute'], ATTRIBUTE_RANGE)) return `${who}'s attribute is out of range`;
  if (!wholeIn(side['modifier'], MODIFIER_RANGE)) return `${who}'s other modifiers are out of range`;
  if (typeof side['difficulty'] !== 'string' || !isDifficultyKey(side['difficulty']))
    return `${who}'s difficulty is not one of the table's`;
  const deck = side['deck'];
  if (deck !== 'karma' && deck !== 'world') return `${who}'s deck is neither a karma deck nor the world deck`;
  const stacked = side['stacked'];
  if (!Array.isArray(stacked)) return `${who}'s stacked cards are not a list`;
  const allowed = new Set(deckCards(deck));
  const seen = new Set<unknown>();
  for (const card of stacked) {
    if (typeof card !== 'string' || !allowed.has(card) || seen.has(card))
      return `${who}'s stacked cards are not cards of that deck, each once`;
    seen.add(card);
  }
  return undefined;
}

/** Why a saved or shared input cannot start a check, in plain words; undefined when it can. */
export function karmaCheckInputProblem(input: unknown): string | undefined {
  if (!isRecord(input)) return 'it holds no check';
  if (input['mode'] !== 'basic' && input['mode'] !== 'opposed') return 'the check is neither basic nor opposed';
  const seed = seedProblem(input['seed']);
  if (seed) return seed;
  if (typeof input['mustAlsoSucceed'] !== 'boolean') return 'it does not say whether the actor must also succeed';
  if (Object.hasOwn(input, 'trade') && !TRADES.includes(input['trade'] as Trade)) return 'it is for neither a seller nor a buyer';
  return sideInputProblem(input['actor'], 'the acting side') ?? sideInputProblem(input['opponent'], 'the opposition');
}

// ---------------------------------------------------------------------------------------
// Which worked example the `example` attribute names

export type CheckExampleName = 'tracking' | 'barkeeper';

/**
 * Which worked example a widget's "Replay the book's example" plays: the `example`
 * attribute (tracking or barkeeper), else the one that matches the check's mode (an opposed
 * check replays the barkeeper, a basic one the tracker).
 */
export function readCheckExample(text: string | null | undefined, mode: CheckMode, errors: string[]): CheckExampleName {
  const names = new Map(KARMA_CHECK_EXAMPLES.map((e) => [e.id, e.id as CheckExampleName] as const));
  const fallback: CheckExampleName = mode === 'opposed' ? 'barkeeper' : 'tracking';
  return readChoice('example', text, names, errors, `the ${fallback} example is replayed`) ?? fallback;
}
