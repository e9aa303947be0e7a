/**
 * Lady Luck's Chosen Few's words, as a newcomer meets them in the widgets and on the rules
 * pages: each with a definition in our own words and the heading that says more. Loaded on
 * demand (widgets/shared/term.ts); the rules pages read it through site/components/Term.astro.
 */
import type { Glossary } from '../core/glossary.js';

const CHECKS = 'lady-luck/actions-and-checks';
const AREAS = 'lady-luck/areas';
const COMBAT = 'lady-luck/combat';
const FIRE = 'lady-luck/fire';

export const GLOSSARY = {
  check: {
    term: 'check',
    definition: 'Roll one six-sided die, add the modifiers that apply, and meet or beat the threshold to succeed.',
    rule: { page: CHECKS, section: 'the-d6-check', title: 'The d6 check' },
  },
  threshold: {
    term: 'threshold',
    definition: 'The number a check’s total must reach, set by the situation (for an attack, the target’s Defense).',
    rule: { page: CHECKS, section: 'the-d6-check', title: 'The d6 check' },
  },
  aptitude: {
    term: 'aptitude',
    definition: 'A character’s trained or natural strength that adds to a roll. At most three count towards any one action.',
    rule: { page: CHECKS, section: 'where-modifiers-come-from', title: 'Where modifiers come from' },
  },
  hit: {
    term: 'hit',
    definition:
      'An attack whose check reaches the target’s Defense. What it does then depends on the weapon: an Injury roll, a Fatigue roll, or both.',
    rule: { page: COMBAT, section: 'attacking', title: 'Attacking' },
  },
  defense: {
    term: 'Defense',
    definition: 'The threshold an attack must reach: 3 for a Medium creature with bare skin, less for bigger ones, more with armour.',
    rule: { page: AREAS, section: 'sizes-and-defense', title: 'Sizes and Defense' },
  },
  itm: {
    term: 'ITM',
    definition:
      'A weapon with an ITM causes Injuries. Its number is added to the threshold of the roll a hit player character makes to survive, so a higher ITM is deadlier.',
    rule: { page: COMBAT, section: 'injuries-and-fatigue', title: 'Injuries and Fatigue' },
  },
  ftm: {
    term: 'FTM',
    definition:
      'A weapon with an FTM causes Fatigue. Its number is added to the threshold of the roll a hit player character makes to stay conscious; a bare fist counts as FTM 0.',
    rule: { page: COMBAT, section: 'injuries-and-fatigue', title: 'Injuries and Fatigue' },
  },
  injury: {
    term: 'Injury',
    definition:
      'Lasting harm from an ITM weapon. A player character hit rolls d6 + Constitution against 1 + ITM + Injuries already taken: passing adds an Injury, failing kills.',
    rule: { page: COMBAT, section: 'injuries-and-fatigue', title: 'Injuries and Fatigue' },
  },
  fatigue: {
    term: 'Fatigue',
    definition:
      'Wear from an FTM weapon (or a bare fist). A player character hit makes a Resilience roll against FTM + current Fatigue: passing adds a Fatigue, failing knocks them out.',
    rule: { page: COMBAT, section: 'injuries-and-fatigue', title: 'Injuries and Fatigue' },
  },
  resilience: {
    term: 'Resilience',
    definition: 'The roll against Fatigue: d6 plus Constitution, Endurance and Willpower.',
    rule: { page: COMBAT, section: 'injuries-and-fatigue', title: 'Injuries and Fatigue' },
  },
  'npc-limit': {
    term: 'limit',
    definition:
      'An NPC rolls nothing when hit: it takes the Injury or Fatigue, survives as many as its limit, and the next one takes it out.',
    rule: { page: COMBAT, section: 'an-npcs-limit', title: 'An NPC’s limit' },
  },
  area: {
    term: 'Area',
    definition:
      'A piece of the battlefield no bigger than a 5-metre cube. Anyone can reach any spot of their own Area in a round; going to the next Area costs an action.',
    rule: { page: AREAS, section: 'sizes-and-defense', title: 'Sizes and Defense' },
  },
  'fire-level': {
    term: 'fire level',
    definition:
      'How big a fire in an Area is: −3 to −1 is a contained fire such as a hearth, 0 a small loose one such as a torch, and 1 to 6 a blaze that burns whoever stands in it.',
    rule: { page: AREAS, section: 'fire-level', title: 'Fire level' },
  },
  flammability: {
    term: 'flammability',
    definition: 'How readily an Area burns, from none to 2. Damp lowers it by 1; standing water leaves nothing to burn.',
    rule: { page: AREAS, section: 'flammability', title: 'Flammability' },
  },
  'growth-roll': {
    term: 'growth roll',
    definition: 'Each round a fire rolls d6 + the Area’s flammability + its fire level; on 7 or more it grows by one.',
    rule: { page: FIRE, section: 'growth', title: 'Growth' },
  },
  spread: {
    term: 'spread',
    definition: 'A loose fire can also reach into a neighbouring Area each round, on a roll of its own.',
    rule: { page: FIRE, section: 'spread', title: 'Spread' },
  },
  round: {
    term: 'round',
    definition: 'Every character in the fight takes one turn of 2 actions: the players first, then the GM’s sides one by one.',
    rule: { page: COMBAT, section: 'rounds-and-turns', title: 'Rounds and turns' },
  },
} as const satisfies Glossary;
