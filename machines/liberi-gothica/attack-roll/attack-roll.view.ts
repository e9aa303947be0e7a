/**
 * What a view of the exchange shows that depends on the rules: the choices open now (each
 * with the reason it is refused, if it is), each fighter's state in words, where the table
 * stands and what it waits for, and the summary once the fight is over. The state is asked
 * by its tags, never named. No DOM here: the widget renders these.
 */
import type { SnapshotFrom } from 'xstate';
import { num, signed, type Why } from '../../core/explain.js';
import { attackOutcome, defendedBase, isCrippling } from '../attack.js';
import { courseHours, crippledBy, woundBand, type Location } from '../wounds.js';
import type { AttackClass, NextRoll } from './attack-roll.odds.js';
import { ACTION_COST, ATTACK_ROLL_RULES as R, CHARGE_BONUS, MAX_ORDER_SENTENCES } from './attack-roll.rules.js';
import type { attackRollMachine } from './attack-roll.machine.js';
import { clock, restProblem } from './attack-roll.rest.js';
import { treatmentProblem } from './attack-roll.treatment.js';
import { orderProblem } from './attack-roll.orders.js';
import { blowProblem } from './attack-roll.lethal-blow.js';
import { delayedProblem, delayProblem, prepareProblem } from './attack-roll.delayed-and-prepared.js';
import { attackProblem, chargeProblem } from './attack-roll.attacks.js';
import { ramProblem } from './attack-roll.ram.js';
import { defendProblem, deflectProblem, moveProblem, roundProblem } from './attack-roll.turns.js';
import { reloadProblem } from './attack-roll.reload.js';
import { bleedPerTurn, conditionOf, damageSpec, defenseNow, modifierTerms, phasesNow, speedOf, weaponOf } from './attack-roll.fighters.js';
import {
  LOCATIONS,
  REST_STEPS,
  type AttackRecord,
  type AttackRollContext,
  type AttackRollEvent,
  type Side,
} from './attack-roll.context.js';

type Snapshot = Pick<SnapshotFrom<typeof attackRollMachine>, 'context' | 'hasTag'>;

export interface Choice {
  readonly event: AttackRollEvent;
  readonly label: string;
  /** Why the rules refuse it now, if they do. */
  readonly problem: string | undefined;
  readonly primary?: boolean;
}

const cost = (n: number) => (n === 1 ? '1 action' : `${n} actions`);

/** The acting side's choices this step, each with its refusal reason. */
export function choicesNow(snapshot: Snapshot): Choice[] {
  const ctx = snapshot.context;
  const a = ctx.attacker;
  const d = ctx.defender;
  if (snapshot.hasTag('between rounds')) {
    const round = ctx.round + 1;
    const out: Choice[] = [
      {
        event: { type: 'round.begun', first: 'attacker' },
        label: `Round ${round}: ${a.name} first`,
        problem: roundProblem(ctx, 'attacker'),
        primary: true,
      },
      {
        event: { type: 'round.begun', first: 'defender' },
        label: `Round ${round}: ${d.name} first`,
        problem: roundProblem(ctx, 'defender'),
      },
    ];
    if (ctx.delayed)
      out.unshift({
        event: { type: 'delayed.taken', weapons: 'one' },
        label: 'Take the delayed attack',
        problem: delayedProblem(ctx, 'one'),
        primary: true,
      });
    out.push({ event: { type: 'fight.ended' }, label: 'End the fight and rest', problem: undefined });
    return out;
  }
  if (snapshot.hasTag("attacker's turn")) {
    const many = a.weapons.length > 1;
    const reload: Choice[] = a.reload
      ? [
          {
            event: { type: 'reload.worked' },
            label: `Reload (${cost(ACTION_COST.reload)})`,
            problem: reloadProblem(ctx),
            primary: !ctx.loaded,
          },
        ]
      : [];
    return [
      ...reload,
      {
        event: { type: 'attack.made', weapons: 'one' },
        label: `Attack (${cost(ACTION_COST.attack)})`,
        problem: attackProblem(ctx, 'one'),
        primary: ctx.loaded,
      },
      ...(many
        ? [
            {
              event: { type: 'attack.made', weapons: 'all' } as AttackRollEvent,
              label: `Attack with all ${a.weapons.length} weapons`,
              problem: attackProblem(ctx, 'all'),
            },
          ]
        : []),
      {
        event: { type: 'charge.made', weapons: 'one' },
        label: `Charge, +${CHARGE_BONUS} (${cost(ACTION_COST.charge)})`,
        problem: chargeProblem(ctx, 'one'),
      },
      { event: { type: 'ram.made' }, label: `Ram (${cost(ACTION_COST.ram)})`, problem: ramProblem(ctx) },
      {
        event: { type: 'attacker.moved', direction: 'toward' },
        label: `Move closer (${speedOf(ctx, 'attacker')} ft)`,
        problem: moveProblem(ctx, 'attacker', 'toward'),
      },
      {
        event: { type: 'attacker.moved', direction: 'away' },
        label: `Move away (${speedOf(ctx, 'attacker')} ft)`,
        problem: moveProblem(ctx, 'attacker', 'away'),
      },
      { event: { type: 'action.delayed' }, label: 'Delay an action', problem: delayProblem(ctx) },
      { event: { type: 'action.prepared' }, label: 'Prepare an attack', problem: prepareProblem(ctx) },
      ...orderChoices(ctx),
      { event: { type: 'turn.ended' }, label: 'End turn', problem: undefined },
    ];
  }
  if (snapshot.hasTag("defender's turn")) {
    return [
      { event: { type: 'defense.readied' }, label: 'Defend, +2', problem: defendProblem(ctx), primary: true },
      { event: { type: 'deflection.prepared' }, label: 'Prepare a deflection', problem: deflectProblem(ctx) },
      {
        event: { type: 'defender.moved', direction: 'toward' },
        label: `Move closer (${speedOf(ctx, 'defender')} ft)`,
        problem: moveProblem(ctx, 'defender', 'toward'),
      },
      {
        event: { type: 'defender.moved', direction: 'away' },
        label: `Move away (${speedOf(ctx, 'defender')} ft)`,
        problem: moveProblem(ctx, 'defender', 'away'),
      },
      { event: { type: 'turn.ended' }, label: 'End turn', problem: undefined },
    ];
  }
  if (snapshot.hasTag('attack roll'))
    return [{ event: { type: 'attack.rolled' }, label: 'Roll to hit (2d6)', problem: undefined, primary: true }];
  if (snapshot.hasTag('damage roll')) {
    const dice = ctx.current?.how === 'ram' ? 'the ram' : weaponOf(ctx, ctx.queue[0]?.weapon ?? 0).label.replace(/^.*\((.*?)[;)].*$/, '$1');
    return [{ event: { type: 'damage.rolled' }, label: `Roll damage (${dice})`, problem: undefined, primary: true }];
  }
  if (snapshot.hasTag('wound roll'))
    return [{ event: { type: 'wound.rolled' }, label: 'Roll the wound (1d6)', problem: undefined, primary: true }];
  if (snapshot.hasTag('endure check')) {
    return [
      { event: { type: 'endure.checked', passed: true }, label: 'Endure check passed', problem: undefined },
      { event: { type: 'endure.checked', passed: false }, label: 'Endure check failed', problem: undefined },
    ];
  }
  if (snapshot.hasTag('resting')) {
    return REST_STEPS.map((hours, i) => ({
      event: { type: 'time.passed', hours } as AttackRollEvent,
      label: hours === 4 ? 'Rest 4 hours' : hours === 24 ? 'Rest a day' : 'Rest a week',
      problem: restProblem(ctx, hours),
      ...(i === 0 ? { primary: true } : {}),
    }));
  }
  return [];
}

/**
 * Orders to the attacker's minions (Command, 1 action each): one choice per length up to one
 * sentence past what their Knowledge grasps, so the limit shows as a refused choice.
 */
function orderChoices(ctx: AttackRollContext): Choice[] {
  const m = ctx.attacker.minions;
  if (!m) return [];
  const longest = Math.min(MAX_ORDER_SENTENCES, Math.max(1, m.knowledge + 1));
  return Array.from({ length: longest }, (_, i) => ({
    event: { type: 'order.given', sentences: i + 1 } as AttackRollEvent,
    label: `Order of ${i + 1} sentence${i ? 's' : ''} (${cost(ACTION_COST.command)})`,
    problem: orderProblem(ctx, i + 1),
  }));
}

/** A lethal blow's choices (where, and whether meant to kill): the refusal is the same for all. */
export function lethalBlowProblem(ctx: AttackRollContext): string | undefined {
  return blowProblem(ctx, LOCATIONS[0], false);
}

export interface TreatmentChoice {
  readonly wound: number;
  readonly name: string;
  readonly check: string;
  readonly problem: string | undefined;
}

/** The wounds a Treatment check could help now. */
export function treatmentsNow(ctx: AttackRollContext): TreatmentChoice[] {
  if (!ctx.fightOver) return [];
  return ctx.afflictions.flatMap((a, i) => {
    if (!a.treatment || a.treated) return [];
    const problem = treatmentProblem(ctx, i, true);
    if (problem && /too late/.test(problem)) return [];
    const t = a.treatment;
    return [
      {
        wound: i,
        name: a.name,
        check: `Treatment check${t.penalty ? ` at ${t.penalty < 0 ? '−' : '+'}${Math.abs(t.penalty)}` : ''}, ${t.actions} actions`,
        problem,
      },
    ];
  });
}

export interface FighterView {
  readonly name: string;
  readonly life: string;
  readonly lifeRatio: number;
  readonly state: string;
  readonly notes: readonly string[];
}

/** A fighter in a line or two: Life, condition, and what is in force on them. */
export function fighterView(ctx: AttackRollContext, side: Side): FighterView {
  const f = ctx[side];
  const state = conditionOf(ctx, side);
  const notes: string[] = [];
  if (state === 'dead') {
    notes.push(ctx.deathCause ?? 'dead');
  } else if (side === 'attacker') {
    const weapons = f === ctx.attacker ? ctx.attacker.weapons.map((_, i) => weaponOf(ctx, i).label) : [];
    notes.push(
      `Attack ${num(ctx.attacker.attack)}; ${weapons.join(' and ')}${ctx.attacker.reach === 'melee' ? '' : `, ${ctx.attacker.reach}`}`,
    );
    const r = ctx.attacker.reload;
    if (r) notes.push(ctx.loaded ? `loaded (a reload takes ${cost(r.actions)})` : `not loaded: reload ${ctx.reloading} of ${r.actions}`);
    if (ctx.delayed) notes.push('one action delayed');
    if (ctx.prepared) notes.push(`${ctx.prepared} attack${ctx.prepared > 1 ? 's' : ''} prepared`);
    if (ctx.roundPenalty) notes.push(`${num(ctx.roundPenalty)} to attacks this round`);
    const m = ctx.attacker.minions;
    if (m) {
      const o = ctx.minionOrder;
      notes.push(
        `${m.count} minion${m.count === 1 ? '' : 's'}, Knowledge ${num(m.knowledge)}: ${o ? `following an order of ${o.sentences} sentence${o.sentences === 1 ? '' : 's'} (round ${o.round})` : 'no order yet'}`,
      );
    }
  } else {
    const def = defenseNow(ctx);
    const pieces = ctx.defender.defenses.map(
      (x) => `${x.name ?? x.kind} ${x.protection}${x.reduction !== x.protection ? `/${x.reduction}` : ''}`,
    );
    notes.push(`defense ${num(def.base)} base, ${num(def.total)} total${pieces.length ? ` (${pieces.join(', ')})` : ''}`);
    if (ctx.defending) notes.push(`defending: base ${num(defendedBase(ctx.defender.baseDefense, true))} until its next turn`);
    if (def.deflecting) notes.push('deflection ready this round');
    if (ctx.surprised) notes.push('surprised: no active defenses');
    else if (ctx.defender.awareness !== 'aware') notes.push(`${ctx.defender.awareness}: no active defenses`);
    const bleed = bleedPerTurn(ctx);
    if (bleed) notes.push(`bleeding ${bleed} Life a turn`);
    if (ctx.losesTurn) notes.push('winded: loses its next turn');
    if (ctx.defender.kind === 'minion') notes.push(ctx.orderLapsed ? 'minion: its order has lapsed' : 'minion: following its order');
    if (ctx.defender.kind === 'liberi') notes.push('a Liberi: heals with a Foci');
    const phases = phasesNow(ctx);
    ctx.afflictions.forEach((a, i) => {
      const p = phases[i];
      if (!p) return;
      // While resting, when this stage ends: the sum of the timed stages up to it.
      let end = a.woundedHour;
      for (const q of a.phases) {
        end += q.hours ?? 0;
        if (q === p) break;
      }
      const until = ctx.fightOver && p.hours !== undefined ? `, until ${clock(end)}` : '';
      notes.push(`${a.side ? `${a.side} ${a.location === 'legs' ? 'leg' : 'arm'}: ` : ''}${p.name} (${p.effect}${until})`);
    });
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
  const rolled = ctx.attacks.filter((a) => a.roll);
  const count = (o: string) => rolled.filter((a) => a.roll!.outcome === o).length;
  const lost = ctx.attacks.reduce((s, a) => s + (a.damage?.lifeLost ?? 0), 0);
  const wounds = ctx.attacks.filter((a) => a.wound).map((a) => a.wound!.name);
  const out: Why[] = [
    {
      text: `${ctx.round} round${ctx.round === 1 ? '' : 's'}, ${ctx.attacks.length} attack${ctx.attacks.length === 1 ? '' : 's'}: ${count('miss')} missed, ${count('glancing')} glancing, ${count('direct')} direct${ctx.attacks.some((a) => a.how === 'lethal') ? ', and a lethal blow' : ''}. ${ctx.defender.name} lost ${lost} Life to them${wounds.length ? `, and took ${wounds.join(', ')}` : ''}.`,
      rule: R.attackRoll,
    },
  ];
  if (ctx.fallen) out.push({ text: `${ctx[ctx.fallen].name} died: ${ctx.deathCause}.`, rule: R.death });
  else {
    const lasting = ctx.afflictions
      .filter((a) => courseHours(a.phases) === undefined && a.phases.some((p) => p.permanent))
      .map((a) => a.phases.at(-1)!.name);
    const d = ctx.defender;
    out.push({
      text: `${clock(ctx.hour)}: ${d.name} stands at Life ${num(d.life)} of ${d.maxLife}${lasting.length ? `; for good: ${lasting.join(', ')}` : ''}.`,
      rule: d.kind === 'liberi' ? R.foci : R.noFoci,
    });
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
  const defense = defenseNow(ctx);
  const reduction = defense.reduction.passive + defense.reduction.active;
  if (ctx.stage === 'attack' && plan) {
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
  if (ctx.stage === 'damage' && plan && ctx.current?.roll) {
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
    return ctx.round === 0
      ? 'Who acts first? The initiative cards decide.'
      : `Round ${ctx.round} is over${ctx.delayed ? `, but ${ctx.attacker.name} still holds a delayed action` : ''}. Who acts first next?`;
  }
  if (snapshot.hasTag("attacker's turn") || snapshot.hasTag("defender's turn")) {
    const side = ctx.turn ?? 'attacker';
    return `${ctx[side].name}'s turn: ${ctx.actionsLeft} action${ctx.actionsLeft === 1 ? '' : 's'} left.`;
  }
  if (snapshot.hasTag('attack roll') && plan) {
    const { base, total } = defenseNow(ctx);
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
    const weapon = plan.how === 'ram' ? '' : ` with a ${weaponOf(ctx, plan.weapon).label}`;
    return `${which}${weapon}: roll 2d6, to beat base defense ${num(base)} (glancing) or total defense ${num(total)} (direct).`;
  }
  if (snapshot.hasTag('damage roll')) {
    const roll = ctx.current?.roll;
    return roll?.outcome === 'glancing' ? 'A glancing blow: roll the damage; Reduction will soak some.' : 'A direct hit: roll the damage.';
  }
  if (snapshot.hasTag('wound roll'))
    return `A crippling wound: roll where it lands (1d6), with ${ctx.current?.damage?.dealt ?? 0} damage on the chart.`;
  if (snapshot.hasTag('endure check'))
    return `The blow is meant to kill: ${ctx.defender.name} makes an Endure check (the LM rolls it). Did it pass?`;
  if (snapshot.hasTag('resting')) {
    const bleeding = bleedPerTurn(ctx) > 0;
    return bleeding
      ? `${ctx.defender.name} is still bleeding: give Treatment before resting.`
      : `${ctx.defender.name} rests: ${clock(ctx.hour)}.`;
  }
  if (snapshot.hasTag('healed')) return `${ctx.defender.name} has healed by ${clock(ctx.hour)}.`;
  return `${ctx[ctx.fallen ?? 'defender'].name} is dead. The soul lingers a few rounds before it passes on.`;
}
