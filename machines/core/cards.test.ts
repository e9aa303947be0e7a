import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seedRandom } from './random.js';
import { cardName, deal, formatCard, formatCards, parseCards, rankOf, returnToPile, stackDeck, standardDeck, suitOf } from './cards.js';

describe('the playing-card model', () => {
  it('has 52 cards and two distinct jokers', () => {
    const deck = standardDeck(true);
    expect(deck).toHaveLength(54);
    expect(new Set(deck).size).toBe(54);
    expect(standardDeck(false)).toHaveLength(52);
  });

  it('counts aces high and knows each suit', () => {
    expect(rankOf('As')).toBe(14);
    expect(rankOf('10h')).toBe(10);
    expect(rankOf('Kd')).toBe(13);
    expect(suitOf('Qc')).toBe('c');
    expect(rankOf('JK1')).toBeUndefined();
  });

  it('writes cards compactly and by name', () => {
    expect(formatCard('Qs')).toBe('Q♠');
    expect(formatCard('10h', 'ascii')).toBe('10h');
    expect(formatCard('JK2')).toBe('JK');
    expect(cardName('Qd')).toBe('queen of diamonds');
  });

  it('reads both notations, jokers in turn', () => {
    expect(parseCards('A♠ 10♥ Q♦ JK')).toEqual({ cards: ['As', '10h', 'Qd', 'JK1'] });
    expect(parseCards('As,10h,qd,JK,jk')).toEqual({ cards: ['As', '10h', 'Qd', 'JK1', 'JK2'] });
    expect(parseCards('Th')).toEqual({ cards: ['10h'] });
  });

  it('names the first bad card in a list', () => {
    expect(parseCards('As 11h')).toEqual({ error: '"11h" is not a card (try forms like A♠, 10h, Qd or JK)' });
    expect(parseCards('As as')).toEqual({ error: '"as" is listed twice' });
    expect(parseCards('JK JK JK')).toEqual({ error: '"JK": both jokers are already listed' });
    expect(parseCards('JK', new Set(standardDeck(false)))).toEqual({ error: '"JK" is not in this deck' });
  });

  it('round-trips every card through its notation', () => {
    const deck = standardDeck(true);
    expect(parseCards(formatCards(deck))).toEqual({ cards: deck });
    expect(parseCards(formatCards(deck, 'ascii'))).toEqual({ cards: deck });
  });

  it('puts a stacked deck on top, in order, and shuffles the rest beneath', () => {
    const [pile] = stackDeck(seedRandom(3), standardDeck(true), ['Qs', 'Qd', 'JK2']);
    expect(pile.slice(0, 3)).toEqual(['Qs', 'Qd', 'JK2']);
    expect([...pile].sort()).toEqual(standardDeck(true).sort());
  });

  it('deals from the top and conserves cards when they go back', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 60 }), (seed, n) => {
        const [pile, r] = stackDeck(seedRandom(seed), standardDeck(true), []);
        const [hand, rest] = deal(pile, n);
        expect(hand).toEqual(pile.slice(0, Math.min(n, 54)));
        const [back] = returnToPile(r, rest, hand);
        expect([...back].sort()).toEqual(standardDeck(true).sort());
      }),
    );
  });
});
