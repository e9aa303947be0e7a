import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import './rb-fire-map.js';
import type { RbFireMap } from './rb-fire-map.js';

// Round 1 with rolls 1 6: a1 growth 1 + 2 + 2 = 5 holds; spread a1→b1 6 + 2 + 2 = 10 catches.
const PAIR = 'grid 2x1 flam=2; area a1 fire=2';

async function fireMap(attrs: { map?: string; rolls?: string; seed?: string } = {}) {
  const el = await fixture<RbFireMap>(html`<rb-fire-map
    no-save
    seed=${attrs.seed ?? '7'}
    map=${attrs.map ?? PAIR}
    rolls=${attrs.rolls ?? '1 6'}
  ></rb-fire-map>`);
  await el.updateComplete;
  return el;
}

const root = (el: RbFireMap) => el.shadowRoot!;
const text = (el: RbFireMap) => root(el).textContent!.replace(/\s+/g, ' ');
const buttons = (el: RbFireMap) => [...root(el).querySelectorAll('button')];
const button = (el: RbFireMap, label: string | RegExp) => {
  const found = buttons(el).find((b) => (typeof label === 'string' ? b.textContent!.includes(label) : label.test(b.textContent!)));
  if (!found) throw new Error(`no button ${label}; have: ${buttons(el).map((b) => b.textContent!.trim()).join(' | ')}`);
  return found;
};
const areaButton = (el: RbFireMap, id: string) => root(el).querySelector<HTMLButtonElement>(`button[data-area="${id}"]`)!;
const level = (el: RbFireMap, id: string) => el.snapshot.context.map.areas.find((a) => a.id === id)!.fireLevel;
const announcer = (el: RbFireMap) => root(el).querySelector('[role="status"]')!.textContent!;

async function click(el: RbFireMap, label: string | RegExp) {
  button(el, label).click();
  await el.updateComplete;
}

describe('rb-fire-map', () => {
  it('is accessible, before and after a round, with the odds shown', async () => {
    const el = await fireMap();
    await waitUntil(() => el.forecast !== undefined, 'the forecast never finished');
    await el.updateComplete;
    await expect(el).to.be.accessible();
    await click(el, 'Next round');
    await expect(el).to.be.accessible();
  });

  it('shows the sample hamlet, and is accessible there too', async () => {
    const el = await fixture<RbFireMap>(html`<rb-fire-map no-save seed="3"></rb-fire-map>`);
    expect(el.snapshot.context.map.areas).to.have.length(12);
    expect(text(el)).to.contain('Goblin');
    await expect(el).to.be.accessible();
  });

  it('steps a round with the fixed rolls, shows each roll and announces it', async () => {
    const el = await fireMap();
    const round = oneEvent(el, 'rb-round');
    await click(el, 'Next round');
    const { detail } = await round;
    expect(detail.round).to.equal(1);
    expect(level(el, 'b1')).to.equal(0);
    const log = [...root(el).querySelectorAll('[part="log"] li')].map((li) => li.textContent);
    expect(log).to.deep.equal([
      'a1 growth: rolled 1 + 2 flammability + 2 fire = 5, holds.',
      'Spread from a1 to b1: rolled 6 + 2 flammability + 2 fire = 10, catches at 0.',
    ]);
    expect(announcer(el)).to.contain('Round 1.');
    expect(announcer(el)).to.contain('catches at 0');
  });

  it('goes back and forward through the rounds, by button and by Alt+arrow', async () => {
    const el = await fireMap();
    await click(el, 'Next round');
    await click(el, 'Back');
    expect(level(el, 'b1')).to.equal(null);
    expect(el.snapshot.context.round).to.equal(0);
    await click(el, 'Forward');
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
    expect(root(el).querySelector('legend')!.textContent).to.contain('b1');
    const fire = root(el).querySelector<HTMLSelectElement>('select[name="fire"]')!;
    fire.focus();
    await sendKeys({ press: 'ArrowDown' }); // no fire → −3
    await el.updateComplete;
    expect(level(el, 'b1')).to.equal(-3);
    const wet = root(el).querySelector<HTMLSelectElement>('select[name="wet"]')!;
    wet.focus();
    await sendKeys({ press: 'ArrowDown' }); // dry → damp
    await el.updateComplete;
    expect(el.snapshot.context.map.areas[1]!.wetness).to.equal(0);
    expect(announcer(el)).to.contain('b1 changed.');
  });

  it('places a creature that the fire then attacks', async () => {
    const el = await fireMap({ map: 'grid 1x1 flam=none; area a1 fire=2', rolls: '6 6' });
    root(el).querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Ada';
    button(el, 'Place').click();
    await el.updateComplete;
    expect(el.snapshot.context.creatures.map((c) => c.name)).to.deep.equal(['Ada']);
    await click(el, 'Next round');
    expect(text(el)).to.contain('Fire attacks Ada: rolled 6 + 2 = 8 against Defense 3, hit.');
    expect(text(el)).to.contain('Ada Constitution: rolled 6 + 0 = 6 against 2, survives.');
  });

  it('names what is wrong with a bad map and runs the sample map instead', async () => {
    const errors: string[][] = [];
    const listener = (e: Event) => errors.push((e as CustomEvent<{ messages: string[] }>).detail.messages);
    document.addEventListener('rb-error', listener);
    const el = await fireMap({ map: 'grid 2x2; area a1 fire=9; link a1 kitchen' });
    document.removeEventListener('rb-error', listener);
    const alert = root(el).querySelector('[role="alert"]')!.textContent!;
    expect(alert).to.contain('map: line 1: fire=9 is not a fire level');
    expect(alert).to.contain('"kitchen", which is not an Area');
    expect(errors.flat().length).to.equal(2);
    expect(el.snapshot.context.map.areas).to.have.length(12);
  });

  it('names a bad speed or forecast length and uses the default', async () => {
    const el = await fixture<RbFireMap>(html`<rb-fire-map no-save seed="1" map=${PAIR} speed="ludicrous" forecast-rounds="eleven"></rb-fire-map>`);
    const alert = root(el).querySelector('[role="alert"]')!.textContent!;
    expect(alert).to.contain('speed: "ludicrous" is not slow, normal or fast');
    expect(alert).to.contain('forecast-rounds: "eleven" is not a whole number from 1 to 10');
    expect(root(el).querySelector<HTMLSelectElement>('select[name="horizon"]')!.value).to.equal('3');
  });

  it('refuses fixed rolls that are not d6 faces', async () => {
    const el = await fireMap({ rolls: '3 9' });
    expect(root(el).querySelector('[role="alert"]')!.textContent).to.contain('rolls: 9 is not a face of a d6');
  });

  it('disables the next round once nothing more can happen, and says why', async () => {
    const el = await fireMap({ map: 'grid 2x1; area a1 fire=3' });
    expect((button(el, 'Next round') as HTMLButtonElement).disabled).to.equal(true);
    expect(text(el)).to.contain('The fire can neither grow nor spread');
  });

  it('auto-runs rounds and stops itself when the fire settles', async () => {
    // a1 at 5 grows to 6 on a 1 (1 + 2 + 5 = 8); then nothing can grow or spread.
    const el = await fixture<RbFireMap>(html`<rb-fire-map no-save seed="1" speed="fast" map="grid 1x1 flam=2; area a1 fire=5" rolls="1"></rb-fire-map>`);
    await click(el, 'Auto-run');
    await waitUntil(() => el.snapshot.context.round === 1 && !text(el).includes('Stop auto-run'), 'auto-run did not stop', { timeout: 4000 });
    expect(level(el, 'a1')).to.equal(6);
  });

  it('shows this round\'s odds on each Area and an exact forecast for a small map', async () => {
    const el = await fireMap();
    await waitUntil(() => el.forecast !== undefined);
    await el.updateComplete;
    // a1: 2 + 2 needs 3+ to grow: 4 in 6. b1: 2 + 2 needs 3+ to catch.
    expect(areaButton(el, 'a1').textContent).to.contain('grows this round 67%');
    expect(areaButton(el, 'b1').textContent).to.contain('catches this round 67%');
    expect(text(el)).to.contain('Exact, by walking every way the dice can fall over 3 rounds.');
    // The selected Area (a1) lists its levels after 3 rounds, most likely first.
    expect(root(el).querySelector('.editor [part="odds"]')!.textContent).to.match(/^After 3 rounds: level \d \d+%/);
  });

  // The 50 ms budget itself is checked by scripts/bench-fire.mjs (a budget script, not a
  // timed unit test that a garbage-collection pause could fail); here: it is sliced at all.
  it('computes the overlay for a 10 × 10 map in slices, yielding to the page between them', async () => {
    const el = await fixture<RbFireMap>(html`<rb-fire-map no-save seed="1" map="grid 10x10 flam=2; area e5 fire=3; area b2 fire=2"></rb-fire-map>`);
    await waitUntil(() => el.forecast !== undefined, 'no forecast', { timeout: 20000 });
    await el.updateComplete;
    expect(el.forecast!.method).to.equal('monte-carlo');
    expect(el.oddsTiming.slices).to.be.greaterThan(1);
    expect(text(el)).to.match(/Estimated from 2000 seeded play-outs/);
  });

  it('runs slowly by default for a reader who prefers reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const el = await fireMap();
      expect(root(el).querySelector<HTMLSelectElement>('select[name="speed"]')!.value).to.equal('slow');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
    const el = await fireMap();
    expect(root(el).querySelector<HTMLSelectElement>('select[name="speed"]')!.value).to.equal('normal');
  });

  it('keeps the map across a reload when it has a storage key', async () => {
    const key = `fire-test-${Date.now()}`;
    const first = await fixture<RbFireMap>(html`<rb-fire-map storage-key=${key} seed="7" map=${PAIR} rolls="1 6"></rb-fire-map>`);
    await click(first, 'Next round');
    const again = await fixture<RbFireMap>(html`<rb-fire-map storage-key=${key} seed="7" map=${PAIR} rolls="1 6"></rb-fire-map>`);
    expect(again.snapshot.context.round).to.equal(1);
    expect(level(again, 'b1')).to.equal(0);
    again.reset();
    localStorage.removeItem(`rb:${key}`);
  });
});
