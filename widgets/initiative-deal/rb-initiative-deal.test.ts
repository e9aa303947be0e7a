import { expect, fixture, html, oneEvent } from '@open-wc/testing';
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

/** Press Enter or Space on a focused button the way a keyboard user would. */
async function press(el: RbInitiativeDeal, b: HTMLButtonElement) {
  b.focus();
  expect(root(el).activeElement).to.equal(b);
  b.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  b.click(); // a focused button's default action for Enter
  await el.updateComplete;
}

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
    // Alt+Left steps back through the history from the keyboard.
    root(el).querySelector('button')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', altKey: true, bubbles: true, composed: true }));
    await el.updateComplete;
    expect(el.snapshot.value).to.equal('playing');
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
    await click(el, '◀ Back');
    expect(el.snapshot.context.participants.map((p) => [...p.hand])).to.deep.equal(hands);
    await click(el, 'Forward ▶');
    expect(el.snapshot.context.plays).to.have.property('p1');
    await click(el, 'Start');
    expect(el.snapshot.value).to.equal('setup');
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
    expect(el.snapshot.value).to.equal('playing');
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
    expect(again.snapshot.value).to.equal('playing');
    expect(again.snapshot.context.participants.map((p) => [...p.hand])).to.deep.equal(dealt);
    again.remove();
    localStorage.setItem('rb:test-table', '{"format":"initiative-deal/0","events":[],"step":0}');
    const fresh = await fixture<RbInitiativeDeal>(html`<rb-initiative-deal storage-key="test-table" seed="3" participants=${TABLE}></rb-initiative-deal>`);
    expect(root(fresh).querySelector('[role="alert"]')!.textContent).to.contain('made by another version of this widget');
    expect(fresh.snapshot.value).to.equal('setup');
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
});
