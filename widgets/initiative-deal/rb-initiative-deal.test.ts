import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { initialTransition, transition } from 'xstate';
import { initiativeDealMachine, initiativeDealRecord } from '../../machines/liberi-gothica/initiative-deal/initiative-deal.machine.js';
import { encodeRecord } from '../shared/persist.js';
import { expectChartHighlights, expectChartMatchesMachine } from '../shared/testing/chart.js';
import { until } from '../shared/testing/keys.js';
import { checkDamagedSavedTables, checkEachInvalidValue, checkHostileAttributes, type AttributeSpec } from '../shared/testing/hostile.js';
import chart from '../../generated/charts/initiative-deal.chart.js';
import './rb-initiative-deal.js';
import type { RbInitiativeDeal } from './rb-initiative-deal.js';
import type { RbRevealEvent } from './events.js';

const TABLE = 'Ada: pc; Bram: pc';
// Dealt a full hand at a time: Ada holds Q♠ 2♥ 3♥ 4♥ 5♥, Bram Q♦ 2♣ 3♣ 4♣ 5♣.
const DECK = 'Qs 2h 3h 4h 5h Qd 2c 3c 4c 5c';

async function table(attrs: { deck?: string; participants?: string; seed?: string; learn?: boolean } = {}) {
  const el = await fixture<RbInitiativeDeal>(
    html`<rb-initiative-deal
      no-save
      seed=${attrs.seed ?? '7'}
      deck=${attrs.deck ?? DECK}
      participants=${attrs.participants ?? TABLE}
      ?learn=${attrs.learn ?? false}
    ></rb-initiative-deal>`,
  );
  await el.updateComplete;
  return el;
}

const root = (el: RbInitiativeDeal) => el.shadowRoot!;
const buttons = (el: RbInitiativeDeal) => [...root(el).querySelectorAll('button')];
/** A button by its words or its accessible name (the history bar's by their own words). */
const button = (el: RbInitiativeDeal, name: string | RegExp) => {
  const words = (b: HTMLButtonElement) => ((b.querySelector('.label') ?? b).textContent ?? '').replace(/\s+/g, ' ').trim();
  const matches = (s: string) => (typeof name === 'string' ? s.startsWith(name) : name.test(s));
  const found = buttons(el).find((b) => matches(words(b)) || matches(b.getAttribute('aria-label') ?? ''));
  if (!found)
    throw new Error(
      `no button ${name}; have: ${buttons(el)
        .map((b) => b.getAttribute('aria-label') ?? words(b))
        .join(' | ')}`,
    );
  return found;
};
const text = (el: RbInitiativeDeal) => root(el).textContent!.replace(/\s+/g, ' ');
const announced = (el: RbInitiativeDeal) => root(el).querySelector('[role="status"]')!.textContent!;

/** Focus a control and press a real key on it (the browser's own keyboard, not a synthetic event). */
async function press(el: RbInitiativeDeal, name: string | RegExp, key = 'Enter') {
  const b = button(el, name);
  expect(b.disabled, `${name} is enabled`).to.equal(false);
  b.focus();
  expect(root(el).activeElement).to.equal(b);
  await sendKeys({ press: key });
  await el.updateComplete;
}

/** Click with the mouse at the button's middle. */
async function click(el: RbInitiativeDeal, name: string | RegExp) {
  const b = button(el, name);
  b.scrollIntoView({ block: 'center' });
  const r = b.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] });
  await el.updateComplete;
}

/** Alt+← or Alt+→ on the real keyboard, with focus inside the widget. */
async function altArrow(el: RbInitiativeDeal, arrow: 'ArrowLeft' | 'ArrowRight') {
  await sendKeys({ down: 'Alt' });
  await sendKeys({ press: arrow });
  await sendKeys({ up: 'Alt' });
  await el.updateComplete;
}

const faceDown = { 'playing a hand': 'playing face down' } as const;
const revealed = { 'playing a hand': 'revealed' } as const;

/** Once every card has been dealt and turned over (the flip draws a face at its half-turn). */
async function landed(el: RbInitiativeDeal) {
  for (let i = 0; i < 100 && root(el).getAnimations().length > 0; i++) await new Promise((r) => setTimeout(r, 20));
  await el.updateComplete;
}

/** Deal, Ada lays Q♠ and Bram Q♦ from their own open hands, then reveal: all by keys. */
async function playFirstRound(el: RbInitiativeDeal) {
  await press(el, 'Deal the first hand');
  await press(el, /^Show hand of Ada/);
  await press(el, /^Play the queen of spades/);
  await press(el, /^Show hand of Bram/);
  await press(el, /^Play the queen of diamonds/);
  await press(el, 'Reveal the cards');
}

/**
 * The widget still plays: one step by real key presses. The step offered (deal, reveal,
 * next turn, next round, reshuffle) if there is one, otherwise someone new is seated through
 * the table setup's form.
 */
async function playsOneStepByKeys(el: RbInitiativeDeal) {
  await el.updateComplete;
  const step = el.record.step;
  const offered = buttons(el).find(
    (b) => /Deal the first hand|Reveal the cards|is done|Next round|Reshuffle and deal/.test(b.textContent!) && !b.disabled,
  );
  if (offered) {
    offered.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    if (el.teach.pending) el.teach.skip();
    await el.updateComplete;
  } else {
    const setup = root(el).querySelector('details.setup') as HTMLDetailsElement;
    setup.open = true;
    const name = root(el).querySelector('input[name="name"]') as HTMLInputElement;
    name.focus();
    await sendKeys({ type: 'Zed' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
  }
  expect(el.record.step, 'one step was played by keyboard').to.equal(step + 1);
}

const ATTRIBUTES: readonly AttributeSpec[] = [
  { name: 'seed', kind: 'checked' },
  { name: 'deck', kind: 'checked' },
  { name: 'participants', kind: 'checked' },
  { name: 'joker-ties', kind: 'checked' },
  { name: 'fixed-ties', kind: 'checked' },
  { name: 'show-hands', kind: 'flag' },
  { name: 'learn', kind: 'flag' },
  { name: 'storage-key', kind: 'free' },
  { name: 'no-save', kind: 'flag' },
  { name: 'rules-base', kind: 'checked' },
];

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

  it('survives a reload from its saved copy, and recovers from a corrupt one', async () => {
    localStorage.removeItem('rb:test-table');
    const first = await fixture<RbInitiativeDeal>(
      html`<rb-initiative-deal storage-key="test-table" seed="3" participants=${TABLE}></rb-initiative-deal>`,
    );
    await press(first, 'Deal the first hand');
    const dealt = first.snapshot.context.participants.map((p) => [...p.hand]);
    first.remove();
    const again = await fixture<RbInitiativeDeal>(
      html`<rb-initiative-deal storage-key="test-table" seed="3" participants=${TABLE}></rb-initiative-deal>`,
    );
    expect(again.snapshot.matches(faceDown)).to.equal(true);
    expect(again.snapshot.context.participants.map((p) => [...p.hand])).to.deep.equal(dealt);
    again.remove();
    localStorage.setItem('rb:test-table', '{"format":"initiative-deal/0","events":[],"step":0}');
    const fresh = await fixture<RbInitiativeDeal>(
      html`<rb-initiative-deal storage-key="test-table" seed="3" participants=${TABLE}></rb-initiative-deal>`,
    );
    expect(root(fresh).querySelector('[role="alert"]')!.textContent).to.contain('made by another version of this widget');
    expect(fresh.snapshot.matches('setting the table')).to.equal(true);
    localStorage.setItem('rb:test-table', 'not json');
    fresh.remove();
    const fresh2 = await fixture<RbInitiativeDeal>(
      html`<rb-initiative-deal storage-key="test-table" seed="3" participants=${TABLE}></rb-initiative-deal>`,
    );
    expect(root(fresh2).querySelector('[role="alert"]')!.textContent).to.contain('damaged');
    localStorage.removeItem('rb:test-table');
  });

  it('reads a table saved before the events were renamed (initiative-deal/1)', async () => {
    // Dealt from a stacked deck, so the cards are known: Ada holds Q♠ 2♥ …, Bram Q♦ 2♣ ….
    const events = [{ type: 'hand.dealt' }, { type: 'card.played', id: 'p1', card: 'Qs' }, { type: 'card.played', id: 'p2', card: 'Qd' }];
    const input = {
      seed: 3,
      stackedDeck: DECK.split(' '),
      participants: [
        { name: 'Ada', kind: 'pc' },
        { name: 'Bram', kind: 'pc' },
      ],
      rulings: {},
    };
    const old = {
      format: 'initiative-deal/1',
      input,
      events: [
        ...events,
        { type: 'round.revealed' },
        { type: 'round.next' },
        { type: 'card.played', id: 'p1', card: '2h' },
        { type: 'card.takenBack', id: 'p1' },
      ],
      step: 7,
    };
    localStorage.setItem('rb:old-table', JSON.stringify(old));
    const el = await fixture<RbInitiativeDeal>(
      html`<rb-initiative-deal storage-key="old-table" seed="3" participants=${TABLE}></rb-initiative-deal>`,
    );
    expect(root(el).querySelector('[role="alert"]')).to.equal(null);
    expect(el.record.format).to.equal(initiativeDealRecord.current);
    expect(el.record.events.map((e) => e.type)).to.deep.equal([
      'hand.dealt',
      'card.played',
      'card.played',
      'round.revealed',
      'round.begun',
      'card.played',
      'card.withdrawn',
    ]);
    expect(el.snapshot.context.roundInHand).to.equal(2);
    localStorage.removeItem('rb:old-table');
  });

  it('opens a table saved by the older builds, which keyed it by page alone, and moves it to its own key', async () => {
    // Until 0.1.0 an initiative deal without storage-key was saved as "initiative-deal@<page>":
    // two tables on one page then opened each other's. Today's key adds the widget's id (or
    // "table"); a table saved the old way still opens, once, and then lives under the new key.
    const page = location.pathname;
    const input = {
      seed: 3,
      stackedDeck: DECK.split(' '),
      participants: [
        { name: 'Ada', kind: 'pc' },
        { name: 'Bram', kind: 'pc' },
      ],
      rulings: { jokerTies: 'after-suits', fixedTies: 'dealt-first' },
    };
    const events = [{ type: 'hand.dealt' }, { type: 'card.played', id: 'p1', card: 'Qs' }, { type: 'card.played', id: 'p2', card: 'Qd' }];
    const record = { format: initiativeDealRecord.current, input, events: [...events, { type: 'round.revealed' }], step: 4 };
    localStorage.clear();
    localStorage.setItem(`rb:initiative-deal@${page}`, JSON.stringify(record));
    const el = await fixture<RbInitiativeDeal>(html`<rb-initiative-deal id="turn" participants=${TABLE}></rb-initiative-deal>`);
    expect(root(el).querySelector('[role="alert"]')).to.equal(null);
    expect(el.record.step).to.equal(4);
    expect(el.snapshot.context.order.map((o) => o.name)).to.deep.equal(['Ada', 'Bram']);
    expect(localStorage.getItem(`rb:initiative-deal@${page}`)).to.equal(null);
    expect(JSON.parse(localStorage.getItem(`rb:initiative-deal@${page}#turn`)!).step).to.equal(4);
    el.remove();

    // A link shared by an older build names the old key in the page's hash: it opens too.
    history.replaceState(null, '', `#${encodeURIComponent(`initiative-deal@${page}`)}=${encodeRecord({ ...record, step: 1 })}`);
    const linked = await fixture<RbInitiativeDeal>(html`<rb-initiative-deal participants=${TABLE}></rb-initiative-deal>`);
    expect(linked.record.step).to.equal(1);
    expect(linked.snapshot.hasTag('playing face down')).to.equal(true);
    history.replaceState(null, '', location.pathname);
    linked.remove();

    // Two deals on one page, with ids and no storage-key, keep a table each.
    localStorage.clear();
    const pair = await fixture<HTMLDivElement>(
      html`<div>
        <rb-initiative-deal id="first" seed="1" participants=${TABLE}></rb-initiative-deal
        ><rb-initiative-deal id="second" seed="2" participants=${TABLE}></rb-initiative-deal>
      </div>`,
    );
    const [first, second] = [...pair.querySelectorAll('rb-initiative-deal')] as RbInitiativeDeal[];
    await first!.updateComplete;
    await second!.updateComplete;
    expect(first!.record.input.seed).to.equal(1);
    expect(second!.record.input.seed).to.equal(2);
    expect(JSON.parse(localStorage.getItem(`rb:initiative-deal@${page}#first`)!).input.seed).to.equal(1);
    expect(JSON.parse(localStorage.getItem(`rb:initiative-deal@${page}#second`)!).input.seed).to.equal(2);
    localStorage.clear();
  });

  it('opens a saved table at the step it was saved at, and a fresh one at step 0', async () => {
    localStorage.removeItem('rb:step-table');
    const fresh = await fixture<RbInitiativeDeal>(
      html`<rb-initiative-deal storage-key="step-table" seed="3" participants=${TABLE}></rb-initiative-deal>`,
    );
    expect(fresh.record.step).to.equal(0);
    await press(fresh, 'Deal the first hand');
    await press(fresh, /^Show hand of Ada/);
    await press(fresh, /^Play the /);
    await press(fresh, 'Back');
    expect(fresh.record).to.include({ step: 1 });
    fresh.remove();
    const again = await fixture<RbInitiativeDeal>(
      html`<rb-initiative-deal storage-key="step-table" seed="3" participants=${TABLE}></rb-initiative-deal>`,
    );
    expect(again.record.step).to.equal(1);
    // The card laid face down was never turned up, so the saved table did not keep it.
    expect(again.record.events).to.have.length(1);
    localStorage.removeItem('rb:step-table');
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

describe('what a saved table and a share link hold', () => {
  const KEY = 'secret-table';
  afterEach(() => {
    history.replaceState(null, '', location.pathname + location.search);
    localStorage.removeItem(`rb:${KEY}`);
  });

  /**
   * From a shuffled deck (the setup names no card): round 1 played and revealed by keys, then
   * Ada lays a card face down in round 2; then the link, shared by keys.
   */
  async function secretAndLink(showHands: boolean) {
    localStorage.removeItem(`rb:${KEY}`);
    const el = await fixture<RbInitiativeDeal>(
      html`<rb-initiative-deal storage-key=${KEY} seed="7" participants=${TABLE} ?show-hands=${showHands}></rb-initiative-deal>`,
    );
    await press(el, 'Deal the first hand');
    for (const who of ['Ada', 'Bram']) {
      if (!showHands) await press(el, new RegExp(`^Show hand of ${who}`));
      await press(el, /^Play the /);
    }
    await press(el, 'Reveal the cards');
    const shown = el.snapshot.context.order.map((o) => o.card!);
    await press(el, 'Next round');
    if (!showHands) await press(el, /^Show hand of Ada/);
    await press(el, /^Play the /);
    const secret = el.snapshot.context.plays.p1!.card;
    await press(el, 'Copy share link');
    for (let i = 0; i < 50 && !root(el).querySelector('.share-field'); i++) await new Promise((r) => setTimeout(r, 20));
    const link = (root(el).querySelector('.share-field') as HTMLInputElement).value;
    const encoded = new URLSearchParams(new URL(link).hash.slice(1)).get(KEY)!;
    const bytes = Uint8Array.from(atob(encoded.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    return { el, link, shown, secret, held: [localStorage.getItem(`rb:${KEY}`)!, new TextDecoder().decode(bytes)] };
  }

  it('keeps a face-down card out of the saved table and the link; reopened, the link replays to the last reveal', async () => {
    const { el, link, shown, secret, held } = await secretAndLink(false);
    for (const text of held) {
      expect(text, 'the face-down card is not named').not.to.contain(`"${secret}"`);
      for (const card of shown) expect(text, 'the turned-up cards are').to.contain(`"card":"${card}"`);
    }
    el.remove();
    history.replaceState(null, '', new URL(link).hash);
    const opened = await fixture<RbInitiativeDeal>(
      html`<rb-initiative-deal storage-key=${KEY} seed="1" participants=${TABLE}></rb-initiative-deal>`,
    );
    expect(opened.snapshot.matches(faceDown)).to.equal(true);
    expect(opened.snapshot.context.roundInHand).to.equal(2);
    expect(opened.snapshot.context.plays).to.deep.equal({});
    expect(opened.snapshot.context.table).to.have.members(shown);
  });

  it("keeps every move in the LM's view, where every hand is shown", async () => {
    const { secret, held } = await secretAndLink(true);
    for (const text of held) expect(text).to.contain(`"card":"${secret}"`);
  });

  it('saves again at once when the LM ticks or unticks Show every hand', async () => {
    const { el, secret } = await secretAndLink(false);
    const saved = () => localStorage.getItem(`rb:${KEY}`)!;
    expect(saved()).not.to.contain(`"${secret}"`);
    const box = root(el).querySelector<HTMLInputElement>('.show-all input[type="checkbox"]')!;
    (box.closest('details') as HTMLDetailsElement | null)?.setAttribute('open', '');
    box.focus();
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(el.showHands).to.equal(true);
    expect(saved()).to.contain(`"card":"${secret}"`);
    box.focus();
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(saved()).not.to.contain(`"${secret}"`);
  });
});
