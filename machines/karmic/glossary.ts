/**
 * Karmic's words, as a newcomer meets them in the widgets and on the rules pages: each with a
 * definition in our own words and the heading that says more. Loaded on demand
 * (widgets/shared/term.ts); the rules pages read it through site/components/Term.astro.
 */
import type { Glossary } from '../core/glossary.js';

const CHECKS = 'karmic/karma-deck-and-checks';
const COMPOUND = 'karmic/compound-actions';
const MELEE = 'karmic/melee-combat';
const RANGED = 'karmic/ranged-combat';

export const GLOSSARY = {
  'karma-deck': {
    term: 'karma deck',
    definition:
      'A player character’s own deck of playing cards, drawn instead of rolling dice. Black cards count plus and red cards minus; a fresh deck has 44 cards.',
    rule: { page: CHECKS, section: 'the-karma-deck', title: 'The karma deck' },
  },
  'world-deck': {
    term: 'world deck',
    definition: 'The GM’s deck, drawn for everyone who is not a player character: built like a karma deck but with no jokers.',
    rule: { page: CHECKS, section: 'the-karma-deck', title: 'The karma deck' },
  },
  check: {
    term: 'check',
    definition:
      'How Karmic settles anything uncertain: draw as many cards as your skill, keep the one you like, add your attribute and the modifiers. A total above 0 succeeds.',
    rule: { page: CHECKS, section: 'the-steps', title: 'The steps' },
  },
  'modified-total': {
    term: 'modified total',
    definition: 'The card you kept plus your attribute plus every situational modifier (MT for short). Above 0 is a success.',
    rule: { page: CHECKS, section: 'the-steps', title: 'The steps' },
  },
  difficulty: {
    term: 'difficulty',
    definition: 'A modifier the GM adds for how hard the task is, from +5 for very easy down to −8 for nigh impossible.',
    rule: { page: CHECKS, section: 'difficulty', title: 'Difficulty' },
  },
  'opposed-check': {
    term: 'opposed check',
    definition: 'Two characters working against each other both make a check, and the higher modified total wins.',
    rule: { page: CHECKS, section: 'opposed-checks', title: 'Opposed checks' },
  },
  hit: {
    term: 'hit',
    definition:
      'After playing a jack, queen or king you may turn over the top card of your deck and add it to your card. It can help or, if red, hurt; a face card drawn this way lets you go again.',
    rule: { page: CHECKS, section: 'hit-cards', title: 'Hit cards' },
  },
  'hit-card': {
    term: 'hit card',
    definition: 'A jack (1), queen (2) or king (3): worth little, but it lets you hit.',
    rule: { page: CHECKS, section: 'hit-cards', title: 'Hit cards' },
  },
  joker: {
    term: 'joker',
    definition: 'The wild card of a karma deck: when it is played, the GM decides what happens instead of the numbers.',
    rule: { page: CHECKS, section: 'jokers', title: 'Jokers' },
  },
  hand: {
    term: 'hand',
    definition: 'For a fight or another quick exchange you draw as many cards as your skill at once, and spend them one by one.',
    rule: { page: COMPOUND, section: 'the-hand', title: 'The hand' },
  },
  register: {
    term: 'register',
    definition:
      'One moment of a fighting turn, numbered from 1. Each fighter puts one card in it, and the registers are turned over and settled in order.',
    rule: { page: COMPOUND, section: 'registers', title: 'Registers' },
  },
  maneuver: {
    term: 'maneuver',
    definition: 'What a card in a register does: an attack, a parry, a dodge, a disarm and so on, each with its own modifier.',
    rule: { page: COMPOUND, section: 'maneuvers', title: 'Maneuvers' },
  },
  initiative: {
    term: 'initiative',
    definition:
      'Who is the attacker in a duel. Both fighters make a check with willpower at the start, and the higher total keeps the initiative from turn to turn until it is taken or given away.',
    rule: { page: MELEE, section: 'initiative', title: 'Initiative' },
  },
  declaration: {
    term: 'declaration',
    definition: 'Taking turns, attacker first, each fighter lays a card face down in the next register and says which maneuver it is.',
    rule: { page: MELEE, section: 'declaration', title: 'Declaration' },
  },
  'attack-total': {
    term: 'attack total',
    definition:
      'The attacker’s card plus combat modifiers and the maneuver’s difficulty, less the defender’s total when that is above 0. Above 0, the attack succeeds.',
    rule: { page: MELEE, section: 'resolution', title: 'Resolution' },
  },
  edge: {
    term: 'edge',
    definition: 'What a weapon adds to the card for damage, up to the weapon’s maximum damage.',
    rule: { page: MELEE, section: 'resolution', title: 'Resolution' },
  },
  range: {
    term: 'range',
    definition: 'How far apart two fighters stand, counted in the reach of their weapons. A weapon attacks only at its own range.',
    rule: { page: MELEE, section: 'range', title: 'Range' },
  },
  'range-band': {
    term: 'range band',
    definition: 'How far a shot goes, as a share of the weapon’s range: point blank, short, medium or long, each with its modifier.',
    rule: { page: RANGED, section: 'range-bands', title: 'Range bands' },
  },
  'called-shot': {
    term: 'called shot',
    definition: 'A shot aimed at a named part of the target (the head, an arm) instead of the body, at a penalty.',
    rule: { page: RANGED, section: 'called-shots', title: 'Called shots' },
  },
  aiming: {
    term: 'aiming',
    definition: 'Spending time on a shot before taking it: the row of cards it builds makes the shot more likely to land.',
    rule: { page: RANGED, section: 'aiming', title: 'Aiming' },
  },
} as const satisfies Glossary;
