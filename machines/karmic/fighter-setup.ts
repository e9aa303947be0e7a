/**
 * Reading one melee fighter (Karmic): the numbers a fighter has and their ranges, a name as
 * shown, an off-hand item, cards stacked on a deck, and the check of a saved fighter. Shared
 * by the register duel's setup and the multiple-opponents setup, which read fighters alike;
 * nothing here knows about either machine.
 */
import { quote, readWhole } from '../core/attributes.js';
import { parseCard, type Card } from '../core/cards.js';
import { offHandProblem, weaponPreset, weaponProblem, WEAPONS, type OffHand, type OffHandKind, type Weapon } from './melee-weapons.js';

export const NAME_LENGTH = 40;
export const OFF_HAND_SKILL = { min: 0, max: 10 };
const OFF_HAND_KINDS: readonly OffHandKind[] = ['shield', 'parrying-dagger', 'weapon'];

/** A fighter's number as its attribute names it (after `a-`, `lone-`…). */
export type FighterNumberAttribute =
  'skill' | 'training' | 'willpower' | 'finesse' | 'armour' | 'hit-points' | 'might' | 'vitality' | 'self-discipline' | 'fast-draw';

/** Each fighter's numbers: attribute, field, and the whole numbers it takes. */
export const FIGHTER_NUMBERS: readonly {
  readonly attr: FighterNumberAttribute;
  readonly key:
    'skill' | 'combatTraining' | 'willpower' | 'finesse' | 'armour' | 'hitPoints' | 'might' | 'vitality' | 'selfDiscipline' | 'fastDraw';
  readonly label: string;
  readonly min: number;
  readonly max: number;
  /** Absent from older saved tables, and then 0: only hand to hand reads it. */
  readonly optional?: boolean;
}[] = [
  { attr: 'skill', key: 'skill', label: 'Weapon skill', min: 0, max: 10 },
  { attr: 'training', key: 'combatTraining', label: 'Combat training', min: 0, max: 10 },
  { attr: 'willpower', key: 'willpower', label: 'Willpower', min: -5, max: 5 },
  { attr: 'finesse', key: 'finesse', label: 'Finesse', min: -5, max: 5 },
  { attr: 'armour', key: 'armour', label: 'Armour', min: -5, max: 0 },
  { attr: 'hit-points', key: 'hitPoints', label: 'Hit points', min: 1, max: 50 },
  { attr: 'might', key: 'might', label: 'Might', min: -5, max: 5, optional: true },
  { attr: 'vitality', key: 'vitality', label: 'Vitality', min: -5, max: 5, optional: true },
  { attr: 'self-discipline', key: 'selfDiscipline', label: 'Self-discipline', min: 0, max: 10, optional: true },
  { attr: 'fast-draw', key: 'fastDraw', label: 'Fast draw', min: 0, max: 10, optional: true },
];

/** A name as shown: control and direction characters dropped, at most 40 characters. */
export function cleanName(text: string): string {
  return [...text.replace(/[\p{Cc}\p{Cf}]/gu, '').trim()].slice(0, NAME_LENGTH).join('');
}

/** "shield 3", "parrying-dagger 4", "poniard 6" (a weapon preset and its skill), "none". */
export function parseOffHand(text: string): { offHand?: OffHand } | { error: string } {
  const t = text.trim().toLowerCase();
  if (t === '' || t === 'none') return {};
  const m = /^([a-z-]+)\s+(\S+)$/.exec(t);
  if (!m) return { error: `${quote(text)} should read like "shield 3" or "parrying-dagger 4" (an item, then its skill); none is used` };
  const item = m[1]!;
  const errors: string[] = [];
  const skill = readWhole('its skill', m[2], OFF_HAND_SKILL, errors, 'none is used');
  if (skill === undefined) return { error: `${quote(text)}: ${errors[0]}` };
  if (item === 'shield' || item === 'small-shield') return { offHand: { kind: 'shield', weapon: WEAPONS['small-shield']!, skill } };
  if (item === 'parrying-dagger') return { offHand: { kind: 'parrying-dagger', weapon: WEAPONS.dagger!, skill } };
  const weapon = weaponPreset(item);
  if (weapon?.unarmed) return { error: `bare hands are not an off-hand item; none is used` };
  if (weapon?.hands === 2) return { error: `the ${weapon.name} takes both hands, so it cannot be an off-hand item; none is used` };
  if (!weapon)
    return {
      error: `${quote(item)} is not an off-hand item (shield, parrying-dagger, or a weapon: ${Object.keys(WEAPONS).join(', ')}); none is used`,
    };
  return { offHand: { kind: 'weapon', weapon, skill } };
}

/** Cards for the top of a fighter's deck, top first: each a card of that deck, each once. */
export function parseStack(text: string, deck: readonly Card[]): { cards: Card[] } | { error: string } {
  const tokens = text
    .trim()
    .split(/[\s,;]+/)
    .filter((t) => t !== '');
  const inDeck = new Set(deck);
  const cards: Card[] = [];
  for (const token of tokens) {
    const card = parseCard(token, new Set(cards));
    if (card === undefined)
      return { error: `${quote(token)} is not a card (write cards like A♠, 10h, Qd or JK); the deck is shuffled as usual` };
    if (!inDeck.has(card)) return { error: `${quote(token)} is not in this deck; the deck is shuffled as usual` };
    if (cards.includes(card)) return { error: `${quote(token)} is listed twice; the deck is shuffled as usual` };
    cards.push(card);
  }
  return { cards };
}

/** The vitality of a limb that catches a fighter (Karmic, "Chop"), read like any vitality. */
export const LIMB_VITALITY = { min: -5, max: 5 } as const;

/** Why a saved fighter cannot be used, in plain words, or undefined when it can. */
export function fighterProblem(value: unknown, who: string): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `${who} is missing`;
  const f = value as Record<string, unknown>;
  if (typeof f.name !== 'string' || f.name.trim() === '' || [...f.name].length > NAME_LENGTH) return `${who} has no usable name`;
  const weapon = weaponProblem(f.weapon);
  if (weapon) return `${who}: ${weapon}`;
  for (const { key, min, max, optional } of FIGHTER_NUMBERS) {
    const n = f[key];
    if (optional && n === undefined) continue;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max)
      return `${who}'s ${key === 'combatTraining' ? 'combat training' : key === 'hitPoints' ? 'hit points' : key === 'selfDiscipline' ? 'self-discipline' : key} is not a whole number from ${min} to ${max}`;
  }
  if (f.deck !== 'karma' && f.deck !== 'world') return `${who}'s deck is neither a karma deck nor a world deck`;
  if (f.offHand !== undefined) {
    const o = f.offHand as Record<string, unknown> | null;
    if (o === null || typeof o !== 'object' || !OFF_HAND_KINDS.includes(o.kind as OffHandKind))
      return `${who}'s off-hand item is not a shield, a parrying dagger or a weapon`;
    const problem = weaponProblem(o.weapon);
    if (problem) return `${who}'s off-hand item: ${problem}`;
    if (typeof o.skill !== 'number' || !Number.isInteger(o.skill) || o.skill < OFF_HAND_SKILL.min || o.skill > OFF_HAND_SKILL.max)
      return `${who}'s off-hand skill is not a whole number from 0 to 10`;
    const twoHanded = offHandProblem(f.weapon as Weapon, o as unknown as OffHand);
    if (twoHanded) return `${who}: ${twoHanded}`;
  }
  if (f.size !== undefined && f.size !== 'normal' && f.size !== 'large' && f.size !== 'small')
    return `${who}'s size is not normal, large or small`;
  if (
    f.entangled !== undefined &&
    (typeof f.entangled !== 'number' ||
      !Number.isInteger(f.entangled) ||
      f.entangled < LIMB_VITALITY.min ||
      f.entangled > LIMB_VITALITY.max)
  ) {
    return `${who} is caught by a limb whose vitality is not a whole number from −5 to 5`;
  }
  if (f.bound !== undefined && f.bound !== 'head-butt' && f.bound !== 'helpless')
    return `${who} is bound in a way this table does not know`;
  if (f.spare !== undefined) {
    const sp = f.spare as Record<string, unknown> | null;
    if (sp === null || typeof sp !== 'object') return `${who}'s second weapon is missing`;
    const problem = weaponProblem(sp.weapon);
    if (problem) return `${who}'s second weapon: ${problem}`;
    if (typeof sp.skill !== 'number' || !Number.isInteger(sp.skill) || sp.skill < OFF_HAND_SKILL.min || sp.skill > OFF_HAND_SKILL.max)
      return `${who}'s second weapon skill is not a whole number from 0 to 10`;
  }
  return undefined;
}
