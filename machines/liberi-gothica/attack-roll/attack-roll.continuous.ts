/**
 * Continuous actions ("Continuous actions", and the table ruling on when a skipped one is
 * lost): a reload, an ability of several actions, a Treatment in the fight. Each is worked one
 * action at a time, over as many turns as it takes, and one that gets no action in a turn of
 * its fighter, once begun, is lost as that turn ends.
 */
import type { Why } from '../../core/explain.js';
import { ATTACK_ROLL_RULES as R } from './attack-roll.rules.js';
import type { AttackRollContext, Continuing, Side } from './attack-roll.context.js';
import { setSide } from './attack-roll.steps.js';

const same = (c: Continuing, what: Continuing['what'], wound?: number) => c.what === what && (wound === undefined || c.wound === wound);

/** The continuous action of this kind a fighter has under way, if any. */
export function underWay(ctx: AttackRollContext, side: Side, what: Continuing['what'], wound?: number): Continuing | undefined {
  return ctx.sides[side].continuing.find((c) => same(c, what, wound));
}

/**
 * One action on a continuous action of `of` actions (begun now if it is not under way): the
 * table after, and the action as it stands (`done === of` once finished, when it is no longer
 * under way).
 */
export function workOn(
  ctx: AttackRollContext,
  side: Side,
  what: Continuing['what'],
  of: number,
  wound?: number,
): { ctx: AttackRollContext; work: Continuing } {
  const was = underWay(ctx, side, what, wound);
  const work: Continuing = { what, of, done: (was?.done ?? 0) + 1, worked: true, ...(wound === undefined ? {} : { wound }) };
  const rest = ctx.sides[side].continuing.filter((c) => !same(c, what, wound));
  const continuing = work.done >= of ? rest : [...rest, work];
  return { ctx: setSide(ctx, side, { continuing }), work };
}

/** As a fighter's turn begins, nothing has been worked on yet this turn. */
export function freshTurn(ctx: AttackRollContext, side: Side): AttackRollContext {
  return setSide(ctx, side, { continuing: ctx.sides[side].continuing.map((c) => ({ ...c, worked: false })) });
}

const NAMES: Readonly<Record<Continuing['what'], string>> = { reload: 'the reload', ability: 'the ability', treatment: 'the Treatment' };
const KINDS: Readonly<Record<Continuing['what'], string>> = { reload: 'A reload', ability: 'An ability', treatment: 'A Treatment' };

/**
 * As a fighter's turn ends: every continuous action it had under way that got none of this
 * turn's actions is lost (beginning one this turn counts as an action on it), with the reasons.
 */
export function dropSkipped(ctx: AttackRollContext, side: Side): { ctx: AttackRollContext; why: Why[] } {
  const all = ctx.sides[side].continuing;
  const skipped = all.filter((c) => !c.worked);
  if (!skipped.length) return { ctx, why: [] };
  const name = ctx[side].name;
  const why: Why[] = skipped.map((c) => ({
    text: `${name} ends the turn without working ${NAMES[c.what]}: the ${c.done} action${c.done === 1 ? '' : 's'} put into it ${c.done === 1 ? 'is' : 'are'} lost, and it starts again from nothing.`,
    rule: R.skipped,
  }));
  const kind = skipped.length > 1 ? 'Each' : KINDS[skipped[0]!.what];
  why.push({ text: `${kind} is a continuous action: once begun, every turn needs at least one action on it.`, rule: R.continuous });
  return { ctx: setSide(ctx, side, { continuing: all.filter((c) => c.worked) }), why };
}
