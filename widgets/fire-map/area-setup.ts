/**
 * The chosen Area's editor in the fire map's table setup, as the widget drives it: the kit it
 * hands the editor module (loaded on demand, importing nothing itself: see editor.ts), what
 * the editor shows of the Area, and each of its forms' values as a machine event's payload.
 * The machine decides whether a change may be made (fire-map.steps.ts).
 */
import { html, nothing } from 'lit';
import type { Creature } from '../../machines/lady-luck/area-map.js';
import {
  BRIGHTNESSES,
  FIRE_LEVELS,
  FLAMMABILITIES,
  OBSCURITIES,
  SIZE_TABLE,
  WETNESS_LEVELS,
  areaLabel,
  defaultDefense,
  describeFireLevel,
  describeObscurity,
  describeWetness,
  formatSize,
  type Area,
} from '../../machines/lady-luck/areas.js';
import type { AreaChanges, CreatureSpec } from '../../machines/lady-luck/fire-map/fire-map.context.js';
import type { EditorKit, EditorView } from './editor.js';

const optionValue = (v: number | null) => (v === null ? 'none' : String(v));
const readOption = (s: string): number | null => (s === 'none' ? null : Number(s));

/** What the editor is handed: Lit, and each quality's choices in words. */
export const EDITOR_KIT: EditorKit = {
  html,
  nothing,
  choices: {
    fire: FIRE_LEVELS.map((l) => [optionValue(l), describeFireLevel(l)]),
    flam: FLAMMABILITIES.map((f) => [optionValue(f), f === null ? 'none (stone, metal)' : String(f)]),
    wet: [[optionValue(null), 'dry'], ...WETNESS_LEVELS.map((w): [string, string] => [String(w), describeWetness(w)])],
    light: BRIGHTNESSES.map((b) => [b, b]),
    cover: OBSCURITIES.map((o) => [o, describeObscurity(o)]),
    oil: [
      ['no', 'none'],
      ['yes', 'a thick layer (burns on water)'],
    ],
    size: SIZE_TABLE.map((r) => [String(r.size), `${r.label} (${formatSize(r.size)})`]),
  },
};

/** The Area as the editor shows it, with the creatures in it and the last refusals. */
export function editorView(
  area: Area,
  creatures: readonly Creature[],
  problems: { readonly rename: string; readonly place: string },
  placeKind: 'pc' | 'npc',
): EditorView {
  return {
    area,
    label: areaLabel(area),
    values: {
      fire: optionValue(area.fireLevel),
      flam: optionValue(area.flammability),
      wet: optionValue(area.wetness),
      light: area.brightness,
      cover: area.obscurity,
      oil: area.oil === true ? 'yes' : 'no',
    },
    here: creatures.filter((c) => c.areaId === area.id),
    renameProblem: problems.rename,
    placeProblem: problems.place,
    placeKind,
  };
}

/** A quality's select changed: the change to the Area. */
export function qualityChange(name: keyof EditorView['values'], value: string): AreaChanges {
  if (name === 'fire') return { fireLevel: readOption(value) as Area['fireLevel'] };
  if (name === 'flam') return { flammability: readOption(value) as Area['flammability'] };
  if (name === 'wet') return { wetness: readOption(value) };
  if (name === 'light') return { brightness: value as Area['brightness'] };
  if (name === 'oil') return { oil: value === 'yes' };
  return { obscurity: value as Area['obscurity'] };
}

/** The rename form: the name given, or none (the id is shown again) when it is left empty. */
export function renameChange(form: HTMLFormElement): AreaChanges {
  const name = String(new FormData(form).get('area-name') ?? '').trim();
  return { name: name === '' ? undefined : name };
}

/** The place form: the creature to place in the Area (Defense from the size table unless given). */
export function placedCreature(form: HTMLFormElement, area: Area, kind: 'pc' | 'npc'): CreatureSpec {
  const data = new FormData(form);
  const size = Number(data.get('size'));
  const defenseText = String(data.get('defense') ?? '').trim();
  return {
    name: String(data.get('name') ?? ''),
    areaId: area.id,
    size,
    kind,
    defense: defenseText === '' ? defaultDefense(size) : Number(defenseText),
    ...(kind === 'pc' ? { constitution: Number(data.get('con') ?? 0) } : { injuryLimit: Number(data.get('limit') ?? 1) }),
  };
}
