import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { fireMapMachine, fireMapRecord } from '../../machines/lady-luck/fire-map/fire-map.machine.js';
import { encodeRecord } from '../shared/persist.js';
import { expectChartHighlights, expectChartMatchesMachine } from '../shared/testing/chart.js';
import { messagesOf } from '../shared/testing/hostile.js';
import { until } from '../shared/testing/keys.js';
import chart from '../../generated/charts/fire-map.chart.js';
import './rb-fire-map.js';
import type { RbFireMap } from './rb-fire-map.js';
import {
  PAIR,
  fireMap,
  root,
  text,
  button,
  areaButton,
  said,
  seen,
  level,
  announcer,
  field,
  press,
  openEditor,
  click,
  toggle,
} from './fire-map.testing.js';

describe('rb-fire-map', () => {
  it('is accessible, before and after a round, with the odds, a prediction, the statechart and the editor shown', async () => {
    const el = await fireMap();
    await expect(el).to.be.accessible();
    await press(el, toggle(el, 'Odds'));
    await waitUntil(() => el.forecast !== undefined, 'the forecast never finished');
    await el.updateComplete;
    await expect(el).to.be.accessible();
    await press(el, button(el, 'Next round'));
    await openEditor(el);
    await expect(el).to.be.accessible();
    await press(el, toggle(el, 'Predict'));
    await press(el, toggle(el, 'Statechart'));
    await waitUntil(() => root(el).querySelector('.rb-chart g.st'), 'the statechart was never drawn');
    areaButton(el, 'a1').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('shows the sample hamlet with its Areas named, and is accessible there too', async () => {
    const el = await fixture<RbFireMap>(html`<rb-fire-map no-save seed="3"></rb-fire-map>`);
    expect(el.snapshot.context.map.areas).to.have.length(12);
    expect(areaButton(el, 'a2').querySelector('.name')!.textContent!.trim()).to.equal('Barn');
    expect(said(el, 'a2')).to.equal('Barn: fire level 1; flammability 2; dry; dim; clear; in it: Goblin');
    expect(seen(el, 'a2')).to.equal('Barn fire 1 GO');
    expect(field(el, '[part="panel"]').textContent).to.contain('Paddock, Barn');
    await expect(el).to.be.accessible();
  });

  it('keeps the editor out of the page until it is asked for, in the table setup, and goes to it', async () => {
    const el = await fireMap();
    const setup = field<HTMLDetailsElement>(el, 'details[part~="setup"]');
    expect(setup.open).to.equal(false);
    expect(root(el).querySelector('[part="editor"]')).to.equal(null);
    expect(root(el).querySelector('select[name="fire"]')).to.equal(null);
    expect(button(el, 'Edit this Area').getAttribute('aria-expanded')).to.equal('false');
    await openEditor(el);
    expect(setup.open, 'the table setup opened').to.equal(true);
    expect(setup.querySelector('[part="editor"]'), 'the editor is in the table setup').to.exist;
    await waitUntil(() => root(el).activeElement === field(el, 'input[name="area-name"]'), 'the name field has the focus');
    expect(button(el, 'Done editing').getAttribute('aria-expanded')).to.equal('true');
    await press(el, button(el, 'Done editing'));
    expect(root(el).querySelector('[part="editor"]')).to.equal(null);
    expect(setup.open).to.equal(false);
  });

  it('draws the editor only while the table setup is open, however it is opened', async () => {
    const el = await fireMap();
    const summary = field<HTMLElement>(el, 'details[part~="setup"] > summary');
    await press(el, summary);
    await waitUntil(() => root(el).querySelector('[part="editor"]'), 'opening the table setup drew the editor');
    expect(button(el, 'Done editing').getAttribute('aria-expanded')).to.equal('true');
    await press(el, field<HTMLElement>(el, 'details[part~="setup"] > summary'));
    await waitUntil(() => root(el).querySelector('[part="editor"]') === null, 'closing it took the editor away');
  });

  it('explains the colours, marks and odds in a legend', async () => {
    const el = await fireMap({ odds: true });
    const legend = field(el, '[part="legend"]').textContent!.replace(/\s+/g, ' ');
    for (const words of [
      'contained fire (−3 to −1)',
      'fire 0 to 2',
      'fire 5 or 6',
      'water',
      'stone',
      'wall (no link)',
      'Water and stone cannot burn',
      'damp: flammability −1',
      'shroud: +1 Defense',
      'spreads to linked Areas',
      '↑ chance it grows',
      '+ chance a spread roll catches it',
    ]) {
      expect(legend).to.contain(words);
    }
  });

  it('plays a round by keyboard with the fixed rolls, shows each roll with its rule and announces it', async () => {
    const el = await fireMap();
    const round = oneEvent(el, 'rb-round');
    await press(el, button(el, 'Next round'));
    const { detail } = await round;
    expect(detail.round).to.equal(1);
    expect(level(el, 'b1')).to.equal(0);
    const log = [...root(el).querySelectorAll('[part="log"] li')];
    expect(log.map((li) => li.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal([
      'a1 growth roll: 1 on the die + 2 flammability + 2 fire level = 5, under 7: it stays 2. Growth',
      'Spread from a1 to b1: 6 on the die + 2 flammability (a1) + 2 fire level = 10, 7 or more: b1 catches at 0. Table ruling: whose flammability a spread roll adds',
    ]);
    expect(log.map((li) => li.querySelector('a[part="rule-link"]')!.getAttribute('href'))).to.deep.equal([
      '/lady-luck/fire/#growth',
      '/lady-luck/fire/#whose-flammability-a-spread-roll-adds',
    ]);
    expect(announcer(el)).to.contain('Round 1.');
    expect(announcer(el)).to.contain('b1 catches at 0');
  });

  it('adds the neighbour\'s flammability when the table chooses spread-flammability="neighbour"', async () => {
    // b1 is stone-free flammability 0 here: 6 + 0 + 2 = 8 still catches, and the log says whose.
    const el = await fireMap({ map: 'grid 2x1 flam=0; area a1 flam=2 fire=2', spread: 'neighbour' });
    await press(el, button(el, 'Next round'));
    expect(field(el, '[part="log"]').textContent).to.contain('6 on the die + 2 fire level = 8');
    expect(el.snapshot.context.rules.spreadFlammability).to.equal('neighbour');
  });

  it('goes back and forward through the rounds, by keyboard on the buttons and by Alt+arrow, to the exact state', async () => {
    const el = await fireMap();
    const start = el.snapshot.context;
    await press(el, button(el, 'Next round'));
    const after = el.snapshot.context;
    await press(el, button(el, 'Back'));
    expect(el.snapshot.context).to.deep.equal(start);
    expect(level(el, 'b1')).to.equal(null);
    expect(el.snapshot.context.round).to.equal(0);
    await press(el, button(el, 'Forward'));
    expect(el.snapshot.context).to.deep.equal(after);
    expect(level(el, 'b1')).to.equal(0);
    areaButton(el, 'a1').focus();
    await sendKeys({ down: 'Alt' });
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ up: 'Alt' });
    await el.updateComplete;
    expect(el.snapshot.context.round).to.equal(0);
    await sendKeys({ down: 'Alt' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ up: 'Alt' });
    await el.updateComplete;
    expect(el.snapshot.context.round).to.equal(1);
  });

  it('edits an Area by keyboard: arrows choose the Area, the select sets its fire level', async () => {
    const el = await fireMap();
    areaButton(el, 'a1').focus();
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(root(el).activeElement).to.equal(areaButton(el, 'b1'));
    expect(areaButton(el, 'b1').getAttribute('aria-pressed')).to.equal('true');
    expect(field(el, '[part="panel"]').getAttribute('aria-label')).to.equal('Area b1');
    await openEditor(el);
    await press(el, field(el, 'select[name="fire"]'), 'ArrowDown'); // no fire → −3
    expect(level(el, 'b1')).to.equal(-3);
    await press(el, field(el, 'select[name="wet"]'), 'ArrowDown'); // dry → damp
    expect(el.snapshot.context.map.areas[1]!.wetness).to.equal(0);
    expect(announcer(el)).to.contain('b1 changed.');
  });

  it('pours oil on a flooded Area by keyboard, and the fire then catches there (ruling: oil on the water)', async () => {
    // a1 burns at 2 beside b1, flooded 1 deep. Round 1 with rolls 1 6: a1 holds, and the spread
    // roll of 10 sets b1 alight only once it has oil on its water.
    const el = await fireMap({ map: 'grid 2x1 flam=2; area a1 fire=2; area b1 wet=1' });
    areaButton(el, 'b1').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await openEditor(el);
    const oil = field<HTMLSelectElement>(el, 'select[name="oil"]');
    expect(oil.value).to.equal('no');
    expect(oil.labels[0]!.textContent).to.contain('Oil on the water');
    await press(el, oil, 'ArrowDown'); // none → a thick layer
    expect(el.snapshot.context.map.areas[1]!.oil).to.equal(true);
    expect(said(el, 'b1')).to.contain('flammability 2, with oil on the water');
    await press(el, button(el, 'Next round'));
    expect(level(el, 'b1')).to.equal(0);
  });

  it('renames an Area by keyboard, and the map, the log and the panel use the name', async () => {
    const el = await fireMap();
    areaButton(el, 'b1').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await openEditor(el);
    field<HTMLInputElement>(el, 'input[name="area-name"]').focus();
    await sendKeys({ type: 'Hay loft' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.snapshot.context.map.areas[1]!.name).to.equal('Hay loft');
    expect(areaButton(el, 'b1').textContent).to.contain('Hay loft');
    expect(announcer(el)).to.contain('Area b1 is now called Hay loft.');
    await press(el, button(el, 'Next round'));
    expect(field(el, '[part="log"]').textContent).to.contain('Spread from a1 to Hay loft');
  });

  it('refuses a name another Area has, and says why', async () => {
    const el = await fireMap({ map: 'grid 2x1; area a1 name="Hall"' });
    await press(el, areaButton(el, 'b1'));
    await openEditor(el);
    field<HTMLInputElement>(el, 'input[name="area-name"]').focus();
    await sendKeys({ type: 'hall' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(text(el)).to.contain('Could not rename b1: another Area is already called hall.');
    expect(el.snapshot.context.map.areas[1]).not.to.have.property('name');
  });

  it('places a creature by keyboard, and the fire then attacks it', async () => {
    const el = await fireMap({ map: 'grid 1x1 flam=none; area a1 fire=2', rolls: '6 6' });
    await openEditor(el);
    field<HTMLInputElement>(el, '[part="place-form"] input[name="name"]').focus();
    await sendKeys({ type: 'Ada' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.snapshot.context.creatures.map((c) => c.name)).to.deep.equal(['Ada']);
    await press(el, button(el, 'Next round'));
    expect(text(el)).to.contain('The fire attacks Ada: 6 on the die + 2 fire level = 8 against Defense 3: a hit.');
    expect(text(el)).to.contain('Ada rolls Constitution: 6 on the die = 6 against 2: survives.');
  });

  it('shows no odds until asked; the Odds toggle shows the chosen Area its exact next round, and hides them again', async () => {
    const el = await fireMap();
    expect(root(el).querySelector('[part~="odds"]:not(.t)')).to.equal(null);
    expect(seen(el, 'a1')).to.equal('a1 fire 2');
    await press(el, toggle(el, 'Odds'));
    expect(toggle(el, 'Odds').getAttribute('aria-pressed')).to.equal('true');
    const odds = [...root(el).querySelectorAll('[part="panel"] [part~="odds"] li')].map((li) =>
      [...li.children].map((c) => c.textContent).join(': '),
    );
    // a1 at 2 in flammability 2 grows on 3+ (4 in 6) and reaches b1 on 3+ (4 in 6).
    expect(odds).to.deep.equal([
      'grows to 3 and sets a neighbour alight: 44.4%',
      'grows to 3: 22.2%',
      'stays at 2 and sets a neighbour alight: 22.2%',
      'stays at 2: 11.1%',
    ]);
    expect(field(el, '[part="panel"] .odds-question').textContent).to.contain('Next round');
    expect(seen(el, 'a1')).to.match(/^a1 fire 2 ↑67% 3r \d+%$|^a1 fire 2 ↑67%$/);
    await press(el, toggle(el, 'Odds'));
    expect(root(el).querySelector('[part="panel"] [part~="odds"]')).to.equal(null);
    expect(seen(el, 'a1')).to.equal('a1 fire 2');
    expect(el.forecast, 'no forecast is kept while the odds are hidden').to.equal(undefined);
  });

  it('starts with the odds shown for odds, and hidden for no-odds (which older embeds wrote)', async () => {
    const shown = await fixture<RbFireMap>(html`<rb-fire-map no-save seed="1" map=${PAIR} odds></rb-fire-map>`);
    expect(toggle(shown, 'Odds').getAttribute('aria-pressed')).to.equal('true');
    const hidden = await fixture<RbFireMap>(html`<rb-fire-map no-save seed="1" map=${PAIR} odds no-odds></rb-fire-map>`);
    expect(toggle(hidden, 'Odds').getAttribute('aria-pressed')).to.equal('false');
    hidden.removeAttribute('no-odds');
    await hidden.updateComplete;
    expect(toggle(hidden, 'Odds').getAttribute('aria-pressed')).to.equal('true');
  });

  it('names what is wrong with a bad map and runs the sample map instead', async () => {
    const errors: string[][] = [];
    const listener = (e: Event) => errors.push((e as CustomEvent<{ messages: string[] }>).detail.messages);
    document.addEventListener('rb-error', listener);
    const el = await fireMap({ map: 'grid 2x2; area a1 fire=9; link a1 kitchen' });
    document.removeEventListener('rb-error', listener);
    const alert = field(el, '[role="alert"]').textContent!;
    expect(alert).to.contain('map: line 1: fire=9 is not a fire level');
    expect(alert).to.contain('"kitchen", which is not an Area');
    expect(errors.flat().length).to.equal(2);
    expect(el.snapshot.context.map.areas).to.have.length(12);
  });

  it('names a bad speed or forecast length, uses the default, and checks them again when they change', async () => {
    const el = await fixture<RbFireMap>(
      html`<rb-fire-map no-save seed="1" map=${PAIR} odds speed="ludicrous" forecast-rounds="eleven"></rb-fire-map>`,
    );
    expect(messagesOf(el)).to.contain('speed: "ludicrous" is not one of the choices: use slow, normal or fast; normal is used');
    expect(messagesOf(el)).to.contain('forecast-rounds: "eleven" is not a whole number from 1 to 10; 3 rounds are used');
    expect(field<HTMLSelectElement>(el, 'select[name="horizon"]').value).to.equal('3');
    el.setAttribute('forecast-rounds', '5');
    el.setAttribute('speed', 'fast');
    await el.updateComplete;
    expect(messagesOf(el)).to.equal('');
    expect(field<HTMLSelectElement>(el, 'select[name="horizon"]').value).to.equal('5');
    expect(field<HTMLSelectElement>(el, 'select[name="speed"]').value).to.equal('fast');
    el.removeAttribute('speed');
    await el.updateComplete;
    expect(field<HTMLSelectElement>(el, 'select[name="speed"]').value).to.equal('normal');
    expect(el.snapshot.context.round, 'settings do not restart the table').to.equal(0);
  });

  it('never takes an inherited name for a speed: speed="constructor" is named and the run waits as usual', async () => {
    const el = await fixture<RbFireMap>(
      html`<rb-fire-map no-save seed="1" map="grid 1x1 flam=2; area a1 fire=0" rolls="1 1 1" speed="constructor"></rb-fire-map>`,
    );
    expect(messagesOf(el)).to.contain('speed: "constructor" is not one of the choices');
    await press(el, button(el, 'Auto-run'));
    expect(el.snapshot.context.round).to.equal(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(el.snapshot.context.round, 'no second round before the normal 1.2 s wait').to.equal(1);
    await press(el, button(el, 'Stop auto-run'));
  });

  it('refuses fixed rolls that are not d6 faces', async () => {
    const el = await fireMap({ rolls: '3 9' });
    expect(messagesOf(el)).to.contain('rolls: 9 is not a face of a d6');
  });

  it('disables the next round once nothing more can happen, and says why with the rule', async () => {
    const el = await fireMap({ map: 'grid 2x1; area a1 fire=3' });
    expect(button(el, 'Next round').disabled).to.equal(true);
    const why = field(el, '[part~="why"]');
    expect(why.textContent).to.contain('The fire can neither grow nor spread');
    expect(why.querySelector('a[part="rule-link"]')!.getAttribute('href')).to.equal('/lady-luck/fire/#one-round-step-by-step');
  });

  it('says why the map is as it is when no round was just played: nothing yet, or the change just made', async () => {
    const el = await fireMap();
    expect(field(el, '[part~="why"]').textContent).to.contain('No round played yet');
    await openEditor(el);
    await press(el, field(el, 'select[name="fire"]'), 'ArrowDown');
    expect(field(el, '[part~="why"]').textContent).to.contain('a1 changed. Nothing has been rolled since.');
    expect(root(el).querySelector('[part~="log"]')).to.equal(null);
  });

  it('auto-runs rounds and stops itself, with a summary, as soon as the fire settles', async () => {
    // a1 at 5 grows to 6 on a 1 (1 + 2 + 5 = 8); then nothing can grow or spread.
    const el = await fixture<RbFireMap>(
      html`<rb-fire-map no-save seed="1" speed="slow" map="grid 1x1 flam=2; area a1 fire=5" rolls="1"></rb-fire-map>`,
    );
    await press(el, button(el, 'Auto-run'));
    expect(el.snapshot.context.round).to.equal(1);
    expect(level(el, 'a1')).to.equal(6);
    expect(text(el), 'stopped without waiting out the slow delay').not.to.contain('Stop auto-run');
    expect(field(el, '[part="status"]').textContent).to.contain('It has settled.');
    expect(field(el, '[part~="summary"]').textContent).to.contain(
      'After 1 round, fire burns in 1 Area (the worst, a1, at 6). It has settled',
    );
  });

  it('has no summary while the fire can still do something', async () => {
    const el = await fireMap();
    await press(el, button(el, 'Next round'));
    expect(root(el).querySelector('[part~="summary"]')).to.equal(null);
  });

  it('runs slowly by default for a reader who prefers reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const el = await fireMap();
      expect(field<HTMLSelectElement>(el, 'select[name="speed"]').value).to.equal('slow');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
    const el = await fireMap();
    expect(field<HTMLSelectElement>(el, 'select[name="speed"]').value).to.equal('normal');
  });

  it('keeps the map across a reload when it has a storage key', async () => {
    const key = `fire-test-${Date.now()}`;
    const first = await fixture<RbFireMap>(html`<rb-fire-map storage-key=${key} seed="7" map=${PAIR} rolls="1 6"></rb-fire-map>`);
    await press(first, button(first, 'Next round'));
    const again = await fixture<RbFireMap>(html`<rb-fire-map storage-key=${key} seed="7" map=${PAIR} rolls="1 6"></rb-fire-map>`);
    expect(again.snapshot.context.round).to.equal(1);
    expect(level(again, 'b1')).to.equal(0);
    again.reset();
    localStorage.removeItem(`rb:${key}`);
  });

  it('opens a table saved by the older builds, which keyed it by page alone, and moves it to its own key', async () => {
    // Until 0.1.0 a fire map without storage-key was saved as "fire-map@<page>": two maps on
    // one page then opened each other's table. Today's key adds the widget's id (or "table");
    // a table saved the old way still opens, once, and then lives under the new key.
    const page = location.pathname;
    const old = await fixture<RbFireMap>(html`<rb-fire-map no-save seed="7" map=${PAIR} rolls="1 6"></rb-fire-map>`);
    const record = { format: fireMapRecord.current, input: old.record.input, events: [{ type: 'round.advanced' }], step: 1 };
    old.remove();
    localStorage.clear();
    localStorage.setItem(`rb:fire-map@${page}`, JSON.stringify(record));
    const el = await fixture<RbFireMap>(html`<rb-fire-map id="barn" seed="7" map=${PAIR} rolls="1 6"></rb-fire-map>`);
    expect(el.record.step).to.equal(1);
    expect(level(el, 'b1'), 'the round the old build saved').to.equal(0);
    expect(localStorage.getItem(`rb:fire-map@${page}`)).to.equal(null);
    expect(JSON.parse(localStorage.getItem(`rb:fire-map@${page}#barn`)!).step).to.equal(1);
    el.remove();

    // A link shared by an older build names the old key in the page's hash: it opens too.
    history.replaceState(null, '', `#${encodeURIComponent(`fire-map@${page}`)}=${encodeRecord({ ...record, step: 0 })}`);
    const linked = await fixture<RbFireMap>(html`<rb-fire-map seed="7" map=${PAIR} rolls="1 6"></rb-fire-map>`);
    expect(linked.record.events).to.have.length(1);
    expect(linked.record.step).to.equal(0);
    history.replaceState(null, '', location.pathname);
    linked.remove();

    // Two maps on one page, with ids and no storage-key, keep a table each.
    localStorage.clear();
    const pair = await fixture<HTMLDivElement>(
      html`<div>
        <rb-fire-map id="first" seed="1" map=${PAIR}></rb-fire-map><rb-fire-map id="second" seed="2" map=${PAIR}></rb-fire-map>
      </div>`,
    );
    const [first, second] = [...pair.querySelectorAll('rb-fire-map')] as RbFireMap[];
    await first!.updateComplete;
    await second!.updateComplete;
    expect(JSON.parse(localStorage.getItem(`rb:fire-map@${page}#first`)!).input.seed).to.equal(1);
    expect(JSON.parse(localStorage.getItem(`rb:fire-map@${page}#second`)!).input.seed).to.equal(2);
    localStorage.clear();
  });

  it("asks a learner whether the chosen Area's fire grows, then plays the same round as without the question", async () => {
    sessionStorage.removeItem('rb-learn:rb-fire-map');
    const plain = await fireMap();
    const learner = await fireMap({ learn: true });
    // The questions are a module of their own, loaded when learner mode is turned on.
    await until(learner, () => learner.teach.prediction(learner.snapshot) !== undefined, 'the questions arrived');
    await press(plain, button(plain, 'Next round'));
    await press(learner, button(learner, 'Next round'));
    expect(field(learner, '[part~="predict"]').textContent).to.contain('Will the fire in a1 grow next round?');
    expect(learner.snapshot.context.round, 'the round waits for the guess').to.equal(0);
    expect(button(learner, 'Next round').disabled, 'and cannot be played twice meanwhile').to.equal(true);
    await press(learner, button(learner, /^No$/));
    expect(learner.snapshot.context).to.deep.equal(plain.snapshot.context);
    // 1 + 2 + 2 = 5 is under 7: it did not grow, as guessed.
    const graded = field(learner, '[part~="graded"]').textContent!.replace(/\s+/g, ' ');
    expect(graded).to.contain('Right.');
    expect(graded).to.contain('a1 growth roll: 1 on the die + 2 flammability + 2 fire level = 5, under 7: it stays 2.');
    expect(graded).to.contain('Score: 1 of 1.');
  });

  it('asks whether an Area catches when its own fire cannot grow, and about another Area when the chosen one has no roll', async () => {
    const el = await fireMap({ map: 'grid 3x1 flam=2; area a1 fire=2; area c1 flam=none', learn: true });
    await until(el, () => el.teach.prediction(el.snapshot) !== undefined, 'the questions arrived');
    areaButton(el, 'b1').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await press(el, button(el, 'Next round'));
    expect(field(el, '[part~="predict"]').textContent).to.contain('Will b1 catch fire next round?');
    await press(el, button(el, 'Skip'));
    expect(el.snapshot.context.round).to.equal(1);
    areaButton(el, 'c1').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await press(el, button(el, 'Next round'));
    expect(field(el, '[part~="predict"]').textContent, 'stone has no roll: the question is about the first fire').to.contain(
      'Will the fire in a1 grow next round?',
    );
  });

  it('stops an auto-run at a prediction, so a learner is never skipped past one', async () => {
    const el = await fixture<RbFireMap>(html`<rb-fire-map no-save seed="3" speed="fast" learn map=${PAIR}></rb-fire-map>`);
    await until(el, () => el.teach.prediction(el.snapshot) !== undefined, 'the questions arrived');
    await press(el, button(el, 'Auto-run'));
    expect(root(el).querySelector('[part~="predict"]')).to.exist;
    await new Promise((r) => setTimeout(r, 600));
    expect(el.snapshot.context.round).to.equal(0);
    expect(button(el, 'Auto-run').getAttribute('aria-pressed')).to.equal('false');
  });

  it('draws the statechart from the machine, and highlights the state the map is in', async () => {
    expectChartMatchesMachine(chart, fireMapMachine);
    const el = await fireMap({ map: 'grid 1x1 flam=2; area a1 fire=5', rolls: '1' });
    await press(el, toggle(el, 'Statechart'));
    await waitUntil(() => root(el).querySelector('.rb-chart g.st'), 'the statechart was never drawn');
    expectChartHighlights(el, chart, fireMapMachine);
    await press(el, button(el, 'Next round'));
    expect(el.snapshot.matches('settled')).to.equal(true);
    await el.updateComplete;
    expectChartHighlights(el, chart, fireMapMachine);
    await press(el, button(el, 'Back'));
    expectChartHighlights(el, chart, fireMapMachine);
    await press(el, button(el, 'Forward'));
    expectChartHighlights(el, chart, fireMapMachine);
  });

  it('plays by mouse too: an Area, the Odds toggle, Next round and Back', async () => {
    const el = await fireMap();
    await click(el, areaButton(el, 'b1'));
    expect(areaButton(el, 'b1').getAttribute('aria-pressed')).to.equal('true');
    expect(field(el, '[part="panel"]').getAttribute('aria-label')).to.equal('Area b1');
    await click(el, toggle(el, 'Odds'));
    expect(field(el, '[part="panel"] [part~="odds"]').textContent).to.contain('a neighbour sets it alight at 0');
    await click(el, button(el, 'Next round'));
    expect(el.snapshot.context.round).to.equal(1);
    expect(level(el, 'b1')).to.equal(0);
    // The forecast's line in the panel changes length when it is done: wait, so nothing moves under the pointer.
    await waitUntil(() => el.forecast !== undefined);
    await el.updateComplete;
    await click(el, button(el, 'Back'));
    expect(el.snapshot.context.round).to.equal(0);
    expect(level(el, 'b1')).to.equal(null);
  });

  it('prints the map with every level, the last round and the story so far, and no controls', async () => {
    const el = await fireMap();
    await press(el, button(el, 'Next round'));
    await emulateMedia({ media: 'print' });
    try {
      const cell = areaButton(el, 'b1');
      expect(getComputedStyle(cell).display, 'the map is a record on paper').to.equal('flex');
      expect(seen(el, 'b1'), 'its level, and the arrow from where the fire came').to.equal('b1 fire 0 spread');
      expect(getComputedStyle(field(el, '[part~="controls"]')).display).to.equal('none');
      expect(getComputedStyle(field(el, '[part~="log"]')).display).not.to.equal('none');
      const story = field(el, '[part~="print-log"]');
      expect(getComputedStyle(story).display).to.equal('block');
      expect(story.textContent!.replace(/\s+/g, ' ')).to.contain(
        'Round 1. Fire in 2 Areas, the worst at level 2. a1 growth roll: 1 on the die',
      );
    } finally {
      await emulateMedia({ media: 'screen' });
    }
  });

  it('draws a 26 × 26 map a few rows per task, then all of it, and the arrow keys cross it', async function () {
    this.timeout(20_000);
    const el = await fixture<RbFireMap>(html`<rb-fire-map no-save seed="1" map="grid 26x26 flam=2; area m13 fire=3"></rb-fire-map>`);
    expect(root(el).querySelectorAll('[part~="region"]').length, 'nothing but the frame in the first task').to.be.lessThan(676);
    await waitUntil(() => root(el).querySelectorAll('[part~="region"]').length === 676, 'every Area is drawn in the end');
    expect(root(el).querySelectorAll('.area-map .row').length).to.equal(26);
    areaButton(el, 'a1').focus();
    for (const key of ['End', 'ArrowUp', 'ArrowLeft']) {
      await sendKeys({ press: key });
      await el.updateComplete;
    }
    expect(root(el).activeElement).to.equal(areaButton(el, 'y25'));
    expect(areaButton(el, 'y25').getAttribute('aria-pressed')).to.equal('true');
  });

  it("lists a busy round's first 12 lines, and all of them on request, and announces it in short", async function () {
    this.timeout(20_000);
    const el = await fixture<RbFireMap>(
      html`<rb-fire-map
        no-save
        seed="2"
        map="grid 6x6 flam=2; area a1 fire=4; area f6 fire=4; area c3 fire=4; area d4 fire=4"
      ></rb-fire-map>`,
    );
    await press(el, button(el, 'Next round'));
    const n = el.snapshot.context.narration.length;
    expect(n).to.be.greaterThan(12);
    expect(root(el).querySelectorAll('[part~="log"] li').length).to.equal(12);
    expect(announcer(el)).to.contain(`${n} rolls and outcomes, listed below.`);
    await press(el, button(el, `Show all ${n}`));
    expect(root(el).querySelectorAll('[part~="log"] li').length).to.equal(n);
    expect(button(el, 'Show the first 12').getAttribute('aria-expanded')).to.equal('true');
  });
});
