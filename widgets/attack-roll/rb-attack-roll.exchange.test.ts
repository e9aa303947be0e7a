// The exchange going both ways, and the controls the newly played rules add, pressed with
// real keys: the defender's own attack, the lethal blow's chosen wound, the charge into a
// tackle, Treatment in the fight (and the table setup's other reading), an ability, orders to
// one of two groups of minions; and the turn's controls fitting 320 px.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { button, press, root, settle, until } from '../shared/testing/keys.js';
import './rb-attack-roll.js';
import type { RbAttackRoll } from './rb-attack-roll.js';

async function table(attrs: Record<string, string> = {}, width?: number): Promise<RbAttackRoll> {
  const el = document.createElement('rb-attack-roll');
  el.setAttribute('no-save', '');
  el.setAttribute('seed', '7');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  if (width) host.style.inlineSize = `${width}px`;
  host.append(el);
  await el.updateComplete;
  return el;
}

const why = (el: RbAttackRoll) => root(el).querySelector('[part~="why"]')!.textContent!.replace(/\s+/g, ' ');
const refusals = (el: RbAttackRoll) => root(el).querySelector('[part~="refusals"]')?.textContent?.replace(/\s+/g, ' ') ?? '';

/** Focus a select (by its label's words) and move its choice with the arrow keys, as a keyboard user does. */
async function choose(el: RbAttackRoll, label: string, downs: number) {
  const select = [...root(el).querySelectorAll('label')]
    .find((l) => l.textContent!.replace(/\s+/g, ' ').includes(label))!
    .querySelector('select')!;
  select.focus();
  expect(root(el).activeElement).to.equal(select);
  for (let i = 0; i < downs; i++) await sendKeys({ press: 'ArrowDown' });
  await settle(el);
}

/** Focus a checkbox (by its label's words) and toggle it with Space. */
async function toggle(el: RbAttackRoll, label: string) {
  const box = [...root(el).querySelectorAll('label')]
    .find((l) => l.textContent!.replace(/\s+/g, ' ').includes(label))!
    .querySelector('input')!;
  box.focus();
  await sendKeys({ press: 'Space' });
  await settle(el);
}

/** Open the turn's "More actions" by keyboard: focus its summary, press Enter; its controls load on demand. */
async function more(el: RbAttackRoll) {
  const summary = root(el).querySelector<HTMLElement>('[part~="more-actions"] > summary')!;
  summary.focus();
  await sendKeys({ press: 'Enter' });
  await settle(el);
  expect(root(el).querySelector<HTMLDetailsElement>('[part~="more-actions"]')!.open).to.equal(true);
  await until(el, () => root(el).querySelector('[part~="more-actions"] > p.note') === null, "the turn's other controls");
}

/** Open the table setup by keyboard; its form loads on demand. */
async function openSetup(el: RbAttackRoll) {
  root(el).querySelector<HTMLElement>('details.setup > summary')!.focus();
  await sendKeys({ press: 'Enter' });
  await until(el, () => root(el).querySelector('form.setup-form') !== null, 'the setup form');
}

describe('rb-attack-roll, both ways', () => {
  it('lets the defender attack on its own card, by keyboard, against the attacker’s defense', async () => {
    const el = await table({ attacker: 'Bram defense 6 armor 1', defender: 'Raider attack 2 weapon medium toughness 3', rolls: '3 4 3' });
    await press(el, 'Round 1: Raider first');
    await press(el, 'Attack (1 action)');
    await press(el, 'Roll to hit');
    expect(why(el)).to.contain(
      'The attack by Raider: 2d6 showed 3 and 4; 7 rolled + 2 Attack = 9 against base defense 6 and total defense 7: a direct hit.',
    );
    await press(el, 'Roll damage');
    expect(why(el)).to.contain('Bram loses 4 Life (Life 8)');
    expect(root(el).querySelector('[part~="fighter"]')!.textContent).to.contain('Life 8 of 12');
  });

  it('shows a wound’s penalty in the sum of a later roll, and its reason with links to the chart and the ruling', async () => {
    // Bram's crippling blow rattles the raider (2 damage to the head, for 3 rounds); her roll then takes −2.
    const el = await table({
      attacker: 'Bram weapon small toughness 1',
      defender: 'Raider attack 2 weapon medium life 30',
      rolls: '6 6 2 6 3 4 4',
    });
    for (const b of [
      'Round 1: Bram first',
      'Attack (1 action)',
      'Roll to hit',
      'Roll damage',
      'Roll the wound',
      'End turn',
      'Attack (1 action)',
      'Roll to hit',
    ])
      await press(el, b);
    await until(el, () => root(el).querySelector('[part~="roll"]') !== null, "the roll's view");
    expect(root(el).querySelector('[part~="roll"]')!.textContent!.replace(/\s+/g, ' ')).to.contain('8 rolled + 2 Attack − 2 rattled = 8');
    expect(why(el)).to.contain("Raider's rattled: −2 on every roll, this attack roll among them.");
    const hrefs = [...root(el).querySelectorAll('[part~="why"] a.rule-link')].map((a) => a.getAttribute('href'));
    expect(hrefs).to.include('/liberi-gothica/damage-and-wounds/#head-wounds');
    expect(hrefs).to.include('/liberi-gothica/damage-and-wounds/#penalties-on-later-rolls');
  });

  it('strikes a lethal blow with the wound chosen by keyboard: the arms, the left side, a numb arm', async () => {
    const el = await table({ attacker: 'Bram weapon small', defender: 'Raider helpless life 20' });
    await press(el, 'Round 1: Bram first');
    await more(el);
    await choose(el, 'Lethal blow to the', 2);
    await choose(el, 'side', 1);
    await choose(el, 'wound', 2);
    await press(el, 'Strike (2 actions)');
    expect(el.record.events.at(-1)).to.deep.equal({ type: 'blow.struck', location: 'arms', side: 'left', wound: 1, fatal: false });
    expect(why(el)).to.contain('Chosen: the left arm, from the arms chart (its 4–6 row): Numb');
    expect(root(el).querySelector('[part~="why"] a[href$="#the-wound-a-lethal-blow-leaves"]')).to.exist;
  });

  it('charges into a tackle and answers the Strength check by keyboard; the downed raider gets up with a Move', async () => {
    const el = await table({ distance: '25' });
    await press(el, 'Round 1: Bram first');
    await more(el);
    await press(el, 'Charge into a tackle, +2 (2 actions)');
    expect(root(el).querySelector('[part~="prompt"]')!.textContent).to.contain(
      "The LM makes Bram's Strength check, +2 for the charge: did it pass?",
    );
    await press(el, 'Strength check passed');
    await until(el, () => root(el).querySelector('[part~="roll"]') !== null, "the roll's view");
    expect(root(el).querySelector('[part~="roll"]')!.textContent).to.contain('Tackle: brought down');
    await press(el, 'End turn');
    expect(root(el).textContent).to.contain('down: cannot move until it gets up');
    await press(el, 'Get up (a Move, 1 action)');
    expect(el.snapshot.context.sides.defender.down).to.equal(false);
  });

  it('treats the raider’s organ damage in the fight by keyboard, the check answered as the LM says', async () => {
    const el = await table({ defender: 'Raider life 20', rolls: '6 6 6 1' });
    for (const b of ['Round 1: Bram first', 'Attack (1 action)', 'Roll to hit', 'Roll damage', 'Roll the wound', 'End turn'])
      await press(el, b);
    await press(el, 'Treat own Minor organ damage (2 actions)');
    expect(why(el)).to.contain('Raider begins the Treatment of its own Minor organ damage (1 of 2 actions).');
    await press(el, 'Treat own Minor organ damage (1 of 2 done)');
    await press(el, 'Treatment check passed');
    expect(why(el)).to.contain('the bleeding stops');
    expect(root(el).textContent).not.to.contain('bleeding 1 Life a turn');
  });

  it('plays the table ruling that Treatment waits for the end of the fight, set in the table setup by keyboard', async () => {
    const el = await table({ defender: 'Raider life 20', rolls: '6 6 6 1' });
    await openSetup(el);
    await choose(el, 'Treatment', 1);
    await press(el, 'Start this table');
    expect(el.snapshot.context.rules.treatment).to.equal('after-the-fight');
    for (const b of ['Round 1: Bram first', 'Attack (1 action)', 'Roll to hit', 'Roll damage', 'Roll the wound', 'End turn'])
      await press(el, b);
    expect([...root(el).querySelectorAll('button')].some((b) => b.textContent!.includes('Treat own'))).to.equal(false);
    await press(el, 'End turn');
    await press(el, 'End the fight and rest');
    await until(
      el,
      () => root(el).querySelector('[aria-label="Treatment of Raider\'s Minor organ damage"]') !== null,
      'the Treatment checks',
    );
  });

  it('keeps the turn short: the less common actions fold away under More actions, which stays open once opened', async () => {
    const el = await table({ distance: '25' });
    await press(el, 'Round 1: Bram first');
    const details = root(el).querySelector<HTMLDetailsElement>('[part~="more-actions"]')!;
    expect(details.open).to.equal(false);
    expect(root(el).querySelector('[part~="choices"]')!.textContent).not.to.contain('Ram');
    await more(el);
    expect(details.textContent).to.contain('Ram (2 actions)');
    await press(el, 'Move closer');
    expect(root(el).querySelector<HTMLDetailsElement>('[part~="more-actions"]')!.open).to.equal(true);
  });

  it('works an ability of three actions by keyboard, across two turns', async () => {
    const el = await table();
    await press(el, 'Round 1: Bram first');
    await more(el);
    await choose(el, 'Ability of', 1);
    await press(el, 'Use an ability of 3 actions');
    expect(why(el)).to.contain('Bram begins an ability of 3 actions (1 of 3).');
    await press(el, 'Go on with the ability (1 of 3 done)');
    for (const b of ['End turn', 'End turn', 'Round 2: Bram first', 'Go on with the ability (2 of 3 done)']) await press(el, b);
    expect(why(el)).to.contain('Bram completes the ability (3 of 3 actions)');
  });

  it('orders one of two groups of minions by keyboard, and refuses an order the other could not grasp, saying which', async () => {
    const el = await table({ attacker: 'Ilse weapon medium minions 3 minion-knowledge 1 minions 1 minion-knowledge 3' });
    await press(el, 'Round 1: Ilse first');
    await until(el, () => root(el).querySelector('fieldset.groups') !== null, 'the groups of minions');
    expect(root(el).querySelector('fieldset.groups legend')!.textContent).to.equal('The next order goes to');
    await toggle(el, 'group 2 (1 minion), Knowledge 3');
    expect(button(el, 'Order of 2 sentences').disabled).to.equal(true);
    expect(refusals(el)).to.contain(
      'group 1 (3 minions) has Knowledge 1 and grasps 1 sentence: an order of 2 would be neither understood nor followed',
    );
    await toggle(el, 'group 1 (3 minions), Knowledge 1');
    await press(el, 'Order of 3 sentences');
    expect(el.record.events.at(-1)).to.deep.equal({ type: 'order.given', sentences: 3, groups: [1] });
    expect(root(el).textContent).to.contain('group 2: 1 minion, Knowledge 3: following an order of 3 sentences (round 1)');
  });

  it('fits its turn’s controls in 320 px, the lethal blow’s longest wound chosen', async () => {
    const el = await table({ attacker: 'Ilse weapon medium+small minions 3 minions 1', defender: 'Raider helpless' }, 320);
    await press(el, 'Round 1: Ilse first');
    await more(el);
    await choose(el, 'Lethal blow to the', 0);
    await choose(el, 'wound', 5);
    for (const d of root(el).querySelectorAll('details')) d.open = true;
    await until(el, () => root(el).querySelector('form.setup-form') !== null, 'the setup form');
    await settle(el);
    const base = root(el).querySelector<HTMLElement>('[part~="base"]')!;
    expect(el.scrollWidth, 'the widget').to.be.at.most(el.clientWidth);
    expect(base.scrollWidth, 'its base part').to.be.at.most(base.clientWidth);
    for (const group of root(el).querySelectorAll<HTMLElement>('.lethal, .ability, .groups, .choices, .more'))
      expect(group.getBoundingClientRect().right, group.className).to.be.at.most(el.getBoundingClientRect().right + 0.5);
  });
});
