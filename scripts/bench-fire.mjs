#!/usr/bin/env node
// Benchmark for Lady Luck's fire: how long 10,000 seeded rounds take on a 10 × 10 map, and how
// long the odds overlay takes (this round's chances plus the N-round forecast), including the
// longest single slice when it is computed the way the widget does it (8 ms slices).
//
//   npx node scripts/bench-fire.mjs [--rounds 10000] [--seed 1]
//
// The machines are TypeScript, so they are bundled first with esbuild (already a dev
// dependency) into a temporary module.
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const ROUNDS = opt('rounds', 10_000);
const SEED = opt('seed', 1);

const dir = mkdtempSync(join(tmpdir(), 'bench-fire-'));
const out = join(dir, 'fire.mjs');
await build({
  stdin: {
    contents: `
      export * from './machines/lady-luck/fire-map.rules.ts';
      export * from './machines/lady-luck/fire-map.odds.ts';
      export * from './machines/lady-luck/fire-map.setup.ts';
      export { fireMapMachine } from './machines/lady-luck/fire-map.machine.ts';
      export { createChance } from './machines/core/random.ts';
      export { initialTransition, transition } from 'xstate';
    `,
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  outfile: out,
  logLevel: 'error',
});
const m = await import(pathToFileURL(out).href);
rmSync(dir, { recursive: true, force: true });

// A 10 × 10 wood with two fires and a few people in it.
const MAP = `grid 10x10 flam=2
area c3 fire=2
area h7 fire=0
area e5 wet=damp
area f5 flam=1
pc Ada in c4 con=1
pc Bran in d3
npc Wolf in h6 size=small limit=1
npc Ogre in g7 size=large limit=3`;
const parsed = m.parseFireMap(MAP);
if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
const { map, creatures } = parsed.setup;

const fmt = (ms) => `${ms.toFixed(1)} ms`;
const time = (fn) => {
  const t = performance.now();
  const r = fn();
  return [performance.now() - t, r];
};

// A fire burns out its map in a few dozen rounds; to time rounds that still do something,
// play games of 10 rounds from the starting map, carrying the seeded chance from game to game.
function playRounds(n) {
  let chance = m.createChance(SEED);
  let state = { map, creatures };
  let rolls = 0;
  for (let i = 0; i < n; i++) {
    if (i % 10 === 0) state = { map, creatures };
    const r = m.fireRound(state.map, state.creatures, chance);
    rolls += r.events.filter((e) => 'roll' in e).length;
    state = r;
    chance = r.chance;
  }
  return rolls;
}

function machineRounds(n) {
  let [snap] = m.initialTransition(m.fireMapMachine, { setup: parsed.setup, seed: SEED, rolls: [] });
  const [start] = [snap];
  for (let i = 0; i < n; i++) {
    if (i % 10 === 0) snap = m.fireMapMachine.resolveState({ ...start, context: { ...start.context, chance: snap.context.chance } });
    [snap] = m.transition(m.fireMapMachine, snap, { type: 'round.advanced' });
  }
  return snap.context.round;
}

playRounds(500); // warm up
const [roundsMs, rolls] = time(() => playRounds(ROUNDS));
const [machineMs] = time(() => machineRounds(ROUNDS));

const [thisRoundMs] = time(() => {
  for (let i = 0; i < 100; i++) m.roundOdds(map);
});

function sliced(target, rounds) {
  const job = m.startOdds(target, rounds, { seed: 20260522 });
  let slices = 0;
  let longest = 0;
  const t0 = performance.now();
  for (;;) {
    const began = performance.now();
    let done = job.result !== undefined;
    while (!done && performance.now() < began + 8) done = m.advanceOdds(job, 1);
    slices++;
    longest = Math.max(longest, performance.now() - began);
    if (done) return { total: performance.now() - t0, slices, longest, result: job.result };
  }
}
const big = sliced(map, 3);
const hamlet = m.parseFireSetup({}, 1).input.setup.map;
const small = sliced(hamlet, 3);

console.log(`Lady Luck fire benchmark (seed ${SEED}, Node ${process.version})`);
console.log(`  ${ROUNDS} seeded rounds, 10x10 map, fireRound:        ${fmt(roundsMs)}  (${rolls} d6 rolled, ${(roundsMs / ROUNDS * 1000).toFixed(1)} µs a round)`);
console.log(`  ${ROUNDS} seeded rounds, 10x10 map, through the machine: ${fmt(machineMs)}`);
console.log(`  odds this round, 10x10 map:                        ${fmt(thisRoundMs / 100)} each`);
console.log(`  odds overlay, 10x10 map, 3 rounds ahead:           ${fmt(big.total)}  (${big.result.method}, ${big.result.samples ?? '-'} samples, ${big.slices} slices, longest ${fmt(big.longest)})`);
console.log(`  odds overlay, sample hamlet 4x3, 3 rounds ahead:   ${fmt(small.total)}  (${small.result.method}, ${small.slices} slices, longest ${fmt(small.longest)})`);
if (big.longest > 50 || small.longest > 50) {
  console.log('  FAIL: an overlay slice held the thread for more than 50 ms');
  process.exitCode = 1;
}
