/**
 * What the duel's stage draws, derived from the context: each fighter as a token (name,
 * weapon and the initiative, a Hit points bar that drains as damage is taken, what holds him as marks) and the
 * value a Karmic card counts for, printed on its face. The widget only draws these; nothing
 * here decides a rule.
 */
import type { Card } from '../../core/cards.js';
import { signed } from '../../core/explain.js';
import { karmaValue } from '../karma-deck.js';
import { other, type Side } from '../melee/fighters.js';
import type { RegisterDuelContext } from './register-duel.context.js';
import { conditions } from './register-duel.view.js';

/** A mark on a fighter's token: a status (out, disarmed, a hold, a condition) or a wound. */
export interface DuelMark {
  readonly kind: 'status' | 'wound';
  /** Its words: what a screen reader hears and the page keeps as text. */
  readonly label: string;
  readonly icon?: 'held' | 'wound' | 'down' | 'dot';
  readonly count?: number;
}

/** One fighter on the stage, as a token draws it: the weapon (and the initiative) in words, conditions as marks. */
export interface DuelToken {
  readonly id: string;
  readonly name: string;
  readonly side: 'pc' | 'foe';
  /** The weapon (and off-hand item) in hand, and "holds the initiative" while he does. */
  readonly detail: string;
  /** Hit points left: the bar drains as damage is taken. */
  readonly bar: { readonly label: string; readonly value: number; readonly max: number };
  readonly markers: readonly DuelMark[];
  /** His move now (declaring, or deciding on a hit or a joker). */
  readonly acting: boolean;
  /** Thrown to the ground (out of the fight is a mark: Karmic's "out" is not always unconscious). */
  readonly state: 'fine' | 'down';
}

/** A fighter's token: the first fighter is the player's side, the second the foe. */
export function fighterToken(ctx: RegisterDuelContext, side: Side, acting: boolean): DuelToken {
  const f = ctx.fighters[side];
  const out = ctx.ended?.how === 'out' && ctx.ended.side === side;
  const marks: DuelMark[] = [];
  if (out) marks.push({ kind: 'status', label: 'out of the fight', icon: 'down' });
  if (ctx.damage[side] > 0) marks.push({ kind: 'wound', label: `${ctx.damage[side]} damage`, icon: 'wound', count: ctx.damage[side] });
  if (ctx.disarmed[side]) marks.push({ kind: 'status', label: 'disarmed', icon: 'dot' });
  if (ctx.hold?.by === side) marks.push({ kind: 'status', label: `holds ${ctx.fighters[other(side)].name} fast`, icon: 'held' });
  for (const c of conditions(ctx, side))
    marks.push({ kind: 'status', label: c, icon: c.startsWith('caught') || c.startsWith('arms') ? 'held' : 'dot' });
  return {
    id: side === 0 ? 'a' : 'b',
    name: f.name,
    side: side === 0 ? 'pc' : 'foe',
    // The initiative in words where the eye is, beside the weapon: a mark alone would be an icon to guess at.
    detail: `${f.weapon.name}${f.offHand ? ` + ${f.offHand.weapon.name}` : ''}${ctx.attacker === side && !ctx.ended ? ' · holds the initiative' : ''}`,
    bar: { label: 'Hit points', value: Math.max(0, f.hitPoints - ctx.damage[side]), max: f.hitPoints },
    markers: marks,
    acting,
    state: ctx.down?.[side] ? 'down' : 'fine',
  };
}

/** What a Karmic card counts for, printed on its face: '+6', '−1'; a joker's worth is the GM's, so nothing. */
export function cardWorth(card: Card): string | undefined {
  const v = karmaValue(card);
  return v === undefined ? undefined : signed(v);
}
