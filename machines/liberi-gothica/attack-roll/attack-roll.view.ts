/**
 * What a view of the exchange shows that depends on the rules: each fighter's state in words,
 * where the table stands and what it waits for, the roll about to be made (for the odds), and
 * the summary once the fight is over. The choices open now are attack-roll.choices.ts. The
 * state is asked by its tags, never named. No DOM here: the widget renders these.
 */
import type { SnapshotFrom } from 'xstate';
import { num, signed, type Why } from '../../core/explain.js';
import type { Move } from '../../core/procedure.js';
import { attackOutcome, defendedBase, isCrippling } from '../attack.js';
import { courseHours, crippledBy, woundBand, type Location } from '../wounds.js';
import type { AttackClass, NextRoll } from './attack-roll.odds.js';
import { ATTACK_ROLL_RULES as R, weaponStats } from './attack-roll.rules.js';
import type { attackRollMachine } from './attack-roll.machine.js';
import { clock } from './attack-roll.rest.js';
import { minionGroups } from './attack-roll.steps.js';
import { reloading } from './attack-roll.reload.js';
import { underWay } from './attack-roll.continuous.js';
import { checkWords } from './attack-roll.treatment.js';
import {
  checkPenalties,
  bleedPerTurn,
  conditionOf,
  damageSpec,
  defenseNow,
  modifierTerms,
  weaponOf,
  woundsOn,
} from './attack-roll.fighters.js';
import { strengthAsked } from './attack-roll.tackle.js';
import {
  LOCATIONS,
  SIDES,
  other,
  type AttackRecord,
  type AttackRollContext,
  type AttackRollEvent,
  type Side,
} from './attack-roll.context.js';
import { choicesNow } from './attack-roll.choices.js';

type Snapshot = Pick<SnapshotFrom<typeof attackRollMachine>, 'context' | 'hasTag'>;

const cost = (n: number) => (n === 1 ? '1 action' : `${n} actions`);

export interface FighterView {
  readonly name: string;
  readonly life: string;
  readonly lifeRatio: number;
  readonly state: string;
  readonly notes: readonly string[];
}

/** A fighter in a line or two: Life, condition, its weapons and defense, and what is in force on it. */
export function fighterView(ctx: AttackRollContext, side: Side): FighterView {
  const f = ctx[side];
  const s = ctx.sides[side];
  const state = conditionOf(ctx, side);
  const notes: string[] = [];
  if (state === 'dead') {
    notes.push(ctx.deathCause ?? 'dead');
  } else {
    const weapons = f.weapons.map((_, i) => weaponOf(ctx, side, i).label);
    notes.push(`Attack ${num(f.attack)}; ${weapons.join(' and ')}${f.reach === 'melee' ? '' : `, ${f.reach}`}`);
    const def = defenseNow(ctx, side);
    const pieces = f.defenses.map((x) => `${x.name ?? x.kind} ${x.protection}${x.reduction !== x.protection ? `/${x.reduction}` : ''}`);
    notes.push(`defense ${num(def.base)} base, ${num(def.total)} total${pieces.length ? ` (${pieces.join(', ')})` : ''}`);
    const r = f.reload;
    if (r)
      notes.push(s.loaded ? `loaded (a reload takes ${cost(r.actions)})` : `not loaded: reload ${reloading(ctx, side)} of ${r.actions}`);
    const ability = underWay(ctx, side, 'ability');
    if (ability) notes.push(`an ability under way: ${ability.done} of ${ability.of} actions`);
    for (const c of s.continuing.filter((x) => x.what === 'treatment'))
      notes.push(
        `giving Treatment to ${ctx[ctx.afflictions[c.wound!]!.on].name}'s ${ctx.afflictions[c.wound!]!.name}: ${c.done} of ${c.of} actions`,
      );
    if (s.delayed) notes.push('one action delayed');
    if (s.prepared.length)
      notes.push(`prepared: ${s.prepared.map((k) => (k === 'move' ? 'a step away' : `a${k === 'attack' ? 'n' : ''} ${k}`)).join(', ')}`);
    if (s.roundPenalty) notes.push(`${num(s.roundPenalty)} to attacks this round`);
    const groups = minionGroups(f);
    groups.forEach((m, i) => {
      const o = s.minionOrders[i];
      const who = groups.length > 1 ? `group ${i + 1}: ` : '';
      notes.push(
        `${who}${m.count} minion${m.count === 1 ? '' : 's'}, Knowledge ${num(m.knowledge)}: ${o ? `following an order of ${o.sentences} sentence${o.sentences === 1 ? '' : 's'} (round ${o.round})` : 'no order yet'}`,
      );
    });
    if (f.natural && !f.weapons.includes('unarmed')) notes.push(`natural attack: ${weaponStats('unarmed', f.size, f.natural).label}`);
    if (s.defending) notes.push(`defending: base ${num(defendedBase(f.baseDefense, true))} until its next turn`);
    if (def.deflecting) notes.push('deflection ready this round');
    if (s.surprised) notes.push('surprised: no active defenses');
    else if (f.awareness !== 'aware') notes.push(`${f.awareness}: no active defenses`);
    if (s.down) notes.push('down: cannot move until it gets up');
    const bleed = bleedPerTurn(ctx, side);
    if (bleed) notes.push(`bleeding ${bleed} Life a turn`);
    if (s.losesTurn) notes.push('winded: loses its next turn');
    if (f.kind === 'minion') notes.push(s.orderLapsed ? 'minion: its order has lapsed' : 'minion: following its order');
    if (f.kind === 'liberi') notes.push('a Liberi: heals with a Foci');
    const down = Object.entries(s.tacksDamage).filter(([, n]) => (n ?? 0) > 0);
    if (down.length) notes.push(`TACKS damage: ${down.map(([t, n]) => `${t} −${n}`).join(', ')} (a point back each day)`);
    for (const { affliction: a, phase: p } of woundsOn(ctx, side)) {
      // While resting, when this stage ends: the sum of the timed stages up to it.
      let end = a.woundedHour;
      for (const q of a.phases) {
        end += q.hours ?? 0;
        if (q === p) break;
      }
      const until = ctx.fightOver && p.hours !== undefined ? `, until ${clock(end)}` : '';
      notes.push(`${a.side ? `${a.side} ${a.location === 'legs' ? 'leg' : 'arm'}: ` : ''}${p.name} (${p.effect}${until})`);
    }
  }
  const words: Record<string, string> = {
    alive: f.life === 0 || f.vitality === 0 ? 'one action a turn' : 'standing',
    unconscious: 'unconscious',
    dead: 'dead',
  };
  return {
    name: f.name,
    life: `Life ${num(f.life)} of ${f.maxLife}`,
    lifeRatio: Math.max(0, Math.min(1, f.life / f.maxLife)),
    state: words[state] ?? state,
    notes,
  };
}

/** One line: where the table stands. */
export function statusLine(snapshot: Snapshot): string {
  const ctx = snapshot.context;
  if (snapshot.hasTag('dead')) return `${ctx[ctx.fallen ?? 'defender'].name} is dead`;
  if (ctx.fightOver) return `Resting: ${clock(ctx.hour)}`;
  const round = ctx.round === 0 ? 'Before round 1' : `Round ${ctx.round}`;
  const turn = ctx.turn ? `, ${ctx[ctx.turn].name}'s turn (${ctx.actionsLeft} left)` : '';
  return `${round}${turn} · ${ctx.distance} ft apart`;
}

/** The roll just made, whether it finished its attack or goes on to damage. */
export function lastAttack(ctx: AttackRollContext): AttackRecord | undefined {
  return ctx.current ?? ctx.attacks.at(-1);
}

/** The summary a reader is shown: once the fight is over (a death, a rest). */
export function summary(snapshot: Pick<Snapshot, 'context'>): readonly Why[] | undefined {
  return fightSummary(snapshot.context);
}

/** Once the fight is over (a death, a rest): what happened, in a few sentences. */
export function fightSummary(ctx: AttackRollContext): readonly Why[] | undefined {
  if (!ctx.fightOver && ctx.fallen === null) return undefined;
  const out: Why[] = [];
  const both = SIDES.filter((by) => ctx.attacks.some((a) => a.by === by));
  for (const by of both.length ? both : (['attacker'] as const)) {
    const mine = ctx.attacks.filter((a) => a.by === by && a.how !== 'tackle');
    const rolled = mine.filter((a) => a.roll);
    const count = (o: string) => rolled.filter((a) => a.roll!.outcome === o).length;
    const lost = mine.reduce((s, a) => s + (a.damage?.lifeLost ?? 0), 0);
    const wounds = mine.filter((a) => a.wound).map((a) => a.wound!.name);
    const tackles = ctx.attacks.filter((a) => a.by === by && a.how === 'tackle');
    const who = both.length > 1 ? `${ctx[by].name}: ` : '';
    const rounds = both.length > 1 && by === 'defender' ? '' : `${ctx.round} round${ctx.round === 1 ? '' : 's'}, `;
    out.push({
      text: `${who}${rounds}${mine.length} attack${mine.length === 1 ? '' : 's'}: ${count('miss')} missed, ${count('glancing')} glancing, ${count('direct')} direct${mine.some((a) => a.how === 'lethal') ? ', and a lethal blow' : ''}${tackles.length ? `; ${tackles.filter((t) => t.tackled).length} of ${tackles.length} tackle${tackles.length === 1 ? '' : 's'} brought the foe down` : ''}. ${ctx[other(by)].name} lost ${lost} Life to them${wounds.length ? `, and took ${wounds.join(', ')}` : ''}.`,
      rule: R.attackRoll,
    });
  }
  if (ctx.fallen) out.push({ text: `${ctx[ctx.fallen].name} died: ${ctx.deathCause}.`, rule: R.death });
  else {
    for (const side of SIDES) {
      const f = ctx[side];
      const lasting = ctx.afflictions
        .filter((a) => a.on === side && courseHours(a.phases) === undefined && a.phases.some((p) => p.permanent))
        .map((a) => a.phases.at(-1)!.name);
      const hurt = f.life < f.maxLife || lasting.length || ctx.afflictions.some((a) => a.on === side);
      if (!hurt && side === 'attacker') continue;
      out.push({
        text: `${clock(ctx.hour)}: ${f.name} stands at Life ${num(f.life)} of ${f.maxLife}${lasting.length ? `; for good: ${lasting.join(', ')}` : ''}.`,
        rule: f.kind === 'liberi' ? R.foci : R.noFoci,
      });
    }
  }
  return out;
}

const LOCATION_CHANCE: Readonly<Record<Location, number>> = { torso: 3 / 6, legs: 1 / 6, arms: 1 / 6, head: 1 / 6 };

/**
 * The roll about to be made, as the rules read it now: for an attack, the class each total
 * of 2d6 gives against the defense now, the damage dice and the Reduction a glancing blow
 * meets; for damage, the dice and the Reduction; for a wound, where it may land. The odds
 * module (attack-roll.odds.ts, loaded when a reader asks for the odds) weighs these.
 */
export function nextRoll(ctx: AttackRollContext): NextRoll | undefined {
  const plan = ctx.queue[0];
  if (!plan) return undefined;
  const defense = defenseNow(ctx, other(plan.by));
  const reduction = defense.reduction.passive + defense.reduction.active;
  if (ctx.stage === 'attack') {
    const modifier = modifierTerms(ctx, plan).reduce((sum, t) => sum + t.value, 0);
    const classes = Array.from({ length: 11 }, (_, i): AttackClass => {
      const result = i + 2 + modifier;
      const outcome = attackOutcome(result, defense.base, defense.total);
      if (outcome === 'miss') return 'miss';
      if (outcome === 'glancing') return defense.deflecting ? 'deflected' : 'glancing';
      return isCrippling(result, defense.total) ? 'crippling' : 'hit';
    });
    return {
      kind: 'attack',
      question: `The attack roll: 2d6${modifier === 0 ? '' : ` ${signed(modifier)}`} against base defense ${defense.base} and total defense ${defense.total}`,
      rule: R.attackRoll,
      classes,
      damage: damageSpec(ctx, plan),
      reduction,
    };
  }
  if (ctx.stage === 'damage' && ctx.current?.roll) {
    const glancing = ctx.current.roll.outcome === 'glancing';
    return {
      kind: 'damage',
      question: glancing ? 'Life lost to this glancing blow, after Reduction' : 'Life lost to this direct hit',
      rule: glancing ? R.reduction : R.damage,
      damage: damageSpec(ctx, plan),
      reduction: glancing ? reduction : 0,
    };
  }
  if (ctx.stage === 'wound' && ctx.current?.damage) {
    const dealt = ctx.current.damage.dealt;
    return {
      kind: 'wound',
      question: `Where the wound lands (1d6), with ${dealt} damage`,
      rule: R.location,
      outcomes: LOCATIONS.map((loc) => ({
        id: loc,
        label: `${loc[0]!.toUpperCase()}${loc.slice(1)}: ${loc === 'head' && woundBand(dealt) === 1 ? 'Lost eye or ear' : crippledBy(loc, dealt, 1).name}`,
        p: LOCATION_CHANCE[loc],
      })),
    };
  }
  return undefined;
}

/** What the table waits for now, in one sentence: the heading of the current step. */
export function stepPrompt(snapshot: Snapshot): string {
  const ctx = snapshot.context;
  const plan = ctx.queue[0];
  if (snapshot.hasTag('between rounds')) {
    const held = SIDES.find((s) => ctx.sides[s].delayed);
    return ctx.round === 0
      ? 'Who acts first? The initiative cards decide.'
      : `Round ${ctx.round} is over${held ? `, but ${ctx[held].name} still holds a delayed action` : ''}. Who acts first next?`;
  }
  if (snapshot.hasTag("attacker's turn") || snapshot.hasTag("defender's turn")) {
    const side = ctx.turn ?? 'attacker';
    return `${ctx[side].name}'s turn: ${ctx.actionsLeft} action${ctx.actionsLeft === 1 ? '' : 's'} left.`;
  }
  if (snapshot.hasTag('attack roll') && plan) {
    const { base, total } = defenseNow(ctx, other(plan.by));
    const which =
      plan.of > 1
        ? `Attack ${plan.n} of ${plan.of}`
        : plan.how === 'ram'
          ? 'The ram'
          : plan.how === 'prepared'
            ? 'The prepared attack'
            : plan.how === 'delayed'
              ? 'The delayed attack'
              : plan.how === 'charge'
                ? 'The charge'
                : 'The attack';
    const by = plan.by === 'defender' ? ` by ${ctx[plan.by].name}` : '';
    const weapon = plan.how === 'ram' ? '' : ` with a ${weaponOf(ctx, plan.by, plan.weapon).label}`;
    return `${which}${by}${weapon}: roll 2d6, to beat base defense ${num(base)} (glancing) or total defense ${num(total)} (direct).`;
  }
  if (snapshot.hasTag('damage roll')) {
    const roll = ctx.current?.roll;
    return roll?.outcome === 'glancing' ? 'A glancing blow: roll the damage; Reduction will soak some.' : 'A direct hit: roll the damage.';
  }
  if (snapshot.hasTag('wound roll'))
    return `A crippling wound: roll where it lands (1d6), with ${ctx.current?.damage?.dealt ?? 0} damage on the chart.`;
  if (snapshot.hasTag('endure check')) {
    const target = other(ctx.current?.by ?? 'attacker');
    return `The blow is meant to kill: ${ctx[target].name} makes an Endure check${checkPenalties(ctx, target)} (the LM rolls it). Did it pass?`;
  }
  if (snapshot.hasTag('strength check') && plan) return strengthAsked(ctx, plan).text;
  if (snapshot.hasTag('treatment check') && ctx.treating) {
    const a = ctx.afflictions[ctx.treating.wound]!;
    const whose = a.on === ctx.treating.by ? 'its own' : `${ctx[a.on].name}'s`;
    return `${ctx[ctx.treating.by].name} has spent the Treatment's ${a.treatment?.actions ?? 2} actions on ${whose} ${a.name}: the LM makes ${checkWords(a).replace(/, \d+ actions$/, '')}${checkPenalties(ctx, ctx.treating.by)}. Did it pass?`;
  }
  if (snapshot.hasTag('resting')) {
    const bleeding = SIDES.find((s) => bleedPerTurn(ctx, s) > 0);
    const hurt = SIDES.filter((s) => ctx[s].life < ctx[s].maxLife).map((s) => ctx[s].name);
    return bleeding
      ? `${ctx[bleeding].name} is still bleeding: give Treatment before resting.`
      : `${hurt.length ? hurt.join(' and ') : 'Both'} rest${hurt.length === 1 ? 's' : ''}: ${clock(ctx.hour)}.`;
  }
  if (snapshot.hasTag('healed')) {
    // Who had anything to heal: Life lost to the other's blows or to its own ram, a wound, TACKS damage.
    const hurt = SIDES.filter(
      (s) =>
        ctx.afflictions.some((a) => a.on === s) ||
        ctx.attacks.some((a) => (a.by === other(s) && (a.damage?.lifeLost ?? 0) > 0) || (a.by === s && (a.damage?.rammerTakes ?? 0) > 0)) ||
        Object.keys(ctx[s].tacksDamage ?? {}).length > 0,
    );
    return `${hurt.length === 1 ? `${ctx[hurt[0]!].name} has` : 'Both have'} healed by ${clock(ctx.hour)}.`;
  }
  return `${ctx[ctx.fallen ?? 'defender'].name} is dead. The soul lingers a few rounds before it passes on.`;
}

// ---------------------------------------------------------------------------------------
// What a reader may do now, and which move a learner should press

/** The turn's less common actions: left to the widget's "More actions", not offered as moves. */
const UNCOMMON: ReadonlySet<AttackRollEvent['type']> = new Set([
  'tackle.made',
  'ram.made',
  'action.delayed',
  'action.prepared',
  'skill.used',
]);

/** A move's id: its event in a word or two ('attack-one', 'round-attacker', 'treat-0'). */
function moveId(e: AttackRollEvent): string {
  switch (e.type) {
    case 'round.begun':
      return `round-${e.first}`;
    case 'attack.made':
    case 'charge.made':
    case 'delayed.taken':
      return `${e.type.split('.')[0]}-${e.weapons}`;
    case 'attacker.moved':
    case 'defender.moved':
      return `move-${e.direction}`;
    case 'endure.checked':
    case 'strength.checked':
      return `${e.type.split('.')[0]}-${e.passed ? 'passed' : 'failed'}`;
    case 'treatment.worked':
      return `treat-${e.wound}`;
    case 'treatment.given':
      return `treatment-${e.passed ? 'passed' : 'failed'}`;
    case 'time.passed':
      return `rest-${e.hours}`;
    default:
      return e.type.replace('.', '-');
  }
}

/** A fighter that can no longer fight: unconscious or dead. */
const outOfTheFight = (ctx: AttackRollContext, side: Side) => conditionOf(ctx, side) !== 'alive';

/**
 * The move a learner should press, by the teaching's rule for an exchange. Between rounds:
 * a delayed attack still held is taken before the round ends; once either fighter is out of
 * the fight (unconscious or dead), the fight is ended; else the round begins, the first
 * fighter acting first. In a turn: a weapon that must be reloaded is reloaded; a foe already
 * out of the fight is left be (end the turn); else attack while in reach, charge (a Move and
 * an Attack at +2) when the foe is too far to strike but near enough, step closer when not,
 * and end the turn once the actions are spent. A roll is rolled; a check the LM makes is
 * taken as passed. Which fighter is in its turn does not matter: both fight the same way.
 */
function suggestedId(snapshot: Snapshot, open: readonly Move<AttackRollEvent>[]): string | undefined {
  const ctx = snapshot.context;
  const has = (id: string) => open.some((m) => m.id === id);
  const first = (...ids: string[]) => ids.find(has);
  if (snapshot.hasTag('between rounds')) {
    if (has('delayed-one')) return 'delayed-one';
    if (SIDES.some((s) => outOfTheFight(ctx, s))) return first('fight-ended', 'round-attacker');
    return first('round-attacker', 'round-defender', 'fight-ended');
  }
  const side = ctx.turn;
  if (side && (snapshot.hasTag("attacker's turn") || snapshot.hasTag("defender's turn"))) {
    if (outOfTheFight(ctx, other(side))) return 'turn-ended';
    return first('reload-worked', 'attack-one', 'charge-one', 'move-toward', 'turn-ended');
  }
  return first('attack-rolled', 'damage-rolled', 'wound-rolled', 'endure-passed', 'strength-passed', 'treatment-passed') ?? open[0]?.id;
}

/**
 * The moves open now, the one a learner should press marked: every choice the rules allow
 * now but the turn's less common actions (a tackle, a ram, a delay, a prepared action, a
 * skill, the lethal blow and an ability, which need choices of their own). None once the
 * table is over: a death, or the fight ended (the rest that follows is the reader's to play,
 * a day at a time, but the exchange itself has ended).
 */
export function moves(snapshot: Snapshot): Move<AttackRollEvent>[] {
  if (snapshot.hasTag('over') || snapshot.hasTag('resting')) return [];
  const open: Move<AttackRollEvent>[] = choicesNow(snapshot)
    .filter((c) => c.problem === undefined && !UNCOMMON.has(c.event.type))
    .map((c) => ({ id: moveId(c.event), label: c.label, event: c.event }));
  const suggested = suggestedId(snapshot, open);
  return open.map((m) => (m.id === suggested ? { ...m, suggested: true } : m));
}

/** Where the table stands, in one plain sentence. */
export function headline(snapshot: Snapshot): string {
  const ctx = snapshot.context;
  const life = (s: Side) => `${ctx[s].name} at Life ${num(ctx[s].life)} of ${ctx[s].maxLife}`;
  const both = `${life('attacker')}, ${life('defender')}`;
  if (snapshot.hasTag('dead')) {
    const fallen = ctx.fallen ?? 'defender';
    return `${ctx[fallen].name} is dead after ${ctx.round} round${ctx.round === 1 ? '' : 's'}; ${life(other(fallen))}`;
  }
  if (ctx.fightOver) {
    const down = SIDES.find((s) => outOfTheFight(ctx, s));
    const end = down ? `${ctx[down].name} is ${conditionOf(ctx, down)}` : 'both still stand';
    return `The fight is over after ${ctx.round} round${ctx.round === 1 ? '' : 's'}: ${end}; ${both}`;
  }
  if (ctx.round === 0) return `Before round 1: ${both}, ${ctx.distance} ft apart`;
  const plan = ctx.queue[0];
  if (snapshot.hasTag('resolving an attack') && plan)
    return `Round ${ctx.round}: ${ctx[plan.by].name} strikes at ${ctx[other(plan.by)].name}; ${both}`;
  if (ctx.turn)
    return `Round ${ctx.round}: ${ctx[ctx.turn].name}'s turn, ${ctx.actionsLeft} action${ctx.actionsLeft === 1 ? '' : 's'} left; ${both}`;
  return `End of round ${ctx.round}: ${both}`;
}
