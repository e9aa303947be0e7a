import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createChance } from '../../../machines/core/random.js';
import { gridMap, parseFireMap, type FireMap, type FireSetup } from '../../../machines/lady-luck/area-map.js';
import { areaMapView, occupantsFromCreatures, type AreaMapView } from '../../../machines/lady-luck/area-map.view.js';
import { fireRound } from '../../../machines/lady-luck/fire.js';
import { defineStageTest, reduceMotion, type RbStageTest } from '../testing/stage-host.js';
import { areaMapStyles, renderAreaMap, renderAreaMapLegend } from './area-map.js';
import { iconStyles } from './icons.js';

defineStageTest([iconStyles, areaMapStyles]);

const setupOf = (text: string): FireSetup => {
  const parsed = parseFireMap(text);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.setup;
};

const HAMLET = setupOf(`grid 3x2 flam=1
area a1 name="Barn" flam=2 fire=2 cover=shrouded
area b1 name="Yard"
area c1 name="Lane" light=dark
area a2 name="Byre" flam=2 wet=damp
area b2 name="Millpond" flam=none wet=1
area c2 name="Orchard" flam=2 cover=shrouded+obscured
unlink b1 c1
pc Bran in b1 con=1
npc Grub in a1 size=small limit=1`);

let view: AreaMapView = areaMapView(HAMLET.map, occupantsFromCreatures(HAMLET.creatures));
let chosen = 'a1';
let choosing = true;
const chose: string[] = [];

async function stage() {
  const el = await fixture<RbStageTest>(html`<rb-stage-test></rb-stage-test>`);
  el.view = () =>
    html`<button class="elsewhere">Elsewhere</button> ${renderAreaMap(view, {
        label: 'Map of Areas',
        ...(choosing
          ? {
              chosen,
              onChoose: (id: string) => {
                chose.push(id);
                chosen = id;
                el.requestUpdate();
              },
            }
          : {}),
      })}
      ${renderAreaMapLegend()}`;
  await el.updateComplete;
  await new Promise((r) => requestAnimationFrame(r)); // motion is live from the frame after the first render
  return el;
}
const region = (el: RbStageTest, id: string) => el.shadowRoot!.querySelector<HTMLElement>(`[data-area="${id}"]`)!;
const running = (el: RbStageTest) => el.shadowRoot!.getAnimations().filter((a) => a.playState === 'running');

async function playRound(el: RbStageTest, setup: { map: FireMap }, rolls: number[]) {
  const r = fireRound(setup.map, [], createChance(1, rolls));
  view = areaMapView(r.map, occupantsFromCreatures(HAMLET.creatures), r.events);
  el.requestUpdate();
  await el.updateComplete;
  await Promise.resolve();
  return r;
}

describe('stage area map', () => {
  beforeEach(() => {
    view = areaMapView(HAMLET.map, occupantsFromCreatures(HAMLET.creatures));
    chosen = 'a1';
    choosing = true;
    chose.length = 0;
  });

  it('as a list, says every icon’s meaning and who stands where, and is accessible', async () => {
    choosing = false;
    const el = await stage();
    await expect(el).to.be.accessible();
    const labels = (id: string) => [...region(el, id).querySelectorAll('svg[role="img"]')].map((s) => s.getAttribute('aria-label'));
    expect(labels('a1')).to.deep.equal(['fire level 2', 'shrouded (cover)']);
    expect(labels('b2')).to.deep.equal(['standing water']);
    expect(labels('a2')).to.deep.equal(['damp']);
    expect(labels('c1')).to.deep.equal(['dark']);
    expect(labels('c2')).to.deep.equal(['shrouded (cover)', 'obscured (fog)']);
    expect(region(el, 'b1').textContent!.replace(/\s+/g, ' ')).to.contain('Bran');
    expect(region(el, 'b1').classList.contains('wall-e'), 'a wall between Yard and Lane').to.equal(true);
    expect(region(el, 'a1').classList.contains('fire-low')).to.equal(true);
  });

  it('as buttons, moves the choice with the arrow keys and says the whole Area', async () => {
    const el = await stage();
    await expect(el).to.be.accessible();
    expect(region(el, 'a1').getAttribute('tabindex')).to.equal('0');
    expect(region(el, 'b1').getAttribute('tabindex')).to.equal('-1');
    expect(region(el, 'a1').getAttribute('aria-label')).to.match(/^Barn: fire level 2; .*in it: Grub$/);
    region(el, 'a1').focus();
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    await new Promise((r) => requestAnimationFrame(r));
    expect(chose).to.deep.equal(['b1']);
    expect(el.shadowRoot!.activeElement).to.equal(region(el, 'b1'));
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    await new Promise((r) => requestAnimationFrame(r));
    expect(chose).to.deep.equal(['b1', 'b2']);
    expect(region(el, 'b2').getAttribute('aria-pressed')).to.equal('true');
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(chosen).to.equal('c2');
  });

  it('shows fire that spread sliding in from the Area it came from, and says so', async () => {
    const setup = setupOf('grid 3x1 flam=2\narea b1 fire=2');
    view = areaMapView(setup.map, []);
    const el = await stage();
    el.shadowRoot!.querySelector<HTMLButtonElement>('.elsewhere')!.focus();
    // Growth of b1 holds (1); spread b1 → a1 catches (6), b1 → c1 does not (1).
    await playRound(el, setup, [1, 6, 1]);
    const a1 = region(el, 'a1');
    const flame = a1.querySelector<HTMLElement>('.flame')!;
    const frames = (flame.getAnimations()[0]!.effect as KeyframeEffect).getKeyframes();
    expect(frames[0]!.transform, 'from the east, where b1 is').to.equal('translate(1.4rem, 0px) scale(0.4)');
    expect(a1.querySelector('.caught.from-e')).to.exist;
    expect(a1.getAttribute('aria-label')).to.contain('caught from b1 this round (from the east)');
    expect(region(el, 'c1').querySelector('.flame')).to.equal(null);
    await sendKeys({ press: 'Shift' });
    expect(running(el)).to.have.length(0);
  });

  it('on a 26 × 26 map, a round redraws only the regions it changed', async () => {
    let map = gridMap(26, 26, { flammability: 2 });
    map = { ...map, areas: map.areas.map((a, i) => (i === 350 ? { ...a, fireLevel: 4 as const } : a)) };
    view = areaMapView(map, []);
    chosen = 'a1';
    const el = await stage();
    expect(el.shadowRoot!.querySelectorAll('.region')).to.have.length(676);
    let setup = { map };
    const times: number[] = [];
    for (let round = 0; round < 6; round++) {
      const observer = new MutationObserver(() => {});
      observer.observe(el.shadowRoot!, { subtree: true, childList: true, attributes: true, characterData: true });
      const r = fireRound(setup.map, [], createChance(round + 3));
      const t0 = performance.now();
      view = areaMapView(r.map, [], r.events);
      el.requestUpdate();
      await el.updateComplete;
      times.push(performance.now() - t0);
      const touched = new Set(
        observer
          .takeRecords()
          .map((m) => (m.target instanceof Element ? m.target : m.target.parentElement)?.closest('[data-area]')?.getAttribute('data-area'))
          .filter(Boolean),
      );
      observer.disconnect();
      const changed = r.map.areas.filter((a, i) => a !== setup.map.areas[i]).map((a) => a.id);
      for (const id of touched) expect(changed, `${id} was redrawn`).to.include(id);
      setup = r;
    }
    console.log(`26 × 26 step, view and render: ${times.map((t) => t.toFixed(1)).join(', ')} ms`);
    const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    expect(median, 'within one frame').to.be.below(16);
    await sendKeys({ press: 'Shift' });
  });

  it('with reduced motion the spread shows at once, its arrow and words included', async () => {
    await reduceMotion(true);
    try {
      const setup = setupOf('grid 2x1 flam=2\narea a1 fire=2');
      view = areaMapView(setup.map, []);
      choosing = false;
      const el = await stage();
      await playRound(el, setup, [1, 6]);
      expect(running(el)).to.have.length(0);
      const b1 = region(el, 'b1');
      expect(b1.querySelector('.caught.from-w svg')!.getAttribute('aria-label')).to.equal('caught from a1 this round');
      expect(b1.querySelector('.flame svg')!.getAttribute('aria-label')).to.equal('fire level 0');
    } finally {
      await reduceMotion(false);
    }
  });
});
