/**
 * What a widget shows of a whole fight: the moves open now (the child's own, wrapped, or the
 * fight's glue), the headline, each fighter's token, and the summary once it is over.
 */
import type { SnapshotFrom } from 'xstate';
import { contextOf, headlineOf, movesOf } from '../../core/compose.js';
import { num, type Term, type Why } from '../../core/explain.js';
import type { Move } from '../../core/procedure.js';
import type { LiberiGothicaFightContext, LiberiGothicaFightEvent, Standing } from './liberi-gothica-fight.context.js';
import type { liberiGothicaFightMachine } from './liberi-gothica-fight.machine.js';
import { LIBERI_GOTHICA_FIGHT_RULES as R } from './liberi-gothica-fight.rules.js';
import { actingIndex, dealOf, exchangeOf, passingOf, SIDE_NAME, targetsOf } from './liberi-gothica-fight.steps.js';

type Snapshot = Pick<SnapshotFrom<typeof liberiGothicaFightMachine>, 'context' | 'hasTag'>;
type Ctx = LiberiGothicaFightContext;

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const nameOf = (ctx: Ctx, i: number) => ctx.fighters[i]!.fighter.name;

/**
 * The moves open now, the one a learner should press marked. In a child procedure, the
 * child's own moves and its own suggestion. At the deal, the deal's; once a hand is spent,
 * a new hand. On a fighter's card, the teaching's rule: strike at the standing foe with the
 * least Life left (the first listed among equals), since a foe brought down takes no more
 * turns; letting the turn go by and yielding stay open.
 */
export function moves(snapshot: Snapshot): Move<LiberiGothicaFightEvent>[] {
  const ctx = snapshot.context;
  if (ctx.phase === 'over') return [];
  const child = passingOf(ctx) ?? exchangeOf(ctx);
  if (child) return movesOf(child as never) as Move<LiberiGothicaFightEvent>[];
  const actor = actingIndex(ctx);
  if (ctx.phase === 'acting' && actor !== undefined) {
    const targets = targetsOf(ctx, actor);
    const weakest = targets.reduce((best, t) => (ctx.fighters[t]!.fighter.life < ctx.fighters[best]!.fighter.life ? t : best), targets[0]!);
    const side = ctx.fighters[actor]!.side;
    return [
      ...targets.map((t) => ({
        id: `strike-${t}`,
        label: `${nameOf(ctx, actor)} strikes at ${nameOf(ctx, t)}`,
        event: { type: 'target.chosen', target: t } as const,
        ...(t === weakest ? { suggested: true } : {}),
      })),
      { id: 'pass', label: `${nameOf(ctx, actor)} lets the turn go by`, event: { type: 'turn.passed' } },
      { id: 'yield', label: `${cap(SIDE_NAME[side])} yield`, event: { type: 'side.yielded', side } },
    ];
  }
  const dealt = movesOf(dealOf(ctx)) as Move<LiberiGothicaFightEvent>[];
  if (dealt.length > 0) return dealt;
  return [
    {
      id: 'new-hand',
      label: 'Gather the cards and deal a new hand',
      event: { type: 'PLAY', event: { type: 'hand.dealt' } },
      suggested: true,
    },
  ];
}

/** The fight's round, as the deal counts it. */
export function roundOf(ctx: Ctx): number {
  return contextOf(dealOf(ctx)).roundNumber;
}

/** Where the fight stands, in one plain sentence. */
export function headline(snapshot: Snapshot): string {
  const ctx = snapshot.context;
  if (ctx.phase === 'over')
    return `The fight is over after ${roundOf(ctx)} round${roundOf(ctx) === 1 ? '' : 's'}: ${SIDE_NAME[ctx.winner ?? 'liberi']} win`;
  const round = `Round ${Math.max(1, roundOf(ctx))}`;
  // The child counts its own rounds: the fight's round is said once, first.
  const said = (p: unknown) => (headlineOf(p as never) ?? '').replace(/^(Round \d+|End of round \d+|Before round 1): /, '');
  const passing = passingOf(ctx);
  if (passing && ctx.passing) return `${round}: ${nameOf(ctx, ctx.passing.dead)} is dead. ${said(passing)}`;
  const exchange = exchangeOf(ctx);
  if (exchange && ctx.exchange)
    return `${round}: ${nameOf(ctx, ctx.exchange.actor)} against ${nameOf(ctx, ctx.exchange.target)}. ${said(exchange)}`;
  const actor = actingIndex(ctx);
  if (actor !== undefined) return `${round}: ${nameOf(ctx, actor)}'s card is up: whom to strike?`;
  return `${round}, the deal: ${said(dealOf(ctx))}`;
}

/** A fighter as a token shows them. */
export interface FighterToken {
  readonly index: number;
  readonly name: string;
  readonly side: 'liberi' | 'foe';
  readonly life: number;
  readonly maxLife: number;
  readonly vitality: number;
  readonly standing: Standing;
  /** Their card is up, or they are in the exchange being played. */
  readonly acting: boolean;
  readonly wounds: readonly string[];
}

export function tokensOf(ctx: Ctx): FighterToken[] {
  const acting = ctx.exchange?.actor ?? actingIndex(ctx);
  const live = ctx.exchange ? contextOf(exchangeOf(ctx)!) : undefined;
  return ctx.fighters.map((f, index) => {
    // In an exchange, the two fighters' numbers as the exchange has them now.
    const side = ctx.exchange?.actor === index ? 'attacker' : ctx.exchange?.target === index ? 'defender' : undefined;
    const now = live && side ? live[side] : f.fighter;
    return {
      index,
      name: f.fighter.name,
      side: f.side,
      life: now.life,
      maxLife: f.fighter.maxLife,
      vitality: now.vitality,
      standing: f.standing,
      acting: index === acting,
      wounds: f.wounds.map((w) => w.name),
    };
  });
}

/** Dice a child procedure has just rolled, as the stage draws them (what they show is the child's record). */
export interface RollShown {
  readonly label: string;
  readonly dice: readonly { readonly sides: number; readonly value: number }[];
  readonly terms: readonly Term[];
  readonly total: number;
  /** Add the dice and terms up to the total as drawn. */
  readonly sum: boolean;
  /** Changes when a new roll is made, so only a new roll tumbles. */
  readonly key: string;
}

/**
 * The rolls of the step in play: the current (or last) attack of the exchange, its 2d6 and its
 * damage dice; the soul's last passing roll on a d10.
 */
export function rollsShown(ctx: Ctx): RollShown[] {
  const out: RollShown[] = [];
  const exchange = exchangeOf(ctx);
  if (exchange) {
    const x = contextOf(exchange);
    const a = x.current ?? x.attacks.at(-1);
    const at = `${ctx.log.length}/${x.attacks.length}/${x.current ? 'now' : 'done'}`;
    if (a?.roll)
      out.push({
        label: `${x[a.by].name}'s attack roll`,
        dice: a.roll.dice.map((value) => ({ sides: 6, value })),
        terms: a.roll.terms.slice(1),
        total: a.roll.result,
        sum: true,
        key: `${at}/attack`,
      });
    const d = a?.damage;
    if (d && d.faces.length) {
      const sides = Number(/\d+d(\d+)/.exec(d.dice)?.[1] ?? 6);
      out.push({
        label: 'Damage',
        dice: d.faces.map((value) => ({ sides, value })),
        terms: [],
        total: d.dealt,
        sum: false,
        key: `${at}/damage`,
      });
    }
  }
  const passing = passingOf(ctx);
  const last = passing ? contextOf(passing).passingRolls.at(-1) : undefined;
  if (last)
    out.push({
      label: `Passing roll, needing ${last.need}`,
      dice: [{ sides: 10, value: last.roll }],
      terms: [],
      total: last.roll,
      sum: false,
      key: `${ctx.log.length}/soul/${last.round}`,
    });
  return out;
}

/** Once it is over: who won, and what it cost each fighter. */
export function summary(snapshot: Snapshot): Why[] | undefined {
  if (!snapshot.hasTag('over')) return undefined;
  const ctx = snapshot.context;
  const winner = ctx.winner ?? 'liberi';
  const out: Why[] = [
    {
      text: ctx.yielded
        ? `${cap(SIDE_NAME[ctx.yielded])} yielded after ${roundOf(ctx)} rounds: ${SIDE_NAME[winner]} win.`
        : `${cap(SIDE_NAME[winner])} win after ${roundOf(ctx)} round${roundOf(ctx) === 1 ? '' : 's'}.`,
      rule: R.end,
    },
  ];
  for (const f of ctx.fighters) {
    const lost = f.fighter.maxLife - f.fighter.life;
    const wounds = f.wounds.length ? `; wounds: ${f.wounds.map((w) => w.name).join(', ')}` : '';
    const state = f.standing === 'standing' ? 'standing' : f.standing;
    out.push({
      text: `${f.fighter.name} (${f.side === 'liberi' ? 'Liberi' : 'foe'}): ${state}, Life ${num(f.fighter.life)} of ${f.fighter.maxLife} (${lost} lost), Vitality ${num(f.fighter.vitality)}${wounds}.`,
      rule: f.standing === 'standing' ? R.attacks : R.down,
    });
  }
  return out;
}
