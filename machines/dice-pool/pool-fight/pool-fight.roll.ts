/**
 * The dice-pool fight's dice and small context helpers: rolling pools from the seeded chance in
 * context (fixed rolls first), and changing one fighter or spending their actions. The steps
 * (pool-fight.steps.ts, pool-fight.attacks.ts, pool-fight.support.ts) roll through these.
 */
import type { Why } from '../../core/explain.js';
import { randomInt, type Chance } from '../../core/random.js';
import type { Built } from './pool-fight.rules.js';
import type { Fighter, PoolFightContext, Rolled } from './pool-fight.context.js';
import { actionWord, sum } from './pool-fight.problems.js';

export function withFighter(ctx: PoolFightContext, i: number, change: Partial<Fighter>): readonly Fighter[] {
  return ctx.fighters.map((f, j) => (j === i ? { ...f, ...change } : f));
}

/**
 * Roll a die: a queued fixed roll first, if it is a face of this die. A fixed roll that is
 * not (a 9 queued for a d6) drops the rest of the queue, and the seed rolls on; `note`
 * says so, so the table is never stuck on a list that does not fit its dice.
 */
function rollOne(chance: Chance, sides: number, notes: string[]): [number, Chance] {
  const [head, ...rest] = chance.fixedRolls;
  if (head !== undefined) {
    if (Number.isInteger(head) && head >= 1 && head <= sides) return [head, { random: chance.random, fixedRolls: rest }];
    notes.push(`The fixed roll ${head} is not a face of a d${sides}: the rest of the fixed rolls are set aside and the seed rolls on.`);
  }
  const [value, random] = randomInt(chance.random, 1, sides);
  return [value, { random, fixedRolls: [] }];
}

/**
 * Rolls pools one after another from `chance`: each side as the table sees it, the chance
 * left after them, and a note for any fixed roll set aside.
 */
export function roller(chance: Chance) {
  const notes: string[] = [];
  let next = chance;
  return {
    roll(who: string, what: string, b: Built): Rolled {
      const faces = b.pool.map((sides) => {
        let face: number;
        [face, next] = rollOne(next, sides, notes);
        return face;
      });
      return { who, what, pool: b.pool, faces, total: sum(faces) };
    },
    get chance() {
      return next;
    },
    notes: (): Why[] => notes.map((text) => ({ text })),
  };
}

export const shown = (r: Rolled) => (r.faces.length > 1 ? `${r.faces.join(' + ')} = ${r.total}` : `${r.total}`);

export function spend(ctx: PoolFightContext, by: number, cost: number, change: Partial<Fighter> = {}): readonly Fighter[] {
  const f = ctx.fighters[by]!;
  return withFighter(ctx, by, { actions: f.actions - cost, ...change });
}

export const left = (f: Fighter) => `${actionWord(f.actions)} left`;

/** What a fighter who falls stops doing: no actions, no readied action, nothing being paid for. */
export const FALLEN = { actions: 0, readied: null, casting: null } as const;
