/**
 * What a whole fight shows, derived from a snapshot: its moves (the played fight's, less those
 * aimed at an ally, and its own: the next round, yielding), the headline, the fighters as
 * tokens, and the summary. It asks a snapshot its tags, never its states.
 */
import type { SnapshotFrom } from 'xstate';
import { headlineOf, movesOf, play } from '../../core/compose.js';
import type { Why } from '../../core/explain.js';
import type { Move } from '../../core/procedure.js';
import type { DicePoolFightContext, DicePoolFightEvent } from './dice-pool-fight.context.js';
import type { dicePoolFightMachine } from './dice-pool-fight.machine.js';
import { DICE_POOL_FIGHT_RULES as R, QUIET_ROUNDS, SIDE_NAME, SIDES, type Side } from './dice-pool-fight.rules.js';
import { actingSide, fightOf, hurtThisRound, playing, playProblem, sideOf, standingOn } from './dice-pool-fight.steps.js';

type Snapshot = Pick<SnapshotFrom<typeof dicePoolFightMachine>, 'context' | 'hasTag'>;
type M = Move<DicePoolFightEvent>;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const yieldMove = (side: Side): M => ({
  id: `yield-${side}`,
  label: `${cap(SIDE_NAME[side])} yield`,
  event: { type: 'side.yielded', side },
});

/** The side a stalemate's suggested yield falls to: the one with less health left (the foes on a tie). */
function weaker(c: DicePoolFightContext): Side {
  const left = (s: Side) => fightOf(c).fighters.reduce((n, f, i) => n + (sideOf(c, i) === s ? Math.max(0, f.hp) : 0), 0);
  return left('party') < left('foes') ? 'party' : 'foes';
}

/** How far fighter `by` stands from the nearest standing fighter of the other side. */
function gap(c: Pick<DicePoolFightContext, 'fight' | 'sides'>, by: number): number {
  const f = fightOf(c).fighters;
  const foes = f.filter((x, i) => x.hp > 0 && sideOf(c, i) !== sideOf(c, by));
  return Math.min(...foes.map((x) => Math.abs(x.at - f[by]!.at)));
}

/** Of fighter `by`'s moves, the one that brings them nearest an enemy of their side, if any brings them nearer. */
function closingMove(c: DicePoolFightContext, open: readonly M[], by: number | undefined): M | undefined {
  if (by === undefined) return undefined;
  let best: { m: M; d: number } | undefined;
  for (const m of open) {
    if (m.event.type !== 'PLAY' || m.event.event.type !== 'fighter.moved' || m.event.event.by !== by) continue;
    const next = play(playing(c), m.event.event);
    const d = next ? gap({ fight: next.snapshot, sides: c.sides }, by) : Infinity;
    if (d < (best?.d ?? gap(c, by))) best = { m, d };
  }
  return best?.m;
}

/** The first of the acting group still standing with actions left (whom pool-fight's suggestion plays). */
function actor(c: DicePoolFightContext): number | undefined {
  const f = fightOf(c);
  const i = f.fighters.findIndex((x) => x.group === f.acting && x.hp > 0 && x.actions > 0);
  return i < 0 ? undefined : i;
}

/**
 * The played fight's moves, less those the sides forbid, and the one to press. pool-fight's own
 * suggestion sees every other group as an enemy, so where it would strike an ally the same
 * fighter strikes the weakest enemy instead, and where it would move towards an ally, or end the
 * turn because an ally stands on the other side, the fighter closes on the nearest enemy; with
 * neither, the turn ends.
 */
function playedMoves(c: DicePoolFightContext): M[] {
  const all = movesOf(playing(c));
  const open = all.filter((m) => {
    const e = m.event.event;
    const aimed = e.type === 'attack.made' || e.type === 'help.given' || e.type === 'readied.triggered' || e.type === 'fighter.moved';
    return !aimed || playProblem(c, e) === undefined;
  });
  const theirs = open.find((m) => m.suggested);
  const e = theirs?.event.type === 'PLAY' ? theirs.event.event : undefined;
  const moving = e?.type === 'fighter.moved' || e?.type === 'turn.ended';
  if (theirs && !moving) return open;
  const was = all.find((m) => m.suggested)?.event.event;
  const by = was && 'by' in was ? was.by : actor(c);
  const hp = (m: M) =>
    m.event.type === 'PLAY' && m.event.event.type === 'attack.made' ? fightOf(c).fighters[m.event.event.target]!.hp : 0;
  const attacks = open.filter(
    (m) => m.event.type === 'PLAY' && m.event.event.type === 'attack.made' && m.event.event.by === by && !m.event.event.thrown,
  );
  const pick =
    (attacks.length ? attacks.reduce((a, b) => (hp(b) < hp(a) ? b : a)) : undefined) ??
    closingMove(c, open, by) ??
    open.find((m) => m.id === 'pool-fight:end-turn');
  return open.map((m) => {
    const { suggested: _, ...rest } = m;
    return m === pick ? { ...rest, suggested: true } : rest;
  });
}

/**
 * The moves open now, the suggested one marked: in the played fight, its own suggestion (see
 * pool-fight's); at a round's end, the next round, unless QUIET_ROUNDS rounds have passed with
 * no one hurt, when the weaker side's yield is suggested instead.
 */
export function moves(s: Snapshot): M[] {
  const c = s.context;
  if (s.hasTag('over')) return [];
  if (s.hasTag('taking stock')) {
    const stalemate = (hurtThisRound(c) ? 0 : c.quiet + 1) >= QUIET_ROUNDS;
    const next: M = { id: 'next-round', label: `Fight on: round ${fightOf(c).round}`, event: { type: 'round.begun' } };
    const yields = SIDES.filter((side) => standingOn(c, side) > 0).map(yieldMove);
    const suggested = stalemate ? `yield-${weaker(c)}` : 'next-round';
    return [next, ...yields].map((m) => (m.id === suggested ? { ...m, suggested: true } : m));
  }
  const out = playedMoves(c);
  const side = s.hasTag('acting') ? actingSide(c) : undefined;
  return side ? [...out, yieldMove(side)] : out;
}

/** Where the fight stands, in one plain sentence. */
export function headline(s: Snapshot): string {
  const c = s.context;
  const standing = `still standing: ${standingOn(c, 'party')} of the party, ${standingOn(c, 'foes')} of the foes`;
  if (s.hasTag('over')) {
    const how = c.yielded ? `${SIDE_NAME[c.yielded]} yielded` : 'the other side is down';
    return c.winner ? `${cap(SIDE_NAME[c.winner])} won in round ${fightOf(c).round}: ${how}; ${standing}` : `No one won: ${standing}`;
  }
  if (s.hasTag('taking stock')) return `Round ${c.round} is over, ${standing}; fight on into round ${fightOf(c).round}, or yield`;
  return headlineOf(playing(c)) ?? standing;
}

/** A fighter as the table shows it: their side, health and whether they are down. */
export interface TokenView {
  readonly name: string;
  readonly side: Side;
  readonly group: string;
  /** One short line: where they stand on the line, and the allied group they act with. */
  readonly detail: string;
  readonly hp: number;
  readonly health: number;
  readonly down: boolean;
  readonly acting: boolean;
}

export function tokens(c: DicePoolFightContext): TokenView[] {
  const f = fightOf(c);
  return f.fighters.map((x, i) => ({
    name: x.name,
    side: sideOf(c, i),
    group: f.groups.find((g) => g.id === x.group)?.name ?? x.group,
    detail: `${x.group === 'party' || x.group === 'foes' ? '' : `${f.groups.find((g) => g.id === x.group)?.name ?? ''} · `}square ${x.at}`,
    hp: Math.max(0, x.hp),
    health: x.health,
    down: x.hp <= 0,
    acting: x.group === f.acting && x.hp > 0,
  }));
}

/** Once over: who won, how, and what it cost. */
export function summary(s: Snapshot): Why[] | undefined {
  if (!s.hasTag('over')) return undefined;
  const c = s.context;
  const f = fightOf(c);
  const won = c.winner
    ? `${cap(SIDE_NAME[c.winner])} won in round ${f.round}${c.yielded ? ` when ${SIDE_NAME[c.yielded]} yielded` : ''}.`
    : `No one won: both sides fell in round ${f.round}.`;
  const cost = f.fighters
    .flatMap((x, i) => {
      const lost = f.tally.taken[i] ?? 0;
      return lost > 0 ? [x.hp > 0 ? `${x.name} ${x.hp} of ${x.health}` : `${x.name} down`] : [];
    })
    .join(', ');
  return [
    { text: won, rule: R.end },
    {
      text: `${f.tally.attacks} attack${f.tally.attacks === 1 ? '' : 's'}, ${f.tally.hits} hit${f.tally.hits === 1 ? '' : 's'}. What it cost: ${cost || 'no one was hurt'}.`,
      rule: R.round,
    },
  ];
}

/** A pool the played fight rolled, as the stage draws it: its dice, faces and total. */
export interface RolledView {
  readonly label: string;
  readonly dice: readonly { readonly sides: number; readonly value: number }[];
  readonly total: number;
}

/** The dice of the roll just made in the played fight, each contest with its verdict. */
export function rolledDice(c: DicePoolFightContext): { pools: RolledView[]; verdict: string }[] {
  return fightOf(c).contests.map((x) => ({
    pools: [x.mine, x.theirs, ...(x.more ?? []), ...(x.fire ? [x.fire] : [])].map((r) => ({
      label: `${r.who}'s ${r.what}: ${r.faces.join(', ')}; total ${r.total}`,
      dice: r.pool.map((sides, k) => ({ sides, value: r.faces[k] ?? 0 })),
      total: r.total,
    })),
    verdict: x.verdict,
  }));
}
