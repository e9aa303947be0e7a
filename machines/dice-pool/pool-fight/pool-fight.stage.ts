/**
 * What the fight's stage draws (issue 26), derived from the context: each fighter as a token
 * with a health bar that drains, and each rolled pool as its dice and the total they make. The
 * widget's stage pieces (widgets/shared/stage/token.ts, dice.ts) only draw these; the shapes
 * match theirs without importing them (machines/ imports nothing from widgets/).
 */
import type { PoolFightContext, Rolled } from './pool-fight.context.js';

export interface FighterToken {
  readonly id: string;
  readonly name: string;
  readonly side: 'pc' | 'foe' | 'neutral';
  readonly bar: { readonly label: string; readonly value: number; readonly max: number };
  readonly acting: boolean;
  readonly state: 'fine' | 'down';
}

/** Fighter `i` as a token: the party's on the player's side, the foes against, other groups apart (the square, weapon and pools are the fighter's notes, beside it). */
export function fighterToken(c: PoolFightContext, i: number, fighting = true): FighterToken {
  const f = c.fighters[i]!;
  return {
    id: `fighter-${i}`,
    name: f.name,
    side: f.group === 'party' ? 'pc' : f.group === 'foes' ? 'foe' : 'neutral',
    bar: { label: 'Health', value: Math.max(0, f.hp), max: f.health },
    acting: fighting && f.hp > 0 && f.group === c.acting,
    state: f.hp > 0 ? 'fine' : 'down',
  };
}

export interface RolledPool {
  readonly label: string;
  readonly dice: readonly { readonly sides: number; readonly value: number }[];
  readonly total: number;
}

/** A rolled pool: each die with the face it landed on, and the total they add up to. */
export function rolledPool(r: Rolled, description: string): RolledPool {
  return {
    label: `${r.who}'s ${r.what}, ${description}: ${r.faces.join(', ')}; total ${r.total}`,
    dice: r.pool.map((sides, k) => ({ sides, value: r.faces[k]! })),
    total: r.total,
  };
}
