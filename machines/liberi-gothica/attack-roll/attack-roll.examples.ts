/**
 * The attack roll's worked examples: each an input plus the events a reader would send,
 * replayed by the widget's "Replay the example" button and checked step by step against
 * the book's numbers in attack-roll.examples.test.ts. Written out as plain data; the
 * fighters are written out in full, and the examples test checks each one against the
 * setup's parser reading the words on the page ("Bram attack 3 toughness 3 weapon large").
 */
import type { AttackerInput, AttackRollEvent, AttackRollInput, DefenderInput } from './attack-roll.context.js';
import type { WorkedExample } from '../../core/procedure.js';
import type { attackRollMachine } from './attack-roll.machine.js';

/** What the words on the pages leave at the defaults: a first fighter is a Liberi, base defense 7, nothing worn. */
const fighter = {
  athleticism: 2,
  size: 0,
  quadruped: false,
  reach: 'melee',
  life: 12,
  maxLife: 12,
  vitality: 6,
  baseDefense: 7,
  defenses: [],
  kind: 'liberi',
  awareness: 'aware',
  immobile: false,
} as const;
/** A second fighter is a creature, fighting back with its bare hands (Attack 0) unless its words say more. */
const target = {
  size: 0,
  quadruped: false,
  kind: 'creature',
  awareness: 'aware',
  immobile: false,
  attack: 0,
  athleticism: 0,
  weapons: ['unarmed'],
  reach: 'melee',
} as const;

/** "Bram attack 3 toughness 3 weapon large". */
export const RAIDER_ATTACKER: AttackerInput = { ...fighter, name: 'Bram', attack: 3, toughness: 3, weapons: ['large'] };
/** "Raider defense 7 life 24 toughness 3 creature", in a hauberk (2) with a buckler (1). */
export const RAIDER_DEFENDER: DefenderInput = {
  ...target,
  name: 'Raider',
  baseDefense: 7,
  defenses: [
    { kind: 'passive', protection: 2, reduction: 2, name: 'hauberk' },
    { kind: 'active', protection: 1, reduction: 1, name: 'buckler' },
  ],
  life: 24,
  maxLife: 24,
  vitality: 6,
  toughness: 3,
};

/**
 * The raider of "Attack and defense": base defense 7, a hauberk (2/2), a buckler (1/1),
 * total defense 10, hit five times by a Large weapon whose die shows 5 (+1 for half of
 * Toughness 3: a 6-point hit). The results are the page's table: 7, 9, 10, 12, 15.
 */
export const RAIDER_EXAMPLE: AttackRollInput = {
  seed: 7,
  // 2d6 per attack, then the damage die (5) for every blow that lands; the crippling
  // wound: 5 (arms), 2 (right), then 3 + 3 days of numbness.
  rolls: [2, 2, 3, 3, 5, 3, 4, 5, 4, 5, 5, 6, 6, 5, 5, 2, 3, 3],
  attacker: RAIDER_ATTACKER,
  defender: RAIDER_DEFENDER,
  distance: 5,
};

export const RAIDER_EXAMPLE_EVENTS: readonly AttackRollEvent[] = [
  { type: 'round.begun', first: 'attacker' },
  { type: 'attack.made', weapons: 'one' },
  { type: 'attack.rolled' }, // 7: a miss
  { type: 'attack.made', weapons: 'one' },
  { type: 'attack.rolled' }, // 9: glancing
  { type: 'damage.rolled' }, // 6 − 2 − 1 = 3
  { type: 'turn.ended' },
  { type: 'turn.ended' },
  { type: 'round.begun', first: 'attacker' },
  { type: 'attack.made', weapons: 'one' },
  { type: 'attack.rolled' }, // 10: glancing, equal to total
  { type: 'damage.rolled' }, // 3
  { type: 'attack.made', weapons: 'one' },
  { type: 'attack.rolled' }, // 12: direct
  { type: 'damage.rolled' }, // 6
  { type: 'turn.ended' },
  { type: 'turn.ended' },
  { type: 'round.begun', first: 'attacker' },
  { type: 'attack.made', weapons: 'one' },
  { type: 'attack.rolled' }, // 15: direct, crippling
  { type: 'damage.rolled' }, // 6
  { type: 'wound.rolled' }, // right arm, 4–6: Numb for 6 days
];

/** "Ilse attack 4 toughness 5 athleticism 3 life 14 vitality 8 weapon large+small". */
export const DUEL_ATTACKER: AttackerInput = {
  ...fighter,
  name: 'Ilse',
  attack: 4,
  toughness: 5,
  athleticism: 3,
  weapons: ['large', 'small'],
  life: 14,
  maxLife: 14,
  vitality: 8,
};
/** "Marrow defense 6 life 14 toughness 2 vitality 5 creature", in leather (1) with a shield (2). */
export const DUEL_DEFENDER: DefenderInput = {
  ...target,
  name: 'Marrow',
  baseDefense: 6,
  defenses: [
    { kind: 'passive', protection: 1, reduction: 1, name: 'leather' },
    { kind: 'active', protection: 2, reduction: 2, name: 'shield' },
  ],
  life: 14,
  maxLife: 14,
  vitality: 5,
  toughness: 2,
};

/**
 * Our own duel: Ilse (Attack 4, Toughness 5, a Large and a Small weapon) charges Marrow
 * (base 6, armour 1, shield 2, Life 14, Toughness 2) from 25 feet: a crippling hit to
 * the torso, minor organ damage. Marrow bleeds and Defends; next round Ilse attacks with
 * both weapons at −4, a glancing blow and a direct hit leave Marrow unconscious at −2,
 * and the bleeding kills him as his turn begins.
 */
export const DUEL_EXAMPLE: AttackRollInput = {
  seed: 11,
  rolls: [5, 4, 6, 2, 6, 5, 3, 6, 6, 3],
  attacker: DUEL_ATTACKER,
  defender: DUEL_DEFENDER,
  distance: 25,
};

export const DUEL_EXAMPLE_EVENTS: readonly AttackRollEvent[] = [
  { type: 'round.begun', first: 'attacker' },
  { type: 'charge.made', weapons: 'one' },
  { type: 'attack.rolled' }, // 9 + 4 + 2 = 15 against 9: crippling
  { type: 'damage.rolled' }, // 6 + 2 = 8
  { type: 'wound.rolled' }, // torso, 7–9: minor organ damage
  { type: 'turn.ended' }, // Marrow bleeds 1
  { type: 'defense.readied' },
  { type: 'turn.ended' },
  { type: 'round.begun', first: 'attacker' },
  { type: 'attack.made', weapons: 'all' },
  { type: 'attack.rolled' }, // 11 + 4 − 4 = 11 against 8/11: glancing
  { type: 'damage.rolled' }, // 3 + 2 = 5 − 1 − 2 = 2
  { type: 'attack.rolled' }, // 12 + 4 − 4 = 12: direct
  { type: 'damage.rolled' }, // 3 + 2 = 5: Life −2, unconscious
  { type: 'turn.ended' }, // bleeds 1: Life −3, dead
];

/** "Bram attack 5 toughness 4 weapon large". */
export const REST_ATTACKER: AttackerInput = { ...fighter, name: 'Bram', attack: 5, toughness: 4, weapons: ['large'] };
/** "Ada defense 6 life 15 toughness 4 vitality 8 liberi", in a coat (1). */
export const REST_DEFENDER: DefenderInput = {
  ...target,
  name: 'Ada',
  baseDefense: 6,
  defenses: [{ kind: 'passive', protection: 1, reduction: 1, name: 'coat' }],
  life: 15,
  maxLife: 15,
  vitality: 8,
  toughness: 4,
  kind: 'liberi',
};

/**
 * Our own rest: Bram's crippling blow immobilizes Ada's left leg; the fight ends, a
 * Treatment check turns it into a 4-day limp at once, and Ada's Foci (Toughness 4:
 * 2 Life every four hours) has her at full Life by noon; the limp is over on day 5.
 */
export const REST_EXAMPLE: AttackRollInput = {
  seed: 5,
  rolls: [6, 5, 4, 4, 3, 4],
  attacker: REST_ATTACKER,
  defender: REST_DEFENDER,
  distance: 5,
};

export const REST_EXAMPLE_EVENTS: readonly AttackRollEvent[] = [
  { type: 'round.begun', first: 'attacker' },
  { type: 'attack.made', weapons: 'one' },
  { type: 'attack.rolled' }, // 11 + 5 = 16 against 7: crippling
  { type: 'damage.rolled' }, // 4 + 2 = 6
  { type: 'wound.rolled' }, // left leg, 4–6: immobilized, then a 4-day limp
  { type: 'turn.ended' },
  { type: 'turn.ended' },
  { type: 'fight.ended' },
  { type: 'treatment.given', wound: 0, passed: true },
  { type: 'time.passed', hours: 4 },
  { type: 'time.passed', hours: 4 },
  { type: 'time.passed', hours: 4 },
  { type: 'time.passed', hours: 24 },
  { type: 'time.passed', hours: 24 },
  { type: 'time.passed', hours: 24 },
  { type: 'time.passed', hours: 24 },
];

/** "Sela attack 3 toughness 3 athleticism 4 weapon medium ranged reload 4 unloaded": a rifle, empty. */
export const RELOAD_ATTACKER: AttackerInput = {
  ...fighter,
  name: 'Sela',
  attack: 3,
  toughness: 3,
  athleticism: 4,
  weapons: ['medium'],
  reach: 'ranged',
  reload: { actions: 4, loaded: false },
};
/** "Raider defense 7 life 12 toughness 3 creature", in a hauberk (2). */
export const RELOAD_DEFENDER: DefenderInput = {
  ...target,
  name: 'Raider',
  baseDefense: 7,
  defenses: [{ kind: 'passive', protection: 2, reduction: 2, name: 'hauberk' }],
  life: 12,
  maxLife: 12,
  vitality: 6,
  toughness: 3,
};

/**
 * The book's rifle ("Continuous actions"): a reload of 4 actions. Round 1, both actions go
 * into it (2 of 4); round 2, one action moves her somewhere safer and one reloads (3 of 4);
 * round 3, the first action finishes the reload and the second fires. The raider, 60 feet
 * off, does nothing but wait; the shot's dice are ours (the book stops at the firing).
 */
export const RELOAD_EXAMPLE: AttackRollInput = {
  seed: 13,
  rolls: [5, 4, 4],
  attacker: RELOAD_ATTACKER,
  defender: RELOAD_DEFENDER,
  distance: 60,
};

export const RELOAD_EXAMPLE_EVENTS: readonly AttackRollEvent[] = [
  { type: 'round.begun', first: 'attacker' },
  { type: 'reload.worked' }, // 1 of 4
  { type: 'reload.worked' }, // 2 of 4
  { type: 'turn.ended' },
  { type: 'turn.ended' },
  { type: 'round.begun', first: 'attacker' },
  { type: 'attacker.moved', direction: 'away' },
  { type: 'reload.worked' }, // 3 of 4
  { type: 'turn.ended' },
  { type: 'turn.ended' },
  { type: 'round.begun', first: 'attacker' },
  { type: 'reload.worked' }, // 4 of 4: loaded
  { type: 'attack.made', weapons: 'one' }, // the shot empties it
  { type: 'attack.rolled' }, // 9 + 3 = 12 against 7 / 9: a direct hit
  { type: 'damage.rolled' },
];

/** "Bram attack 3 toughness 1 weapon small defense 6 armor 1": a dagger, and a coat (1). */
export const BACK_ATTACKER: AttackerInput = {
  ...fighter,
  name: 'Bram',
  attack: 3,
  toughness: 1,
  weapons: ['small'],
  baseDefense: 6,
  defenses: [{ kind: 'passive', protection: 1, reduction: 1, name: 'armour' }],
};
/** "Raider defense 7 armor 2 shield 1 life 20 toughness 3 attack 2 weapon medium": she fights back. */
export const BACK_DEFENDER: DefenderInput = {
  ...target,
  name: 'Raider',
  baseDefense: 7,
  defenses: [
    { kind: 'passive', protection: 2, reduction: 2, name: 'armour' },
    { kind: 'active', protection: 1, reduction: 1, name: 'shield' },
  ],
  life: 20,
  maxLife: 20,
  vitality: 6,
  toughness: 3,
  attack: 2,
  weapons: ['medium'],
};

/**
 * Our own exchange both ways: Bram's dagger finds the raider's head (12 + 3 against 10, a
 * crippling blow for 2): rattled for the round. On her turn she strikes back twice, each roll
 * and each damage at −2 (4 + 4 + 2 − 2 = 8 against Bram's 6 and 7, then 3 + 1 − 2 = 2; again 8,
 * and 4 + 1 − 2 = 3). Next round, acting first, she is steady again: 4 + 4 + 2 = 10, 3 + 1 = 4.
 */
export const BACK_EXAMPLE: AttackRollInput = {
  seed: 17,
  rolls: [6, 6, 2, 6, 1, 4, 4, 3, 5, 3, 4, 4, 4, 3],
  attacker: BACK_ATTACKER,
  defender: BACK_DEFENDER,
  distance: 5,
};

export const BACK_EXAMPLE_EVENTS: readonly AttackRollEvent[] = [
  { type: 'round.begun', first: 'attacker' },
  { type: 'attack.made', weapons: 'one' },
  { type: 'attack.rolled' }, // 12 + 3 = 15 against 10: crippling
  { type: 'damage.rolled' }, // 2 + 0
  { type: 'wound.rolled' }, // the head, 3 or less: rattled, 1 round
  { type: 'turn.ended' },
  { type: 'attack.made', weapons: 'one' },
  { type: 'attack.rolled' }, // 8 + 2 − 2 = 8 against 6 / 7: direct
  { type: 'damage.rolled' }, // 3 + 1 − 2 = 2
  { type: 'attack.made', weapons: 'one' },
  { type: 'attack.rolled' }, // 8 + 2 − 2 = 8: direct
  { type: 'damage.rolled' }, // 4 + 1 − 2 = 3
  { type: 'turn.ended' },
  { type: 'round.begun', first: 'defender' },
  { type: 'attack.made', weapons: 'one' },
  { type: 'attack.rolled' }, // 8 + 2 = 10: direct, no penalty now
  { type: 'damage.rolled' }, // 3 + 1 = 4
];

/**
 * The worked examples, each by the name the `example` attribute takes, the default first.
 * A title reads inside a sentence ("The example, the raider’s five blows, is ready…").
 */
export const ATTACK_ROLL_EXAMPLES: readonly WorkedExample<typeof attackRollMachine>[] = [
  { id: 'duel', title: 'Ilse charges Marrow', input: DUEL_EXAMPLE, events: DUEL_EXAMPLE_EVENTS },
  { id: 'raider', title: 'the raider’s five blows', input: RAIDER_EXAMPLE, events: RAIDER_EXAMPLE_EVENTS },
  { id: 'rest', title: 'Ada rests off a leg wound', input: REST_EXAMPLE, events: REST_EXAMPLE_EVENTS },
  { id: 'reload', title: 'the book’s rifle, reloaded over three rounds', input: RELOAD_EXAMPLE, events: RELOAD_EXAMPLE_EVENTS },
  { id: 'back', title: 'the raider strikes back, rattled', input: BACK_EXAMPLE, events: BACK_EXAMPLE_EVENTS },
];
