import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seedRandom } from '../core/random.js';
import { karmaDeck, type KarmaPile } from './karma-deck.js';
import {
  DIFFICULTY,
  RESULT_CHART,
  bestCard,
  cardValue,
  cardsForSkill,
  cardsForTwoSkills,
  combinedChoices,
  compareOpposed,
  difficultyRow,
  hit,
  isValidVerdict,
  isWildPlay,
  mayHit,
  modifiedTotal,
  moneyForBuyer,
  priceChange,
  playCard,
  resultRow,
  stand,
  succeeds,
} from './checks.js';

const pileOf = (cards: string[]): KarmaPile => ({ drawPile: cards, discardPile: [] });

describe('difficulty', () => {
  it('gives very easy +5, easy +3, moderate 0, difficult −3, very difficult −5, nigh impossible −8', () => {
    expect(DIFFICULTY.map((d) => [d.label, d.modifier])).toEqual([
      ['Very easy', 5],
      ['Easy', 3],
      ['Moderate', 0],
      ['Difficult', -3],
      ['Very difficult', -5],
      ['Nigh impossible', -8],
    ]);
    expect(difficultyRow('nigh-impossible').modifier).toBe(-8);
  });
});

describe('the result chart', () => {
  it('has one row for every MT from −10 to +10', () => {
    expect(RESULT_CHART.map((r) => r.mt)).toEqual(Array.from({ length: 21 }, (_, i) => i - 10));
  });

  it('reads the printed rows: −10 is incompetence and erroneous information, +10 extraordinary and anything', () => {
    expect(resultRow(-10)).toMatchObject({
      general: 'Incompetence',
      information: 'Erroneous information',
      money: '−200%',
      reaction: 'Loathing',
      speed: '×5',
    });
    expect(resultRow(0)).toMatchObject({ information: 'General feeling', money: '0%', reaction: 'Neutral', speed: '×2' });
    expect(resultRow(1)).toMatchObject({
      general: 'Sufficient',
      information: 'Basic information',
      money: '+10%',
      reaction: 'Neutral',
      speed: '×1',
    });
    expect(resultRow(7)).toMatchObject({
      general: 'Excellent',
      information: 'Secrets known to some',
      money: '+100%',
      reaction: 'Affection/Afraid',
      speed: '×⅓',
    });
    expect(resultRow(10)).toMatchObject({
      general: 'Extraordinary',
      information: 'Anything',
      money: '+200%',
      reaction: 'Love/Terrified',
      speed: '×¼',
    });
  });

  it('rules that a blank general result reads the label printed above it (ruling: blank rows of the general result)', () => {
    expect(resultRow(-9)).toMatchObject({ general: 'Incompetence', generalPrinted: false });
    expect(resultRow(-1).general).toBe('Poor');
    expect(resultRow(0).general).toBe('Poor');
    expect(resultRow(2)).toMatchObject({ general: 'Sufficient', generalPrinted: false });
    expect(resultRow(3)).toMatchObject({ general: 'Average', generalPrinted: true });
    expect(RESULT_CHART.filter((r) => r.generalPrinted)).toHaveLength(11);
  });

  it('rules that totals beyond ±10 read the end rows (ruling: totals beyond the chart)', () => {
    expect(resultRow(14).mt).toBe(10);
    expect(resultRow(-23).mt).toBe(-10);
  });

  it('lets a buyer read the opposite row for money', () => {
    expect(moneyForBuyer(5)).toBe('−50%');
    expect(moneyForBuyer(-3)).toBe('+25%');
  });

  it('moves a price by the money column for a seller, and by the opposite row for a buyer', () => {
    expect(priceChange(3, 'selling')).toMatchObject({ money: '+25%', row: { mt: 3 } });
    expect(priceChange(3, 'buying')).toMatchObject({ money: '−25%', row: { mt: -3 } });
    // Beyond the chart a buyer reads the far end, as a seller does.
    expect(priceChange(14, 'buying')).toMatchObject({ money: '−200%', row: { mt: -10 } });
  });

  it('gives a buyer the seller\'s percentage with its sign turned round, whichever way "the inverse" is read', () => {
    // The seed: "find the inverse (positive is negative and vise versa) of the result". Reading
    // the opposite row, or flipping the seller's percentage, is the same number on every row.
    const flip = (money: string) => (money === '0%' ? money : money.replace(/^[+−]/, (sign) => (sign === '+' ? '−' : '+')));
    for (let mt = -10; mt <= 10; mt++) expect(moneyForBuyer(mt), `row ${mt}`).toBe(flip(resultRow(mt).money));
  });
});

describe('how many cards a check draws', () => {
  it('draws as many cards as the skill', () => {
    expect(cardsForSkill(3)).toMatchObject({ allowed: true, cards: 3, defaulted: false });
  });

  it('draws one card when the character lacks the skill (a default check)', () => {
    expect(cardsForSkill(0)).toMatchObject({ allowed: true, cards: 1, defaulted: true });
  });

  it('refuses an advanced skill tried without training', () => {
    expect(cardsForSkill(0, { advanced: true })).toMatchObject({ allowed: false, cards: 0 });
    expect(cardsForSkill(2, { advanced: true })).toMatchObject({ allowed: true, cards: 2 });
  });

  it('draws from the lower skill when doing two things at once', () => {
    expect(cardsForTwoSkills({ rating: 4 }, { rating: 6 })).toMatchObject({ allowed: true, cards: 4 });
    expect(cardsForTwoSkills({ rating: 5 }, { rating: 0 })).toMatchObject({ allowed: true, cards: 1, defaulted: true });
    expect(cardsForTwoSkills({ rating: 5 }, { rating: 0, advanced: true })).toMatchObject({ allowed: false });
  });
});

describe('a basic check', () => {
  it("replays Enris's tracking: −3 chosen from −3, −4, −7, awareness +2, easy +3, total +2, tracks found", () => {
    const hand = ['3h', '4h', '7h'];
    const chosen = bestCard(hand)!;
    expect(chosen).toBe('3h');
    const total = modifiedTotal(playCard(chosen), { attribute: 2, situational: difficultyRow('easy').modifier })!;
    expect(total).toBe(2);
    expect(succeeds(total)).toBe(true);
  });

  it('succeeds only when the modified total is above 0', () => {
    expect(succeeds(1)).toBe(true);
    expect(succeeds(0)).toBe(false);
    expect(succeeds(-4)).toBe(false);
  });
});

describe('hit cards', () => {
  it('lets a hit card draw the top card and add it, and go on while hit cards come', () => {
    let play = playCard('Ks');
    let pile = pileOf(['Qs', '5s', '9s']);
    let random = seedRandom(1);
    expect(mayHit(play)).toBe(true);
    let r = hit(play, pile, random)!;
    ({ play, pile, random } = r);
    expect(play.chain).toEqual(['Ks', 'Qs']);
    expect(mayHit(play)).toBe(true);
    r = hit(play, pile, random)!;
    expect(r.play.chain).toEqual(['Ks', 'Qs', '5s']);
    expect(cardValue(r.play)).toBe(3 + 2 + 5);
    expect(mayHit(r.play)).toBe(false);
  });

  it('can make the result worse, and the hit is not taken back', () => {
    const r = hit(playCard('Ks'), pileOf(['5h']), seedRandom(1))!;
    expect(cardValue(r.play)).toBe(3 - 5);
    expect(r.play.stood).toBe(true);
    expect(hit(r.play, r.pile, r.random)).toBeUndefined();
  });

  it('allows no hit once the player has stood on the revealed card', () => {
    const play = stand(playCard('Qd'));
    expect(mayHit(play)).toBe(false);
    expect(hit(play, pileOf(['5s']), seedRandom(1))).toBeUndefined();
  });

  it('offers no hit on a card that is not a hit card', () => {
    expect(mayHit(playCard('10s'))).toBe(false);
    expect(mayHit(playCard('As'))).toBe(false);
  });

  it('reshuffles the discards when a hit finds the draw pile empty', () => {
    const r = hit(playCard('Js'), { drawPile: [], discardPile: ['4s'] }, seedRandom(1))!;
    expect(r.reshuffled).toBe(true);
    expect(r.play.chain).toEqual(['Js', '4s']);
  });

  it('never changes the number of cards in play while hitting', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 8 }), (seed, hits) => {
        const deck = karmaDeck();
        const first = deck.find((c) => c.startsWith('K'))!;
        let play = playCard(first);
        let pile = pileOf(deck.filter((c) => c !== first));
        let random = seedRandom(seed);
        for (let i = 0; i < hits; i++) {
          const r = hit(play, pile, random);
          if (!r) break;
          ({ play, pile, random } = r);
        }
        const all = [...play.chain, ...pile.drawPile, ...pile.discardPile].sort();
        expect(all).toEqual([...deck].sort());
      }),
    );
  });
});

describe('jokers', () => {
  it('make the action wild: no total until the GM gives a verdict, and the verdict is the total', () => {
    const play = playCard('JK1');
    expect(isWildPlay(play)).toBe(true);
    expect(mayHit(play)).toBe(false);
    expect(modifiedTotal(play, { attribute: 2, situational: 3 })).toBeUndefined();
    expect(modifiedTotal(play, { attribute: 2, situational: 3 }, { total: -7 })).toBe(-7);
  });

  it('make a hit chain wild when a hit draws one', () => {
    const r = hit(playCard('Kd'), pileOf(['JK2']), seedRandom(1))!;
    expect(isWildPlay(r.play)).toBe(true);
    expect(cardValue(r.play)).toBeUndefined();
  });

  it('take a verdict only as a row of the result chart', () => {
    expect(isValidVerdict(10)).toBe(true);
    expect(isValidVerdict(-10)).toBe(true);
    expect(isValidVerdict(11)).toBe(false);
    expect(isValidVerdict(2.5)).toBe(false);
  });
});

describe('an opposed check', () => {
  it('replays Enris and the barkeeper: +6 against +8 loses, two rows below (Poor)', () => {
    const enris = modifiedTotal(playCard('5s'), { attribute: 1, situational: 0 })!;
    const barkeeper = modifiedTotal(playCard('8s'), { attribute: 0, situational: 0 })!;
    const outcome = compareOpposed(enris, barkeeper);
    expect(outcome).toMatchObject({ winner: 'opponent', actorSucceeds: false, margin: -2 });
    expect(resultRow(outcome.margin).general).toBe('Poor');
  });

  it('is won by the higher total even when both are below 0', () => {
    expect(compareOpposed(-2, -5)).toMatchObject({ winner: 'actor', actorSucceeds: true, margin: 3 });
  });

  it('also needs a total above 0 when the actor is trying to accomplish something', () => {
    expect(compareOpposed(-2, -5, { mustAlsoSucceed: true })).toMatchObject({ winner: 'actor', actorSucceeds: false });
  });

  it('adds a negative total to the other side: the chart row is the difference', () => {
    expect(compareOpposed(4, -3).margin).toBe(7);
  });

  it('rules that a tie is no win: the acting side fails and the opposition holds (ruling: ties in an opposed check)', () => {
    const outcome = compareOpposed(3, 3);
    expect(outcome).toMatchObject({ tie: true, winner: 'opponent', actorSucceeds: false, margin: 0 });
    expect(outcome.reason).toMatch(/tie/);
  });
});

describe('combining skills', () => {
  it('lets the best card from any helper’s hand be used', () => {
    const choices = combinedChoices([
      ['2h', '4s'],
      ['9s', 'Kh'],
    ]);
    expect(choices).toEqual(['2h', '4s', '9s', 'Kh']);
    expect(bestCard(choices)).toBe('9s');
  });

  it('never counts a joker as the best card by number', () => {
    expect(bestCard(['JK1', '2s'])).toBe('2s');
    expect(bestCard(['JK1'])).toBeUndefined();
  });
});
