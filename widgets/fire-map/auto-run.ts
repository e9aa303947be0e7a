/**
 * Auto-run: play a step, wait, play the next, until the step says there is nothing more to
 * do or the reader stops it. A Lit reactive controller, so it stops with its element and
 * re-renders it whenever it starts or stops.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface AutoRunOptions {
  /** Play one step; false when there was nothing left to play (the run then stops). */
  step(): boolean;
  /** Whether another step could follow this one (checked right after each step, so a run stops without one idle wait). */
  more(): boolean;
  /** The wait between steps, in milliseconds, read afresh before each wait. */
  delay(): number;
}

export class AutoRunController implements ReactiveController {
  #timer: ReturnType<typeof setTimeout> | undefined;
  #running = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: AutoRunOptions,
  ) {
    host.addController(this);
  }

  get running(): boolean {
    return this.#running;
  }

  /** Play a step at once, then one every `delay()` ms while there is more to play. */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.host.requestUpdate();
    this.#tick();
  }

  stop(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    if (!this.#running) return;
    this.#running = false;
    this.host.requestUpdate();
  }

  toggle(): void {
    if (this.#running) this.stop();
    else this.start();
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.stop();
  }

  #tick(): void {
    this.#timer = undefined;
    if (!this.#running) return;
    if (!this.options.step() || !this.options.more()) {
      this.stop();
      return;
    }
    this.#timer = setTimeout(() => this.#tick(), this.options.delay());
  }
}
