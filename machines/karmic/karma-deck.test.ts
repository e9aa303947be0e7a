import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seedRandom } from '../core/random.js';
import {
  type KarmaPile,
  canHit,
  chainTotal,
  discardKarma,
  drawKarma,
  formatKarma,
  isHitCard,
  karmaDeck,
  karmaValue,
  worldDeck,
} from './karma-deck.js';

describe('the karma deck', () => {
  it('counts black cards positive and red cards negative', () => {
    expect(karmaValue('7s')).toBe(7);
    expect(karmaValue('7c')).toBe(7);
    expect(karmaValue('7h')).toBe(-7);
    expect(karmaValue('7d')).toBe(-7);
  });

  it('counts aces 1, jacks 1, queens 2 and kings 3', () => {
    expect(karmaValue('As')).toBe(1);
    expect(karmaValue('Js')).toBe(1);
    expect(karmaValue('Qh')).toBe(-2);
    expect(karmaValue('Ks')).toBe(3);
  });

  it('makes jacks, queens and kings hit cards, and nothing else', () => {
    expect(['Js', 'Qh', 'Kd'].every(isHitCard)).toBe(true);
    expect(['As', '10s', 'JK1'].some(isHitCard)).toBe(false);
  });

  it('writes cards the way the seed does: a black king is "+3 (hit)", a red queen "-2 (hit)"', () => {
    expect(formatKarma('Ks')).toBe('+3 (hit)');
    expect(formatKarma('Qd')).toBe('\u22122 (hit)');
    expect(formatKarma('JK1')).toBe('wild');
  });

  it('builds a new character deck of 44 cards without the 6–10 of one red and one black suit', () => {
    const deck = karmaDeck({ red: 'h', black: 's' });
    expect(deck).toHaveLength(44);
    expect(deck).not.toContain('6h');
    expect(deck).not.toContain('10s');
    expect(deck).toContain('6d');
    expect(deck).toContain('JK2');
    expect(worldDeck()).toHaveLength(42);
    expect(worldDeck()).not.toContain('JK1');
  });

  it('follows a hit chain only while the last card is a hit card', () => {
    expect(canHit(['Ks'])).toBe(true);
    expect(canHit(['Ks', '4h'])).toBe(false);
    expect(chainTotal(['Ks', 'Qd', '5s'])).toBe(3 - 2 + 5);
  });

  it('reshuffles the discards only when the draw pile is exhausted, and never loses a card', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 30 }), (seed, draws) => {
        let pile: KarmaPile = { drawPile: karmaDeck(), discardPile: [] };
        let random = seedRandom(seed);
        const inHand: string[] = [];
        for (const n of draws) {
          const before = pile.drawPile.length;
          const r = drawKarma(pile, random, n);
          expect(r.reshuffled).toBe(before < n && r.cards.length > before);
          pile = discardKarma(r.pile, r.cards);
          random = r.random;
          inHand.length = 0;
        }
        expect([...pile.drawPile, ...pile.discardPile, ...inHand].sort()).toEqual(karmaDeck().sort());
      }),
    );
  });
});
