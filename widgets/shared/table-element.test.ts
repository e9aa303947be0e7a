/**
 * When a widget draws itself: at once anywhere (an embed, a test), and on the rulebook's own
 * pages (`data-rb-loading`, set by Widget.astro) in the task after the one that ran its module,
 * keeping its light-DOM fallback until then, so a phone runs two shorter tasks while the page
 * loads.
 */
import { expect } from '@open-wc/testing';
import type { RbDemoCoin } from './testing/demo-coin.js';
import './testing/demo-coin.js';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Drawn: its first update done, its controls in its shadow root. */
async function expectDrawn(el: RbDemoCoin): Promise<void> {
  await el.updateComplete;
  expect(el.shadowRoot!.querySelector('button')).to.not.equal(null);
}

function place(attributes: Record<string, string>): { host: HTMLDivElement; el: RbDemoCoin } {
  const host = document.createElement('div');
  const el = document.createElement('rb-demo-coin') as RbDemoCoin;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.innerHTML = '<p class="fallback">Loading the coin…</p>';
  host.append(el);
  return { host, el };
}

describe('when a widget draws itself', () => {
  let host: HTMLDivElement | undefined;
  afterEach(() => host?.remove());

  it('anywhere else: its shadow root is there the moment it is connected, drawn once the update is done', async () => {
    const placed = place({ 'no-save': '' });
    host = placed.host;
    document.body.append(host);
    expect(placed.el.shadowRoot, 'attached as it connected').to.not.equal(null);
    await expectDrawn(placed.el);
  });

  it('on a rulebook page: nothing in the task that connected it, the fallback still shown; drawn in the next task', async () => {
    const placed = place({ 'no-save': '', 'data-rb-loading': 'eager' });
    host = placed.host;
    document.body.append(host);
    // The rest of this task, microtasks included: not drawn, the fallback in sight.
    await Promise.resolve();
    await Promise.resolve();
    expect(placed.el.shadowRoot).to.equal(null);
    expect(placed.el.querySelector('.fallback')!.getBoundingClientRect().height).to.be.greaterThan(0);
    await nextTask();
    await expectDrawn(placed.el);
  });

  it('taken off the page before its turn: never draws there, and draws at once when placed again', async () => {
    const placed = place({ 'no-save': '', 'data-rb-loading': 'eager' });
    host = placed.host;
    document.body.append(host);
    placed.el.remove();
    await nextTask();
    await nextTask();
    expect(placed.el.shadowRoot).to.equal(null);
    host.append(placed.el);
    expect(placed.el.shadowRoot, 'attached as it connected again').to.not.equal(null);
    await expectDrawn(placed.el);
  });
});
