/**
 * What the karma-check widget shows that depends on the rules, derived from a snapshot:
 * where the check stands (one line), what each side brings (skill, cards, modifiers), the
 * choices each live setting offers, and the result chart as a strip of rows, each with its
 * exact chance before the draw (from `checkOdds`) and the row reached once the check is over.
 * The widget renders this and decides nothing.
 */
import { cardName } from '../../core/cards.js';
import { formatPercent, signed, type Why } from '../../core/explain.js';
import type { Move } from '../../core/procedure.js';
import { chainTotal, formatKarma } from '../karma-deck.js';
import { KARMA_CHECK_RULES as RULES, MODIFIER_RANGE, ATTRIBUTE_RANGE, SKILL_RANGE } from './karma-check.rules.js';
import {
  bestCard,
  CHART_MAX,
  CHART_MIN,
  compareOpposed,
  DIFFICULTY,
  difficultyRow,
  isWildPlay,
  resultRow,
  succeeds,
  type Trade,
} from '../checks.js';
import type { KarmaCheckContext, KarmaCheckEvent, SideState } from './karma-check.context.js';
import type { KarmaCheckTag } from './karma-check.machine.js';
import { checkOdds, type CheckOdds } from './karma-check.odds.js';
import { drawProblem, hitProblem } from './karma-check.problems.js';
import { awaitingVerdict, decidingSide, outcomeOf, type CheckOutcome } from './karma-check.steps.js';

/**
 * The odds of a context, counted once: the strip, the headline chance and the odds panel all
 * read them for the same snapshot, and a context never changes once made.
 */
const counted = new WeakMap<KarmaCheckContext, CheckOdds | null>();
export function oddsOf(ctx: KarmaCheckContext): CheckOdds | null {
  if (!counted.has(ctx)) counted.set(ctx, checkOdds(ctx));
  return counted.get(ctx)!;
}

/** A snapshot of the check machine, as far as the view needs it: its context, and its tags. */
export interface CheckSnapshot {
  readonly context: KarmaCheckContext;
  hasTag(tag: KarmaCheckTag): boolean;
}

export type CheckPhase = 'setting up' | 'choosing' | 'hitting' | 'ruling' | 'resolved';

export function phaseOf(snapshot: CheckSnapshot): CheckPhase {
  const phases: readonly CheckPhase[] = ['setting up', 'choosing', 'hitting', 'ruling'];
  return phases.find((phase) => snapshot.hasTag(phase)) ?? 'resolved';
}

/** Who is checking: "Tracker" or "Charmer against Barkeeper". */
export function whoChecks(ctx: KarmaCheckContext): string {
  return ctx.sides.length > 1 ? `${ctx.sides[0]!.label} against ${ctx.sides[1]!.label}` : ctx.sides[0]!.label;
}

/** One line: what kind of check, whose, and what it waits for. */
export function statusLine(snapshot: CheckSnapshot): string {
  const ctx = snapshot.context;
  const kind = ctx.sides.length > 1 ? 'Opposed check' : 'Basic check';
  const nth = ctx.checkNumber > 1 ? ` (check ${ctx.checkNumber})` : '';
  return `${kind}: ${whoChecks(ctx)}${nth}`;
}

/** What the table waits for now, in a few words, with who must act. */
export function stepPrompt(snapshot: CheckSnapshot): string {
  const ctx = snapshot.context;
  switch (phaseOf(snapshot)) {
    case 'setting up': {
      const refused = drawProblem(ctx);
      return refused ? `${refused}.` : 'Set the check up, then draw.';
    }
    case 'choosing':
      return `Pick the card to play for ${ctx.sides
        .filter((s) => s.play === null)
        .map((s) => s.label)
        .join(' and ')}${ctx.sides.length > 1 ? ' (face down)' : ''}.`;
    case 'hitting': {
      const d = decidingSide(ctx);
      return d === undefined ? '' : `${ctx.sides[d]!.label} played a hit card: hit or stand? A hit cannot be taken back.`;
    }
    case 'ruling': {
      const v = awaitingVerdict(ctx);
      return v === undefined ? '' : `A joker: the GM names the row of the result chart ${ctx.sides[v]!.label}'s action lands on.`;
    }
    case 'resolved':
      return 'The check is over. Discard the cards to check again.';
  }
}

/** What a side brings, in one line: "skill 3: draw 3 cards · attribute +2 · easy +3 · other 0 · karma deck". */
export function sideLine(side: SideState): string {
  const s = side.settings;
  const d = difficultyRow(s.difficulty);
  const deck = side.drawers[0]!.deckKind === 'world' ? "the GM's world deck" : 'a karma deck';
  return `${side.allowance.reason} · attribute ${signed(s.attribute)} · ${d.label.toLowerCase()} ${signed(d.modifier)} · other ${signed(s.modifier)} · ${deck}`;
}

/** The modifiers a side adds to its card, summed: "+5". */
export function sideShift(side: SideState): string {
  return signed(side.modifiers.attribute + side.modifiers.situational);
}

export interface Option {
  readonly value: string;
  readonly label: string;
}

function wholeOptions(range: { min: number; max: number }, label: (n: number) => string): Option[] {
  return Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i).map((n) => ({ value: String(n), label: label(n) }));
}

/** The choices each setting a reader may change before the draw offers. */
export const SETTING_OPTIONS = {
  skill: wholeOptions(SKILL_RANGE, (n) => (n === 0 ? '0 (untrained)' : String(n))),
  attribute: wholeOptions(ATTRIBUTE_RANGE, signed),
  modifier: wholeOptions(MODIFIER_RANGE, signed),
  difficulty: DIFFICULTY.map((d) => ({ value: d.key, label: `${d.label} (${signed(d.modifier)})` })),
  /** A second skill or a helper's: none, or a rating. */
  optionalSkill: [{ value: '', label: 'none' }, ...wholeOptions(SKILL_RANGE, String)],
} as const;

// ---------------------------------------------------------------------------------------
// The result chart as a strip

export interface ChartCell {
  readonly mt: number;
  /** "+2" */
  readonly label: string;
  readonly general: string;
  /** The exact chance of landing on this row, when the next step is drawn (else null). */
  readonly p: number | null;
  /** The chance as a bar height, 0 to 10, scaled to the likeliest row. */
  readonly level: number;
  /** A success row (basic: above 0; opposed: the acting side ahead). */
  readonly success: boolean;
  /** The row the finished check reads. */
  readonly reached: boolean;
  /** What a screen reader hears: "+2, sufficient: 12.3%". */
  readonly spoken: string;
}

export interface ChartStrip {
  readonly caption: string;
  readonly cells: readonly ChartCell[];
  /** The chance a joker takes the check to the GM, when there is one. */
  readonly wild: number | null;
  readonly success: number | null;
}

/**
 * The result chart's 21 rows, −10 to +10. Before the draw and at a hit decision each row
 * carries its exact chance (the odds' own assumptions: best card, no hits, or one hit then
 * stand); once the check is over, the row read is marked. Without odds (a learner has a guess
 * to make that they would answer) the rows are bare.
 */
export function chartStrip(snapshot: CheckSnapshot, withOdds = true): ChartStrip {
  const ctx = snapshot.context;
  const resolved = snapshot.hasTag('resolved');
  const odds = resolved || !withOdds ? null : oddsOf(ctx);
  const outcome = resolved ? outcomeOf(ctx) : undefined;
  const reached = outcome?.row.mt;
  const chance = new Map((odds?.rows ?? []).map((o) => [Number(o.id.slice(4)), o.p]));
  const top = Math.max(0, ...chance.values());
  const cells: ChartCell[] = [];
  for (let mt = CHART_MIN; mt <= CHART_MAX; mt++) {
    const row = resultRow(mt);
    const p = odds ? (chance.get(mt) ?? 0) : null;
    const label = signed(mt);
    cells.push({
      mt,
      label,
      general: row.general,
      p,
      level: p === null || top === 0 ? 0 : Math.round((p / top) * 10),
      success: mt > 0,
      reached: mt === reached,
      spoken: `${label}, ${row.general.toLowerCase()}${p === null ? '' : `: ${formatPercent(p)}`}${mt === reached ? ', the row reached' : ''}`,
    });
  }
  const wild = odds?.outcomes.find((o) => o.id === 'wild')?.p ?? null;
  const success = odds?.outcomes.find((o) => o.id === 'success')?.p ?? null;
  const opposed = ctx.sides.length > 1;
  const caption = outcome
    ? `Result chart: ${opposed ? 'the difference' : 'the total'} reads row ${signed(outcome.row.mt)}, ${outcome.row.general.toLowerCase()}`
    : odds
      ? `Result chart: the chance of each row${snapshot.hasTag('setting up') ? ' before the draw' : ' after one hit'}${opposed ? ' (acting side minus opposition)' : ''}`
      : 'Result chart';
  return { caption, cells, wild, success };
}

/** The headline chance before the draw: "Chance of success: 61.4%" and a joker's share, or why not. */
export function chanceLine(snapshot: CheckSnapshot): string | undefined {
  if (!snapshot.hasTag('setting up')) return undefined;
  const odds = oddsOf(snapshot.context);
  if (!odds) return undefined;
  const p = (id: string) => odds.outcomes.find((o) => o.id === id)?.p ?? 0;
  const wild = p('wild');
  const who = snapshot.context.sides.length > 1 ? `${snapshot.context.sides[0]!.label} wins` : 'success';
  return `Chance of ${who}: ${formatPercent(p('success'))}${wild > 0 ? ` (a joker, ${formatPercent(wild)}, goes to the GM)` : ''}`;
}

/**
 * The money column as the finished check reads it, for the acting side's side of the bargain:
 * a seller's percentage as printed, a buyer's from the row of the opposite total.
 */
export function moneyReading(outcome: CheckOutcome): { readonly label: string; readonly value: string } {
  const m = outcome.money;
  return m.trade === 'buying'
    ? { label: 'Money, for a buyer', value: `${m.money} (the ${signed(m.mt)} row)` }
    : { label: 'Money, for a seller', value: m.money };
}

/** The two sides of a bargain the money column can be read for, in the widget's words. */
export const TRADE_OPTIONS: readonly { readonly value: Trade; readonly label: string }[] = [
  { value: 'selling', label: 'selling (the money column as printed)' },
  { value: 'buying', label: 'buying (the row of the opposite total)' },
];

/** A finished check in one sentence, or undefined while it is under way. */
export function summaryLine(ctx: KarmaCheckContext): string | undefined {
  const o = outcomeOf(ctx);
  if (!o || awaitingVerdict(ctx) !== undefined) return undefined;
  return `${o.summary}. Chart row ${signed(o.row.mt)}: ${o.row.general}.`;
}

/** The finished check in words, with the rule, for the summary panel. */
export function summary(snapshot: Pick<CheckSnapshot, 'context'>): Why[] | undefined {
  const s = summaryLine(snapshot.context);
  return s === undefined ? undefined : [{ text: s, rule: RULES.chart }];
}

// ---------------------------------------------------------------------------------------
// What a reader may do now, and which move a learner should press

/** The rows the GM's verdict offers as moves: for good, or for ill (the widget's select offers every row). */
export const VERDICT_MOVES = [5, -5] as const;

/** Would the acting side come out ahead if every open chain stood now? (A joker without its verdict: no.) */
function succeedsStanding(ctx: KarmaCheckContext): boolean {
  const totals = ctx.sides.map((s) =>
    s.play === null || isWildPlay(s.play) ? undefined : chainTotal(s.play.chain) + s.modifiers.attribute + s.modifiers.situational,
  );
  if (totals.some((t) => t === undefined)) return false;
  const [a, o] = totals as [number, number | undefined];
  return o === undefined ? succeeds(a) : compareOpposed(a, o, { mustAlsoSucceed: ctx.mustAlsoSucceed }).actorSucceeds;
}

/**
 * The moves open now, the one a learner should press marked. The teaching's rules: draw once
 * the check is set (an untrained advanced skill first gets a rating of 1, or it cannot be
 * tried); play the highest natural card drawn (a joker only from a hand of jokers); hit only
 * when one more card makes the deciding side's goal likelier than standing does (the acting
 * side wants the check to succeed, the opposition wants it to fail), since a red card on top
 * makes the total smaller and a hit cannot be taken back; the GM rules a joker for good.
 * Once the check is resolved there is nothing left to decide (the next check is a new table).
 */
export function moves(snapshot: CheckSnapshot): Move<KarmaCheckEvent>[] {
  const ctx = snapshot.context;
  switch (phaseOf(snapshot)) {
    case 'setting up': {
      const refused = ctx.sides.findIndex((s) => !s.allowance.allowed);
      if (refused === -1) return [{ id: 'draw', label: 'Draw your cards', event: { type: 'check.drawn' }, suggested: true }];
      const who = ctx.sides[refused]!.label;
      const event = { type: 'side.adjusted', side: refused, changes: { skill: 1 } } as const;
      return [{ id: 'train', label: `Give ${who} skill 1 (an advanced skill needs training)`, event, suggested: true }];
    }
    case 'choosing': {
      const side = ctx.sides.findIndex((s) => s.play === null);
      const s = ctx.sides[side]!;
      const best = bestCard(s.drawers.flatMap((d) => d.hand)) ?? s.drawers.flatMap((d) => d.hand)[0];
      const who = ctx.sides.length > 1 ? `${s.label}: play` : 'Play';
      return s.drawers.flatMap((d, drawer) =>
        d.hand.map((card) => ({
          id: `play-${side}-${drawer}-${card}`,
          label: `${who} the ${cardName(card)} (${formatKarma(card).replace(' (hit)', ', a hit card')})${drawer > 0 ? ` from ${d.label}'s hand` : ''}`,
          event: { type: 'card.chosen', side, drawer, card } as const,
          ...(card === best ? { suggested: true } : {}),
        })),
      );
    }
    case 'hitting': {
      const side = decidingSide(ctx);
      if (side === undefined) return [];
      const odds = hitProblem(ctx, side) === undefined ? oddsOf(ctx) : null;
      const afterHit = odds?.outcomes.find((o) => o.id === 'success')?.p ?? 0;
      const now = succeedsStanding(ctx) ? 1 : 0;
      const hits = odds !== null && (side === 0 ? afterHit > now : afterHit < now);
      const open: Move<KarmaCheckEvent>[] = [];
      if (odds !== null)
        open.push({
          id: 'hit',
          label: 'Hit: draw one more card onto it',
          event: { type: 'hit.taken', side },
          ...(hits ? { suggested: true } : {}),
        });
      open.push({
        id: 'stand',
        label: 'Stand: keep the total',
        event: { type: 'hit.declined', side },
        ...(hits ? {} : { suggested: true }),
      });
      return open;
    }
    case 'ruling': {
      const side = awaitingVerdict(ctx);
      if (side === undefined) return [];
      return VERDICT_MOVES.map((total, i) => ({
        id: total > 0 ? 'verdict-good' : 'verdict-ill',
        label: `The GM rules it ${signed(total)}: ${resultRow(total).general.toLowerCase()}`,
        event: { type: 'joker.ruled', side, total } as const,
        ...(i === 0 ? { suggested: true } : {}),
      }));
    }
    case 'resolved':
      return [];
  }
}

/** Where the check stands, in one plain sentence. */
export function headline(snapshot: CheckSnapshot): string {
  const ctx = snapshot.context;
  const done = snapshot.hasTag('resolved') ? outcomeOf(ctx) : undefined;
  if (done !== undefined)
    return `${whoChecks(ctx)}: ${done.success ? 'success' : 'failure'} (${done.reason}), chart row ${signed(done.row.mt)}, ${done.row.general.toLowerCase()}`;
  const prompt = stepPrompt(snapshot).replace(/\.$/, '');
  if (!prompt) return statusLine(snapshot);
  // "Set the check up…" reads on after the colon; a side's name keeps its capital.
  const named = ctx.sides.some((s) => prompt.startsWith(s.label));
  return `${statusLine(snapshot)}: ${named ? prompt : `${prompt.charAt(0).toLowerCase()}${prompt.slice(1)}`}`;
}
