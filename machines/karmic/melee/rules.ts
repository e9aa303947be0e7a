/**
 * Karmic melee's rules as links into the rulebook: the page and the id of the heading each
 * rule (or table ruling) is stated under, for every melee table to cite (the register duel,
 * multiple opponents). An end-to-end test checks each id on the built page, and
 * machines/architecture.test.ts checks them against the pages' headings.
 */
import type { RuleRef } from '../../core/explain.js';

const MELEE = 'karmic/melee-combat';
const CLOSE = 'karmic/close-quarters-shields-and-special-situations';
const COMPOUND = 'karmic/compound-actions';

export const MELEE_RULES = {
  initiative: { page: MELEE, section: 'initiative', title: 'Initiative' },
  initiativeCheck: { page: MELEE, section: 'initiative', title: 'Table ruling: the initiative check' },
  initiativeTies: { page: MELEE, section: 'initiative', title: 'Table ruling: ties on the initiative check' },
  yielding: { page: MELEE, section: 'yielding-the-initiative', title: 'Yielding the initiative' },
  hands: { page: MELEE, section: 'hands', title: 'Hands' },
  offHand: { page: CLOSE, section: 'shields-parrying-daggers-and-second-weapons', title: 'Shields, parrying daggers and second weapons' },
  declaration: { page: MELEE, section: 'declaration', title: 'Declaration' },
  immediate: { page: COMPOUND, section: 'when-a-turn-stops-early', title: 'When a turn stops early' },
  disarmDefence: { page: MELEE, section: 'declaration', title: 'Declaration: defending against a disarm' },
  resolution: { page: MELEE, section: 'resolution', title: 'Resolution' },
  unopposed: { page: COMPOUND, section: 'unopposed-moves', title: 'Unopposed moves' },
  range: { page: MELEE, section: 'range', title: 'Range' },
  stepping: { page: MELEE, section: 'range', title: 'Table ruling: stepping and range' },
  emptyRange: { page: MELEE, section: 'range', title: 'Table ruling: an empty register' },
  maneuvers: { page: MELEE, section: 'the-maneuvers', title: 'The maneuvers' },
  turnOver: { page: MELEE, section: 'a-turn-step-by-step', title: 'A turn, step by step' },
  endingCombat: { page: MELEE, section: 'ending-combat', title: 'Ending combat' },
  outOfTheFight: { page: MELEE, section: 'ending-combat', title: 'Table ruling: out of the fight' },
  handToHand: { page: CLOSE, section: 'hand-to-hand-fighting', title: 'Hand-to-hand fighting' },
  whoWrestles: { page: CLOSE, section: 'hand-to-hand-fighting', title: 'Table ruling: who fights hand to hand' },
  striking: { page: CLOSE, section: 'striking-maneuvers', title: 'Striking maneuvers' },
  boundHeadButt: { page: CLOSE, section: 'striking-maneuvers', title: 'Table ruling: a head butt while bound' },
  unmarkedBlows: { page: CLOSE, section: 'striking-maneuvers', title: 'Table ruling: blows the seed does not mark' },
  tackle: { page: CLOSE, section: 'striking-maneuvers', title: 'Table ruling: a tackle ends the turn' },
  wrestling: { page: CLOSE, section: 'wrestling-maneuvers', title: 'Wrestling maneuvers' },
  wrestlingDetails: { page: CLOSE, section: 'wrestling-maneuvers', title: 'Table ruling: holds, falls and dirty tricks' },
  breakingHold: { page: CLOSE, section: 'wrestling-maneuvers', title: 'Table ruling: breaking a hold' },
  showDowns: { page: CLOSE, section: 'show-downs', title: 'Show downs' },
  charging: { page: CLOSE, section: 'charging', title: 'Charging' },
  chargeRound: { page: CLOSE, section: 'charging', title: 'Table ruling: the charge round' },
  surprise: { page: CLOSE, section: 'surprise', title: 'Surprise' },
  surpriseCheck: { page: CLOSE, section: 'surprise', title: 'Table ruling: the surprise check' },
  surpriseRound: { page: CLOSE, section: 'surprise', title: 'Table ruling: the surprise round' },
  smallFoes: { page: CLOSE, section: 'unusual-foes', title: 'Unusual foes: small creatures' },
  largeFoes: { page: CLOSE, section: 'unusual-foes', title: 'Unusual foes: large creatures' },
  flanking: { page: CLOSE, section: 'unusual-foes', title: 'Table ruling: flanking' },
  clinging: { page: CLOSE, section: 'unusual-foes', title: 'Table ruling: clinging' },
  caught: { page: CLOSE, section: 'unusual-foes', title: 'Table ruling: caught by a limb' },
  bucking: { page: CLOSE, section: 'unusual-foes', title: 'Table ruling: bucking' },
  changingWeapons: { page: CLOSE, section: 'changing-weapons', title: 'Changing weapons' },
  multipleOpponents: { page: CLOSE, section: 'multiple-opponents', title: 'Multiple opponents' },
} as const satisfies Record<string, RuleRef>;
