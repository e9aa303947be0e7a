/**
 * What a view shows of the register duel, derived from a snapshot (the tags say which moment
 * of the duel it is; the context holds the numbers): whose move it is, what holds each
 * fighter, and how the fight ended. Nothing here decides a rule.
 */
import type { SnapshotFrom } from 'xstate';
import { signed, type Why } from '../../core/explain.js';
import { rangeWords } from '../maneuvers.js';
import { other, type Side } from '../melee/fighters.js';
import type { RegisterDuelContext } from './register-duel.context.js';
import type { registerDuelMachine } from './register-duel.machine.js';
import { REGISTER_DUEL_RULES as RULES } from './register-duel.rules.js';
import { isFlanked, nameOf, pendingDecision, why } from './register-duel.steps.js';

type Snapshot = Pick<SnapshotFrom<typeof registerDuelMachine>, 'context' | 'hasTag'>;

/** Whose move it is: the side to declare, or to decide on a hit or a joker; undefined when it is the table's. */
export function actor(snapshot: Snapshot): Side | undefined {
  if (snapshot.hasTag('declaring')) return snapshot.context.toDeclare;
  if (snapshot.hasTag('deciding')) return pendingDecision(snapshot.context)?.side;
  return undefined;
}

/** Where the duel stands, in one line: the round (and a charge or surprise round), the range, who holds the initiative. */
export function statusLine(ctx: RegisterDuelContext): string {
  const init = ctx.attacker === undefined ? 'initiative not drawn yet' : `${ctx.fighters[ctx.attacker].name} holds the initiative`;
  const opening = ctx.charge !== undefined ? ' · the charge round' : ctx.surprised !== undefined ? ' · the surprise round' : '';
  if (ctx.hold)
    return `Round ${ctx.round} · ${ctx.fighters[ctx.hold.by].name} holds ${ctx.fighters[other(ctx.hold.by)].name} fast (${ctx.hold.kind === 'pin' ? 'a pin' : 'a choke'}) · turn ${ctx.hold.turns.length + 1} of the hold`;
  return `Round ${ctx.round}${opening} · ${rangeWords(ctx.range)} · ${init}`;
}

/**
 * What holds this fighter now, in words for the fighter's line: his size if not normal,
 * flanked, clinging or clung to, caught by a limb.
 */
export function conditions(ctx: Pick<RegisterDuelContext, 'fighters' | 'flankedUntil' | 'round' | 'clinging'>, side: Side): string[] {
  const f = ctx.fighters[side];
  const foe = ctx.fighters[other(side)];
  const out: string[] = [];
  if (f.size === 'large' || f.size === 'small') out.push(`${f.size} against ${foe.name}`);
  if (isFlanked(ctx, side)) out.push(`flanked to the end of round ${ctx.flankedUntil![side]}`);
  if (ctx.clinging?.side === side) out.push(`clinging to ${foe.name}`);
  if (f.entangled !== undefined) out.push(`caught by a limb (vitality ${signed(f.entangled)})`);
  if (f.bound) out.push(f.bound === 'head-butt' ? 'arms or legs bound (a head butt only)' : 'arms or legs bound (helpless)');
  return out;
}

/** The summary a reader is shown: how the fight ended, once it is over. */
export function summary(snapshot: Pick<Snapshot, 'context'>): readonly Why[] | undefined {
  return fightSummary(snapshot.context);
}

/**
 * A short account of the fight once it is over: how and when it ended, the damage each side
 * took, and who lost a weapon. Undefined while the fight goes on.
 */
export function fightSummary(ctx: RegisterDuelContext): readonly Why[] | undefined {
  const end = ctx.ended;
  if (!end) return undefined;
  const [a, b] = ctx.fighters;
  const how =
    end.how === 'yielded'
      ? why(`The fight ended in round ${ctx.round} with both fighters giving up the initiative.`, RULES.endingCombat)
      : end.how === 'out'
        ? why(
            `The fight ended in round ${ctx.round}: ${nameOf(ctx, end.side!)} is out, having taken ${ctx.damage[end.side!]} damage of ${ctx.fighters[end.side!].hitPoints}.`,
            RULES.outOfTheFight,
          )
        : end.how === 'held'
          ? why(
              `The fight ended in round ${ctx.round}: ${nameOf(ctx, end.side!)} held ${nameOf(ctx, other(end.side!))} fast, and let go.`,
              RULES.breakingHold,
            )
          : end.how === 'passed-out'
            ? why(
                `The fight ended in round ${ctx.round}: ${nameOf(ctx, end.side!)} passed out in ${nameOf(ctx, other(end.side!))}'s choke.`,
                RULES.breakingHold,
              )
            : why(`The fight ended in round ${ctx.round}: ${nameOf(ctx, end.side!)} broke away.`, RULES.endingCombat);
  const damage = why(`Damage taken: ${a.name} ${ctx.damage[0]} of ${a.hitPoints}, ${b.name} ${ctx.damage[1]} of ${b.hitPoints}.`);
  const disarmed = ([0, 1] as Side[]).filter((s) => ctx.disarmed[s]).map((s) => nameOf(ctx, s));
  return disarmed.length > 0 ? [how, damage, why(`Disarmed: ${disarmed.join(' and ')}.`)] : [how, damage];
}
