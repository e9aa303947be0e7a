/**
 * Hit cards and jokers against several foes (Karmic's karma deck: a hit card may be drawn
 * onto; a joker is the GM's; table ruling "Hit cards and jokers against several foes").
 */
import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import type { MultipleOpponentsEvent } from './multiple-opponents.context.js';
import { jokerProblem } from './multiple-opponents.cards.js';
import { multipleOpponentsMachine } from './multiple-opponents.machine.js';
import { parseMultipleOpponentsSetup } from './multiple-opponents.setup.js';

type Snap = SnapshotFrom<typeof multipleOpponentsMachine>;

function send(snap: Snap, ...events: MultipleOpponentsEvent[]): Snap {
  for (const e of events) {
    if (!snap.can(e)) throw new Error(`refused: ${JSON.stringify(e)} in ${JSON.stringify(snap.value)}`);
    [snap] = transition(multipleOpponentsMachine, snap, e);
  }
  return snap;
}
const texts = (s: Snap) => s.context.narration.map((w) => w.text).join(' ');

/**
 * Devon (+5 for the initiative) beats Ash (−2) and Brand (−3) and names Ash; his hand is a joker,
 * the king and the queen of spades. Brand attacks in register 1 with his +3 and in register 2
 * with the king of hearts (−3); Devon answers register 1 with `answer`, and lays nothing more.
 */
function table(answer: 'Ks' | 'JK1', maneuver: 'parry' | 'melee-dodge' = 'parry'): Snap {
  const { input } = parseMultipleOpponentsSetup({
    seed: '31',
    'lone-stack': '5s 2h JK1 Ks Qs 4s 3s',
    'foe-stack': '2h 3h Qs 2s Kh 3s 9s 8s',
    // Two cards a foe, as these stacks were laid for (a fresh table gives each foe one).
    'foe-skill': '2',
  });
  let snap = send(
    initialTransition(multipleOpponentsMachine, input)[0],
    { type: 'initiative.drawn' },
    { type: 'initiative.named', foe: 0 },
    {
      type: 'hands.drawn',
    },
  );
  expect(snap.context.hands.lone).toEqual(['JK1', 'Ks', 'Qs']);
  snap = send(snap, { type: 'maneuver.declared', maneuver, card: answer, foe: 1 }, { type: 'register.closed' });
  snap = send(snap, { type: 'register.closed' }, { type: 'register.closed' });
  expect(snap.hasTag('turning over')).toBe(true);
  return snap;
}

describe('his hit cards (ruling: hit cards and jokers against several foes)', () => {
  it('wait for him when the register turns over, and a hit draws the top of his deck onto the card', () => {
    let snap = send(table('Ks'), { type: 'register.revealed' });
    expect(snap.hasTag('deciding')).toBe(true);
    expect(texts(snap)).toContain("Devon's card is a hit card: he decides first whether to draw onto it.");
    snap = send(snap, { type: 'hit.taken' });
    // K (+3) and the 4 of spades: +7.
    expect(texts(snap)).toContain('Devon hits and draws +4: the card is now worth +7.');
    expect(snap.hasTag('turning over')).toBe(true);
    // Parry: 7 card + 1 force = 8; Brand's +3 + 1 force − 1 armour − 8 = −5: stopped.
    const brand = snap.context.registers[0]!.results.find((x) => x.foe === 1)!;
    expect([brand.outcome.defenceTotal, brand.outcome.attackTotal, brand.outcome.success]).toEqual([8, -5, false]);
  });

  it('count as they are when he stands on them', () => {
    const snap = send(table('Ks'), { type: 'register.revealed' }, { type: 'hit.declined' });
    expect(texts(snap)).toContain('Devon does not hit: the card stays at +3.');
    expect(snap.context.registers[0]!.results[0]!.outcome.defenceTotal).toBe(4);
  });
});

describe('a foe\'s hit card (table ruling "How the foes choose") (ruling: hit cards and jokers against several foes)', () => {
  it('is drawn onto from the GM’s deck while it is worth +1 or less', () => {
    const snap = send(table('Ks'), { type: 'register.revealed' }, { type: 'hit.declined' }, { type: 'register.revealed' });
    // Brand's king of hearts is −3: he hits and draws the 9 of spades, +6; +6 is above +1, so he stops.
    expect(texts(snap)).toContain('Brand hits and draws +9: its card is now worth +6.');
    expect(snap.context.registers[1]!.plays!.foes[1]!.chain).toEqual(['Kh', '9s']);
    // Unanswered: 6 + 1 edge = 7, capped at the sword's 4.
    expect(snap.context.damage.lone).toBe(4);
  });
});

describe('his joker (ruling: hit cards and jokers against several foes)', () => {
  it('waits for the GM to name its worth, from −10 to +10, and counts that', () => {
    let snap = send(table('JK1'), { type: 'register.revealed' });
    expect(texts(snap)).toContain('Devon played a joker: the GM names what it is worth.');
    expect(jokerProblem(snap.context, 11)).toBe('the GM names a whole number from −10 to +10');
    expect(snap.can({ type: 'joker.ruled', value: 11 })).toBe(false);
    expect(snap.can({ type: 'hit.taken' })).toBe(false);
    snap = send(snap, { type: 'joker.ruled', value: 5 });
    expect(texts(snap)).toContain("The GM rules Devon's joker worth +5.");
    expect(snap.context.registers[0]!.results[0]!.outcome.defenceTotal).toBe(6);
  });
});
