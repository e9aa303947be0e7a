import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { initialTransition, transition } from 'xstate';
import { initiativeDealMachine, initiativeDealRecord } from '../../machines/liberi-gothica/initiative-deal/initiative-deal.machine.js';
import { expectChartHighlights, expectChartMatchesMachine } from '../shared/testing/chart.js';
import { until } from '../shared/testing/keys.js';
import { checkDamagedSavedTables, checkEachInvalidValue, checkHostileAttributes } from '../shared/testing/hostile.js';
import chart from '../../generated/charts/initiative-deal.chart.js';
import './rb-initiative-deal.js';
import type { RbInitiativeDeal } from './rb-initiative-deal.js';
import type { RbRevealEvent } from './events.js';
import {
  table,
  root,
  button,
  text,
  announced,
  press,
  click,
  altArrow,
  faceDown,
  revealed,
  landed,
  playFirstRound,
  playsOneStepByKeys,
  ATTRIBUTES,
} from './initiative-deal.testing.js';

describe('rb-initiative-deal', () => {
  it('is accessible before the deal, with a hand open, and after a reveal', async () => {
    const el = await table({ deck: 'JK Qs 2h 3h 4h Qd 2c 3c 4c 5c' });
    await expect(el).to.be.accessible();
    await press(el, 'Deal the first hand');
    await press(el, /^Show hand of Ada/);
    // Axe reads colours as composited: a card half way through being dealt in is half
    // transparent. What is checked is where each step lands.
    await landed(el);
    await expect(el).to.be.accessible();
    await press(el, /^Play the joker/);
    await landed(el);
    await expect(el).to.be.accessible();
    await press(el, /^Play the joker as queen/);
    await press(el, /^Show hand of Bram/);
    await press(el, /^Play the queen of diamonds/);
    await press(el, 'Reveal the cards');
    await landed(el);
    await expect(el).to.be.accessible();
  });

  it("puts each card button's visible text in its accessible name (label in name)", async () => {
    const el = await table({ deck: 'JK As 2h 3h 4h Kd Jc 10c 4c 5c' });
    await press(el, 'Deal the first hand');
    el.showHands = true;
    await el.updateComplete;
    const cardButtons = [...root(el).querySelectorAll<HTMLButtonElement>('button.card-button')];
    expect(cardButtons).to.have.length(10);
    for (const b of cardButtons) {
      const visible = b.querySelector('.card')!.textContent!.trim();
      expect(b.getAttribute('aria-label'), visible).to.contain(visible);
    }
    await press(el, /^Play the joker/);
    const ranks = [...root(el).querySelectorAll<HTMLButtonElement>('[part~="joker"] .ranks button')].filter(
      (b) => b.textContent!.trim() !== 'Cancel',
    );
    expect(ranks.map((b) => b.textContent!.trim())).to.deep.equal(['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2']);
    for (const b of ranks) expect(b.getAttribute('aria-label')).to.contain(b.textContent!.trim());
  });

  it('shows the hand, the round, the clock and the deck, and keeps the roster in the table setup', async () => {
    const el = await table();
    expect(text(el)).to.contain('Not dealt yet · 2 at the table · deck 54');
    const setup = root(el).querySelector<HTMLDetailsElement>('details.setup')!;
    // Before the deal the setup is open (seating people is the step); the deal closes it.
    expect(setup.open).to.equal(true);
    expect(setup.querySelector('form[part~="add-form"]')).to.exist;
    expect(root(el).querySelector('[part~="stage"] form')).to.equal(null);
    await press(el, 'Deal the first hand');
    expect(setup.open).to.equal(false);
    // Nothing of the roster sits between the hands and the Reveal button.
    const stage = root(el).querySelector('[part~="stage"]')!;
    expect(
      [...stage.querySelectorAll('button')].map((b) => b.textContent!.replace(/\s+/g, ' ').trim()).filter((t) => /Remove|Add/.test(t)),
    ).to.deep.equal([]);
    expect(text(el)).to.contain('Hand 1 · round 1 of 5 · game time 0:00 · deck 44');
  });

  it('plays a round by mouse and explains the order', async () => {
    const el = await table();
    await click(el, 'Deal the first hand');
    await click(el, /^Show hand of Ada/);
    await click(el, /^Play the queen of spades/);
    await click(el, /^Show hand of Bram/);
    const reveal = oneEvent(el, 'rb-reveal') as Promise<RbRevealEvent>;
    await click(el, /^Play the queen of diamonds/);
    await click(el, 'Reveal the cards');
    const { detail } = await reveal;
    expect(detail.order.map((o) => o.name)).to.deep.equal(['Ada', 'Bram']);
    expect(text(el)).to.contain('Q♠ before Q♦: spades act first');
    expect(text(el)).to.contain('game time 0:06');
  });

  it('plays a round by keyboard alone, and steps back and forward with Alt+arrows', async () => {
    const el = await table();
    await playFirstRound(el);
    expect(text(el)).to.contain('spades act first');
    expect(el.snapshot.matches(revealed)).to.equal(true);
    button(el, 'Back').focus();
    await altArrow(el, 'ArrowLeft');
    expect(el.snapshot.matches(faceDown)).to.equal(true);
    await altArrow(el, 'ArrowRight');
    expect(el.snapshot.matches(revealed)).to.equal(true);
  });

  it('sets the turn order beside the cards played, and moves the "acting now" marker as each turn ends', async () => {
    const el = await table({ participants: 'Ada: pc; Bram: pc; Ogre: monster K♠' });
    await playFirstRound(el);
    const places = () => [...root(el).querySelectorAll('[part~="order"] > li')];
    // Each place holds its card face up, next to who played it, once the cards have turned over.
    await landed(el);
    expect(places().map((li) => li.querySelector('.card')!.textContent)).to.deep.equal(['K♠', 'Q♠', 'Q♦']);
    const acting = () => root(el).querySelector('[part~="order"] [aria-current="step"]')!.querySelector('.name')!.textContent;
    expect(acting()).to.equal('Ogre');
    await press(el, 'Ogre is done: Ada acts');
    expect(acting()).to.equal('Ada');
    expect(announced(el)).to.contain("Ogre's turn is over; Ada acts now (the queen of spades, place 2 of 3).");
    await press(el, 'Ada is done: Bram acts');
    await press(el, 'Bram is done');
    expect(root(el).querySelector('[aria-current="step"]')).to.equal(null);
    expect(button(el, /^Next round/).classList.contains('primary')).to.equal(true);
    // The marker is part of the story: a step back puts it where it was.
    await press(el, 'Back');
    expect(acting()).to.equal('Bram');
  });

  it('links each placing to the rule that put it there', async () => {
    const el = await table();
    await playFirstRound(el);
    const links = [...root(el).querySelectorAll('[part~="order"] a[part~="rule-link"]')] as HTMLAnchorElement[];
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal([
      '/liberi-gothica/turn-order/#a-round',
      '/liberi-gothica/turn-order/#a-round',
    ]);
    const why = root(el).querySelector('[part~="why"] a[part~="rule-link"]') as HTMLAnchorElement;
    expect(why.getAttribute('href')).to.equal('/liberi-gothica/turn-order/#a-round');
    expect(announced(el)).to.contain('Turn order: 1. Ada, the queen of spades; 2. Bram, the queen of diamonds.');
  });

  it("says why a newcomer cannot sit, in the machine's own words", async () => {
    const el = await table();
    const form = root(el).querySelector('form')!;
    const kind = form.querySelector('select[name="kind"]') as HTMLSelectElement;
    kind.value = 'monster';
    kind.dispatchEvent(new Event('change'));
    await el.updateComplete;
    (form.querySelector('input[name="name"]') as HTMLInputElement).value = 'Ogre';
    (form.querySelector('input[name="card"]') as HTMLInputElement).required = false;
    form.requestSubmit();
    await el.updateComplete;
    expect(root(el).querySelector('[role="alert"]')!.textContent).to.contain('Ogre is a monster and needs a fixed card');
  });

  it('keeps hidden cards out of the DOM, and closes a hand once its card is down and when the round is revealed', async () => {
    const el = await table();
    await press(el, 'Deal the first hand');
    expect(text(el)).not.to.contain('Q♠');
    expect(root(el).innerHTML).not.to.contain('queen of spades');
    expect(text(el)).to.contain('5 cards in hand');
    await press(el, /^Show hand of Ada/);
    expect(text(el)).to.contain('Q♠');
    // One hand open at a time: opening Bram's closes Ada's.
    await press(el, /^Show hand of Bram/);
    expect(text(el)).not.to.contain('Q♠');
    await press(el, /^Show hand of Ada/);
    await press(el, /^Play the queen of spades/);
    // Laid face down: the hand closes, the back is shown, the face is nowhere in the shadow tree.
    expect(root(el).innerHTML).not.to.contain('queen of spades');
    expect(root(el).querySelector('.slot [part~="card-back"]')).to.exist;
    expect(button(el, /^Show hand of Ada/).getAttribute('aria-pressed')).to.equal('false');
    await press(el, /^Show hand of Bram/);
    await press(el, /^Play the queen of diamonds/);
    await press(el, /^Show hand of Ada/);
    await press(el, 'Reveal the cards');
    await press(el, /^Bram is done|^Ada is done/);
    await press(el, /^Next round/);
    expect(root(el).querySelector('[part~="hand"]')).to.equal(null);
    expect(text(el)).not.to.contain('2♥');
  });

  it("names a joker's rank with one plain button per rank", async () => {
    const el = await table({ deck: 'JK 2h 3h 4h 5h Qd 2c 3c 4c 5c' });
    await press(el, 'Deal the first hand');
    await press(el, /^Show hand of Ada/);
    await press(el, /^Play the joker/);
    // Nothing is laid until a rank is named; Cancel puts the choice away.
    expect(el.snapshot.context.plays).to.deep.equal({});
    expect(text(el)).to.contain("Ada's joker: which rank does it count as?");
    await press(el, 'Cancel');
    expect(root(el).querySelector('[part~="joker"]')).to.equal(null);
    await press(el, /^Play the joker/);
    await press(el, /^Play the joker as queen/);
    expect(el.snapshot.context.plays).to.deep.equal({ p1: { card: 'JK1', namedRank: 12 } });
    await press(el, /^Show hand of Bram/);
    await press(el, /^Play the queen of diamonds/);
    await press(el, 'Reveal the cards');
    expect(text(el)).to.contain('a joker has no suit, so it acts after natural cards of the rank it names');
  });

  it('steps back and forward to the exact same table, and the same cards come back', async () => {
    const el = await table();
    await press(el, 'Deal the first hand');
    const dealt = JSON.stringify(el.snapshot.context);
    await press(el, /^Show hand of Ada/);
    await press(el, /^Play the queen of spades/);
    const played = JSON.stringify(el.snapshot.context);
    await press(el, 'Back');
    expect(JSON.stringify(el.snapshot.context)).to.equal(dealt);
    await press(el, 'Forward');
    expect(JSON.stringify(el.snapshot.context)).to.equal(played);
    await press(el, 'Start');
    expect(el.snapshot.matches('setting the table')).to.equal(true);
  });

  it('matches the machine step for step (the widget decides no rule)', async () => {
    const el = await table({ participants: 'Ada: pc; Bram: pc; Ogre: monster K♠' });
    await playFirstRound(el);
    await press(el, 'Ogre is done: Ada acts');
    let [snap] = initialTransition(initiativeDealMachine, el.record.input);
    for (const e of el.record.events) [snap] = transition(initiativeDealMachine, snap, e);
    expect(snap.context).to.deep.equal(el.snapshot.context);
  });

  it('closes every open hand when the Reset button starts a fresh table', async () => {
    const el = await table();
    await press(el, 'Deal the first hand');
    await press(el, /^Show hand of Ada/);
    expect(text(el)).to.contain('Q♠');
    await press(el, 'Reset');
    await press(el, 'Deal the first hand');
    expect(text(el)).not.to.contain('Q♠');
    expect(button(el, /^Show hand of Ada/).getAttribute('aria-pressed')).to.equal('false');
  });

  it('shows the odds of each place for the open hand: every card before it is laid, the laid card after', async () => {
    const el = await table({ participants: 'Ada: pc; Bram: pc; Ogre: monster 9♥' });
    await press(el, 'Deal the first hand');
    await press(el, 'Odds');
    expect(text(el)).to.contain('show a hand to see where its cards would place');
    await press(el, /^Show hand of Ada/);
    // The odds are a module of their own, loaded when a reader first asks.
    await until(el, () => root(el).querySelector('[part~="hand-odds"]') !== null, 'the odds arrived');
    const rows = [...root(el).querySelectorAll('[part~="hand-odds"] tbody tr')].map((tr) =>
      [...tr.children].map((c) => c.textContent!.trim()).join(' '),
    );
    // Q♠ against Bram's unseen card (49 Ada cannot see) and the Ogre's 9♥: only A, K and
    // the two jokers act before it: 10 of 49 = 20.4%.
    expect(rows[0]).to.equal('Q♠ 79.6% 20.4% 0%');
    await press(el, /^Play the queen of spades/);
    // The hand closed with the card laid: the odds are read from a seat again once it is shown.
    await press(el, /^Show hand of Ada/);
    const odds = root(el).querySelector('[part~="odds"]:not([part~="hand-odds"])')!.textContent!.replace(/\s+/g, ' ');
    expect(odds).to.contain("Where Ada's Q♠ places this round");
    expect(odds).to.contain('1st 79.6%');
  });

  it('asks who acts first before the reveal in learner mode, without changing the story', async () => {
    sessionStorage.removeItem('rb-learn:rb-initiative-deal');
    const plain = await table();
    const learner = await table({ learn: true });
    for (const el of [plain, learner]) {
      await press(el, 'Deal the first hand');
      await press(el, /^Show hand of Ada/);
      await press(el, /^Play the queen of spades/);
      await press(el, /^Show hand of Bram/);
      await press(el, /^Play the queen of diamonds/);
      await press(el, 'Reveal the cards');
    }
    expect(text(learner)).to.contain('Who acts first this round?');
    expect(learner.snapshot.matches(faceDown)).to.equal(true);
    await press(learner, 'Ada');
    expect(learner.snapshot.context).to.deep.equal(plain.snapshot.context);
    expect(root(learner).querySelector('[part~="graded"]')!.textContent).to.contain('Right.');
  });

  it('sums the hand up once its last round is revealed', async () => {
    const el = await table();
    await playFirstRound(el);
    expect(root(el).querySelector('[part~="summary"]')).to.equal(null);
    for (const n of ['2', '3', '4', '5']) {
      await press(el, /^Next round/);
      await press(el, /^Show hand of Ada/);
      await press(el, `Play the ${n} of hearts`);
      await press(el, /^Show hand of Bram/);
      await press(el, `Play the ${n} of clubs`);
      await press(el, 'Reveal the cards');
    }
    expect(root(el).querySelector('[part~="summary"]')!.textContent).to.contain(
      'Hand 1 of 5 cards, round 5: 5 rounds revealed in all, 0:30 of game time.',
    );
    expect(button(el, 'Reshuffle and deal hand 2')).to.exist;
  });

  it('draws the statechart from the machine, following the table', async () => {
    expectChartMatchesMachine(chart, initiativeDealMachine);
    const el = await table();
    await press(el, 'Statechart');
    for (let i = 0; i < 100 && !root(el).querySelector('.rb-chart g.st'); i++) await new Promise((r) => setTimeout(r, 50));
    await el.updateComplete;
    expectChartHighlights(el, chart, initiativeDealMachine);
    // Each step of the first round, as playFirstRound plays it, then back and forward.
    const round = [
      'Deal the first hand',
      /^Show hand of Ada/,
      /^Play the queen of spades/,
      /^Show hand of Bram/,
      /^Play the queen of diamonds/,
      'Reveal the cards',
    ];
    for (const step of [...round, 'Back', 'Back', 'Forward']) {
      await press(el, step);
      expectChartHighlights(el, chart, initiativeDealMachine);
    }
  });

  it('shows a specific error for a bad attribute and still works with defaults', async () => {
    const errors = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('rb-error', (e) => resolve(e as CustomEvent), { once: true }),
    );
    const el = await fixture<RbInitiativeDeal>(
      html`<rb-initiative-deal no-save seed="7" deck="Qs 11h" participants="Ogre: monster"></rb-initiative-deal>`,
    );
    const alert = root(el).querySelector('[role="alert"]')!;
    expect(alert.textContent).to.contain('deck: "11h" is not a card');
    expect(alert.textContent).to.contain('Ogre is a monster and needs a fixed card');
    expect((await errors).detail.messages).to.have.length(2);
    await press(el, 'Deal the first hand');
    expect(el.snapshot.matches(faceDown)).to.equal(true);
  });

  it('adds a newcomer mid-hand from the table setup', async () => {
    const el = await table();
    await press(el, 'Deal the first hand');
    const form = root(el).querySelector('form')!;
    (form.querySelector('input[name="name"]') as HTMLInputElement).value = 'Cato';
    form.requestSubmit();
    await el.updateComplete;
    expect(text(el)).to.contain('Cato');
    expect(text(el)).to.contain('plays from the next round');
  });

  describe('hostile input', function () {
    this.timeout(120_000);
    const options = { tag: 'rb-initiative-deal', attributes: ATTRIBUTES, works: playsOneStepByKeys, fixed: { 'no-save': '' } };

    it('names each attribute given a value it cannot take, and still plays', async () => {
      await checkEachInvalidValue(options);
    });

    it('survives any values in any attributes, changed while it runs and removed again', async () => {
      await checkHostileAttributes({ ...options, runs: 20 });
    });

    it('opens fresh with a plain message from a damaged saved table of any shape', async () => {
      await checkDamagedSavedTables({
        tag: 'rb-initiative-deal',
        works: playsOneStepByKeys,
        format: initiativeDealRecord.current,
        runs: 20,
      });
    });

    it("says plainly that a saved table with no setup cannot be used, not the engine's words", async () => {
      localStorage.setItem('rb:null-input', JSON.stringify({ format: initiativeDealRecord.current, input: null, events: [], step: 0 }));
      const el = await fixture<RbInitiativeDeal>(html`<rb-initiative-deal storage-key="null-input"></rb-initiative-deal>`);
      expect(root(el).querySelector('[role="alert"]')!.textContent).to.contain('its setup could not be used (it holds no setup)');
      await playsOneStepByKeys(el);
      localStorage.removeItem('rb:null-input');
    });
  });
});
