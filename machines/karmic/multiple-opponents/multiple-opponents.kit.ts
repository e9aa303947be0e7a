/**
 * The pure rules the on-demand odds module needs (multiple-opponents.odds.ts), in one object:
 * that module imports nothing at run time, so the embed build puts it in a chunk of its own
 * without pulling the rules out of the widget's file; the procedure's teaching and the tests
 * pass this kit.
 */
import { bestOfDraw } from '../karma-deck.js';
import { initiativeCards } from '../melee/fighters.js';
import { pendingDecision, turnOver } from './multiple-opponents.cards.js';
import { isFoeAttack, isLoneBlow } from './multiple-opponents.hand-to-hand.js';
import { isOut } from './multiple-opponents.pairings.js';
import { unsettled } from './multiple-opponents.steps.js';
import { MULTIPLE_OPPONENTS_RULES } from './multiple-opponents.rules.js';
import type { SeveralKit } from './multiple-opponents.odds.js';

export const SEVERAL_KIT: SeveralKit = {
  bestOfDraw,
  initiativeCards: (f) => initiativeCards(f),
  isOut,
  unsettled,
  isFoeAttack,
  isLoneBlow,
  settlesAsItTurns: (ctx) => pendingDecision(turnOver(ctx)) === undefined,
  rules: MULTIPLE_OPPONENTS_RULES,
};
