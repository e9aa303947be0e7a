/**
 * Karmic checks, the concept every Karmic procedure shares (seed 004, "Basic Actions",
 * "Difficulty Modifiers", "Opposed Checks", "Skill Results", "Combining Skills", "Default Use
 * of Skills", "Using Multiple Skills"): how many cards a check draws, a played card and its
 * hit chain, the card value and the modified total, what beats what, the difficulty table
 * and the result chart.
 *
 * Pure data and helpers only. The karma check, the register duel, multiple opponents,
 * aiming and the ranged shot import these, so a check is added up, compared and looked up on
 * the result chart in one place. Card values, hit cards and the deck itself live in
 * karma-deck.ts; which rule each step cites is each procedure's own (`KARMA_CHECK_RULES`).
 */
import { isJoker, type Card } from '../core/cards.js';
import { signed, type Term } from '../core/explain.js';
import { canHit as chainEndsInHitCard, chainTotal, drawKarma, isHitCard, karmaValue, type KarmaPile } from './karma-deck.js';
import type { RandomState } from '../core/random.js';

// ---------------------------------------------------------------------------------------
// Difficulty

export type DifficultyKey = 'very-easy' | 'easy' | 'moderate' | 'difficult' | 'very-difficult' | 'nigh-impossible';

export interface DifficultyRow {
  readonly key: DifficultyKey;
  readonly label: string;
  readonly modifier: number;
}

/** Karmic, "Difficulty Modifiers": the GM's generic modifiers by difficulty of the task. */
export const DIFFICULTY: readonly DifficultyRow[] = [
  { key: 'very-easy', label: 'Very easy', modifier: 5 },
  { key: 'easy', label: 'Easy', modifier: 3 },
  { key: 'moderate', label: 'Moderate', modifier: 0 },
  { key: 'difficult', label: 'Difficult', modifier: -3 },
  { key: 'very-difficult', label: 'Very difficult', modifier: -5 },
  { key: 'nigh-impossible', label: 'Nigh impossible', modifier: -8 },
];

export function difficultyRow(key: DifficultyKey): DifficultyRow {
  // A key that is not one of the rows (it cannot be, typed) reads as moderate rather than throwing.
  return DIFFICULTY.find((d) => d.key === key) ?? DIFFICULTY[2]!;
}

export function isDifficultyKey(text: string): text is DifficultyKey {
  return DIFFICULTY.some((d) => d.key === text);
}

// ---------------------------------------------------------------------------------------
// The result chart

export interface ResultRow {
  /** The modified total (or, for an opposed check, the difference) this row is for. */
  readonly mt: number;
  /** Qualitative result. See `generalPrinted`. */
  readonly general: string;
  /**
   * The seed prints a general result on only some rows (one label over two rows, in the
   * original's layout). False marks a row whose label is carried down from the row above:
   * see the table ruling "Blank rows of the general result".
   */
  readonly generalPrinted: boolean;
  readonly information: string;
  /** Percentage of a fair price, for a seller; a buyer reads the row of the opposite MT. */
  readonly money: string;
  readonly reaction: string;
  /** Multiplier of the base time. */
  readonly speed: string;
}

type ChartLine = [mt: number, general: string | null, information: string, money: string, reaction: string, speed: string];

// Karmic, "Skill Results": the chart as printed (its minus signs set as real minus signs, as every
// number in the rulebook is), null where the general column is blank.
const PRINTED_CHART: readonly ChartLine[] = [
  [-10, 'Incompetence', 'Erroneous information', '−200%', 'Loathing', '×5'],
  [-9, null, 'None', '−150%', 'Hate', '×5'],
  [-8, 'Horrific', 'None', '−125%', 'Hate', '×5'],
  [-7, null, 'None', '−100%', 'Aversion', '×4'],
  [-6, 'Awful', 'None', '−75%', 'Aversion', '×4'],
  [-5, null, 'None', '−50%', 'Dislike', '×4'],
  [-4, 'Bad', 'None', '−35%', 'Dislike', '×3'],
  [-3, null, 'General feeling', '−25%', 'Annoyance', '×3'],
  [-2, 'Poor', 'General feeling', '−15%', 'Annoyance', '×3'],
  [-1, null, 'General feeling', '−10%', 'Neutral', '×2'],
  [0, null, 'General feeling', '0%', 'Neutral', '×2'],
  [1, 'Sufficient', 'Basic information', '+10%', 'Neutral', '×1'],
  [2, null, 'General information', '+15%', 'Fondness/Impressed', '×1'],
  [3, 'Average', 'General information', '+25%', 'Fondness/Impressed', '×1'],
  [4, null, 'Additional trivia', '+35%', 'Pleased/Intimidated', '×½'],
  [5, 'Good', 'Additional trivia', '+50%', 'Pleased/Intimidated', '×½'],
  [6, null, 'Commonly known secrets', '+75%', 'Affection/Afraid', '×½'],
  [7, 'Excellent', 'Secrets known to some', '+100%', 'Affection/Afraid', '×⅓'],
  [8, null, 'Secrets known to few', '+125%', 'Delighted/Scared', '×⅓'],
  [9, 'Superb', 'Secrets known to few', '+150%', 'Delighted/Scared', '×⅓'],
  [10, 'Extraordinary', 'Anything', '+200%', 'Love/Terrified', '×¼'],
];

/**
 * Table ruling "Blank rows of the general result": a blank row reads the label printed
 * above it, so Incompetence covers −10 and −9, Poor covers −2 to 0, Sufficient 1 and 2.
 */
export const RESULT_CHART: readonly ResultRow[] = /* @__PURE__ */ PRINTED_CHART.reduce<ResultRow[]>(
  (rows, [mt, general, information, money, reaction, speed]) => {
    const carried = general ?? rows[rows.length - 1]!.general;
    rows.push({ mt, general: carried, generalPrinted: general !== null, information, money, reaction, speed });
    return rows;
  },
  [],
);

export const CHART_MIN = -10;
export const CHART_MAX = 10;

/**
 * The chart row for a modified total. Table ruling "Beyond the chart": totals past ±10
 * read the end row (the chart stops at ±10; the rules say nothing beyond it).
 */
export function resultRow(mt: number): ResultRow {
  // A total that is not a number at all (it cannot be, from the machines) reads the middle row rather than throwing.
  const clamped = Number.isFinite(mt) ? Math.max(CHART_MIN, Math.min(CHART_MAX, Math.trunc(mt))) : 0;
  return RESULT_CHART[clamped - CHART_MIN]!;
}

/** Karmic, "Money": the chart is for a seller; a buyer takes the opposite row. */
export function moneyForBuyer(mt: number): string {
  return resultRow(-mt).money;
}

/** Which side of a bargain a check is for: the money column is written for a seller. */
export type Trade = 'selling' | 'buying';
export const TRADES: readonly Trade[] = ['selling', 'buying'];

/**
 * Karmic, "Money": how far a check moves a fair price, for the side that is selling (the
 * chart's own row) or buying ("find the inverse ... of the result": the row of the opposite
 * total). The money column is symmetric, so the opposite row and the seller's percentage with
 * its sign turned round are the same number.
 */
export function priceChange(mt: number, trade: Trade): { readonly row: ResultRow; readonly money: string } {
  const row = resultRow(trade === 'buying' ? -mt : mt);
  return { row, money: trade === 'buying' ? moneyForBuyer(mt) : row.money };
}

// ---------------------------------------------------------------------------------------
// How many cards to draw

export interface SkillUse {
  /** Skill rating; 0 means the character does not have the skill. */
  readonly rating: number;
  /** Advanced skills (medicine, blacksmithing, …) cannot be tried untrained. */
  readonly advanced?: boolean;
}

export type DrawAllowance =
  | { readonly allowed: true; readonly cards: number; readonly defaulted: boolean; readonly reason: string }
  | { readonly allowed: false; readonly cards: 0; readonly reason: string };

/**
 * Karmic, "Basic Actions" step 4 and "Default Use of Skills": draw as many cards as the
 * skill; without the skill (or with none involved) draw one; an advanced skill may not
 * be attempted at all without training.
 */
export function cardsForSkill(skill: number, options: { advanced?: boolean } = {}): DrawAllowance {
  const rating = Math.max(0, Math.trunc(skill));
  if (rating === 0 && options.advanced) {
    return { allowed: false, cards: 0, reason: 'an advanced skill cannot be attempted without training' };
  }
  if (rating === 0) return { allowed: true, cards: 1, defaulted: true, reason: 'no skill: a default check draws one card' };
  return { allowed: true, cards: rating, defaulted: false, reason: `skill ${rating}: draw ${rating} card${rating === 1 ? '' : 's'}` };
}

/**
 * Karmic, "Using Multiple Skills": doing two things at once draws from the lower of the
 * two skills. An untrained advanced skill still forbids the attempt.
 */
export function cardsForTwoSkills(first: SkillUse, second: SkillUse): DrawAllowance {
  for (const s of [first, second]) {
    const alone = cardsForSkill(s.rating, { advanced: s.advanced });
    if (!alone.allowed) return alone;
  }
  const lower = Math.min(first.rating, second.rating);
  const allowance = cardsForSkill(lower);
  return {
    ...allowance,
    reason: `two skills at once (${first.rating} and ${second.rating}): ${allowance.reason.replace(/^skill \d+/, `the lower, ${Math.max(0, lower)}`)}`,
  };
}

// ---------------------------------------------------------------------------------------
// A played card and its hit chain

/**
 * One side's play: the chosen card, then every card drawn onto it by hitting. `stood`
 * is set when the player declines to hit (or cannot), and is final: Karmic's hit is
 * decided when the card is revealed and cannot be taken back.
 */
export interface Play {
  readonly chain: readonly Card[];
  readonly stood: boolean;
}

export function playCard(card: Card): Play {
  // A card that is not a hit card (or a joker) leaves nothing to decide.
  return { chain: [card], stood: !isHitCard(card) };
}

/** A joker anywhere in the chain makes the whole action wild: the GM decides. */
export function isWildPlay(play: Play): boolean {
  return play.chain.some(isJoker);
}

/** A hit may be taken while the last card is a hit card, the player has not stood, and nothing is wild. */
export function mayHit(play: Play): boolean {
  return !play.stood && !isWildPlay(play) && chainEndsInHitCard(play.chain);
}

/**
 * Draw the top card onto the chain. Irrevocable: there is no helper that removes it.
 * Returns undefined when no hit is allowed or the deck (draw and discard) is empty.
 */
export function hit(
  play: Play,
  pile: KarmaPile,
  random: RandomState,
): { play: Play; pile: KarmaPile; random: RandomState; reshuffled: boolean } | undefined {
  if (!mayHit(play)) return undefined;
  const drawn = drawKarma(pile, random, 1);
  const card = drawn.cards[0];
  if (card === undefined) return undefined;
  const chain = [...play.chain, card];
  // Drawing a card that is not a hit card (or a joker) ends the chain by itself.
  const stood = isJoker(card) || !isHitCard(card);
  return { play: { chain, stood }, pile: drawn.pile, random: drawn.random, reshuffled: drawn.reshuffled };
}

export function stand(play: Play): Play {
  return { chain: play.chain, stood: true };
}

// ---------------------------------------------------------------------------------------
// Totals

export interface CheckModifiers {
  /** The attribute the GM names (awareness, finesse, …). */
  readonly attribute: number;
  /** Difficulty and any other situational modifiers, already summed. */
  readonly situational: number;
}

/** A GM's verdict on a wild card: the row of the result chart the action lands on. */
export interface GmVerdict {
  readonly total: number;
}

export function isValidVerdict(total: number): boolean {
  return Number.isInteger(total) && total >= CHART_MIN && total <= CHART_MAX;
}

/** Card value: the chosen card plus every hit drawn onto it. Undefined when wild. */
export function cardValue(play: Play): number | undefined {
  return isWildPlay(play) ? undefined : chainTotal(play.chain);
}

/**
 * Modified total (MT) = card value + attribute + situational modifiers. A wild play has
 * no MT of its own: table ruling "Jokers": the GM's verdict is the MT, with no modifiers
 * added, so the GM names the result outright. Undefined until the GM has ruled.
 */
export function modifiedTotal(play: Play, modifiers: CheckModifiers, verdict?: GmVerdict): number | undefined {
  if (isWildPlay(play)) return verdict?.total;
  return chainTotal(play.chain) + modifiers.attribute + modifiers.situational;
}

/** Karmic, "Basic Actions" step 7: success when the modified total is greater than zero. */
export function succeeds(total: number): boolean {
  return total > 0;
}

export interface OpposedOutcome {
  /** The acting side's MT minus the opposition's: the row to read on the result chart. */
  readonly margin: number;
  readonly winner: 'actor' | 'opponent';
  readonly tie: boolean;
  readonly actorSucceeds: boolean;
  /** Why, in a sentence. */
  readonly reason: string;
}

/**
 * Karmic, "Opposed Checks": the acting side succeeds when its MT is greater than the
 * opponent's; it need not be above 0 unless it is also trying to accomplish something
 * (`mustAlsoSucceed`). The chart row is the difference of the two totals.
 *
 * Table ruling "Ties in an opposed check": equal totals are not "greater", so the acting
 * side fails and the opposition holds. No redraw.
 */
export function compareOpposed(actor: number, opponent: number, options: { mustAlsoSucceed?: boolean } = {}): OpposedOutcome {
  const margin = actor - opponent;
  const tie = margin === 0;
  const beats = margin > 0;
  const aboveZero = actor > 0;
  const actorSucceeds = beats && (!options.mustAlsoSucceed || aboveZero);
  const winner = beats ? 'actor' : 'opponent';
  const fmt = signed;
  let reason: string;
  if (tie) reason = `${fmt(actor)} ties ${fmt(opponent)}: a tie is not a win, so the opposition holds`;
  else if (!beats) reason = `${fmt(actor)} is not greater than ${fmt(opponent)}: the opposition wins by ${-margin}`;
  else if (!actorSucceeds) reason = `${fmt(actor)} beats ${fmt(opponent)} but is not above 0, so the action itself fails`;
  else reason = `${fmt(actor)} beats ${fmt(opponent)} by ${margin}`;
  return { margin, winner, tie, actorSucceeds, reason };
}

// ---------------------------------------------------------------------------------------
// Choosing from several hands

/**
 * Karmic, "Combining Skills": everyone helping draws a hand, and the best card of any
 * of them may be used. These are the cards to choose from.
 */
export function combinedChoices(hands: readonly (readonly Card[])[]): Card[] {
  return hands.flat();
}

/**
 * The highest-valued natural card (first of equals). Jokers are never "best" by number:
 * playing one is a choice to hand the action to the GM.
 */
export function bestCard(cards: readonly Card[]): Card | undefined {
  let best: Card | undefined;
  for (const c of cards) {
    const v = karmaValue(c);
    if (v === undefined) continue;
    if (best === undefined || v > karmaValue(best)!) best = c;
  }
  return best;
}

/**
 * The terms of a check's modified total, in the order the page adds them: the card value,
 * the attribute, the difficulty, then any other modifiers. `formatSum` prints them once.
 */
export function checkTerms(
  cardValue: number,
  modifiers: { attribute: number; difficulty: number; other: number },
  cardLabel = 'card',
): Term[] {
  return [
    { label: cardLabel, value: cardValue },
    { label: 'attribute', value: modifiers.attribute },
    { label: 'difficulty', value: modifiers.difficulty },
    { label: 'other modifiers', value: modifiers.other },
  ];
}
