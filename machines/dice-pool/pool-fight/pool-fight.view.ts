/**
 * What the fight's widget shows, derived from a snapshot: the status line, the prompt, each
 * fighter in a few words, the choices open to a fighter (each with its refusal reason), and
 * the summary once the fight is over. It asks a snapshot its tags, never its states. No rule
 * is decided here: every reason comes from pool-fight.problems.ts. (The question to predict
 * before a roll is teaching: pool-fight.odds.ts.)
 */
import type { SnapshotFrom } from 'xstate';
import type { Why } from '../../core/explain.js';
import type { Move } from '../../core/procedure.js';
import { armourBonuses } from '../armour.js';
import { describePool, type Pool } from '../pool.js';
import { caliber, rangeBand } from '../ranged.js';
import type { poolFightMachine } from './pool-fight.machine.js';
import {
  actionWord,
  attackProblem,
  fieryState,
  fixProblem,
  gearState,
  groupName,
  helpProblem,
  moveProblem,
  recoverProblem,
  reloadProblem,
} from './pool-fight.problems.js';
import { burningRound, lightProblem } from './pool-fight.fire.js';
import { unplaced } from './pool-fight.order.js';
import { POWER_EVENT, powerProblem } from './pool-fight.powers.js';
import { readiedWords, readyProblem, triggerProblem } from './pool-fight.ready.js';
import type { Fighter, PoolFightContext, PoolFightEvent, ReadyChoice } from './pool-fight.context.js';
import { distance, dodgePool, defensePool, facing, turnOf, POOL_FIGHT_RULES as R, squares, weaponWords } from './pool-fight.rules.js';

type Snapshot = Pick<SnapshotFrom<typeof poolFightMachine>, 'context' | 'hasTag'>;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function statusLine(s: Snapshot): string {
  const c = s.context;
  if (s.hasTag('ordering')) return 'Before the fight: the order of the groups';
  if (s.hasTag('over'))
    return `Over in round ${c.round}: ${c.winner === null ? 'no one is left standing' : `${groupName(c, c.winner)} won`}`;
  const p = c.pending;
  const who = p ? c.fighters[p.by]!.name : '';
  const doing = !p
    ? ''
    : p.kind === 'attack'
      ? ` · ${who} attacks ${c.fighters[p.target]!.name}`
      : p.kind === 'help'
        ? ` · ${who} helps`
        : ` · ${who} fixes a jam`;
  return `Round ${c.round} · ${cap(turnOf(groupName(c, c.acting ?? 'party')))}${doing}`;
}

/** What the table waits for now. */
export function stepPrompt(s: Snapshot): string {
  const p = s.context.pending;
  if (s.hasTag('ordering'))
    return s.context.order.length === 0
      ? 'Who goes first? The GM decides, or the groups roll.'
      : 'Who goes next? The GM places the next group, or the rest roll.';
  if (s.hasTag('over')) return 'The fight is over.';
  if (p?.kind === 'attack')
    return p.stage === 'hit' ? 'Roll the base dice against the dodge dice.' : 'Roll the damage dice against the defense dice.';
  if (p?.kind === 'fix') return 'Roll the Fix Jam check.';
  if (p?.kind === 'help') return 'Roll the help against the dodge dice.';
  return 'Pick who acts, and what they do; end the turn when done.';
}

/** The pools of the roll the table waits for, not yet rolled: whose, which, and the dice. */
export function pendingPools(c: PoolFightContext): { who: string; what: string; pool: Pool }[] {
  const p = c.pending;
  if (!p) return [];
  const by = c.fighters[p.by]!.name;
  if (p.kind === 'attack') {
    const t = c.fighters[p.target]!.name;
    return p.stage === 'hit'
      ? [
          { who: by, what: 'base dice', pool: p.build.base.pool },
          { who: t, what: 'dodge dice', pool: p.build.dodge.pool },
        ]
      : [
          { who: by, what: 'damage dice', pool: p.build.damage.pool },
          { who: t, what: 'defense dice', pool: p.build.defense.pool },
        ];
  }
  const jam = p.kind === 'fix' || p.target === 'jam';
  return [
    { who: by, what: p.kind === 'fix' ? 'skill' : 'help roll', pool: p.mine.pool },
    { who: jam ? 'The jam' : c.fighters[p.target as number]!.name, what: jam ? 'difficulty' : 'dodge dice', pool: p.theirs.pool },
  ];
}

/** The button that makes the roll the table waits for. */
export function rollChoice(s: Snapshot): { event: PoolFightEvent; label: string } | undefined {
  const p = s.context.pending;
  if (p?.kind === 'attack')
    return p.stage === 'hit'
      ? { event: { type: 'hit.rolled' }, label: 'Roll to hit' }
      : { event: { type: 'damage.rolled' }, label: 'Roll damage' };
  if (p?.kind === 'fix') return { event: { type: 'fix.rolled' }, label: 'Roll the check' };
  if (p?.kind === 'help') return { event: { type: 'help.rolled' }, label: 'Roll the help' };
  return undefined;
}

export interface FighterView {
  readonly name: string;
  readonly health: string;
  readonly down: boolean;
  readonly notes: readonly string[];
}

export function fighterView(c: PoolFightContext, i: number): FighterView {
  const f = c.fighters[i]!;
  const w = f.weapon;
  const notes: string[] = [`square ${f.at}`];
  if (f.hp > 0 && f.group === c.acting) notes.push(`${f.actions} action${f.actions === 1 ? '' : 's'} left`);
  notes.push(weaponWords(w));
  if (w.kind === 'gun') notes.push(`${f.shots} of ${w.cart} shots${f.jammed ? ', jammed' : ''}`);
  if (f.weaponAt !== null) notes.push(`weapon on square ${f.weaponAt}`);
  const fire = fieryState(f, c.round);
  if (fire)
    notes.push(
      fire === 'burning'
        ? `burning, round ${burningRound(f.weaponLit, c.round)} of 2`
        : fire === 'unlit'
          ? 'not yet lit'
          : 'weapon burnt away',
    );
  const gear = gearState(f, c.round);
  if (gear)
    notes.push(
      gear === 'burning'
        ? `wooden gear burning, round ${burningRound(f.gearLit, c.round)} of 2`
        : gear === 'unlit'
          ? 'wooden gear'
          : 'wooden gear burnt away',
    );
  notes.push(`dodge ${describePool(dodgePool(f).pool)}`, `defense ${describePool(defensePool(f).pool)}`);
  if (f.armour === 4 && armourBonuses({ rank: 4, enduranceOrMuscles: f.trained }).defense === 0)
    notes.push('rank 4 armour, no bonus untrained');
  for (const p of f.powers ?? []) notes.push(`${p.kind} ${p.name}, ${actionWord(p.cost)}`);
  if (f.casting) notes.push(`${f.powers![f.casting.power]!.name} under way, ${actionWord(f.casting.remaining)} to pay`);
  if (f.readied !== null)
    notes.push(
      `${readiedWords(f, f.readied.action)} readied, ${f.readied.when === 'called' ? 'for when the table calls it' : 'for an enemy in reach'}`,
    );
  for (const h of f.help) notes.push(`+${h.dice}d6 help ${h.target === 'jam' ? 'with the jam' : `against ${c.fighters[h.target]!.name}`}`);
  return { name: f.name, health: f.hp > 0 ? `Health ${f.hp}/${f.health}` : `Down: health ${f.hp}/${f.health}`, down: f.hp <= 0, notes };
}

export interface Choice {
  readonly event: PoolFightEvent;
  readonly label: string;
  readonly problem: string | undefined;
  readonly primary?: boolean;
}

const enemiesOf = (c: PoolFightContext, f: Fighter) => c.fighters.flatMap((e, i) => (e.group !== f.group && e.hp > 0 ? [i] : []));
const alliesOf = (c: PoolFightContext, by: number) =>
  c.fighters.flatMap((e, i) => (i !== by && e.group === c.fighters[by]!.group && e.hp > 0 ? [i] : []));

/** Fighter `by`'s choices in the group turn, each with why not (undefined when it can). */
export function choicesFor(c: PoolFightContext, by: number): Choice[] {
  const f = c.fighters[by]!;
  const w = f.weapon;
  const out: Choice[] = [];
  for (const t of enemiesOf(c, f)) {
    const e = c.fighters[t]!;
    const d = squares(distance(f, e));
    out.push({
      event: { type: 'attack.made', by, target: t },
      label: `${w.kind === 'gun' ? 'Shoot' : 'Attack'} ${e.name} (${d}${w.kind === 'gun' ? `, ${bandWord(f, e)}` : ''})`,
      problem: attackProblem(c, by, t),
      primary: true,
    });
    if (w.kind === 'melee' && w.throwable)
      out.push({
        event: { type: 'attack.made', by, target: t, thrown: true },
        label: `Throw at ${e.name} (${d})`,
        problem: attackProblem(c, by, t, true),
      });
  }
  if (w.kind === 'gun') {
    out.push({ event: { type: 'firearm.reloaded', by }, label: 'Reload (1 action)', problem: reloadProblem(c, by) });
    out.push({ event: { type: 'jam.tried', by }, label: 'Fix the jam (1 action)', problem: fixProblem(c, by), primary: f.jammed });
  }
  if (f.weaponAt !== null)
    out.push({ event: { type: 'weapon.recovered', by }, label: `Pick up the ${w.label} (1 action)`, problem: recoverProblem(c, by) });
  // Offered while a fiery weapon waits to be lit: once alight, there is nothing more to light.
  if (fieryState(f, c.round) === 'unlit')
    out.push({ event: { type: 'weapon.lit', by }, label: `Light the ${w.label} (1 action)`, problem: lightProblem(c, by) });
  for (const a of alliesOf(c, by)) {
    for (const t of enemiesOf(c, f)) {
      out.push({
        event: { type: 'help.given', by, ally: a, target: t },
        label: `Help ${c.fighters[a]!.name} against ${c.fighters[t]!.name}`,
        problem: helpProblem(c, by, a, t),
      });
    }
    // Offered only while the ally's gun is jammed: there is nothing else to help clear.
    if (c.fighters[a]!.jammed)
      out.push({
        event: { type: 'help.given', by, ally: a, roll: 'fix' },
        label: `Help ${c.fighters[a]!.name} with the jam`,
        problem: helpProblem(c, by, a, 'jam'),
      });
  }
  for (const [k, p] of (f.powers ?? []).entries()) {
    const goingOn = f.casting?.power === k;
    const verb = p.kind === 'spell' ? 'Cast' : 'Use';
    out.push({
      event: { type: POWER_EVENT[p.kind], by, power: k },
      label: goingOn ? `Go on with ${p.name} (${actionWord(f.casting!.remaining)} to pay)` : `${verb} ${p.name} (${actionWord(p.cost)})`,
      problem: powerProblem(c, by, k, p.kind),
      primary: goingOn,
    });
  }
  out.push({ event: { type: 'action.readied', by }, label: 'Ready an attack (2 actions)', problem: readyProblem(c, by) });
  return out;
}

/** The order's choices: the GM places a group first (then next), or the groups left roll for it. */
export function orderChoices(c: PoolFightContext): Choice[] {
  const open = unplaced(c);
  const word = c.order.length === 0 ? 'first' : 'next';
  return [
    { event: { type: 'order.rolled' }, label: `Roll for it (1d6 each)`, problem: undefined, primary: true },
    ...open.map((g) => ({
      event: { type: 'order.chosen', first: g } as const,
      label: `${cap(groupName(c, g))} ${word}`,
      problem: undefined,
    })),
  ];
}

/**
 * The two ways fighter `by` can move `squares` (as many as the reader picked; 0: as close to the
 * nearest enemy as the rules allow): "Close in" and "Fall back" when every enemy is on one side,
 * else up or down the line. Each with why not.
 */
export function moveChoices(c: PoolFightContext, by: number, squares = 0): Choice[] {
  const f = c.fighters[by]!;
  const enemies = c.fighters.filter((e) => e.group !== f.group && e.hp > 0);
  if (enemies.length === 0) return [];
  const nearest = enemies.reduce((a, b) => (distance(f, b) < distance(f, a) ? b : a));
  const toward = Math.sign(nearest.at - f.at) || 1;
  const n = Math.min(squares || Math.max(1, distance(f, nearest) - 1), f.speed);
  const oneSide = enemies.every((e) => Math.sign(e.at - f.at) === toward);
  // A move's squares are counted the fighter's way (`facing`), up the line for the party.
  const as = (way: number) => n * way * facing(f.group);
  const ways = oneSide
    ? [
        { way: toward, label: 'Close in' },
        { way: -toward, label: 'Fall back' },
      ]
    : [
        { way: 1, label: 'Move up the line' },
        { way: -1, label: 'Move down the line' },
      ];
  return ways.map(({ way, label }) => ({
    event: { type: 'fighter.moved', by, squares: as(way) },
    label,
    problem: moveProblem(c, by, as(way)),
  }));
}

/**
 * The other actions fighter `by` may ready, each going off when the table calls it (ruling:
 * readying other actions): an attack, a move (of `squares`, picked as for a move), a reload, a
 * Fix Jam check, a spell, ability or item of 2 actions or less. Each with why not.
 */
export function readyChoices(c: PoolFightContext, by: number, squares = 0): Choice[] {
  const f = c.fighters[by]!;
  const options: { action: ReadyChoice; label: string }[] = [{ action: { kind: 'attack' }, label: 'an attack, when called' }];
  for (const m of moveChoices(c, by, squares))
    if (m.event.type === 'fighter.moved')
      options.push({
        action: { kind: 'move', squares: m.event.squares },
        label: `a move: ${m.label.toLowerCase()} ${Math.abs(m.event.squares)}`,
      });
  if (f.weapon.kind === 'gun')
    options.push({ action: { kind: 'reload' }, label: 'a reload' }, { action: { kind: 'fix' }, label: 'a Fix Jam check' });
  for (const [k, p] of (f.powers ?? []).entries()) options.push({ action: { kind: 'power', power: k }, label: `${p.kind} ${p.name}` });
  return options.map(({ action, label }) => ({
    event: { type: 'action.readied', by, action, when: 'called' },
    label: `Ready ${label}`,
    problem: readyProblem(c, by, action, 'called'),
  }));
}

/**
 * The readied actions the table may set off now, in another group's turn (ruling: readying
 * other actions): one for each, or one for each enemy a readied attack could strike.
 */
export function triggerChoices(c: PoolFightContext): Choice[] {
  const out: Choice[] = [];
  for (const [by, f] of c.fighters.entries()) {
    const r = f.readied;
    if (r === null || r.when !== 'called' || f.hp <= 0 || f.group === c.acting) continue;
    const targets = r.action.kind === 'attack' ? enemiesOf(c, f) : [undefined];
    for (const t of targets)
      out.push({
        event: { type: 'readied.triggered', by, ...(t === undefined ? {} : { target: t }) },
        label: `${f.name}'s readied ${readiedWords(f, r.action)}${t === undefined ? '' : ` on ${c.fighters[t]!.name}`} goes off`,
        problem: triggerProblem(c, by, t),
      });
  }
  return out;
}

/** The caliber's range band for a shot at `e`, in words. */
function bandWord(f: Fighter, e: Fighter): string {
  if (f.weapon.kind !== 'gun') return '';
  const band = rangeBand(distance(f, e), caliber(f.weapon.caliber).range);
  return band === 'short' || band === 'long' ? `${band} range` : band;
}

/** Once the fight is over: what happened, in a few sentences. */
export function summary(snapshot: Snapshot): readonly Why[] | undefined {
  const c = snapshot.context;
  if (!snapshot.hasTag('over')) return undefined;
  if (c.winner === null) return [{ text: `No one was left standing in round ${c.round}: the fight ended with no winner.`, rule: R.groups }];
  const t = c.tally;
  const hurt = c.fighters.flatMap((f, i) => ((t.taken[i] ?? 0) > 0 ? [`${f.name} ${t.taken[i]}`] : []));
  const out: Why[] = [
    {
      text: `${cap(groupName(c, c.winner))} won in round ${c.round}: ${t.attacks} attack${t.attacks === 1 ? '' : 's'}, ${t.hits} hit${t.hits === 1 ? '' : 's'}. Damage taken: ${hurt.join(', ') || 'none'}. Still standing: ${c.fighters
        .filter((f) => f.hp > 0)
        .map((f) => f.name)
        .join(', ')}.`,
      rule: R.health,
    },
  ];
  if (t.jams || t.fixTries)
    out.push({ text: `Jams: ${t.jams}; Fix Jam tried ${t.fixTries} time${t.fixTries === 1 ? '' : 's'}.`, rule: R.fix });
  return out;
}

/**
 * The fighter whose turn a reader plays by default: the one picked if still able, else the first
 * of the acting group standing with actions left.
 */
export function actingFighter(c: PoolFightContext, picked?: number): number | undefined {
  const acting = c.fighters.flatMap((f, i) => (f.group === c.acting && f.hp > 0 ? [i] : []));
  const chosen = picked !== undefined && acting.includes(picked) ? picked : undefined;
  if (chosen !== undefined && c.fighters[chosen]!.actions > 0) return chosen;
  return acting.find((i) => c.fighters[i]!.actions > 0) ?? chosen ?? acting[0];
}

/**
 * The suggested line, a rule a learner can follow: roll for the order; make every roll the table
 * waits for; in a group's turn, the fighter with actions left first clears a jam, then attacks
 * the weakest enemy in reach, else reloads an empty gun, else closes in; with nothing useful left
 * (or no actions), the turn ends. Readying, helping, falling back and powers stay open, not
 * suggested: they are the second fight's lessons.
 */
function suggestedId(c: PoolFightContext, open: readonly Move<PoolFightEvent>[], actor: number | undefined): string {
  const has = (id: string) => open.some((m) => m.id === id);
  if (actor === undefined || c.fighters[actor]!.actions === 0) return 'end-turn';
  if (has(`fix-${actor}`)) return `fix-${actor}`;
  const attacks = open.filter((m) => m.event.type === 'attack.made' && m.event.by === actor && !m.event.thrown);
  if (attacks.length) {
    const hp = (m: Move<PoolFightEvent>) => (m.event.type === 'attack.made' ? c.fighters[m.event.target]!.hp : 0);
    return attacks.reduce((a, b) => (hp(b) < hp(a) ? b : a)).id;
  }
  if (c.fighters[actor]!.shots === 0 && has(`reload-${actor}`)) return `reload-${actor}`;
  if (has(`close-in-${actor}`)) return `close-in-${actor}`;
  return 'end-turn';
}

const MOVE_IDS: Partial<Record<PoolFightEvent['type'], string>> = {
  'firearm.reloaded': 'reload',
  'jam.tried': 'fix',
  'weapon.recovered': 'pick-up',
  'weapon.lit': 'light',
};

/** The moves open now (every choice the machine accepts, readied actions and powers included), the suggested one marked. */
export function moves(s: Snapshot): Move<PoolFightEvent>[] {
  const c = s.context;
  if (s.hasTag('over')) return [];
  if (s.hasTag('ordering'))
    return orderChoices(c).map((m) => ({
      id: m.event.type === 'order.chosen' ? `first-${m.event.first}` : 'roll-order',
      label: m.label,
      event: m.event,
      ...(m.event.type === 'order.rolled' ? { suggested: true } : {}),
    }));
  const roll = rollChoice(s);
  if (roll) return [{ id: 'roll', label: roll.label, event: roll.event, suggested: true }];
  if (!s.hasTag("a group's turn")) return [];
  const open: Move<PoolFightEvent>[] = [];
  for (const [by, f] of c.fighters.entries()) {
    if (f.group !== c.acting || f.hp <= 0 || f.actions === 0) continue;
    const mine = [...choicesFor(c, by), ...moveChoices(c, by)].filter((m) => m.problem === undefined);
    for (const m of mine) {
      const e = m.event;
      const id =
        e.type === 'attack.made'
          ? `${e.thrown ? 'throw' : 'attack'}-${by}-${e.target}`
          : e.type === 'fighter.moved'
            ? `${m.label === 'Close in' ? 'close-in' : m.label === 'Fall back' ? 'fall-back' : e.squares > 0 ? 'move-up' : 'move-down'}-${by}`
            : e.type === 'help.given'
              ? `help-${by}-${e.ally}-${e.target ?? 'jam'}`
              : 'power' in e
                ? `power-${by}-${e.power}`
                : e.type === 'action.readied'
                  ? `ready-${by}`
                  : `${MOVE_IDS[e.type] ?? e.type}-${by}`;
      open.push({ id, label: `${f.name}: ${m.label.charAt(0).toLowerCase()}${m.label.slice(1)}`, event: e });
    }
  }
  for (const [k, m] of triggerChoices(c).entries())
    if (m.problem === undefined) open.push({ id: `trigger-${k}`, label: m.label, event: m.event });
  open.push({ id: 'end-turn', label: `End ${turnOf(groupName(c, c.acting ?? 'party'))}`, event: { type: 'turn.ended' } });
  const suggested = suggestedId(c, open, actingFighter(c));
  return open.map((m) => (m.id === suggested ? { ...m, suggested: true } : m));
}

const healthOf = (f: Fighter) => (f.hp > 0 ? `${f.name} ${f.hp} of ${f.health}` : `${f.name} down`);

/** Where the fight stands, in one plain sentence. */
export function headline(s: Snapshot): string {
  const c = s.context;
  if (s.hasTag('ordering')) return 'Before the fight: the groups roll 1d6 each to see who goes first';
  const health = c.fighters.map(healthOf).join(', ');
  if (s.hasTag('over')) {
    if (c.winner === null) return `Round ${c.round}: no one is left standing`;
    const fates = c.fighters.map((f, i) =>
      f.hp > 0 ? `${f.name} ${f.hp} of ${f.health}` : `${f.name} down after ${c.tally.taken[i] ?? 0} damage`,
    );
    return `${cap(groupName(c, c.winner))} won in round ${c.round}: ${fates.join(', ')}`;
  }
  const p = c.pending;
  if (p?.kind === 'attack') {
    const [mine, theirs] = pendingPools(c);
    const who = `${c.fighters[p.by]!.name} attacks ${c.fighters[p.target]!.name}`;
    return p.stage === 'hit'
      ? `Round ${c.round}: ${who}: ${describePool(mine!.pool)} to hit against ${describePool(theirs!.pool)} dodge; a higher total hits`
      : `Round ${c.round}: ${who} and hits: ${describePool(mine!.pool)} damage against ${describePool(theirs!.pool)} defense; only the difference wounds`;
  }
  if (p) return `Round ${c.round}: ${statusLine(s).split(' · ').pop()}: the roll decides`;
  const actor = actingFighter(c);
  const who =
    actor === undefined || c.fighters[actor]!.actions === 0
      ? 'no actions left'
      : `${c.fighters[actor]!.name} has ${actionWord(c.fighters[actor]!.actions)} left`;
  return `Round ${c.round}, ${turnOf(groupName(c, c.acting ?? 'party'))}: ${who}; ${health}`;
}
