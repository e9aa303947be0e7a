import { expect, fixture, html } from '@open-wc/testing';
import './rb-register-duel.js';
import type { RbRegisterDuel } from './rb-register-duel.js';
import { press, root } from '../shared/testing/keys.js';
import { A_STACK, B_STACK, text, why, announced, choose, accessible, arithmetic } from './register-duel.testing.js';

describe('rb-register-duel against a foe of another size', () => {
  it('offers the small-creature table for called shots, without the head vitals', async () => {
    const el = await fixture<RbRegisterDuel>(
      html`<rb-register-duel no-save seed="2008" b-size="small" a-stack="${A_STACK}" b-stack="${B_STACK}"></rb-register-duel>`,
    );
    await el.updateComplete;
    await press(el, 'Draw for the initiative');
    await press(el, 'Draw the hands');
    const targets = [...root(el).querySelectorAll('[part~="controls"] select')].at(-1)!;
    const labels = [...targets.querySelectorAll('option')].map((o) => o.textContent!.trim());
    expect(labels).to.deep.equal(['Torso (no call)', 'Head (−8)', 'Torso vitals (−10)', 'Legs (−6)', 'Arms (−5)']);
  });

  it('smashes a small foe with a mace by keyboard: the damage tripled, the initiative handed over', async () => {
    const el = await fixture<RbRegisterDuel>(
      html`<rb-register-duel
        no-save
        seed="2008"
        a-weapon="mace"
        b-size="small"
        a-stack="${A_STACK}"
        b-stack="${B_STACK}"
      ></rb-register-duel>`,
    );
    await el.updateComplete;
    await press(el, 'Draw for the initiative');
    await press(el, 'Draw the hands');
    await choose(el, 'smash');
    await press(el, /Lay \+10.*as smash/);
    await press(el, 'Leave register 1 empty');
    await press(el, 'Turn over register 1');
    expect(arithmetic(el)[0]).to.contain('smashed for 12 damage (4, tripled)');
    expect(why(el)).to.contain('hands the initiative to Soldier');
  });
});

describe('rb-register-duel against a giant (Karmic, "Large Creature Maneuvers")', () => {
  // Devon (training 2) draws +5 +2 for the initiative, then +9 +8 +4; the giant −2, then −3 −4.
  async function giant() {
    const el = await fixture<RbRegisterDuel>(
      html`<rb-register-duel
        no-save
        seed="2008"
        b-name="Giant"
        b-size="large"
        b-finesse="1"
        a-entangled="1"
        a-stack="5s 2s 9s 8s 4s"
        b-stack="2h 3h 4h"
      ></rb-register-duel>`,
    );
    await el.updateComplete;
    return el;
  }

  it('is accessible with Devon caught, and after the flank', async () => {
    const el = await giant();
    expect(text(el)).to.contain('caught by a limb (vitality +1)');
    await accessible(el);
  });

  it('chops free and then flanks the giant by keyboard (table rulings "Caught by a limb", "Flanking")', async () => {
    const el = await giant();
    await press(el, 'Draw for the initiative');
    await press(el, 'Draw the hands');
    const options = () =>
      [...root(el).querySelectorAll<HTMLSelectElement>('[part~="controls"] select option')].map((o) => o.textContent!.trim());
    // Caught, Devon may chop at the limb's vitality, but not yet flank or close.
    expect(options()).to.include('Chop (+1, sword)');
    expect(options().some((o) => o.startsWith('Flank'))).to.equal(false);
    expect(text(el)).to.contain("Flank: Devon is caught by Giant's limb: no moving away or dodging until a chop frees him.");
    await choose(el, 'chop');
    await press(el, /Lay \+9.*as chop/);
    await press(el, 'Leave register 1 empty');
    await press(el, 'Turn over register 1');
    expect(arithmetic(el)[0]).to.contain("9 card + 1 modifiers + 1 difficulty (the limb's vitality +1) = 11: cut free");
    expect(why(el)).to.contain("Devon chops through Giant's limb");
    const devon = () => root(el).querySelector('[part~="fighter"]')!.textContent!.replace(/\s+/g, ' ');
    expect(devon()).not.to.contain('caught by a limb');
    // Free, he flanks: the giant's finesse +1, as the seed words it.
    expect(options()).to.include('Flank (+1, no weapon)');
    await choose(el, 'flank');
    await press(el, /Lay \+8.*as flank/);
    await press(el, 'Leave register 2 empty');
    await press(el, 'Turn over register 2');
    expect(arithmetic(el)[1]).to.contain("8 card + 1 difficulty (Giant's finesse +1) = 9: flanked");
    expect(why(el)).to.contain('Giant may neither attack Devon nor dodge his blows');
    expect([...root(el).querySelectorAll('[part~="fighter"]')][1]!.textContent).to.contain('flanked to the end of round 2');
    expect(announced(el)).to.contain('Giant may neither attack Devon nor dodge his blows');
    await accessible(el);
  });

  it('names a limb with no large foe to hold it, and starts the fighter free', async () => {
    const el = await fixture<RbRegisterDuel>(html`<rb-register-duel no-save a-entangled="2"></rb-register-duel>`);
    await el.updateComplete;
    expect(text(el)).to.contain(
      'a-entangled: only a large foe catches a fighter by a limb, and Soldier is not set as large (b-size="large"); nobody is caught',
    );
    expect(el.snapshot.context.fighters[0].entangled).to.equal(undefined);
  });
});
