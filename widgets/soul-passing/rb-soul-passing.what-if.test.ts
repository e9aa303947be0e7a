import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { decodeRecord, loadTable, shareLink, tableFromHash } from '../shared/persist.js';
import { button, press, root, settle, until } from '../shared/testing/keys.js';
import { reduceMotion } from '../shared/testing/stage-host.js';
import './rb-soul-passing.js';
import type { RbSoulPassing } from './rb-soul-passing.js';

async function table(storageKey?: string) {
  const el = await fixture<RbSoulPassing>(
    storageKey
      ? html`<rb-soul-passing
          storage-key=${storageKey}
          seed="11"
          vitality="7"
          rolls="1 1 1"
          absorb-rolls="2"
          liberi="Ada 5ft, Bram 15ft"
        ></rb-soul-passing>`
      : html`<rb-soul-passing no-save seed="11" vitality="7" rolls="1 1 1" absorb-rolls="2" liberi="Ada 5ft, Bram 15ft"></rb-soul-passing>`,
  );
  await el.updateComplete;
  return el;
}
const panel = (el: RbSoulPassing) => root(el).querySelector<HTMLElement>('[part~="what-if"]');
const outcomes = (el: RbSoulPassing) => [...root(el).querySelectorAll<HTMLElement>('[part~="outcome"]')];
const announced = (el: RbSoulPassing) => root(el).querySelector('[role="status"]')!.textContent!.trim();

/** Open What if with a real key press, and wait for its module and the odds. */
async function openWhatIf(el: RbSoulPassing) {
  await press(el, 'What if');
  await until(el, () => outcomes(el).length > 0 && outcomes(el)[1]!.textContent!.includes('%'), 'the branches and their odds');
}

describe('rb-soul-passing: What if', () => {
  it('loads nothing for What if until a reader opens it', async () => {
    const el = await table();
    expect(el.whatIf.module.loaded).to.equal(false);
    expect(panel(el) === null, 'no panel').to.equal(true);
    expect(button(el, 'What if').getAttribute('aria-expanded')).to.equal('false');
  });

  it('opens by keyboard and shows each move side by side, the main line first, and says so', async () => {
    const el = await table();
    await openWhatIf(el);
    expect(button(el, 'What if').getAttribute('aria-expanded')).to.equal('true');
    const labels = outcomes(el).map((o) => o.querySelector('.outcome-move')!.textContent!.replace(/\s+/g, ' ').trim());
    expect(labels).to.deep.equal([
      'Main line Pray (action 1 of 2)',
      'Absorb the soul (1d6)',
      'Move 1 Vitality into the Soul Gauge',
      'Do something else',
      'End turn',
    ]);
    expect(outcomes(el)[0]!.textContent).to.contain("Ada gathered Vale's soul in round 1: 7 Vitality");
    // The absorption's exact odds, and what the fixed 2 gave.
    expect(outcomes(el)[1]!.textContent).to.contain('33.3%');
    expect(outcomes(el)[1]!.textContent).to.contain("Ada gathered Vale's soul in round 1: 3 Vitality");
    expect(announced(el)).to.match(/^What if: 5 moves side by side, each followed by the suggested moves\. The main line, Pray/);
    await expect(el).to.be.accessible();
  });

  it('adopts a branch by keyboard: it becomes the story, Back undoes it, and the share link carries it', async () => {
    const el = await table('what-if-adopt');
    try {
      await openWhatIf(el);
      const adopt = outcomes(el)[1]!.querySelector<HTMLButtonElement>('[part~="adopt"]')!;
      expect(adopt.getAttribute('aria-label')).to.equal('Adopt this branch: Absorb the soul (1d6)');
      adopt.focus();
      await sendKeys({ press: 'Enter' });
      await settle(el);
      expect(el.record.events).to.deep.equal([{ type: 'soul.absorbed' }]);
      expect(el.snapshot.hasTag('gathered')).to.equal(true);
      expect(panel(el) === null, 'the panel closes').to.equal(true);
      expect(root(el).activeElement === button(el, 'What if'), 'the focus goes back to the toggle').to.equal(true);
      expect(announced(el)).to.equal(
        `Adopted "Absorb the soul (1d6)": 1 step. Ada gathered Vale's soul in round 1: 3 Vitality. Back (Alt+Left arrow) undoes them one by one.`,
      );
      // Saved as the story: the same table opened again (or from its share link) replays it.
      const saved = loadTable('what-if-adopt');
      expect('record' in saved && saved.record.events).to.deep.equal([{ type: 'soul.absorbed' }]);
      const link = shareLink('what-if-adopt', el.record, 'https://example.org/page');
      const decoded = decodeRecord(tableFromHash('what-if-adopt', new URL(link).hash)!);
      expect('record' in decoded && decoded.record.events).to.deep.equal([{ type: 'soul.absorbed' }]);
      const again = await table('what-if-adopt');
      expect(again.snapshot.hasTag('gathered')).to.equal(true);
      again.remove();
      await press(el, 'Back');
      expect(el.snapshot.hasTag('a turn')).to.equal(true);
      expect(el.record.step).to.equal(0);
    } finally {
      localStorage.removeItem('rb:what-if-adopt');
    }
  });

  it('follows the table while open, and closes with Escape, giving the focus back', async () => {
    const el = await table();
    await openWhatIf(el);
    await press(el, 'Something else');
    await until(el, () => outcomes(el)[0]?.textContent?.includes('Pray (action 1 of 2)') === true, 'branches from the new step');
    expect(el.record.events).to.have.length(1);
    outcomes(el)[0]!.querySelector<HTMLButtonElement>('[part~="adopt"]')!.focus();
    await sendKeys({ press: 'Escape' });
    await settle(el);
    expect(panel(el) === null, 'no panel').to.equal(true);
    expect(root(el).activeElement === button(el, 'What if'), 'the focus goes back to the toggle').to.equal(true);
  });

  it('has nothing to compare at the passing roll, and waits while a learner has a question to answer', async () => {
    const el = await table();
    el.send({ type: 'turn.ended' });
    el.send({ type: 'turn.ended' });
    await settle(el);
    expect(el.snapshot.hasTag('passing roll')).to.equal(true);
    expect(button(el, 'What if').getAttribute('aria-disabled')).to.equal('true');
    await press(el, 'What if');
    expect(panel(el) === null, 'nothing opens').to.equal(true);
    el.reset();
    el.learn = true;
    await settle(el);
    await openWhatIf(el);
    el.send({ type: 'turn.ended' });
    el.send({ type: 'turn.ended' });
    await settle(el);
    await press(el, 'Roll to pass on');
    await until(el, () => el.teach.pending !== undefined, 'the question');
    expect(panel(el)!.textContent).to.contain('Answer the question first');
  });

  it('with reduced motion shows the same branches, at once', async () => {
    await reduceMotion(true);
    try {
      const el = await table();
      await openWhatIf(el);
      expect(outcomes(el)).to.have.length(5);
      expect(
        root(el)
          .getAnimations()
          .filter((a) => a.playState === 'running'),
      ).to.have.length(0);
    } finally {
      await reduceMotion(false);
    }
  });
});
