import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { initiativeDealRecord } from '../../machines/liberi-gothica/initiative-deal.machine.js';
import { checkDamagedSavedTables, checkEachInvalidValue, checkHostileAttributes, type AttributeSpec } from '../shared/testing/hostile.js';
import './rb-initiative-deal.js';
import type { RbInitiativeDeal } from './rb-initiative-deal.js';
import type { RbRevealEvent } from './events.js';

const TABLE = 'Ada: pc; Bram: pc';
const DECK = 'Qs 2h 3h 4h 5h Qd 2c 3c 4c 5c';

async function table(attrs: { deck?: string; participants?: string; seed?: string } = {}) {
  const el = await fixture<RbInitiativeDeal>(html`<rb-initiative-deal
    no-save
    seed=${attrs.seed ?? '7'}
    deck=${attrs.deck ?? DECK}
    participants=${attrs.participants ?? TABLE}
  ></rb-initiative-deal>`);
  await el.updateComplete;
  return el;
}

const root = (el: RbInitiativeDeal) => el.shadowRoot!;
const buttons = (el: RbInitiativeDeal) => [...root(el).querySelectorAll('button')];
const button = (el: RbInitiativeDeal, text: string | RegExp) => {
  const found = buttons(el).find((b) => (typeof text === 'string' ? b.textContent!.includes(text) : text.test(b.textContent!)) || b.getAttribute('aria-label')?.match(text));
  if (!found) throw new Error(`no button ${text}; have: ${buttons(el).map((b) => b.textContent!.trim()).join(' | ')}`);
  return found;
};
const text = (el: RbInitiativeDeal) => root(el).textContent!.replace(/\s+/g, ' ');

async function click(el: RbInitiativeDeal, label: string | RegExp) {
  button(el, label).click();
  await el.updateComplete;
}

/** Focus a control and press a real key on it (the browser's own keyboard, not a synthetic event). */
async function press(el: RbInitiativeDeal, b: HTMLElement, key = 'Enter') {
  b.focus();
  expect(root(el).activeElement).to.equal(b);
  await sendKeys({ press: key });
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

/**
 * The widget still plays: one step by real key presses. The step offered (deal, reveal,
 * next round, reshuffle) if there is one, otherwise someone new is seated through the form.
 */
async function playsOneStepByKeys(el: RbInitiativeDeal) {
  await el.updateComplete;
  const step = el.record.step;
  const offered = buttons(el).find((b) => /Deal the first hand|Reveal the cards|Next round|Reshuffle and deal/.test(b.textContent!) && !b.disabled);
  if (offered) {
    await press(el, offered);
  } else {
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
  { name: 'storage-key', kind: 'free' },
  { name: 'no-save', kind: 'flag' },
];

describe('rb-initiative-deal', () => {
  it('is accessible before and after a reveal', async () => {
    const el = await table();
    await expect(el).to.be.accessible();
    await click(el, 'Deal the first hand');
    el.showHands = true;
    await el.updateComplete;
    await click(el, /Play the queen of spades/);
    await click(el, /Play the queen of diamonds/);
    await click(el, 'Reveal the cards');
    await expect(el).to.be.accessible();
  });

  it('renders the table, the counters and the clock', async () => {
    const el = await table();
    expect(text(el)).to.contain('Ada');
    expect(text(el)).to.contain('Bram');
    expect(text(el)).to.contain('Game time 0:00');
  });

  it('plays a round by mouse and explains the order', async () => {
    const el = await table();
    await click(el, 'Deal the first hand');
    await click(el, /Show hand of Ada/);
    await click(el, /Play the queen of spades/);
    await click(el, /Show hand of Bram/);
    const reveal = oneEvent(el, 'rb-reveal') as Promise<RbRevealEvent>;
    await click(el, /Play the queen of diamonds/);
    await click(el, 'Reveal the cards');
    const { detail } = await reveal;
    expect(detail.order.map((o) => o.name)).to.deep.equal(['Ada', 'Bram']);
    expect(text(el)).to.contain('Q♠ before Q♦: spades act first');
    expect(text(el)).to.contain('Game time 0:06');
  });

  it('plays a round by keyboard alone', async () => {
    const el = await table();
    await press(el, button(el, 'Deal the first hand'));
    await press(el, button(el, /Show hand of Ada/));
    await press(el, button(el, /Play the queen of spades/));
    await press(el, button(el, /Show hand of Bram/));
    await press(el, button(el, /Play the queen of diamonds/));
    await press(el, button(el, 'Reveal the cards'));
    expect(text(el)).to.contain('spades act first');
    expect(el.snapshot.matches({ 'playing a hand': 'revealed' })).to.equal(true);
    // Alt+Left steps back through the history from the keyboard, Alt+Right forward again.
    button(el, 'Back').focus();
    await altArrow(el, 'ArrowLeft');
    expect(el.snapshot.matches(faceDown)).to.equal(true);
    await altArrow(el, 'ArrowRight');
    expect(el.snapshot.matches({ 'playing a hand': 'revealed' })).to.equal(true);
  });

  it('links each placing to the rule that put it there', async () => {
    const el = await table();
    el.showHands = true;
    await click(el, 'Deal the first hand');
    await click(el, /Play the queen of spades/);
    await click(el, /Play the queen of diamonds/);
    await click(el, 'Reveal the cards');
    const links = [...root(el).querySelectorAll('[part~="order"] a[part~="rule-link"]')] as HTMLAnchorElement[];
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(['/liberi-gothica/turn-order/#a-round', '/liberi-gothica/turn-order/#a-round']);
    const narration = root(el).querySelector('[part~="narration"] a[part~="rule-link"]') as HTMLAnchorElement;
    expect(narration.getAttribute('href')).to.equal('/liberi-gothica/turn-order/#a-round');
    // The live region says the same sentences, without the links' titles.
    expect(root(el).querySelector('[role="status"]')!.textContent).to.contain('Turn order: 1. Ada, the queen of spades; 2. Bram, the queen of diamonds.');
  });

  it('says why a newcomer cannot sit, in the machine\'s own words', async () => {
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

  it('keeps hidden cards out of the DOM and the accessibility tree', async () => {
    const el = await table();
    await click(el, 'Deal the first hand');
    expect(text(el)).not.to.contain('Q♠');
    expect(root(el).innerHTML).not.to.contain('queen of spades');
    expect(text(el)).to.contain('5 cards in hand');
    await click(el, /Show hand of Ada/);
    expect(text(el)).to.contain('Q♠');
    await click(el, /Play the queen of spades/);
    await click(el, /Hide hand of Ada/);
    // Played face down: the back is shown, the face is nowhere in the shadow tree.
    expect(root(el).innerHTML).not.to.contain('queen of spades');
    expect(root(el).querySelector('[part~="card-back"]')).to.exist;
  });

  it('names a joker by choosing a rank in the widget', async () => {
    const el = await table({ deck: 'JK 2h 3h 4h 5h Qd 2c 3c 4c 5c' });
    await click(el, 'Deal the first hand');
    el.showHands = true;
    await el.updateComplete;
    await click(el, /Play the joker/);
    const select = root(el).querySelector('select:not([name])') as HTMLSelectElement;
    select.value = '12';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    await click(el, 'Play joker as queen');
    await click(el, /Play the queen of diamonds/);
    await click(el, 'Reveal the cards');
    expect(text(el)).to.contain('a joker has no suit, so it acts after natural cards of the rank it names');
  });

  it('steps back and forward, and the same cards come back', async () => {
    const el = await table();
    await click(el, 'Deal the first hand');
    const hands = el.snapshot.context.participants.map((p) => [...p.hand]);
    el.showHands = true;
    await el.updateComplete;
    await click(el, /Play the queen of spades/);
    await click(el, 'Back');
    expect(el.snapshot.context.participants.map((p) => [...p.hand])).to.deep.equal(hands);
    await click(el, 'Forward');
    expect(el.snapshot.context.plays).to.have.property('p1');
    await click(el, 'Start');
    expect(el.snapshot.matches('setting the table')).to.equal(true);
  });

  it('closes every open hand when the Reset button starts a fresh table', async () => {
    const el = await table();
    await click(el, 'Deal the first hand');
    await click(el, /Show hand of Ada/);
    expect(text(el)).to.contain('Q♠');
    await click(el, 'Reset');
    await click(el, 'Deal the first hand');
    expect(text(el)).not.to.contain('Q♠');
    expect(button(el, /Show hand of Ada/).getAttribute('aria-pressed')).to.equal('false');
  });

  it('shows a specific error for a bad attribute and still works with defaults', async () => {
    const errors = new Promise<CustomEvent>((resolve) => document.addEventListener('rb-error', (e) => resolve(e as CustomEvent), { once: true }));
    const el = await fixture<RbInitiativeDeal>(html`<rb-initiative-deal no-save seed="7" deck="Qs 11h" participants="Ogre: monster"></rb-initiative-deal>`);
    const alert = root(el).querySelector('[role="alert"]')!;
    expect(alert.textContent).to.contain('deck: "11h" is not a card');
    expect(alert.textContent).to.contain('Ogre is a monster and needs a fixed card');
    expect((await errors).detail.messages).to.have.length(2);
    await click(el, 'Deal the first hand');
    expect(el.snapshot.matches(faceDown)).to.equal(true);
  });

  it('adds a newcomer mid-hand from the form', async () => {
    const el = await table();
    await click(el, 'Deal the first hand');
    const form = root(el).querySelector('form')!;
    (form.querySelector('input[name="name"]') as HTMLInputElement).value = 'Cato';
    form.requestSubmit();
    await el.updateComplete;
    expect(text(el)).to.contain('Cato');
    expect(text(el)).to.contain('plays from the next round');
  });

  it('survives a reload from its saved copy, and recovers from a corrupt one', async () => {
    localStorage.removeItem('rb:test-table');
    const first = await fixture<RbInitiativeDeal>(html`<rb-initiative-deal storage-key="test-table" seed="3" participants=${TABLE}></rb-initiative-deal>`);
    await click(first, 'Deal the first hand');
    const dealt = first.snapshot.context.participants.map((p) => [...p.hand]);
    first.remove();
    const again = await fixture<RbInitiativeDeal>(html`<rb-initiative-deal storage-key="test-table" seed="3" participants=${TABLE}></rb-initiative-deal>`);
    expect(again.snapshot.matches(faceDown)).to.equal(true);
    expect(again.snapshot.context.participants.map((p) => [...p.hand])).to.deep.equal(dealt);
    again.remove();
    localStorage.setItem('rb:test-table', '{"format":"initiative-deal/0","events":[],"step":0}');
    const fresh = await fixture<RbInitiativeDeal>(html`<rb-initiative-deal storage-key="test-table" seed="3" participants=${TABLE}></rb-initiative-deal>`);
    expect(root(fresh).querySelector('[role="alert"]')!.textContent).to.contain('made by another version of this widget');
    expect(fresh.snapshot.matches('setting the table')).to.equal(true);
    localStorage.setItem('rb:test-table', 'not json');
    fresh.remove();
    const fresh2 = await fixture<RbInitiativeDeal>(html`<rb-initiative-deal storage-key="test-table" seed="3" participants=${TABLE}></rb-initiative-deal>`);
    expect(root(fresh2).querySelector('[role="alert"]')!.textContent).to.contain('damaged');
    localStorage.removeItem('rb:test-table');
  });

  it('reads a table saved before the events were renamed (initiative-deal/1)', async () => {
    // Dealt from a stacked deck, so the cards are known: Ada holds Q♠ 2♥ …, Bram Q♦ 2♣ ….
    const events = [{ type: 'hand.dealt' }, { type: 'card.played', id: 'p1', card: 'Qs' }, { type: 'card.played', id: 'p2', card: 'Qd' }];
    const input = { seed: 3, stackedDeck: DECK.split(' '), participants: [{ name: 'Ada', kind: 'pc' }, { name: 'Bram', kind: 'pc' }], rulings: {} };
    const old = { format: 'initiative-deal/1', input, events: [...events, { type: 'round.revealed' }, { type: 'round.next' }, { type: 'card.played', id: 'p1', card: '2h' }, { type: 'card.takenBack', id: 'p1' }], step: 7 };
    localStorage.setItem('rb:old-table', JSON.stringify(old));
    const el = await fixture<RbInitiativeDeal>(html`<rb-initiative-deal storage-key="old-table" seed="3" participants=${TABLE}></rb-initiative-deal>`);
    expect(root(el).querySelector('[role="alert"]')).to.equal(null);
    expect(el.record.format).to.equal('initiative-deal/2');
    expect(el.record.events.map((e) => e.type)).to.deep.equal(['hand.dealt', 'card.played', 'card.played', 'round.revealed', 'round.begun', 'card.played', 'card.withdrawn']);
    expect(el.snapshot.context.roundInHand).to.equal(2);
    localStorage.removeItem('rb:old-table');
  });

  it('opens a saved table at the step it was saved at, and a fresh one at step 0', async () => {
    localStorage.removeItem('rb:step-table');
    const fresh = await fixture<RbInitiativeDeal>(html`<rb-initiative-deal storage-key="step-table" seed="3" participants=${TABLE}></rb-initiative-deal>`);
    expect(fresh.record.step).to.equal(0);
    await click(fresh, 'Deal the first hand');
    fresh.showHands = true;
    await fresh.updateComplete;
    await click(fresh, /^Play the /);
    await click(fresh, 'Back');
    expect(fresh.record).to.include({ step: 1 });
    fresh.remove();
    const again = await fixture<RbInitiativeDeal>(html`<rb-initiative-deal storage-key="step-table" seed="3" participants=${TABLE}></rb-initiative-deal>`);
    expect(again.record.step).to.equal(1);
    expect(again.record.events).to.have.length(2);
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
      await checkDamagedSavedTables({ tag: 'rb-initiative-deal', works: playsOneStepByKeys, format: initiativeDealRecord.current, runs: 20 });
    });

    it('says plainly that a saved table with no setup cannot be used, not the engine\'s words', async () => {
      localStorage.setItem('rb:null-input', JSON.stringify({ format: initiativeDealRecord.current, input: null, events: [], step: 0 }));
      const el = await fixture<RbInitiativeDeal>(html`<rb-initiative-deal storage-key="null-input"></rb-initiative-deal>`);
      expect(root(el).querySelector('[role="alert"]')!.textContent).to.contain("the saved table's setup could not be used (it holds no setup)");
      await playsOneStepByKeys(el);
      localStorage.removeItem('rb:null-input');
    });
  });
});
