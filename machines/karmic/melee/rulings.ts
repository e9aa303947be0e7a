/**
 * Karmic melee's switchable table rulings: where the seed's own words can be played they are
 * the default, and the reading this rulebook used before stays one switch away (issue 25).
 * Every melee table reads the same rulings (the register duel, multiple opponents), through
 * `DuelView.rulings` when a maneuver is declared and `RegisterInput.rulings` when a register
 * resolves; each page states them in a "Table ruling" note that names its attribute.
 */
import { readChoice } from '../../core/attributes.js';
import type { Maneuver } from '../maneuvers.js';

export interface MeleeRulings {
  /**
   * Karmic, "Flank": "The modifier is equal to the target's finesse". `finesse` takes it as
   * written (finesse +2 makes the flank +2); `minus-finesse` reads it as a take down is read.
   */
  readonly flankModifier: 'finesse' | 'minus-finesse';
  /**
   * Karmic, "Chop": "The modifier is equal to the vitality of the entangling appendage".
   * `vitality` as written; `minus-vitality` makes a tougher limb harder to cut.
   */
  readonly chopModifier: 'vitality' | 'minus-vitality';
  /**
   * Karmic, "Buck": "A successful buck will counter a cling". `counters-a-cling`: a defence
   * against a cling, and a throw of one who clings already, by either fighter;
   * `needs-the-initiative`: only against a cling that holds, only with the initiative.
   */
  readonly buck: 'counters-a-cling' | 'needs-the-initiative';
  /**
   * The blows the seed does not mark "must have the initiative" (hand and leg attacks, head
   * butts, take downs, gouges, escapes, swats, chops). `either-side`: as written, the fighter
   * without the initiative may make them too; `need-the-initiative`: only the attacker.
   */
  readonly unmarkedBlows: 'either-side' | 'need-the-initiative';
  /**
   * Karmic, "Surprise": "The attacker then gets one attack". `one-attack`: a maneuver the
   * seed calls an attack; `one-maneuver`: any one maneuver.
   */
  readonly surprise: 'one-attack' | 'one-maneuver';
  /**
   * Karmic, "Range": the range closes when an attacker steps in and "his opponent does not
   * use a maneuver that includes a step back". `steps-in`: a register the defender leaves
   * empty is such a case; `keeps-range`: an empty register moves nobody.
   */
  readonly emptyRegister: 'steps-in' | 'keeps-range';
  /**
   * Karmic, "Pin": the might check to break a pin "is modified by the value of the original
   * card played". `plus-card` adds it as written; `minus-card` takes it off.
   */
  readonly pinBreak: 'plus-card' | 'minus-card';
}

/** The seed's own words, wherever they can be played: the default of every table. */
export const SEED_RULINGS: MeleeRulings = {
  flankModifier: 'finesse',
  chopModifier: 'vitality',
  buck: 'counters-a-cling',
  unmarkedBlows: 'either-side',
  surprise: 'one-attack',
  emptyRegister: 'steps-in',
  pinBreak: 'plus-card',
};

/**
 * The readings of the build before these rulings could be switched. A saved table or a share
 * link made by that build carries no rulings, and replays with these, exactly as it was played.
 */
export const EARLIER_RULINGS: MeleeRulings = {
  flankModifier: 'minus-finesse',
  chopModifier: 'minus-vitality',
  buck: 'needs-the-initiative',
  unmarkedBlows: 'need-the-initiative',
  surprise: 'one-maneuver',
  emptyRegister: 'keeps-range',
  pinBreak: 'minus-card',
};

/** One switch: its attribute, the field it sets, its readings (the seed's first) and what each says. */
export interface RulingChoice<K extends keyof MeleeRulings = keyof MeleeRulings> {
  readonly attr: string;
  readonly key: K;
  readonly label: string;
  readonly values: readonly MeleeRulings[K][];
  readonly words: Readonly<Record<MeleeRulings[K], string>>;
}

const choice = <K extends keyof MeleeRulings>(c: RulingChoice<K>): RulingChoice => c as unknown as RulingChoice;

/** Every switch, in the order a table setup lists them; each `values[0]` is the seed's reading. */
export const RULING_CHOICES: readonly RulingChoice[] = [
  choice({
    attr: 'flank-modifier',
    key: 'flankModifier',
    label: 'Flank modifier',
    values: ['finesse', 'minus-finesse'],
    words: { finesse: "the target's finesse, as written", 'minus-finesse': "minus the target's finesse" },
  }),
  choice({
    attr: 'chop-modifier',
    key: 'chopModifier',
    label: 'Chop modifier',
    values: ['vitality', 'minus-vitality'],
    words: { vitality: "the limb's vitality, as written", 'minus-vitality': "minus the limb's vitality" },
  }),
  choice({
    attr: 'buck',
    key: 'buck',
    label: 'Buck',
    values: ['counters-a-cling', 'needs-the-initiative'],
    words: {
      'counters-a-cling': 'counters a cling, and throws a clinger, without the initiative',
      'needs-the-initiative': 'only throws a clinger who holds, with the initiative',
    },
  }),
  choice({
    attr: 'unmarked-blows',
    key: 'unmarkedBlows',
    label: 'Blows the seed does not mark',
    values: ['either-side', 'need-the-initiative'],
    words: { 'either-side': 'either fighter may make them', 'need-the-initiative': 'only the fighter with the initiative' },
  }),
  choice({
    attr: 'surprise-gives',
    key: 'surprise',
    label: 'A surprise gives',
    values: ['one-attack', 'one-maneuver'],
    words: { 'one-attack': 'one attack', 'one-maneuver': 'one maneuver of any kind' },
  }),
  choice({
    attr: 'empty-register',
    key: 'emptyRegister',
    label: 'An attack into an empty register',
    values: ['steps-in', 'keeps-range'],
    words: { 'steps-in': 'steps in: the range closes by 1', 'keeps-range': 'keeps the range' },
  }),
  choice({
    attr: 'pin-break',
    key: 'pinBreak',
    label: "Breaking a pin: the pin's card",
    values: ['plus-card', 'minus-card'],
    words: { 'plus-card': 'is added to the might check, as written', 'minus-card': 'is taken off the might check' },
  }),
];

/** The attributes that set the rulings, as written in HTML. */
export const RULING_ATTRIBUTES = [
  'flank-modifier',
  'chop-modifier',
  'buck',
  'unmarked-blows',
  'surprise-gives',
  'empty-register',
  'pin-break',
] as const;

/** Why saved rulings cannot be used, or undefined (absent is fine: the earlier build's readings). */
export function rulingsProblem(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'its table rulings are not a list of readings';
  const r = value as Record<string, unknown>;
  for (const c of RULING_CHOICES) {
    if (!Object.hasOwn(r, c.key) || !(c.values as readonly unknown[]).includes(r[c.key]))
      return `its ruling on ${c.label.toLowerCase()} is not one this table knows`;
  }
  return undefined;
}

/** The rulings a table plays: its own, or (a saved table from before they could be switched) the earlier build's. */
export function rulingsOf(input: { readonly rulings?: MeleeRulings }): MeleeRulings {
  return input.rulings ?? EARLIER_RULINGS;
}

/**
 * Only the side holding the initiative may declare it: the seed marks it so ("A character must
 * have the initiative to…"), or it is a blow the seed leaves unmarked and the table ruling
 * "Blows the seed does not mark" reserves it to the attacker, or a buck under the ruling
 * "Bucking" that asks for the initiative.
 */
export function needsInitiative(m: Maneuver, rulings: MeleeRulings = SEED_RULINGS): boolean {
  if (m.needsInitiative) return true;
  if (m.id === 'buck') return rulings.buck === 'needs-the-initiative';
  return !!m.unmarkedBlow && rulings.unmarkedBlows === 'need-the-initiative';
}

/**
 * The rulings from a table's attributes (`flank-modifier="minus-finesse"`…): the seed's reading
 * for each one not given, and for each one not understood, with a message naming it.
 */
export function parseRulings(attrs: Readonly<Record<string, string | null | undefined>>, errors: string[]): MeleeRulings {
  const out: Record<string, string> = { ...SEED_RULINGS };
  for (const c of RULING_CHOICES) {
    const text = Object.hasOwn(attrs, c.attr) ? attrs[c.attr] : undefined;
    const seed = c.values[0]!;
    const value = readChoice(c.attr, text, new Map(c.values.map((v) => [v, v])), errors, `${seed}, the seed's reading, is used`);
    if (value !== undefined) out[c.key] = value;
  }
  return out as unknown as MeleeRulings;
}
