import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { button, press, root, settle, until } from '../shared/testing/keys.js';
import { reduceMotion } from '../shared/testing/stage-host.js';
import './rb-attack-roll.js';
import type { RbAttackRoll } from './rb-attack-roll.js';

async function table() {
  const el = await fixture<RbAttackRoll>(html`<rb-attack-roll no-save seed="2024"></rb-attack-roll>`);
  await el.updateComplete;
  return el;
}
const panel = (el: RbAttackRoll) => root(el).querySelector<HTMLElement>('[part~="what-if"]');
const outcomes = (el: RbAttackRoll) => [...root(el).querySelectorAll<HTMLElement>('[part~="outcome"]')];
const moveOf = (o: HTMLElement) => o.querySelector('.outcome-move')!.textContent!.replace(/\s+/g, ' ').trim();

/** Open What if with a real key press, and wait for its module and the branches. */
async function openWhatIf(el: RbAttackRoll) {
  await press(el, 'What if');
  await until(el, () => outcomes(el).length > 1 && outcomes(el)[0]!.textContent!.includes('%'), 'the branches and their odds');
}

describe('rb-attack-roll: What if', () => {
  it('loads nothing for What if until a reader opens it', async () => {
    const el = await table();
    expect(el.whatIf.module.loaded).to.equal(false);
    expect(panel(el) === null, 'no panel').to.equal(true);
    expect(button(el, 'What if').getAttribute('aria-expanded')).to.equal('false');
  });

  it('in a turn, shows each move side by side, the attack first as the main line', async () => {
    const el = await table();
    await press(el, 'Round 1: Bram first');
    await openWhatIf(el);
    expect(outcomes(el).map(moveOf)).to.deep.equal(['Main line Attack (1 action)', 'Move away (30 ft)', 'Defend, +2', 'End turn']);
    // Side by side: the first two outcomes share a row.
    const [a, b] = outcomes(el).map((o) => o.getBoundingClientRect());
    expect(Math.abs(a!.top - b!.top), 'side by side').to.be.lessThan(2);
    // The attack's branch: its first roll's exact odds, and where it leads.
    expect(outcomes(el)[0]!.textContent).to.contain('Its first roll (step 2)');
    expect(outcomes(el)[0]!.textContent).to.contain('Raider at Life 9 of 12');
    expect(outcomes(el)[2]!.textContent).to.contain('Bram defends: +2 base defense');
    await expect(el).to.be.accessible();
  });

  it('adopts a branch by keyboard: it becomes the story, and Back undoes it step by step', async () => {
    const el = await table();
    await press(el, 'Round 1: Bram first');
    await openWhatIf(el);
    const defend = outcomes(el).find((o) => moveOf(o).includes('Defend'))!;
    const adopt = defend.querySelector<HTMLButtonElement>('[part~="adopt"]')!;
    adopt.focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(el.record.events.slice(0, 3)).to.deep.equal([
      { type: 'round.begun', first: 'attacker' },
      { type: 'defense.readied' },
      { type: 'attack.made', weapons: 'one' },
    ]);
    expect(el.snapshot.context.sides.attacker.defending, 'the story is the branch').to.equal(true);
    expect(panel(el) === null, 'the panel closes').to.equal(true);
    expect(root(el).activeElement === button(el, 'What if'), 'the focus goes back to the toggle').to.equal(true);
    const adopted = el.record.events.length;
    await press(el, 'Back');
    expect(el.record.step).to.equal(adopted - 1);
  });

  it('with reduced motion shows the same branches, at once', async () => {
    await reduceMotion(true);
    try {
      const el = await table();
      await openWhatIf(el);
      expect(outcomes(el)).to.have.length(3);
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
