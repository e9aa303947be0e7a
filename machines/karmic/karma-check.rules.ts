/**
 * Temporary: the register duel and multiple opponents (and the duel's widget) import the
 * arithmetic of a check from this path, where the karma check's rules used to be, and the
 * reference-sheet end-to-end test reads the difficulty table and the result chart here. They
 * live in checks.ts now, the Karmic concept module; this file goes once those point there.
 */
export {
  DIFFICULTY,
  RESULT_CHART,
  bestCard,
  cardValue,
  cardsForSkill,
  hit,
  isWildPlay,
  mayHit,
  playCard,
  stand,
  type Play,
} from './checks.js';
