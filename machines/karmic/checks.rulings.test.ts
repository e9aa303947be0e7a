/** Table rulings of the checks page that no other test names, played through the concept module. */
import { describe, expect, it } from 'vitest';
import { cardsForSkill, cardsForTwoSkills } from './checks.js';

describe('doing two things at once', () => {
  it('forbids the attempt when either skill is advanced and untrained, though the lower skill alone would draw one card (ruling: two skills when one is advanced and untrained)', () => {
    // Untrained but not advanced: the lower skill (0) gives a one-card default draw.
    expect(cardsForTwoSkills({ rating: 5 }, { rating: 0 })).toMatchObject({ allowed: true, cards: 1, defaulted: true });
    // The same, but the untrained skill is advanced: no draw at all, whichever side it is on.
    expect(cardsForTwoSkills({ rating: 5 }, { rating: 0, advanced: true })).toMatchObject({ allowed: false, cards: 0 });
    expect(cardsForTwoSkills({ rating: 0, advanced: true }, { rating: 5 })).toMatchObject({ allowed: false, cards: 0 });
    expect(cardsForSkill(0, { advanced: true }).reason).toMatch(/advanced skill/);
    // A trained advanced skill is no bar: the lower rating draws.
    expect(cardsForTwoSkills({ rating: 5, advanced: true }, { rating: 2 })).toMatchObject({ allowed: true, cards: 2 });
  });
});
