/**
 * Handing a death on to soul passing: the dead character as soul passing takes it over (its
 * name, the Vitality its soul holds, its body when the numbers themselves say dead) with the
 * Liberi of the rulebook's soul-passing table around it, as soul passing's input and as the
 * soul-passing widget's attributes. Written against soul passing's contract only: its
 * exported types and the body concept module; attack-roll.hand-off.test.ts checks what is
 * written out here against soul passing itself, through its procedure object.
 */
import type { SoulPassingInput } from '../soul-passing/index.js';
import { soulVitality } from '../body.js';
import type { AttackRollContext } from './attack-roll.context.js';

/** One Liberi around the body, as soul passing's input seats it. */
export type SoulPassingLiberi = SoulPassingInput['liberi'][number];

/**
 * The record version of soul passing's saved tables (`soulPassing.record.current`), named
 * here rather than imported so that this widget does not carry the whole soul-passing
 * procedure; attack-roll.hand-off.test.ts checks the two agree.
 */
export const SOUL_PASSING_FORMAT = 'soul-passing/1';

/**
 * The Liberi around the body on the rulebook's soul-passing table ("Ada 25ft gauge 16, Bram
 * 35ft, Cass 50ft vitality 2"), written out so this widget need not carry soul passing's
 * parser; attack-roll.hand-off.test.ts checks them against that parser.
 */
export const SOUL_TABLE_LIBERI: readonly SoulPassingLiberi[] = [
  { name: 'Ada', distance: 25, speed: 30, life: 10, vitality: 10, maxVitality: 10, gauge: 16, essence: 0 },
  { name: 'Bram', distance: 35, speed: 30, life: 10, vitality: 10, maxVitality: 10, gauge: 0, essence: 0 },
  { name: 'Cass', distance: 50, speed: 30, life: 10, vitality: 2, maxVitality: 10, gauge: 0, essence: 0 },
];

/**
 * The dead character as soul passing takes it over: its name, its remaining Vitality, its
 * body when the numbers themselves say dead (a beheading or a failed Endure check leaves
 * numbers that do not, so then only the Vitality goes), and the soul table's Liberi around it.
 */
export function soulPassingInput(ctx: AttackRollContext, seed: number): SoulPassingInput | undefined {
  if (ctx.fallen === null) return undefined;
  const f = ctx[ctx.fallen];
  // Soul passing reads numbers from −99 to 99; a body far below that is no less dead.
  const clamp = (n: number) => Math.max(-99, Math.min(99, n));
  const body = {
    life: clamp(f.life),
    vitality: clamp(f.vitality),
    toughness: clamp(f.toughness),
    athleticism: 3,
    charm: 3,
    knowledge: 3,
    spirit: 3,
  };
  const byNumbers = ctx.deathCause !== 'decapitated' && !/Endure/.test(ctx.deathCause ?? '');
  return {
    seed,
    name: f.name,
    vitality: Math.min(99, soulVitality(f.vitality)),
    ...(byNumbers ? { character: body } : {}),
    liberi: SOUL_TABLE_LIBERI.map((l) => ({ ...l })),
  };
}

/** The same numbers as the soul-passing widget's attributes, for a host page (the `rb-death` event). */
export function soulPassingAttributes(ctx: AttackRollContext): { name: string; vitality: string; character?: string } | undefined {
  const input = soulPassingInput(ctx, 1);
  if (!input) return undefined;
  const c = input.character;
  return {
    name: input.name ?? '',
    vitality: String(input.vitality),
    ...(c ? { character: `life ${c.life} vitality ${c.vitality} toughness ${c.toughness}` } : {}),
  };
}
