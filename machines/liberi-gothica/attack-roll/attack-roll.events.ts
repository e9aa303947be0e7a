/**
 * Each event of the exchange, its step and its reason for refusal: `stepOf` is the table after
 * the event, `problemOf` the sentence that says why the rules refuse it now (undefined when
 * they allow it). The machine's guards and actions are these two and nothing else; the view's
 * choices ask `problemOf` too, so a greyed-out button and a refused event give the same reason.
 */
import type { AttackRollContext, AttackRollEvent } from './attack-roll.context.js';
import { abilityProblem, skillProblem, useSkill, workAbility } from './attack-roll.abilities.js';
import { attackProblem, chargeProblem, declareAttack } from './attack-roll.attacks.js';
import { rollAttackStep, rollDamageStep } from './attack-roll.attacks.js';
import { rollWoundStep } from './attack-roll.crippling-wound.js';
import { delayAction, delayedProblem, delayer, delayProblem, prepareAction, prepareProblem } from './attack-roll.delayed-and-prepared.js';
import { blowProblem, checkEndure, strikeBlow } from './attack-roll.lethal-blow.js';
import { giveOrder, orderProblem } from './attack-roll.orders.js';
import { declareRam, ramProblem } from './attack-roll.ram.js';
import { reloadProblem, workReload } from './attack-roll.reload.js';
import { endFight, passTime, restProblem } from './attack-roll.rest.js';
import { checkStrength, declareTackle, tackleProblem } from './attack-roll.tackle.js';
import { giveTreatment, treatmentProblem, treatWorkProblem, workTreatment } from './attack-roll.treatment.js';
import {
  beginRound,
  defendProblem,
  deflectProblem,
  endTurn,
  moveProblem,
  prepareDeflection,
  readyDefense,
  roundProblem,
  step,
} from './attack-roll.turns.js';

type Of<T extends AttackRollEvent['type']> = Extract<AttackRollEvent, { type: T }>;
type Table<R> = { readonly [T in AttackRollEvent['type']]: (ctx: AttackRollContext, event: Of<T>) => R };

const passedProblem = (passed: unknown) => (typeof passed === 'boolean' ? undefined : 'say whether the check passed');

const STEPS: Table<AttackRollContext> = {
  'round.begun': (c, e) => beginRound(c, e.first),
  'attack.made': (c, e) => declareAttack(c, 'attack', e.weapons),
  'charge.made': (c, e) => declareAttack(c, 'charge', e.weapons),
  'tackle.made': (c) => declareTackle(c),
  'strength.checked': (c, e) => checkStrength(c, e.passed),
  'blow.struck': (c, e) => strikeBlow(c, e.location, e.side, e.wound, e.fatal),
  'ram.made': (c) => declareRam(c),
  'attacker.moved': (c, e) => step(c, 'attacker', e.direction),
  'defender.moved': (c, e) => step(c, 'defender', e.direction),
  'action.delayed': (c) => delayAction(c),
  'action.prepared': (c, e) => prepareAction(c, e.action),
  'delayed.taken': (c, e) => declareAttack(c, 'delayed', e.weapons, delayer(c)),
  'defense.readied': (c) => readyDefense(c),
  'deflection.prepared': (c) => prepareDeflection(c),
  'turn.ended': (c) => endTurn(c),
  'order.given': (c, e) => giveOrder(c, e.sentences, e.groups),
  'reload.worked': (c) => workReload(c),
  'ability.worked': (c, e) => workAbility(c, e.actions),
  'skill.used': (c) => useSkill(c),
  'treatment.worked': (c, e) => workTreatment(c, e.wound),
  'attack.rolled': (c) => rollAttackStep(c),
  'damage.rolled': (c) => rollDamageStep(c),
  'wound.rolled': (c) => rollWoundStep(c),
  'endure.checked': (c, e) => checkEndure(c, e.passed),
  'fight.ended': (c) => endFight(c),
  'treatment.given': (c, e) => giveTreatment(c, e.wound, e.passed),
  'time.passed': (c, e) => passTime(c, e.hours),
};

const PROBLEMS: Table<string | undefined> = {
  'round.begun': (c, e) => roundProblem(c, e.first),
  'attack.made': (c, e) => attackProblem(c, e.weapons),
  'charge.made': (c, e) => chargeProblem(c, e.weapons),
  'tackle.made': (c) => tackleProblem(c),
  'strength.checked': (_, e) => passedProblem(e.passed),
  'blow.struck': (c, e) => blowProblem(c, e.location, e.side, e.wound, e.fatal),
  'ram.made': (c) => ramProblem(c),
  'attacker.moved': (c, e) => moveProblem(c, 'attacker', e.direction),
  'defender.moved': (c, e) => moveProblem(c, 'defender', e.direction),
  'action.delayed': (c) => delayProblem(c),
  'action.prepared': (c, e) => prepareProblem(c, e.action),
  'delayed.taken': (c, e) => delayedProblem(c, e.weapons),
  'defense.readied': (c) => defendProblem(c),
  'deflection.prepared': (c) => deflectProblem(c),
  'turn.ended': () => undefined,
  'order.given': (c, e) => orderProblem(c, e.sentences, e.groups),
  'reload.worked': (c) => reloadProblem(c),
  'ability.worked': (c, e) => abilityProblem(c, e.actions),
  'skill.used': (c) => skillProblem(c),
  'treatment.worked': (c, e) => treatWorkProblem(c, e.wound),
  'attack.rolled': () => undefined,
  'damage.rolled': () => undefined,
  'wound.rolled': () => undefined,
  'endure.checked': (_, e) => passedProblem(e.passed),
  'fight.ended': (c) => (c.fallen === null ? undefined : `${c[c.fallen].name} is dead`),
  'treatment.given': (c, e) => treatmentProblem(c, e.wound, e.passed),
  'time.passed': (c, e) => restProblem(c, e.hours),
};

/** The table after `event` (which the machine has let through). */
export function stepOf(ctx: AttackRollContext, event: AttackRollEvent): AttackRollContext {
  const apply = STEPS[event.type] as (c: AttackRollContext, e: AttackRollEvent) => AttackRollContext;
  return apply(ctx, event);
}

/** Why the rules refuse `event` now, or undefined when they allow it. An unknown event is refused. */
export function problemOf(ctx: AttackRollContext, event: AttackRollEvent): string | undefined {
  if (!Object.hasOwn(PROBLEMS, event.type)) return 'the exchange does not know this event';
  const problem = PROBLEMS[event.type] as (c: AttackRollContext, e: AttackRollEvent) => string | undefined;
  return problem(ctx, event);
}
