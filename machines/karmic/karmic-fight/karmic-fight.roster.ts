/**
 * A fight's roster as text, one fighter after another, separated by semicolons:
 * `Ada: pc, sword, skill 3, training 2, hp 8, bow short-bow 3; Grub: foe, spear, skill 1`.
 * After the name: the side (`pc` or `foe`), a melee weapon (a preset's name), and any of
 * `skill`, `training`, `willpower`, `finesse`, `armour` and `hp` with a whole number, and
 * `bow` with a missile weapon's preset and its skill. What is left out takes the default; each
 * bad value gives its own message and the default instead.
 */
import { ownValue, quote, readWhole } from '../../core/attributes.js';
import { cleanName, fighterProblem, FIGHTER_NUMBERS } from '../fighter-setup.js';
import { WEAPONS, weaponPreset } from '../melee-weapons.js';
import type { Fighter } from '../melee/fighters.js';
import { WEAPON_PRESETS, WEAPON_PRESET_IDS } from '../ranged-weapons.js';
import type { Member, Team } from './karmic-fight.context.js';

/** The most fighters a table takes. */
export const MOST_FIGHTERS = 12;
const SHOOT_SKILL = { min: 0, max: 10 };

/** The roster words for each number, and the fighter's field each sets. */
const NUMBER_WORDS: Readonly<Record<string, (typeof FIGHTER_NUMBERS)[number]>> = Object.fromEntries(
  (
    [
      ['skill', 'skill'],
      ['training', 'combatTraining'],
      ['willpower', 'willpower'],
      ['finesse', 'finesse'],
      ['armour', 'armour'],
      ['hp', 'hitPoints'],
    ] as const
  ).map(([word, key]) => [word, FIGHTER_NUMBERS.find((n) => n.key === key)!]),
);

const BASE: Omit<Fighter, 'name' | 'deck'> = {
  weapon: WEAPONS.sword!,
  skill: 2,
  combatTraining: 1,
  willpower: 0,
  finesse: 0,
  armour: 0,
  hitPoints: 8,
};

/** One fighter's text; its messages name him. */
function readMember(text: string, n: number, errors: string[]): Member | undefined {
  const colon = text.indexOf(':');
  const rawName = colon < 0 ? '' : text.slice(0, colon);
  const who = `fighter ${n}`;
  if (/[<>&"]/.test(rawName)) errors.push(`${who}'s name ${quote(rawName)} has markup or a quote in it; "Fighter ${n}" is used`);
  const name = /[<>&"]/.test(rawName) || cleanName(rawName) === '' ? `Fighter ${n}` : cleanName(rawName);
  const parts = (colon < 0 ? text : text.slice(colon + 1))
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  let team: Team | undefined;
  let fighter: Fighter = { ...BASE, name, deck: 'world' };
  let shoot: Member['shoot'];
  for (const part of parts) {
    const words = part.split(/\s+/);
    const [first, value, extra] = words as [string, string | undefined, string | undefined];
    const word = first.toLowerCase();
    if (word === 'pc' || word === 'foe') {
      team = word === 'pc' ? 'party' : 'foes';
      continue;
    }
    const number = ownValue(NUMBER_WORDS, word);
    if (number) {
      const read = readWhole(`${name}'s ${word}`, value ?? '?', number, errors);
      if (read !== undefined) fighter = { ...fighter, [number.key]: read };
      continue;
    }
    if (word === 'bow') {
      const weapon = ownValue(WEAPON_PRESETS, (value ?? '').toLowerCase());
      if (!weapon) {
        errors.push(`${name}'s missile weapon ${quote(value ?? '')} is not one of ${WEAPON_PRESET_IDS.join(', ')}; ${name} does not shoot`);
        continue;
      }
      const skill = readWhole(`${name}'s ${value} skill`, extra ?? '1', SHOOT_SKILL, errors);
      shoot = { weapon, skill: skill ?? 1 };
      continue;
    }
    const weapon = words.length === 1 ? weaponPreset(word) : undefined;
    if (weapon) fighter = { ...fighter, weapon };
    else
      errors.push(
        `${name}: ${quote(part)} is neither pc nor foe, a weapon (${Object.keys(WEAPONS).join(', ')}), a number (skill, training, willpower, finesse, armour, hp) nor a bow; it is left out`,
      );
  }
  if (!team) {
    errors.push(`${name} has no side (pc or foe); ${name} is left out`);
    return undefined;
  }
  fighter = { ...fighter, deck: team === 'party' ? 'karma' : 'world' };
  return { team, fighter, ...(shoot ? { shoot } : {}) };
}

/** The roster text → its members, with a message per bad value; undefined when it cannot make a fight. */
export function readRoster(text: string, errors: string[]): Member[] | undefined {
  const pieces = text.split(';').filter((p) => p.trim() !== '');
  if (pieces.length > MOST_FIGHTERS) {
    errors.push(`the roster has ${pieces.length} fighters; a table takes at most ${MOST_FIGHTERS}, so the default fight is used`);
    return undefined;
  }
  const own: string[] = [];
  const members = pieces.flatMap((p, i) => readMember(p, i + 1, own) ?? []);
  errors.push(...own);
  if (!members.some((m) => m.team === 'party') || !members.some((m) => m.team === 'foes')) {
    errors.push('the roster needs at least one pc and one foe; the default fight is used');
    return undefined;
  }
  return members;
}

/** The roster as text, as `readRoster` reads it (the editor shows it). */
export function rosterText(roster: readonly Member[]): string {
  return roster
    .map(({ team, fighter: f, shoot }) => {
      const weapon = Object.keys(WEAPONS).find((k) => WEAPONS[k] === f.weapon) ?? 'sword';
      const bow = shoot ? `, bow ${WEAPON_PRESET_IDS.find((k) => WEAPON_PRESETS[k] === shoot.weapon) ?? 'short-bow'} ${shoot.skill}` : '';
      const also = `${f.willpower ? `, willpower ${f.willpower}` : ''}${f.finesse ? `, finesse ${f.finesse}` : ''}`;
      return `${f.name}: ${team === 'party' ? 'pc' : 'foe'}, ${weapon}, skill ${f.skill}, training ${f.combatTraining}${also}, armour ${f.armour}, hp ${f.hitPoints}${bow}`;
    })
    .join('; ');
}

/** Why a saved roster cannot be used, or undefined when it can. */
export function rosterProblem(value: unknown): string | undefined {
  if (!Array.isArray(value) || value.length < 2 || value.length > MOST_FIGHTERS) return `its roster is not 2 to ${MOST_FIGHTERS} fighters`;
  for (const [i, m] of (value as unknown[]).entries()) {
    const r = m as Record<string, unknown> | null;
    if (r === null || typeof r !== 'object' || (r.team !== 'party' && r.team !== 'foes')) return `fighter ${i + 1} has no side`;
    const problem = fighterProblem(r.fighter, `fighter ${i + 1}`);
    if (problem) return problem;
    if (r.shoot !== undefined) {
      const sh = r.shoot as Record<string, unknown> | null;
      // The roster only ever names a preset, so a saved missile weapon is one of them, number for number.
      const preset =
        sh !== null &&
        typeof sh === 'object' &&
        WEAPON_PRESET_IDS.some((k) => JSON.stringify(WEAPON_PRESETS[k]) === JSON.stringify(sh.weapon));
      const skill = sh?.skill;
      if (!preset || typeof skill !== 'number' || !Number.isInteger(skill) || skill < SHOOT_SKILL.min || skill > SHOOT_SKILL.max)
        return `fighter ${i + 1}'s missile weapon cannot be used`;
    }
  }
  const teams = (value as Member[]).map((m) => m.team);
  if (!teams.includes('party') || !teams.includes('foes')) return 'its roster does not have both sides';
  return undefined;
}
