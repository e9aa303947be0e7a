/**
 * How a duel opens (Karmic, "Show Downs", "Charging", "Surprise") and what binds a fighter
 * from the start (a limb that has caught him, arms or legs bound): who holds the initiative
 * before anyone draws, and the reasons the first step gives.
 */
import { signed, type RuleRef, type Why } from '../../core/explain.js';
import { other, type Fighter, type Side } from '../melee/fighters.js';
import { rulingsOf, type MeleeRulings } from '../melee/rulings.js';
import type { RegisterDuelInput } from './register-duel.context.js';
import { chargeInitiative, REGISTER_DUEL_RULES as RULES, type Opening } from './register-duel.rules.js';

const why = (text: string, rule: RuleRef): Why => ({ text, rule });

/** Table ruling "Caught by a limb": a fighter set up as caught starts the fight held, the chop's modifier as the table rules it. */
export function caughtAtStart(fighters: readonly [Fighter, Fighter], rulings: MeleeRulings): Why[] {
  return ([0, 1] as Side[]).flatMap((side) => {
    const v = fighters[side].entangled;
    if (v === undefined) return [];
    const chop = rulings.chopModifier === 'minus-vitality' ? 0 - v : v;
    return [
      why(
        `${fighters[side].name} starts caught by ${fighters[other(side)].name}'s limb (vitality ${signed(v)}): no moving away and no dodging until a chop, at ${signed(chop)}, cuts him free.`,
        RULES.caught,
      ),
    ];
  });
}

/** Table ruling "A head butt while bound": a fighter set up bound starts the fight so. */
export function boundAtStart(fighters: readonly [Fighter, Fighter]): Why[] {
  return fighters.flatMap((f) =>
    f.bound === undefined
      ? []
      : [
          why(
            f.bound === 'head-butt'
              ? `${f.name}'s arms or legs are bound: the GM allows him a head butt, at range 0 or closer, and nothing else.`
              : `${f.name}'s arms or legs are bound, and the GM allows him nothing: not even a head butt.`,
            RULES.boundHeadButt,
          ),
        ],
  );
}

/** What the opening (Karmic, "Show Downs", "Charging", "Surprise") sets before anyone draws. */
export function openingOf(input: RegisterDuelInput): {
  opening?: Opening;
  attacker?: Side;
  charge?: Side;
  surprised?: Side;
  narration: Why[];
} {
  const o = input.opening;
  const f = input.fighters;
  if (!o) return { narration: [why('Both fighters draw for the initiative.', RULES.initiative)] };
  if (o.kind === 'show-down') {
    return {
      opening: o,
      narration: [
        why(
          'A show down: both must draw their weapons, so the initiative is a fast-draw check, modified by willpower, instead of combat training.',
          RULES.showDowns,
        ),
      ],
    };
  }
  const foe = other(o.side);
  if (o.kind === 'charge') {
    const attacker = chargeInitiative(f, o.side);
    const holds =
      attacker === o.side
        ? `${f[o.side].name} charges ${f[foe].name} and holds the initiative.`
        : `${f[o.side].name} charges ${f[foe].name}, but the ${f[foe].weapon.name} reaches further, so ${f[foe].name} holds the initiative.`;
    return {
      opening: o,
      attacker,
      charge: o.side,
      narration: [
        why(holds, RULES.charging),
        why(`This round each fighter makes a single maneuver, and ${f[o.side].name}'s maximum damage is 1 higher.`, RULES.chargeRound),
      ],
    };
  }
  if (f[foe].combatTraining > 0) {
    return {
      opening: o,
      narration: [
        why(
          `${f[o.side].name} tries to take ${f[foe].name} by surprise. ${f[foe].name} has combat training, so both draw: ${f[foe].name} must beat ${f[o.side].name}'s total to see it coming.`,
          RULES.surpriseCheck,
        ),
      ],
    };
  }
  return {
    opening: o,
    attacker: o.side,
    surprised: foe,
    narration: [
      why(`${f[o.side].name} takes ${f[foe].name} by surprise: ${surpriseBlow(input)} that ${f[foe].name} cannot answer.`, RULES.surprise),
    ],
  };
}

/** Karmic, "Surprise": "one attack" (table ruling "The surprise round": or any one maneuver). */
export function surpriseBlow(input: Pick<RegisterDuelInput, 'rulings'>): string {
  return rulingsOf(input).surprise === 'one-attack' ? 'one attack' : 'one maneuver';
}
