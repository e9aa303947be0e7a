/**
 * <rb-initiative-deal>: the LM's table for Liberi Gothica's card initiative.
 *
 * Renders snapshots of `initiativeDealMachine` and sends it events; every rule (who must
 * play, the order and its reasons, hand sizes, the clock) comes from machines/.
 *
 * @fires rb-step - After every step, back, forward or reset. detail: { step, of, state, event?, cause }
 * @fires rb-reveal - When a round is revealed. detail: { hand, round, order }
 * @fires rb-reshuffle - When the deck is reshuffled and new hands dealt. detail: { hand, handSize }
 * @fires rb-error - When attributes, a saved table or a link could not be used. detail: { messages }
 *
 * @csspart base - The widget's outer box.
 * @csspart status - The hand, round and game-clock line.
 * @csspart participants - The list of everyone at the table.
 * @csspart participant - One person or group at the table.
 * @csspart hand - A participant's cards, when shown.
 * @csspart card - A card face.
 * @csspart card-back - A face-down card (its face is not in the page at all).
 * @csspart controls - The deal / reveal / next round buttons.
 * @csspart button - Every button.
 * @csspart order - The revealed turn order.
 * @csspart reason - The reason given for one placing.
 * @csspart narration - What the last step did and why.
 * @csspart rule-link - A link from a reason to the rule it applies, on the rules page.
 * @csspart add-form - The form for adding someone to the table.
 * @csspart history - The back / forward / reset bar.
 * @csspart error - The box listing settings that could not be used.
 *
 * @cssprop --rb-accent - Accent colour (primary buttons, highlights).
 * @cssprop --rb-on-accent - Text on the accent colour.
 * @cssprop --rb-text - Text colour.
 * @cssprop --rb-muted - Secondary text colour.
 * @cssprop --rb-surface - Background.
 * @cssprop --rb-raised - Background of buttons and raised areas.
 * @cssprop --rb-border - Border colour.
 * @cssprop --rb-danger - Error colour.
 * @cssprop --rb-focus - Focus ring colour.
 * @cssprop --rb-radius - Corner radius.
 * @cssprop --rb-font - Font family.
 * @cssprop --rb-font-size - Base font size.
 * @cssprop --rb-card-bg - Card face background.
 * @cssprop --rb-card-red - Hearts and diamonds.
 * @cssprop --rb-card-black - Spades and clubs.
 * @cssprop --rb-card-back - Colour of a card's back.
 */
import { css, html, nothing, type PropertyValues } from 'lit';
import { cardName, formatCard, isJoker, rankName, type Card } from '../../machines/core/cards.js';
import { seedFromClock } from '../../machines/core/random.js';
import {
  initiativeDealRecord,
  gameSeconds, initiativeDealMachine, playOf, waitingFor,
} from '../../machines/liberi-gothica/initiative-deal.machine.js';
import { initiativeDealInputProblem, parseInitiativeSetup, parseNewcomer } from '../../machines/liberi-gothica/initiative-deal.setup.js';
import {
  actsThisRound, describeShown, FIXED_CARD, formatGameTime, handSeconds, holdsHand, KIND_LABEL, NAMEABLE_RANKS,
  type Participant, type ParticipantKind,
} from '../../machines/liberi-gothica/initiative-deal.rules.js';
import { baseStyles } from '../shared/styles.js';
import { flagProperty } from '../shared/properties.js';
import { TableElement } from '../shared/table-element.js';
import { TableHost } from '../shared/table-host.js';
import { renderCard, renderErrors, renderTableFooter, renderWhy, whyText } from '../shared/ui.js';
import { RbRevealEvent, RbReshuffleEvent } from './events.js';

/** Where the table stands, asked of the machine's snapshot. */
interface Phase {
  readonly seating: boolean;
  readonly faceDown: boolean;
  readonly revealed: boolean;
}

/** A boolean attribute read as the other widgets read it: present means on, except "false", "off", "no", "0". */
const CONFIG = ['seed', 'deck', 'participants', 'jokerTies', 'fixedTies', 'storageKey', 'noSave'] as const;

export class RbInitiativeDeal extends TableElement<typeof initiativeDealMachine> {
  static override styles = [
    baseStyles,
    css`
      .status {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem 1.25rem;
        font-variant-numeric: tabular-nums;
        margin-block-end: 0.5rem;
      }
      .status strong { font-weight: 700; }
      .participants {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 0.5rem;
      }
      .participant {
        display: grid;
        grid-template-columns: minmax(8rem, 12rem) 1fr auto;
        gap: 0.5rem;
        align-items: center;
        padding: 0.4rem 0.5rem;
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        background: var(--_raised);
      }
      @media (max-width: 36rem) {
        .participant { grid-template-columns: 1fr; }
      }
      .who .kind { display: block; color: var(--_muted); font-size: 0.875em; }
      .play { display: grid; gap: 0.35rem; justify-items: start; }
      .now, .hand { display: flex; flex-wrap: wrap; gap: 0.35rem; align-items: center; }
      .hand-label { color: var(--_muted); font-size: 0.9em; margin-inline-end: 0.15rem; }
      .hand button.card-button { padding: 0; border: none; background: none; min-height: 0; }
      .hand button.card-button:disabled { opacity: 1; cursor: default; }
      .note { color: var(--_muted); font-size: 0.9em; }
      .row-actions { display: flex; gap: 0.35rem; flex-wrap: wrap; }
      .controls { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin-block: 0.75rem; }
      /* Not a heading element: a widget cannot know the heading level of the page around it. */
      .order-title { margin-block: 0.75rem 0.25rem; }
      .order { margin: 0.5rem 0; padding-inline-start: 1.75rem; }
      .order li { margin-block: 0.3rem; }
      .order .reason { display: block; color: var(--_muted); font-size: 0.9em; }
      .narration {
        margin-block: 0.5rem;
        padding: 0.4rem 0.6rem;
        border-inline-start: 3px solid var(--_accent);
        background: var(--_raised);
      }
      .add-form { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; margin-block-start: 0.75rem; }
      .add-form label { display: grid; gap: 0.15rem; font-size: 0.9em; }
      .add-form input[name='name'] { width: 10rem; }
      .add-form input[name='card'] { width: 5rem; }
      .joker { display: inline-flex; gap: 0.35rem; align-items: center; }
      .rule-link { color: var(--_accent); text-decoration: underline; text-underline-offset: 0.15em; }
    `,
  ];

  static override properties = {
    seed: { type: String },
    deck: { type: String },
    participants: { type: String },
    jokerTies: { type: String, attribute: 'joker-ties' },
    fixedTies: { type: String, attribute: 'fixed-ties' },
    storageKey: { type: String, attribute: 'storage-key' },
    noSave: flagProperty('no-save'),
    showHands: flagProperty('show-hands'),
    _shown: { state: true },
    _joker: { state: true },
    _addKind: { state: true },
  };

  /** Seed for the shuffles; a whole number. Without one, each new table gets a fresh seed. */
  declare seed: string | null;
  /** A stacked deck, top first, e.g. `Q♠ Q♦ JK` or `Qs Qd JK`: dealt a full hand at a time in table order. */
  declare deck: string | null;
  /** Starting table: `Name: kind [card]; …` with kind pc, npc, monster (needs a card) or unique. */
  declare participants: string | null;
  /** Table ruling: a joker acts `after-suits` (default) or `before-suits` of the rank it names. */
  declare jokerTies: string | null;
  /** Table ruling: on identical cards the `dealt-first` (default) or `fixed-first` acts first. */
  declare fixedTies: string | null;
  /** Key for the saved table and share links; defaults to one per page. */
  declare storageKey: string | null;
  /** Do not keep the table in the browser. */
  declare noSave: boolean;
  /** Show every hand (the LM's view); otherwise hands are shown one at a time on request. */
  declare showHands: boolean;

  declare _shown: ReadonlySet<string>;
  declare _joker: { id: string; card: Card; rank: number } | undefined;
  declare _addKind: ParticipantKind;

  protected readonly table: TableHost<typeof initiativeDealMachine> = new TableHost(this, {
    machine: initiativeDealMachine,
    recordFormat: initiativeDealRecord,
    resets: CONFIG,
    setup: () =>
      parseInitiativeSetup(
        { seed: this.seed, deck: this.deck, participants: this.participants, jokerTies: this.jokerTies, fixedTies: this.fixedTies },
        seedFromClock(),
      ),
    inputProblem: (input) => initiativeDealInputProblem(input),
    storageKey: () => (this.noSave ? undefined : this.storageKey || `initiative-deal@${globalThis.location?.pathname ?? ''}`),
    onStep: (snapshot, event, cause) => {
      const ctx = snapshot.context;
      // A fresh table (Reset button or reset()) closes any hand that was open.
      if (cause === 'reset') {
        this._shown = new Set();
        this._joker = undefined;
      }
      this.table.announce(whyText(ctx.narration));
      if (event?.type === 'round.revealed') this.dispatchEvent(new RbRevealEvent({ hand: ctx.hand, round: ctx.roundInHand, order: ctx.order }));
      if (event?.type === 'hand.dealt' && ctx.hand > 1) this.dispatchEvent(new RbReshuffleEvent({ hand: ctx.hand, handSize: ctx.handSize }));
    },
  });

  constructor() {
    super();
    this.seed = null;
    this.deck = null;
    this.participants = null;
    this.jokerTies = null;
    this.fixedTies = null;
    this.storageKey = null;
    this.noSave = false;
    this.showHands = false;
    this._shown = new Set();
    this._joker = undefined;
    this._addKind = 'pc';
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.table.update(changed);
  }

  // ---- render ------------------------------------------------------------------------

  #phase(): Phase {
    const snapshot = this.table.snapshot;
    return {
      seating: snapshot.matches('setting the table'),
      faceDown: snapshot.matches({ 'playing a hand': 'playing face down' }),
      revealed: snapshot.matches({ 'playing a hand': 'revealed' }),
    };
  }

  protected override render() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const phase = this.#phase();
    return html`<div part="base" role="group" aria-label="Initiative deal">
      ${renderErrors(this.table.errors)}
      <p class="status" part="status">
        ${ctx.hand === 0
          ? html`<span>Not dealt yet</span>`
          : html`<span>Hand <strong>${ctx.hand}</strong> (${ctx.handSize} cards, ${handSeconds(ctx.handSize)} s)</span>
              <span>Round <strong>${ctx.roundInHand}</strong> of ${ctx.handSize}</span>`}
        <span>Game time <strong>${formatGameTime(gameSeconds(ctx))}</strong></span>
        <span>Deck <strong>${ctx.deck.length}</strong> cards</span>
      </p>
      <ul class="participants" part="participants" aria-label="At the table">
        ${ctx.participants.map((p) => this.#renderParticipant(p, phase))}
      </ul>
      ${ctx.participants.length === 0 ? html`<p class="note">Nobody is at the table yet.</p>` : nothing}
      ${this.#renderAddForm()}
      ${this.#renderControls(phase)}
      ${phase.revealed ? this.#renderOrder() : nothing}
      <p class="narration" part="narration"><span class="visually-hidden">What happened: </span>${renderWhy(ctx.narration)}</p>
      ${renderTableFooter(this.table)}
    </div>`;
  }

  #renderParticipant(p: Participant, phase: Phase) {
    const ctx = this.table.snapshot.context;
    const play = playOf(ctx, p.id);
    const shown = this.showHands || this._shown.has(p.id);
    const acts = actsThisRound(p, ctx.roundNumber);
    const placing = ctx.order.find((o) => o.id === p.id);
    const mustPlay = waitingFor(ctx).some((w) => w.id === p.id);
    return html`<li class="participant" part="participant">
      <div class="who">
        <strong>${p.name}</strong>
        <span class="kind">${KIND_LABEL[p.kind]}${p.fixedCard ? html`, fixed card ${formatCard(p.fixedCard)}` : nothing}</span>
      </div>
      <div class="play">
        <div class="now">
          ${phase.seating ? html`<span class="note">${holdsHand(p) ? 'Will be dealt a hand' : 'Uses a fixed card'}</span>` : nothing}
          ${!phase.seating && !acts ? html`<span class="note">Joined this round: plays from the next round</span>` : nothing}
          ${phase.faceDown && play ? html`${renderCard(undefined, `${p.name}'s face-down card`)}<span class="note">Played face down</span>` : nothing}
          ${phase.faceDown && acts && !play && p.fixedCard ? html`<span class="note">Fixed card, shown at the reveal</span>` : nothing}
          ${phase.faceDown && mustPlay ? html`<span class="note">To play: ${shown ? 'choose a card' : 'show the hand to choose'}</span>` : nothing}
          ${phase.faceDown && acts && holdsHand(p) && !play && !mustPlay ? html`<span class="note">No card left to play</span>` : nothing}
          ${phase.revealed && placing?.card
            ? html`<span class="note">Played</span>${renderCard(placing.card, isJoker(placing.card) ? `joker named as ${rankName(placing.namedRank!)}` : cardName(placing.card))}${isJoker(placing.card) ? html`<span class="note">as ${rankName(placing.namedRank!)}</span>` : nothing}`
            : nothing}
          ${phase.revealed && acts && !placing?.card ? html`<span class="note">No card this round</span>` : nothing}
        </div>
        ${!phase.seating && holdsHand(p) ? this.#renderHand(p, shown, mustPlay) : nothing}
      </div>
      <div class="row-actions">
        ${!phase.seating && holdsHand(p)
          ? html`<button part="button" aria-pressed=${shown ? 'true' : 'false'} ?disabled=${this.showHands} @click=${() => this.#toggleHand(p.id)}>
              ${shown ? 'Hide' : 'Show'} hand<span class="visually-hidden"> of ${p.name}</span>
            </button>`
          : nothing}
        ${play && this.table.can({ type: 'card.withdrawn', id: p.id })
          ? html`<button part="button" @click=${() => this.send({ type: 'card.withdrawn', id: p.id })}>Take back<span class="visually-hidden"> ${p.name}'s card</span></button>`
          : nothing}
        <button part="button" @click=${() => this.send({ type: 'participant.removed', id: p.id })}>Remove<span class="visually-hidden"> ${p.name}</span></button>
      </div>
    </li>`;
  }

  /** A hidden hand is only a count: its cards are not in the DOM or the accessibility tree. */
  #renderHand(p: Participant, shown: boolean, mustPlay: boolean) {
    const count = html`<span class="note">${p.hand.length} card${p.hand.length === 1 ? '' : 's'} in hand</span>`;
    if (!shown) return count;
    const joker = this._joker?.id === p.id ? this._joker : undefined;
    return html`<div class="hand" part="hand" role="group" aria-label="${p.name}'s hand">
      <span class="hand-label" aria-hidden="true">Hand</span>
      ${p.hand.map((card) =>
        mustPlay
          ? html`<button class="card-button" part="button" @click=${() => this.#choose(p.id, card)} aria-label="Play the ${cardName(card)}">${renderCard(card, '')}</button>`
          : renderCard(card),
      )}
      ${p.hand.length === 0 ? count : nothing}
      ${joker
        ? html`<span class="joker">
            <label>Joker counts as
              <select @change=${(e: Event) => (this._joker = { ...joker, rank: Number((e.target as HTMLSelectElement).value) })}>
                ${NAMEABLE_RANKS.map((r) => html`<option value=${r} ?selected=${r === joker.rank}>${rankName(r)}</option>`)}
              </select>
            </label>
            <button part="button" class="primary" @click=${() => this.#playJoker()}>Play joker as ${rankName(joker.rank)}</button>
            <button part="button" @click=${() => (this._joker = undefined)}>Cancel</button>
          </span>`
        : nothing}
    </div>`;
  }

  #renderControls(phase: Phase) {
    const ctx = this.table.snapshot.context;
    const waiting = waitingFor(ctx);
    return html`<div class="controls" part="controls">
      ${phase.seating
        ? html`<button part="button" class="primary" ?disabled=${!this.table.can({ type: 'hand.dealt' })} @click=${() => this.send({ type: 'hand.dealt' })}>Deal the first hand</button>`
        : nothing}
      ${phase.faceDown
        ? html`<button part="button" class="primary" ?disabled=${!this.table.can({ type: 'round.revealed' })} @click=${() => this.send({ type: 'round.revealed' })}>Reveal the cards</button>
            <span class="note">${waiting.length > 0 ? `Waiting for ${waiting.map((w) => w.name).join(', ')}` : 'Everyone has played: reveal.'}</span>`
        : nothing}
      ${phase.revealed && this.table.can({ type: 'round.begun' })
        ? html`<button part="button" class="primary" @click=${() => this.send({ type: 'round.begun' })}>Next round (${ctx.roundInHand + 1} of ${ctx.handSize})</button>`
        : nothing}
      ${phase.revealed && this.table.can({ type: 'hand.dealt' })
        ? html`<button part="button" class="primary" @click=${() => this.send({ type: 'hand.dealt' })}>Reshuffle and deal hand ${ctx.hand + 1}</button>`
        : nothing}
    </div>`;
  }

  #renderOrder() {
    const ctx = this.table.snapshot.context;
    return html`<p id="order-heading" class="order-title"><strong>Turn order, round ${ctx.roundInHand} of hand ${ctx.hand}</strong></p>
      <ol class="order" part="order" aria-labelledby="order-heading">
        ${ctx.order.map(
          (o) => html`<li><strong>${o.name}</strong> — ${describeShown(o)}<span class="reason" part="reason">${renderWhy([{ text: o.reason, rule: o.rule }])}</span></li>`,
        )}
      </ol>
      ${ctx.order.length === 0 ? html`<p class="note">Nobody acts this round.</p>` : nothing}`;
  }

  #renderAddForm() {
    const fixedCard = FIXED_CARD[this._addKind];
    return html`<form class="add-form" part="add-form" aria-label="Add to the table" @submit=${(e: SubmitEvent) => this.#add(e)}>
      <label>Name <input name="name" required autocomplete="off" /></label>
      <label>Kind
        <select name="kind" @change=${(e: Event) => (this._addKind = (e.target as HTMLSelectElement).value as ParticipantKind)}>
          ${(Object.keys(KIND_LABEL) as ParticipantKind[]).map((k) => html`<option value=${k} ?selected=${k === this._addKind}>${KIND_LABEL[k]}</option>`)}
        </select>
      </label>
      ${fixedCard !== 'never'
        ? html`<label>${fixedCard === 'required' ? 'Fixed card' : 'Fixed card (blank: dealt a hand)'}
            <input name="card" autocomplete="off" placeholder="Q♠" ?required=${fixedCard === 'required'} />
          </label>`
        : nothing}
      <button part="button" type="submit">Add</button>
    </form>`;
  }

  // ---- handlers -----------------------------------------------------------------------

  #toggleHand(id: string): void {
    const next = new Set(this._shown);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    this._shown = next;
  }

  #choose(id: string, card: Card): void {
    if (isJoker(card)) {
      this._joker = { id, card, rank: 14 };
      return;
    }
    this.send({ type: 'card.played', id, card });
  }

  #playJoker(): void {
    if (!this._joker) return;
    const { id, card, rank } = this._joker;
    this._joker = undefined;
    this.send({ type: 'card.played', id, card, namedRank: rank });
  }

  #add(e: SubmitEvent): void {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const data = new FormData(form);
    // The machine's own reasons: the form restates no rule about who takes a fixed card.
    const parsed = parseNewcomer(String(data.get('name') ?? ''), this._addKind, String(data.get('card') ?? ''));
    if ('error' in parsed) {
      this.table.report([`Could not add: ${parsed.error}.`]);
      return;
    }
    this.table.report([]);
    this.send(parsed.event);
    form.reset();
    this._addKind = 'pc';
  }
}

customElements.define('rb-initiative-deal', RbInitiativeDeal);

declare global {
  interface HTMLElementTagNameMap {
    'rb-initiative-deal': RbInitiativeDeal;
  }
}
