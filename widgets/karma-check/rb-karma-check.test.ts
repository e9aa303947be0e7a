/// <reference types="mocha" />
import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { initialTransition, transition } from 'xstate';
import { karmaCheckMachine, karmaCheckRecord } from '../../machines/karmic/karma-check/karma-check.machine.js';
import { expectChartHighlights, expectChartMatchesMachine } from '../shared/testing/chart.js';
import { checkDamagedSavedTables, checkEachInvalidValue, checkHostileAttributes } from '../shared/testing/hostile.js';
import chart from '../../generated/charts/karma-check.chart.js';
import './rb-karma-check.js';
import type { RbKarmaCheck } from './rb-karma-check.js';
import {
  TRACKING_EXAMPLE,
  BARKEEPER_EXAMPLE,
  check,
  TRACKER,
  root,
  accessible,
  buttons,
  button,
  part,
  text,
  announced,
  chance,
  press,
  click,
  arrow,
  playOneStepByKeyboard,
  ATTRIBUTES,
} from './karma-check.testing.js';

describe('rb-karma-check', () => {
  it('is accessible before drawing, with a card to choose, with the odds open, and with a result shown', async () => {
    const el = await check(TRACKER);
    await accessible(el);
    await press(el, 'Odds');
    await press(el, 'Draw the cards');
    await accessible(el);
    await press(el, /^Play 3♥: −3/);
    await accessible(el);
    const opposed = await check({
      mode: 'opposed',
      skill: '1',
      deck: 'Ks',
      'opponent-skill': '2',
      'opponent-deck': 'JK 4s',
      'opponent-draws': 'karma',
    });
    root(opposed).querySelector<HTMLDetailsElement>('details.setup')!.open = true;
    await press(opposed, 'Draw the cards');
    await press(opposed, /^Play K♠: \+3 \(hit\)/);
    await accessible(opposed);
  });

  it('names each card button by the card as it is seen, so its visible text is in its name', async () => {
    const el = await check({ skill: '3', deck: 'Ks JK 4h' });
    await press(el, 'Draw the cards');
    const names = [...root(el).querySelectorAll('[part~="hand"] button')].map((b) => b.getAttribute('aria-label'));
    expect(names).to.deep.equal(['Play K♠: +3 (hit), the king of spades', 'Play JK: wild, the joker', 'Play 4♥: −4, the 4 of hearts']);
    for (const b of root(el).querySelectorAll('[part~="hand"] button')) {
      const seen = b.querySelector('[part~="card"]')!.textContent!.trim();
      expect(b.getAttribute('aria-label')).to.contain(seen);
    }
  });

  it("plays the tracker's check by keyboard and highlights the result chart's row", async () => {
    const el = await check(TRACKER);
    expect(part(el, 'base')!.getAttribute('aria-label')).to.equal('Karma check: Tracker');
    expect(chance(el)).to.match(/^Chance of success: \d+(\.\d)?%/);
    await press(el, 'Draw the cards');
    expect(root(el).querySelectorAll('[part~="hand"] button')).to.have.length(3);
    await press(el, /^Play 3♥/);
    expect(part(el, 'outcome')!.textContent!.replace(/\s+/g, ' ')).to.contain('Success: 2 is above 0.');
    expect(part(el, 'side')!.textContent).to.contain('−3 card + 2 attribute + 3 difficulty = 2');
    const reached = root(el).querySelectorAll('[part~="result-chart"] li[aria-current="true"]');
    expect(reached).to.have.length(1);
    expect(reached[0]!.textContent).to.contain('+2, sufficient, the row reached');
    const row = part(el, 'chart-row')!.textContent!;
    expect(row).to.contain('Sufficient');
    expect(row).to.contain('General information');
    expect(row).to.contain('+15%');
    // After the last step the keyboard is on the next step's control.
    expect(root(el).activeElement!.textContent).to.contain('Discard and check again');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.snapshot.matches('settingUp')).to.equal(true);
    expect(root(el).activeElement!.textContent).to.contain('Draw the cards');
  });

  it('plays by mouse too', async () => {
    const el = await check(TRACKER);
    await click(el, 'Draw the cards');
    await click(el, /^Play 4♥/);
    expect(el.snapshot.matches('resolved')).to.equal(true);
    expect(part(el, 'outcome')!.textContent!.replace(/\s+/g, ' ')).to.contain('Success: 1 is above 0.');
  });

  it('lets the reader set skill, attribute, difficulty and other modifiers before the draw, and shows the chance change', async () => {
    const el = await check({ skill: '1', deck: '2h 3h 4s 5s' });
    const before = chance(el);
    await arrow(el, 0, 'skill', 'ArrowDown', 2); // 1 → 3
    expect(el.snapshot.context.sides[0]!.settings.skill).to.equal(3);
    expect(part(el, 'side')!.textContent).to.contain('skill 3: draw 3 cards');
    await arrow(el, 0, 'attribute', 'ArrowDown', 2); // 0 → +2
    await arrow(el, 0, 'difficulty', 'ArrowUp'); // moderate → easy
    await arrow(el, 0, 'modifier', 'ArrowUp'); // 0 → −1
    expect(el.snapshot.context.sides[0]!.settings).to.include({ skill: 3, attribute: 2, difficulty: 'easy', modifier: -1 });
    expect(part(el, 'side')!.textContent).to.contain('modifiers +4');
    expect(chance(el)).to.not.equal(before);
    // Each change is a step: Back undoes the last one.
    expect(el.record.events).to.have.length(6);
    await press(el, 'Back');
    expect(el.snapshot.context.sides[0]!.settings.modifier).to.equal(0);
    expect(root(el).querySelector<HTMLSelectElement>('select[name="modifier"]')!.value).to.equal('0');
    await press(el, 'Forward');
    await press(el, 'Draw the cards');
    expect(root(el).querySelectorAll('[part~="hand"] button')).to.have.length(3);
    await press(el, /^Play 4♠/);
    expect(part(el, 'side')!.textContent).to.contain('4 card + 2 attribute + 3 difficulty − 1 other modifiers = 8');
  });

  it('gives each row of the result chart its exact chance before the draw, summing with a joker’s share to 1', async () => {
    const el = await check({ skill: '2' });
    const cells = [...root(el).querySelectorAll('[part~="result-chart"] li')];
    expect(cells.map((c) => c.querySelector('.mt')!.textContent)).to.deep.equal([
      '−10',
      '−9',
      '−8',
      '−7',
      '−6',
      '−5',
      '−4',
      '−3',
      '−2',
      '−1',
      '0',
      '+1',
      '+2',
      '+3',
      '+4',
      '+5',
      '+6',
      '+7',
      '+8',
      '+9',
      '+10',
    ]);
    // Counted here from the hidden text each row carries: "+2, sufficient: 6.8%".
    const sum = cells.reduce((s, c) => s + Number(/: ([\d.]+)%/.exec(c.querySelector('.visually-hidden')!.textContent!)?.[1] ?? 0), 0);
    const joker = Number(/a joker, ([\d.]+)%/.exec(chance(el))?.[1] ?? 0);
    expect(sum + joker).to.be.closeTo(100, 0.6);
  });

  it('switches to an opposed check, keeps a card face down (and its total hidden) until both have chosen, and gives a tie to the opposition', async () => {
    const el = await check({
      skill: '1',
      deck: '4s',
      'opponent-skill': '1',
      'opponent-deck': '4c',
      label: 'Sneak',
      'opponent-label': 'Guard',
    });
    const opposed = root(el).querySelector<HTMLInputElement>('input[name="mode"][value="opposed"]')!;
    opposed.focus();
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(el.snapshot.context.sides).to.have.length(2);
    expect(part(el, 'base')!.getAttribute('aria-label')).to.equal('Opposed karma check: Sneak against Guard');
    expect(chance(el)).to.match(/^Chance of Sneak wins: /);
    await press(el, 'Draw the cards');
    await press(el, /^Play 4♠/);
    expect(root(el).querySelector('[part~="chain"] [part~="card-back"]')).to.exist;
    expect(text(el)).to.not.contain('4 card');
    await press(el, /^Play 4♣/);
    expect(part(el, 'outcome')!.textContent!.replace(/\s+/g, ' ')).to.contain('tie');
    expect(part(el, 'outcome')!.textContent!.replace(/\s+/g, ' ')).to.contain('Failure');
    expect([...root(el).querySelectorAll('a[part~="rule-link"]')].map((a) => a.textContent)).to.include(
      'Table ruling: ties in an opposed check',
    );
    await accessible(el);
  });

  it('says why each step happened, with a link to the rule, and announces it', async () => {
    const el = await check({ ...TRACKER, label: 'Enris' });
    await press(el, 'Draw the cards');
    await press(el, /^Play 3♥/);
    const links = [...root(el).querySelectorAll<HTMLAnchorElement>('[part~="why"] a[part~="rule-link"]')];
    expect(links.map((a) => a.getAttribute('href'))).to.include('/karmic/karma-deck-and-checks/#a-basic-check');
    expect(links.map((a) => a.getAttribute('href'))).to.include('/karmic/karma-deck-and-checks/#how-well-it-went-the-result-chart');
    expect(announced(el)).to.contain('2 is above 0: success.');
    expect(announced(el)).to.contain('Result chart row +2: sufficient.');
    expect(part(el, 'summary')!.textContent).to.contain('Chart row +2: Sufficient.');
  });

  it('follows a hit chain by keyboard and refuses to take a hit back', async () => {
    const el = await check({ skill: '1', deck: 'Ks Qh 4s' });
    await press(el, 'Draw the cards');
    await press(el, /^Play K♠: \+3 \(hit\)/);
    expect(part(el, 'prompt')!.textContent).to.contain('hit or stand');
    await press(el, /^Hit for/);
    expect(root(el).querySelectorAll('[part~="chain"] [part~="card"]')).to.have.length(2);
    await press(el, /^Hit for/);
    expect(root(el).querySelectorAll('[part~="chain"] [part~="card"]')).to.have.length(3);
    expect(text(el)).to.contain('5 card (+3, −2, +4) = 5');
    expect(buttons(el).some((b) => /^Hit/.test(b.textContent!.trim()))).to.equal(false);
  });

  it('keeps the keyboard, with its focus ring, on the next control after each key press, and on Hit while the chain goes on', async () => {
    // A −3 king fails: the suggested move, where the focus goes, is Hit (a +3 king would stand).
    const el = await check({ skill: '1', deck: 'Kh Qs 4s' });
    const focused = () => root(el).activeElement as HTMLElement | null;
    const events: string[] = [];
    for (const type of ['focusin', 'focusout'])
      root(el).addEventListener(type, (e) => events.push(`${type} ${(e.target as HTMLElement).textContent!.trim().slice(0, 6)}`));
    await press(el, 'Draw the cards');
    expect(focused()!.getAttribute('aria-label')).to.match(/^Play K♥/);
    expect(focused()!.matches(':focus-visible')).to.equal(true);
    const keys = async () => {
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
    };
    await keys();
    const hit = focused()!;
    expect(hit.textContent!.trim()).to.match(/^Hit/);
    events.length = 0;
    await keys();
    // The chain goes on (Q♠ is a hit card too, −1 still fails): the same Hit button keeps the focus, untouched.
    expect(root(el).querySelectorAll('[part~="chain"] [part~="card"]')).to.have.length(2);
    expect(focused()).to.equal(hit);
    expect(events).to.deep.equal([]);
    await keys();
    expect(el.snapshot.matches('resolved')).to.equal(true);
    expect(focused()!.textContent).to.contain('Discard and check again');
    expect(focused()!.matches(':focus-visible')).to.equal(true);
    expect(events).to.deep.equal(['focusout Hit fo', 'focusin Discar']);
  });

  it('steps back and forward to the exact same table, by the buttons and by Alt+arrows', async () => {
    const el = await check({ skill: '1', deck: 'Ks Qh 4s' });
    await press(el, 'Draw the cards');
    await press(el, /^Play K♠/);
    const chosen = JSON.stringify(el.snapshot.context);
    await press(el, /^Hit for/);
    const hit = JSON.stringify(el.snapshot.context);
    await press(el, 'Back');
    expect(JSON.stringify(el.snapshot.context)).to.equal(chosen);
    const step = oneEvent(el, 'rb-step');
    await press(el, 'Forward');
    expect((await step).detail.cause).to.equal('forward');
    expect(JSON.stringify(el.snapshot.context)).to.equal(hit);
    button(el, 'Back').focus();
    await sendKeys({ down: 'Alt' });
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ up: 'Alt' });
    await el.updateComplete;
    expect(JSON.stringify(el.snapshot.context)).to.equal(chosen);
    // The same hit again draws the same card.
    await press(el, /^Hit for/);
    expect(JSON.stringify(el.snapshot.context)).to.equal(hit);
  });

  it('replays the tracking example from its start with the book’s numbers', async () => {
    const el = await check({ skill: '5' });
    await press(el, "Replay the book's example");
    expect(el.record.events).to.deep.equal(TRACKING_EXAMPLE.events);
    expect(el.record.step).to.equal(0);
    expect(announced(el)).to.contain('Enris tracks the Dreaccle');
    expect(part(el, 'side')!.textContent).to.contain('skill 3: draw 3 cards; modifiers +5');
    await press(el, 'Forward');
    expect([...root(el).querySelectorAll('[part~="hand"] .value')].map((v) => v.textContent)).to.deep.equal(['−3', '−4', '−7']);
    await press(el, 'Forward');
    expect(part(el, 'side')!.textContent).to.contain('−3 card + 2 attribute + 3 difficulty = 2');
    expect(part(el, 'outcome')!.textContent!.replace(/\s+/g, ' ')).to.contain('Success: 2 is above 0.');
  });

  it("replays the barkeeper's opposed example on an opposed check: +6 against +8, row −2", async () => {
    // The book ("Opposed Checks"): Enris draws a +5, +6 with his finesse; the barkeeper draws
    // a +8 with awareness 0, and sees through him. Each step is checked against those numbers.
    const el = await check({ mode: 'opposed' });
    await press(el, "Replay the book's example");
    expect(el.record.events).to.deep.equal(BARKEEPER_EXAMPLE.events);
    expect(el.record.step).to.equal(0);
    const sides = () => [...root(el).querySelectorAll('[part~="side"]')].map((s) => s.textContent!.replace(/\s+/g, ' '));
    const faces = (side: number) =>
      [...root(el).querySelectorAll('[part~="side"]')[side]!.querySelectorAll('[part~="hand"] .value')].map((v) => v.textContent);
    // The start: one card each (skill 1); Enris +1 for finesse, the barkeeper nothing.
    expect(announced(el)).to.contain('Enris charms the barkeeper');
    expect(sides()[0]).to.contain('Enris skill 1: draw 1 card; modifiers +1');
    expect(sides()[1]).to.contain('Barkeeper skill 1: draw 1 card; modifiers 0');
    expect(part(el, 'outcome')).to.equal(null);
    // Step 1: Enris draws a +5, the barkeeper a +8.
    await press(el, 'Forward');
    expect(faces(0)).to.deep.equal(['+5']);
    expect(faces(1)).to.deep.equal(['+8']);
    expect(announced(el)).to.contain('Enris draws +5');
    expect(announced(el)).to.contain('Barkeeper draws +8');
    // Step 2: Enris's card goes down unseen; nothing is totalled yet.
    await press(el, 'Forward');
    expect(announced(el)).to.contain('Enris chooses a card face down.');
    expect(root(el).querySelectorAll('[part~="side"]')[0]!.querySelector('[part~="card-back"]')).to.exist;
    expect(sides()[0]).not.to.contain('+5');
    expect(faces(1)).to.deep.equal(['+8']);
    expect(part(el, 'outcome')).to.equal(null);
    // Step 3: they turn over together: +5 + 1 = +6 against +8 + 0 = +8; the barkeeper wins by 2.
    await press(el, 'Forward');
    expect(el.record.step).to.equal(BARKEEPER_EXAMPLE.events.length);
    expect(sides()[0]).to.contain('5 card + 1 attribute = 6');
    expect(sides()[1]).to.contain('8 card = 8');
    expect(part(el, 'outcome')!.textContent!.replace(/\s+/g, ' ')).to.contain(
      'Failure: +6 is not greater than +8: the opposition wins by 2',
    );
    expect(root(el).querySelector('[part~="result-chart"] li[aria-current="true"]')!.textContent).to.contain('−2, poor');
  });

  it('asks for a prediction before the draw in learner mode, without changing the draw', async () => {
    sessionStorage.removeItem('rb-learn:rb-karma-check');
    const plain = await check(TRACKER);
    const learner = await check({ ...TRACKER, learn: '' });
    for (const el of [plain, learner]) await press(el, 'Draw the cards');
    expect(part(learner, 'predict')!.textContent).to.contain('Will the best card Tracker draws be enough to succeed?');
    expect(learner.snapshot.matches('settingUp')).to.equal(true);
    await press(learner, 'It succeeds');
    expect(learner.snapshot.context).to.deep.equal(plain.snapshot.context);
    expect(part(learner, 'graded')!.textContent).to.contain('Right.');
  });

  it('draws the statechart from the machine, following the check', async () => {
    expectChartMatchesMachine(chart, karmaCheckMachine);
    const el = await check({ skill: '1', deck: 'Ks Qh 4s' });
    await press(el, 'Statechart');
    // The chart loads on demand: wait for it to be drawn (a busy machine may take a while).
    for (let i = 0; i < 100 && !root(el).querySelector('.rb-chart g.st'); i++) await new Promise((r) => setTimeout(r, 50));
    await el.updateComplete;
    expectChartHighlights(el, chart, karmaCheckMachine);
    for (const step of ['Draw the cards', /^Play K♠/, 'Back', 'Forward']) {
      await press(el, step);
      expectChartHighlights(el, chart, karmaCheckMachine);
    }
  });

  it('matches the machine step for step (the widget decides no rule)', async () => {
    const el = await check(TRACKER);
    await arrow(el, 0, 'skill', 'ArrowUp');
    await press(el, 'Draw the cards');
    await press(el, /^Play /);
    let [snap] = initialTransition(karmaCheckMachine, el.record.input);
    for (const e of el.record.events) [snap] = transition(karmaCheckMachine, snap, e);
    expect(snap.context).to.deep.equal(el.snapshot.context);
  });

  it('names a bad attribute and carries on with the default', async () => {
    const el = await check({ attribute: 'strong', skill: '2' });
    const alert = root(el).querySelector('[role="alert"]')!;
    expect(alert.textContent).to.contain('attribute: "strong" is not a whole number from −10 to 10; the default is used');
    await press(el, 'Draw the cards');
    expect(root(el).querySelectorAll('[part~="hand"] button')).to.have.length(2);
  });

  it('asks the GM for a verdict on a joker, by keyboard', async () => {
    const el = await check({ skill: '1', deck: 'JK' });
    await press(el, 'Draw the cards');
    await press(el, /^Play JK: wild/);
    const select = root(el).querySelector<HTMLSelectElement>('select[name="verdict"]')!;
    expect(root(el).activeElement).to.equal(select);
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(select.value).to.equal('-10');
    await press(el, "Give the GM's verdict");
    expect(part(el, 'outcome')!.textContent!.replace(/\s+/g, ' ')).to.contain('Failure');
    expect(part(el, 'chart-row')!.textContent).to.contain('Incompetence');
    expect(part(el, 'chart-row')!.textContent).to.contain('−200%');
  });

  it("lets a helper's card be played when skills are combined, the helper set up in the table setup", async () => {
    const el = await check({ skill: '1', deck: '2h' });
    const details = root(el).querySelector<HTMLDetailsElement>('details.setup')!;
    details.querySelector('summary')!.focus();
    await sendKeys({ press: 'Enter' });
    expect(details.open).to.equal(true);
    const helper = details.querySelector<HTMLSelectElement>('select[name="helper-skill"]')!;
    helper.focus();
    for (let i = 0; i < 3; i++) await sendKeys({ press: 'ArrowDown' }); // none → 0 → 1 → 2
    await el.updateComplete;
    expect(el.snapshot.context.sides[0]!.settings.helperSkill).to.equal(2);
    await press(el, 'Draw the cards');
    const hands = root(el).querySelectorAll('[part~="hand"]');
    expect(hands).to.have.length(2);
    expect(hands[1]!.getAttribute('aria-label')).to.equal("Player's helper's draw");
    await press(el, hands[1]!.querySelector('button')!);
    expect(el.snapshot.context.sides[0]!.chosenFrom).to.equal(1);
    await accessible(el);
  });

  it('reads the money column for a buyer once the table setup says buying, by keyboard (buying and selling)', async () => {
    const el = await check(TRACKER);
    const details = root(el).querySelector<HTMLDetailsElement>('details.setup')!;
    details.querySelector('summary')!.focus();
    await sendKeys({ press: 'Enter' });
    const selling = details.querySelector<HTMLInputElement>('input[name="trade"][value="selling"]')!;
    expect(selling.checked).to.equal(true);
    expect(selling.closest('fieldset')!.querySelector('legend')!.textContent).to.contain('If the check sets a price, Tracker is');
    selling.focus();
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(el.snapshot.context.trade).to.equal('buying');
    expect(details.querySelector<HTMLInputElement>('input[name="trade"][value="buying"]')!.checked).to.equal(true);
    await press(el, 'Draw the cards');
    await press(el, /^Play 3♥/);
    const row = part(el, 'chart-row')!.textContent!.replace(/\s+/g, ' ');
    expect(row).to.contain('Money, for a buyer −15% (the −2 row)');
    expect(announced(el)).to.contain('Tracker is buying: the money column is read on the opposite row, −2: −15% on a fair price.');
    // Once the cards are out the bargain is settled: the choice waits for the next check.
    expect(selling.closest('fieldset')!.disabled).to.equal(true);
    await accessible(el);
  });

  it('says why an untrained advanced skill cannot be tried, beside a draw button that is off', async () => {
    const el = await check({ skill: '0', advanced: '' });
    expect(part(el, 'problem')!.textContent).to.contain('Player cannot try this: an advanced skill cannot be attempted without training.');
    expect(button(el, 'Draw the cards').disabled).to.equal(true);
    await accessible(el);
    // Training the skill (skill 1) lets the check go ahead.
    await arrow(el, 0, 'skill', 'ArrowDown');
    expect(button(el, 'Draw the cards').disabled).to.equal(false);
  });

  describe('hostile input', function () {
    this.timeout(240_000);
    const options = { tag: 'rb-karma-check', attributes: ATTRIBUTES, works: playOneStepByKeyboard, fixed: { 'no-save': '' } };

    it('names every attribute given a value it does not take, and still plays by keyboard', async () => {
      await checkEachInvalidValue<RbKarmaCheck>(options);
    });

    it('survives any attributes, set at the start or changed later, and forgets a removed one without a word', async () => {
      await checkHostileAttributes<RbKarmaCheck>({ ...options, runs: 20 });
    });

    it('opens any saved table, however damaged, with a plain message', async () => {
      await checkDamagedSavedTables<RbKarmaCheck>({
        tag: 'rb-karma-check',
        works: playOneStepByKeyboard,
        format: karmaCheckRecord.current,
        runs: 25,
      });
    });
  });
});
