/**
 * <rb-initiative-deal>: the LM's table for Liberi Gothica's card initiative.
 *
 * Renders snapshots of `initiativeDealMachine` and sends it events; every rule (who must
 * play, the order and its reasons, who acts now, hand sizes, the clock, the odds) comes
 * from machines/liberi-gothica/initiative-deal.*.
 *
 * @fires rb-step - After every step, back, forward or reset. detail: { step, of, state, event?, cause }
 * @fires rb-reveal - When a round is revealed. detail: { hand, round, order }
 * @fires rb-reshuffle - When the deck is reshuffled and new hands dealt. detail: { hand, handSize }
 * @fires rb-error - When attributes, a saved table or a link could not be used. detail: { messages }
 *
 * @csspart base - The widget's outer box.
 * @csspart error - The box listing settings that could not be used.
 * @csspart top - The status line and the learning toolbar.
 * @csspart status - The hand, round, game-clock and deck line.
 * @csspart teach-toolbar - The Odds, Statechart and Predict toggles.
 * @csspart toggle - Each learning toggle.
 * @csspart stage - The table as it is now: everyone's cards, or the turn order once revealed.
 * @csspart participants - The list of everyone at the table, in table order.
 * @csspart participant - One person or group at the table (or one place in the turn order).
 * @csspart hand - A participant's cards, when shown.
 * @csspart card - A card face.
 * @csspart card-back - A face-down card (its face is not in the page at all).
 * @csspart joker - The joker's rank choice, one button per rank.
 * @csspart controls - The deal / reveal / next turn / next round buttons.
 * @csspart button - Every button.
 * @csspart order - The revealed turn order.
 * @csspart acting - The "acting now" marker on the place in the turn order that acts now.
 * @csspart reason - The reason given for one placing.
 * @csspart why - What the last step did and why, with its rules' links.
 * @csspart rule-link - A link from a reason to the rule it applies, on the rules page.
 * @csspart predict - The question asked before a reveal (learner mode).
 * @csspart graded - The last prediction, graded.
 * @csspart odds - The exact odds of the place a laid card will take.
 * @csspart hand-odds - Each card of the open hand with its chances of each place.
 * @csspart summary - What the fight has come to, once a hand is over.
 * @csspart setup - The table setup: who is at the table, adding and removing people.
 * @csspart add-form - The form for adding someone to the table.
 * @csspart print-log - On paper: every step so far with its reasons.
 * @csspart history - The back / forward / start / reset bar.
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
import { cardName, formatCard, isJoker, isRed, rankLabel, rankName, type Card } from '../../machines/core/cards.js';
import { formatPercent } from '../../machines/core/explain.js';
import { seedFromClock } from '../../machines/core/random.js';
import {
  actingNow,
  gameSeconds,
  initiativeDealMachine,
  initiativeDealRecord,
  playOf,
  waitingFor,
} from '../../machines/liberi-gothica/initiative-deal.machine.js';
import { nextOdds } from '../../machines/liberi-gothica/initiative-deal.odds.js';
import {
  initiativeDealInputProblem,
  keptRecord,
  parseInitiativeSetup,
  parseNewcomer,
} from '../../machines/liberi-gothica/initiative-deal.setup.js';
import {
  actsThisRound,
  describeShown,
  FIXED_CARD,
  formatGameTime,
  holdsHand,
  KIND_LABEL,
  NAMEABLE_RANKS,
  type Participant,
  type ParticipantKind,
} from '../../machines/liberi-gothica/initiative-deal.rules.js';
import { handOdds, predictionFor, summaryFor } from '../../machines/liberi-gothica/initiative-deal.view.js';
import { baseStyles } from '../shared/styles.js';
import { flagProperty } from '../shared/properties.js';
import { TableElement } from '../shared/table-element.js';
import { TableHost } from '../shared/table-host.js';
import { renderTeaching, renderTeachToolbar, TeachController } from '../shared/teach.js';
import { renderCard, renderFrame, renderWhy, whyText } from '../shared/ui.js';
import { RbRevealEvent, RbReshuffleEvent } from './events.js';

type Machine = typeof initiativeDealMachine;

/** The properties that shape the table: a change to any of them starts a fresh one. */
const CONFIG = ['seed', 'deck', 'participants', 'jokerTies', 'fixedTies', 'storageKey', 'noSave'] as const;

export class RbInitiativeDeal extends TableElement<Machine> {
  static override styles = [
    baseStyles,
    css`
      /* A ruling's long link title wraps rather than pushing the widget wider. */
      .rule-link {
        white-space: normal;
      }
      .rows {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 0.35rem;
      }
      /* One row a seat: who, the card on the table, the hand, its buttons. */
      .row {
        display: grid;
        grid-template-columns: minmax(7rem, 10rem) 3.4rem minmax(0, 1fr) auto;
        grid-template-areas: 'who slot hand act';
        gap: 0.25rem 0.6rem;
        align-items: center;
        padding: 0.3rem 0.5rem;
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        background: var(--_raised);
        min-width: 0;
      }
      .who {
        grid-area: who;
        min-width: 0;
        overflow-wrap: anywhere;
      }
      .who .kind {
        display: block;
        color: var(--_muted);
        font-size: 0.85em;
      }
      .seated {
        list-style: none;
        margin: 0;
        padding: 0;
        display: flex;
        flex-wrap: wrap;
        gap: 0.35rem;
      }
      .seated li {
        padding: 0.2rem 0.55rem;
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        background: var(--_raised);
      }
      .seated .kind,
      .roster .kind {
        color: var(--_muted);
        font-size: 0.9em;
      }
      /* A fixed card named in a line: a small card face, its colours on the card's own background. */
      .mini {
        display: inline-block;
        padding: 0 0.25rem;
        border: 1px solid var(--_border);
        border-radius: 0.2rem;
        background: var(--_card-bg);
        font-weight: 700;
        color: var(--_card-black);
      }
      .mini.red {
        color: var(--_card-red);
      }
      .slot {
        grid-area: slot;
        display: flex;
        justify-content: center;
      }
      .slot .none {
        color: var(--_muted);
        font-size: 0.85em;
        text-align: center;
      }
      .hand-cell {
        grid-area: hand;
        min-width: 0;
      }
      .act {
        grid-area: act;
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
        justify-content: end;
      }
      .hand {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
        align-items: center;
      }
      .hand .card {
        min-width: 2.3rem;
        height: 3rem;
        font-size: 1rem;
      }
      .hand button.card-button {
        padding: 0;
        border: none;
        background: none;
        min-height: 0;
        border-radius: 0.3rem;
      }
      .hand button.card-button:hover .card {
        transform: translateY(-2px);
        border-color: var(--_accent);
      }
      .count {
        color: var(--_muted);
        font-size: 0.9em;
      }
      .joker {
        grid-column: 1 / -1;
        padding: 0.35rem 0.5rem;
        border: 1px solid var(--_accent);
        border-radius: var(--_radius);
        background: var(--_surface);
      }
      .joker p {
        margin: 0 0 0.3rem;
        font-weight: 600;
      }
      .ranks {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
      }
      .ranks button {
        min-width: 2.4rem;
        font-weight: 700;
        font-variant-numeric: tabular-nums;
      }
      /* The revealed order: place, card, who, why; the one acting now marked. */
      .order {
        counter-reset: none;
      }
      .order .row {
        grid-template-columns: 2rem 3.4rem minmax(0, 1fr);
        grid-template-areas: 'place slot who';
      }
      .order .place {
        grid-area: place;
        font-weight: 700;
        font-variant-numeric: tabular-nums;
        text-align: center;
      }
      .order .who {
        grid-area: who;
      }
      .order .reason {
        display: block;
        color: var(--_muted);
        font-size: 0.85em;
      }
      .order .row.acting {
        border-color: var(--_accent);
        box-shadow: inset 4px 0 0 var(--_accent);
        background: color-mix(in srgb, var(--_accent) 10%, var(--_surface));
      }
      /* Who has acted reads muted; the cards keep their own colours (a row at reduced opacity
         let the dark page show through a red card: contrast 3.2 in the dark theme). */
      .order .row.done {
        color: var(--_muted);
      }
      .now-tag {
        display: inline-block;
        margin-inline-start: 0.4rem;
        padding: 0 0.4rem;
        border-radius: 1rem;
        background: var(--_accent);
        color: var(--_on-accent);
        font-size: 0.8em;
        font-weight: 600;
      }
      .waiting-out {
        margin: 0.35rem 0 0;
        color: var(--_muted);
        font-size: 0.9em;
      }
      .controls {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: center;
        margin-block: 0.6rem 0;
      }
      .controls .note {
        margin: 0;
      }
      .hand-odds table {
        border-collapse: collapse;
        font-variant-numeric: tabular-nums;
        font-size: 0.9em;
      }
      .hand-odds th,
      .hand-odds td {
        padding: 0.1rem 0.45rem;
        text-align: end;
        border-block-end: 1px solid var(--_border);
      }
      .hand-odds th[scope='row'] {
        text-align: start;
      }
      .hand-odds .scroll {
        overflow-x: auto;
      }
      .roster {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 0.25rem;
      }
      .roster li {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem 0.6rem;
        align-items: center;
        justify-content: space-between;
      }
      .add-form {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: end;
        margin-block-start: 0.6rem;
      }
      .add-form label {
        display: grid;
        gap: 0.15rem;
        font-size: 0.9em;
      }
      .add-form input[name='name'] {
        width: 10rem;
        max-width: 100%;
      }
      .add-form input[name='card'] {
        width: 5rem;
      }
      .setup-body > .note:first-child {
        margin-block-start: 0;
      }
      .show-all input {
        min-height: 0;
        inline-size: 1.05rem;
        block-size: 1.05rem;
        margin: 0 0.35rem 0 0;
        vertical-align: -0.15rem;
      }
      /* Narrow widgets: who and the card on one line, the hand and its buttons below. */
      @container rb (max-width: 30rem) {
        .row {
          grid-template-columns: minmax(0, 1fr) auto;
          grid-template-areas: 'who slot' 'hand hand' 'act act';
        }
        .slot {
          justify-content: end;
        }
        .act {
          justify-content: start;
        }
        .order .row {
          grid-template-columns: 1.6rem 3.4rem minmax(0, 1fr);
          grid-template-areas: 'place slot who';
        }
      }
      @media print {
        .row {
          break-inside: avoid;
        }
      }
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
    learn: flagProperty('learn'),
    _open: { state: true },
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
  /**
   * Key for the saved table and share links; defaults to one per page. Unless every hand is
   * shown, the saved table and a link keep only the moves up to the last reveal (no face-down card).
   */
  declare storageKey: string | null;
  /** Do not keep the table in the browser. */
  declare noSave: boolean;
  /**
   * Show every hand (the LM's view); otherwise one hand is shown at a time, on request. In the
   * LM's view the saved table and a share link keep every move, face-down cards included.
   */
  declare showHands: boolean;
  /** Learner mode: predict who acts first before each reveal. */
  declare learn: boolean;

  /** The one hand shown now (hot seat: a player opens their own, plays, and it closes). */
  declare _open: string | undefined;
  /** A joker chosen from a hand, waiting for the rank it is named as. */
  declare _joker: { id: string; card: Card } | undefined;
  declare _addKind: ParticipantKind;

  protected readonly table: TableHost<Machine> = new TableHost(this, {
    machine: initiativeDealMachine,
    recordFormat: initiativeDealRecord,
    resets: CONFIG,
    setup: () =>
      parseInitiativeSetup(
        { seed: this.seed, deck: this.deck, participants: this.participants, jokerTies: this.jokerTies, fixedTies: this.fixedTies },
        seedFromClock(),
      ),
    inputProblem: (input) => initiativeDealInputProblem(input),
    // Hands are secret unless every hand is shown: no face-down card goes into storage or a link.
    keep: (record) => ({ format: record.format, ...keptRecord(this.showHands, record) }),
    storageKey: () => (this.noSave ? undefined : this.storageKey || `initiative-deal@${globalThis.location?.pathname ?? ''}`),
    onStep: (snapshot, event, cause) => {
      const ctx = snapshot.context;
      // Hands are private: any step but one taken inside the open hand closes it (a card
      // laid, a round revealed, a new table, a step back or forward through the history).
      if (event?.type !== 'card.withdrawn') {
        this._open = undefined;
        this._joker = undefined;
      }
      const where = cause === 'action' || cause === 'forward' ? '' : `Step ${this.table.timeline.step} of ${this.table.timeline.length}. `;
      this.table.announce(`${where}${whyText(ctx.narration)}`);
      if (event?.type === 'round.revealed')
        this.dispatchEvent(new RbRevealEvent({ hand: ctx.hand, round: ctx.roundInHand, order: ctx.order }));
      if (event?.type === 'hand.dealt' && ctx.hand > 1)
        this.dispatchEvent(new RbReshuffleEvent({ hand: ctx.hand, handSize: ctx.handSize }));
    },
  });

  readonly teach: TeachController<Machine> = new TeachController(this, this.table, {
    title: 'Initiative deal',
    chart: () => import('../../generated/charts/initiative-deal.chart.js'),
    odds: (s) => {
      const seat = this.#oddsSeat;
      return seat && playOf(s.context, seat) ? nextOdds(s.context, seat) : undefined;
    },
    prediction: (s) => predictionFor(s),
    summary: (s) => summaryFor(s),
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
    this.learn = false;
    this._open = undefined;
    this._joker = undefined;
    this._addKind = 'pc';
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.table.update(changed);
    // What is kept depends on whether every hand is shown: save again when that changes.
    if (changed.has('showHands') && changed.get('showHands') !== undefined) this.table.save();
    if (changed.has('learn')) this.teach.setLearning(this.learn);
  }

  /** Whose seat the odds are read from: the open hand, or with every hand shown, the next to play. */
  get #oddsSeat(): string | undefined {
    if (this._open) return this._open;
    if (!this.showHands) return undefined;
    const ctx = this.table.snapshot.context;
    return (waitingFor(ctx)[0] ?? ctx.participants.find((p) => playOf(ctx, p.id)))?.id;
  }

  #shown(p: Participant): boolean {
    return this.showHands || this._open === p.id;
  }

  // ---- render ------------------------------------------------------------------------

  protected override render() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const seating = snapshot.matches('setting the table');
    const revealed = snapshot.matches({ 'playing a hand': 'revealed' });
    return renderFrame(this.table, {
      label: 'Initiative deal',
      status: this.#status(),
      toolbar: renderTeachToolbar(this.teach),
      stage: html`${revealed ? this.#renderOrder() : this.#renderSeats(seating)} ${this.#renderControls()}`,
      why: ctx.narration,
      teaching: html`${renderTeaching(this.teach)}${this.#renderHandOdds()}`,
      setup: this.#renderSetup(),
      setupOpen: seating,
      whyOf: (s) => s.context.narration,
    });
  }

  #status() {
    const ctx = this.table.snapshot.context;
    if (ctx.hand === 0) return `Not dealt yet · ${ctx.participants.length} at the table · deck ${ctx.deck.length}`;
    return html`Hand <strong>${ctx.hand}</strong> · round <strong>${ctx.roundInHand}</strong> of ${ctx.handSize} · game time
      <strong>${formatGameTime(gameSeconds(ctx))}</strong> · deck ${ctx.deck.length}`;
  }

  /** Everyone in table order: their card on the table (face down until the reveal) and their hand. */
  #renderSeats(seating: boolean) {
    const ctx = this.table.snapshot.context;
    if (ctx.participants.length === 0) return html`<p class="note">Nobody is at the table yet: add someone in the table setup below.</p>`;
    if (seating) {
      // Before the deal there is nothing in anyone's hand: who sits where, in one short list.
      return html`<ul class="seated" part="participants" aria-label="At the table">
        ${ctx.participants.map(
          (p) =>
            html`<li part="participant">
              <strong>${p.name}</strong>
              <span class="kind"
                >${KIND_LABEL[p.kind]}${
                  p.fixedCard
                    ? html`, fixed card <span class="mini ${isRed(p.fixedCard) ? 'red' : ''}">${formatCard(p.fixedCard)}</span>`
                    : ', dealt a hand'
                }</span
              >
            </li>`,
        )}
      </ul>`;
    }
    return html`<ul class="rows" part="participants" aria-label="At the table">
      ${ctx.participants.map((p) => this.#renderSeat(p))}
    </ul>`;
  }

  #renderSeat(p: Participant) {
    const ctx = this.table.snapshot.context;
    const play = playOf(ctx, p.id);
    const acts = actsThisRound(p, ctx.roundNumber);
    const mustPlay = waitingFor(ctx).some((w) => w.id === p.id);
    const shown = this.#shown(p);
    let slot;
    if (p.fixedCard) slot = renderCard(undefined, `${p.name}'s fixed card, shown at the reveal`);
    else if (play) slot = renderCard(undefined, `${p.name}'s card, face down`);
    else slot = html`<span class="none">${!acts ? 'next round' : mustPlay ? 'to play' : 'no card'}</span>`;
    return html`<li class="row" part="participant">
      <span class="who"
        ><strong>${p.name}</strong> <span class="kind">${KIND_LABEL[p.kind]} · ${holdsHand(p) ? this.#count(p) : 'fixed card'}</span></span
      >
      <span class="slot">${slot}</span>
      ${holdsHand(p) && shown && p.hand.length > 0 ? html`<span class="hand-cell">${this.#renderHand(p, mustPlay)}</span>` : nothing}
      <span class="act">
        ${
          holdsHand(p) && p.hand.length > 0 && !this.showHands
            ? html`<button part="button" aria-pressed=${shown ? 'true' : 'false'} @click=${() => this.#toggleHand(p.id)}>
                ${shown ? 'Hide' : 'Show'} hand<span class="visually-hidden"> of ${p.name}</span>
              </button>`
            : nothing
        }
        ${
          play && this.table.can({ type: 'card.withdrawn', id: p.id })
            ? html`<button part="button" @click=${() => this.send({ type: 'card.withdrawn', id: p.id })}>
                Take back<span class="visually-hidden"> ${p.name}'s card</span>
              </button>`
            : nothing
        }
      </span>
      ${this._joker?.id === p.id ? this.#renderJoker(p) : nothing}
    </li>`;
  }

  /** A hidden hand is only this count: its cards are not in the DOM or the accessibility tree. */
  #count(p: Participant): string {
    const n = p.hand.length;
    return n === 0 ? 'no cards left' : `${n} card${n === 1 ? '' : 's'} in hand`;
  }

  /** An open hand: its cards, each a button while a card is to be laid. */
  #renderHand(p: Participant, mustPlay: boolean) {
    return html`<span class="hand" part="hand" role="group" aria-label="${p.name}'s hand">
      ${p.hand.map((card) =>
        mustPlay
          ? html`<button
              class="card-button"
              part="button"
              aria-pressed=${this._joker?.card === card ? 'true' : nothing}
              aria-label="Play the ${cardName(card)}, ${formatCard(card)}"
              @click=${() => this.#choose(p.id, card)}
            >
              ${renderCard(card, '')}
            </button>`
          : renderCard(card),
      )}
    </span>`;
  }

  /** The joker's rank, named as it goes down: one plain button per rank. */
  #renderJoker(p: Participant) {
    return html`<div class="joker" part="joker" role="group" aria-labelledby="joker-q">
      <p id="joker-q">${p.name}'s joker: which rank does it count as?</p>
      <div class="ranks">
        ${NAMEABLE_RANKS.map(
          (r) =>
            html`<button part="button" aria-label="Play the joker as ${rankName(r)}, ${rankLabel(r)}" @click=${() => this.#playJoker(r)}>
              ${rankLabel(r)}
            </button>`,
        )}
        <button part="button" class="quiet" @click=${() => (this._joker = undefined)}>Cancel</button>
      </div>
    </div>`;
  }

  /** Once revealed: the turn order, each place with its card and its reason, the one acting now marked. */
  #renderOrder() {
    const ctx = this.table.snapshot.context;
    const now = actingNow(ctx);
    const waiting = ctx.participants.filter((p) => !actsThisRound(p, ctx.roundNumber));
    return html`<ol class="rows order" part="order" aria-label="Turn order, round ${ctx.roundInHand} of hand ${ctx.hand}">
        ${ctx.order.map((o, i) => {
          const acting = o.id === now?.id;
          const shown = o.card ? (isJoker(o.card) ? `joker named as ${rankName(o.namedRank!)}` : cardName(o.card)) : '';
          return html`<li
            class="row ${acting ? 'acting' : i < ctx.acting ? 'done' : ''}"
            part="participant"
            aria-current=${acting ? 'step' : nothing}
          >
            <span class="place" aria-hidden="true">${i + 1}</span>
            <span class="slot">${o.card ? renderCard(o.card, shown) : html`<span class="none">no card</span>`}</span>
            <span class="who"
              ><strong>${o.name}</strong
              >${o.card && isJoker(o.card) ? html` <span class="kind-inline">(${describeShown(o)})</span>` : nothing}${
                acting ? html`<span class="now-tag" part="acting">acting now</span>` : nothing
              } <span class="reason" part="reason">${renderWhy([{ text: o.reason, rule: o.rule }])}</span></span
            >
          </li>`;
        })}
      </ol>
      ${ctx.order.length === 0 ? html`<p class="note">Nobody acts this round.</p>` : nothing}
      ${waiting.length ? html`<p class="waiting-out">${waiting.map((p) => p.name).join(', ')}: joined this round, ${waiting.length === 1 ? 'acts' : 'act'} from the next.</p>` : nothing}`;
  }

  #renderControls() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const can = (type: 'hand.dealt' | 'round.revealed' | 'round.begun' | 'turn.ended') => this.table.can({ type });
    if (snapshot.matches('setting the table')) {
      return html`<div class="controls" part="controls">
        <button part="button" class="primary" ?disabled=${!can('hand.dealt')} @click=${() => this.send({ type: 'hand.dealt' })}>
          Deal the first hand
        </button>
        <span class="note">Who sits at the table is set in the table setup.</span>
      </div>`;
    }
    if (snapshot.matches({ 'playing a hand': 'playing face down' })) {
      const waiting = waitingFor(ctx);
      return html`<div class="controls" part="controls">
        <button part="button" class="primary" ?disabled=${!can('round.revealed')} @click=${() => this.send({ type: 'round.revealed' })}>
          Reveal the cards
        </button>
        <span class="note"
          >${waiting.length > 0 ? `Waiting for ${waiting.map((w) => w.name).join(', ')}` : 'Every card is down: reveal.'}</span
        >
      </div>`;
    }
    const now = actingNow(ctx);
    const next = ctx.order[ctx.acting + 1];
    const after = can('round.begun') ? 'round.begun' : 'hand.dealt';
    return html`<div class="controls" part="controls">
      ${
        now
          ? html`<button part="button" class="primary" @click=${() => this.send({ type: 'turn.ended' })}>
              ${next ? `${now.name} is done: ${next.name} acts` : `${now.name} is done`}
            </button>`
          : nothing
      }
      ${
        after === 'round.begun'
          ? html`<button part="button" class=${now ? '' : 'primary'} @click=${() => this.send({ type: 'round.begun' })}>
              Next round (${ctx.roundInHand + 1} of ${ctx.handSize})
            </button>`
          : html`<button
              part="button"
              class=${now ? '' : 'primary'}
              ?disabled=${!can('hand.dealt')}
              @click=${() => this.send({ type: 'hand.dealt' })}
            >
              Reshuffle and deal hand ${ctx.hand + 1}
            </button>`
      }
    </div>`;
  }

  /** With the odds on and a hand open that still has to play: where each of its cards would place. */
  #renderHandOdds() {
    if (!this.teach.oddsShown || this.teach.pending) return nothing;
    const ctx = this.table.snapshot.context;
    const seat = this.#oddsSeat;
    if (!seat) {
      return this.table.snapshot.matches({ 'playing a hand': 'playing face down' })
        ? html`<p class="note odds-hint">The odds are read from one seat: show a hand to see where its cards would place.</p>`
        : nothing;
    }
    const rows = handOdds(ctx, seat);
    if (rows.length === 0) return nothing;
    const places = rows[0]!.odds.outcomes.map((o) => o.label);
    const name = ctx.participants.find((p) => p.id === seat)?.name ?? '';
    return html`<div class="odds hand-odds" part="hand-odds">
      <p class="odds-question">
        Where each of ${name}'s cards would place this round, the others' cards unseen (an unseen joker, and ${name}'s own, counted as an
        ace)
      </p>
      <div class="scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Card</th>
              ${places.map((l) => html`<th scope="col">${l}</th>`)}
            </tr>
          </thead>
          <tbody>
            ${rows.map(
              (r) =>
                html`<tr>
                  <th scope="row">
                    ${describeShown({ card: r.card, source: 'dealt', ...(r.namedRank ? { namedRank: r.namedRank } : {}) })}
                  </th>
                  ${r.odds.outcomes.map((o) => html`<td>${formatPercent(o.p)}</td>`)}
                </tr>`,
            )}
          </tbody>
        </table>
      </div>
    </div>`;
  }

  /** The LM's roster: who is at the table, removing and adding people; never between the hands and the reveal. */
  #renderSetup() {
    const ctx = this.table.snapshot.context;
    const fixedCard = FIXED_CARD[this._addKind];
    return html`<p class="note">
        Everyone who competes sits here before the deal; someone who joins or leaves mid-hand is added or removed here too.
      </p>
      <ul class="roster" aria-label="Who is at the table">
        ${ctx.participants.map(
          (p) =>
            html`<li>
              <span
                ><strong>${p.name}</strong>
                <span class="kind">${KIND_LABEL[p.kind]}${p.fixedCard ? `, fixed card ${formatCard(p.fixedCard)}` : ''}</span></span
              >
              <button
                part="button"
                ?disabled=${!this.table.can({ type: 'participant.removed', id: p.id })}
                @click=${() => this.send({ type: 'participant.removed', id: p.id })}
              >
                Remove<span class="visually-hidden"> ${p.name}</span>
              </button>
            </li>`,
        )}
      </ul>
      <form class="add-form" part="add-form" aria-label="Add to the table" @submit=${(e: SubmitEvent) => this.#add(e)}>
        <label>Name <input name="name" required autocomplete="off" /></label>
        <label
          >Kind
          <select name="kind" @change=${(e: Event) => (this._addKind = (e.target as HTMLSelectElement).value as ParticipantKind)}>
            ${(Object.keys(KIND_LABEL) as ParticipantKind[]).map((k) => html`<option value=${k} ?selected=${k === this._addKind}>${KIND_LABEL[k]}</option>`)}
          </select>
        </label>
        ${
          fixedCard !== 'never'
            ? html`<label
                >${fixedCard === 'required' ? 'Fixed card' : 'Fixed card (blank: dealt a hand)'}
                <input name="card" autocomplete="off" placeholder="Q♠" ?required=${fixedCard === 'required'} />
              </label>`
            : nothing
        }
        <button part="button" type="submit">Add</button>
      </form>
      <p class="show-all">
        <label
          ><input
            type="checkbox"
            .checked=${this.showHands}
            @change=${(e: Event) => (this.showHands = (e.target as HTMLInputElement).checked)}
          />Show every hand (the LM's view)</label
        >
      </p>`;
  }

  // ---- handlers -----------------------------------------------------------------------

  #toggleHand(id: string): void {
    this._open = this._open === id ? undefined : id;
    this._joker = undefined;
  }

  #choose(id: string, card: Card): void {
    if (isJoker(card)) {
      this._joker = { id, card };
      return;
    }
    this.send({ type: 'card.played', id, card });
  }

  #playJoker(rank: number): void {
    if (!this._joker) return;
    const { id, card } = this._joker;
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
