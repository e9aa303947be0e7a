/**
 * The moves a reader may make at each step of the several-foes table, the one a learner should
 * press marked `suggested`, and the headline of where the fight stands (machines/core/procedure.ts,
 * Move and headline). The suggestion is a rule of the table's teaching:
 *
 * - while declaring, face the foes who attack you: answer every foe attacking in this register
 *   (leading nobody, with a parry that seizes the initiative first),
 *   each with its own card (a parry with a weapon, a block hand to hand), best card first, which
 *   is the several-foes rule's defining moment when two attack at once; with nobody left to
 *   answer, attack the foe you hold the initiative over with your best card; else close the
 *   register;
 * - beating several foes on the initiative, hold it over the one nearest to falling;
 * - on a hit card of yours, draw onto it while it is worth +1 or less (the foes' own rule);
 *   a joker of yours the GM rules at 0;
 * - every other step has one move: draw, turn over, begin the next round.
 */
import type { SnapshotFrom } from 'xstate';
import { signed } from '../../core/explain.js';
import type { Move } from '../../core/procedure.js';
import { maneuver } from '../maneuvers.js';
import type { MultipleOpponentsContext, MultipleOpponentsEvent, SeveralRegister } from './multiple-opponents.context.js';
import { FOE_HITS_AT_MOST, loneValue, pendingDecision } from './multiple-opponents.cards.js';
import type { multipleOpponentsMachine } from './multiple-opponents.machine.js';
import { isOut, worth } from './multiple-opponents.pairings.js';
import { attackersIn, cardWords, namesOf, openRegister } from './multiple-opponents.steps.js';
import { fightSummary, loneOptions, type LoneOption } from './multiple-opponents.view.js';

type Snapshot = Pick<SnapshotFrom<typeof multipleOpponentsMachine>, 'context' | 'hasTag'>;
type M = Move<MultipleOpponentsEvent>;

const only = (id: string, label: string, event: MultipleOpponentsEvent): M[] => [{ id, label, event, suggested: true }];

/** His cards, best first. */
function bestFirst(ctx: MultipleOpponentsContext) {
  return [...ctx.hands.lone].sort((a, b) => worth(b) - worth(a));
}

/** The attackers in this register he has not answered yet. */
function unanswered(r: SeveralRegister): number[] {
  return attackersIn(r).filter((f) => !r.lone.some((c) => c.foe === f && c.maneuver !== 'swipe'));
}

/** An option, laid with a card, as a move. */
function laid(ctx: MultipleOpponentsContext, o: LoneOption, card: string): M {
  const names = namesOf(ctx);
  const event: MultipleOpponentsEvent =
    o.maneuver === 'swipe'
      ? { type: 'maneuver.declared', maneuver: 'swipe', card, targets: o.targets! }
      : { type: 'maneuver.declared', maneuver: o.maneuver, card, foe: o.foe! };
  const what =
    o.maneuver === 'swipe'
      ? `Swipe at ${o.targets!.map((t) => names.foes[t]).join(', ')}`
      : `${maneuver(o.maneuver).name} against ${names.foes[o.foe!]}`;
  return { id: `${o.id}:${card}`, label: `${what} with ${cardWords(card)}`, event };
}

/** Which declaring move he should press: answer the attackers, then attack, then close. */
function declaringMoves(ctx: MultipleOpponentsContext): M[] {
  const r = openRegister(ctx)!;
  const best = bestFirst(ctx)[0];
  const legal = loneOptions(ctx).filter((o) => !o.problem);
  const close: M = {
    id: 'close',
    label: r.lone.length ? `Close register ${r.number}` : `Lay nothing in register ${r.number}`,
    event: { type: 'register.closed' },
  };
  const open: M[] = best === undefined ? [] : legal.map((o) => laid(ctx, o, best));
  open.push(close);
  const answer = (o: LoneOption) => o.maneuver !== 'swipe' && !!maneuver(o.maneuver).defence;
  // Face the foe who attacks you: a plain parry (or block) first, before one that seizes.
  // Holding the initiative over nobody, take it back with the first answer: a parry (or dodge) that seizes it.
  // One seize a register: a second would only hand the first foe his initiative back.
  const leadsNobody =
    !ctx.holders.some((h, f) => h === 'lone' && !isOut(ctx, f)) &&
    !r.lone.some((c) => c.maneuver === 'parry-seize' || c.maneuver === 'dodge-seize');
  const defences = legal
    .filter((o) => answer(o) && unanswered(r).includes(o.foe!))
    .sort((a, b) => rank(a, leadsNobody) - rank(b, leadsNobody) || a.foe! - b.foe!);
  const attacks = legal.filter((o) => !answer(o) && r.lone.length === 0 && attackersIn(r).length === 0);
  const pick = defences[0] ?? attacks.find((o) => o.maneuver === 'attack' || o.maneuver === 'hand-attack') ?? attacks[0];
  const id = pick && best !== undefined ? `${pick.id}:${best}` : 'close';
  return open.map((m) => (m.id === id ? { ...m, suggested: true } : m));
}

/** The answer a learner tries first: a seize when he leads nobody, else the plain parry, then a block, then a dodge. */
function rank(o: LoneOption, seize: boolean): number {
  const plain = ['parry', 'block', 'hth-block', 'melee-dodge', 'hth-dodge', 'counter'];
  const order = seize ? ['parry-seize', 'dodge-seize', 'reversal', ...plain] : plain;
  const i = order.indexOf(o.maneuver);
  return i < 0 ? order.length : i;
}

/** The decisions open at this step, the suggested one marked; none once the fight is over. */
export function moves(snapshot: Snapshot): M[] {
  const ctx = snapshot.context;
  if (snapshot.hasTag('over')) return [];
  const names = namesOf(ctx);
  if (snapshot.hasTag('drawing for the initiative'))
    return only('draw-initiative', 'Draw for the initiative', { type: 'initiative.drawn' });
  if (snapshot.hasTag('naming a foe')) {
    const choosing = ctx.choosing ?? [];
    // The one nearest to falling: the fewest hit points left, the first of them on a tie.
    const left = (f: number) => ctx.foes[f]!.hitPoints - ctx.damage.foes[f]!;
    const pick = [...choosing].sort((a, b) => left(a) - left(b) || a - b)[0];
    return choosing.map((f) => ({
      id: `name-${f}`,
      label: `Hold it over ${names.foes[f]}`,
      event: { type: 'initiative.named', foe: f },
      ...(f === pick ? { suggested: true } : {}),
    }));
  }
  if (snapshot.hasTag('holding the initiative')) return only('draw-hands', 'Draw the hands', { type: 'hands.drawn' });
  if (snapshot.hasTag('declaring')) return declaringMoves(ctx);
  if (snapshot.hasTag('deciding')) {
    const p = pendingDecision(ctx);
    if (!p) return [];
    if (p.kind === 'joker')
      return [-2, 0, 2].map((value) => ({
        id: `joker-${value}`,
        label: `GM: ${names.lone}'s joker is worth ${signed(value)}`,
        event: { type: 'joker.ruled', value },
        ...(value === 0 ? { suggested: true } : {}),
      }));
    const r = ctx.registers[ctx.cursor]!;
    const now = loneValue(ctx, r, p.card);
    const draws = now <= FOE_HITS_AT_MOST;
    const draw: M = { id: 'draw', label: `${names.lone}: draw another card onto the ${signed(now)}`, event: { type: 'hit.taken' } };
    const keep: M = { id: 'keep', label: `${names.lone}: keep the card at ${signed(now)}`, event: { type: 'hit.declined' } };
    return draws ? [{ ...draw, suggested: true }, keep] : [draw, { ...keep, suggested: true }];
  }
  if (snapshot.hasTag('turning over'))
    return only('turn-over', `Turn over register ${ctx.registers[ctx.cursor]!.number}`, { type: 'register.revealed' });
  if (snapshot.hasTag('turn over')) return only('next-round', 'Begin the next round', { type: 'round.begun' });
  return [];
}

/** Where the fight stands, in one plain sentence. */
export function headline(snapshot: Snapshot): string {
  const ctx = snapshot.context;
  const names = namesOf(ctx);
  if (snapshot.hasTag('over')) return fightSummary(ctx)?.[0]?.text ?? 'The fight is over';
  const standing = ctx.foes.flatMap((f, i) => (isOut(ctx, i) ? [] : [`${f.name} ${ctx.damage.foes[i]} of ${f.hitPoints}`]));
  const hurt = `damage ${names.lone} ${ctx.damage.lone} of ${ctx.lone.hitPoints}; ${standing.join(', ')}`;
  let now: string;
  if (snapshot.hasTag('drawing for the initiative') || snapshot.hasTag('naming a foe')) now = 'the initiative is drawn pairing by pairing';
  else if (snapshot.hasTag('declaring')) {
    const r = openRegister(ctx)!;
    const at = attackersIn(r).map((f) => names.foes[f]!);
    now = `register ${r.number}, ${at.length ? `${at.join(' and ')} ${at.length > 1 ? 'attack' : 'attacks'} ${names.lone}` : 'no foe attacks'}`;
  } else if (snapshot.hasTag('resolving')) now = `register ${ctx.registers[ctx.cursor]?.number ?? ''} turns over`;
  else now = 'everyone draws a hand';
  return `Round ${ctx.round}: ${now}; ${hurt}`;
}
