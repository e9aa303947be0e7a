/**
 * Dice that roll: a d6 with pips, any other die with its numeral in its own shape. A new roll
 * tumbles in and lands on the seeded result in under 400 ms (transform and opacity only); a
 * pool shows each die, and its total builds from them as each one lands.
 *
 * The result is in the DOM from the first frame (a screen reader, print and reduced motion
 * read it at once); the tumble only hides the face until the die lands. What a die shows, and
 * what a pool adds up to, comes from the procedure's view module.
 *
 *   renderDie({ sides: 10, value: 7 }, { roll: ctx.passingRolls.length })
 *   renderDicePool({ label: 'Attack', dice: [{ sides: 6, value: 4 }, { sides: 6, value: 2 }], terms: [{ label: 'skill', value: 2 }], total: 8 }, { roll: step })
 */
import { css, html, nothing, svg, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { num, type Term } from '../../../machines/core/explain.js';
import { animateOn } from '../motion.js';

export interface DieView {
  readonly sides: number;
  readonly value: number;
  /** What a screen reader hears; by default "d6: 4". */
  readonly label?: string;
  /** More classes: 'kept', 'dropped', 'hit', 'miss' (the widget styles them). */
  readonly classes?: string;
}

export interface RollOptions {
  /**
   * Which roll this is (a step, a roll's index): a new value tumbles the dice in, the same
   * value draws them still. Without one, a die tumbles when it first appears or shows another value.
   */
  readonly roll?: unknown;
  /** Its place in a pool: dice land one just after another. */
  readonly order?: number;
}

/** Every die lands within this (ms): its delay plus its tumble. */
export const ROLL_MS = 390;
const TUMBLE = 290;
const STAGGER = 25;
/** When in the tumble the die lands and its face shows (a fraction of it). */
const LANDS = 0.72;

const delayOf = (order: number) => Math.min(order, 4) * STAGGER;
/** When die `order` has landed, in ms from the roll. */
const landingOf = (order: number) => delayOf(order) + TUMBLE * LANDS;

const tumble = (order: number) => {
  const dir = order % 2 === 0 ? 1 : -1;
  return [
    { transform: `translate(${-0.9 * dir}rem, -1.1rem) rotate(${-320 * dir}deg) scale(0.65)`, opacity: 0.4 },
    { transform: `translate(${0.15 * dir}rem, 0.1rem) rotate(${16 * dir}deg) scale(1.06)`, opacity: 1, offset: LANDS },
    { transform: 'none' },
  ];
};
const SHOW_ON_LANDING = [{ opacity: 0 }, { opacity: 0, offset: LANDS - 0.04 }, { opacity: 1 }];

// The pips of a d6 on a 40 × 40 face.
const PIP: Readonly<Record<string, readonly [number, number]>> = {
  tl: [11, 11],
  tr: [29, 11],
  ml: [11, 20],
  mr: [29, 20],
  c: [20, 20],
  bl: [11, 29],
  br: [29, 29],
};
const PIPS: readonly (readonly string[])[] = [
  [],
  ['c'],
  ['tl', 'br'],
  ['tl', 'c', 'br'],
  ['tl', 'tr', 'bl', 'br'],
  ['tl', 'tr', 'c', 'bl', 'br'],
  ['tl', 'tr', 'ml', 'mr', 'bl', 'br'],
];

/** Each die's outline: a d4 a triangle, a d8 a diamond, a d10 a kite, a d12 a pentagon, a d20 a hexagon. */
const SHAPES: ReadonlyMap<number, string> = new Map([
  [4, '20,3 37,35 3,35'],
  [8, '20,2 38,20 20,38 2,20'],
  [10, '20,2 37,16 20,38 3,16'],
  [12, '20,2 38,15 31,37 9,37 2,15'],
  [20, '20,2 36,11 36,29 20,38 4,29 4,11'],
]);

function body(sides: number) {
  if (sides === 6) return svg`<rect class="body" x="2" y="2" width="36" height="36" rx="7"></rect>`;
  const points = SHAPES.get(sides);
  return points ? svg`<polygon class="body" points=${points}></polygon>` : svg`<circle class="body" cx="20" cy="20" r="18"></circle>`;
}

function face(sides: number, value: number) {
  const pips = sides === 6 ? PIPS[value] : undefined;
  if (pips) return svg`${pips.map((p) => svg`<circle class="pip" cx=${PIP[p]![0]} cy=${PIP[p]![1]} r="3.6"></circle>`)}`;
  const y = sides === 4 ? 29 : 21;
  return svg`<text class="numeral ${String(value).length > 2 ? 'long' : ''}" x="20" y=${y} text-anchor="middle" dominant-baseline="middle">${value}</text>`;
}

/** One die, as it landed. */
export function renderDie(die: DieView, options: RollOptions = {}): TemplateResult {
  const order = options.order ?? 0;
  const key = options.roll === undefined ? `${die.sides}:${die.value}` : options.roll;
  const timing = { duration: TUMBLE, delay: delayOf(order), easing: 'cubic-bezier(.25,.8,.35,1)' };
  return html`<span
    class="die d${die.sides} ${die.classes ?? ''}"
    part="die"
    role="img"
    aria-label=${die.label ?? `d${die.sides}: ${die.value}`}
    ${animateOn(key, tumble(order), timing)}
    ><svg viewBox="0 0 40 40" aria-hidden="true">
      ${body(die.sides)}
      <g class="face" ${animateOn(key, SHOW_ON_LANDING, timing)}>${face(die.sides, die.value)}</g>
    </svg></span
  >`;
}

export interface PoolView {
  /** What the pool is for a screen reader: "Attack roll". */
  readonly label: string;
  readonly dice: readonly DieView[];
  /** What is added after the dice: a skill, a weapon (each shown with its label). */
  readonly terms?: readonly Term[];
  /** The result: a sum, or a count of successes (with `totalLabel` and `sum: false`). */
  readonly total?: number;
  /** What the total is called: 'total' (default), 'successes'. */
  readonly totalLabel?: string;
  /** Show the dice and terms added up (default true when there is a total). */
  readonly sum?: boolean;
}

/** The arrival of an addend or the total, once die `order` (or the last) has landed. */
function arrival(at: number) {
  const duration = Math.min(ROLL_MS, at + 70);
  return {
    frames: [{ opacity: 0 }, { opacity: 0, offset: at / duration }, { opacity: 1 }],
    timing: { duration, delay: 0, easing: 'linear' },
  };
}

/** A pool of dice and the total that builds from them as each one lands. */
export function renderDicePool(pool: PoolView, options: RollOptions = {}): TemplateResult {
  const roll = options.roll ?? pool.dice.map((d) => `${d.sides}:${d.value}`).join(' ');
  const n = pool.dice.length;
  const terms = pool.terms ?? [];
  const sum = pool.total !== undefined && (pool.sum ?? true);
  const lastLanding = n === 0 ? 0 : landingOf(n - 1);
  const addend = (text: string, at: number, cls = 'addend') => {
    const a = arrival(at);
    return html`<span class=${cls} ${animateOn(roll, a.frames, a.timing)}>${text}</span>`;
  };
  const totalWord = pool.totalLabel ?? 'total';
  const final = arrival(Math.min(ROLL_MS - 70, lastLanding + 40));
  return html`<div class="pool" part="dice-pool" role="group" aria-label=${pool.label}>
    <ul class="dice">
      ${repeat(
        pool.dice,
        (_, i) => i,
        (d, i) => html`<li>${renderDie(d, { roll, order: i })}</li>`,
      )}
    </ul>
    ${
      pool.total === undefined
        ? nothing
        : html`<p class="total" part="dice-total">
            ${
              sum
                ? html`<span class="sum" aria-hidden="true"
                    >${pool.dice.map((d, i) => html`${i > 0 ? html`<span class="op">+</span>` : nothing}${addend(String(d.value), landingOf(i))}`)}${terms
                      .filter((t) => t.value !== 0)
                      .map(
                        (t) =>
                          html`<span class="op">${t.value < 0 ? '−' : '+'}</span>${addend(`${Math.abs(t.value)}`, lastLanding)}<span
                              class="term-label"
                              >${t.label}</span
                            >`,
                      )}<span class="op">=</span></span
                  >`
                : nothing
            }
            <strong class="result" ${animateOn(roll, final.frames, final.timing)}
              >${num(pool.total)}${sum ? nothing : html` ${totalWord}`}</strong
            ><span class="visually-hidden">${sum ? ` ${totalWord}` : ''}</span>
          </p>`
    }
  </div>`;
}

export const diceStyles = css`
  .die {
    display: inline-block;
    inline-size: 2.4rem;
    block-size: 2.4rem;
    vertical-align: middle;
    color: var(--_text);
  }
  .die svg {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    overflow: visible;
  }
  .die .body {
    fill: var(--_surface);
    stroke: var(--_text);
    stroke-width: 2;
    stroke-linejoin: round;
  }
  .die .pip {
    fill: var(--_text);
  }
  .die .numeral {
    fill: var(--_text);
    font: 700 15px / 1 var(--rb-font, system-ui, sans-serif);
    font-variant-numeric: tabular-nums;
  }
  .die .numeral.long {
    font-size: 11px;
  }
  .die.d4 .numeral {
    font-size: 13px;
  }
  .die.hit .body,
  .die.kept .body {
    fill: color-mix(in srgb, var(--_accent) 18%, var(--_surface));
    stroke: var(--_accent);
    stroke-width: 3;
  }
  .die.dropped,
  .die.miss {
    opacity: 0.55;
  }
  .pool {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem 0.75rem;
  }
  .pool .dice {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .pool .total {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.2rem;
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  .pool .sum {
    display: contents;
  }
  .pool .op,
  .pool .term-label {
    color: var(--_muted);
  }
  .pool .term-label {
    font-size: 0.8em;
    margin-inline-end: 0.15rem;
  }
  .pool .result {
    font-size: 1.25rem;
  }
`;
