/**
 * The dice-pool system's words, as a newcomer meets them in the widgets and on the rules
 * pages: each with a definition in our own words and the heading that says more. Loaded on
 * demand (widgets/shared/term.ts); the rules pages read it through site/components/Term.astro.
 */
import type { Glossary } from '../core/glossary.js';

const ATTACKS = 'dice-pool/attacks-and-damage';
const TURNS = 'dice-pool/overview-and-turns';

export const GLOSSARY = {
  'dice-pool': {
    term: 'dice pool',
    definition:
      'A handful of dice rolled and added up: one d6 for each point of the attribute, each bonus making one die bigger. Pools are rolled against pools.',
    rule: { page: ATTACKS, section: 'building-and-comparing-pools', title: 'Building and comparing pools' },
  },
  upgrade: {
    term: 'upgrade',
    definition: 'Each +1 of a bonus makes the smallest die of a pool one size bigger: d4, d6, d8, d10, d12; past a d12 it adds a new d6.',
    rule: { page: ATTACKS, section: 'building-and-comparing-pools', title: 'Building and comparing pools' },
  },
  hit: {
    term: 'hit',
    definition:
      'An attack whose base dice come out higher than the target’s dodge dice; a tie is a miss. Only then are the damage dice rolled.',
    rule: { page: ATTACKS, section: 'the-melee-and-ranged-procedure', title: 'The melee and ranged procedure' },
  },
  'base-dice': {
    term: 'base dice',
    definition: 'The attacker’s pool to hit: agility (or physique for a heavy weapon), upgraded by the weapon.',
    rule: { page: ATTACKS, section: 'the-melee-and-ranged-procedure', title: 'The melee and ranged procedure' },
  },
  'dodge-dice': {
    term: 'dodge dice',
    definition: 'The target’s pool against a hit: agility, upgraded by light armour.',
    rule: { page: ATTACKS, section: 'the-melee-and-ranged-procedure', title: 'The melee and ranged procedure' },
  },
  'damage-dice': {
    term: 'damage dice',
    definition: 'The weapon’s pool for harm, rolled after a hit against the target’s defense dice. What it beats them by is the damage.',
    rule: { page: ATTACKS, section: 'the-melee-and-ranged-procedure', title: 'The melee and ranged procedure' },
  },
  'defense-dice': {
    term: 'defense dice',
    definition: 'The target’s pool against harm: physique, upgraded by heavy armour (a blunt weapon ignores that armour bonus).',
    rule: { page: ATTACKS, section: 'the-melee-and-ranged-procedure', title: 'The melee and ranged procedure' },
  },
  health: {
    term: 'health',
    definition: 'What damage wears down, 10 unless set otherwise. At 0 or less a fighter has fallen and is out of the fight.',
    rule: { page: ATTACKS, section: 'health-and-falling', title: 'Health and falling' },
  },
  'armour-rank': {
    term: 'armour rank',
    definition: 'From 1 (light) to 4 (heavy): light armour upgrades your dodge dice, heavy armour your defense dice.',
    rule: { page: ATTACKS, section: 'armour', title: 'Armour' },
  },
  'group-turn': {
    term: 'group turn',
    definition:
      'Fights go side by side: everyone in the acting group gets 2 actions and may spend them in any order, mixed with the others’.',
    rule: { page: TURNS, section: 'inside-a-groups-turn', title: 'Inside a group’s turn' },
  },
  action: {
    term: 'action',
    definition: 'What a character spends to do something in a turn: an attack, a move, a reload each cost 1 of the 2 a turn gives.',
    rule: { page: TURNS, section: 'actions', title: 'Actions' },
  },
  help: {
    term: 'help',
    definition:
      'One action to roll beside an ally first: the more your total beats the opposing pool by, the more extra d6s (up to 4) join their roll.',
    rule: { page: 'dice-pool/help', section: 'the-help-table', title: 'The help table' },
  },
} as const satisfies Glossary;
