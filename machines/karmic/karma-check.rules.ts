/**
 * Temporary: the register duel and multiple opponents (and the duel's widget) import the
 * arithmetic of a check from this path, where the karma check's rules used to be. It lives
 * in checks.ts now, the Karmic concept module; this file goes once their imports point there.
 */
export { bestCard, cardValue, cardsForSkill, hit, isWildPlay, mayHit, playCard, stand, type Play } from './checks.js';
