/**
 * Where the keyboard is after a step, in every widget: a player who presses the stage's
 * controls by keyboard (the highlighted one, as a learner would) is never dropped on the page's
 * <body> when the control pressed goes with its step. Pressed by real keys (Enter), judged by
 * where the focus is after each step, not by which code put it there.
 */
import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { root, settle, type Widget } from './testing/keys.js';
import '../aiming/rb-aiming.js';
import '../attack-roll/rb-attack-roll.js';
import '../combat-round/rb-combat-round.js';
import '../dice-pool-fight/rb-dice-pool-fight.js';
import '../fire-map/rb-fire-map.js';
import '../initiative-deal/rb-initiative-deal.js';
import '../karma-check/rb-karma-check.js';
import '../karmic-fight/rb-karmic-fight.js';
import '../lady-luck-fight/rb-lady-luck-fight.js';
import '../liberi-gothica-fight/rb-liberi-gothica-fight.js';
import '../multiple-opponents/rb-multiple-opponents.js';
import '../pool-fight/rb-pool-fight.js';
import '../register-duel/rb-register-duel.js';
import '../soul-passing/rb-soul-passing.js';

const NAMES = [
  'aiming',
  'attack-roll',
  'combat-round',
  'dice-pool-fight',
  'fire-map',
  'initiative-deal',
  'karma-check',
  'karmic-fight',
  'lady-luck-fight',
  'liberi-gothica-fight',
  'multiple-opponents',
  'pool-fight',
  'register-duel',
  'soul-passing',
];

/** The stage's control a learner would press now: its highlighted one, else its first enabled one. */
function stageControl(el: Widget): HTMLButtonElement | undefined {
  const enabled = (selector: string) =>
    [...root(el).querySelectorAll<HTMLButtonElement>(selector)].find((b) => !b.disabled && b.checkVisibility());
  return enabled('[part~="stage"] button.primary') ?? enabled('[part~="stage"] button');
}

describe('the keyboard after a step', () => {
  /** Per widget: how many pressed controls went with their step. */
  const counts = new Map<string, number>();

  for (const name of NAMES) {
    it(`${name}: a stage control that goes with its step hands the keyboard on, inside the widget`, async () => {
      const host = await fixture<HTMLDivElement>(document.createElement('div'));
      host.innerHTML = `<rb-${name} no-save seed="7"></rb-${name}>`;
      const el = host.firstElementChild as Widget;
      await settle(el);
      let gone = 0;
      for (let presses = 0; presses < 10; presses++) {
        const control = stageControl(el);
        if (!control) break;
        const label = (control.getAttribute('aria-label') ?? control.textContent ?? '').replace(/\s+/g, ' ').trim();
        control.focus();
        await sendKeys({ press: 'Enter' });
        await settle(el);
        if (control.isConnected) continue;
        gone++;
        const now = root(el).activeElement;
        expect(now === null ? 'the page (<body>)' : 'a control in the widget', `after "${label}" (press ${presses + 1})`).to.equal(
          'a control in the widget',
        );
      }
      // Checked as a whole below: a test where no control ever went would have tried nothing.
      counts.set(name, gone);
    });
  }

  it('tried what it says: in most widgets a pressed control went with its step', () => {
    const tried = [...counts].filter(([, n]) => n > 0).map(([name]) => name);
    expect(tried.length, `widgets where a pressed control went: ${tried.join(', ')}`).to.be.greaterThan(NAMES.length / 2);
  });
});
