import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition, transition } from 'xstate';
import { karmaDeck, worldDeck } from '../karma-deck.js';
import { karmaCheckMachine } from './karma-check.machine.js';
import { parseKarmaCheckSetup as parseCheckSetup } from './karma-check.setup.js';
import { KARMA_CHECK_RULES } from './karma-check.rules.js';
import { adjustmentProblem, choiceProblem, drawProblem, hitProblem, verdictProblem } from './karma-check.problems.js';
import { cardsOfDrawer, outcomeOf } from './karma-check.steps.js';
import { type KarmaCheckEvent, type KarmaCheckInput } from './karma-check.context.js';

type Snap = ReturnType<typeof initialTransition<typeof karmaCheckMachine>>[0];

function start(attrs: Record<string, string>): Snap {
  const { input, errors } = parseCheckSetup(attrs);
  expect(errors).toEqual([]);
  return initialTransition(karmaCheckMachine, input)[0];
}

function send(snap: Snap, ...events: KarmaCheckEvent[]): Snap {
  let s = snap;
  for (const e of events) {
    expect(s.can(e), `${e.type} should be allowed in ${JSON.stringify(s.value)}`).toBe(true);
    s = transition(karmaCheckMachine, s, e)[0];
  }
  return s;
}

describe('buying and selling: the money column', () => {
  it('reads the money column as printed for a seller, the default', () => {
    const s = send(
      start({ skill: '3', attribute: '2', difficulty: 'easy', deck: '3h 4h 7h' }),
      { type: 'check.drawn' },
      {
        type: 'card.chosen',
        side: 0,
        drawer: 0,
        card: '3h',
      },
    );
    expect(s.context.trade).toBe('selling');
    expect(outcomeOf(s.context)!.money).toEqual({ trade: 'selling', money: '+15%', mt: 2 });
  });

  it('reads the row of the opposite total for a buyer, and says so', () => {
    let s = send(start({ skill: '3', attribute: '2', difficulty: 'easy', deck: '3h 4h 7h' }), { type: 'trade.chosen', trade: 'buying' });
    expect(s.context.narration[0]).toEqual({
      text: 'Player is buying: the money column is read on the row of the opposite total.',
      rule: KARMA_CHECK_RULES.money,
    });
    s = send(s, { type: 'check.drawn' }, { type: 'card.chosen', side: 0, drawer: 0, card: '3h' });
    expect(outcomeOf(s.context)!.money).toEqual({ trade: 'buying', money: '\u221215%', mt: -2 });
    expect(s.context.narration.map((w) => w.text)).toContain(
      'Player is buying: the money column is read on the opposite row, \u22122: \u221215% on a fair price.',
    );
  });

  it('reads the difference of an opposed check for the acting side, buying', () => {
    let s = start({ mode: 'opposed', skill: '1', deck: '5s', 'opponent-skill': '1', 'opponent-deck': '8s', trade: 'buying' });
    s = send(
      s,
      { type: 'check.drawn' },
      { type: 'card.chosen', side: 0, drawer: 0, card: '5s' },
      { type: 'card.chosen', side: 1, drawer: 0, card: '8s' },
    );
    // +5 against +8: the difference is −3, so a buyer reads the +3 row: the price goes up by a quarter.
    expect(outcomeOf(s.context)!.money).toEqual({ trade: 'buying', money: '+25%', mt: 3 });
  });

  it('takes the side of the bargain before the draw only, and only selling or buying', () => {
    const s = start({ skill: '2' });
    expect(s.can({ type: 'trade.chosen', trade: 'lending' as never })).toBe(false);
    expect(send(s, { type: 'check.drawn' }).can({ type: 'trade.chosen', trade: 'buying' })).toBe(false);
  });

  it('keeps the side of the bargain for the next check', () => {
    let s = send(start({ skill: '2', trade: 'buying' }), { type: 'check.drawn' });
    s = send(s, { type: 'card.chosen', side: 0, drawer: 0, card: s.context.sides[0]!.drawers[0]!.hand[0]! });
    while (!s.hasTag('resolved'))
      s = send(
        s,
        s.can({ type: 'hit.declined', side: 0 }) ? { type: 'hit.declined', side: 0 } : { type: 'joker.ruled', side: 0, total: 0 },
      );
    expect(send(s, { type: 'check.begun' }).context.trade).toBe('buying');
  });
});

describe('a basic check, step by step', () => {
  it("replays Enris's tracking from a stacked deck: −3 from −3, −4, −7, awareness +2, easy +3 = +2", () => {
    let s = start({ skill: '3', attribute: '2', difficulty: 'easy', deck: '3h 4h 7h' });
    expect(s.value).toBe('settingUp');
    s = send(s, { type: 'check.drawn' });
    expect(s.context.sides[0]!.drawers[0]!.hand).toEqual(['3h', '4h', '7h']);
    s = send(s, { type: 'card.chosen', side: 0, drawer: 0, card: '3h' });
    expect(s.value).toBe('resolved');
    const outcome = outcomeOf(s.context)!;
    expect(outcome).toMatchObject({ success: true, chartMt: 2 });
    expect(outcome.row.general).toBe('Sufficient');
    expect(outcome.summary).toBe('\u22123 card + 2 attribute + 3 difficulty = 2: success (the total must be above 0)');
  });

  it('draws one card for an untrained skill', () => {
    const s = send(start({ skill: '0' }), { type: 'check.drawn' });
    expect(s.context.sides[0]!.drawers[0]!.hand).toHaveLength(1);
  });

  it('refuses an advanced skill without training, and says why', () => {
    const s = start({ skill: '0', advanced: '' });
    expect(s.value).toBe('settingUp');
    expect(s.can({ type: 'check.drawn' })).toBe(false);
    expect(drawProblem(s.context)).toBe('Player cannot try this: an advanced skill cannot be attempted without training');
    expect(s.context.narration.map((w) => w.text).join(' ')).toMatch(/advanced skill cannot be attempted without training/);
  });

  it('draws from the lower skill when two are used at once', () => {
    const s = send(start({ skill: '5', 'second-skill': '2' }), { type: 'check.drawn' });
    expect(s.context.sides[0]!.drawers[0]!.hand).toHaveLength(2);
  });

  it('refuses a card that is not in the hand', () => {
    const s = send(start({ deck: '3h 4h 7h' }), { type: 'check.drawn' });
    expect(s.can({ type: 'card.chosen', side: 0, drawer: 0, card: '5s' })).toBe(false);
  });

  it('asks for a hit decision on a revealed hit card, and a hit cannot be undone (ruling: when you decide to hit)', () => {
    let s = start({ skill: '1', deck: 'Ks Qh 4s' });
    s = send(s, { type: 'check.drawn' }, { type: 'card.chosen', side: 0, drawer: 0, card: 'Ks' });
    expect(s.matches({ playing: 'hitting' })).toBe(true);
    s = send(s, { type: 'hit.taken', side: 0 });
    expect(s.context.sides[0]!.play!.chain).toEqual(['Ks', 'Qh']);
    expect(s.matches({ playing: 'hitting' })).toBe(true);
    s = send(s, { type: 'hit.taken', side: 0 });
    expect(s.value).toBe('resolved');
    expect(outcomeOf(s.context)).toMatchObject({ chartMt: 3 - 2 + 4, success: true });
    expect(outcomeOf(s.context)!.summary).toMatch(/^5 card \(\+3, \u22122, \+4\) = 5/);
  });

  it('resolves at once when the player stands on a hit card', () => {
    const s = send(
      start({ skill: '1', deck: 'Kh' }),
      { type: 'check.drawn' },
      { type: 'card.chosen', side: 0, drawer: 0, card: 'Kh' },
      { type: 'hit.declined', side: 0 },
    );
    expect(s.value).toBe('resolved');
    expect(outcomeOf(s.context)).toMatchObject({ chartMt: -3, success: false });
    expect(s.can({ type: 'hit.taken', side: 0 })).toBe(false);
  });

  it('waits for the GM on a joker and takes the verdict as the total (ruling: how a joker is settled)', () => {
    let s = start({ skill: '1', deck: 'JK', attribute: '4' });
    s = send(s, { type: 'check.drawn' }, { type: 'card.chosen', side: 0, drawer: 0, card: 'JK1' });
    expect(s.matches({ playing: 'gmRuling' })).toBe(true);
    expect(outcomeOf(s.context)).toBeUndefined();
    expect(s.can({ type: 'joker.ruled', side: 0, total: 11 })).toBe(false);
    s = send(s, { type: 'joker.ruled', side: 0, total: -10 });
    expect(s.value).toBe('resolved');
    expect(outcomeOf(s.context)).toMatchObject({ success: false, chartMt: -10 });
    expect(outcomeOf(s.context)!.row.general).toBe('Incompetence');
  });

  it('rules that a joker in the draw need not be played: another card resolves without the GM (ruling: how a joker is settled)', () => {
    const s = send(start({ skill: '2', deck: 'JK 5s' }), { type: 'check.drawn' }, { type: 'card.chosen', side: 0, drawer: 0, card: '5s' });
    expect(s.value).toBe('resolved');
    expect(outcomeOf(s.context)).toMatchObject({ chartMt: 5, success: true });
  });

  it('lets a helper combine skills: the best card of either hand may be played', () => {
    let s = start({ skill: '1', 'helper-skill': '2', deck: '2h' });
    s = send(s, { type: 'check.drawn' });
    const helperHand = s.context.sides[0]!.drawers[1]!.hand;
    expect(helperHand).toHaveLength(2);
    const card = helperHand[0]!;
    s = send(s, { type: 'card.chosen', side: 0, drawer: 1, card });
    expect(s.context.sides[0]!.chosenFrom).toBe(1);
  });

  it("rules that a hit on a helper's card draws from the helper's deck", () => {
    let s = start({ skill: '1', 'helper-skill': '1', deck: '2h', seed: '7' });
    s = send(s, { type: 'check.drawn' });
    // Find a seed-independent hit: keep drawing until the helper shows a hit card.
    for (let n = 0; n < 20 && !/^[JQK]/.test(s.context.sides[0]!.drawers[1]!.hand[0]!); n++) {
      s = send(s, { type: 'card.chosen', side: 0, drawer: 0, card: s.context.sides[0]!.drawers[0]!.hand[0]! });
      if (s.matches({ playing: 'hitting' })) s = send(s, { type: 'hit.declined', side: 0 });
      if (s.matches({ playing: 'gmRuling' })) s = send(s, { type: 'joker.ruled', side: 0, total: 0 });
      s = send(s, { type: 'check.begun' }, { type: 'check.drawn' });
    }
    const helper = s.context.sides[0]!.drawers[1]!;
    const own = s.context.sides[0]!.drawers[0]!;
    expect(helper.hand[0]).toMatch(/^[JQK]/);
    const helperTop = helper.pile.drawPile[0];
    const ownPile = own.pile;
    s = send(s, { type: 'card.chosen', side: 0, drawer: 1, card: helper.hand[0]! }, { type: 'hit.taken', side: 0 });
    expect(s.context.sides[0]!.play!.chain[1]).toBe(helperTop);
    expect(s.context.sides[0]!.drawers[0]!.pile).toEqual(ownPile);
  });
});

describe('an opposed check', () => {
  it('replays Enris against the barkeeper: +6 against +8, the barkeeper wins, row −2', () => {
    let s = start({ mode: 'opposed', skill: '1', attribute: '1', deck: '5s', 'opponent-skill': '1', 'opponent-deck': '8s' });
    s = send(s, { type: 'check.drawn' }, { type: 'card.chosen', side: 0, drawer: 0, card: '5s' });
    expect(s.matches({ playing: 'choosing' })).toBe(true);
    s = send(s, { type: 'card.chosen', side: 1, drawer: 0, card: '8s' });
    expect(s.value).toBe('resolved');
    const outcome = outcomeOf(s.context)!;
    expect(outcome).toMatchObject({ success: false, chartMt: -2 });
    expect(outcome.row.general).toBe('Poor');
  });

  it('decides hits in order, the acting side first, after both cards are revealed (ruling: when you decide to hit)', () => {
    let s = start({ mode: 'opposed', skill: '1', deck: 'Qs 3s', 'opponent-skill': '1', 'opponent-deck': 'Kd 2d' });
    s = send(s, { type: 'check.drawn' }, { type: 'card.chosen', side: 0, drawer: 0, card: 'Qs' });
    expect(s.can({ type: 'hit.taken', side: 0 })).toBe(false);
    s = send(s, { type: 'card.chosen', side: 1, drawer: 0, card: 'Kd' });
    expect(s.can({ type: 'hit.taken', side: 1 })).toBe(false);
    s = send(s, { type: 'hit.taken', side: 0 }, { type: 'hit.declined', side: 1 });
    expect(outcomeOf(s.context)).toMatchObject({ chartMt: 2 + 3 - -3, success: true });
  });

  it('gives a tie to the opposition (ruling: ties in an opposed check)', () => {
    let s = start({ mode: 'opposed', skill: '1', deck: '4s', 'opponent-skill': '1', 'opponent-deck': '4c' });
    s = send(
      s,
      { type: 'check.drawn' },
      { type: 'card.chosen', side: 0, drawer: 0, card: '4s' },
      { type: 'card.chosen', side: 1, drawer: 0, card: '4c' },
    );
    expect(outcomeOf(s.context)).toMatchObject({ success: false, chartMt: 0 });
    expect(outcomeOf(s.context)!.summary).toMatch(/tie/);
  });
});

describe('setting the check up before the draw', () => {
  it('lets the reader change skill, attribute, difficulty and modifiers, and draws with the new settings', () => {
    let s = start({ skill: '1', deck: '3h 4h 7h' });
    s = send(s, { type: 'side.adjusted', side: 0, changes: { skill: 3, attribute: 2, difficulty: 'easy', modifier: -1 } });
    expect(s.context.sides[0]!.allowance.cards).toBe(3);
    expect(s.context.sides[0]!.modifiers).toEqual({ attribute: 2, situational: 2 });
    s = send(s, { type: 'check.drawn' }, { type: 'card.chosen', side: 0, drawer: 0, card: '3h' });
    expect(outcomeOf(s.context)!.summary).toMatch(/^\u22123 card \+ 2 attribute \+ 3 difficulty \u2212 1 other modifiers = 1/);
  });

  it('refuses an untrained advanced skill as soon as it is set, and allows it again once trained', () => {
    let s = start({ skill: '2' });
    s = send(s, { type: 'side.adjusted', side: 0, changes: { skill: 0, advanced: true } });
    expect(s.can({ type: 'check.drawn' })).toBe(false);
    expect(drawProblem(s.context)).toMatch(/advanced skill cannot be attempted without training/);
    s = send(s, { type: 'side.adjusted', side: 0, changes: { skill: 1 } });
    expect(s.can({ type: 'check.drawn' })).toBe(true);
  });

  it('gives a helper who joins a deck of their own, and draws their hand too', () => {
    let s = start({ skill: '1' });
    s = send(s, { type: 'side.adjusted', side: 0, changes: { helperSkill: 2 } });
    expect(s.context.sides[0]!.drawers).toHaveLength(2);
    s = send(s, { type: 'check.drawn' });
    expect(s.context.sides[0]!.drawers.map((d) => d.hand.length)).toEqual([1, 2]);
  });

  it('turns a basic check into an opposed one and back, the opposition keeping its deck', () => {
    let s = start({ 'opponent-deck': '8s', 'opponent-skill': '1' });
    s = send(s, { type: 'mode.chosen', mode: 'opposed' });
    expect(s.context.sides.map((x) => x.label)).toEqual(['Player', 'Opponent']);
    expect(s.context.sides[1]!.drawers[0]!.pile.drawPile[0]).toBe('8s');
    s = send(s, { type: 'side.adjusted', side: 1, changes: { attribute: 2 } });
    s = send(s, { type: 'mode.chosen', mode: 'basic' });
    expect(s.context.sides).toHaveLength(1);
    s = send(s, { type: 'mode.chosen', mode: 'opposed', mustAlsoSucceed: true });
    expect(s.context.sides[1]!.settings.attribute).toBe(2);
    expect(s.context.mustAlsoSucceed).toBe(true);
  });

  it('says why a setting is refused, and refuses it after the draw', () => {
    const s = start({});
    expect(adjustmentProblem(s.context, 0, { skill: 11 })).toBe('the skill must be a whole number from 0 to 10');
    expect(adjustmentProblem(s.context, 0, { attribute: 2.5 })).toBe('the attribute must be a whole number from \u221210 to 10');
    expect(adjustmentProblem(s.context, 0, { difficulty: 'constructor' })).toBe(
      'the difficulty must be one of the rows of the difficulty table',
    );
    expect(adjustmentProblem(s.context, 0, { constructor: 1 })).toMatch(/^a check has no setting called "constructor"/);
    expect(adjustmentProblem(s.context, 1, { skill: 1 })).toBe('a basic check has one side');
    expect(adjustmentProblem(s.context, '__proto__', { skill: 1 })).toBe('a basic check has one side');
    const drawn = send(s, { type: 'check.drawn' });
    expect(drawn.can({ type: 'side.adjusted', side: 0, changes: { skill: 1 } })).toBe(false);
  });
});

describe('why each step is refused', () => {
  it('names the card, the side and the turn to decide', () => {
    let s = start({ mode: 'opposed', skill: '1', deck: 'Qs', 'opponent-skill': '1', 'opponent-deck': 'Kd', 'opponent-label': 'Guard' });
    s = send(s, { type: 'check.drawn' });
    expect(choiceProblem(s.context, 0, 0, '5s')).toBe("that card is not in Player's draw");
    expect(choiceProblem(s.context, 0, 3, 'Qs')).toBe('Player has no such hand');
    expect(choiceProblem(s.context, 2, 0, 'Qs')).toBe('an opposed check has two sides');
    s = send(s, { type: 'card.chosen', side: 0, drawer: 0, card: 'Qs' });
    expect(choiceProblem(s.context, 0, 0, 'Qs')).toBe('Player has already chosen a card');
    expect(hitProblem(s.context, 0)).toBe('no hit decision is due');
    s = send(s, { type: 'card.chosen', side: 1, drawer: 0, card: 'Kd' });
    expect(hitProblem(s.context, 1)).toBe('Player decides first');
    expect(verdictProblem(s.context, 0, 0)).toBe("no joker of Player's waits for the GM");
  });

  it('takes a joker verdict only as a row of the chart', () => {
    const s = send(start({ skill: '1', deck: 'JK' }), { type: 'check.drawn' }, { type: 'card.chosen', side: 0, drawer: 0, card: 'JK1' });
    for (const total of [11, -11, 0.5, Number.NaN, '3']) {
      expect(verdictProblem(s.context, 0, total)).toBe("the GM's verdict is a row of the result chart, a whole number from \u221210 to 10");
      expect(s.can({ type: 'joker.ruled', side: 0, total: total as number })).toBe(false);
    }
  });

  it('refuses events of any shape without throwing', () => {
    const drawn = send(start({ mode: 'opposed' }), { type: 'check.drawn' });
    const odd = [
      { type: 'card.chosen', side: {}, drawer: null, card: 5 },
      { type: 'card.chosen', side: 'constructor', drawer: 0, card: 'constructor' },
      { type: 'hit.taken', side: -1 },
      { type: 'joker.ruled', side: 0, total: '__proto__' },
      { type: 'side.adjusted', side: 0, changes: null },
      { type: 'mode.chosen', mode: 'toString' },
    ];
    for (const e of odd) expect(drawn.can(e as never)).toBe(false);
  });
});

describe('why each step happened', () => {
  it('links every sentence it can to a rule of the checks page', () => {
    let s = start({ mode: 'opposed', skill: '1', deck: 'Ks 7h', 'opponent-skill': '1', 'opponent-deck': '4c' });
    const rules = new Set<string>(Object.values(KARMA_CHECK_RULES).map((r) => r.section));
    const seen: string[] = [];
    const look = () => {
      for (const w of s.context.narration) {
        expect(w.rule, w.text).toBeDefined();
        expect(rules.has(w.rule!.section)).toBe(true);
        seen.push(w.rule!.title);
      }
    };
    look();
    for (const e of [
      { type: 'check.drawn' },
      { type: 'card.chosen', side: 0, drawer: 0, card: 'Ks' },
      { type: 'card.chosen', side: 1, drawer: 0, card: '4c' },
      { type: 'hit.taken', side: 0 },
    ] as KarmaCheckEvent[]) {
      s = send(s, e);
      look();
    }
    expect(s.value).toBe('resolved');
    // +3 then −7: −4 against +4, the opposition wins by 8.
    expect(s.context.narration.map((w) => w.text)).toEqual([
      'Player hits and draws \u22127.',
      'Player: \u22124 card (+3, \u22127) = \u22124. Opponent: 4 card = 4.',
      '\u22124 is not greater than +4: the opposition wins by 8: failure for Player.',
      'Result chart row \u22128: horrific.',
    ]);
    expect(seen).toContain('Hit cards');
    expect(seen).toContain('The result chart');
  });
});

describe('reshuffling karma decks', () => {
  it('rules that a karma deck is reshuffled only when it runs out, like the world deck (ruling: when a karma deck is reshuffled)', () => {
    let s = start({ skill: '10' });
    const draws: number[] = [];
    for (let check = 0; check < 5; check++) {
      s = send(s, { type: 'check.drawn' });
      draws.push(s.context.sides[0]!.drawers[0]!.pile.drawPile.length);
      const card = s.context.sides[0]!.drawers[0]!.hand.find((c) => !c.startsWith('K') && !c.startsWith('Q') && !c.startsWith('J'))!;
      s = send(s, { type: 'card.chosen', side: 0, drawer: 0, card });
      if (s.matches({ playing: 'gmRuling' })) s = send(s, { type: 'joker.ruled', side: 0, total: 0 });
      s = send(s, { type: 'check.begun' });
    }
    // 44 cards, 10 a check: 34, 24, 14, 4 left; the fifth check exhausts the pile and reshuffles.
    expect(draws.slice(0, 4)).toEqual([34, 24, 14, 4]);
    expect(s.context.reshuffles).toHaveLength(1);
    expect(s.context.reshuffles[0]).toMatch(/Player's karma deck ran out .* \(check 5\)/);
  });
});

const seeds = fc.integer({ min: 0, max: 4294967295 });
const choices = fc.array(fc.nat(), { minLength: 1, maxLength: 40 });

/** Play a run of checks, picking among the allowed events by index. */
function playRandom(input: KarmaCheckInput, picks: number[]): { snaps: Snap[]; events: KarmaCheckEvent[] } {
  let s = initialTransition(karmaCheckMachine, input)[0];
  const snaps = [s];
  const events: KarmaCheckEvent[] = [];
  for (const pick of picks) {
    const ctx = s.context;
    const candidates: KarmaCheckEvent[] = [{ type: 'check.drawn' }, { type: 'check.begun' }];
    ctx.sides.forEach((side, i) => {
      side.drawers.forEach((d, j) => d.hand.forEach((card) => candidates.push({ type: 'card.chosen', side: i, drawer: j, card })));
      candidates.push(
        { type: 'hit.taken', side: i },
        { type: 'hit.declined', side: i },
        { type: 'joker.ruled', side: i, total: (pick % 21) - 10 },
      );
    });
    const allowed = candidates.filter((e) => s.can(e));
    if (allowed.length === 0) break;
    const e = allowed[pick % allowed.length]!;
    s = transition(karmaCheckMachine, s, e)[0];
    snaps.push(s);
    events.push(e);
  }
  return { snaps, events };
}

const inputs = fc.record({
  mode: fc.constantFrom('basic', 'opposed'),
  skill: fc.integer({ min: 0, max: 10 }),
  helper: fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
  opp: fc.integer({ min: 0, max: 10 }),
  draws: fc.constantFrom('karma', 'world'),
});

describe('properties', () => {
  it('conserves every card of every deck through any run of checks', () => {
    fc.assert(
      fc.property(seeds, inputs, choices, (seed, i, picks) => {
        const attrs: Record<string, string> = {
          seed: String(seed),
          mode: i.mode,
          skill: String(i.skill),
          'opponent-skill': String(i.opp),
          'opponent-draws': i.draws,
        };
        if (i.helper !== undefined) attrs['helper-skill'] = String(i.helper);
        const { snaps } = playRandom(parseCheckSetup(attrs).input, picks);
        for (const s of snaps) {
          s.context.sides.forEach((side, si) =>
            side.drawers.forEach((d, di) => {
              const full = d.deckKind === 'world' ? worldDeck() : karmaDeck();
              expect(cardsOfDrawer(s.context, si, di).sort()).toEqual(full.sort());
            }),
          );
        }
      }),
      { numRuns: 150 },
    );
  });

  it('replays the same checks from the same seed and events', () => {
    fc.assert(
      fc.property(seeds, inputs, choices, (seed, i, picks) => {
        const input = parseCheckSetup({ seed: String(seed), mode: i.mode, skill: String(i.skill), 'opponent-skill': String(i.opp) }).input;
        const first = playRandom(input, picks);
        let s = initialTransition(karmaCheckMachine, input)[0];
        for (const e of first.events) s = transition(karmaCheckMachine, s, e)[0];
        expect(JSON.parse(JSON.stringify(s.context))).toEqual(JSON.parse(JSON.stringify(first.snaps[first.snaps.length - 1]!.context)));
        expect(s.value).toEqual(first.snaps[first.snaps.length - 1]!.value);
      }),
      { numRuns: 100 },
    );
  });

  it('always reaches a result that adds up as the page says: card values + attribute + difficulty + modifier, above 0 (or above the opposition)', () => {
    // The page's difficulty table and the card values, written out here rather than read from the rules module.
    const difficulty: Record<string, number> = {
      'very-easy': 5,
      easy: 3,
      moderate: 0,
      difficult: -3,
      'very-difficult': -5,
      'nigh-impossible': -8,
    };
    const value = (c: string) => {
      const rank = c.slice(0, -1);
      const face: Record<string, number> = { A: 1, J: 1, Q: 2, K: 3 };
      const v = face[rank] ?? Number(rank);
      return c.endsWith('h') || c.endsWith('d') ? -v : v;
    };
    const attrs = fc.record({
      attribute: fc.integer({ min: -10, max: 10 }),
      difficulty: fc.constantFrom(...Object.keys(difficulty)),
      modifier: fc.integer({ min: -20, max: 20 }),
    });
    fc.assert(
      fc.property(seeds, inputs, choices, attrs, attrs, (seed, i, picks, a, b) => {
        const input = parseCheckSetup({
          seed: String(seed),
          mode: i.mode,
          skill: String(i.skill),
          'opponent-skill': String(i.opp),
          attribute: String(a.attribute),
          difficulty: a.difficulty,
          modifier: String(a.modifier),
          'opponent-attribute': String(b.attribute),
          'opponent-difficulty': b.difficulty,
          'opponent-modifier': String(b.modifier),
        }).input;
        for (const s of playRandom(input, picks).snaps) {
          if (s.value !== 'resolved') continue;
          const totals = s.context.sides.map((side, k) => {
            if (side.verdict) return side.verdict.total;
            const m = k === 0 ? a : b;
            return side.play!.chain.reduce((sum, c) => sum + value(c), 0) + m.attribute + difficulty[m.difficulty]! + m.modifier;
          });
          const o = outcomeOf(s.context)!;
          if (totals.length === 1) {
            expect(o.chartMt).toBe(totals[0]);
            expect(o.success).toBe(totals[0]! > 0);
          } else {
            expect(o.chartMt).toBe(totals[0]! - totals[1]!);
            expect(o.success).toBe(totals[0]! > totals[1]!); // a tie is not a win
          }
          expect(o.row.mt).toBe(Math.max(-10, Math.min(10, o.chartMt)));
        }
      }),
      { numRuns: 100 },
    );
  });
});
