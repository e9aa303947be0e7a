/**
 * Motion, in one place: the only module that asks `prefers-reduced-motion`, starts an
 * animation, or finishes one.
 *
 * Three promises every stage piece keeps by going through here:
 * - **The DOM is always the end state.** A step renders what is now true; an animation only
 *   plays keyframes that end where the DOM already is (fill: none). Finishing an animation, or
 *   never starting one, leaves exactly the same page: that is the reduced-motion path, print,
 *   and what a screen reader meets.
 * - **Motion never delays play.** Any input on a widget (a pointerdown or a keydown, caught in
 *   the capture phase on the host, before the step it triggers runs) finishes every animation
 *   running in it at once, including the halves of a sequence still to come (a card's flip).
 * - **Transform and opacity only,** through the Web Animations API: no style strings, nothing a
 *   strict Content-Security-Policy with Trusted Types would refuse, and nothing that lays out.
 *
 * A widget opts in with `new MotionController(this)`; without one nothing in it animates. A
 * widget's first render never animates (a page that loads does not deal itself a hand).
 */
import { noChange, nothing, type ElementPart, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { AsyncDirective, directive, PartType, type PartInfo } from 'lit/async-directive.js';

// ---------------------------------------------------------------- the reader's preference

const QUERY = '(prefers-reduced-motion: reduce)';
let query: MediaQueryList | undefined;
let reduced = false;

/**
 * Does the reader ask for reduced motion? Asked once and then kept up to date by the query's
 * change event (reading a media query on every render can make the browser recompute styles).
 */
export function prefersReducedMotion(): boolean {
  if (!query) {
    query = globalThis.matchMedia?.(QUERY);
    reduced = query?.matches ?? false;
    query?.addEventListener('change', (e) => {
      reduced = e.matches;
      // A reader who turns motion off mid-animation gets the end state at once.
      if (reduced) for (const root of live) finishAll(root);
    });
  }
  return reduced;
}

// ---------------------------------------------------------------- what is running, per widget

/** A running animation and what comes after it (the second half of a flip). */
interface Running {
  readonly animation: Animation;
  readonly then: (() => void) | undefined;
}

/** The shadow roots of widgets with motion on, once their first render is done. */
const live = new Set<Node>();
const running = new WeakMap<Node, Set<Running>>();
const finishing = new WeakSet<Node>();

const ALLOWED = new Set(['transform', 'opacity', 'offset', 'easing', 'composite']);

/** Longest any one animation may run: a step reads at once, and motion is over before a reader's next thought. */
export const MAX_DURATION = 400;

/**
 * Play `keyframes` on `el`, ending where the element already is. Returns the animation, or
 * undefined when nothing was started (reduced motion, the widget's first render, no
 * MotionController, or an input is finishing everything): `then` has then already run. `then`
 * runs once the animation ends, however it ends (finished, finished early by an input,
 * cancelled), so a sequence's next half always happens.
 */
export function animate(
  el: Element,
  keyframes: readonly Keyframe[],
  options: KeyframeAnimationOptions & { duration: number },
  then?: () => void,
): Animation | undefined {
  for (const frame of keyframes) {
    for (const key of Object.keys(frame)) {
      if (!ALLOWED.has(key)) throw new Error(`motion animates transform and opacity only, not ${key}`);
    }
  }
  if (options.duration + Number(options.delay ?? 0) > MAX_DURATION) throw new Error(`an animation is over within ${MAX_DURATION} ms`);
  const root = el.getRootNode();
  if (prefersReducedMotion() || !live.has(root) || finishing.has(root) || typeof el.animate !== 'function') {
    then?.();
    return undefined;
  }
  const animation = el.animate(keyframes as Keyframe[], { fill: 'none', ...options });
  const entry: Running = { animation, then };
  let set = running.get(root);
  if (!set) running.set(root, (set = new Set()));
  set.add(entry);
  // The finished promise settles a microtask after the end (the finish event waits for a frame).
  const settle = () => {
    if (set.delete(entry)) entry.then?.();
  };
  animation.finished.then(settle, settle);
  return animation;
}

/**
 * Finish every animation running in this root now, and every half of a sequence still to
 * come: the page jumps to its end state. CSS transitions in the root are finished too.
 */
export function finishAll(root: Node): void {
  const set = running.get(root);
  finishing.add(root);
  try {
    // A `then` may start the next half: while finishing, it starts nothing and runs its own `then`.
    while (set && set.size > 0) {
      for (const entry of [...set]) {
        set.delete(entry);
        try {
          entry.animation.finish();
        } catch {
          entry.animation.cancel();
        }
        entry.then?.();
      }
    }
    const css = (root as Partial<DocumentOrShadowRoot>).getAnimations?.() ?? [];
    for (const a of css) {
      try {
        a.finish();
      } catch {
        /* an endless CSS animation (a spinner) is left alone */
      }
    }
  } finally {
    finishing.delete(root);
  }
}

/** How many of our animations are running in a root (for tests and the latency check). */
export function runningCount(root: Node): number {
  return running.get(root)?.size ?? 0;
}

// ---------------------------------------------------------------- a widget opts in

/**
 * Turns motion on for a widget: animations may start once its first render is done, and any
 * pointerdown or keydown on it finishes them all before the input does anything else.
 */
export class MotionController implements ReactiveController {
  #root: Node | undefined;
  #waking = 0;
  readonly #finish = () => {
    if (this.#root) finishAll(this.#root);
  };

  constructor(private readonly host: ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment }) {
    host.addController(this);
    prefersReducedMotion();
  }

  hostConnected(): void {
    this.host.addEventListener('pointerdown', this.#finish, true);
    this.host.addEventListener('keydown', this.#finish, true);
  }

  hostUpdated(): void {
    if (this.#root || this.#waking) return;
    // Live from the next frame, not now: directives start their motion a microtask after the
    // render that drew them, and the first render's must find the root not yet live.
    this.#waking = requestAnimationFrame(() => {
      this.#waking = 0;
      if (!this.host.isConnected) return;
      this.#root = this.host.renderRoot;
      live.add(this.#root);
    });
  }

  hostDisconnected(): void {
    this.host.removeEventListener('pointerdown', this.#finish, true);
    this.host.removeEventListener('keydown', this.#finish, true);
    cancelAnimationFrame(this.#waking);
    this.#waking = 0;
    if (this.#root) {
      finishAll(this.#root);
      live.delete(this.#root);
      this.#root = undefined;
    }
  }

  /** Does this widget animate now (motion on, first render done, no reduced motion)? */
  get active(): boolean {
    return this.#root !== undefined && live.has(this.#root) && !prefersReducedMotion();
  }

  /** Finish everything now (a widget that jumps, say, to the end of its history). */
  finish(): void {
    this.#finish();
  }
}

// ---------------------------------------------------------------- animate an element when its key changes

export interface EnterOptions {
  /** Milliseconds before it starts (a hand dealt card by card). */
  readonly delay?: number;
  readonly duration?: number;
  readonly easing?: string;
  /** Also when the element is first drawn (after the widget's own first render), not only when the key changes. Default true. */
  readonly onFirst?: boolean;
}

class AnimateOnDirective extends AsyncDirective {
  #key: unknown = AnimateOnDirective;

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('animateOn() goes on an element: <span ${animateOn(key, frames)}>');
  }

  render(_key: unknown, _keyframes: readonly Keyframe[], _options?: EnterOptions) {
    return nothing;
  }

  override update(part: ElementPart, [key, keyframes, options = {}]: Parameters<this['render']>) {
    const first = this.#key === AnimateOnDirective;
    const changed = !Object.is(key, this.#key);
    this.#key = key;
    if (changed && (!first || options.onFirst !== false)) {
      const el = part.element;
      // After the element is committed (the template's other parts may still change it).
      queueMicrotask(() =>
        animate(el, keyframes, {
          duration: options.duration ?? 240,
          delay: options.delay ?? 0,
          easing: options.easing ?? 'cubic-bezier(.2,.7,.3,1)',
        }),
      );
    }
    return noChange;
  }
}

/**
 * `<span ${animateOn(key, keyframes)}>`: plays the keyframes (ending at the element as drawn)
 * when `key` changes, and when the element is first drawn unless `onFirst: false`.
 */
export const animateOn = directive(AnimateOnDirective);

/** Keyframes every stage piece shares. */
export const ENTER = {
  /** Rises into place. */
  rise: [
    { transform: 'translateY(0.6rem)', opacity: 0 },
    { transform: 'none', opacity: 1 },
  ],
  /** Grows from a point (a marker, a flame). */
  pop: [{ transform: 'scale(0.4)', opacity: 0 }, { transform: 'scale(1.12)', opacity: 1, offset: 0.7 }, { transform: 'none' }],
  /** Appears. */
  fade: [{ opacity: 0 }, { opacity: 1 }],
} as const satisfies Record<string, readonly Keyframe[]>;
