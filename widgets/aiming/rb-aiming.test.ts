import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { initialTransition, transition } from 'xstate';
import { AIMING_EXAMPLES } from '../../machines/karmic/aiming/aiming.examples.js';
import { aimingMachine, aimingRecord } from '../../machines/karmic/aiming/aiming.machine.js';
import { encodeRecord } from '../shared/persist.js';
import { expectChartHighlights, expectChartMatchesMachine } from '../shared/testing/chart.js';
import { until } from '../shared/testing/keys.js';
import { checkDamagedSavedTables, checkEachInvalidValue, checkHostileAttributes, type AttributeSpec } from '../shared/testing/hostile.js';
import chart from '../../generated/charts/aiming.chart.js';
import './rb-aiming.js';
import type { RbAiming } from './rb-aiming.js';

const [ENRIS_EXAMPLE] = AIMING_EXAMPLES as [(typeof AIMING_EXAMPLES)[number]];

const ENRIS_DECK = '2s 4h 7h 5s';

async function table(attrs: Record<string, string> = {}) {
  const el = document.createElement('rb-aiming');
  const all = { 'no-save': '', seed: '7', deck: ENRIS_DECK, weapon: 'spear', distance: '5', finesse: '1', ...attrs };
  for (const [k, v] of Object.entries(all)) el.setAttribute(k, v);
  (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
  await el.updateComplete;
  return el;
}

const root = (el: RbAiming) => el.shadowRoot!;
/** Axe on the page as it stands: the step's motion (a fade mid-way fails contrast) finished first, as a reader's next key would. */
async function accessible(el: RbAiming) {
  el.motion.finish();
  await expect(el).to.be.accessible();
}

const buttons = (el: RbAiming) => [...root(el).querySelectorAll('button')];
/** A button by its accessible name or its words (the history bar's by their own words). */
const button = (el: RbAiming, label: string | RegExp) => {
  const history = typeof label === 'string' && ['Start', 'Back', 'Forward', 'Reset'].includes(label);
  const scope = history ? [...root(el).querySelectorAll<HTMLButtonElement>('[part~="history"] button')] : buttons(el);
  const name = (b: HTMLButtonElement) =>
    (b.getAttribute('aria-label') ?? (b.querySelector('.label') ?? b).textContent ?? '').replace(/\s+/g, ' ').trim();
  const found = scope.find((b) => (typeof label === 'string' ? name(b).startsWith(label) : label.test(name(b))));
  if (!found) throw new Error(`no button ${label}; have: ${buttons(el).map(name).join(' | ')}`);
  return found;
};
const part = (el: RbAiming, name: string) => root(el).querySelector(`[part~="${name}"]`);
const text = (el: RbAiming) => root(el).textContent!.replace(/\s+/g, ' ');
const rowLabels = (el: RbAiming) =>
  [...root(el).querySelectorAll('[part~="slot"] .marks > span:first-child')].map((s) => s.textContent!.trim());
const announced = (el: RbAiming) => root(el).querySelector('[role="status"]')!.textContent!;

/** Focus a button and press Enter on it from the keyboard. */
async function press(el: RbAiming, label: string | RegExp) {
  const b = button(el, label);
  expect(b.disabled, `${label} is enabled`).to.equal(false);
  b.focus();
  expect(root(el).activeElement).to.equal(b);
  await sendKeys({ press: 'Enter' });
  await el.updateComplete;
}

/** Click a button with the mouse, at its middle. */
async function click(el: RbAiming, label: string | RegExp) {
  const b = button(el, label);
  b.scrollIntoView({ block: 'center' });
  const r = b.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] });
  await el.updateComplete;
}

/** Alt+← or Alt+→ pressed from the keyboard, with focus on a control of the widget. */
async function altArrow(el: RbAiming, key: 'ArrowLeft' | 'ArrowRight') {
  root(el).querySelector<HTMLButtonElement>('button:not([disabled])')!.focus();
  await sendKeys({ down: 'Alt' });
  await sendKeys({ press: key });
  await sendKeys({ up: 'Alt' });
  await el.updateComplete;
}

/** Open the table setup from the keyboard and wait for its form, which loads on demand. */
async function openSetup(el: RbAiming) {
  const summary = root(el).querySelector<HTMLElement>('details.setup > summary')!;
  summary.focus();
  await sendKeys({ press: 'Enter' });
  await el.loadSetupForm();
  await el.updateComplete;
  expect(root(el).querySelector('details.setup')!.hasAttribute('open')).to.equal(true);
}

/** Change a field of the table setup as a reader does: type into it, then leave it. */
async function typeInto(el: RbAiming, name: string, value: string) {
  const input = root(el).querySelector<HTMLInputElement>(`[part~="setup"] input[name="${name}"]`)!;
  input.focus();
  input.select();
  await sendKeys({ type: value });
  await sendKeys({ press: 'Tab' });
  await el.updateComplete;
}

/** Play one step by real key presses: the first control of the table that can act. */
async function playOneStepByKeyboard(el: RbAiming) {
  const before = el.record.events.length;
  const ready = [...root(el).querySelectorAll<HTMLButtonElement>('[part~="draw"] button, [part~="controls"] button')].find(
    (b) => !b.disabled,
  );
  expect(ready, 'a control can act').to.exist;
  const pending = el.teach.pending;
  ready!.focus();
  await sendKeys({ press: 'Enter' });
  await el.updateComplete;
  if (el.teach.pending && !pending) el.teach.skip();
  await el.updateComplete;
  if (root(el).querySelector('select[name="joker-value"]') && el.record.events.length === before) await press(el, 'Rule the joker');
  expect(el.record.events.length, `pressing ${ready!.textContent!.trim()} played a step`).to.be.greaterThan(before);
}

const ATTRIBUTES: AttributeSpec[] = [
  ...[
    'seed',
    'deck',
    'target-deck',
    'weapon',
    'aim',
    'range',
    'force',
    'maneuvers',
    'edge',
    'max-damage',
    'hands',
    'skill',
    'finesse',
    'armour-finesse',
    'situation',
    'distance',
    'location',
    'size',
    'dodge',
    'block',
    'awareness',
  ].map((name) => ({ name, kind: 'checked' as const })),
  { name: 'aimed-card', kind: 'checked' },
  { name: 'melee', kind: 'flag' },
  { name: 'learn', kind: 'flag' },
  { name: 'no-save', kind: 'flag' },
  { name: 'storage-key', kind: 'free' },
];

describe('rb-aiming', () => {
  it('is accessible while aiming, with a card picked, with the setup open, after the shot and while choosing an unaimed card', async () => {
    const el = await table({ 'aimed-card': 'any' });
    await accessible(el);
    await press(el, 'Aim (deal a card)');
    await press(el, 'Aim (deal a card)');
    await press(el, /^4♥/);
    await press(el, 'Odds');
    await accessible(el);
    await openSetup(el);
    await accessible(el);
    await press(el, /^Fire with/);
    await accessible(el);
    const snap = await table({ deck: '3h 8s', skill: '2' });
    await press(snap, 'Fire without aiming');
    await accessible(snap);
  });

  it('exposes part="base" as a labelled group', async () => {
    const el = await table();
    expect(part(el, 'base')!.getAttribute('aria-label')).to.equal('Aiming a ranged attack');
  });

  it('aims and fires by keyboard alone, marking the best card and the card about to fall off', async () => {
    const el = await table();
    await press(el, 'Aim (deal a card)');
    await press(el, 'Aim (deal a card)');
    await press(el, 'Aim (deal a card)');
    expect(rowLabels(el)).to.deep.equal(['+2', '−4', '−7']);
    expect(root(el).querySelector('.slot.best')!.textContent).to.contain('+2');
    expect(root(el).querySelector('.slot.falls')!.textContent).to.contain('+2');
    expect(part(el, 'chances')!.textContent).to.contain('13 in 41 (31.7%)');
    await press(el, 'Aim (deal a card)');
    expect(rowLabels(el)).to.deep.equal(['−4', '−7', '+5']);
    await press(el, 'Fire with the best card (+5)');
    expect(el.snapshot.value).to.equal('resolved');
    expect(text(el)).to.contain('5 card + 1 finesse + 1 target stationary − 2 short range = 5');
    expect(text(el)).to.contain('a hit for 5 damage (capped from 6)');
    expect(announced(el)).to.contain('Turn 5: fired after 4 rounds of aiming');
    expect(
      [...root(el).querySelectorAll<HTMLAnchorElement>('[part~="why"] a[part~="rule-link"]')].map((a) => a.getAttribute('href')),
    ).to.include('/karmic/ranged-combat/#aiming');
    // The fire button has gone with its step: the keyboard is on the next step's button.
    expect(root(el).activeElement!.textContent).to.contain('Next shot');
    expect(part(el, 'summary')!.textContent).to.contain('Turn 5: fired after 4 rounds of aiming with +5.');
  });

  it('fires only from the Fire button: a tap on a card of the row picks it, a second tap puts it back (ruling: firing with another card of the row)', async () => {
    const el = await table({ 'aimed-card': 'any' });
    await click(el, 'Aim (deal a card)');
    await click(el, 'Aim (deal a card)');
    const events = el.record.events.length;
    await click(el, /^4♥: −4/);
    expect(el.record.events.length, 'a tap on a card fires nothing').to.equal(events);
    expect(button(el, /^4♥/).getAttribute('aria-pressed')).to.equal('true');
    expect(button(el, /^Fire with/).textContent!.trim()).to.equal('Fire with −4 (your choice)');
    await click(el, /^4♥: −4/);
    expect(button(el, /^Fire with/).textContent!.trim()).to.equal('Fire with the best card (+2)');
    await click(el, /^4♥: −4/);
    await click(el, /^Fire with −4/);
    expect(el.snapshot.context.shot!.chain).to.deep.equal(['4h']);
    expect(announced(el)).to.contain('a card of the shooter’s choosing');
  });

  it('fires the best card showing and offers no other by default, as the rules say', async () => {
    const el = await table();
    await press(el, 'Aim (deal a card)');
    await press(el, 'Aim (deal a card)');
    expect(part(el, 'row')!.querySelectorAll('button')).to.have.length(0);
    expect(root(el).querySelector('#row-heading')!.textContent).to.contain('a shot uses the best card showing, as the rules say');
    await press(el, 'Fire with the best card (+2)');
    expect(el.snapshot.context.shot!.chain).to.deep.equal(['2s']);
  });

  it('lets a reader switch the table ruling on from the table setup by keyboard, then fire a lesser card (ruling: firing with another card of the row)', async () => {
    const el = await table();
    await openSetup(el);
    const select = root(el).querySelector<HTMLSelectElement>('[part~="setup"] select[name="aimed-card"]')!;
    expect(select.value).to.equal('best');
    expect(select.labels[0]!.textContent).to.contain('A shot after aiming uses');
    select.focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(el, () => el.snapshot.context.rules.aimedCard === 'any', 'the ruling switched on');
    expect(el.aimedCard).to.equal('any');
    expect(el.record.input.rules).to.deep.equal({ aimedCard: 'any' });
    await press(el, 'Aim (deal a card)');
    await press(el, 'Aim (deal a card)');
    await press(el, /^4♥: −4/);
    await press(el, 'Fire with −4 (your choice)');
    expect(el.snapshot.context.shot!.chain).to.deep.equal(['4h']);
    expect(announced(el)).to.contain('a card of the shooter’s choosing, as this table allows');
  });

  it('steps back and forward by buttons and by Alt+arrows, to the exact same table', async () => {
    const el = await table();
    await press(el, 'Aim (deal a card)');
    const one = JSON.stringify(el.snapshot.context);
    await press(el, 'Aim (deal a card)');
    const two = JSON.stringify(el.snapshot.context);
    await press(el, 'Back');
    expect(JSON.stringify(el.snapshot.context)).to.equal(one);
    const step = oneEvent(el, 'rb-step');
    await press(el, 'Forward');
    expect((await step).detail.cause).to.equal('forward');
    expect(JSON.stringify(el.snapshot.context)).to.equal(two);
    await altArrow(el, 'ArrowLeft');
    await altArrow(el, 'ArrowLeft');
    expect(el.snapshot.context.window).to.have.length(0);
    await altArrow(el, 'ArrowRight');
    await altArrow(el, 'ArrowRight');
    expect(JSON.stringify(el.snapshot.context)).to.equal(two);
  });

  it('replays the book’s example from step 0, with the book’s cards at each step', async () => {
    const el = await table({ deck: '', seed: '99' });
    await press(el, "Replay the book's example");
    expect(el.record.events).to.deep.equal(ENRIS_EXAMPLE.events);
    expect(el.record.step).to.equal(0);
    expect(el.snapshot.context.window).to.have.length(0);
    expect(announced(el)).to.contain('Enris aiming his spear');
    const rows = [['+2'], ['+2', '−4'], ['+2', '−4', '−7'], ['−4', '−7', '+5']];
    for (const row of rows) {
      await press(el, 'Forward');
      expect(rowLabels(el)).to.deep.equal(row);
    }
    expect(part(el, 'why')!.textContent).to.contain('+2 falls off the row');
    await press(el, 'Forward');
    expect(el.snapshot.context.shot!.chain).to.deep.equal(['5s']);
    expect(part(el, 'outcome')!.textContent).to.contain('Attack total +5: a hit for 5 damage (capped from 6).');
  });

  it('lets the shooter choose the card of an unaimed shot, by keyboard, as the seed allows', async () => {
    const el = await table({ deck: '3h 8s', skill: '2' });
    await press(el, 'Fire without aiming');
    expect(el.snapshot.matches({ shooting: 'choosing' })).to.equal(true);
    const choices = [...root(el).querySelectorAll('[part~="draw"] button')].map((b) => b.getAttribute('aria-label'));
    expect(choices).to.deep.equal(['Use 3♥: −3, the 3 of hearts', 'Use 8♠: +8, the 8 of spades, best card']);
    // The keyboard is already on the draw.
    expect(root(el).activeElement).to.equal(button(el, /^Use 3♥/));
    await press(el, /^Use 3♥/);
    expect(el.snapshot.context.shot!.chain).to.deep.equal(['3h']);
    // −3 card + 1 finesse + 1 stationary − 2 short range = −3.
    expect(part(el, 'outcome')!.textContent).to.contain('Attack total −3: a miss.');
  });

  it('draws the target’s dodge from the GM’s deck when the card is down, and shows it', async () => {
    const el = await table({ deck: '5s', 'target-deck': '2s', dodge: '1', awareness: '1' });
    expect(part(el, 'defence')!.textContent).to.contain('The target dodges (dodge skill 1, awareness +1)');
    await press(el, 'Aim (deal a card)');
    await press(el, 'Fire with the best card');
    expect(part(el, 'defence')!.textContent).to.contain('drew +2, 2 card + 1 awareness = 3');
    // 5 card + 1 finesse + 1 stationary − 2 short range − 3 dodge = 2.
    expect(part(el, 'outcome')!.textContent).to.contain('Attack total +2');
  });

  it('keeps the table setup out of the way until asked for, then changes the target from it and refuses to fire beyond range', async () => {
    const el = await table();
    expect(root(el).querySelector('[part~="setup"] input')).to.equal(null);
    await openSetup(el);
    await typeInto(el, 'distance', '25');
    expect(el.snapshot.context.target.distance).to.equal(25);
    expect(button(el, 'Fire without aiming').disabled).to.equal(true);
    expect(part(el, 'problem')!.textContent).to.contain('beyond the weapon’s range of 20 yards');
    const running = root(el).querySelector<HTMLInputElement>('input[name="movement"][value="running"]')!;
    running.focus();
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(el.snapshot.context.target.situations).to.deep.equal(['running']);
    expect(part(el, 'weapon')!.textContent).to.contain('running, 25 yards');
  });

  it('says why a change to the target is refused, beside the target', async () => {
    const el = await table();
    await openSetup(el);
    await typeInto(el, 'distance', '5000');
    expect(root(el).querySelector('[part~="setup"] [part~="problem"]')!.textContent).to.contain(
      'a distance is a number of yards from 0 to 1000',
    );
    expect(el.snapshot.context.target.distance).to.equal(5);
  });

  it('starts a new table with the chosen preset, and with a changed stat', async () => {
    const el = await table();
    await openSetup(el);
    const select = root(el).querySelector<HTMLSelectElement>('select[name="weapon"]')!;
    select.focus();
    await sendKeys({ press: 'ArrowDown' }); // spear → short bow
    await el.updateComplete;
    expect(el.snapshot.context.weapon.name).to.equal('Short bow');
    expect(text(el)).to.contain('maximum maneuvers ½ (once every 2 turns)');
    await typeInto(el, 'aim', '5');
    expect(el.snapshot.context.weapon.aim).to.equal(5);
    expect(el.getAttribute('aim') ?? el.aim).to.equal('5');
  });

  it('shows a specific error for a bad attribute and still works with defaults', async () => {
    const errors = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('rb-error', (e) => resolve(e as CustomEvent), { once: true }),
    );
    const el = await fixture<RbAiming>(html`<rb-aiming no-save seed="7" deck="2s 11h" weapon="trebuchet"></rb-aiming>`);
    const alert = root(el).querySelector('[role="alert"]')!;
    expect(alert.textContent).to.contain('deck: "11h" is not a card');
    expect(alert.textContent).to.contain('weapon: "trebuchet" is not one of the choices');
    expect((await errors).detail.messages).to.have.length(2);
    await press(el, 'Aim (deal a card)');
    expect(el.snapshot.context.window).to.have.length(1);
  });

  it('hits onto a king by keyboard and stands, showing the whole chain in the sum', async () => {
    const el = await table({ deck: 'Ks Qs 4h' });
    await press(el, 'Aim (deal a card)');
    await press(el, 'Fire with the best card (+3 (hit))');
    expect(el.snapshot.matches({ shooting: 'hitting' })).to.equal(true);
    expect(text(el)).to.contain('draw another onto it, or stand');
    await press(el, 'Hit (draw onto the card)');
    await press(el, 'Stand');
    expect(el.snapshot.context.shot!.chain).to.deep.equal(['Ks', 'Qs']);
    expect(text(el)).to.contain('5 card + 1 finesse + 1 target stationary − 2 short range = 5');
  });

  it('sends a negative shot into a melee at another combatant', async () => {
    const el = await table({ deck: '7h', melee: '' });
    await click(el, 'Aim (deal a card)');
    await click(el, 'Fire with the best card');
    // −7 card + 1 finesse + 1 stationary − 2 short range = −7: the card's inverse +7, +1 edge, capped at 5
    expect(text(el)).to.contain('it strikes another combatant');
    expect(text(el)).to.contain('inverse of the card: 7 card + 1 edge = 8, capped at maximum damage 5: 5');
  });

  it('asks the GM for a joker’s value and works the shot out with it, by keyboard alone', async () => {
    const el = await table({ deck: 'JK 4h' });
    await press(el, 'Aim (deal a card)');
    // Nothing but a joker shows: the shot uses it (ruling: the best card in the row).
    expect(part(el, 'problem')).to.equal(null);
    await press(el, 'Fire with a joker (the only card showing)');
    expect(el.snapshot.matches({ shooting: 'ruling' })).to.equal(true);
    expect(buttons(el).map((b) => b.textContent!.trim())).to.not.include('Next shot');
    expect(part(el, 'ruling')!.textContent).to.contain('the GM names its value as a card, from −10 to +10');
    expect(announced(el)).to.contain('A joker is wild: the GM names its value');
    // The keyboard lands on the question, which starts at the suggested +5; one step up the list is +4.
    const select = root(el).querySelector<HTMLSelectElement>('select[name="joker-value"]')!;
    expect(root(el).activeElement).to.equal(select);
    expect(select.labels[0]!.textContent).to.contain('The joker’s value');
    expect(select.options).to.have.length(21);
    expect(select.value).to.equal('5');
    await sendKeys({ press: 'ArrowUp' });
    expect(select.value).to.equal('4');
    await sendKeys({ press: 'Tab' });
    expect(root(el).activeElement).to.equal(button(el, 'Rule the joker'));
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.snapshot.value).to.equal('resolved');
    expect(el.snapshot.context.shot!.jokerValue).to.equal(4);
    // +4 card + 0 force + 1 finesse + 0 torso + 1 stationary − 2 short range = +4; +4 + 1 edge = 5.
    expect(text(el)).to.contain('joker as +4');
    expect(text(el)).to.contain('4 card (joker as +4) + 1 finesse + 1 target stationary − 2 short range = 4');
    expect(text(el)).to.contain('4 card (joker as +4) + 1 edge = 5: 5');
    expect(part(el, 'outcome')!.textContent).to.contain('Attack total +4: a hit for 5 damage.');
    expect(announced(el)).to.contain(
      'The GM names the joker +4. 4 card + 1 finesse + 1 target stationary − 2 short range = 4. Attack total +4: a hit for 5 damage.',
    );
    expect(part(el, 'ruling')).to.equal(null);
    await accessible(el);
  });

  it('asks the GM when a hit turns up a joker, and the machine refuses what the rules do not allow', async () => {
    const el = await table({ deck: 'Ks JK' });
    await click(el, 'Aim (deal a card)');
    await click(el, 'Fire with the best card');
    await click(el, 'Hit (draw onto the card)');
    expect(el.snapshot.matches({ shooting: 'ruling' })).to.equal(true);
    await accessible(el);
    const select = root(el).querySelector<HTMLSelectElement>('select[name="joker-value"]')!;
    select.value = '-2';
    await click(el, 'Rule the joker');
    expect(el.snapshot.context.shot!.result!.terms[0]!.value).to.equal(1);
    expect(text(el)).to.contain('+3 (hit), then joker as −2');
    expect(el.send({ type: 'joker.ruled', value: 3 })).to.equal(false);
  });

  it('asks for a prediction before a round of aiming in learner mode, without changing the deal', async () => {
    sessionStorage.removeItem('rb-learn:rb-aiming');
    const plain = await table();
    const learner = await table({ learn: '' });
    await press(plain, 'Aim (deal a card)');
    await press(plain, 'Aim (deal a card)');
    await press(learner, 'Aim (deal a card)');
    expect(part(learner, 'predict')!.textContent).to.contain('Will the next round of aiming show a card to fire with?');
    await press(learner, 'Skip');
    await press(learner, 'Aim (deal a card)');
    expect(part(learner, 'predict')!.textContent).to.contain('Will another round of aiming show a better card than the +2?');
    await press(learner, 'No');
    expect(learner.snapshot.context).to.deep.equal(plain.snapshot.context);
    expect(part(learner, 'graded')!.textContent).to.contain('Right.');
    expect(part(learner, 'graded')!.textContent).to.contain('−4 was dealt, no better than the +2.');
  });

  it('shows the exact odds of the next card beside the row', async () => {
    const el = await table();
    await press(el, 'Aim (deal a card)');
    await press(el, 'Odds');
    // The odds come with the procedure's teaching, a tick after they are asked for.
    await until(el, () => part(el, 'odds') !== null, 'the odds arrived');
    const odds = part(el, 'odds')!.textContent!.replace(/\s+/g, ' ');
    expect(odds).to.contain('better card than the best now showing (+2)');
    // 13 of the 43 cards left beat the +2 (the 3–10 of spades and the 3–5 of clubs, K♠ and K♣).
    expect(odds).to.contain(`A better card ${(Math.round((13 / 43) * 1000) / 10).toString()}%`);
  });

  it('draws the statechart from the machine, following the shot', async () => {
    expectChartMatchesMachine(chart, aimingMachine);
    const el = await table({ deck: 'Ks Qs 4h' });
    await press(el, 'Statechart');
    // The chart loads on demand: wait for it to be drawn (a busy machine may take a while).
    for (let i = 0; i < 100 && !root(el).querySelector('.rb-chart g.st'); i++) await new Promise((r) => setTimeout(r, 50));
    await el.updateComplete;
    expectChartHighlights(el, chart, aimingMachine);
    for (const step of ['Aim (deal a card)', 'Fire with the best card', 'Back', 'Forward']) {
      await press(el, step);
      expectChartHighlights(el, chart, aimingMachine);
    }
  });

  it('matches the machine step for step (the widget decides no rule)', async () => {
    const el = await table({ 'aimed-card': 'any' });
    await press(el, 'Aim (deal a card)');
    await press(el, 'Aim (deal a card)');
    await press(el, /^4♥/);
    await press(el, /^Fire with/);
    let [snap] = initialTransition(aimingMachine, el.record.input);
    for (const e of el.record.events) [snap] = transition(aimingMachine, snap, e);
    expect(snap.context).to.deep.equal(el.snapshot.context);
  });

  it('opens a table saved by the older builds, which keyed it by page alone, and moves it to its own key', async () => {
    // Until 0.1.0 an aiming table without storage-key was saved as "aiming@<page>": two
    // aiming tables on one page then opened each other's table. Today's key adds the widget's
    // id (or "table"); a table saved the old way still opens, once, and then lives under the
    // new key.
    const page = location.pathname;
    const record = { format: aimingRecord.current, input: ENRIS_EXAMPLE.input, events: ENRIS_EXAMPLE.events, step: 3 };
    localStorage.clear();
    localStorage.setItem(`rb:aiming@${page}`, JSON.stringify(record));
    const el = await fixture<RbAiming>(html`<rb-aiming id="spear"></rb-aiming>`);
    expect(el.record.step).to.equal(3);
    expect(rowLabels(el)).to.deep.equal(['+2', '−4', '−7']);
    expect(localStorage.getItem(`rb:aiming@${page}`)).to.equal(null);
    expect(JSON.parse(localStorage.getItem(`rb:aiming@${page}#spear`)!).step).to.equal(3);
    el.remove();

    // A link shared by an older build names the old key in the page's hash: it opens too.
    history.replaceState(null, '', `#${encodeURIComponent(`aiming@${page}`)}=${encodeRecord({ ...record, step: 5 })}`);
    const linked = await fixture<RbAiming>(html`<rb-aiming></rb-aiming>`);
    expect(linked.record.step).to.equal(5);
    expect(linked.snapshot.hasTag('resolved')).to.equal(true);
    expect(part(linked, 'outcome')!.textContent).to.contain('Attack total +5: a hit for 5 damage (capped from 6).');
    history.replaceState(null, '', location.pathname);
    linked.remove();

    // Two aiming tables on one page, with ids and no storage-key, keep a table each.
    localStorage.clear();
    const pair = await fixture<HTMLDivElement>(
      html`<div><rb-aiming id="bow" seed="1"></rb-aiming><rb-aiming id="sling" seed="2"></rb-aiming></div>`,
    );
    const [bow, sling] = [...pair.querySelectorAll('rb-aiming')] as RbAiming[];
    await bow!.updateComplete;
    await sling!.updateComplete;
    expect(JSON.parse(localStorage.getItem(`rb:aiming@${page}#bow`)!).input.seed).to.equal(1);
    expect(JSON.parse(localStorage.getItem(`rb:aiming@${page}#sling`)!).input.seed).to.equal(2);
    localStorage.clear();
  });

  it('reports a saved table of an older version in plain words and starts afresh', async () => {
    localStorage.setItem('rb:aiming-old', JSON.stringify({ format: 'karmic-aiming/2', input: {}, events: [], step: 0 }));
    const el = await fixture<RbAiming>(html`<rb-aiming storage-key="aiming-old"></rb-aiming>`);
    expect(root(el).querySelector('[role="alert"]')!.textContent).to.contain(
      'it was made by another version of this widget (karmic-aiming/2, this is aiming/4)',
    );
    await playOneStepByKeyboard(el);
    localStorage.removeItem('rb:aiming-old');
  });

  it('opens a table saved as aiming/3, before the ruling was recorded, with the lesser card it fired', async () => {
    const { rules: _none, ...input } = ENRIS_EXAMPLE.input;
    const events = [{ type: 'aim.dealt' }, { type: 'aim.dealt' }, { type: 'aim.dealt' }, { type: 'shot.fired', cardIndex: 1 }];
    localStorage.setItem('rb:aiming-v3', JSON.stringify({ format: 'aiming/3', input, events, step: 4 }));
    const el = await fixture<RbAiming>(html`<rb-aiming storage-key="aiming-v3"></rb-aiming>`);
    expect(root(el).querySelector('[role="alert"]')).to.equal(null);
    expect(el.record.step).to.equal(4);
    expect(el.snapshot.context.shot!.chain).to.deep.equal(['4h']);
    expect(el.snapshot.context.rules.aimedCard).to.equal('any');
    localStorage.removeItem('rb:aiming-v3');
  });

  it("opens a table saved as karmic-aiming/3, the name its format had until every record took its procedure's name", async () => {
    const fresh = await fixture<RbAiming>(html`<rb-aiming no-save seed="4"></rb-aiming>`);
    await playOneStepByKeyboard(fresh);
    const saved = { ...fresh.record, format: 'karmic-aiming/3' };
    localStorage.setItem('rb:aiming-named', JSON.stringify(saved));
    const el = await fixture<RbAiming>(html`<rb-aiming storage-key="aiming-named"></rb-aiming>`);
    expect(root(el).querySelector('[role="alert"]')).to.equal(null);
    expect(el.record.format).to.equal('aiming/4');
    expect(el.record.events).to.deep.equal(saved.events);
    expect(el.record.step).to.equal(saved.step);
    localStorage.removeItem('rb:aiming-named');
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
