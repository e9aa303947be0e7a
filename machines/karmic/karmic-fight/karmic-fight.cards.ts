/**
 * The cards a whole fight shows, read from the procedure being played: the party's side of the
 * table only (the reader plays the party; the GM's hands stay face down, so they are not shown
 * at all). The lookout's hand and his played card; the aim row and the shot's card; in a melee
 * the character's hand and every card turned over in a register so far.
 */
import type { Card } from '../../core/cards.js';
import { contextOf } from '../../core/compose.js';
import { formatKarma } from '../karma-deck.js';
import type { AimingContext } from '../aiming/index.js';
import type { KarmaCheckContext } from '../karma-check/index.js';
import type { MultipleOpponentsContext } from '../multiple-opponents/index.js';
import type { RegisterDuelContext } from '../register-duel/index.js';
import { boutDone, playingOf } from './karmic-fight.children.js';
import type { KarmicFightContext } from './karmic-fight.context.js';

/** A group of face-up cards: whose, and each card with what it counts for. */
export interface CardGroup {
  readonly label: string;
  readonly cards: readonly { readonly card: Card; readonly value: string }[];
}

const group = (label: string, cards: readonly Card[]): CardGroup => ({
  label,
  cards: cards.map((card) => ({ card, value: formatKarma(card) })),
});

/** The face-up cards of the procedure being played (or just finished), in groups; none when nothing is on the table. */
export function cardsOnTable(ctx: KarmicFightContext): CardGroup[] {
  const b = ctx.bout;
  if (!b) return [];
  const name = ctx.roster[b.party]!.fighter.name;
  const inner = contextOf(playingOf(b));
  const groups: CardGroup[] = [];
  if (b.kind === 'check') {
    const side = (inner as KarmaCheckContext).sides[0];
    if (side) {
      groups.push(
        group(
          `${name}'s hand`,
          side.drawers.flatMap((d) => d.hand),
        ),
      );
      if (side.play) groups.push(group(`${name}'s card`, side.play.chain));
    }
  } else if (b.kind === 'shot') {
    const c = inner as AimingContext;
    groups.push(group(`${name}'s aim row`, c.window));
    if (c.shot?.chain.length) groups.push(group(`${name}'s shot`, c.shot.chain));
  } else if (b.kind === 'duel') {
    const c = inner as RegisterDuelContext;
    if (!boutDone(b)) groups.push(group(`${name}'s hand`, c.hands[0]));
    c.registers.forEach((r, i) => {
      const shown = r.plays.flatMap((p) => p?.chain ?? []);
      if (r.revealed && shown.length) groups.push(group(`Register ${i + 1}, turned over`, shown));
    });
  } else {
    const c = inner as MultipleOpponentsContext;
    if (!boutDone(b)) groups.push(group(`${name}'s hand`, c.hands.lone));
    c.registers.forEach((r, i) => {
      const shown = r.plays ? [...r.plays.lone.flatMap((p) => p.chain), ...r.plays.foes.flatMap((p) => p?.chain ?? [])] : [];
      if (r.revealed && shown.length) groups.push(group(`Register ${i + 1}, turned over`, shown));
    });
  }
  return groups.filter((g) => g.cards.length > 0);
}
