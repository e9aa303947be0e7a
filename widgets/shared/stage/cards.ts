/**
 * Cards that behave like cards: dealt into a hand fanned beside its owner, turned over with a
 * flip, two of them brought together as they are compared, and (for Karmic) the value a card
 * counts for printed on it.
 *
 * A face-down card carries nothing of its face, in the DOM or the accessibility tree: the
 * caller passes no card at all, and a flip never hides a face under a back. It turns the back
 * to its edge, and only at the half-turn is the back swapped for the face, which turns the rest
 * of the way. Turning a card face down removes the face at once.
 *
 * What a card shows (which card, its value, whether it is face up) comes from the procedure's
 * view module; this module only draws it. Motion goes through ../motion.ts (nothing moves with
 * reduced motion, and any input finishes a deal or a flip at once).
 *
 *   renderHand(view.hand.map((card, i) => ({ card, key: i, value: view.values[i] })), { label: "Ada's hand" })
 *   renderComparison({ card: a, caption: 'Ada' }, { card: b, caption: 'Bram' }, { label: 'Register', key: round })
 */
import { css, html, nothing, unsafeCSS, type TemplateResult } from 'lit';
import { AsyncDirective, directive, PartType, type ChildPart, type PartInfo } from 'lit/async-directive.js';
import { repeat } from 'lit/directives/repeat.js';
import { cardName, formatCard, isJoker, isRed, SUIT_SYMBOL, suitOf, type Card } from '../../../machines/core/cards.js';
import { animate, animateOn } from '../motion.js';

// ---------------------------------------------------------------- one card, still

export interface CardOptions {
  /**
   * What a screen reader hears: by default the card's name ("queen of spades"), or "face-down
   * card". '' makes the card decorative (inside a button that already says what it is).
   */
  readonly label?: string;
  /** A Karmic card's value, printed on its face and read with its name: '+6', '−1'. Never shown face down. */
  readonly value?: string;
  /** More classes on the card: 'played', 'winner', 'chosen'… (the widget styles them). */
  readonly classes?: string;
}

/**
 * A card, face up or (with no card) face down: the same markup as ui.ts's renderCard (class
 * `card`, `red`, `back`; part `card`, `card-back`; the face's text is `Q♠`), with a value label
 * and a large suit drawn from data-suit by CSS (so the text a test or a copy reads stays `Q♠`).
 */
export function cardFace(card: Card | undefined, options: CardOptions = {}): TemplateResult {
  const { label, value, classes = '' } = options;
  if (card === undefined) {
    return html`<span
      class="card back ${classes}"
      part="card card-back"
      role=${label === '' ? nothing : 'img'}
      aria-hidden=${label === '' ? 'true' : nothing}
      aria-label=${label === '' ? nothing : (label ?? 'face-down card')}
    ></span>`;
  }
  const red = !isJoker(card) && isRed(card);
  const suit = isJoker(card) ? '★' : SUIT_SYMBOL[suitOf(card)!];
  const name = label ?? `${cardName(card)}${value ? `, value ${value}` : ''}`;
  return html`<span
    class="card face ${red ? 'red' : ''} ${classes}"
    part="card"
    data-suit=${suit}
    role=${label === '' ? nothing : 'img'}
    aria-hidden=${label === '' ? 'true' : nothing}
    aria-label=${label === '' ? nothing : name}
    ><span class="index">${formatCard(card)}</span>${value ? html`<span class="value" part="card-value">${value}</span>` : nothing}</span
  >`;
}

// ---------------------------------------------------------------- one card, moving

export interface StageCardOptions extends CardOptions {
  /** Its place in a deal: the cards of a hand arrive one after another. */
  readonly order?: number;
  /** Deal it in when it first appears (after the widget's first render). Default true. */
  readonly deal?: boolean;
}

/** Each half of a flip: 2 × 130 ms. */
const HALF = 130;
const EDGE_OUT = [{ transform: 'perspective(40rem) rotateY(0deg)' }, { transform: 'perspective(40rem) rotateY(90deg)' }];
const EDGE_IN = [{ transform: 'perspective(40rem) rotateY(-90deg)' }, { transform: 'perspective(40rem) rotateY(0deg)' }];
const UNSET = Symbol('unset');

/** The first element a child part holds, once committed. */
function elementOf(part: ChildPart): Element | undefined {
  for (let n = part.startNode?.nextSibling ?? part.parentNode.firstChild; n && n !== part.endNode; n = n.nextSibling) {
    if (n instanceof Element) return n;
  }
  return undefined;
}

/**
 * Deal a card in: from the root's deck (an element with `data-deck`, see renderDeck) when
 * there is one, else from just above its place.
 */
function dealIn(el: Element, order: number): void {
  const root = el.getRootNode() as ParentNode;
  const deck = root.querySelector?.('[data-deck]');
  let from = 'translateY(-1.25rem) rotate(-6deg) scale(0.92)';
  if (deck) {
    const a = deck.getBoundingClientRect();
    const b = el.getBoundingClientRect();
    const dx = Math.round(a.x + a.width / 2 - (b.x + b.width / 2));
    const dy = Math.round(a.y + a.height / 2 - (b.y + b.height / 2));
    from = `translate(${dx}px, ${dy}px) rotate(-8deg) scale(0.9)`;
  }
  animate(
    el,
    [
      { transform: from, opacity: 0.5 },
      { transform: 'none', opacity: 1 },
    ],
    {
      duration: 260,
      delay: Math.min(order, 4) * 35,
      easing: 'cubic-bezier(.2,.7,.3,1)',
    },
  );
}

class StageCardDirective extends AsyncDirective {
  #shown: Card | undefined | typeof UNSET = UNSET;
  /** Counts changes of card: a half-turn that finds a newer change does nothing. */
  #turn = 0;
  #flipping = false;

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.CHILD) throw new Error('stageCard() goes where content goes: <li>${stageCard(card)}</li>');
  }

  render(card: Card | undefined, options: StageCardOptions = {}) {
    return cardFace(card, options);
  }

  override update(part: ChildPart, [card, options = {}]: Parameters<this['render']>) {
    const before = this.#shown;
    if (before === card)
      return this.#flipping ? cardFace(undefined, { label: options.label === '' ? '' : undefined }) : this.render(card, options);
    this.#shown = card;
    const turn = ++this.#turn;
    this.#flipping = false;
    const after = (then: (el: Element) => void) =>
      queueMicrotask(() => {
        const el = turn === this.#turn ? elementOf(part) : undefined;
        if (el) then(el);
      });
    if (before === UNSET || (before !== undefined && card !== undefined)) {
      // A card appears in this place (or another takes it): dealt.
      if (options.deal !== false) after((el) => dealIn(el, options.order ?? 0));
      return this.render(card, options);
    }
    if (card === undefined) {
      // Turned face down: the face goes at once; the back turns in from its edge.
      after((el) => animate(el, EDGE_IN, { duration: HALF, easing: 'ease-out' }));
      return this.render(undefined, options);
    }
    // Turned face up: the back turns to its edge, and only then is the face drawn.
    this.#flipping = true;
    after((back) =>
      animate(back, EDGE_OUT, { duration: HALF, easing: 'ease-in' }, () => {
        if (turn !== this.#turn) return;
        this.#flipping = false;
        this.setValue(this.render(card, options));
        const face = elementOf(part);
        if (face) animate(face, EDGE_IN, { duration: HALF, easing: 'ease-out' });
      }),
    );
    // Until the half-turn (a few frames), the place shows the back it showed before.
    return cardFace(undefined, { label: options.label === '' ? '' : undefined });
  }
}

/**
 * A card that deals itself in when it first appears and flips when it turns over. Keep it in
 * one place across renders (a keyed list, see renderHand) so it knows what it showed before.
 */
export const stageCard = directive(StageCardDirective);

// ---------------------------------------------------------------- a hand, a deck, a comparison

export interface HandCard {
  /** The card, or nothing when it is face down. */
  readonly card?: Card;
  /**
   * What keeps the card in its place across steps (a card id the view module gives, or its
   * slot): never the face, which a face-down card does not have. Default: its index.
   */
  readonly key?: string | number;
  readonly label?: string;
  readonly value?: string;
  readonly classes?: string;
  /** The card is a control (play it, lay it): a button whose name says what it does. */
  readonly action?: {
    readonly label: string;
    readonly run: () => void;
    readonly disabled?: boolean;
    readonly pressed?: boolean;
  };
}

export interface HandOptions {
  /** The hand's name for a screen reader: "Ada's hand, 3 cards". */
  readonly label: string;
  /** Fanned (overlapping, turned about its middle) or in a plain row. Default fanned. */
  readonly fan?: boolean;
  readonly classes?: string;
}

/** The most cards a fan is drawn for; a longer hand lies in a row that wraps. */
export const MAX_FAN = 12;

/** A card button's name holds what it shows ("Play the king of diamonds, K♦ +2"), so speech and sight agree. */
function buttonName(label: string, c: HandCard): string {
  if (c.card === undefined) return label;
  const shown = `${formatCard(c.card)}${c.value ? ` ${c.value}` : ''}`;
  return label.includes(formatCard(c.card)) ? label : `${label}, ${shown}`;
}

/** A hand of cards beside its owner, dealt in one after another. */
export function renderHand(cards: readonly HandCard[], options: HandOptions): TemplateResult {
  const n = cards.length;
  const fan = (options.fan ?? true) && n <= MAX_FAN;
  return html`<ul class="hand ${fan ? 'fan' : ''} ${options.classes ?? ''}" part="hand" aria-label=${options.label}>
    ${repeat(
      cards,
      (c, i) => c.key ?? i,
      (c, i) => {
        const card = stageCard(c.card, {
          order: i,
          ...(c.value !== undefined ? { value: c.value } : {}),
          ...(c.classes !== undefined ? { classes: c.classes } : {}),
          ...(c.action ? { label: '' } : c.label !== undefined ? { label: c.label } : {}),
        });
        const a = c.action;
        return html`<li class=${fan ? `o${2 * i - (n - 1)}` : ''}>
          ${
            a
              ? html`<button
                  class="card-button"
                  part="button card-button"
                  aria-label=${buttonName(a.label, c)}
                  aria-pressed=${a.pressed === undefined ? nothing : String(a.pressed)}
                  ?disabled=${a.disabled ?? false}
                  @click=${a.run}
                >
                  ${card}
                </button>`
              : card
          }
        </li>`;
      },
    )}
  </ul>`;
}

/** A deck, face down: cards dealt while it is drawn come from it. */
export function renderDeck(count: number, label = `Deck, ${count} ${count === 1 ? 'card' : 'cards'}`): TemplateResult {
  return html`<span class="deck ${count === 0 ? 'empty' : ''}" part="deck" data-deck role="img" aria-label=${label}>
    ${count > 0 ? html`<span class="card back" aria-hidden="true"></span>` : nothing}
  </span>`;
}

export interface Compared {
  readonly card?: Card;
  readonly value?: string;
  readonly label?: string;
  /** Who or what it stands for, under it: "Ada", "Target number". */
  readonly caption?: string;
  readonly classes?: string;
}

export interface CompareOptions {
  /** The comparison's name for a screen reader: "Ada's register against Bram's". */
  readonly label: string;
  /** A new key (the round, the step) brings the two together again. */
  readonly key: unknown;
  /** What the comparison decided, under the cards. */
  readonly verdict?: TemplateResult | string;
}

const MEET = (dir: 1 | -1) => [
  { transform: `translateX(${-2.5 * dir}rem)`, opacity: 0.4 },
  { transform: `translateX(${0.45 * dir}rem)`, opacity: 1, offset: 0.72 },
  { transform: 'none' },
];

/** Two cards brought together from either side as they are compared, and what that decided. */
export function renderComparison(left: Compared, right: Compared, options: CompareOptions): TemplateResult {
  const side = (c: Compared, dir: 1 | -1) =>
    html`<div class="side" ${animateOn(options.key, MEET(dir), { duration: 320 })}>
      ${stageCard(c.card, {
        deal: false,
        ...(c.value !== undefined ? { value: c.value } : {}),
        ...(c.label !== undefined ? { label: c.label } : {}),
        ...(c.classes !== undefined ? { classes: c.classes } : {}),
      })}
      ${c.caption ? html`<span class="caption">${c.caption}</span>` : nothing}
    </div>`;
  return html`<div class="compare" part="compare" role="group" aria-label=${options.label}>
    ${side(left, 1)}<span class="versus" aria-hidden="true">vs</span>${side(right, -1)}
    ${options.verdict ? html`<p class="verdict" part="verdict">${options.verdict}</p>` : nothing}
  </div>`;
}

// ---------------------------------------------------------------- styles

// The fan by class, never by style= (strict CSP): .o-11 … .o11 is twice a card's distance from the middle.
const fanPlaces = unsafeCSS(
  Array.from({ length: 2 * MAX_FAN - 1 }, (_, k) => {
    const o = k - (MAX_FAN - 1);
    return `.hand.fan > li.o${o} { transform: translateY(${((o * o) / 4) * 0.09}rem) rotate(${o * 2.2}deg); }`;
  }).join('\n'),
);

/** The stage's cards: add to a widget's `static styles` after baseStyles (its `.card` rules refine the base ones). */
export const cardStyles = css`
  :host {
    --_card-w: 2.9rem;
    --_card-h: 4.1rem;
  }
  .card {
    position: relative;
    display: inline-flex;
    align-items: flex-start;
    justify-content: flex-start;
    inline-size: var(--_card-w);
    min-inline-size: var(--_card-w);
    block-size: var(--_card-h);
    padding: 0.2rem 0.25rem;
    border-radius: 0.35rem;
    box-shadow: 0 1px 2px rgb(0 0 0 / 0.25);
    font-size: 1rem;
    line-height: 1;
    vertical-align: middle;
    backface-visibility: hidden;
  }
  .card.face::after {
    content: attr(data-suit);
    position: absolute;
    inset: auto 0 0.45rem;
    text-align: center;
    font-size: 1.55rem;
    line-height: 1;
  }
  .card .index {
    letter-spacing: -0.02em;
  }
  .card .value {
    position: absolute;
    inset-block-start: -0.45rem;
    inset-inline-end: -0.45rem;
    z-index: 1;
    min-inline-size: 1.7rem;
    padding: 0.15rem 0.3rem;
    border-radius: 1rem;
    background: var(--_text);
    color: var(--_surface);
    font-size: 0.78rem;
    font-weight: 700;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  .hand {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 0.3rem;
    margin: 0;
    padding: 0.45rem 0.5rem 0.2rem;
    list-style: none;
  }
  .hand > li {
    transform-origin: 50% 120%;
  }
  .hand.fan {
    flex-wrap: nowrap;
    gap: 0;
    padding-inline-start: 1.2rem;
  }
  .hand.fan > li {
    margin-inline-start: -1.05rem;
  }
  ${fanPlaces}
  .card-button {
    min-block-size: 0;
    padding: 0;
    border: 0;
    border-radius: 0.4rem;
    background: none;
  }
  .card-button:not(:disabled):hover .card {
    transform: translateY(-0.3rem);
  }
  .card-button[aria-pressed='true'] .card {
    outline: 3px solid var(--_accent);
    outline-offset: 1px;
    transform: translateY(-0.45rem);
  }
  .deck {
    display: inline-grid;
    inline-size: var(--_card-w);
    block-size: var(--_card-h);
    border-radius: 0.35rem;
    box-shadow:
      2px 2px 0 var(--_border),
      4px 4px 0 color-mix(in srgb, var(--_border) 60%, transparent);
  }
  .deck.empty {
    border: 2px dashed var(--_border);
    box-shadow: none;
  }
  .compare {
    display: grid;
    grid-template-columns: auto auto auto;
    justify-content: center;
    align-items: center;
    column-gap: 0.35rem;
  }
  .compare .side {
    display: grid;
    justify-items: center;
    gap: 0.25rem;
  }
  .compare .caption {
    font-size: 0.85rem;
    color: var(--_muted);
  }
  .compare .versus {
    font-weight: 700;
    color: var(--_muted);
    font-size: 0.85rem;
  }
  .compare .verdict {
    grid-column: 1 / -1;
    text-align: center;
    font-weight: 600;
  }
  @media print {
    .hand.fan > li {
      transform: none;
    }
  }
`;
