/**
 * <rb-initiative-deal>: the LM's table for Liberi Gothica's card initiative.
 *
 * Renders snapshots of `initiativeDealMachine` and sends it events; every rule (who must
 * play, the order and its reasons, who acts now, hand sizes, the clock, the odds) comes
 * from machines/liberi-gothica/initiative-deal/. The attributes, events, parts and theme
 * every widget shares are TableElement's.
 *
 * @fires rb-reveal - When a round is revealed. detail: { hand, round, order }
 * @fires rb-reshuffle - When the deck is reshuffled and new hands dealt. detail: { hand, handSize }
 *
 * @csspart participants - The list of everyone at the table, in table order.
 * @csspart participant - One person or group at the table (or one place in the turn order).
 * @csspart hand - A participant's cards, when shown.
 * @csspart card - A card face.
 * @csspart card-back - A face-down card (its face is not in the page at all).
 * @csspart joker - The joker's rank choice, one button per rank.
 * @csspart controls - The deal / reveal / next turn / next round buttons.
 * @csspart order - The revealed turn order.
 * @csspart acting - The "acting now" marker on the place in the turn order that acts now.
 * @csspart reason - The reason given for one placing.
 * @csspart hand-odds - Each card of the open hand with its chances of each place.
 * @csspart add-form - The form for adding someone to the table.
 * @csspart what-if - "What if…": each move from here and where it leads, side by side (with every hand shown).
 * @csspart outcome - In What if, one move's branch: where it ends, its steps, its odds.
 * @csspart adopt - The button that makes a What if branch the table's story.
 * @csspart what-if-toggle - The toggle that opens What if.
 * @csspart open-wide - The toggle that opens the widget wide, out of the text column (offered on wide screens).
 * @csspart hand-backs - A hidden hand: card backs only, nothing of their faces in the page.
 * @csspart card-button - A card in a hand that can be laid: a button showing the card.
 * @csspart card-value - A card's worth printed on it (+6, −1).
 * @csspart token - A fighter on the stage: initials, name, detail, bar and marks.
 * @csspart marker - A mark on a token: a wound, a status or a condition, with its words for a screen reader.
 * @csspart holds - What a token holds beside it: its hand, the card it laid.
 * @csspart bar - A token's bar (Life, Vitality, hit points or Injuries left), which drains as it is lost.
 *
 * @cssprop --rb-card-bg - Card face background.
 * @cssprop --rb-card-red - Hearts and diamonds.
 * @cssprop --rb-card-black - Spades and clubs.
 * @cssprop --rb-card-back - Colour of a card's back.
 */
import { html, nothing, type PropertyValues } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { formatCard, isJoker, isRed, rankLabel, rankName, type Card } from '../../machines/core/cards.js';
import { formatPercent } from '../../machines/core/explain.js';
import { suggestedMove } from '../../machines/core/procedure.js';
import { initiativeDeal } from '../../machines/liberi-gothica/initiative-deal/index.js';
import type { InitiativeDealEvent } from '../../machines/liberi-gothica/initiative-deal/initiative-deal.context.js';
import type { initiativeDealMachine } from '../../machines/liberi-gothica/initiative-deal/initiative-deal.machine.js';
import { INITIATIVE_DEAL_KIT } from '../../machines/liberi-gothica/initiative-deal/initiative-deal.kit.js';
import { playOf } from '../../machines/liberi-gothica/initiative-deal/initiative-deal.steps.js';
import { keptRecord, parseNewcomer } from '../../machines/liberi-gothica/initiative-deal/initiative-deal.setup.js';
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
} from '../../machines/liberi-gothica/initiative-deal/initiative-deal.rules.js';
import {
  actingNow,
  gameSeconds,
  seatToken,
  tableCard,
  waitingFor,
} from '../../machines/liberi-gothica/initiative-deal/initiative-deal.view.js';
import { Lazy } from '../shared/lazy.js';
import { baseStyles } from '../shared/styles.js';
import { flagProperty } from '../shared/properties.js';
import { TableElement } from '../shared/table-element.js';
import { TableHost } from '../shared/table-host.js';
import { renderTeaching, renderTeachToolbar, TeachController } from '../shared/teach.js';
import { renderFrame, renderWhy, whyText } from '../shared/ui.js';
import { MotionController } from '../shared/motion.js';
import { cardStyles, stageCard } from '../shared/stage/cards.js';
import { renderToken, tokenStyles } from '../shared/stage/token.js';
import { renderWhatIfPanel, renderWhatIfToggle, WhatIf, whatIfToggleStyles } from '../shared/what-if-toggle.js';
import { OpenWide, openWideStyles, renderOpenWideToggle } from '../shared/open-wide.js';
import { RbRevealEvent, RbReshuffleEvent } from './events.js';
import { renderBacks, renderOpenHand } from './hands.js';
import { initiativeDealStyles } from './initiative-deal.styles.js';

type Machine = typeof initiativeDealMachine;

export class RbInitiativeDeal extends TableElement<Machine> {
  static override styles = [baseStyles, cardStyles, tokenStyles, whatIfToggleStyles, openWideStyles, initiativeDealStyles];

  static override properties = {
    deck: { type: String },
    participants: { type: String },
    jokerTies: { type: String, attribute: 'joker-ties' },
    fixedTies: { type: String, attribute: 'fixed-ties' },
    showHands: flagProperty('show-hands'),
    _open: { state: true },
    _joker: { state: true },
    _addKind: { state: true },
  };

  /** A stacked deck, top first, e.g. `Q♠ Q♦ JK` or `Qs Qd JK`: dealt a full hand at a time in table order. */
  declare deck: string | null;
  /** Starting table: `Name: kind [card]; …` with kind pc, npc, monster (needs a card) or unique. */
  declare participants: string | null;
  /** Table ruling: a joker acts `after-suits` (default) or `before-suits` of the rank it names. */
  declare jokerTies: string | null;
  /** Table ruling: on identical cards the `dealt-first` (default) or `fixed-first` acts first. */
  declare fixedTies: string | null;
  /**
   * Show every hand (the LM's view); otherwise one hand is shown at a time, on request. In the
   * LM's view the saved table and a share link keep every move, face-down cards included;
   * otherwise only the moves up to the last reveal (no face-down card).
   */
  declare showHands: boolean;

  /** The one hand shown now (hot seat: a player opens their own, plays, and it closes). */
  declare _open: string | undefined;
  /** A joker chosen from a hand, waiting for the rank it is named as. */
  declare _joker: { id: string; card: Card } | undefined;
  declare _addKind: ParticipantKind;

  protected readonly table: TableHost<Machine> = new TableHost(this, initiativeDeal, {
    // Hands are secret unless every hand is shown: no face-down card goes into storage or a link.
    keep: (record) => ({ format: record.format, ...keptRecord(this.showHands, record) }),
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

  override readonly teach: TeachController<Machine> = new TeachController(this, this.table, {
    chart: () => import('../../generated/charts/initiative-deal.chart.js'),
    // The odds are read from one seat: every other hand is unseen.
    seat: () => {
      const seat = this.#oddsSeat;
      return seat === undefined ? undefined : this.table.snapshot.context.participants.findIndex((p) => p.id === seat);
    },
  });

  /**
   * "What if…": each move from here played side by side (its module is loaded when first
   * opened). Only with every hand shown: a branch plays on, and would turn up hidden hands.
   */
  readonly whatIf: WhatIf<Machine> = new WhatIf(this, this.table, {
    whyOf: (s) => s.context.narration,
    hidden: () => !this.showHands,
  });

  /** "Open wide": out of the text column on a wide screen, in place, the table untouched. */
  readonly wide: OpenWide = new OpenWide(this);

  /**
   * Cards dealt, laid and turned over (none under reduced motion; any input finishes them). Turned on
   * from the frame after its first render (a table opened from a save or a link draws at rest).
   */
  readonly motion = new MotionController(this);

  /** The odds module, for the open hand's table: loaded when a reader first turns the odds on. */
  readonly #odds = new Lazy(
    this,
    () =>
      import('../../machines/liberi-gothica/initiative-deal/initiative-deal.odds.js').then((m) =>
        m.initiativeDealOdds(INITIATIVE_DEAL_KIT),
      ),
    'The odds',
  );

  constructor() {
    super();
    this.deck = null;
    this.participants = null;
    this.jokerTies = null;
    this.fixedTies = null;
    this.showHands = false;
    this._open = undefined;
    this._joker = undefined;
    this._addKind = 'pc';
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // What is kept depends on whether every hand is shown: save again when that changes.
    if (changed.has('showHands') && changed.get('showHands') !== undefined) this.table.save();
  }

  /** Whose seat the odds are read from: the open hand, or with every hand shown, the next to play. */
  get #oddsSeat(): string | undefined {
    if (this._open) return this._open;
    if (!this.showHands) return undefined;
    const ctx = this.table.snapshot.context;
    return (waitingFor(ctx)[0] ?? ctx.participants.find((p) => playOf(ctx, p.id)))?.id;
  }

  /** The card the suggested move lays for this seat, if it lays one (what the highlighted control plays). */
  #suggestedFor(id: string): Extract<InitiativeDealEvent, { type: 'card.played' }> | undefined {
    const e = suggestedMove(initiativeDeal, this.table.snapshot)?.event;
    return e?.type === 'card.played' && e.id === id ? e : undefined;
  }

  #shown(p: Participant): boolean {
    return this.showHands || this._open === p.id;
  }

  // ---- render ------------------------------------------------------------------------

  protected override render() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const seating = snapshot.hasTag('setting the table');
    const revealed = snapshot.hasTag('revealed');
    const base = this.table.rulesBase;
    return renderFrame(this.table, {
      label: 'Initiative deal',
      status: this.#status(),
      toolbar: html`<div class="tools">
        ${renderTeachToolbar(this.teach)} ${renderWhatIfToggle(this.whatIf)} ${renderOpenWideToggle(this.wide)}
      </div>`,
      stage: html`${this.#renderSeats(seating, revealed)} ${this.#renderControls()} ${renderWhatIfPanel(this.whatIf)}`,
      why: ctx.narration,
      teaching: html`${renderTeaching(this.teach, base)}${this.#renderHandOdds()}`,
      setup: this.#renderSetup(),
      setupOpen: seating,
      rulesBase: base,
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
  #renderSeats(seating: boolean, revealed: boolean) {
    const ctx = this.table.snapshot.context;
    if (revealed) return this.#renderOrder();
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
    return this.#renderPlay(false);
  }

  /**
   * The table, one row a fighter: its token, the card in front of it (face down until the
   * reveal, when it turns over in place) and, beside it, its hand fanned. Before the reveal
   * the rows are in table order; the reveal moves them into the turn order, where they are.
   */
  #renderTable(revealed: boolean) {
    const ctx = this.table.snapshot.context;
    const ids = revealed ? ctx.order.map((o) => o.id) : ctx.participants.map((p) => p.id);
    return html`<ol
      class="rows ${revealed ? 'order' : ''}"
      part=${revealed ? 'order' : 'participants'}
      aria-label=${revealed ? `Turn order, round ${ctx.roundInHand} of hand ${ctx.hand}` : 'At the table'}
    >
      ${repeat(
        ids,
        (id) => id,
        (id, i) => this.#renderRow(id, i, revealed),
      )}
    </ol>`;
  }

  #renderRow(id: string, i: number, revealed: boolean) {
    const ctx = this.table.snapshot.context;
    const p = ctx.participants.find((x) => x.id === id);
    const token = seatToken(ctx, id);
    const placing = revealed ? ctx.order[i] : undefined;
    const onTable = tableCard(ctx, revealed, id);
    const slot =
      'none' in onTable
        ? html`<span class="none">${onTable.none}</span>`
        : stageCard(onTable.card, { label: onTable.label, classes: 'on-table' });
    const mustPlay = !revealed && waitingFor(ctx).some((w) => w.id === id);
    const shown = p !== undefined && this.#shown(p);
    const hand =
      !revealed && p && holdsHand(p) && p.hand.length > 0
        ? shown
          ? renderOpenHand(p, {
              playable: mustPlay,
              suggested: this.#suggestedFor(p.id)?.card,
              pressed: this._joker?.card,
              choose: (card) => this.#choose(p.id, card),
            })
          : renderBacks(p)
        : nothing;
    const state = revealed ? (token.acting ? 'acting' : i < ctx.acting ? 'done' : '') : '';
    return html`<li class="row ${state}" part="participant" aria-current=${token.acting ? 'step' : nothing}>
      ${revealed ? html`<span class="place" aria-hidden="true">${i + 1}</span>` : nothing}
      ${renderToken(
        { ...token, detail: placing?.card && isJoker(placing.card) ? describeShown(placing) : revealed ? '' : token.detail },
        { hand: html`<div class="in-front"><span class="slot">${slot}</span>${hand}</div>` },
      )}
      ${
        placing
          ? html`<span class="reason" part="reason"
              >${renderWhy([{ text: placing.reason, rule: placing.rule }], this.table.rulesBase)}</span
            >`
          : nothing
      }
      ${revealed || !p ? nothing : this.#renderActs(p, shown)} ${p && this._joker?.id === p.id ? this.#renderJoker(p) : nothing}
    </li>`;
  }

  /** Show or hide a hand (hot seat), and take a laid card back. */
  #renderActs(p: Participant, shown: boolean) {
    const play = playOf(this.table.snapshot.context, p.id);
    const toggle =
      holdsHand(p) && p.hand.length > 0 && !this.showHands
        ? html`<button
            part="button"
            class=${!shown && this.#suggestedFor(p.id) ? 'primary' : ''}
            aria-pressed=${shown ? 'true' : 'false'}
            @click=${() => this.#toggleHand(p.id)}
          >
            ${shown ? 'Hide' : 'Show'} hand<span class="visually-hidden"> of ${p.name}</span>
          </button>`
        : nothing;
    const takeBack =
      play && this.table.can({ type: 'card.withdrawn', id: p.id })
        ? html`<button part="button" @click=${() => this.send({ type: 'card.withdrawn', id: p.id })}>
            Take back<span class="visually-hidden"> ${p.name}'s card</span>
          </button>`
        : nothing;
    return toggle === nothing && takeBack === nothing ? nothing : html`<span class="act">${toggle}${takeBack}</span>`;
  }

  /** The joker's rank, named as it goes down: one plain button per rank. */
  #renderJoker(p: Participant) {
    return html`<div class="joker" part="joker" role="group" aria-labelledby="joker-q">
      <p id="joker-q">${p.name}'s joker: which rank does it count as?</p>
      <div class="ranks">
        ${NAMEABLE_RANKS.map(
          (r) =>
            html`<button
              part="button"
              class=${this.#suggestedFor(p.id)?.namedRank === r ? 'primary' : ''}
              aria-label="Play the joker as ${rankName(r)}, ${rankLabel(r)}"
              @click=${() => this.#playJoker(r)}
            >
              ${rankLabel(r)}
            </button>`,
        )}
        <button part="button" class="quiet" @click=${() => (this._joker = undefined)}>Cancel</button>
      </div>
    </div>`;
  }

  /** Once revealed: the turn order where the tokens are, each place with its card turned up and its reason. */
  #renderOrder() {
    return this.#renderPlay(true);
  }

  /**
   * The table while a hand is played: one template before and after the reveal, so each card
   * on the table keeps its place and turns over there.
   */
  #renderPlay(revealed: boolean) {
    const ctx = this.table.snapshot.context;
    const waiting = revealed ? ctx.participants.filter((p) => !actsThisRound(p, ctx.roundNumber)) : [];
    return html`${this.#renderTable(revealed)}
    ${revealed && ctx.order.length === 0 ? html`<p class="note">Nobody acts this round.</p>` : nothing}
    ${waiting.length ? html`<p class="waiting-out">${waiting.map((p) => p.name).join(', ')}: joined this round, ${waiting.length === 1 ? 'acts' : 'act'} from the next.</p>` : nothing}`;
  }

  #renderControls() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const can = (type: 'hand.dealt' | 'round.revealed' | 'round.begun' | 'turn.ended') => this.table.can({ type });
    if (snapshot.hasTag('setting the table')) {
      return html`<div class="controls" part="controls">
        <button part="button" class="primary" ?disabled=${!can('hand.dealt')} @click=${() => this.send({ type: 'hand.dealt' })}>
          Deal the first hand
        </button>
        <span class="note">Who sits at the table is set in the table setup.</span>
      </div>`;
    }
    if (snapshot.hasTag('playing face down')) {
      const waiting = waitingFor(ctx);
      return html`<div class="controls" part="controls">
        <button
          part="button"
          class=${can('round.revealed') ? 'primary' : ''}
          ?disabled=${!can('round.revealed')}
          @click=${() => this.send({ type: 'round.revealed' })}
        >
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
          : // The hand is over: the step bar offers the ways on; dealing again is there too.
            html`<button part="button" ?disabled=${!can('hand.dealt')} @click=${() => this.send({ type: 'hand.dealt' })}>
              Reshuffle and deal hand ${ctx.hand + 1}
            </button>`
      }
    </div>`;
  }

  /** With the odds on and a hand open that still has to play: where each of its cards would place. */
  #renderHandOdds() {
    if (!this.teach.showsNumbers) return nothing;
    const ctx = this.table.snapshot.context;
    const seat = this.#oddsSeat;
    if (!seat) {
      return this.table.snapshot.hasTag('playing face down')
        ? html`<p class="note odds-hint">The odds are read from one seat: show a hand to see where its cards would place.</p>`
        : nothing;
    }
    const odds = this.#odds.value;
    if (!odds) return this.#odds.problem ? html`<p class="note">${this.#odds.problem}</p>` : nothing;
    const rows = odds.handOdds(ctx, seat);
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
