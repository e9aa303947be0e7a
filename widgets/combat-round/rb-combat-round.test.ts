import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { initialTransition, transition } from 'xstate';
import { combatRoundMachine, combatRoundRecord } from '../../machines/lady-luck/combat-round/combat-round.machine.js';
import { BRAWL_EXAMPLE_EVENTS, COMBAT_ROUND_EXAMPLES } from '../../machines/lady-luck/combat-round/combat-round.examples.js';
import {
  checkDamagedSavedTables,
  checkEachInvalidValue,
  checkHostileAttributes,
  messagesOf,
  type AttributeSpec,
} from '../shared/testing/hostile.js';
import { until } from '../shared/testing/keys.js';
import { expectChartHighlights, expectChartMatchesMachine } from '../shared/testing/chart.js';
import chart from '../../generated/charts/combat-round.chart.js';
import './rb-combat-round.js';
import type { RbCombatRound } from './rb-combat-round.js';

async function table(attrs: Record<string, string> = {}): Promise<RbCombatRound> {
  const el = document.createElement('rb-combat-round');
  el.setAttribute('no-save', '');
  el.setAttribute('seed', '7');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  host.append(el);
  await el.updateComplete;
  return el;
}

const root = (el: RbCombatRound) => el.shadowRoot!;
const buttons = (el: RbCombatRound) => [...root(el).querySelectorAll('button')];
/** The button whose words start with `label`; the history bar's by their own words ("Back", "Start"). */
function button(el: RbCombatRound, label: string): HTMLButtonElement {
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
const text = (el: RbCombatRound) => root(el).textContent!.replace(/\s+/g, ' ');
const why = (el: RbCombatRound) => root(el).querySelector('[part~="why"]')?.textContent!.replace(/\s+/g, ' ') ?? '';
const announced = (el: RbCombatRound) => root(el).querySelector('[role="status"]')!.textContent!;

/** Focus a button and press a key on it, as a keyboard user does. */
async function press(el: RbCombatRound, label: string, key: 'Enter' | ' ' = 'Enter') {
  const b = button(el, label);
  expect(b.disabled, `${label} is enabled`).to.equal(false);
  b.focus();
  expect(root(el).activeElement).to.equal(b);
  await sendKeys({ press: key === ' ' ? 'Space' : key });
  await el.updateComplete;
}

/** Click a button with the mouse, at its middle. */
async function click(el: RbCombatRound, label: string) {
  const b = button(el, label);
  b.scrollIntoView({ block: 'center' });
  const r = b.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] });
  await el.updateComplete;
}

const ATTRIBUTES: readonly AttributeSpec[] = [
  { name: 'map', kind: 'checked' },
  { name: 'fighters', kind: 'checked' },
  { name: 'seed', kind: 'checked' },
  { name: 'rolls', kind: 'checked' },
  { name: 'start', kind: 'checked' },
  { name: 'example', kind: 'checked' },
  { name: 'rules-base', kind: 'checked' },
  { name: 'learn', kind: 'flag' },
  { name: 'storage-key', kind: 'free' },
];

/** Still plays: the first enabled choice, pressed with Enter, takes a step. */
async function works(el: RbCombatRound) {
  const first = [...root(el).querySelectorAll<HTMLButtonElement>('[part~="choices"] button')].find((b) => !b.disabled);
  expect(first, 'an enabled choice').to.exist;
  const before = el.record.events.length;
  const pending = el.teach.pending;
  first!.focus();
  await sendKeys({ press: 'Enter' });
  await el.updateComplete;
  if (el.teach.pending && !pending) el.teach.skip();
  await el.updateComplete;
  expect(el.record.events.length).to.be.greaterThan(before);
}

describe('rb-combat-round', () => {
  it('is accessible fresh, with a roll declared and its odds open, at a round’s end, and in downtime', async () => {
    const el = await table({ rolls: '6 6 6 6 6 6' });
    await expect(el).to.be.accessible();
    await press(el, 'Melee attack');
    await press(el, 'Odds');
    await expect(el).to.be.accessible();
    const rest = await table({ start: 'downtime', map: 'area camp\npc Ada in camp injuries=1' });
    await expect(rest).to.be.accessible();
    const replay = await table({ example: 'brawl' });
    await press(replay, 'Replay the example');
    await waitUntil(() => replay.record.events.length > 0, 'the example is loaded');
    for (let i = 0; i < 23; i++) replay.forward();
    await replay.updateComplete;
    expect(replay.snapshot.matches({ fight: 'endOfRound' })).to.equal(true);
    await expect(replay).to.be.accessible();
  });

  it('exposes part="base" as a labelled group', async () => {
    const el = await table();
    const base = root(el).querySelector('[part~="base"]')!;
    expect(base.getAttribute('role')).to.equal('group');
    expect(base.getAttribute('aria-label')).to.equal('Combat round');
  });

  it('plays a turn by keyboard alone: the chance before the roll, the roll with its terms, the rule linked', async () => {
    const el = await table({ rolls: '3' });
    // Chances are printed only while Odds is on.
    await press(el, 'Odds');
    expect(text(el)).to.contain("Round 1 · Bran's turn · 2 actions left");
    await press(el, 'Melee attack (66.7%)');
    expect(root(el).querySelector('[part~="prompt"]')!.textContent).to.contain("Bran's melee attack, d6 + 2 against 5: 66.7% to succeed");
    await press(el, 'Roll the d6', ' ');
    expect(root(el).querySelector('[part~="roll"]')!.textContent!.replace(/\s+/g, ' ')).to.contain(
      '3 on the die + 1 Might + 1 Weapon = 5 against 5',
    );
    expect(why(el)).to.contain('Snag is an NPC: no roll. The Injury is one past its limit of 0: Snag dies.');
    expect(announced(el)).to.contain('Snag dies');
    const links = [...root(el).querySelectorAll('[part~="why"] a.rule-link')].map((a) => a.getAttribute('href'));
    expect(links).to.include('/lady-luck/actions-and-checks/#the-d6-check');
    expect(links).to.include('/lady-luck/combat/#an-npcs-limit');
  });

  it('plays by mouse too: a move, the end of a turn, a Runner’s two moves', async () => {
    const el = await table();
    await click(el, 'Move to Barn');
    expect(el.snapshot.context.fighters.find((f) => f.id === 'bran')!.areaId).to.equal('a1');
    expect(button(el, 'Move to Byre').disabled).to.equal(true);
    await click(el, 'End turn');
    await click(el, 'Move to Yard');
    await click(el, 'Move to Barn');
    expect(el.snapshot.context.fighters.find((f) => f.id === 'wren')!.areaId).to.equal('a1');
    expect(why(el)).to.contain('A Runner may spend each action on a move');
  });

  it('rolls a check against the GM’s threshold, set by keys, with its chance shown first', async () => {
    const el = await table({
      map: 'area den name="Den" light=dark\npc Ada in den',
      fighters: 'Ada: steadiness=1 coordination=1',
      rolls: '4',
    });
    // Chances are printed only while Odds is on.
    await press(el, 'Odds');
    const select = root(el).querySelector<HTMLSelectElement>('[part~="check"] select')!;
    select.focus();
    for (let i = 0; i < 3; i++) await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(select.value).to.equal('sneak');
    const threshold = root(el).querySelector<HTMLInputElement>('[part~="check"] input')!;
    threshold.focus();
    threshold.select();
    await sendKeys({ type: '6' });
    await el.updateComplete;
    // d6 + 1 + 1 + 1 (sneaking in the dark) against 6: a 3 or more.
    await press(el, 'Declare sneak (66.7%)');
    expect(why(el)).to.contain(
      "Ada declares sneak (1 action): d6 + 1 Steadiness + 1 Coordination + 1 the Area (sneaking) (+3 in all) against the GM's threshold 6.",
    );
    await press(el, 'Roll the d6');
    expect(el.snapshot.context.last).to.include({ die: 4, total: 7, success: true });
  });

  it('adds what the reader says the equipment adds, set by keys before the action, and back to 0 after it (ruling: what equipment adds)', async () => {
    const el = await table({
      map: 'area den name="Den"\npc Ada in den',
      fighters: 'Ada: perception=1 vision=1 logic=1',
      rolls: '2',
    });
    // Chances are printed only while Odds is on.
    await press(el, 'Odds');
    const gear = root(el).querySelector<HTMLSelectElement>('[part~="equipment"] select[name="equipment"]')!;
    expect(gear.labels[0]!.textContent).to.contain('Equipment');
    expect(gear.value).to.equal('0');
    const threshold = root(el).querySelector<HTMLInputElement>('[part~="check"] input')!;
    threshold.focus();
    threshold.select();
    await sendKeys({ type: '6' });
    await el.updateComplete;
    // d6 + 3 against 6 needs a 3 (4 in 6); with the gear's +1, a 2 (5 in 6).
    expect(button(el, 'Declare search').textContent).to.contain('66.7%');
    gear.focus();
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(gear.value).to.equal('1');
    await press(el, 'Declare search (83.3%)');
    expect(why(el)).to.contain("Ada's equipment adds +1, as the table says");
    expect(el.record.events.at(-1)).to.deep.equal({ type: 'action.declared', action: 'search', threshold: 6, equipment: 1 });
    await press(el, 'Roll the d6');
    expect(el.snapshot.context.last).to.include({ die: 2, total: 6, success: true });
    expect(root(el).querySelector<HTMLSelectElement>('select[name="equipment"]')!.value).to.equal('0');
  });

  it('says why a choice is greyed out', async () => {
    const el = await table();
    const select = root(el).querySelector<HTMLSelectElement>('select[name="target"]')!;
    select.value = 'grub';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(button(el, 'Melee attack').disabled).to.equal(true);
    const refusals = root(el).querySelector('[part~="refusals"]')!;
    expect(refusals.textContent).to.contain("Grub is not in Bran's Area, and melee attack reaches only there");
  });

  it('steps back and forward to the exact same table, by the buttons and by Alt+arrows', async () => {
    const el = await table({ rolls: '3 5' });
    await press(el, 'Knockdown');
    const declared = JSON.stringify(el.snapshot.context);
    await press(el, 'Roll the d6');
    const rolled = JSON.stringify(el.snapshot.context);
    await press(el, 'Back');
    expect(JSON.stringify(el.snapshot.context)).to.equal(declared);
    const step = oneEvent(el, 'rb-step');
    await press(el, 'Forward');
    expect((await step).detail.cause).to.equal('forward');
    expect(JSON.stringify(el.snapshot.context)).to.equal(rolled);
    button(el, 'Start').focus();
    await sendKeys({ down: 'Alt' });
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ up: 'Alt' });
    await el.updateComplete;
    expect(JSON.stringify(el.snapshot.context)).to.equal(declared);
    // A new step from the past drops the old future, and the same die comes again.
    await press(el, 'Roll the d6');
    expect(JSON.stringify(el.snapshot.context)).to.equal(rolled);
  });

  it('replays the barn brawl from its start, step by step with its numbers', async () => {
    const el = await table({ example: 'brawl' });
    await press(el, 'Replay the example');
    await waitUntil(() => el.record.events.length > 0, 'the example is loaded');
    await el.updateComplete;
    expect(el.record.events).to.have.length(BRAWL_EXAMPLE_EVENTS.length);
    expect(el.record.step).to.equal(0);
    expect(announced(el)).to.contain('the barn brawl');
    await press(el, 'Forward');
    expect(why(el)).to.contain("Bran declares knockdown on Snag (1 action): d6 + 1 Might + 1 Weapon (+2 in all) against Snag's Defense 5.");
    await press(el, 'Forward');
    expect(root(el).querySelector('[part~="roll"]')!.textContent!.replace(/\s+/g, ' ')).to.contain(
      '3 on the die + 1 Might + 1 Weapon = 5 against 5',
    );
    for (let i = 2; i < 24; i++) await press(el, 'Forward');
    expect(why(el)).to.contain('Barn growth roll: 6 on the die + 2 flammability + 1 fire level = 9, 7 or more: the fire grows to 2.');
    const barn = [...root(el).querySelectorAll('[part~="region"]')].find((r) => r.querySelector('.name')!.textContent === 'Barn')!;
    expect(barn.querySelector('.flame svg')!.getAttribute('aria-label'), 'the map shows the Barn burning at 2').to.equal('fire level 2');
    for (let i = 24; i < BRAWL_EXAMPLE_EVENTS.length; i++) await press(el, 'Forward');
    expect(el.snapshot.matches('downtime')).to.equal(true);
    expect(el.snapshot.context).to.deep.equal(
      (() => {
        let [s] = initialTransition(combatRoundMachine, COMBAT_ROUND_EXAMPLES.find((e) => e.id === 'brawl')!.input);
        for (const e of BRAWL_EXAMPLE_EVENTS) [s] = transition(combatRoundMachine, s, e);
        return s.context;
      })(),
    );
  });

  it('asks for a prediction before a roll in learner mode, without changing the story', async () => {
    sessionStorage.removeItem('rb-learn:rb-combat-round');
    const plain = await table({ rolls: '3' });
    const learner = await table({ rolls: '3', learn: '' });
    for (const el of [plain, learner]) {
      await press(el, 'Melee attack');
      // The questions are a module of their own, loaded when learner mode is turned on.
      if (el === learner) await until(el, () => el.teach.prediction(el.snapshot) !== undefined, 'the question arrived');
      await press(el, 'Roll the d6');
    }
    expect(text(learner)).to.contain("Does Bran's melee attack hit?");
    expect(learner.snapshot.matches({ fight: 'roll' })).to.equal(true);
    await press(learner, 'Hit');
    expect(learner.snapshot.context).to.deep.equal(plain.snapshot.context);
    expect(learner.record.events).to.deep.equal(plain.record.events);
    expect(root(learner).querySelector('[part~="graded"]')!.textContent).to.contain('Right.');
  });

  it('shows the exact odds of the roll about to be made', async () => {
    const el = await table();
    await press(el, 'Grapple');
    await press(el, 'Odds');
    // The odds are a module of their own, loaded when a reader first asks.
    await until(el, () => root(el).querySelector('[part~="odds"]') !== null, 'the odds arrived');
    const odds = root(el).querySelector('[part~="odds"]')!.textContent!.replace(/\s+/g, ' ');
    expect(odds).to.contain("Bran's grapple: d6 + 3 against 5");
    expect(odds).to.contain('Success 83.3%');
    expect(odds).to.contain('Failure 16.7%');
  });

  it('draws the statechart from the machine, following the table', async () => {
    expectChartMatchesMachine(chart, combatRoundMachine);
    const el = await table({ rolls: '6' });
    await press(el, 'Statechart');
    for (let i = 0; i < 100 && !root(el).querySelector('.rb-chart g.st'); i++) await new Promise((r) => setTimeout(r, 50));
    await el.updateComplete;
    expectChartHighlights(el, chart, combatRoundMachine);
    for (const step of ['Melee attack', 'Roll the d6', 'End turn', 'Back', 'Forward']) {
      await press(el, step);
      expectChartHighlights(el, chart, combatRoundMachine);
    }
  });

  it('passes downtime timeframe by timeframe, who sleeps set by checkboxes', async () => {
    const el = await table({ start: 'downtime', map: 'area camp\npc Ada in camp injuries=1\npc Bo in camp', fighters: 'Bo: fatigue=1' });
    expect(text(el)).to.contain('Downtime: day 1, dawn');
    const bo = [...root(el).querySelectorAll<HTMLInputElement>('[part~="choices"] input[type="checkbox"]')][1]!;
    bo.focus();
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    await press(el, 'Next timeframe');
    expect(why(el)).to.contain('Ada sleeps through dawn (1 timeframe today).');
    expect(why(el)).to.contain('Bo stays awake through dawn (1 timeframe in a row).');
    expect(root(el).querySelector('[part~="timeline"] [aria-current]')!.textContent).to.equal('morning');
  });

  it('starts a table from the setup form', async () => {
    const el = await table();
    const summary = root(el).querySelector<HTMLElement>('details.setup > summary')!;
    summary.focus();
    await sendKeys({ press: 'Enter' });
    expect(root(el).querySelector<HTMLDetailsElement>('details.setup')!.open).to.equal(true);
    const form = root(el).querySelector('form')!;
    form.querySelector<HTMLTextAreaElement>('[name="map"]')!.value = 'area hut\npc Ada in hut\nnpc Orc in hut';
    form.querySelector<HTMLTextAreaElement>('[name="fighters"]')!.value = 'Ada: might=3 arms=Axe itm=2';
    await press(el, 'Start this table');
    expect(el.snapshot.context.fighters.map((f) => f.name)).to.deep.equal(['Ada', 'Orc']);
    expect(el.snapshot.context.fighters[0]!.aptitudes.might).to.equal(3);
  });

  it('keeps a table over a reload and refuses a saved table it cannot replay, in plain words', async () => {
    localStorage.removeItem('rb:combat-test');
    const el = await table({ 'storage-key': 'combat-test' });
    el.removeAttribute('no-save');
    await el.updateComplete;
    await press(el, 'End turn');
    const again = document.createElement('rb-combat-round');
    again.setAttribute('storage-key', 'combat-test');
    (await fixture<HTMLDivElement>(html`<div></div>`)).append(again);
    await again.updateComplete;
    expect(again.snapshot.context.turnOf).to.equal('wren');
    localStorage.setItem('rb:combat-test', JSON.stringify({ format: combatRoundRecord.current, input: { seed: 1 }, events: [], step: 0 }));
    const broken = document.createElement('rb-combat-round');
    broken.setAttribute('storage-key', 'combat-test');
    (await fixture<HTMLDivElement>(html`<div></div>`)).append(broken);
    await broken.updateComplete;
    expect(messagesOf(broken)).to.contain('Your saved table could not be restored: its setup could not be used (its fighters)');
    localStorage.removeItem('rb:combat-test');
  });

  it('matches the machine step for step (the widget decides no rule)', async () => {
    const el = await table({ rolls: '3 5' });
    await press(el, 'Knockdown');
    await press(el, 'Roll the d6');
    await press(el, 'Melee attack');
    await press(el, 'Roll the d6');
    let [snap] = initialTransition(combatRoundMachine, el.record.input);
    for (const e of el.record.events) [snap] = transition(combatRoundMachine, snap, e);
    expect(snap.context).to.deep.equal(el.snapshot.context);
  });

  it('names each invalid attribute value and still plays', async () => {
    await checkEachInvalidValue({ tag: 'rb-combat-round', attributes: ATTRIBUTES, works, fixed: { 'no-save': '' } });
  });

  it('survives hostile attributes, set at the start and changed later', async () => {
    await checkHostileAttributes({ tag: 'rb-combat-round', attributes: ATTRIBUTES, works, fixed: { 'no-save': '' }, runs: 20 });
  });

  it('survives damaged saved tables', async () => {
    await checkDamagedSavedTables({ tag: 'rb-combat-round', works, format: combatRoundRecord.current, runs: 20 });
  });
});
