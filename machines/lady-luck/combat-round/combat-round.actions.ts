/**
 * A turn's actions in the combat round, each a pure function of the context with the reason
 * one is refused (`…Problem`): declaring an action and its roll (or the GM's word), what a
 * success does to the bodies, a PC's Injury and Resilience rolls after a hit, and moving,
 * standing up, picking up a weapon and surfacing for air.
 */
import { formatSum, num, signed, type Why } from '../../core/explain.js';
import {
  EQUIPMENT_RANGE,
  INJURY_APTITUDES,
  RESILIENCE_APTITUDES,
  fatigueThreshold,
  injuryThreshold,
  isEquipmentModifier,
  judgeCheck,
  moveProblem as areaMoveProblem,
  npcTakesFatigue,
  npcTakesInjury,
} from '../check.js';
import { adjacency, fits } from '../area-map.js';
import {
  ACTIONS,
  COMBAT_ROUND_RULES as R,
  THRESHOLD_RANGE,
  actionProblem,
  actionRoll,
  actionRow,
  actionRule,
  againstDefense,
  isAttack,
  isHoldAction,
  modifierOf,
  placeName,
  rollWords,
  weaponOf,
  type Action,
  type Fighter,
} from './combat-round.rules.js';
import type { CombatRoundContext, Declared, PendingWound } from './combat-round.context.js';
import {
  actingFighter,
  asCreature,
  bodyRoll,
  d6,
  fall,
  fighterById,
  injuriesWord,
  letGo,
  once,
  tell,
  waterOf,
  withFighter,
} from './combat-round.steps.js';

// ---- declaring and rolling an action --------------------------------------------------

const isAction = (a: unknown): a is Action => typeof a === 'string' && (ACTIONS as readonly string[]).includes(a);

/** Why this action cannot be declared now, or undefined when it can. */
export function declareProblem(
  ctx: CombatRoundContext,
  action: unknown,
  target: unknown,
  threshold: unknown,
  equipment?: unknown,
): string | undefined {
  const actor = actingFighter(ctx);
  if (!actor) return 'it is nobody’s turn';
  if (!isAction(action)) return 'that is not an action the rules name';
  if (ctx.actionsLeft < 1) return `${actor.name} has no action left this turn`;
  if (equipment !== undefined && !isEquipmentModifier(equipment))
    return `equipment adds a whole number from ${num(EQUIPMENT_RANGE.min)} to +${EQUIPMENT_RANGE.max}`;
  if (!againstDefense(action)) {
    if (
      typeof threshold !== 'number' ||
      !Number.isInteger(threshold) ||
      threshold < THRESHOLD_RANGE.min ||
      threshold > THRESHOLD_RANGE.max
    ) {
      return `a check needs the GM's threshold, a whole number from ${THRESHOLD_RANGE.min} to ${THRESHOLD_RANGE.max}`;
    }
    return undefined;
  }
  const targetId = isHoldAction(action) ? null : typeof target === 'string' ? target : null;
  return actionProblem(ctx.map, ctx.fighters, actor.id, action, targetId);
}

/** NPC against NPC with no PC in it: the GM decides, no die (the combat page's ruling). */
function gmDecides(ctx: CombatRoundContext, actor: Fighter, action: Action, targetId: string | null): boolean {
  if (actor.kind !== 'npc') return false;
  const other = isHoldAction(action) ? fighterById(ctx, actor.grappledBy) : fighterById(ctx, targetId);
  return other !== undefined && other.kind === 'npc';
}

export function declareAction(
  ctx: CombatRoundContext,
  action: Action,
  target: string | undefined,
  threshold: number | undefined,
  equipment = 0,
): CombatRoundContext {
  const actor = actingFighter(ctx)!;
  const targetId = againstDefense(action) && !isHoldAction(action) ? (target ?? null) : null;
  const roll = actionRoll(ctx.map, ctx.fighters, actor.id, action, targetId, threshold ?? 0, equipment);
  const gm = gmDecides(ctx, actor, action, targetId);
  const row = actionRow(action);
  const targetName = fighterById(ctx, targetId)?.name;
  const declared: Declared = {
    actor: actor.id,
    action,
    target: targetId,
    terms: roll.terms,
    threshold: roll.threshold,
    against: roll.against,
    gmDecides: gm,
  };
  const why: Why[] = [
    {
      text: `${actor.name} declares ${row.label.toLowerCase()}${targetName ? ` on ${targetName}` : ''} (1 action): ${rollWords(roll.terms)} against ${roll.against}.`,
      rule: actionRule(action),
    },
  ];
  if (equipment !== 0)
    why.push({
      text: `${actor.name}'s equipment adds ${signed(equipment)}, as the table says: a modifier on top of the aptitudes.`,
      rule: R.equipment,
    });
  if (roll.terms.some((t) => t.label === 'on the ground')) why.push({ text: `${actor.name} is on the ground: −2.`, rule: R.ground });
  if (roll.terms.some((t) => t.label.startsWith('target down')))
    why.push({
      text: `${targetName} is on the ground: +1 from the same Area, −1 a ranged attack for each Area away.`,
      rule: R.groundRuling,
    });
  if (roll.terms.some((t) => /light$|darkness|fog/.test(t.label)) || /shroud/.test(roll.against)) {
    why.push({ text: 'The Areas add their light, fog and cover.', rule: againstDefense(action) ? R.areaModifiers : R.checkAreas });
  }
  if (row.skill && row.aptitudes.length === 3)
    why.push({ text: `${row.label} names three basic aptitudes and a skill: the skill is not one of the three.`, rule: R.skills });
  if (gm) why.push({ text: 'Two NPCs and no PC: the GM decides how it goes instead of rolling.', rule: R.npcAgainstNpc });
  return tell({ ...ctx, declared, actionsLeft: ctx.actionsLeft - 1 }, why);
}

/** What a success does to the bodies, and its sentences. Pure. */
function applySuccess(ctx: CombatRoundContext, d: Declared): { ctx: CombatRoundContext; why: Why[] } {
  const actor = fighterById(ctx, d.actor)!;
  const target = fighterById(ctx, d.target);
  const why: Why[] = [];
  switch (d.action) {
    case 'melee':
    case 'throw':
    case 'ranged': {
      const t = target!;
      const weapon = weaponOf(actor);
      if (t.kind === 'npc') {
        let next = ctx;
        if (weapon.itm !== null) {
          const hurt = npcTakesInjury(t.injuries, t.injuryLimit);
          if (hurt.dead) {
            next = fall(next, t.id, 'dead');
            why.push({
              text: `${t.name} is an NPC: no roll. The Injury is one past its limit of ${t.injuryLimit}: ${t.name} dies.`,
              rule: R.npcLimit,
            });
            return { ctx: next, why };
          }
          next = withFighter(next, t.id, { injuries: hurt.injuries });
          why.push({
            text: `${t.name} is an NPC: no roll, it takes the Injury (${injuriesWord(hurt.injuries)}, limit ${t.injuryLimit}).`,
            rule: R.npcs,
          });
        }
        if (weapon.ftm !== null) {
          const tired = npcTakesFatigue(fighterById(next, t.id)!.fatigue, t.fatigueLimit);
          if (tired.unconscious) {
            next = fall(next, t.id, 'unconscious');
            why.push({
              text: `${t.name} takes the Fatigue outright, one past its limit of ${t.fatigueLimit}: knocked unconscious.`,
              rule: R.npcLimit,
            });
          } else {
            next = withFighter(next, t.id, { fatigue: tired.fatigue });
            why.push({
              text: `${t.name} is an NPC: it takes the Fatigue outright (Fatigue ${tired.fatigue}, limit ${t.fatigueLimit}).`,
              rule: R.npcs,
            });
          }
        }
        return { ctx: next, why };
      }
      const wounds: PendingWound[] = [];
      if (weapon.itm !== null) wounds.push({ target: t.id, kind: 'injury', modifier: weapon.itm, weapon: weapon.name });
      if (weapon.ftm !== null) wounds.push({ target: t.id, kind: 'fatigue', modifier: weapon.ftm, weapon: weapon.name });
      const rolls = wounds.map((w) =>
        w.kind === 'injury' ? `an Injury roll (ITM ${num(w.modifier)})` : `a Resilience roll (FTM ${num(w.modifier)})`,
      );
      why.push({ text: `${t.name} is a PC: the ${weapon.name} calls for ${rolls.join(', then ')}.`, rule: R.injuries });
      if (wounds.length > 1) why.push({ text: 'With both, the Injury roll comes first.', rule: R.bothRolls });
      return { ctx: { ...ctx, wounds }, why };
    }
    case 'disarm': {
      const t = target!;
      why.push({
        text: `${t.name}'s ${t.weapon!.name} falls in ${placeName(ctx.map, t.areaId)}; until it is picked up, ${t.name} fights with bare hands.`,
        rule: R.disarm,
      });
      return { ctx: withFighter(ctx, t.id, { weapon: null, dropped: { weapon: t.weapon!, areaId: t.areaId } }), why };
    }
    case 'grapple': {
      const t = target!;
      why.push({ text: `${t.name} is in ${actor.name}'s hold: it cannot move, and may act against ${actor.name} only.`, rule: R.grapple });
      return { ctx: withFighter(ctx, t.id, { grappledBy: actor.id }), why };
    }
    case 'knockdown': {
      const t = target!;
      why.push({
        text: `${t.name} is knocked to the ground: standing costs an action, and until then −2 on everything but a knockdown.`,
        rule: R.ground,
      });
      return { ctx: withFighter(ctx, t.id, { down: true }), why };
    }
    case 'tackle': {
      const t = target!;
      let next = withFighter(ctx, t.id, { down: true, grappledBy: actor.id, tackledWith: actor.id });
      next = withFighter(next, actor.id, { down: true, tackledWith: t.id });
      why.push({
        text: `${actor.name} and ${t.name} go down together; only ${t.name} is held. Neither takes the −2 against the other.`,
        rule: R.tackle,
      });
      return { ctx: next, why };
    }
    case 'break-free': {
      why.push({ text: `${actor.name} breaks free of ${fighterById(ctx, actor.grappledBy)?.name ?? 'the hold'}.`, rule: R.grapple });
      return { ctx: withFighter(ctx, actor.id, { grappledBy: null }), why };
    }
    case 'reverse': {
      const holder = fighterById(ctx, actor.grappledBy)!;
      why.push({ text: `${actor.name} turns the hold around: now ${holder.name} is held.`, rule: R.grapple });
      return { ctx: withFighter(withFighter(ctx, actor.id, { grappledBy: null }), holder.id, { grappledBy: actor.id }), why };
    }
    default:
      why.push({
        text: `${actor.name}'s ${actionRow(d.action).label.toLowerCase()} succeeds: the GM says what it finds or does.`,
        rule: R.exampleActions,
      });
      return { ctx, why };
  }
}

function whatOf(ctx: CombatRoundContext, d: Declared): string {
  const actor = fighterById(ctx, d.actor)!;
  const target = fighterById(ctx, d.target);
  return `${actor.name}: ${actionRow(d.action).label.toLowerCase()}${target ? ` on ${target.name}` : ''}`;
}

/** The declared action's roll (or the GM's word) and what follows. Pure. */
function resolveActionOnce(ctx: CombatRoundContext, decided?: boolean): CombatRoundContext {
  const d = ctx.declared!;
  let next = ctx;
  let die: number | null = null;
  let success: boolean;
  let total = modifierOf(d.terms);
  if (decided === undefined) {
    [die, next] = d6(next);
    const result = judgeCheck(die, { modifiers: d.terms.map((t) => t.value), threshold: d.threshold });
    success = result.success;
    total = result.total;
  } else success = decided;
  const head: Why =
    die === null
      ? { text: `The GM decides: ${success ? 'it works' : 'it fails'}.`, rule: R.npcAgainstNpc }
      : {
          text: `${whatOf(ctx, d)}: ${formatSum([{ label: 'on the die', value: die }, ...d.terms])} against ${d.against}: ${success ? `${total} reaches ${d.threshold}, a success` : `short of ${d.threshold}, a failure`}.`,
          rule: R.check,
        };
  const outcome = success ? (isAttack(d.action) ? 'hit' : 'success') : isAttack(d.action) ? 'miss' : 'failure';
  next = { ...next, declared: null, last: { what: whatOf(ctx, d), die, terms: d.terms, total, threshold: d.threshold, success, outcome } };
  if (!success) return tell(next, [head]);
  const applied = applySuccess(next, d);
  return tell(applied.ctx, [head, ...applied.why]);
}

/** The declared action's roll (or the GM's word) and what follows. Pure. */
export const resolveAction = once(resolveActionOnce);

/** Would the declared action's roll call a PC's Injury or Resilience roll? (The guards ask.) */
export function woundAfter(ctx: CombatRoundContext, decided?: boolean): PendingWound['kind'] | undefined {
  return resolveAction(ctx, decided).wounds[0]?.kind;
}

/** A PC's roll after a hit: an Injury roll (Constitution) or a Resilience roll (three aptitudes). */
export const woundRoll = once(woundRollOnce);

function woundRollOnce(ctx: CombatRoundContext): CombatRoundContext {
  const [w, ...rest] = ctx.wounds;
  const t = fighterById(ctx, w!.target)!;
  const base = { ...ctx, wounds: rest };
  if (w!.kind === 'injury') {
    const threshold = injuryThreshold(w!.modifier, t.injuries);
    const r = bodyRoll(base, t, INJURY_APTITUDES, threshold, 'Injury roll', ['survives', 'dies']);
    const said = `${t.name}'s Injury roll: ${r.sum} against 1 + ITM ${num(w!.modifier)} + ${injuriesWord(t.injuries)} = ${threshold}`;
    if (r.success)
      return tell(withFighter(r.ctx, t.id, { injuries: t.injuries + 1 }), [
        { text: `${said}: survives, with ${injuriesWord(t.injuries + 1)}.`, rule: R.injuries },
      ]);
    return tell(fall({ ...r.ctx, wounds: [] }, t.id, 'dead'), [{ text: `${said}: a failure, and ${t.name} dies.`, rule: R.injuries }]);
  }
  const threshold = fatigueThreshold(w!.modifier, t.fatigue);
  const r = bodyRoll(base, t, RESILIENCE_APTITUDES, threshold, 'Resilience roll', ['stays up', 'knocked out']);
  const said = `${t.name}'s Resilience roll: ${r.sum} against 0 + FTM ${num(w!.modifier)} + Fatigue ${t.fatigue} = ${threshold}`;
  if (r.success)
    return tell(withFighter(r.ctx, t.id, { fatigue: t.fatigue + 1 }), [
      { text: `${said}: stays up, Fatigue ${t.fatigue + 1}.`, rule: R.injuries },
    ]);
  return tell(fall(r.ctx, t.id, 'unconscious'), [
    { text: `${said}: a failure, knocked unconscious.`, rule: R.injuries },
    { text: `${t.name} is out until the fight ends.`, rule: R.unconscious },
  ]);
}

// ---- moving, standing, a weapon, a breath ----------------------------------------------

/** Why the acting creature cannot move to `to` now, or undefined. */
export function moveProblem(ctx: CombatRoundContext, to: unknown): string | undefined {
  const f = actingFighter(ctx);
  if (!f) return 'it is nobody’s turn';
  if (typeof to !== 'string') return 'say which Area';
  const i = ctx.map.areas.findIndex((a) => a.id === f.areaId);
  const j = ctx.map.areas.findIndex((a) => a.id === to);
  if (j < 0) return 'there is no such Area';
  if (!adjacency(ctx.map)[i]!.includes(j)) return `${placeName(ctx.map, to)} is not next to ${placeName(ctx.map, f.areaId)}`;
  if (f.grappledBy !== null) return `${f.name} is held and cannot move`;
  if (f.down) return `${f.name} is on the ground and must stand first`;
  const rule = areaMoveProblem(ctx.moved, ctx.actionsLeft, f.runner);
  if (rule) return rule;
  if (!fits(ctx.fighters.map(asCreature), to, f.size)) return `${placeName(ctx.map, to)} is full (16 Medium-worth of size)`;
  return undefined;
}

export function moveCreature(ctx: CombatRoundContext, to: string): CombatRoundContext {
  const f = actingFighter(ctx)!;
  let next = withFighter(ctx, f.id, { areaId: to });
  const held = next.fighters.filter((x) => x.grappledBy === f.id);
  next = { ...next, fighters: letGo(next.fighters, f.id), actionsLeft: ctx.actionsLeft - 1, moved: ctx.moved + 1 };
  const why: Why[] = [{ text: `${f.name} moves to ${placeName(ctx.map, to)} (1 action).`, rule: R.moving }];
  if (f.runner && ctx.moved > 0)
    why.push({ text: `A Runner may spend each action on a move: Area ${ctx.moved + 1} this turn.`, rule: R.runner });
  else if (!f.runner) why.push({ text: 'No more moves this turn: one Area a turn without Runner.', rule: R.moving });
  if (held.length) why.push({ text: `Moving away, ${f.name} lets go of ${held.map((x) => x.name).join(' and ')}.`, rule: R.grappleRuling });
  return tell(next, why);
}

export function standProblem(ctx: CombatRoundContext): string | undefined {
  const f = actingFighter(ctx);
  if (!f) return 'it is nobody’s turn';
  if (!f.down) return `${f.name} is standing`;
  if (ctx.actionsLeft < 1) return `${f.name} has no action left this turn`;
  return undefined;
}

export function standUp(ctx: CombatRoundContext): CombatRoundContext {
  const f = actingFighter(ctx)!;
  let next = withFighter(ctx, f.id, { down: false, tackledWith: null });
  if (f.tackledWith) next = withFighter(next, f.tackledWith, { tackledWith: null });
  return tell({ ...next, actionsLeft: ctx.actionsLeft - 1 }, [{ text: `${f.name} gets up (1 action).`, rule: R.ground }]);
}

export function recoverProblem(ctx: CombatRoundContext): string | undefined {
  const f = actingFighter(ctx);
  if (!f) return 'it is nobody’s turn';
  if (!f.dropped) return `${f.name} has dropped nothing`;
  if (f.weapon) return `${f.name} already holds a weapon`;
  if (f.dropped.areaId !== f.areaId) return `${f.name}'s ${f.dropped.weapon.name} lies in ${placeName(ctx.map, f.dropped.areaId)}`;
  if (ctx.actionsLeft < 1) return `${f.name} has no action left this turn`;
  return undefined;
}

export function recoverWeapon(ctx: CombatRoundContext): CombatRoundContext {
  const f = actingFighter(ctx)!;
  const next = withFighter(ctx, f.id, { weapon: f.dropped!.weapon, dropped: null });
  return tell({ ...next, actionsLeft: ctx.actionsLeft - 1 }, [
    { text: `${f.name} picks up the ${f.dropped!.weapon.name} (1 action).`, rule: R.disarm },
  ]);
}

export function breathProblem(ctx: CombatRoundContext): string | undefined {
  const f = actingFighter(ctx);
  if (!f) return 'it is nobody’s turn';
  if (!waterOf(ctx, f).mustSwim) return `${f.name} is not under water`;
  if (ctx.actionsLeft < ctx.allowance) return 'surfacing takes the whole turn, and an action is spent already';
  return undefined;
}

export function takeBreath(ctx: CombatRoundContext): CombatRoundContext {
  const f = actingFighter(ctx)!;
  return tell({ ...ctx, actionsLeft: 0, surfaced: [...ctx.surfaced, f.id] }, [
    { text: `${f.name} spends the turn swimming up for air: the breath count starts again at the round's end.`, rule: R.surfacing },
  ]);
}
