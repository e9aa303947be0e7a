/**
 * Reading a widget's attributes into the initiative deal's input. Each problem gets its
 * own specific message and its own default, so one bad attribute never blanks the table.
 * Every value is read through core/attributes.ts; every table is looked up by own keys.
 */
import { isBlank, quote, readChoice, readSeed, seedProblem } from '../../core/attributes.js';
import { parseCard, parseCards, standardDeck, type Card } from '../../core/cards.js';
import type { AttributeText, SetupResult } from '../../core/procedure.js';
import { newcomerProblem } from './initiative-deal.steps.js';
import { type InitiativeDealEvent, type InitiativeDealInput, type NewParticipant } from './initiative-deal.context.js';
import { DEFAULT_RULINGS, isParticipantKind, type FixedTies, type JokerTies, type ParticipantKind } from './initiative-deal.rules.js';

/** The attributes the setup reads, as written in HTML. */
export const INITIATIVE_DEAL_ATTRIBUTES = ['seed', 'deck', 'participants', 'joker-ties', 'fixed-ties'] as const;
export type InitiativeDealAttribute = (typeof INITIATIVE_DEAL_ATTRIBUTES)[number];
export type InitiativeDealAttributes = AttributeText<InitiativeDealAttribute>;

export const DEFAULT_PARTICIPANTS: readonly NewParticipant[] = [
  { name: 'Ada', kind: 'pc' },
  { name: 'Bram', kind: 'pc' },
  { name: 'Ghoul pack', kind: 'npc-group' },
  { name: 'Ogre', kind: 'monster', fixedCard: 'Qs' },
];

/** The most participants a table seats: 54 cards dealt one each, and a few fixed cards besides. */
export const MAX_PARTICIPANTS = 60;

/** The words a `participants` attribute may use for each kind (a Map: `constructor` is not among them). */
export const KIND_WORDS: ReadonlyMap<string, ParticipantKind> = new Map([
  ['pc', 'pc'],
  ['player', 'pc'],
  ['npc', 'npc-group'],
  ['npc-group', 'npc-group'],
  ['group', 'npc-group'],
  ['monster', 'monster'],
  ['unique', 'unique-npc'],
  ['unique-npc', 'unique-npc'],
]);

export const JOKER_TIES: ReadonlyMap<string, JokerTies> = new Map([
  ['after-suits', 'after-suits'],
  ['before-suits', 'before-suits'],
]);

export const FIXED_TIES: ReadonlyMap<string, FixedTies> = new Map([
  ['dealt-first', 'dealt-first'],
  ['fixed-first', 'fixed-first'],
]);

/**
 * Participants as `Name: kind [card]; …`, e.g. `Ada: pc; Ghouls: npc; Ogre: monster Q♠;
 * Countess: unique; Wight: unique K♦`. A monster needs its fixed card; a unique NPC with
 * a card uses it as a fixed card, without one is dealt a hand.
 */
export function parseParticipants(text: string): { participants: NewParticipant[] } | { error: string } {
  const participants: NewParticipant[] = [];
  const entries = text
    .split(';')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  if (entries.length === 0) return { error: 'lists nobody: give at least one, like "Ada: pc"' };
  if (entries.length > MAX_PARTICIPANTS) return { error: `lists ${entries.length}; a table seats at most ${MAX_PARTICIPANTS}` };
  for (const entry of entries) {
    const m = /^([^:]+):\s*(\S+)(?:\s+(\S+))?\s*$/.exec(entry);
    if (!m) return { error: `${quote(entry)} is not of the form "Name: kind" or "Name: monster Q♠"` };
    const name = m[1]!.trim();
    const kind = KIND_WORDS.get(m[2]!.toLowerCase());
    if (!kind) return { error: `${quote(m[2]!)} (for ${quote(name)}) is not a kind: use pc, npc, monster or unique` };
    let fixedCard: Card | undefined;
    if (m[3] !== undefined) {
      fixedCard = parseCard(m[3]);
      if (!fixedCard) return { error: `${quote(m[3])} (for ${quote(name)}) is not a card (try forms like Q♠ or Qs)` };
    }
    const newcomer: NewParticipant = { name, kind, ...(fixedCard ? { fixedCard } : {}) };
    const problem = newcomerProblem(newcomer);
    if (problem) return { error: kind === 'monster' && !fixedCard ? `${problem}, e.g. "${name}: monster Q♠"` : problem };
    participants.push(newcomer);
  }
  return { participants };
}

/**
 * The add-someone form: a name, a kind and an optional fixed card as typed, into the event
 * that seats them, or the reason they cannot sit.
 */
export function parseNewcomer(name: string, kind: string, cardText: string): { event: InitiativeDealEvent } | { error: string } {
  if (!isParticipantKind(kind)) return { error: `${quote(kind)} is not a kind of participant` };
  let fixedCard: Card | undefined;
  if (!isBlank(cardText)) {
    fixedCard = parseCard(cardText);
    if (!fixedCard) return { error: `${quote(cardText)} is not a card (try forms like Q♠ or Qs)` };
  }
  const event = { type: 'participant.added', name: name.trim(), kind, ...(fixedCard ? { fixedCard } : {}) } as const;
  const problem = newcomerProblem(event);
  return problem ? { error: problem } : { event };
}

/**
 * Read the widget's attributes. `fallbackSeed` is used when `seed` is missing or bad
 * (the widget passes a clock seed; tests pass a fixed one).
 */
export function parseInitiativeDealSetup(attrs: InitiativeDealAttributes, fallbackSeed: number): SetupResult<InitiativeDealInput> {
  const errors: string[] = [];
  const seed = readSeed(attrs.seed, errors) ?? fallbackSeed;

  let stackedDeck: Card[] = [];
  if (!isBlank(attrs.deck)) {
    const parsed = parseCards(attrs.deck);
    if ('error' in parsed) errors.push(`deck: ${parsed.error}; the deck is shuffled instead`);
    else stackedDeck = parsed.cards;
  }

  let participants: NewParticipant[] = [...DEFAULT_PARTICIPANTS];
  if (!isBlank(attrs.participants)) {
    const parsed = parseParticipants(attrs.participants);
    if ('error' in parsed) errors.push(`participants: ${parsed.error}; the sample table is used instead`);
    else participants = parsed.participants;
  }

  const jokerTies =
    readChoice('joker-ties', attrs['joker-ties'], JOKER_TIES, errors, `${DEFAULT_RULINGS.jokerTies} is used`) ?? DEFAULT_RULINGS.jokerTies;
  const fixedTies =
    readChoice('fixed-ties', attrs['fixed-ties'], FIXED_TIES, errors, `${DEFAULT_RULINGS.fixedTies} is used`) ?? DEFAULT_RULINGS.fixedTies;

  return { input: { seed, stackedDeck, participants, rulings: { jokerTies, fixedTies } }, errors };
}

const DECK = new Set(standardDeck(true));

/**
 * Why a saved or shared input cannot start a table, or undefined when it can. Reads any
 * shape at all (`null`, a number, an object with the wrong fields) and words the problem
 * for a reader; the table host then starts a fresh table and shows the message.
 */
export function initiativeDealInputProblem(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return 'it holds no setup';
  const { seed, stackedDeck, participants, rulings } = input as Record<string, unknown>;
  const seedRefused = seedProblem(seed);
  if (seedRefused) return seedRefused;
  if (stackedDeck !== undefined) {
    if (!Array.isArray(stackedDeck) || stackedDeck.length > DECK.size) return 'its stacked deck is not a list of cards';
    if (stackedDeck.some((c) => typeof c !== 'string' || !DECK.has(c))) return 'its stacked deck holds something that is not a card';
    if (new Set(stackedDeck).size !== stackedDeck.length) return 'its stacked deck lists a card twice';
  }
  if (participants !== undefined) {
    if (!Array.isArray(participants)) return 'its participants are not a list';
    if (participants.length > MAX_PARTICIPANTS) return `it seats more than ${MAX_PARTICIPANTS}`;
    for (const [i, p] of participants.entries()) {
      const problem = newcomerProblem(p);
      if (problem) return `participant ${i + 1}: ${problem}`;
    }
  }
  if (rulings !== undefined) {
    if (typeof rulings !== 'object' || rulings === null || Array.isArray(rulings)) return 'its table rulings are not readable';
    const { jokerTies, fixedTies } = rulings as Record<string, unknown>;
    if (jokerTies !== undefined && !(typeof jokerTies === 'string' && JOKER_TIES.has(jokerTies)))
      return 'its joker ruling is not after-suits or before-suits';
    if (fixedTies !== undefined && !(typeof fixedTies === 'string' && FIXED_TIES.has(fixedTies)))
      return 'its fixed-card ruling is not dealt-first or fixed-first';
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------
// What a saved table and a share link keep

export interface DealRecordPart {
  readonly input: InitiativeDealInput;
  readonly events: readonly InitiativeDealEvent[];
  readonly step: number;
}

/**
 * What a saved table and a share link keep. With every hand shown (the LM's view), all of it.
 * Otherwise the hands are secret, so only the moves up to the last moment no card lay face
 * down unrevealed, and without any card laid and then taken back, or carried off face down by
 * someone leaving, before a reveal: a record never names a card nobody has seen face up.
 * Leaving those out changes nothing else, since a card taken back or handed in goes back to
 * its place in the hand. The seed still decides every shuffle, and the turn-order page says so.
 *
 * The events are ones the table accepted, in order, so this reads them without replaying.
 */
export function keptRecord(everyHandShown: boolean, record: DealRecordPart): DealRecordPart {
  if (everyHandShown) return record;
  const kept: { event: InitiativeDealEvent; at: number }[] = [];
  /** Who has a card face down now, and where its card.played is in `kept`. */
  const faceDown = new Map<string, number>();
  let open = 0;
  scan: for (const [at, event] of record.events.entries()) {
    switch (event.type) {
      case 'card.played':
        faceDown.set(event.id, kept.length);
        kept.push({ event, at });
        break;
      case 'card.withdrawn':
      case 'participant.removed': {
        const laid = faceDown.get(event.id);
        if (laid !== undefined) {
          // Tables made before initiative-deal/3 put such a card at the end of the hand, so
          // leaving it out would change later shuffles: the record stops before it was laid.
          if (event.legacyOrder) break scan;
          kept.splice(laid, 1);
          faceDown.delete(event.id);
          for (const [id, i] of faceDown) if (i > laid) faceDown.set(id, i - 1);
        }
        if (event.type === 'participant.removed') kept.push({ event, at });
        break;
      }
      case 'round.revealed':
        faceDown.clear();
        kept.push({ event, at });
        break;
      default:
        kept.push({ event, at });
    }
    if (faceDown.size === 0) open = kept.length;
  }
  const events = kept.slice(0, open);
  return { input: record.input, events: events.map((k) => k.event), step: events.filter((k) => k.at < record.step).length };
}
