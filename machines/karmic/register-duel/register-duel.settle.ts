/**
 * Settling a register (Karmic, "Resolve Maneuvers"): the register's outcome, worked out by
 * Karmic melee's `resolveRegister`, applied to the duel (damage, a disarm, the range, the
 * initiative, a change of weapons, a flank or a cling, the end of the fight), with every
 * reason in words.
 */
import type { Why } from '../../core/explain.js';
import { maneuver, rangeWords } from '../maneuvers.js';
import { other, type Side } from '../melee/fighters.js';
import { resolveRegister, type RegisterOutcome } from '../melee/registers.js';
import type { CombatEnd, Register, RegisterDuelContext } from './register-duel.context.js';
import { REGISTER_DUEL_RULES as RULES } from './register-duel.rules.js';
import { takeHold } from './register-duel.hold.js';
import { add, isFlanked, nameOf, playValue, setPair, why } from './register-duel.steps.js';

/** The register's why: the defence's total, the attack's, the answer's when it is a maneuver of its own, and what came of them. */
function outcomeWhys(ctx: RegisterDuelContext, reg: Register, outcome: RegisterOutcome): Why[] {
  const a = reg.attack.side;
  const d = other(a);
  const m = maneuver(reg.attack.maneuver);
  const out: Why[] = [];
  if (outcome.defenceArithmetic)
    out.push(why(`${nameOf(ctx, d)}: ${outcome.defenceArithmetic}.`, outcome.defenceVoid ? RULES.outOfReach : RULES.resolution));
  out.push(...maneuverWhys(ctx, reg, a, outcome));
  if (outcome.answer) out.push(...maneuverWhys(ctx, reg, d, outcome.answer));
  if (outcome.effects.includes('seize') && !outcome.effects.includes('grabbed')) {
    const held = reg.defence!.maneuver;
    const rule = held === 'parry-seize' ? RULES.maneuvers : held === 'reversal' ? RULES.wrestling : RULES.striking;
    const what = held === 'parry-seize' ? 'parry' : held === 'reversal' ? 'reversal' : 'dodge';
    out.push(
      why(`${nameOf(ctx, d)}'s ${what} holds, so ${nameOf(ctx, d)} seizes the initiative and declares the rest of the turn first.`, rule),
    );
  }
  if (outcome.effects.includes('grabbed'))
    out.push(
      why(
        `${nameOf(ctx, d)} blocks and grabs: the fight is at wrestling range and ${nameOf(ctx, d)} takes the initiative.`,
        RULES.striking,
      ),
    );
  if (outcome.effects.includes('lunged')) {
    out.push(
      m.id === 'smash'
        ? why(
            `After the smash ${nameOf(ctx, a)} does nothing more this turn and hands the initiative to ${nameOf(ctx, d)}.`,
            RULES.smallFoes,
          )
        : why(`The lunge is over: ${nameOf(ctx, a)} gives the initiative to ${nameOf(ctx, d)}.`, RULES.striking),
    );
  }
  if (outcome.rangeAfter !== outcome.rangeBefore) {
    const mover = outcome.answer?.effects.includes('escaped') ? maneuver(reg.defence!.maneuver) : m;
    // Karmic, "Range": an attacker who steps in on an empty register is met by no step back.
    const steppedIn =
      (!reg.defence || !!outcome.defenceVoid) && m.step === 'forward' && !outcome.answer && outcome.rangeAfter === outcome.rangeBefore - 1;
    const rule =
      mover.group === 'wrestling'
        ? RULES.wrestling
        : mover.group === 'striking'
          ? RULES.striking
          : steppedIn
            ? RULES.emptyRange
            : m.rangeChange !== 0 && outcome.success
              ? RULES.maneuvers
              : RULES.stepping;
    const how = steppedIn ? `: ${nameOf(ctx, a)} steps in and ${nameOf(ctx, d)} takes no step back` : '';
    out.push(why(`The range goes from ${rangeWords(outcome.rangeBefore)} to ${rangeWords(outcome.rangeAfter)}${how}.`, rule));
  }
  return out;
}

/** One fighter's maneuver in the register: its sum, and what it did to the other (or to himself). */
function maneuverWhys(ctx: RegisterDuelContext, reg: Register, actor: Side, outcome: RegisterOutcome): Why[] {
  const target = other(actor);
  const decl = reg.attack.side === actor ? reg.attack : reg.defence!;
  const m = maneuver(decl.maneuver);
  const answering = actor !== reg.attack.side;
  const rule =
    m.id === 'change-weapon'
      ? RULES.changingWeapons
      : outcome.attackVoid
        ? RULES.outOfReach
        : answering
          ? RULES.unmarkedBlows
          : outcome.opposed
            ? RULES.resolution
            : RULES.unopposed;
  const out: Why[] = [
    why(
      `Register ${reg.number}, ${nameOf(ctx, actor)}'s ${m.name.toLowerCase()}${answering ? ' (an answer of his own)' : ''}: ${outcome.arithmetic}.`,
      rule,
    ),
  ];
  const handToHand = m.group === 'striking' || m.group === 'wrestling';
  if (outcome.effects.includes('disarm'))
    out.push(
      why(
        `${nameOf(ctx, target)}'s ${ctx.fighters[target].weapon.name} flies away; the fight goes on${ctx.fighters[target].weapon.unarmed ? '' : `, ${nameOf(ctx, target)} now with bare hands`}.`,
        handToHand ? RULES.striking : RULES.maneuvers,
      ),
    );
  if (outcome.selfDamage)
    out.push(
      why(
        `A head butt hurts both heads: ${nameOf(ctx, actor)} takes half of the ${outcome.damage} dealt, ${outcome.selfDamage}.`,
        RULES.striking,
      ),
    );
  if (outcome.effects.includes('down'))
    out.push(
      why(`${nameOf(ctx, target)} goes to the ground; the duel notes it, and the GM rules what being down means.`, RULES.wrestlingDetails),
    );
  if (outcome.effects.includes('tackled'))
    out.push(
      why(
        `The tackle lands: both fighters are at wrestling range, the turn ends, and the initiative is drawn again next round.`,
        RULES.tackle,
      ),
    );
  if (outcome.effects.includes('escaped'))
    out.push(why(`${nameOf(ctx, actor)} breaks out of the wrestle: back to range 0.`, RULES.wrestling));
  if (m.id === 'swat' && outcome.success)
    out.push(
      why(
        `${nameOf(ctx, target)} is knocked back ${outcome.rawDamage} feet, as many as the blow's damage would have been.`,
        RULES.smallFoes,
      ),
    );
  return out;
}

/** Apply the register's outcome: damage, disarm, range, initiative, the end of combat. */
export function settle(ctx: RegisterDuelContext): RegisterDuelContext {
  const reg = ctx.registers[ctx.cursor]!;
  const a = reg.attack.side;
  const d = other(a);
  const outcome = resolveRegister({
    fighters: ctx.fighters,
    range: ctx.range,
    attacker: { fighter: ctx.fighters[a], declaration: reg.attack, cardValue: playValue(reg, a) },
    defender: reg.defence ? { fighter: ctx.fighters[d], declaration: reg.defence, cardValue: playValue(reg, d) } : undefined,
    ...(ctx.charge !== undefined ? { charging: ctx.charge } : {}),
    ...(ctx.clinging ? { clinging: ctx.clinging } : {}),
    rulings: ctx.rulings,
  });
  const registers = ctx.registers.map((r, i) => (i === ctx.cursor ? { ...r, outcome } : r));
  // Both maneuvers of the register count at once: the attacker's on the defender, and the defender's own on the attacker.
  const acts: [RegisterOutcome, Side][] = outcome.answer
    ? [
        [outcome, a],
        [outcome.answer, d],
      ]
    : [[outcome, a]];
  let damage = ctx.damage;
  let disarmed = ctx.disarmed;
  let down = ctx.down;
  for (const [o, by] of acts) {
    damage = setPair(damage, other(by), damage[other(by)] + o.damage);
    if (o.selfDamage) damage = setPair(damage, by, damage[by] + o.selfDamage);
    if (o.effects.includes('disarm')) disarmed = setPair(disarmed, other(by), true);
    if (o.effects.includes('down')) down = setPair(down ?? [false, false], other(by), true);
  }
  const attacker = outcome.effects.includes('seize') || outcome.effects.includes('lunged') ? d : ctx.attacker;
  const redrawInitiative = outcome.effects.includes('tackled') || ctx.redrawInitiative;
  let ended: CombatEnd | undefined;
  let held: { kind: 'suffocate' | 'pin'; card: number } | undefined;
  const whys = outcomeWhys(ctx, reg, outcome);
  const outSide = ([d, a] as Side[]).find((s) => damage[s] >= ctx.fighters[s].hitPoints);
  if (outSide !== undefined) {
    ended = { how: 'out', side: outSide };
    whys.push(
      why(
        `${nameOf(ctx, outSide)} has taken ${damage[outSide]} damage of ${ctx.fighters[outSide].hitPoints}: out of the fight, and the registers still face down go unused.`,
        RULES.outOfTheFight,
      ),
    );
  } else if (outcome.effects.includes('held')) {
    // Karmic, "Suffocate", "Pin": ordinary combat is over; the hold goes on (register-duel.hold.ts).
    held = { kind: reg.attack.maneuver === 'suffocate' ? 'suffocate' : 'pin', card: playValue(reg, a) };
  } else if (outcome.endsCombat) {
    ended = { how: 'disengaged', side: a };
    whys.push(why(`${nameOf(ctx, a)} breaks away: the fight is over.`, RULES.endingCombat));
  }
  // Karmic, "Changing Weapons": the card drops the old weapon and draws the other.
  let fighters = ctx.fighters;
  let changedWeapons = ctx.changedWeapons;
  let rearmed = disarmed;
  for (const decl of [reg.attack, reg.defence]) {
    if (decl?.maneuver !== 'change-weapon' || ended) continue;
    const f = fighters[decl.side];
    if (!f.spare) continue;
    const lost = rearmed[decl.side];
    fighters = setPair(fighters, decl.side, {
      ...f,
      weapon: f.spare.weapon,
      skill: f.spare.skill,
      ...(lost ? { spare: undefined } : { spare: { weapon: f.weapon, skill: f.skill } }),
    });
    changedWeapons = setPair(changedWeapons ?? [false, false], decl.side, true);
    rearmed = setPair(rearmed, decl.side, false);
    whys.push(
      why(
        `${nameOf(ctx, decl.side)} ${lost ? 'has lost the' : 'drops the'} ${f.weapon.name} and draws the ${f.spare.weapon.name}; next round's hand is the lower of ${f.spare.weapon.name} skill ${f.spare.skill} and fast draw ${f.fastDraw ?? 0}.`,
        RULES.changingWeapons,
      ),
    );
  }
  // The unusual-foe maneuvers (Karmic, "Large Creature Maneuvers"; their table rulings).
  let flankedUntil = ctx.flankedUntil;
  let clinging = ctx.clinging;
  if (outcome.effects.includes('flanked')) {
    flankedUntil = setPair(flankedUntil ?? [null, null], d, ctx.round + 1);
    whys.push(
      why(
        `${nameOf(ctx, a)} gets round ${nameOf(ctx, d)}: for the rest of this round and all of round ${ctx.round + 1}, ${nameOf(ctx, d)} may neither attack ${nameOf(ctx, a)} nor dodge his blows.`,
        RULES.flanking,
      ),
    );
  }
  if (outcome.effects.includes('clung')) {
    const flankedFirst = isFlanked(ctx, d);
    clinging = { side: a, flankedFirst };
    whys.push(
      why(
        `${nameOf(ctx, a)} clings to ${nameOf(ctx, d)}: he may attack with any weapon from range 0, and the range stays 0 until a buck throws him off.`,
        RULES.clinging,
      ),
    );
    whys.push(
      flankedFirst
        ? why(
            `${nameOf(ctx, a)} flanked ${nameOf(ctx, d)} first, so ${nameOf(ctx, d)} cannot attack him at all while he clings.`,
            RULES.clinging,
          )
        : why(`${nameOf(ctx, d)} may use nothing reaching past range 0 against him while he clings.`, RULES.clinging),
    );
  }
  for (const [o, by] of acts) {
    if (o.effects.includes('bucked')) {
      clinging = undefined;
      whys.push(
        why(`${nameOf(ctx, by)} bucks ${nameOf(ctx, other(by))} off: the cling is over, and the fighters stay at range 0.`, RULES.bucking),
      );
    }
    if (o.effects.includes('freed')) {
      const { entangled: _, ...free } = fighters[by];
      fighters = setPair(fighters, by, free);
      whys.push(
        why(`${nameOf(ctx, by)} chops through ${nameOf(ctx, other(by))}'s limb and is free to move and dodge again.`, RULES.caught),
      );
    }
  }
  // Karmic, "Buck": a buck that counters a cling leaves nobody clinging.
  if (reg.attack.maneuver === 'cling' && reg.defence?.maneuver === 'buck' && !outcome.success && !outcome.attackVoid)
    whys.push(why(`${nameOf(ctx, d)}'s buck counters the cling: ${nameOf(ctx, a)} does not get a hold.`, RULES.bucking));
  const next = {
    ...ctx,
    fighters,
    registers,
    damage,
    disarmed: rearmed,
    attacker,
    range: outcome.rangeAfter,
    cursor: ctx.cursor + 1,
    ended,
    flankedUntil,
    clinging,
    ...(changedWeapons ? { changedWeapons } : {}),
  };
  const settled = add({ ...next, ...(down ? { down } : {}), ...(redrawInitiative ? { redrawInitiative } : {}) }, ...whys);
  return held ? takeHold(settled, a, held.kind, held.card) : settled;
}
