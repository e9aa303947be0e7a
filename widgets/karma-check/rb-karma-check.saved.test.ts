/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { karmaCheckRecord } from '../../machines/karmic/karma-check/karma-check.machine.js';
import { encodeRecord } from '../shared/persist.js';
import './rb-karma-check.js';
import type { RbKarmaCheck } from './rb-karma-check.js';
import { TRACKING_EXAMPLE, root, part, playOneStepByKeyboard } from './karma-check.testing.js';

describe('rb-karma-check', () => {
  it('keeps each check of a page under its id, else its label, as every build has, and opens a table saved so', async () => {
    // A page holds several checks told apart by label ("Tracker", "Charmer"): each has always
    // been saved as "karma-check@<page>#<id, else label, else check>", and still is.
    const page = location.pathname;
    const record = { format: karmaCheckRecord.current, input: TRACKING_EXAMPLE.input, events: TRACKING_EXAMPLE.events, step: 1 };
    localStorage.clear();
    localStorage.setItem(`rb:karma-check@${page}#Tracker`, JSON.stringify(record));
    const tracker = await fixture<RbKarmaCheck>(html`<rb-karma-check label="Tracker" seed="5"></rb-karma-check>`);
    expect(tracker.record.step).to.equal(1);
    expect(tracker.snapshot.context.sides[0]!.label).to.equal('Enris');
    tracker.remove();

    // A link shared under that key opens its table too.
    history.replaceState(null, '', `#${encodeURIComponent(`karma-check@${page}#Tracker`)}=${encodeRecord({ ...record, step: 2 })}`);
    const linked = await fixture<RbKarmaCheck>(html`<rb-karma-check label="Tracker"></rb-karma-check>`);
    expect(linked.record.step).to.equal(2);
    expect(linked.snapshot.hasTag('resolved')).to.equal(true);
    history.replaceState(null, '', location.pathname);
    linked.remove();

    // Two checks on one page, by label, by id, and with neither, keep a table each.
    localStorage.clear();
    const checks = await fixture<HTMLDivElement>(
      html`<div>
        <rb-karma-check label="Charmer" seed="1"></rb-karma-check><rb-karma-check id="novice" label="Novice" seed="2"></rb-karma-check
        ><rb-karma-check seed="3"></rb-karma-check>
      </div>`,
    );
    const [charmer, novice, plain] = [...checks.querySelectorAll('rb-karma-check')] as RbKarmaCheck[];
    for (const el of [charmer, novice, plain]) await el!.updateComplete;
    expect(JSON.parse(localStorage.getItem(`rb:karma-check@${page}#Charmer`)!).input.seed).to.equal(1);
    expect(JSON.parse(localStorage.getItem(`rb:karma-check@${page}#novice`)!).input.seed).to.equal(2);
    expect(JSON.parse(localStorage.getItem(`rb:karma-check@${page}#check`)!).input.seed).to.equal(3);
    localStorage.clear();
  });

  it('opens a table saved as karma-check/3, before a check could be for a buyer, and reads it for a seller as it did', async () => {
    const saved = {
      format: 'karma-check/3',
      input: TRACKING_EXAMPLE.input,
      events: TRACKING_EXAMPLE.events,
      step: TRACKING_EXAMPLE.events.length,
    };
    localStorage.setItem('rb:check-v3', JSON.stringify(saved));
    const el = await fixture<RbKarmaCheck>(html`<rb-karma-check storage-key="check-v3"></rb-karma-check>`);
    expect(root(el).querySelector('[role="alert"]')).to.equal(null);
    expect(el.record.format).to.equal('karma-check/4');
    expect(el.snapshot.hasTag('resolved')).to.equal(true);
    expect(part(el, 'chart-row')!.textContent!.replace(/\s+/g, ' ')).to.contain('Money, for a seller +15%');
    localStorage.removeItem('rb:check-v3');
  });

  it('reports a damaged saved table in plain words and starts a fresh check', async () => {
    localStorage.setItem(
      'rb:check-damaged',
      JSON.stringify({
        format: karmaCheckRecord.current,
        input: { mode: 'opposed', seed: 1, mustAlsoSucceed: false, actor: { label: 'constructor' } },
        events: [],
        step: 0,
      }),
    );
    const el = document.createElement('rb-karma-check');
    el.setAttribute('storage-key', 'check-damaged');
    (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
    await el.updateComplete;
    expect(root(el).querySelector('[role="alert"]')!.textContent).to.contain(
      "Your saved table could not be restored: its setup could not be used (the acting side's skill is not a whole number from 0 to 10). A fresh table was started.",
    );
    await playOneStepByKeyboard(el);
    localStorage.removeItem('rb:check-damaged');
  });
});
