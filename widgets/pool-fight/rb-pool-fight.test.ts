import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { initialTransition, transition } from 'xstate';
import { poolFightMachine, poolFightRecord } from '../../machines/dice-pool/pool-fight/pool-fight.machine.js';
import { POOL_FIGHT_EXAMPLES } from '../../machines/dice-pool/pool-fight/pool-fight.examples.js';
import { expectChartHighlights, expectChartMatchesMachine } from '../shared/testing/chart.js';
import {
  checkDamagedSavedTables,
  checkEachInvalidValue,
  checkHostileAttributes,
  messagesOf,
  type AttributeSpec,
} from '../shared/testing/hostile.js';
import { until } from '../shared/testing/keys.js';
import chart from '../../generated/charts/pool-fight.chart.js';
import './rb-pool-fight.js';
import type { RbPoolFight } from './rb-pool-fight.js';

const WORKED_EXAMPLE_EVENTS = POOL_FIGHT_EXAMPLES[0]!.events;

// The default party, Mara (sword) and Jory (pistol) at square 0, against the worked example's
// bandit at 6, in rank 3 armour (the default bandit is lighter: rb-pool-fight.first-play.test.ts).
// These rolls: the party first (5 against 2), Mara's 7 against 5, then 9 against 6.
const OPENING = '5 2 3 4 5 9 4 2';
const ARMOURED_BANDIT = 'Bandit agility 1 physique 2 armour 3 health 12 at 6 with maul heavy blunt two-handed';

async function table(attrs: Record<string, string> = {}): Promise<RbPoolFight> {
  const el = document.createElement('rb-pool-fight');
  el.setAttribute('no-save', '');
  el.setAttribute('seed', '7');
  el.setAttribute('foes', ARMOURED_BANDIT);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  host.append(el);
  await el.updateComplete;
  return el;
}

const root = (el: RbPoolFight) => el.shadowRoot!;
const buttons = (el: RbPoolFight) => [...root(el).querySelectorAll('button')];
/** The button whose words start with `label`; the history bar's by their own words ("Back", "Start"). */
function button(el: RbPoolFight, label: string): HTMLButtonElement {
  const history = ['Start', 'Back', 'Forward', 'Reset'].includes(label);
  const scope = history ? [...root(el).querySelectorAll<HTMLButtonElement>('[part~="history"] button')] : buttons(el);
  const words = (b: HTMLButtonElement) => (b.querySelector('.label') ?? b).textContent!.replace(/\s+/g, ' ').trim();
  const found = scope.find((b) => words(b).startsWith(label));
  if (!found)
    throw new Error(
      `no button ${label}; have: ${buttons(el)
        .map((b) => b.textContent!.trim())
        .join(' | ')}`,
    );
  return found;
}
const text = (el: RbPoolFight) => root(el).textContent!.replace(/\s+/g, ' ');
const part = (el: RbPoolFight, name: string) => root(el).querySelector(`[part~="${name}"]`)!.textContent!.replace(/\s+/g, ' ');
const announced = (el: RbPoolFight) => root(el).querySelector('[role="status"]')!.textContent!;

/** Focus a button and press a key on it, as a keyboard user does. */
async function press(el: RbPoolFight, label: string, key: 'Enter' | ' ' = 'Enter') {
  const b = button(el, label);
  expect(b.disabled, `${label} is enabled`).to.equal(false);
  b.focus();
  expect(root(el).activeElement).to.equal(b);
  await sendKeys({ press: key === ' ' ? 'Space' : key });
  await el.updateComplete;
}

/** Click a button with the mouse, at its middle. */
async function click(el: RbPoolFight, label: string) {
  const b = button(el, label);
  b.scrollIntoView({ block: 'center' });
  const r = b.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] });
  await el.updateComplete;
}

const ATTRIBUTES: readonly AttributeSpec[] = [
  { name: 'seed', kind: 'checked' },
  { name: 'rolls', kind: 'checked' },
  // One word is a valid group: a fighter of that name, every number at its default.
  { name: 'party', kind: 'free' },
  { name: 'foes', kind: 'free' },
  { name: 'more-groups', kind: 'checked' },
  { name: 'jam-difficulty', kind: 'checked' },
  { name: 'electric-wielder', kind: 'checked' },
  { name: 'rules-base', kind: 'checked' },
  { name: 'learn', kind: 'flag' },
  { name: 'storage-key', kind: 'free' },
];

/** Still plays: the first enabled choice of a step (not the pick of who acts), pressed with Enter, takes a step. */
async function works(el: RbPoolFight) {
  const first = [...root(el).querySelectorAll<HTMLButtonElement>('[part~="choices"] .row button')].find((b) => !b.disabled);
  expect(first, 'an enabled choice').to.exist;
  const before = el.record.events.length;
  first!.focus();
  await sendKeys({ press: 'Enter' });
  await el.updateComplete;
  if (el.teach.pending) el.teach.skip();
  await el.updateComplete;
  expect(el.record.events.length).to.be.greaterThan(before);
}

describe('rb-pool-fight', () => {
  it('is accessible before the fight, with dice on the table, and when it is over', async () => {
    const el = await table({ rolls: OPENING });
    await expect(el).to.be.accessible();
    await press(el, 'Roll for it');
    await press(el, 'Close in');
    await press(el, 'Attack Bandit');
    await press(el, 'Roll to hit');
    await expect(el).to.be.accessible();
    const over = await table();
    await press(over, 'Replay the example');
    for (let i = 0; i < WORKED_EXAMPLE_EVENTS.length; i++) over.forward();
    await over.updateComplete;
    expect(over.snapshot.value).to.equal('over');
    await expect(over).to.be.accessible();
  });

  it('exposes part="base" as a labelled group naming both sides', async () => {
    const el = await table();
    const base = root(el).querySelector('[part~="base"]')!;
    expect(base.getAttribute('role')).to.equal('group');
    expect(base.getAttribute('aria-label')).to.equal('Dice-pool fight: Mara and Jory against Bandit');
  });

  it('plays an attack by keyboard alone: the order rolled, a move, the hit and the damage, each with its dice', async () => {
    const el = await table({ rolls: OPENING });
    await press(el, 'Roll for it');
    expect(part(el, 'why')).to.contain('the party 5, the foes 2: the party go first');
    await press(el, 'Close in', ' ');
    expect(el.snapshot.context.fighters[0]!.at).to.equal(5);
    await press(el, 'Attack Bandit (adjacent)');
    expect(part(el, 'dice')).to.contain("Mara's base dice");
    expect(root(el).querySelectorAll('[part~="die"]').length).to.equal(3);
    await press(el, 'Roll to hit');
    expect(part(el, 'dice')).to.contain('7 against 5: a hit');
    // Each die as it landed (a d6 shows pips; its face is in its name).
    const faces = [...root(el).querySelectorAll('[part~="die"]')].slice(0, 3).map((d) => d.getAttribute('aria-label'));
    expect(faces).to.deep.equal(['d6: 3', 'd6: 4', 'd8: 5']);
    await press(el, 'Roll damage');
    expect(part(el, 'why')).to.contain('9 − 6 = 3: Bandit takes 3 (health 9 of 12).');
    expect(announced(el)).to.contain('Bandit takes 3');
    const links = [...root(el).querySelectorAll<HTMLAnchorElement>('[part~="why"] a.rule-link')].map((a) => a.getAttribute('href'));
    expect(links).to.include('/dice-pool/attacks-and-damage/#building-and-comparing-pools');
  });

  it('keeps the keyboard on the next step’s main choice, so Enter plays on', async () => {
    const el = await table({ rolls: OPENING });
    await press(el, 'Roll for it');
    expect(root(el).activeElement?.closest('[part~="choices"]'), 'focus stays among the choices').to.exist;
    await press(el, 'Close in');
    await press(el, 'Attack Bandit');
    expect(root(el).activeElement?.textContent?.trim()).to.equal('Roll to hit');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(root(el).activeElement?.textContent?.trim()).to.equal('Roll damage');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.record.events.map((e) => e.type)).to.deep.equal([
      'order.rolled',
      'fighter.moved',
      'attack.made',
      'hit.rolled',
      'damage.rolled',
    ]);
  });

  it('plays by mouse too: the foes first, the bandit closes in, a pick of who acts', async () => {
    const el = await table({ rolls: '1 1 5 1 1' });
    await click(el, 'The foes first');
    await click(el, 'Close in');
    expect(el.snapshot.context.fighters[2]!.at).to.equal(1);
    await click(el, 'Attack Mara');
    await click(el, 'Roll to hit');
    expect(el.snapshot.context.contests[0]!.verdict).to.equal('2 against 6: a miss');
    await click(el, "End the foes' turn");
    await click(el, 'Jory: 2 left');
    expect(button(el, 'Jory: 2 left').getAttribute('aria-pressed')).to.equal('true');
    expect(text(el)).to.contain('Shoot Bandit (adjacent, close)');
  });

  it('plays a fiery weapon by keyboard: its fire die beside the damage, its why linked to the ruling, its odds, and the weapon gone after round 2', async () => {
    // To hit: 6 + 6 against 1; damage 2 against a defense of 5, no harm; then the fire, 4.
    const el = await table({
      party: 'Bram agility 2 physique 2 with torch light blunt fiery',
      foes: 'Wolf agility 1 physique 1 at 1',
      rolls: '6 6 1 2 5 4',
    });
    await press(el, 'The party first');
    expect(part(el, 'fighter')).to.contain('torch (light, blunt, fiery)');
    expect(part(el, 'fighter')).to.contain('burning, round 1 of 2');
    await press(el, 'Odds');
    await press(el, 'Attack Wolf');
    expect(part(el, 'why')).to.contain('The torch burns (round 1 of 2): a hit adds 1d6 of fire, which defense does not reduce.');
    // The odds are a module of their own, loaded when a reader first asks.
    await until(el, () => root(el).querySelector('[part~="damage-odds"]') !== null, 'the odds arrived');
    // d6 against a bare d6 reaches 5 at most; only the fire's d6 makes 9 or more possible.
    expect(part(el, 'damage-odds')).to.contain('9 or more');
    await press(el, 'Roll to hit');
    expect(part(el, 'odds')).to.contain('then 1d6 of fire');
    await press(el, 'Roll damage');
    expect(part(el, 'dice')).to.contain("Bram's fire");
    expect(part(el, 'dice')).to.contain('2 against 5: no harm; + 4 fire = 4');
    expect(part(el, 'why')).to.contain('Fire: 1d6 = 4, not reduced by defense: Wolf takes 4 more (health 6 of 10).');
    const links = [...root(el).querySelectorAll<HTMLAnchorElement>('[part~="why"] a.rule-link')].map((a) => a.getAttribute('href'));
    expect(links).to.include('/dice-pool/melee-weapons/#fiery-and-two-handed-weapons');
    expect(announced(el)).to.contain('Wolf takes 4 more');
    for (const label of ["End the party's turn", "End the foes' turn", "End the party's turn", "End the foes' turn"])
      await press(el, label);
    expect(part(el, 'why')).to.contain("Bram's torch burns away after 2 rounds");
    expect(button(el, 'Attack Wolf').disabled).to.equal(true);
    expect(part(el, 'refusals')).to.contain("Bram's torch has burnt away");
  });

  it('says why a choice is greyed out', async () => {
    const el = await table();
    await press(el, 'The party first');
    expect(button(el, 'Attack Bandit').disabled).to.equal(true);
    expect(part(el, 'refusals')).to.contain('Attack Bandit (6 squares): Bandit is 6 squares away; a sword reaches an adjacent square');
  });

  it('steps back and forward to the exact same table, by the buttons and by Alt+arrows', async () => {
    const el = await table({ rolls: OPENING });
    await press(el, 'Roll for it');
    await press(el, 'Close in');
    await press(el, 'Attack Bandit');
    await press(el, 'Roll to hit');
    const atHit = JSON.stringify(el.snapshot.context);
    await press(el, 'Roll damage');
    const afterDamage = JSON.stringify(el.snapshot.context);
    await press(el, 'Back');
    expect(JSON.stringify(el.snapshot.context)).to.equal(atHit);
    const step = oneEvent(el, 'rb-step');
    await press(el, 'Forward');
    expect((await step).detail.cause).to.equal('forward');
    expect(JSON.stringify(el.snapshot.context)).to.equal(afterDamage);
    button(el, 'Start').focus();
    await sendKeys({ down: 'Alt' });
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ up: 'Alt' });
    await el.updateComplete;
    expect(JSON.stringify(el.snapshot.context)).to.equal(atHit);
    // A new step from the past drops the old future, and the same dice come again.
    await press(el, 'Roll damage');
    expect(JSON.stringify(el.snapshot.context)).to.equal(afterDamage);
  });

  it("replays our worked example from its start with the example's numbers", async () => {
    const el = await table();
    await press(el, 'Replay the example');
    expect(el.record.events).to.have.length(WORKED_EXAMPLE_EVENTS.length);
    expect(el.record.step).to.equal(0);
    expect(announced(el)).to.contain('Mara and Jory against the bandit');
    const verdicts: string[] = [];
    for (let i = 0; i < WORKED_EXAMPLE_EVENTS.length; i++) {
      await press(el, 'Forward');
      if (el.snapshot.context.contests.length) verdicts.push(el.snapshot.context.contests.at(-1)!.verdict);
    }
    expect(verdicts).to.include.members([
      '7 against 5: a hit',
      '9 − 6 = 3 damage',
      '4 against 8: a miss',
      '4 against 5: still jammed',
      '12 − 5 = 7 damage',
      '12 against 4: cleared',
      '11 against 5: at least 2 times as high: +2d6',
      '8 − 5 = 3 damage',
    ]);
    expect(el.snapshot.value).to.equal('over');
    expect(part(el, 'summary')).to.contain('The party won in round 2: 5 attacks, 4 hits. Damage taken: Mara 7, Bandit 12.');
  });

  it('asks for a prediction before each roll in learner mode, without changing the story', async () => {
    sessionStorage.removeItem('rb-learn:rb-pool-fight');
    const plain = await table({ rolls: OPENING });
    const learner = await table({ rolls: OPENING, learn: '' });
    for (const el of [plain, learner]) {
      await press(el, 'Roll for it');
      await press(el, 'Close in');
      await press(el, 'Attack Bandit');
      // The questions are a module of their own, loaded when learner mode is turned on.
      if (el === learner) await until(el, () => el.teach.prediction(el.snapshot) !== undefined, 'the question arrived');
      await press(el, 'Roll to hit');
    }
    expect(part(learner, 'predict')).to.contain('Hit or miss? (2d6 against d8)');
    expect(learner.snapshot.matches({ fighting: { attacking: 'rollingToHit' } })).to.equal(true);
    await press(learner, 'Hit');
    expect(learner.snapshot.context).to.deep.equal(plain.snapshot.context);
    expect(part(learner, 'graded')).to.contain('Right.');
    await press(plain, 'Roll damage');
    await press(learner, 'Roll damage');
    await press(learner, 'The defense holds');
    expect(part(learner, 'graded')).to.contain('Not this time.');
    expect(learner.snapshot.context).to.deep.equal(plain.snapshot.context);
  });

  it('shows the exact odds of the hit roll and of each damage level before it', async () => {
    const el = await table({ rolls: OPENING });
    await press(el, 'Roll for it');
    await press(el, 'Close in');
    await press(el, 'Odds');
    await press(el, 'Attack Bandit');
    // The odds are a module of their own, loaded when a reader first asks.
    await until(el, () => root(el).querySelector('[part~="damage-odds"]') !== null, 'the odds arrived');
    expect(part(el, 'odds')).to.contain('The hit roll: 2d6 against d8');
    expect(part(el, 'odds')).to.contain('Hit 71.5%');
    expect(part(el, 'damage-odds')).to.contain('No harm');
    await press(el, 'Roll to hit');
    expect(part(el, 'odds')).to.contain('The damage roll: d10 against 2d8');
    expect(root(el).querySelector('[part~="damage-odds"]')).to.equal(null);
  });

  it('draws the statechart from the machine and highlights the state the table is in', async () => {
    expectChartMatchesMachine(chart, poolFightMachine);
    const el = await table({ rolls: OPENING });
    await press(el, 'Statechart');
    for (let i = 0; i < 100 && !root(el).querySelector('.rb-chart g.st'); i++) await new Promise((r) => setTimeout(r, 50));
    await el.updateComplete;
    expectChartHighlights(el, chart, poolFightMachine);
    for (const step of ['Roll for it', 'Close in', 'Attack Bandit', 'Roll to hit', 'Back', 'Forward']) {
      await press(el, step);
      expectChartHighlights(el, chart, poolFightMachine);
    }
  });

  it('starts a table from the setup form', async () => {
    const el = await table();
    const summary = root(el).querySelector<HTMLElement>('details.setup > summary')!;
    summary.focus();
    await sendKeys({ press: 'Enter' });
    expect(root(el).querySelector<HTMLDetailsElement>('details.setup')!.open).to.equal(true);
    const form = root(el).querySelector('form')!;
    form.querySelector<HTMLTextAreaElement>('[name="foes"]')!.value = 'Wolf agility 3 at 4; Crow agility 2 at 9';
    await press(el, 'Start this table');
    expect(el.snapshot.context.fighters.map((f) => `${f.name}@${f.at}`)).to.deep.equal(['Mara@0', 'Jory@0', 'Wolf@4', 'Crow@9']);
  });

  it('keeps a table over a reload and refuses a saved table it cannot replay, in plain words', async () => {
    localStorage.removeItem('rb:pool-test');
    const el = await table({ 'storage-key': 'pool-test', rolls: OPENING });
    el.removeAttribute('no-save');
    await el.updateComplete;
    await press(el, 'Roll for it');
    await press(el, 'Close in');
    const again = document.createElement('rb-pool-fight');
    again.setAttribute('storage-key', 'pool-test');
    (await fixture<HTMLDivElement>(html`<div></div>`)).append(again);
    await again.updateComplete;
    expect(again.snapshot.context.fighters[0]!.at).to.equal(5);
    expect(again.record.events).to.have.length(2);
    localStorage.setItem('rb:pool-test', JSON.stringify({ format: poolFightRecord.current, input: { seed: 1 }, events: [], step: 0 }));
    const broken = document.createElement('rb-pool-fight');
    broken.setAttribute('storage-key', 'pool-test');
    (await fixture<HTMLDivElement>(html`<div></div>`)).append(broken);
    await broken.updateComplete;
    expect(messagesOf(broken)).to.contain('its setup could not be used (its jam difficulty)');
    localStorage.removeItem('rb:pool-test');
  });

  it('matches the machine step for step (the widget decides no rule)', async () => {
    const el = await table({ rolls: OPENING });
    await press(el, 'Roll for it');
    await press(el, 'Close in');
    await press(el, 'Attack Bandit');
    await press(el, 'Roll to hit');
    let [snap] = initialTransition(poolFightMachine, el.record.input);
    for (const e of el.record.events) [snap] = transition(poolFightMachine, snap, e);
    expect(snap.context).to.deep.equal(el.snapshot.context);
  });

  it('names each invalid attribute value and still plays', async function () {
    // Many tables drawn one after another, each with its tokens and dice: slow on a loaded machine.
    this.timeout(30_000);
    await checkEachInvalidValue({ tag: 'rb-pool-fight', attributes: ATTRIBUTES, works, fixed: { 'no-save': '' } });
  });

  it('survives hostile attributes, set at the start and changed later', async function () {
    // Many tables drawn one after another, each with its tokens and dice: slow on a loaded machine.
    this.timeout(30_000);
    await checkHostileAttributes({ tag: 'rb-pool-fight', attributes: ATTRIBUTES, works, fixed: { 'no-save': '' }, runs: 20 });
  });

  it('survives damaged saved tables', async function () {
    // Many tables drawn one after another, each with its tokens and dice: slow on a loaded machine.
    this.timeout(30_000);
    await checkDamagedSavedTables({ tag: 'rb-pool-fight', works, format: poolFightRecord.current, runs: 20 });
  });
});
