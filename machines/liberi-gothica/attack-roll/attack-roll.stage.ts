/**
 * What the exchange's stage shows, as the rules read it: each fighter as a token (its Life
 * as a bar that drains, empty at death; its wounds, each with its effect (a bleeding organ's
 * Life a turn among them), and what holds it as marks on it; its turn), and the dice of the roll just made (to hit, the damage, where a wound lands) with
 * what they add up to. The shapes are those the widgets' stage pieces draw (a token, a pool
 * of dice); no DOM here.
 */
import type { Term } from '../../core/explain.js';
import { conditionOf, woundsOn } from './attack-roll.fighters.js';
import type { AttackRecord, AttackRollContext, Side } from './attack-roll.context.js';

/** The marks a fighter's token may carry, by the stage's icons. */
export type MarkIcon = 'wound' | 'down' | 'breath' | 'held' | 'dot';

export interface FighterMark {
  readonly kind: 'status' | 'wound';
  readonly label: string;
  readonly icon: MarkIcon;
}

export interface FighterToken {
  readonly id: Side;
  readonly name: string;
  readonly side: 'pc' | 'foe';
  readonly bar: { readonly label: string; readonly value: number; readonly max: number; readonly min: number };
  readonly markers: readonly FighterMark[];
  readonly acting: boolean;
  readonly state: 'fine' | 'down' | 'out' | 'dead';
}

/**
 * A fighter as its token shows it. The bar runs from full Life down to the Life at which the
 * fighter dies (below minus its Toughness), so the stretch below 0, unconscious but alive,
 * is on it too.
 */
export function fighterToken(ctx: AttackRollContext, side: Side): FighterToken {
  const f = ctx[side];
  const s = ctx.sides[side];
  const condition = conditionOf(ctx, side);
  const markers: FighterMark[] = woundsOn(ctx, side).map(({ affliction: a, phase }) => ({
    kind: 'wound',
    label: `${a.side ? `${a.side} ${a.location === 'legs' ? 'leg' : 'arm'}: ` : `${a.location}: `}${phase.name} (${phase.effect})`,
    icon: 'wound',
  }));
  if (s.down) markers.push({ kind: 'status', label: 'down: cannot move until it gets up', icon: 'down' });
  if (s.losesTurn) markers.push({ kind: 'status', label: 'winded: loses its next turn', icon: 'breath' });
  if (s.defending) markers.push({ kind: 'status', label: 'defending: +2 base defense', icon: 'held' });
  return {
    id: side,
    name: f.name,
    side: side === 'attacker' ? 'pc' : 'foe',
    bar: { label: 'Life', value: f.life, max: f.maxLife, min: -f.toughness - 1 },
    markers,
    acting: ctx.turn === side && condition === 'alive',
    state: condition === 'dead' ? 'dead' : condition === 'unconscious' ? 'out' : s.down ? 'down' : 'fine',
  };
}

export interface RollDie {
  readonly sides: number;
  readonly value: number;
}

export interface RollDice {
  /** What the dice are for, as a screen reader names them. */
  readonly label: string;
  readonly dice: readonly RollDie[];
  /** What is added after the dice. */
  readonly terms: readonly Term[];
  /** What they come to (none for where a wound lands: the chart says). */
  readonly total?: number;
  /** The dice and terms add up to the total as drawn. */
  readonly sum: boolean;
}

/** The sides of each die a damage roll's dice ("1d6", "2d3 + 1") rolled, in order. */
function sidesOf(dice: string, faces: number): number[] {
  const m = /(\d+)d(\d+)/.exec(dice);
  return Array.from({ length: faces }, () => (m ? Number(m[2]) : 6));
}

/**
 * The dice of the roll just made (`last`, the step's event type), as they landed: the attack's
 * 2d6 and what it adds, the damage dice and the bonus, where the wound lands. None for a step
 * that rolled nothing.
 */
export function rollDice(record: AttackRecord, last: string): RollDice | undefined {
  const r = record.roll;
  if (last === 'attack.rolled' && r) {
    return {
      label: 'The attack roll',
      dice: r.dice.map((value) => ({ sides: 6, value })),
      terms: r.terms.slice(1),
      total: r.result,
      sum: true,
    };
  }
  const d = record.damage;
  if (last === 'damage.rolled' && d && d.faces.length) {
    const sides = sidesOf(d.dice, d.faces.length);
    const dice = d.faces.map((value, i) => ({ sides: sides[i]!, value }));
    const plus = d.terms[0]!.value - d.faces.reduce((a, b) => a + b, 0);
    const terms = [...(plus ? [{ label: 'on the dice', value: plus }] : []), ...d.terms.slice(1)];
    const adds = d.faces.reduce((a, b) => a + b, 0) + terms.reduce((a, t) => a + t.value, 0) === d.dealt;
    return { label: 'The damage roll', dice, terms, total: d.dealt, sum: adds };
  }
  const w = record.wound;
  if (last === 'wound.rolled' && w && w.faces.length) {
    // The location's d6 (what the chart's row and the course roll after it are told in words).
    return { label: 'Where the wound lands', dice: [{ sides: 6, value: w.faces[0]! }], terms: [], sum: false };
  }
  return undefined;
}
