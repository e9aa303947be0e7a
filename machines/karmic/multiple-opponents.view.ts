/**
 * What the multiple-opponents widget shows, derived from a snapshot: the choices open to the
 * lone fighter in the register being declared (each with the rules' reason when refused),
 * the prompt of the step, and each foe's line. No rule is decided here: every refusal is the
 * machine's own `declareProblem`.
 */
import type { SnapshotFrom } from 'xstate';
import { signed } from '../core/explain.js';
import { maneuver, rangeWords } from './maneuvers.js';
import {
  attackersIn,
  declareProblem,
  isOut,
  listWords,
  LONE_MANEUVERS,
  namesOf,
  openRegister,
  type LoneManeuver,
  type MultipleOpponentsContext,
  type MultipleOpponentsEvent,
  type MultipleOpponentsMachine,
} from './multiple-opponents.machine.js';
import { swipeTerm } from './multiple-opponents.rules.js';

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
  const check = (e: Omit<Extract<MultipleOpponentsEvent, { type: 'maneuver.declared' }>, 'type' | 'card'>) =>
    card === undefined ? 'no cards left in the hand' : declareProblem(ctx, { type: 'maneuver.declared', card, ...e });
  ctx.foes.forEach((_, foe) => {
    if (isOut(ctx, foe)) return;
    for (const m of LONE_MANEUVERS) {
      const defence = !!maneuver(m).defence;
      // A defence only where that foe attacks, an attack only where he leads: the rest is noise.
      if (defence && r.foeCards[foe]?.maneuver !== 'attack') continue;
      if (!defence && ctx.holders[foe] !== 'lone') continue;
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
export function stepPrompt(snapshot: SnapshotFrom<MultipleOpponentsMachine>): string {
  const ctx = snapshot.context;
  const names = namesOf(ctx);
  if (snapshot.matches('drawingForInitiative'))
    return ctx.initiativeDraws.length === 0
      ? `${names.lone} and every foe draw for the initiative.`
      : 'A tied pairing draws for the initiative again.';
  if (snapshot.matches('namingFoe'))
    return `${names.lone} beat ${listWords((ctx.choosing ?? []).map((f) => names.foes[f]!))}: name the one he holds the initiative over.`;
  if (snapshot.matches({ round: 'holdingInitiative' })) return `Round ${ctx.round}: everyone draws a hand.`;
  if (snapshot.matches({ round: 'declaring' })) {
    const r = openRegister(ctx)!;
    const attackers = attackersIn(r).map((f) => names.foes[f]!);
    const laid = r.lone.length;
    return `Register ${r.number}: ${attackers.length ? `${listWords(attackers)} ${attackers.length > 1 ? 'attack' : 'attacks'} ${names.lone}` : 'no foe attacks'}. ${laid ? `${laid} ${laid === 1 ? 'card' : 'cards'} laid; lay another parry or close the register.` : 'Choose a maneuver, then the card to lay, or lay nothing.'}`;
  }
  if (snapshot.matches({ round: 'resolving' })) return `Register ${ctx.registers[ctx.cursor]?.number ?? ''} lies face down: turn it over.`;
  if (snapshot.matches({ round: 'turnOver' })) return `The turn is over: begin round ${ctx.round + 1}.`;
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
