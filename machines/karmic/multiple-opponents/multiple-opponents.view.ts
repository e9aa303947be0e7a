/**
 * What the multiple-opponents widget shows, derived from a snapshot (the tags say which
 * moment of the fight it is; the context holds the numbers): the choices open to the lone
 * fighter in the register being declared (each with the rules' reason when refused), the
 * prompt of the step, the status line, each foe's line, and how the fight ended. No rule is
 * decided here: every refusal is the machine's own `declareProblem`.
 */
import type { SnapshotFrom } from 'xstate';
import { signed, type Why } from '../../core/explain.js';
import { maneuver, rangeWords, WRESTLING } from '../maneuvers.js';
import { fromHisList, isFoeAttack, isLoneBlow } from './multiple-opponents.hand-to-hand.js';
import { LONE_MANEUVERS, type DeclaredEvent, type LoneManeuver, type MultipleOpponentsContext } from './multiple-opponents.context.js';
import type { multipleOpponentsMachine } from './multiple-opponents.machine.js';
import { pendingDecision } from './multiple-opponents.cards.js';
import { isOut } from './multiple-opponents.pairings.js';
import { declareProblem } from './multiple-opponents.problems.js';
import { MULTIPLE_OPPONENTS_RULES as RULES, swipeTerm } from './multiple-opponents.rules.js';
import { attackersIn, listWords, namesOf, openRegister, why } from './multiple-opponents.steps.js';

type Snapshot = Pick<SnapshotFrom<typeof multipleOpponentsMachine>, 'context' | 'hasTag'>;

/** One thing he may lay a card as: a maneuver against a foe, or a swipe at some small foes. */
export interface LoneOption {
  readonly id: string;
  readonly label: string;
  readonly maneuver: LoneManeuver;
  readonly foe?: number;
  readonly targets?: readonly number[];
  /** Why not, now (with any card of his hand); undefined when it may go down. */
  readonly problem?: string;
}

function subsets(items: readonly number[]): number[][] {
  const out: number[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask++) out.push(items.filter((_, i) => mask & (1 << i)));
  return out;
}

/** Every choice he has in the open register, legal ones first. */
export function loneOptions(ctx: MultipleOpponentsContext): LoneOption[] {
  const r = openRegister(ctx);
  if (!r) return [];
  const card = ctx.hands.lone[0];
  const names = namesOf(ctx);
  const out: LoneOption[] = [];
  const check = (e: Omit<DeclaredEvent, 'type' | 'card'>) =>
    card === undefined ? 'no cards left in the hand' : declareProblem(ctx, { type: 'maneuver.declared', card, ...e });
  ctx.foes.forEach((_, foe) => {
    if (isOut(ctx, foe)) return;
    for (const m of LONE_MANEUVERS) {
      const defence = !!maneuver(m).defence;
      // A defence only where that foe attacks, an attack only where he leads: the rest is noise.
      if (defence && !isFoeAttack(r.foeCards[foe])) continue;
      if (!defence && ctx.holders[foe] !== 'lone' && !isLoneBlow(m)) continue;
      // Each pairing offers the list he fights from there: the weapon's, or hand to hand.
      if (!fromHisList(ctx, foe, m)) continue;
      // The wrestling maneuvers only where that pairing wrestles.
      if (maneuver(m).reach === 'wrestling' && ctx.ranges[foe] !== WRESTLING) continue;
      // A blow made without the initiative (hand to hand, where the rulings allow it) only where it could go down.
      if (!defence && ctx.holders[foe] !== 'lone' && check({ maneuver: m, foe })) continue;
      out.push({
        id: `${m}:${foe}`,
        label: `${maneuver(m).name} against ${names.foes[foe]} (${signed(maneuver(m).difficulty)})`,
        maneuver: m,
        foe,
        problem: check({ maneuver: m, foe }),
      });
    }
  });
  const small = ctx.foes.flatMap((f, i) => (f.size === 'small' && !isOut(ctx, i) ? [i] : []));
  for (const targets of subsets(small)) {
    out.push({
      id: `swipe:${targets.join('-')}`,
      label: `Swipe at ${listWords(targets.map((t) => names.foes[t]!))} (${signed(swipeTerm(targets.length).value)})`,
      maneuver: 'swipe',
      targets,
      problem: check({ maneuver: 'swipe', targets }),
    });
  }
  return [...out.filter((o) => !o.problem), ...out.filter((o) => o.problem)];
}

/** What the table waits for now, in a sentence. */
export function stepPrompt(snapshot: Snapshot): string {
  const ctx = snapshot.context;
  const names = namesOf(ctx);
  if (snapshot.hasTag('drawing for the initiative'))
    return ctx.initiativeDraws.length === 0
      ? `${names.lone} and every foe draw for the initiative.`
      : 'A tied pairing draws for the initiative again.';
  if (snapshot.hasTag('naming a foe'))
    return `${names.lone} beat ${listWords((ctx.choosing ?? []).map((f) => names.foes[f]!))}: name the one he holds the initiative over.`;
  if (snapshot.hasTag('holding the initiative')) return `Round ${ctx.round}: everyone draws a hand.`;
  if (snapshot.hasTag('declaring')) {
    const r = openRegister(ctx)!;
    const attackers = attackersIn(r).map((f) => names.foes[f]!);
    const laid = r.lone.length;
    return `Register ${r.number}: ${attackers.length ? `${listWords(attackers)} ${attackers.length > 1 ? 'attack' : 'attacks'} ${names.lone}` : 'no foe attacks'}. ${laid ? `${laid} ${laid === 1 ? 'card' : 'cards'} laid; lay another parry or close the register.` : 'Choose a maneuver, then the card to lay, or lay nothing.'}`;
  }
  if (snapshot.hasTag('deciding')) {
    const p = pendingDecision(ctx);
    return p?.kind === 'joker'
      ? `${names.lone} played a joker: the GM names what it is worth.`
      : `${names.lone}'s card ends in a hit card: draw onto it, or keep it?`;
  }
  if (snapshot.hasTag('resolving')) return `Register ${ctx.registers[ctx.cursor]?.number ?? ''} lies face down: turn it over.`;
  if (snapshot.hasTag('turn over')) return `The turn is over: begin round ${ctx.round + 1}.`;
  return 'The fight is over.';
}

/** A foe's line: weapon and range, damage, who holds their pairing, and (never its cards) how many it holds. */
export function foeLine(ctx: MultipleOpponentsContext, foe: number): string {
  const f = ctx.foes[foe]!;
  const held = ctx.hands.foes[foe]!.length;
  const lead = ctx.holders[foe] === 'lone' ? `${ctx.lone.name} leads` : ctx.holders[foe] === 'foe' ? `${f.name} leads` : 'initiative open';
  const parts = [
    `${f.weapon.name}${f.size === 'small' ? ', small' : ''}, ${rangeWords(ctx.ranges[foe]!)}`,
    `damage ${ctx.damage.foes[foe]} of ${f.hitPoints}`,
  ];
  if (isOut(ctx, foe)) return [...parts, 'out of the fight'].join(' · ');
  return [...parts, lead, ...(held ? [`${held} ${held === 1 ? 'card' : 'cards'} in hand`] : [])].join(' · ');
}

/** Where the step stands, in a line: the round, and the foe he holds the initiative over. */
export function statusLine(ctx: MultipleOpponentsContext): string {
  const names = namesOf(ctx);
  const held = ctx.holders.findIndex((h, i) => h === 'lone' && !isOut(ctx, i));
  const standing = ctx.foes.filter((_, i) => !isOut(ctx, i)).length;
  if (standing === 0) return `Round ${ctx.round} · every foe is out`;
  const lead = ctx.holders.some((h) => h === undefined)
    ? 'the initiative is being drawn'
    : held >= 0
      ? `${names.lone} holds the initiative over ${names.foes[held]}`
      : `every foe holds the initiative over ${names.lone}`;
  const surprise = ctx.surprised.length > 0 ? ' · the surprise round' : ctx.charging !== undefined ? ' · the charge round' : '';
  return `Round ${ctx.round}${surprise} · ${standing} of ${ctx.foes.length} foes standing · ${lead}`;
}

/** A short account once the fight is over (undefined while it goes on). */
export function fightSummary(ctx: MultipleOpponentsContext): readonly Why[] | undefined {
  if (!ctx.ended) return undefined;
  const names = namesOf(ctx);
  return [
    ctx.ended.how === 'lone-out'
      ? why(`The fight ended in round ${ctx.round}: ${names.lone} fell against ${listWords(names.foes)}.`, RULES.outOfTheFight)
      : why(`The fight ended in round ${ctx.round}: ${names.lone} put every foe out of the fight.`, RULES.outOfTheFight),
    why(
      `Damage taken: ${names.lone} ${ctx.damage.lone} of ${ctx.lone.hitPoints}; ${ctx.foes.map((f, i) => `${f.name} ${ctx.damage.foes[i]} of ${f.hitPoints}`).join(', ')}.`,
    ),
  ];
}

/** The summary a reader is shown: how the fight ended, once it is over. */
export function summary(snapshot: Pick<Snapshot, 'context'>): readonly Why[] | undefined {
  return fightSummary(snapshot.context);
}
