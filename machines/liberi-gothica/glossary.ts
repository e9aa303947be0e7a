/**
 * Liberi Gothica's words, as a newcomer meets them in the widgets and on the rules pages:
 * each with a definition in our own words and the heading that says more. Loaded on demand
 * (widgets/shared/term.ts); the rules pages read it through site/components/Term.astro.
 */
import type { Glossary } from '../core/glossary.js';

const TURN_ORDER = 'liberi-gothica/turn-order';
const ATTACK = 'liberi-gothica/attack-and-defense';
const DEATH = 'liberi-gothica/death-and-passing-on';
const SOULS = 'liberi-gothica/soul-gathering';

export const GLOSSARY = {
  initiative: {
    term: 'initiative',
    definition:
      'Who acts first in a round. Everyone with a hand puts one playing card face down, all are turned up together, and the highest card goes first (aces high; on equal ranks the suit decides).',
    rule: { page: TURN_ORDER, section: 'a-round', title: 'A round' },
  },
  hand: {
    term: 'hand',
    definition:
      'The playing cards a player character, or a whole group of NPCs, keeps hidden for the initiative: five at the start of a fight, one spent every round.',
    rule: { page: TURN_ORDER, section: 'hands', title: 'Hands' },
  },
  joker: {
    term: 'joker',
    definition: 'The wild card of the initiative deck: whoever plays it says which rank it stands for.',
    rule: { page: TURN_ORDER, section: 'jokers-and-suits', title: 'Jokers and suits' },
  },
  lm: {
    term: 'LM',
    definition: 'The Life Master: the person running the game, who deals the cards and plays everyone the players do not.',
    rule: { page: TURN_ORDER, section: 'hands', title: 'Hands' },
  },
  hit: {
    term: 'hit',
    definition:
      'An attack that gets through: 2d6 plus the Attack score must come out higher than the target’s base defense. Higher than total defense too, and it is a direct hit.',
    rule: { page: ATTACK, section: 'the-attack-roll', title: 'The attack roll' },
  },
  'direct-hit': {
    term: 'direct hit',
    definition: 'An attack whose result is higher than the target’s total defense: the weapon’s full damage goes in.',
    rule: { page: ATTACK, section: 'the-attack-roll', title: 'The attack roll' },
  },
  'glancing-blow': {
    term: 'glancing blow',
    definition:
      'An attack that beats base defense but not total defense: it lands, and the armour or shield that made the difference takes its Reduction off the damage.',
    rule: { page: ATTACK, section: 'the-attack-roll', title: 'The attack roll' },
  },
  'base-defense': {
    term: 'base defense',
    definition: 'How hard a target is to harm on its own, with no armour or shield counted. An attack no higher than it misses.',
    rule: { page: ATTACK, section: 'the-attack-roll', title: 'The attack roll' },
  },
  'total-defense': {
    term: 'total defense',
    definition: 'Base defense plus the Protection of every armour and shield the target can use right now.',
    rule: { page: ATTACK, section: 'protection-and-reduction', title: 'Protection and Reduction' },
  },
  reduction: {
    term: 'Reduction',
    definition: 'What a piece of armour or a shield takes off the damage of a glancing blow.',
    rule: { page: ATTACK, section: 'protection-and-reduction', title: 'Protection and Reduction' },
  },
  'crippling-wound': {
    term: 'crippling wound',
    definition:
      'A lasting injury on top of the damage, when an attack beats total defense by 5 or more. A d6 says whether it strikes the torso, a leg, an arm or the head.',
    rule: { page: 'liberi-gothica/damage-and-wounds', section: 'crippling-wounds', title: 'Crippling wounds' },
  },
  life: {
    term: 'Life',
    definition:
      'How much harm the body can take. At 0 you get one action a turn, below 0 you fall unconscious, and below minus your Toughness you die.',
    rule: { page: DEATH, section: 'down-out-dead', title: 'Down, out, dead' },
  },
  vitality: {
    term: 'Vitality',
    definition:
      'A character’s store of life force, separate from Life. At 0 you get one action a turn; at −1 you die. A Liberi can take what a dead person had left.',
    rule: { page: DEATH, section: 'down-out-dead', title: 'Down, out, dead' },
  },
  tacks: {
    term: 'TACKS',
    definition:
      'The five attributes, by their first letters: Toughness, Athleticism, Charm, Knowledge and Spirit. Any of them at 0 disables you in its own way; any at −1 kills.',
    rule: { page: DEATH, section: 'down-out-dead', title: 'Down, out, dead' },
  },
  'lingering-soul': {
    term: 'lingering soul',
    definition:
      'After a death the soul stays by the body for a few rounds. Each round it rolls a d10 and leaves on a 10; every failed roll makes the next one need one less.',
    rule: { page: DEATH, section: 'the-lingering-soul', title: 'The lingering soul' },
  },
  'soul-gauge': {
    term: 'Soul Gauge',
    definition:
      'The store of gathered Vitality a Liberi’s Foci carries, never more than 20. It fills from the dead, and an action moves Vitality between it and the body.',
    rule: { page: SOULS, section: 'the-soul-gauge-and-converting-vitality', title: 'The Soul Gauge and converting Vitality' },
  },
  essence: {
    term: 'Essence',
    definition: 'What a Liberi earns for taking a soul, by prayer or by absorption: 1 for each soul gathered.',
    rule: { page: SOULS, section: 'two-ways-to-take-a-soul', title: 'Two ways to take a soul' },
  },
  'soul-prayer': {
    term: 'Soul Prayer',
    definition: 'The slow, sure way to take a lingering soul: two actions, and all the Vitality it had left goes to your Soul Gauge.',
    rule: { page: SOULS, section: 'two-ways-to-take-a-soul', title: 'Two ways to take a soul' },
  },
  'soul-absorption': {
    term: 'Soul Absorption',
    definition:
      'The quick way to take a lingering soul: one action and a d6, which gives half its Vitality on a 1 or 2 and all of it otherwise.',
    rule: { page: SOULS, section: 'two-ways-to-take-a-soul', title: 'Two ways to take a soul' },
  },
  foci: {
    term: 'Foci',
    definition: 'A Liberi’s Foci holds the Soul Gauge and speeds healing: it gives Life back every four hours.',
    rule: { page: 'liberi-gothica/minions-and-healing', section: 'with-a-foci', title: 'With a Foci' },
  },
  'continuous-action': {
    term: 'continuous action',
    definition:
      'An action that takes more than one action to finish. It may run on into your next turn, but only if it gets at least one action every turn.',
    rule: { page: 'liberi-gothica/actions', section: 'continuous-actions', title: 'Continuous actions' },
  },
} as const satisfies Glossary;
