/**
 * The fire's forecast some rounds ahead, worked out in the background while the odds are
 * shown: a few milliseconds at a time, giving the page back between slices, and dropped
 * (and started again) as soon as the map, the ruling, the rounds ahead or the odds toggle
 * change. The walk itself is Lady Luck's fire odds (machines/lady-luck/fire-odds.ts); this
 * only schedules it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { FireMap } from '../../machines/lady-luck/area-map.js';
import type { FireRules } from '../../machines/lady-luck/fire.js';
import { advanceOdds, oddsProgress, startOdds, type Forecast } from '../../machines/lady-luck/fire-odds.js';

/** Work on the forecast this long, then give the page back (well under one frame). */
const SLICE_MS = 4;
const PROGRESS_MS = 400;
const ODDS_SEED = 20260522;

/**
 * Give the page back until the browser has nothing more urgent, or stop at once when the work
 * is no longer wanted. Where the browser has a task scheduler, the next slice waits behind
 * input and rendering (background priority); elsewhere behind a timer.
 */
function nextSlice(signal: AbortSignal): Promise<void> {
  const scheduler = (
    globalThis as { scheduler?: { postTask?(cb: () => void, o: { priority: string; signal: AbortSignal }): Promise<void> } }
  ).scheduler;
  if (scheduler?.postTask) return scheduler.postTask(() => {}, { priority: 'background', signal });
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, 0);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** True when a click or key press is waiting (Chromium tells; elsewhere the slice just ends on time). */
const inputPending = (): boolean => (navigator as { scheduling?: { isInputPending?(): boolean } }).scheduling?.isInputPending?.() ?? false;

export class ForecastController implements ReactiveController {
  /** The last finished forecast, while the odds are shown: per Area, its levels some rounds ahead. */
  forecast: Forecast | undefined;
  /** How far the forecast being worked out has got, 0 to 1. */
  progress = 0;
  /** The forecast being worked out: stopped when what it was asked for changes. */
  #run: { readonly key: readonly unknown[]; readonly abort: AbortController } | undefined;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /**
   * Keep the forecast for this map, ruling and number of rounds while the odds are `shown`
   * (call it from the host's willUpdate: it changes what the same render shows).
   */
  follow(map: FireMap, rules: FireRules, rounds: number, shown: boolean): void {
    const key = [map, rules, rounds, shown] as const;
    const run = this.#run;
    if (run && run.key.every((k, i) => k === key[i])) return;
    run?.abort.abort();
    this.#run = undefined;
    this.forecast = undefined;
    if (!shown) return;
    const abort = new AbortController();
    this.#run = { key, abort };
    this.progress = 0;
    void this.#workOut(map, rules, rounds, abort.signal).catch(() => {
      /* dropped: the map changed, or the odds were hidden */
    });
  }

  hostDisconnected(): void {
    this.#run?.abort.abort();
    this.#run = undefined;
  }

  async #workOut(map: FireMap, rules: FireRules, rounds: number, signal: AbortSignal): Promise<void> {
    // Not in the task that rendered the map: the first slice waits its turn.
    await nextSlice(signal);
    const job = startOdds(map, rounds, { seed: ODDS_SEED, rules });
    let reported = performance.now();
    for (;;) {
      const until = performance.now() + SLICE_MS;
      let done = job.result !== undefined;
      while (!done && performance.now() < until && !inputPending()) done = advanceOdds(job, 1);
      if (done) {
        this.forecast = job.result;
        this.host.requestUpdate();
        return;
      }
      // Say how far it has got a few times a second.
      if (performance.now() - reported > PROGRESS_MS) {
        reported = performance.now();
        this.progress = oddsProgress(job);
        this.host.requestUpdate();
      }
      await nextSlice(signal);
    }
  }
}
