import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { initiativeDealRecord } from '../../machines/liberi-gothica/initiative-deal/initiative-deal.machine.js';
import { encodeRecord } from '../shared/persist.js';
import './rb-initiative-deal.js';
import type { RbInitiativeDeal } from './rb-initiative-deal.js';
import { TABLE, DECK, root, press, faceDown } from './initiative-deal.testing.js';

describe('rb-initiative-deal', () => {
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
