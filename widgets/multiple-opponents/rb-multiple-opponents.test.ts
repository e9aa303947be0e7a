import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { initialTransition, transition } from 'xstate';
import './rb-multiple-opponents.js';
import type { RbMultipleOpponents } from './rb-multiple-opponents.js';
import chart from '../../generated/charts/multiple-opponents.chart.js';
import { multipleOpponentsMachine, multipleOpponentsRecord } from '../../machines/karmic/multiple-opponents/multiple-opponents.machine.js';
import { GOBLINS_EVENTS, GOBLINS_EXAMPLE } from '../../machines/karmic/multiple-opponents/multiple-opponents.examples.js';
import { expectChartHighlights, expectChartMatchesMachine } from '../shared/testing/chart.js';
import { click, press, root, settle, until } from '../shared/testing/keys.js';
import { checkDamagedSavedTables, checkEachInvalidValue, checkHostileAttributes, type AttributeSpec } from '../shared/testing/hostile.js';

// Our goblins example's decks (machines/karmic/multiple-opponents/multiple-opponents.examples.ts): Devon +5 / −2, then +9, +8, +10;
// the goblins +2, +7, −3 for the initiative, then two cards each.
const LONE_STACK = '5s 2h 9s 8s 10s';
const FOE_STACK = '2s 7s 3h 4s 2h 5s 3s 4h 2c';

async function goblins(attrs: { learn?: boolean; storageKey?: string } = {}) {
  const el = await fixture<RbMultipleOpponents>(
    html`<rb-multiple-opponents
      ?no-save=${!attrs.storageKey}
      storage-key=${attrs.storageKey ?? ''}
      seed="15"
      foes="3"
      foe-size="small"
      foe-hit-points="3"
      foe-skill="2"
      ?learn=${attrs.learn ?? false}
      lone-stack=${LONE_STACK}
      foe-stack=${FOE_STACK}
    ></rb-multiple-opponents>`,
  );
  await el.updateComplete;
  return el;
}

const buttons = (el: RbMultipleOpponents) => [...root(el).querySelectorAll('button')];
const text = (el: RbMultipleOpponents) => root(el).textContent!.replace(/\s+/g, ' ');
const why = (el: RbMultipleOpponents) => root(el).querySelector('[part~="why"]')!.textContent!.replace(/\s+/g, ' ');

/** Pick a choice in the maneuver list with the arrow keys. */
async function choose(el: RbMultipleOpponents, id: string) {
  const select = root(el).querySelector<HTMLSelectElement>('[part~="controls"] select')!;
  const target = [...select.options].findIndex((o) => o.value === id);
  if (target < 0) throw new Error(`no ${id} among ${[...select.options].map((o) => o.value).join(', ')}`);
  select.focus();
  const steps = target - select.selectedIndex;
  for (let i = 0; i < Math.abs(steps); i++) await sendKeys({ press: steps > 0 ? 'ArrowDown' : 'ArrowUp' });
  await settle(el);
  expect(root(el).querySelector<HTMLSelectElement>('[part~="controls"] select')!.value).to.equal(id);
}

async function altArrow(el: RbMultipleOpponents, key: 'ArrowLeft' | 'ArrowRight') {
  buttons(el)[0]!.focus();
  await sendKeys({ down: 'Alt' });
  await sendKeys({ press: key });
  await sendKeys({ up: 'Alt' });
  await settle(el);
}

/** Our example's first turn, by keyboard, up to both registers laid. */
async function declareTurn(el: RbMultipleOpponents) {
  await press(el, 'Draw for the initiative');
  await press(el, 'Hold it over Ash');
  await press(el, 'Draw the hands');
  await choose(el, 'parry:1');
  await press(el, /lay \+9,/);
  await choose(el, 'parry:2');
  await press(el, /lay \+8,/);
  await press(el, 'Close register 1');
  await choose(el, 'swipe:0-1-2');
  await press(el, /lay \+10,/);
  await press(el, 'Close register 2');
}

describe('rb-multiple-opponents', () => {
  it('is accessible at the start, while declaring, after a resolution, and with its panels open', async () => {
    const el = await goblins();
    el.motion.finish(); // axe reads the end state, not a card mid-deal
    await expect(el).to.be.accessible();
    await press(el, 'Draw for the initiative');
    el.motion.finish(); // axe reads the end state, not a card mid-deal
    await expect(el).to.be.accessible();
    await press(el, 'Hold it over Ash');
    await press(el, 'Draw the hands');
    el.motion.finish(); // axe reads the end state, not a card mid-deal
    await expect(el).to.be.accessible();
    el.replayExample();
    for (let i = 0; i < GOBLINS_EVENTS.length; i++) el.forward();
    await settle(el);
    await press(el, 'Odds');
    el.motion.finish(); // axe reads the end state, not a card mid-deal
    await expect(el).to.be.accessible();
  });

  it('is a labelled group naming every fighter, with its step and its setup tucked away', async () => {
    const el = await goblins();
    const base = root(el).querySelector('[part~="base"]')!;
    expect(base.getAttribute('role')).to.equal('group');
    expect(base.getAttribute('aria-label')).to.equal('Multiple opponents: Devon against Ash, Brand, Cole');
    expect(root(el).querySelector('[part~="stage"] [part~="controls"]')).to.exist;
    expect(root(el).querySelector<HTMLDetailsElement>('details[part~="setup"]')!.open).to.equal(false);
  });

  it('plays our example by keyboard: two parries in one register, a swipe at three, every pairing written out', async () => {
    const el = await goblins();
    await declareTurn(el);
    expect(el.snapshot.hasTag('resolving')).to.equal(true);
    await press(el, 'Turn over register 1');
    expect(text(el)).to.contain('Brand → Devon: 5 card − 10 parry = −5: miss');
    await press(el, 'Turn over register 2');
    expect(text(el)).to.contain('Devon → Ash: 10 card + 1 modifiers − 3 swipe at 3 − 4 parry = 4: hit for 4 damage');
    expect(root(el).querySelector('[part~="summary"]')!.textContent).to.contain('put every foe out of the fight');
    expect(el.snapshot.context.damage).to.deep.equal({ lone: 4, foes: [4, 4, 4] });
  });

  it('plays by mouse too', async () => {
    const el = await goblins();
    await click(el, 'Draw for the initiative');
    await click(el, 'Hold it over Cole');
    expect(el.snapshot.context.holders).to.deep.equal(['foe', 'foe', 'lone']);
    await click(el, 'Draw the hands');
    expect(el.snapshot.hasTag('declaring')).to.equal(true);
  });

  it('keeps the foes’ hands and face-down cards out of the page', async () => {
    const el = await goblins();
    await press(el, 'Draw for the initiative');
    await press(el, 'Hold it over Ash');
    await press(el, 'Draw the hands');
    // Brand attacks with 5♠ and Cole with 2♣ face down; Ash holds 4♠ 2♥, Brand 3♠, Cole 4♥.
    const html = root(el).innerHTML;
    for (const face of ['5♠', '2♣', '4♠', '2♥', '3♠', '4♥']) expect(html, face).not.to.contain(face);
    // Two face down in register 1, and the foes' hands beside their tokens: Ash 2, Brand 1, Cole 1.
    expect(root(el).querySelectorAll('[part~="registers"] [part~="card-back"]').length).to.equal(2);
    expect(root(el).querySelectorAll('[part~="fighter"] [part~="card-back"]').length).to.equal(4);
    expect(root(el).querySelector('[part~="fighter"] [part~="hand"]')!.getAttribute('aria-label')).to.equal(
      "Ash's hand, 2 cards, face down",
    );
  });

  it('says why with a link to the rule, and explains a refused choice in the rules’ words', async () => {
    const el = await goblins();
    await press(el, 'Draw for the initiative');
    expect(why(el)).to.contain('Devon beats Ash and Cole: he names the one he holds the initiative over');
    const links = [...root(el).querySelectorAll('[part~="why"] a[part~="rule-link"]')].map((a) => a.getAttribute('href'));
    expect(links.some((href) => href!.endsWith('karmic/close-quarters-shields-and-special-situations/#multiple-opponents'))).to.equal(true);
    await press(el, 'Hold it over Ash');
    await press(el, 'Draw the hands');
    const refusals = root(el).querySelector<HTMLDetailsElement>('[part~="refusals"]')!;
    expect(refusals.textContent).to.contain('a swipe needs the initiative, and Devon holds it over none of the targets');
  });

  it('takes back the card just laid, by keyboard', async () => {
    const el = await goblins();
    await press(el, 'Draw for the initiative');
    await press(el, 'Hold it over Ash');
    await press(el, 'Draw the hands');
    await choose(el, 'parry:1');
    await press(el, /lay \+9,/);
    await press(el, 'Take back the last card');
    expect(el.snapshot.context.hands.lone).to.deep.equal(['8s', '10s', '9s']);
  });

  it('opens a table saved by the build before the procedure contract, under its key, at its step', async () => {
    // That build kept a table as "multiple-opponents@<page>#<id>" in the format multiple-opponents/1,
    // as this one does: a reader's saved fight opens where it was left.
    const page = location.pathname;
    const record = { format: 'multiple-opponents/1', input: GOBLINS_EXAMPLE, events: GOBLINS_EVENTS, step: 3 };
    localStorage.clear();
    localStorage.setItem(`rb:multiple-opponents@${page}#goblins`, JSON.stringify(record));
    const el = await fixture<RbMultipleOpponents>(html`<rb-multiple-opponents id="goblins"></rb-multiple-opponents>`);
    expect(root(el).querySelector('[role="alert"]')).to.equal(null);
    expect(el.record.format).to.equal(multipleOpponentsRecord.current);
    expect(el.record.step).to.equal(3);
    expect(el.record.events).to.deep.equal(GOBLINS_EVENTS);
    expect(el.snapshot.hasTag('declaring')).to.equal(true);
    expect(el.snapshot.context.foes.map((f) => f.name)).to.deep.equal(['Ash', 'Brand', 'Cole']);
    el.remove();
    localStorage.clear();
  });

  it('steps back and forward to the exact same table, by the buttons and by Alt+arrows', async () => {
    const el = await goblins();
    await press(el, 'Draw for the initiative');
    await press(el, 'Hold it over Ash');
    await press(el, 'Draw the hands');
    const before = structuredClone(el.snapshot.context);
    await choose(el, 'parry:1');
    await press(el, /lay \+9,/);
    const after = structuredClone(el.snapshot.context);
    const step = oneEvent(el, 'rb-step');
    await altArrow(el, 'ArrowLeft');
    expect((await step).detail.cause).to.equal('back');
    expect(el.snapshot.context).to.deep.equal(before);
    await altArrow(el, 'ArrowRight');
    expect(el.snapshot.context).to.deep.equal(after);
    await press(el, 'Back');
    expect(el.snapshot.context).to.deep.equal(before);
    await press(el, 'Forward');
    expect(el.snapshot.context).to.deep.equal(after);
  });

  it('replays our example from its start, step by step with its numbers', async () => {
    const el = await goblins();
    await press(el, 'Replay the example (ours)');
    expect(el.snapshot.value).to.equal('drawingForInitiative');
    expect(el.record.events).to.have.length(GOBLINS_EVENTS.length);
    expect(el.record.step).to.equal(0);
    await press(el, 'Forward');
    expect(el.snapshot.context.initiativeDraws[0]!.foes.map((f) => f?.total)).to.deep.equal([2, 7, -3]);
    for (let i = 1; i < GOBLINS_EVENTS.length; i++) await press(el, 'Forward');
    expect(el.snapshot.context.damage).to.deep.equal({ lone: 4, foes: [4, 4, 4] });
  });

  it('shows the exact initiative odds, and asks how many blows land in learner mode without changing the story', async () => {
    sessionStorage.removeItem('rb-learn:rb-multiple-opponents');
    const odds = await goblins();
    await press(odds, 'Odds');
    await until(odds, () => root(odds).querySelector('[part~="odds"]') !== null, 'the odds are shown');
    expect(root(odds).querySelector('[part~="odds"]')!.textContent).to.contain('The initiative between Devon and Ash');
    const plain = await goblins();
    const learner = await goblins({ learn: true });
    for (const el of [plain, learner]) await declareTurn(el);
    await press(plain, 'Turn over register 1');
    await press(learner, 'Turn over register 1');
    await until(learner, () => root(learner).querySelector('[part~="predict"]') !== null, 'the question is asked');
    expect(root(learner).querySelector('[part~="predict"]')!.textContent).to.contain('Register 1 holds 2 blows. How many land?');
    expect(learner.snapshot.context.registers[0]!.revealed).to.equal(false);
    const zero = [...root(learner).querySelectorAll<HTMLButtonElement>('[part~="predict"] button')].find(
      (b) => b.textContent!.trim() === '0',
    )!;
    zero.focus();
    await sendKeys({ press: 'Enter' });
    await settle(learner);
    expect(learner.snapshot.context).to.deep.equal(plain.snapshot.context);
  });

  it('draws the statechart from the machine, following the table forward and back', async () => {
    expectChartMatchesMachine(chart, multipleOpponentsMachine);
    const el = await goblins();
    await press(el, 'Statechart');
    await until(el, () => root(el).querySelectorAll('.rb-chart g.st').length > 0, 'the chart is drawn');
    expectChartHighlights(el, chart, multipleOpponentsMachine);
    for (const step of ['Draw for the initiative', 'Hold it over Ash', 'Draw the hands', 'Back', 'Back', 'Forward']) {
      await press(el, step);
      expectChartHighlights(el, chart, multipleOpponentsMachine);
    }
  });

  it('matches the machine step for step (the widget decides no rule)', async () => {
    const el = await goblins();
    await declareTurn(el);
    await press(el, 'Turn over register 1');
    let [snap] = initialTransition(multipleOpponentsMachine, el.record.input);
    for (const e of el.record.events) [snap] = transition(multipleOpponentsMachine, snap, e);
    expect(snap.context).to.deep.equal(el.snapshot.context);
  });

  it('starts a table from the setup form', async () => {
    const el = await goblins();
    const summary = root(el).querySelector<HTMLElement>('details[part~="setup"] > summary')!;
    summary.focus();
    await sendKeys({ press: 'Enter' });
    const form = root(el).querySelector('form.setup-form')!;
    form.querySelector<HTMLSelectElement>('[name="foes"]')!.value = '2';
    form.querySelector<HTMLInputElement>('[name="foe-names"]')!.value = 'Gob, Lin';
    await press(el, 'Start this table');
    expect(el.getAttribute('foes')).to.equal('2');
    expect(el.snapshot.context.foes.map((f) => f.name)).to.deep.equal(['Gob', 'Lin']);
    expect(el.record.events).to.have.length(0);
  });

  it('names a bad attribute and carries on with the default', async () => {
    const el = await fixture<RbMultipleOpponents>(
      html`<rb-multiple-opponents no-save foes="constructor" lone-bound="tied"></rb-multiple-opponents>`,
    );
    await el.updateComplete;
    const errors = root(el).querySelector('[part~="error"]')!.textContent!;
    expect(errors).to.contain('foes: "constructor" is not a whole number');
    expect(errors).to.contain('lone-bound: "tied" is not one of the choices');
    expect(el.snapshot.context.foes).to.have.length(2);
    await press(el, 'Draw for the initiative');
  });

  it('plays hand to hand from bare hands, set in the table setup (table ruling "Hand to hand against several foes")', async () => {
    const el = await fixture<RbMultipleOpponents>(
      html`<rb-multiple-opponents
        no-save
        lone-weapon="bare-hands"
        foe-weapon="bare-hands"
        lone-stack="5s 2h 9s 8s 10s"
        foe-stack="2s 7s 4s 2h 5s 3s"
        foe-skill="2"
      ></rb-multiple-opponents>`,
    );
    await el.updateComplete;
    expect(root(el).querySelector<HTMLSelectElement>('select[name="lone-weapon"]')!.value).to.equal('bare-hands');
    await press(el, 'Draw for the initiative');
    await press(el, 'Draw the hands');
    const labels = [...root(el).querySelectorAll<HTMLOptionElement>('.declare option')].map((o) => o.textContent!.trim());
    expect(labels).to.include('Block grab against Brand (−6)');
    expect(labels).to.include('Hand attack against Ash (0)');
    expect(labels.some((l) => l.startsWith('Attack against'))).to.equal(false);
  });
});

describe('rb-multiple-opponents: hit cards and jokers (table ruling "Hit cards and jokers against several foes")', () => {
  it('asks the GM for a joker’s worth and him about his hit card, by keyboard', async () => {
    const el = await fixture<RbMultipleOpponents>(
      html`<rb-multiple-opponents
        no-save
        seed="31"
        lone-stack="5s 2h JK1 Ks Qs 4s 3s"
        foe-stack="2h 3h Qs 2s Kh 3s 9s 8s"
        foe-skill="2"
      ></rb-multiple-opponents>`,
    );
    await el.updateComplete;
    await press(el, 'Draw for the initiative');
    await press(el, 'Hold it over Ash');
    await press(el, 'Draw the hands');
    await choose(el, 'parry:1');
    await press(el, /lay a joker,/);
    await press(el, 'Close register 1');
    await choose(el, 'parry:1');
    await press(el, /lay \+3 \(hit\)|lay \+3,/);
    await press(el, 'Close register 2');
    await press(el, 'Lay nothing in register 3');
    await press(el, 'Turn over register 1');
    expect(root(el).querySelector('[part~="prompt"]')!.textContent).to.contain('Devon played a joker: the GM names what it is worth.');
    // At 320 px the value field and its button still fit: nothing scrolls sideways.
    el.style.display = 'block';
    el.style.width = '320px';
    await settle(el);
    const controls = root(el).querySelector<HTMLElement>('[part~="controls"]')!;
    expect(controls.scrollWidth).to.be.at.most(controls.clientWidth);
    const worth = root(el).querySelector<HTMLInputElement>('[part~="controls"] input[type="number"]')!;
    worth.focus();
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    await settle(el);
    await press(el, 'Rule the joker');
    expect(why(el)).to.contain("The GM rules Devon's joker worth +2.");
    await press(el, 'Turn over register 2');
    expect(root(el).querySelector('[part~="prompt"]')!.textContent).to.contain('draw onto it, or keep it?');
    await press(el, 'Devon hits');
    expect(why(el)).to.contain('Devon hits and draws +4: the card is now worth +7.');
    el.motion.finish(); // axe reads the end state, not a card mid-deal
    await expect(el).to.be.accessible();
  });

  it('lets him keep his hit card as it is, by keyboard', async () => {
    const el = await fixture<RbMultipleOpponents>(
      html`<rb-multiple-opponents
        no-save
        seed="31"
        lone-stack="5s 2h JK1 Ks Qs 4s 3s"
        foe-stack="2h 3h Qs 2s Kh 3s 9s 8s"
        foe-skill="2"
      ></rb-multiple-opponents>`,
    );
    await el.updateComplete;
    await press(el, 'Draw for the initiative');
    await press(el, 'Hold it over Ash');
    await press(el, 'Draw the hands');
    await choose(el, 'parry:1');
    await press(el, /lay \+3 \(hit\)|lay \+3,/);
    await press(el, 'Close register 1');
    await press(el, 'Lay nothing in register 2');
    await press(el, 'Lay nothing in register 3');
    await press(el, 'Turn over register 1');
    await press(el, 'Devon stands');
    expect(why(el)).to.contain('Devon does not hit: the card stays at +3.');
    expect(root(el).querySelector('[part~="prompt"]')!.textContent).to.contain('Register 2 lies face down');
  });
});

describe('rb-multiple-opponents: a charge (table ruling "A charge against several foes")', () => {
  it('picks the foe he charges in the table setup, by keyboard, and holds him to that one maneuver', async () => {
    const el = await goblins();
    el.style.display = 'block';
    el.style.width = '320px';
    const summary = root(el).querySelector<HTMLElement>('details[part~="setup"] > summary')!;
    summary.focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    const form = root(el).querySelector<HTMLFormElement>('form.setup-form')!;
    const select = form.querySelector<HTMLSelectElement>('[name="charge-at"]')!;
    select.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(select.value).to.equal('2');
    expect(form.scrollWidth).to.be.at.most(form.clientWidth);
    await press(el, 'Start this table');
    expect(el.getAttribute('charge-at')).to.equal('2');
    expect(el.snapshot.context.chargeAt).to.equal(1);
    // Brand is charged and draws nothing; Ash +2 and Cole +7 draw against Devon's +5.
    await press(el, 'Draw for the initiative');
    expect(why(el)).to.contain('Devon charges Brand and holds the initiative over Brand');
    expect(text(el)).to.contain('the charge round');
    await press(el, 'Draw the hands');
    const refusals = root(el).querySelector<HTMLDetailsElement>('[part~="refusals"]')!;
    expect(refusals.textContent).to.contain('the charge is the only thing Devon does this round: he lays nothing against Cole');
    await choose(el, 'attack:1');
    await press(el, /lay \+10,/);
    expect(el.snapshot.context.registers[0]!.lone).to.have.length(1);
  });
});

describe('rb-multiple-opponents: a surprise (table ruling "A surprise against several foes")', () => {
  it('names the foes taken by surprise in the table setup, by keyboard at 320 px, and holds him to one attack on them', async () => {
    const el = await goblins();
    el.style.display = 'block';
    el.style.width = '320px';
    const summary = root(el).querySelector<HTMLElement>('details[part~="setup"] > summary')!;
    summary.focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    const form = root(el).querySelector<HTMLFormElement>('form.setup-form')!;
    expect(form.scrollWidth).to.be.at.most(form.clientWidth);
    const field = form.querySelector<HTMLInputElement>('[name="surprised-foes"]')!;
    field.focus();
    await sendKeys({ type: '1' });
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(el.getAttribute('surprised-foes')).to.equal('1');
    expect(el.snapshot.context.surprise).to.deep.equal([0]);
    expect(why(el)).to.contain('Devon sets out to take Ash by surprise');
    // Ash (no combat training) does not draw: Brand draws +2, Cole +7 against Devon's +5.
    await press(el, 'Draw for the initiative');
    expect(why(el)).to.contain('Ash has no combat training to see it coming: taken by surprise, Ash lays nothing this round.');
    expect(text(el)).to.contain('the surprise round');
    await press(el, 'Draw the hands');
    await choose(el, 'attack:0');
    await press(el, /lay \+10,/);
    await press(el, 'Close register 1');
    expect(el.snapshot.context.registers[0]!.foeCards[0]).to.equal(null);
    const refusals = root(el).querySelector<HTMLDetailsElement>('[part~="refusals"]')!;
    expect(refusals.textContent).to.contain('Devon has made the one attack a surprise gives him');
  });
});

describe('rb-multiple-opponents under hostile input', () => {
  const checked = (name: string): AttributeSpec => ({ name, kind: 'checked' });
  const numbers = ['weapon', 'skill', 'training', 'willpower', 'finesse', 'armour', 'hit-points', 'stack'];
  const attributes: AttributeSpec[] = [
    checked('seed'),
    checked('foes'),
    checked('foe-size'),
    { name: 'foe-names', kind: 'free' },
    { name: 'lone-name', kind: 'free' },
    { name: 'learn', kind: 'flag' },
    { name: 'storage-key', kind: 'free' },
    checked('lone-off-hand'),
    checked('lone-bound'),
    checked('surprised-foes'),
    checked('charge-at'),
    ...numbers.map((a) => checked(`lone-${a}`)),
    ...numbers.map((a) => checked(`foe-${a}`)),
  ];

  const works = async (el: HTMLElement) => {
    const table = el as RbMultipleOpponents;
    await table.updateComplete;
    const before = table.record.step;
    const primary = table.shadowRoot!.querySelector('[part~="controls"] button.primary:not([disabled])') as HTMLButtonElement | null;
    expect(primary, 'a step to take').to.exist;
    primary!.focus();
    await sendKeys({ press: 'Enter' });
    await settle(table);
    expect(table.record.step, 'a step was taken').to.equal(before + 1);
  };

  it('names each invalid value of each attribute and still plays', async function () {
    this.timeout(300000);
    await checkEachInvalidValue<RbMultipleOpponents>({ tag: 'rb-multiple-opponents', attributes, works, fixed: { 'no-save': '' } });
  });

  it('survives any values, set at the start or changed later, and removing them', async function () {
    this.timeout(120000);
    await checkHostileAttributes<RbMultipleOpponents>({
      tag: 'rb-multiple-opponents',
      attributes,
      works,
      fixed: { 'no-save': '' },
      runs: 20,
    });
  });

  it('starts fresh with a plain message from a saved table of any shape', async function () {
    this.timeout(120000);
    await checkDamagedSavedTables<RbMultipleOpponents>({
      tag: 'rb-multiple-opponents',
      works,
      format: multipleOpponentsRecord.current,
      runs: 20,
    });
  });
});
