/**
 * Reading a widget's attributes into the initiative deal's input. Each problem gets its
 * own specific message and its own default, so one bad attribute never blanks the table.
 */
import { isJoker, parseCard, parseCards, type Card } from '../core/cards.js';
import { normaliseSeed } from '../core/random.js';
import type { InitiativeDealInput, NewParticipant } from './initiative-deal.machine.js';
import { DEFAULT_RULINGS, type FixedTies, type JokerTies, type ParticipantKind } from './initiative-deal.rules.js';

export interface InitiativeAttributes {
  seed?: string | null;
  deck?: string | null;
  participants?: string | null;
  jokerTies?: string | null;
  fixedTies?: string | null;
}

export const DEFAULT_PARTICIPANTS: readonly NewParticipant[] = [
  { name: 'Ada', kind: 'pc' },
  { name: 'Bram', kind: 'pc' },
  { name: 'Ghoul pack', kind: 'npc-group' },
  { name: 'Ogre', kind: 'monster', fixedCard: 'Qs' },
];

const KIND_WORDS: Record<string, ParticipantKind> = {
  pc: 'pc',
  player: 'pc',
  npc: 'npc-group',
  'npc-group': 'npc-group',
  group: 'npc-group',
  monster: 'monster',
  unique: 'unique-npc',
  'unique-npc': 'unique-npc',
};

/**
 * Participants as `Name: kind [card]; …`, e.g. `Ada: pc; Ghouls: npc; Ogre: monster Q♠;
 * Countess: unique; Wight: unique K♦`. A monster needs its fixed card; a unique NPC with
 * a card uses it as a fixed card, without one is dealt a hand.
 */
export function parseParticipants(text: string): { participants: NewParticipant[] } | { error: string } {
  const participants: NewParticipant[] = [];
  const entries = text.split(';').map((e) => e.trim()).filter((e) => e !== '');
  for (const entry of entries) {
    const m = /^([^:]+):\s*(\S+)(?:\s+(\S+))?\s*$/.exec(entry);
    if (!m) return { error: `"${entry}" is not of the form "Name: kind" or "Name: monster Q♠"` };
    const name = m[1]!.trim();
    const kind = KIND_WORDS[m[2]!.toLowerCase()];
    if (!kind) return { error: `"${m[2]}" (for ${name}) is not a kind: use pc, npc, monster or unique` };
    let fixedCard: Card | undefined;
    if (m[3] !== undefined) {
      if (kind === 'pc' || kind === 'npc-group') return { error: `${name} is dealt a hand, so takes no fixed card ("${m[3]}")` };
      fixedCard = parseCard(m[3]);
      if (!fixedCard) return { error: `"${m[3]}" (for ${name}) is not a card (try forms like Q♠ or Qs)` };
      if (isJoker(fixedCard)) return { error: `${name}'s fixed card cannot be a joker: a fixed card needs a value and a suit` };
    }
    if (kind === 'monster' && !fixedCard) return { error: `${name} is a monster and needs a fixed card, e.g. "${name}: monster Q♠"` };
    participants.push({ name, kind, ...(fixedCard ? { fixedCard } : {}) });
  }
  return { participants };
}

export function parseInitiativeSetup(attrs: InitiativeAttributes, fallbackSeed: number): { input: InitiativeDealInput; errors: string[] } {
  const errors: string[] = [];
  let seed = fallbackSeed;
  if (attrs.seed != null && attrs.seed.trim() !== '') {
    if (/^-?\d+$/.test(attrs.seed.trim())) seed = normaliseSeed(Number(attrs.seed.trim()));
    else errors.push(`seed: "${attrs.seed}" is not a whole number, so a fresh seed was used`);
  }

  let stackedDeck: Card[] = [];
  if (attrs.deck != null && attrs.deck.trim() !== '') {
    const parsed = parseCards(attrs.deck);
    if ('error' in parsed) errors.push(`deck: ${parsed.error}; the deck is shuffled instead`);
    else stackedDeck = parsed.cards;
  }

  let participants: NewParticipant[] = [...DEFAULT_PARTICIPANTS];
  if (attrs.participants != null) {
    const parsed = parseParticipants(attrs.participants);
    if ('error' in parsed) errors.push(`participants: ${parsed.error}; the sample table is used instead`);
    else participants = parsed.participants;
  }

  let jokerTies: JokerTies = DEFAULT_RULINGS.jokerTies;
  if (attrs.jokerTies != null && attrs.jokerTies !== '') {
    if (attrs.jokerTies === 'after-suits' || attrs.jokerTies === 'before-suits') jokerTies = attrs.jokerTies;
    else errors.push(`joker-ties: "${attrs.jokerTies}" is not after-suits or before-suits; after-suits is used`);
  }
  let fixedTies: FixedTies = DEFAULT_RULINGS.fixedTies;
  if (attrs.fixedTies != null && attrs.fixedTies !== '') {
    if (attrs.fixedTies === 'dealt-first' || attrs.fixedTies === 'fixed-first') fixedTies = attrs.fixedTies;
    else errors.push(`fixed-ties: "${attrs.fixedTies}" is not dealt-first or fixed-first; dealt-first is used`);
  }

  return { input: { seed, stackedDeck, participants, rulings: { jokerTies, fixedTies } }, errors };
}
