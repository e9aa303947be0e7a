/**
 * Why the register duel refuses a step, each as a sentence a reader is shown (or undefined
 * when the step may be taken), and the machine's other questions of the context: whether
 * declaring stops and whether the turn goes on. The machine's guards are these, and nothing
 * else.
 */
import { signed } from '../../core/explain.js';
import { isHitLocation, isManeuverId, maneuver } from '../maneuvers.js';
import { declarationProblem } from '../melee/declarations.js';
import { other } from '../melee/fighters.js';
import { isSide, type DeclaredEvent, type RegisterDuelContext } from './register-duel.context.js';
import { JOKER_VALUES } from './register-duel.rules.js';
import { canDeclareAnything, declarationFrom, lastLaid, nameOf, openRegister, pendingDecision, viewOf } from './register-duel.steps.js';

/** An event whose fields are not what the duel knows (from a damaged or hand-made record). */
function declaredShapeProblem(event: DeclaredEvent): string | undefined {
  if (!isSide(event.side)) return 'there is no such fighter';
  if (!isManeuverId(event.maneuver)) return 'there is no such maneuver';
  if (typeof event.card !== 'string') return 'no card was named';
  if (event.hand !== undefined && event.hand !== 'main' && event.hand !== 'off' && event.hand !== 'none') return 'there is no such hand';
  if (event.holdGround !== undefined && typeof event.holdGround !== 'boolean') return 'holding ground is yes or no';
  if (event.location !== undefined && !isHitLocation(event.location)) return 'there is no such hit location';
  return undefined;
}

/** Why this declaration cannot be made now (turn order included), or undefined. */
export function declareProblem(ctx: RegisterDuelContext, event: DeclaredEvent): string | undefined {
  const shape = declaredShapeProblem(event);
  if (shape) return shape;
  if (ctx.attacker === undefined || !ctx.handsDrawn) return 'the hands are not drawn yet';
  if (event.side !== ctx.toDeclare) return `it is ${nameOf(ctx, ctx.toDeclare)}'s turn to declare`;
  return declarationProblem(viewOf(ctx), declarationFrom(event));
}

export function passProblem(ctx: RegisterDuelContext, side: unknown): string | undefined {
  if (!isSide(side)) return 'there is no such fighter';
  if (openRegister(ctx).slot !== 'defence') return 'there is no register to answer';
  if (side !== ctx.toDeclare) return `it is ${nameOf(ctx, ctx.toDeclare)}'s turn to declare`;
  return undefined;
}

export function finishProblem(ctx: RegisterDuelContext, side: unknown): string | undefined {
  if (!isSide(side)) return 'there is no such fighter';
  if (side !== ctx.attacker) return 'only the fighter with the initiative stops declaring';
  if (ctx.toDeclare !== side) return `${nameOf(ctx, ctx.toDeclare)} has a register to answer first`;
  if (ctx.registers.length === 0) return 'the attacker must declare at least one maneuver, or give up the initiative';
  return undefined;
}

/**
 * Table ruling "When the duel lets you hesitate": the fighter holding the initiative may give
 * it up at the start of a round, and whenever it is his turn to open a register.
 */
export function yieldProblem(ctx: RegisterDuelContext): string | undefined {
  if (ctx.attacker === undefined) return 'nobody holds the initiative yet';
  if (ctx.charge !== undefined) return 'the charge is under way: this round is fought';
  if (ctx.surprised !== undefined) return 'the surprise is under way: this round is fought';
  if (!ctx.handsDrawn) return undefined;
  if (ctx.toDeclare !== ctx.attacker || openRegister(ctx).slot !== 'attack')
    return `${nameOf(ctx, other(ctx.attacker))} has a register to answer first`;
  return undefined;
}

/**
 * Declaration stops when a maneuver that resolves immediately has been answered, or the
 * attacker has nothing more to declare (Karmic, "Declare Maneuvers").
 */
export function declarationStops(ctx: RegisterDuelContext): 'immediate' | 'done' | undefined {
  const last = ctx.registers[ctx.registers.length - 1];
  if (!last || !last.answered || ctx.cursor > ctx.registers.length - 1) return undefined;
  const immediate =
    maneuver(last.attack.maneuver).resolvesImmediately || (last.defence && maneuver(last.defence.maneuver).resolvesImmediately);
  if (immediate) return 'immediate';
  if (!canDeclareAnything(ctx, ctx.attacker!)) return 'done';
  return undefined;
}

/**
 * Table ruling "Taking a card back": a fighter may take back the card just laid, as long as
 * the other fighter has not answered it (a slip of the hand, not a second thought).
 */
export function withdrawProblem(ctx: RegisterDuelContext, side: unknown, registerNumber: unknown): string | undefined {
  if (!isSide(side)) return 'there is no such fighter';
  if (typeof registerNumber !== 'number' || !ctx.registers[registerNumber - 1])
    return `there is no register ${String(registerNumber).slice(0, 10)}`;
  const last = lastLaid(ctx);
  if (registerNumber - 1 < ctx.cursor) return `register ${registerNumber} is already turned over`;
  if (ctx.yielded.length > 0) return 'after a hesitation the registers laid so far stay as they are';
  if (!last || last.register.number !== registerNumber || last.declaration.side !== side) {
    return 'only the card laid last can be taken back, before the other fighter answers it';
  }
  return undefined;
}

export function hitProblem(ctx: RegisterDuelContext, side: unknown): string | undefined {
  if (!isSide(side)) return 'there is no such fighter';
  const p = pendingDecision(ctx);
  if (!p || p.kind !== 'hit') return 'no card is waiting for a hit';
  if (p.side !== side) return `${nameOf(ctx, p.side)} decides first`;
  return undefined;
}

export function jokerProblem(ctx: RegisterDuelContext, side: unknown, value: unknown): string | undefined {
  if (!isSide(side)) return 'there is no such fighter';
  const p = pendingDecision(ctx);
  if (!p || p.kind !== 'joker') return 'no joker is waiting for the GM';
  if (p.side !== side) return `${nameOf(ctx, p.side)}'s card is decided first`;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < JOKER_VALUES.min || value > JOKER_VALUES.max) {
    return `the GM names a whole number from ${signed(JOKER_VALUES.min)} to ${signed(JOKER_VALUES.max)}`;
  }
  return undefined;
}

/** After a batch resolves: the turn goes on only after an immediate maneuver, with someone able to declare. */
export function turnGoesOn(ctx: RegisterDuelContext): boolean {
  return ctx.batchEnd === 'immediate' && !ctx.redrawInitiative && ctx.attacker !== undefined && canDeclareAnything(ctx, ctx.attacker);
}
