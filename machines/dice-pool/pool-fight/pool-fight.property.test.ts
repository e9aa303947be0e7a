import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { poolFightMachine } from './pool-fight.machine.js';
import type { PoolFightEvent, PoolFightInput } from './pool-fight.context.js';
import { FIELD_END } from './pool-fight.rules.js';
import { parsePoolFightSetup } from './pool-fight.setup.js';
import { everyEvent } from './testing/events.js';
import { choicesFor, fighterView, moveChoices, readyChoices, statusLine, stepPrompt, summary, triggerChoices } from './pool-fight.view.js';
import { predictionFor } from './pool-fight.odds.js';

type Snap = SnapshotFrom<typeof poolFightMachine>;

const weapon = fc.constantFrom(
  'with sword light sharp',
  'with maul heavy blunt two-handed',
  'with pike heavy pointy reach',
  'with spear light pointy throwable',
  'with rod heavy blunt electric',
  'with pistol gun low cart 6',
  'with rifle gun high cart 8',
  'with carbine gun low cart 4',
  'with derringer gun high cart 2',
);
const fighterText = (name: string, at: fc.Arbitrary<number>) =>
  fc
    .tuple(
      fc.integer({ min: 0, max: 4 }),
      fc.integer({ min: 0, max: 4 }),
      fc.integer({ min: 0, max: 4 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 8 }),
      at,
      weapon,
      fc.boolean(),
      fc.constantFrom('', ' spell Blink 2', ' spell Fireball 3 item Potion', ' ability Shove 1 item Rope 4'),
    )
    .map(
      ([ag, ph, ar, hp, sp, a, w, trained, powers]) =>
        `${name} agility ${ag} physique ${ph} armour ${ar} health ${hp} speed ${sp} at ${a} ${w}${trained ? ' trained' : ''}${powers}`,
    );
const group = (names: string[], at: fc.Arbitrary<number>) =>
  fc
    .array(fc.constantFrom(...names), { minLength: 1, maxLength: 3 })
    .chain((ns) => fc.tuple(...[...new Set(ns)].map((n) => fighterText(n, at))))
    .map((fs) => fs.join('; '));

const tableArb: fc.Arbitrary<PoolFightInput> = fc
  .record({
    seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
    party: group(['Ada', 'Bo', 'Cy'], fc.integer({ min: 0, max: 4 })),
    foes: group(['Dag', 'Eve', 'Fen'], fc.integer({ min: 5, max: 16 })),
    // Sometimes a third group, on squares of its own beyond the foes.
    more: fc.option(
      group(['Gil', 'Hob'], fc.integer({ min: 17, max: 22 })).map((g) => `Wolves: ${g}`),
      { nil: '' },
    ),
    jam: fc.constantFrom('d6', '2d6', '3d12'),
    wielder: fc.constantFrom('counts', 'insulated'),
  })
  .map(({ seed, party, foes, more, jam, wielder }) => {
    const { input, errors } = parsePoolFightSetup({
      seed: String(seed),
      party,
      foes,
      'more-groups': more,
      'jam-difficulty': jam,
      'electric-wielder': wielder,
    });
    if (errors.length) throw new Error(errors.join('\n'));
    return input;
  });

function run(
  input: PoolFightInput,
  choices: readonly number[],
  each: (snap: Snap, event?: PoolFightEvent) => void = () => {},
): { snap: Snap; events: PoolFightEvent[] } {
  let [snap] = initialTransition(poolFightMachine, input);
  each(snap);
  const events: PoolFightEvent[] = [];
  for (const choice of choices) {
    const options = everyEvent(snap);
    if (options.length === 0) break;
    const event = options[choice % options.length]!;
    [snap] = transition(poolFightMachine, snap, event);
    events.push(event);
    each(snap, event);
  }
  return { snap, events };
}

const choicesArb = fc.array(fc.nat(), { minLength: 5, maxLength: 120 });
const ENGINE_WORDS = /\bNaN\b|\bundefined\b|\bnull\b|\[object|Infinity/;

describe('any fight, played any way', () => {
  it('keeps every bound: health never above its maximum, 0 to 2 actions, shots within the cart, the line held', () => {
    fc.assert(
      fc.property(tableArb, choicesArb, (input, choices) => {
        run(input, choices, (snap) => {
          const c = snap.context;
          for (const [i, f] of c.fighters.entries()) {
            const given = input.fighters[i]!;
            expect(f.hp).toBeLessThanOrEqual(given.health);
            expect(f.actions).toBeGreaterThanOrEqual(0);
            expect(f.actions).toBeLessThanOrEqual(2);
            if (f.group !== c.acting || f.hp <= 0) expect(f.actions).toBe(0);
            if (f.weapon.kind === 'gun') {
              expect(f.shots).toBeGreaterThanOrEqual(0);
              expect(f.shots).toBeLessThanOrEqual(f.weapon.cart);
            }
            expect(f.at).toBeGreaterThanOrEqual(0);
            expect(f.at).toBeLessThanOrEqual(FIELD_END);
            if (f.hp < given.health) expect(c.tally.taken[i]).toBe(given.health - f.hp);
          }
          // The fallen lie where they fell; those standing hold the line.
          const party = c.fighters.filter((f) => f.group === 'party' && f.hp > 0).map((f) => f.at);
          const foes = c.fighters.filter((f) => f.group === 'foes' && f.hp > 0).map((f) => f.at);
          if (party.length && foes.length)
            expect(Math.max(...party), 'no one walks onto or past a standing enemy').toBeLessThan(Math.min(...foes));
          for (const w of c.why) expect(w.text).not.toMatch(ENGINE_WORDS);
          const standing = new Set(c.fighters.filter((f) => f.hp > 0).map((f) => f.group));
          expect(snap.value === 'over', 'over once at most one group stands').toBe(standing.size <= 1);
          if (snap.value === 'over') expect(c.winner).toBe([...standing][0] ?? null);
        });
      }),
      { numRuns: 150 },
    );
  }, 30_000);

  it('rolls each die within its faces, and a hit only on a strictly higher total', () => {
    fc.assert(
      fc.property(tableArb, choicesArb, (input, choices) => {
        run(input, choices, (snap, event) => {
          if (!event?.type.endsWith('.rolled')) return;
          for (const c of snap.context.contests) {
            for (const side of [c.mine, c.theirs]) {
              side.faces.forEach((face, k) => {
                expect(face).toBeGreaterThanOrEqual(1);
                expect(face).toBeLessThanOrEqual(side.pool[k]!);
              });
              expect(side.total).toBe(side.faces.reduce((a, b) => a + b, 0));
            }
          }
          if (event.type === 'hit.rolled') {
            const c = snap.context.contests[0]!;
            expect(snap.context.pending !== null).toBe(c.mine.total > c.theirs.total);
          }
        });
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it('tells the same story from the same seed: replaying its events rebuilds every step', () => {
    fc.assert(
      fc.property(tableArb, choicesArb, (input, choices) => {
        const first = run(input, choices);
        let [snap] = initialTransition(poolFightMachine, structuredClone(input));
        for (const e of first.events) [snap] = transition(poolFightMachine, snap, e);
        expect(JSON.parse(JSON.stringify(snap.context))).toEqual(JSON.parse(JSON.stringify(first.snap.context)));
      }),
      { numRuns: 60 },
    );
  }, 30_000);

  it('shows every snapshot in words without an engine word, and asks a question before every roll', () => {
    fc.assert(
      fc.property(tableArb, choicesArb, (input, choices) => {
        run(input, choices, (snap) => {
          const c = snap.context;
          const words = [statusLine(snap), stepPrompt(snap), ...c.fighters.flatMap((_, i) => fighterView(c, i).notes)];
          if (snap.matches({ fighting: 'groupTurn' }))
            for (const [i, f] of c.fighters.entries())
              if (f.group === c.acting && f.hp > 0) words.push(...choicesFor(c, i).flatMap((x) => [x.label, x.problem ?? '']));
          for (const w of summary(snap) ?? []) words.push(w.text);
          for (const w of words) expect(w).not.toMatch(ENGINE_WORDS);
          expect(predictionFor(snap) !== undefined).toBe(c.pending !== null);
        });
      }),
      { numRuns: 60 },
    );
  }, 30_000);

  it('offers no choice the machine refuses, and refuses none it offers', () => {
    fc.assert(
      fc.property(tableArb, choicesArb, (input, choices) => {
        run(input, choices, (snap) => {
          if (!snap.matches({ fighting: 'groupTurn' })) return;
          const c = snap.context;
          for (const choice of triggerChoices(c))
            expect(snap.can(choice.event), `${choice.label}: ${choice.problem}`).toBe(choice.problem === undefined);
          for (const [i, f] of c.fighters.entries()) {
            if (f.group !== c.acting || f.hp <= 0) continue;
            for (const choice of [...choicesFor(c, i), ...moveChoices(c, i), ...moveChoices(c, i, 1), ...readyChoices(c, i)])
              expect(snap.can(choice.event), `${choice.label}: ${choice.problem}`).toBe(choice.problem === undefined);
          }
        });
      }),
      { numRuns: 60 },
    );
  }, 30_000);
});
