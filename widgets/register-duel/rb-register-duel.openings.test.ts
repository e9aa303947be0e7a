import { expect, fixture, html } from '@open-wc/testing';
import './rb-register-duel.js';
import type { RbRegisterDuel } from './rb-register-duel.js';
import { button, press } from '../shared/testing/keys.js';
import { has, text, why, arithmetic } from './register-duel.testing.js';

describe('rb-register-duel opening with a charge or a surprise', () => {
  it('starts a charge with the charger holding the initiative, no yielding, and one card each by keyboard', async () => {
    const el = await fixture<RbRegisterDuel>(
      html`<rb-register-duel no-save seed="21" opening="charge-a" a-stack="Ks 5s 4s 10s" b-stack="2h 3h"></rb-register-duel>`,
    );
    await el.updateComplete;
    expect(text(el)).to.contain('the charge round');
    expect(why(el)).to.contain('Devon charges Soldier and holds the initiative');
    expect(has(el, 'Draw for the initiative')).to.equal(false);
    expect(button(el, 'Devon gives up the initiative').disabled).to.equal(true);
    await press(el, 'Draw the hands');
    await press(el, /Lay \+3 \(hit\).*as attack/);
    await press(el, 'Leave register 1 empty');
    await press(el, 'Turn over register 1');
    await press(el, 'Devon: draw another card');
    expect(arithmetic(el).join(' ')).to.contain('hit for 5 damage');
    await press(el, 'Next round');
    expect(text(el)).not.to.contain('the charge round');
  });

  it('leaves the one surprised nothing to answer with', async () => {
    const el = await fixture<RbRegisterDuel>(
      html`<rb-register-duel no-save seed="21" opening="surprise-a" a-stack="5s 4s 3s" b-stack="10s 9s"></rb-register-duel>`,
    );
    await el.updateComplete;
    await press(el, 'Draw the hands');
    await press(el, /Lay \+5.*as attack/);
    expect(text(el)).to.contain('nothing could answer');
    expect(button(el, 'Turn over register 1')).to.exist;
  });

  it('names a bad opening and opens as usual', async () => {
    const el = await fixture<RbRegisterDuel>(html`<rb-register-duel no-save opening="ambush"></rb-register-duel>`);
    await el.updateComplete;
    expect(text(el)).to.contain('opening: "ambush" is not one of the choices');
    expect(button(el, 'Draw for the initiative')).to.exist;
  });
});
