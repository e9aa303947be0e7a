import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { aimingRecord } from '../../machines/karmic/aiming.machine.js';
import { checkDamagedSavedTables, checkEachInvalidValue, checkHostileAttributes, type AttributeSpec } from '../shared/testing/hostile.js';
import './rb-aiming.js';
import type { RbAiming } from './rb-aiming.js';

const ENRIS_DECK = '2s 4h 7h 5s';

async function table(attrs: { deck?: string; seed?: string; weapon?: string; distance?: string } = {}) {
  const el = await fixture<RbAiming>(html`<rb-aiming
    no-save
    seed=${attrs.seed ?? '7'}
    deck=${attrs.deck ?? ENRIS_DECK}
    weapon=${attrs.weapon ?? 'spear'}
    distance=${attrs.distance ?? '5'}
    finesse="1"
  ></rb-aiming>`);
  await el.updateComplete;
  return el;
}

const root = (el: RbAiming) => el.shadowRoot!;
const buttons = (el: RbAiming) => [...root(el).querySelectorAll('button')];
const button = (el: RbAiming, label: string | RegExp) => {
  const match = (s: string | null | undefined) => (s ? (typeof label === 'string' ? s.includes(label) : label.test(s)) : false);
  const found = buttons(el).find((b) => match(b.textContent) || match(b.getAttribute('aria-label')));
  if (!found) throw new Error(`no button ${label}; have: ${buttons(el).map((b) => (b.getAttribute('aria-label') ?? b.textContent!).trim()).join(' | ')}`);
  return found;
};
const text = (el: RbAiming) => root(el).textContent!.replace(/\s+/g, ' ');
const rowLabels = (el: RbAiming) => [...root(el).querySelectorAll('[part~="slot"] .marks > span:first-child')].map((s) => s.textContent!.trim());

async function click(el: RbAiming, label: string | RegExp) {
  button(el, label).click();
  await el.updateComplete;
}

/** Focus a button and press Enter on it from the keyboard. */
async function enter(el: RbAiming, label: string | RegExp) {
  const b = button(el, label);
  b.focus();
  expect(root(el).activeElement).to.equal(b);
  await sendKeys({ press: 'Enter' });
  await el.updateComplete;
}
const press = enter;

const announced = (el: RbAiming) => root(el).querySelector('[role="status"]')!.textContent!;

/** Alt+← or Alt+→ pressed from the keyboard, with focus on a control of the widget. */
async function altArrow(el: RbAiming, key: 'ArrowLeft' | 'ArrowRight') {
  root(el).querySelector<HTMLButtonElement>("button:not([disabled])")!.focus();
  await sendKeys({ down: 'Alt' });
  await sendKeys({ press: key });
  await sendKeys({ up: 'Alt' });
  await el.updateComplete;
}

/** Play one step by real key presses: the first control of the table that can act. */
async function playOneStepByKeyboard(el: RbAiming) {
  const before = el.record.events.length;
  const ready = [...root(el).querySelectorAll<HTMLButtonElement>('[part~="draw"] button, [part~="controls"] button')].find((b) => !b.disabled && !/Replay/.test(b.textContent!));
  expect(ready, 'a control can act').to.exist;
  ready!.focus();
  await sendKeys({ press: 'Enter' });
  await el.updateComplete;
  if (root(el).querySelector('select[name="joker-value"]') && el.record.events.length === before) {
    await enter(el, 'Rule the joker');
  }
  expect(el.record.events.length, `pressing ${ready!.textContent!.trim()} played a step`).to.be.greaterThan(before);
}

const ATTRIBUTES: AttributeSpec[] = [
  ...['seed', 'deck', 'target-deck', 'weapon', 'aim', 'range', 'force', 'maneuvers', 'edge', 'max-damage', 'hands', 'skill', 'finesse', 'armour-finesse', 'situation', 'distance', 'location', 'size', 'dodge', 'block', 'awareness'].map(
    (name) => ({ name, kind: 'checked' as const }),
  ),
  { name: 'melee', kind: 'flag' },
  { name: 'no-save', kind: 'flag' },
  { name: 'storage-key', kind: 'free' },
];

describe('rb-aiming', () => {
  it('is accessible while aiming and after the shot', async () => {
    const el = await table();
    await expect(el).to.be.accessible();
    await click(el, 'Aim (deal a card)');
    await click(el, 'Aim (deal a card)');
    await expect(el).to.be.accessible();
    await click(el, 'Fire with the best card');
    await expect(el).to.be.accessible();
  });

  it('exposes part="base" on its root', async () => {
    const el = await table();
    expect(root(el).querySelector('[part="base"]')).to.exist;
  });

  it('aims and fires by keyboard alone, marking the best card and the card about to fall off', async () => {
    const el = await table();
    await press(el, 'Aim (deal a card)');
    await press(el, 'Aim (deal a card)');
    await press(el, 'Aim (deal a card)');
    expect(rowLabels(el)).to.deep.equal(['+2', '−4', '−7']);
    expect(root(el).querySelector('.slot.best')!.textContent).to.contain('+2');
    expect(root(el).querySelector('.slot.falls')!.textContent).to.contain('+2');
    expect(text(el)).to.contain('13 in 41 (31.7%)');
    await press(el, 'Aim (deal a card)');
    expect(rowLabels(el)).to.deep.equal(['−4', '−7', '+5']);
    await press(el, 'Fire with the best card');
    expect(el.snapshot.value).to.equal('resolved');
    expect(text(el)).to.contain('5 card + 1 finesse + 1 target stationary − 2 short range = 5');
    expect(text(el)).to.contain('a hit for 5 damage (capped from 6)');
    expect(root(el).querySelector('[role="status"]')!.textContent).to.contain('Turn 5: fired after 4 rounds of aiming');
    expect([...root(el).querySelectorAll<HTMLAnchorElement>('[part~="narration"] a[part~="rule-link"]')].map((a) => a.getAttribute('href'))).to.include('/karmic/ranged-combat/#aiming');
  });

  it('fires with a card the shooter picks from the row', async () => {
    const el = await table();
    await click(el, 'Aim (deal a card)');
    await click(el, 'Aim (deal a card)');
    await click(el, /Fire with this card: −4/);
    expect(el.snapshot.context.shot!.chain).to.deep.equal(['4h']);
  });

  it('steps back and forward by buttons and by Alt+arrows, and the same cards come back', async () => {
    const el = await table();
    await click(el, 'Aim (deal a card)');
    await click(el, 'Aim (deal a card)');
    const row = [...el.snapshot.context.window];
    await click(el, 'Back');
    expect(el.snapshot.context.window).to.have.length(1);
    await click(el, 'Forward');
    expect(el.snapshot.context.window).to.deep.equal(row);
    await altArrow(el, 'ArrowLeft');
    await altArrow(el, 'ArrowLeft');
    expect(el.snapshot.context.window).to.have.length(0);
    await altArrow(el, 'ArrowRight');
    await altArrow(el, 'ArrowRight');
    expect(el.snapshot.context.window).to.deep.equal(row);
  });

  it('replays the book’s example from its start', async () => {
    const el = await table({ deck: '', seed: '99' });
    await click(el, "Replay the book's example");
    expect(el.snapshot.context.window).to.have.length(0);
    for (let i = 0; i < 5; i++) await click(el, 'Forward');
    expect(el.snapshot.context.shot!.chain).to.deep.equal(['5s']);
    expect(text(el)).to.contain('Attack total +5');
  });

  it('lets the shooter choose the card of an unaimed shot, by keyboard, as the seed allows', async () => {
    const el = await table({ deck: '3h 8s', weapon: 'spear' });
    el.setAttribute('skill', '2');
    await el.updateComplete;
    await enter(el, 'Fire without aiming');
    expect(el.snapshot.matches({ shooting: 'choosing' })).to.equal(true);
    const choices = [...root(el).querySelectorAll('[part~="draw"] button')].map((b) => b.getAttribute('aria-label'));
    expect(choices).to.deep.equal(['Use −3, 3 of hearts', 'Use +8, 8 of spades, best card']);
    await enter(el, 'Use −3');
    expect(el.snapshot.context.shot!.chain).to.deep.equal(['3h']);
    // −3 card + 1 finesse + 1 stationary − 2 short range = −3.
    expect(root(el).querySelector('[part~="outcome"]')!.textContent).to.contain('Attack total −3: a miss.');
    await expect(el).to.be.accessible();
  });

  it('draws the target’s dodge from the GM’s deck when the card is down, and shows it', async () => {
    const el = await table({ deck: '5s' });
    el.setAttribute('target-deck', '2s');
    el.setAttribute('dodge', '1');
    el.setAttribute('awareness', '1');
    await el.updateComplete;
    expect(root(el).querySelector('[part~="defence"]')!.textContent).to.contain('The target dodges (dodge skill 1, awareness +1)');
    await enter(el, 'Aim (deal a card)');
    await enter(el, 'Fire with the best card');
    expect(root(el).querySelector('[part~="defence"]')!.textContent).to.contain('drew +2, 2 card + 1 awareness = 3');
    // 5 card + 1 finesse + 1 stationary − 2 short range − 3 dodge = 2.
    expect(root(el).querySelector('[part~="outcome"]')!.textContent).to.contain('Attack total +2');
  });

  it('changes the target from its controls and refuses to fire beyond range', async () => {
    const el = await table();
    const distance = root(el).querySelector('input[name="distance"]') as HTMLInputElement;
    distance.value = '25';
    distance.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(el.snapshot.context.target.distance).to.equal(25);
    expect(button(el, 'Fire without aiming').disabled).to.equal(true);
    expect(text(el)).to.contain('beyond the weapon’s range of 20 yards');
    const running = root(el).querySelector('input[name="movement"][value="running"]') as HTMLInputElement;
    running.click();
    await el.updateComplete;
    expect(el.snapshot.context.target.situations).to.deep.equal(['running']);
  });

  it('shows a specific error for a bad attribute and still works with defaults', async () => {
    const errors = new Promise<CustomEvent>((resolve) => document.addEventListener('rb-error', (e) => resolve(e as CustomEvent), { once: true }));
    const el = await fixture<RbAiming>(html`<rb-aiming no-save seed="7" deck="2s 11h" weapon="trebuchet"></rb-aiming>`);
    const alert = root(el).querySelector('[role="alert"]')!;
    expect(alert.textContent).to.contain('deck: "11h" is not a card');
    expect(alert.textContent).to.contain('weapon: "trebuchet" is not one of the choices');
    expect((await errors).detail.messages).to.have.length(2);
    await click(el, 'Aim (deal a card)');
    expect(el.snapshot.context.window).to.have.length(1);
  });

  it('starts a new table with the chosen preset', async () => {
    const el = await table();
    const select = root(el).querySelector('select[name="weapon"]') as HTMLSelectElement;
    select.value = 'short-bow';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(el.snapshot.context.weapon.name).to.equal('Short bow');
    expect(text(el)).to.contain('maximum maneuvers ½ (once every 2 turns)');
  });

  it('hits onto a king by keyboard and stands, showing the whole chain in the sum', async () => {
    const el = await table({ deck: 'Ks Qs 4h' });
    await press(el, 'Aim (deal a card)');
    await press(el, 'Fire with the best card');
    expect(el.snapshot.matches({ shooting: 'hitting' })).to.equal(true);
    expect(text(el)).to.contain('draw another onto it, or stand');
    await press(el, 'Hit (draw onto the card)');
    await press(el, 'Stand');
    expect(el.snapshot.context.shot!.chain).to.deep.equal(['Ks', 'Qs']);
    expect(text(el)).to.contain('5 card + 1 finesse + 1 target stationary − 2 short range = 5');
  });

  it('sends a negative shot into a melee at another combatant', async () => {
    const el = await table({ deck: '7h' });
    const melee = root(el).querySelector('input[name="melee"]') as HTMLInputElement;
    melee.click();
    await el.updateComplete;
    await click(el, 'Aim (deal a card)');
    await click(el, 'Fire with the best card');
    // −7 card + 1 finesse + 1 stationary − 2 short range = −7: the card's inverse +7, +1 edge, capped at 5
    expect(text(el)).to.contain('it strikes another combatant');
    expect(text(el)).to.contain('inverse of the card: 7 card + 1 edge = 8, capped at maximum damage 5: 5');
  });

  it('asks the GM for a joker’s value and works the shot out with it, by keyboard alone', async () => {
    const el = await table({ deck: 'JK 4h' });
    await enter(el, 'Aim (deal a card)');
    await enter(el, /Fire with this card: wild/);
    expect(el.snapshot.matches({ shooting: 'ruling' })).to.equal(true);
    expect(buttons(el).map((b) => b.textContent!.trim())).to.not.include('Next shot');
    const ruling = root(el).querySelector('[part~="ruling"]')!;
    expect(ruling.textContent).to.contain('the GM names its value as a card, from −10 to +10');
    expect(announced(el)).to.contain('A joker is wild: the GM names its value');
    // The keyboard lands on the question, which starts at 0; four steps down the list is +4.
    const select = root(el).querySelector('select[name="joker-value"]') as HTMLSelectElement;
    expect(root(el).activeElement).to.equal(select);
    expect(select.labels[0]!.textContent).to.contain('The joker’s value');
    expect(select.options).to.have.length(21);
    expect(select.value).to.equal('0');
    for (let i = 0; i < 4; i++) await sendKeys({ press: 'ArrowDown' });
    expect(select.value).to.equal('4');
    await sendKeys({ press: 'Tab' });
    expect(root(el).activeElement).to.equal(button(el, 'Rule the joker'));
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.snapshot.value).to.equal('resolved');
    expect(el.snapshot.context.shot!.jokerValue).to.equal(4);
    // +4 card + 0 force + 1 finesse + 0 torso + 1 stationary − 2 short range = +4; +4 + 1 edge = 5.
    expect(text(el)).to.contain('Card: JK joker as +4');
    expect(text(el)).to.contain('4 card (joker as +4) + 1 finesse + 1 target stationary − 2 short range = 4');
    expect(text(el)).to.contain('4 card (joker as +4) + 1 edge = 5: 5');
    expect(root(el).querySelector('[part~="outcome"]')!.textContent).to.contain('Attack total +4: a hit for 5 damage.');
    expect(announced(el)).to.contain('The GM names the joker +4. 4 card + 1 finesse + 1 target stationary − 2 short range = 4. Attack total +4: a hit for 5 damage.');
    expect(root(el).querySelector('[part~="ruling"]')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('asks the GM when a hit turns up a joker, and the widget decides nothing itself', async () => {
    const el = await table({ deck: 'Ks JK' });
    await click(el, 'Aim (deal a card)');
    await click(el, 'Fire with the best card');
    await click(el, 'Hit (draw onto the card)');
    expect(el.snapshot.matches({ shooting: 'ruling' })).to.equal(true);
    await expect(el).to.be.accessible();
    const select = root(el).querySelector('select[name="joker-value"]') as HTMLSelectElement;
    select.value = '-2';
    await click(el, 'Rule the joker');
    expect(el.snapshot.context.shot!.result!.terms[0]!.value).to.equal(1);
    expect(text(el)).to.contain('+3 (hit), then joker as −2');
    // The machine refuses what the rules do not allow, whatever the page sends.
    expect(el.send({ type: 'joker.ruled', value: 3 })).to.equal(false);
  });

  it('says why a change to the target is refused, beside the target', async () => {
    const el = await table();
    const distance = root(el).querySelector('input[name="distance"]') as HTMLInputElement;
    distance.value = '5000';
    distance.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(root(el).querySelector('[part~="target"] [part~="problem"]')!.textContent).to.contain('a distance is a number of yards from 0 to 1000');
    expect(el.snapshot.context.target.distance).to.equal(5);
  });

  it('reports a saved table of an older version in plain words and starts afresh', async () => {
    localStorage.setItem('rb:aiming-old', JSON.stringify({ format: 'karmic-aiming/2', input: {}, events: [], step: 0 }));
    const el = await fixture<RbAiming>(html`<rb-aiming storage-key="aiming-old"></rb-aiming>`);
    expect(root(el).querySelector('[role="alert"]')!.textContent).to.contain('the saved table was made by another version of this widget (karmic-aiming/2, this is karmic-aiming/3)');
    await playOneStepByKeyboard(el);
    localStorage.removeItem('rb:aiming-old');
  });

  describe('hostile input', function () {
    this.timeout(300_000);
    const options = { tag: 'rb-aiming', attributes: ATTRIBUTES, works: playOneStepByKeyboard, fixed: { 'no-save': '' } };

    it('names every attribute given a value it does not take, and still plays by keyboard', async () => {
      await checkEachInvalidValue<RbAiming>(options);
    });

    it('survives any attributes, set at the start or changed later, and forgets a removed one without a word', async () => {
      await checkHostileAttributes<RbAiming>({ ...options, runs: 20 });
    });

    it('opens any saved table, however damaged, with a plain message', async () => {
      await checkDamagedSavedTables<RbAiming>({ tag: 'rb-aiming', works: playOneStepByKeyboard, format: aimingRecord.current, runs: 25 });
    });
  });
});
