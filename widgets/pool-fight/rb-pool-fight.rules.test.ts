/**
 * The pool fight's rules beyond the first fight, played by keyboard as a reader would: the
 * electric weapon's wielder (and its table ruling), spells, abilities and items, readied
 * actions, help with a jam, fire spreading to wooden things, and more than two groups.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './rb-pool-fight.js';
import type { RbPoolFight } from './rb-pool-fight.js';

async function table(attrs: Record<string, string> = {}): Promise<RbPoolFight> {
  const el = document.createElement('rb-pool-fight');
  el.setAttribute('no-save', '');
  el.setAttribute('seed', '7');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  host.append(el);
  await el.updateComplete;
  return el;
}

const root = (el: RbPoolFight) => el.shadowRoot!;
const words = (b: Element) => b.textContent!.replace(/\s+/g, ' ').trim();
function button(el: RbPoolFight, label: string): HTMLButtonElement {
  const all = [...root(el).querySelectorAll('button')];
  const found = all.find((b) => words(b).startsWith(label));
  if (!found) throw new Error(`no button ${label}; have: ${all.map(words).join(' | ')}`);
  return found;
}
const part = (el: RbPoolFight, name: string) => words(root(el).querySelector(`[part~="${name}"]`)!);

/** Focus a control and press a key on it, as a keyboard user does. */
async function press(el: RbPoolFight, label: string, key = 'Enter') {
  const b = button(el, label);
  expect(b.disabled, `${label} is enabled`).to.equal(false);
  b.focus();
  expect(root(el).activeElement).to.equal(b);
  await sendKeys({ press: key });
  await el.updateComplete;
}

/** Pick an option of a select by keyboard: focus it and arrow down to the option. */
async function choose(el: RbPoolFight, select: HTMLSelectElement, optionText: string) {
  select.focus();
  expect(root(el).activeElement).to.equal(select);
  const target = [...select.options].findIndex((o) => words(o).startsWith(optionText));
  expect(target, `an option ${optionText}`).to.be.greaterThan(-1);
  while (select.selectedIndex !== target) {
    await sendKeys({ press: select.selectedIndex < target ? 'ArrowDown' : 'ArrowUp' });
    await el.updateComplete;
  }
}

async function openSetup(el: RbPoolFight) {
  const summary = root(el).querySelector<HTMLElement>('details.setup > summary')!;
  summary.focus();
  await sendKeys({ press: 'Enter' });
  await el.updateComplete;
}

describe('rb-pool-fight, the rules beyond the first fight', () => {
  it("shares an electric blow with its wielder by default, and leaves them out once the table setup rules them insulated (ruling: the electric weapon's wielder)", async () => {
    // To hit 6 + 6 against 1; d6 damage 6, shared by two; the wolf's defense 1, Oren's 1 + 1.
    const el = await table({ party: 'Oren physique 2 with rod heavy blunt electric', foes: 'Wolf at 1', rolls: '6 6 1 6 1 1 1' });
    for (const step of ['The party first', 'Attack Wolf', 'Roll to hit', 'Roll damage']) await press(el, step);
    expect(part(el, 'why')).to.contain('6 damage shared by the 2 touching the circuit, Oren, who holds it, among them');
    expect(el.snapshot.context.fighters.map((f) => f.hp)).to.deep.equal([9, 8]);
    await openSetup(el);
    await choose(el, root(el).querySelector<HTMLSelectElement>('select[name="wielder"]')!, 'is insulated');
    await press(el, 'Start this table');
    expect(el.electricWielder).to.equal('insulated');
    expect(el.record.input.rules).to.deep.equal({ electricWielder: 'insulated' });
    for (const step of ['The party first', 'Attack Wolf', 'Roll to hit', 'Roll damage']) await press(el, step);
    expect(el.snapshot.context.fighters.map((f) => f.hp)).to.deep.equal([10, 5]);
  });

  it('plays three groups by keyboard: the GM places them one at a time, each acts in turn, and every group fights every other (ruling: more than two groups)', async () => {
    const el = await table({
      party: 'Mara agility 2 at 4 with sword',
      foes: 'Bandit at 12',
      'more-groups': 'Wolves: Grey agility 2 at 8 with fangs light sharp',
    });
    expect(root(el).querySelector('[part~="base"]')!.getAttribute('aria-label')).to.equal(
      'Dice-pool fight: Mara against Bandit against Grey',
    );
    expect([...root(el).querySelectorAll('.group-name')].map(words)).to.deep.equal(['The party', 'The foes', 'Wolves']);
    await press(el, 'Wolves first');
    expect(part(el, 'prompt')).to.contain('Who goes next?');
    await press(el, 'The party next');
    expect(el.snapshot.context.order).to.deep.equal(['group3', 'party', 'foes']);
    // Grey stands between Mara and the bandit: a move goes up or down the line.
    await press(el, 'Move down the line');
    expect(el.snapshot.context.fighters[2]!.at).to.equal(5);
    expect(button(el, 'Attack Mara').disabled).to.equal(false);
    expect(button(el, 'Attack Bandit').disabled).to.equal(true);
    expect(part(el, 'refusals')).to.contain('Bandit is 7 squares away');
    await press(el, "End Wolves' turn");
    expect(el.snapshot.context.acting).to.equal('party');
    await press(el, "End the party's turn");
    expect(el.snapshot.context.acting).to.equal('foes');
    await press(el, "End the foes' turn");
    expect(el.snapshot.context).to.include({ acting: 'group3', round: 2 });
  });

  it('helps a jammed ally by keyboard: the bonus dice join the Fix Jam check (ruling: helping with a jam, and the rolls help cannot reach)', async () => {
    const el = await table({
      party: 'Jory agility 1 with pistol gun low cart 8; Mara agility 2 with sword',
      foes: 'Bandit agility 1 at 5',
      rolls: '1 6 6 5 5 2 2 2 5',
    });
    for (const step of ['The party first', 'Shoot Bandit', 'Roll to hit', 'Mara: 2 left', 'Help Jory with the jam']) await press(el, step);
    expect(part(el, 'dice')).to.contain("The jam's difficulty");
    await press(el, 'Roll the help');
    expect(part(el, 'why')).to.contain("+2d6, added to Jory's next Fix Jam check this turn");
    for (const step of ['Jory: 1 left', 'Fix the jam']) await press(el, step);
    expect(part(el, 'why')).to.contain('3d6 (agility 1, +2d6 help)');
    await press(el, 'Roll the check');
    expect(el.snapshot.context.fighters[0]!.jammed).to.equal(false);
  });

  it('casts a spell of 3 actions across two turns by keyboard, and says when it takes effect (ruling: spells and abilities that cost more than 2 actions)', async () => {
    const el = await table({ party: 'Wren agility 2 with staff light blunt spell Fireball 3 item Potion', foes: 'Bandit at 6' });
    await press(el, 'The party first');
    expect(part(el, 'fighter')).to.contain('spell Fireball, 3 actions');
    await press(el, 'Cast Fireball (3 actions)');
    expect(part(el, 'why')).to.contain('Wren puts 2 actions into Fireball');
    for (const step of ["End the party's turn", "End the foes' turn"]) await press(el, step);
    await press(el, 'Go on with Fireball (1 action to pay)');
    expect(part(el, 'why')).to.contain("it takes effect. What it does is the GM's to say.");
    await press(el, 'Use Potion (1 action)');
    expect(el.snapshot.context.fighters[0]!.actions).to.equal(0);
  });

  it("lights an unlit torch by keyboard, and its hit sets the bandit's wooden club and shield alight (ruling: fire spreading to wooden things)", async () => {
    // To hit 6 + 6 against 6; damage 1 against 6, no harm; the fire 6; then the shield's fire, 2.
    const el = await table({
      party: 'Bram agility 2 physique 2 with torch light blunt fiery unlit',
      foes: 'Bandit agility 1 physique 1 at 1 with club light blunt wooden wooden-gear',
      rolls: '6 6 6 1 6 6 2',
    });
    await press(el, 'The party first');
    expect(part(el, 'fighter')).to.contain('not yet lit');
    await press(el, 'Light the torch (1 action)', ' ');
    expect(part(el, 'why')).to.contain('Bram lights the torch (Use Item: 1 action; 1 action left).');
    expect(() => button(el, 'Light the torch')).to.throw();
    for (const step of ['Attack Bandit', 'Roll to hit', 'Roll damage']) await press(el, step);
    expect(part(el, 'why')).to.contain("The burning blow touches wood: Bandit's club and Bandit's wooden gear catch fire.");
    await press(el, "End the party's turn");
    expect(part(el, 'why')).to.contain("Bandit's wooden gear burns (round 1 of 2): 1d6 = 2, not reduced by defense (health 2 of 10).");
    expect(el.snapshot.context.fighters[1]!.hp).to.equal(2);
  });

  it("readies a reload by keyboard and sets it off in the foes' turn when the table calls it (ruling: readying other actions)", async () => {
    // Kit's 2d6 = 1 + 2 against the bandit's 3: a miss that does not jam, and one shot spent.
    const el = await table({ party: 'Kit agility 2 at 3 with pistol gun low cart 4', foes: 'Bandit agility 1 at 5', rolls: '1 2 3' });
    for (const step of ['The party first', 'Shoot Bandit', 'Roll to hit', "End the party's turn", "End the foes' turn"])
      await press(el, step);
    const select = root(el).querySelector<HTMLSelectElement>('[aria-label="Ready another action for Kit"] select');
    await choose(el, select!, 'a reload');
    await press(el, 'Ready it (2 actions)');
    expect(part(el, 'why')).to.contain('Kit readies a reload (Ready Action: 2 actions)');
    await press(el, "End the party's turn");
    await press(el, "Kit's readied reload goes off");
    expect(el.snapshot.context.fighters[0]!.shots).to.equal(4);
    expect(part(el, 'why')).to.contain('Kit reloads the pistol: 4 of 4 shots.');
  });
});
