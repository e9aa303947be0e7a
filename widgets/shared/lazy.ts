/**
 * A module loaded the first time it is needed (the odds, the statechart, the setup form),
 * written once for every widget. Reading `value` starts the load and asks the host to draw
 * again when it arrives; until then it is undefined, and a failed load (offline, say) leaves
 * a plain-words `problem` and may be tried again.
 */
import type { ReactiveControllerHost } from 'lit';

export class Lazy<T> {
  #value: T | undefined;
  #loading: Promise<T | undefined> | undefined;
  /** Why the last load failed, in words a reader can act on; '' when it did not. */
  problem = '';

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly load: () => Promise<T>,
    /** What it is, for the message: "The odds". */
    private readonly what: string,
  ) {}

  /** The module if it has arrived; asking starts the load (the host redraws when it lands). */
  get value(): T | undefined {
    if (this.#value === undefined) void this.get();
    return this.#value;
  }

  get loaded(): boolean {
    return this.#value !== undefined;
  }

  /** The module, loading it if need be; undefined if it could not be loaded. */
  get(): Promise<T | undefined> {
    if (this.#value !== undefined) return Promise.resolve(this.#value);
    this.#loading ??= this.load().then(
      (value) => {
        this.#value = value;
        this.problem = '';
        this.host.requestUpdate();
        return value;
      },
      () => {
        this.#loading = undefined;
        this.problem = `${this.what} could not be loaded (the page may be offline). The widget works without it.`;
        this.host.requestUpdate();
        return undefined;
      },
    );
    return this.#loading;
  }
}
