/**
 * <rb-aiming>: Karmic's aiming and ranged attack, one shot at a time: aim round by round
 * (each round deals a card into the row, the oldest falling off), see the chance that aiming
 * again improves the best card and that a shot now hits, then fire with one deliberate
 * button, hit or stand, and read the attack and damage totals.
 *
 * Renders snapshots of `aimingMachine` and sends it events. Which card is best, which falls
 * off next, the odds, the range band, the target's dodge or block, every total and every
 * reason a step is refused come from machines/karmic/aiming/ (`describeAiming`, the odds); this
 * element decides nothing about the rules. The target and the weapon are set in the table
 * setup, loaded when a reader opens it. The attributes, events, parts and theme every widget
 * shares are TableElement's.
 *
 * @csspart weapon - The shooter and the target as tokens, and the weapon's numbers.
 * @csspart token - The shooter's or the target's token: its figure, name, what it holds or where it is, and its marks.
 * @csspart marker - One mark on a token: rounds aimed, a dodge or block, the wound a hit left.
 * @csspart row - The aiming row.
 * @csspart slot - One place in the aiming row, with its marks.
 * @csspart chances - The exact chances that aiming again improves the best card, and that a shot fired now hits.
 * @csspart defence - What the target does against missiles, and its dodge or block check.
 * @csspart draw - An unaimed shot's draw, one button per card, while the shooter chooses.
 * @csspart controls - Aim, fire, let the turn pass; hit or stand; next shot.
 * @csspart problem - Why a step cannot be taken now.
 * @csspart ruling - The GM's question when a joker turns up: its value, −10 to +10, and a button.
 * @csspart arithmetic - The attack and damage sums.
 * @csspart outcome - What the shot did; in What if, one move's branch: where it ends, its steps, its odds.
 * @csspart card - A card face.
 * @csspart card-back - A face-down card (the shared card drawing's; every card of a shot is shown face up).
 * @csspart what-if - "What if…": each move from here and where it leads, side by side.
 * @csspart adopt - The button that makes a What if branch the table's story.
 * @csspart what-if-toggle - The toggle that opens What if.
 * @csspart open-wide - The toggle that opens the widget wide, out of the text column (offered on wide screens).
 * @csspart card-value - A card's worth printed on it (+6, −1).
 * @csspart acting - The "acting" mark on the token of whoever acts now.
 * @csspart holds - What a token holds beside it: its hand, the card it laid.
 * @csspart bar - A token's bar (Life, Vitality, hit points or Injuries left), which drains as it is lost.
 *
 * @cssprop --rb-card-bg - Card face background.
 * @cssprop --rb-card-red - Hearts and diamonds.
 * @cssprop --rb-card-black - Spades and clubs.
 * @cssprop --rb-card-back - Colour of a card's back.
 */
import { html, nothing } from 'lit';
import { cardName, formatCard } from '../../machines/core/cards.js';
import { signed } from '../../machines/core/explain.js';
import { propertyName, suggestedMove } from '../../machines/core/procedure.js';
import { aiming } from '../../machines/karmic/aiming/index.js';
import type { AimingEvent } from '../../machines/karmic/aiming/aiming.context.js';
import type { aimingMachine } from '../../machines/karmic/aiming/aiming.machine.js';
import { targetChangeProblem } from '../../machines/karmic/aiming/aiming.problems.js';
import { describeCard } from '../../machines/karmic/aiming/aiming.steps.js';
import { describeAiming, type AimingView, type JokerRuling, type RowCard } from '../../machines/karmic/aiming/aiming.view.js';
import type { Target } from '../../machines/karmic/ranged-shot.js';
import { CREATURE_SIZE_LABELS, HIT_LOCATION_LABELS, MOVEMENT, SITUATIONS, canCallShot } from '../../machines/karmic/ranged-tables.js';
import { WEAPON_PRESETS } from '../../machines/karmic/ranged-weapons.js';
import { Lazy } from '../shared/lazy.js';
import { flagProperty } from '../shared/properties.js';
import { baseStyles } from '../shared/styles.js';
import { TableElement } from '../shared/table-element.js';
import { TableHost } from '../shared/table-host.js';
import { renderTeaching, renderTeachToolbar, TeachController } from '../shared/teach.js';
import { renderFrame, whyText } from '../shared/ui.js';
import { MotionController } from '../shared/motion.js';
import { cardStyles, stageCard } from '../shared/stage/cards.js';
import { renderToken, tokenStyles } from '../shared/stage/token.js';
import { iconStyles } from '../shared/stage/icons.js';
import { aimingTokens } from '../../machines/karmic/aiming/aiming.stage.js';
import { repeat } from 'lit/directives/repeat.js';
import { renderWhatIfPanel, renderWhatIfToggle, WhatIf, whatIfToggleStyles } from '../shared/what-if-toggle.js';
import { OpenWide, openWideStyles, renderOpenWideToggle } from '../shared/open-wide.js';
import { aimingStyles } from './aiming.styles.js';
import type { FormHost, FormKit } from './setup-form.js';

type Machine = typeof aimingMachine;

/** The properties that hold the attributes the setup reads (`target-deck` → `targetDeck`). */
const SETUP_PROPERTIES: readonly string[] = aiming.attributes.map(propertyName);
/** The weapon's own stats: choosing a preset clears them, so the preset's numbers are used. */
const WEAPON_OWN = ['aim', 'range', 'force', 'maneuvers', 'edge', 'maxDamage', 'hands'] as const;
/** What the table setup's form gets from this bundle (it imports nothing itself). */
const FORM_KIT: FormKit = {
  html,
  nothing,
  signed,
  SITUATIONS,
  MOVEMENT,
  HIT_LOCATION_LABELS,
  CREATURE_SIZE_LABELS,
  canCallShot,
  WEAPON_PRESETS,
};

type SetupForm = typeof import('./setup-form.js');

export class RbAiming extends TableElement<Machine> {
  static override styles = [baseStyles, iconStyles, cardStyles, tokenStyles, whatIfToggleStyles, openWideStyles, aimingStyles];

  static override properties = {
    deck: { type: String },
    targetDeck: { type: String, attribute: 'target-deck' },
    weapon: { type: String },
    aim: { type: String },
    range: { type: String },
    force: { type: String },
    maneuvers: { type: String },
    edge: { type: String },
    maxDamage: { type: String, attribute: 'max-damage' },
    hands: { type: String },
    skill: { type: String },
    finesse: { type: String },
    armourFinesse: { type: String, attribute: 'armour-finesse' },
    situation: { type: String },
    distance: { type: String },
    location: { type: String },
    size: { type: String },
    dodge: { type: String },
    block: { type: String },
    awareness: { type: String },
    melee: flagProperty('melee'),
    aimedCard: { type: String, attribute: 'aimed-card' },
    _chosen: { state: true },
    _targetProblem: { state: true },
  };

  /** Cards stacked on top of the karma deck, top first, e.g. `2s 4h 7h 5s`. */
  declare deck: string | null;
  /** Cards stacked on top of the GM's world deck, which the target's dodge or block draws from, e.g. `9s 2h`. */
  declare targetDeck: string | null;
  /** Weapon preset: spear, short-bow, throwing-knife, rock, crossbow or custom. */
  declare weapon: string | null;
  /** The weapon's aim: how many cards the row holds (1 to 10). */
  declare aim: string | null;
  /** The weapon's range in yards. */
  declare range: string | null;
  /** The weapon's force, added to the attack total. */
  declare force: string | null;
  /** Maximum maneuvers: uses a turn (`2`) or a fraction (`1/2`). */
  declare maneuvers: string | null;
  /** The weapon's edge, added to the damage total. */
  declare edge: string | null;
  /** The most damage one hit can do. */
  declare maxDamage: string | null;
  /** Hands needed. */
  declare hands: string | null;
  /** The shooter's weapon skill (0 to 10): an unaimed shot draws this many cards. */
  declare skill: string | null;
  /** The shooter's finesse. */
  declare finesse: string | null;
  /** The armour's finesse modifier (0 or negative). */
  declare armourFinesse: string | null;
  /** The target's situations at the start, space-separated: running, walking, stationary, prone, obscured, low-light, riding. */
  declare situation: string | null;
  /** Yards to the target at the start. */
  declare distance: string | null;
  /** The called shot: torso, head, head-vitals, torso-vitals, legs or arms. */
  declare location: string | null;
  /** The target's size: normal, large or small. */
  declare size: string | null;
  /** The target dodges this turn, with this dodge skill (0 to 10): its check is drawn when a shot's card is down. */
  declare dodge: string | null;
  /** The target blocks with a shield this turn, with this shield skill (0 to 10). */
  declare block: string | null;
  /** The target's awareness, which modifies its dodge (−10 to +10). */
  declare awareness: string | null;
  /** The target is in a melee. */
  declare melee: boolean;
  /**
   * Which card of the row a shot after aiming uses: `best` (the default, the rules' words: the
   * best card showing) or `any` (the ranged combat page's table ruling "firing with another
   * card of the row": the shooter picks any card of the row, a lesser one or a joker). Also
   * set in the table setup.
   */
  declare aimedCard: string | null;
  /** The card of the row the shooter has picked to fire with (null: the best showing). */
  declare _chosen: number | null;
  /** Why the last change to the target was refused ('' when it was taken). */
  declare _targetProblem: string;

  protected readonly table: TableHost<Machine> = new TableHost(this, aiming, {
    onStep: (snapshot, _event, cause) => {
      const moving = cause === 'action' || cause === 'forward';
      const where = moving ? '' : `Step ${this.table.timeline.step} of ${this.table.timeline.length}. `;
      this.table.announce(`${where}${whyText(snapshot.context.narration)}`);
      this._targetProblem = '';
      this._chosen = null;
    },
  });

  override readonly teach: TeachController<Machine> = new TeachController(this, this.table, {
    chart: () => import('../../generated/charts/aiming.chart.js'),
  });

  /** "What if…": each move from here played side by side (its module is loaded when first opened). */
  readonly whatIf: WhatIf<Machine> = new WhatIf(this, this.table, {
    whyOf: (s) => s.context.narration,
  });

  /** "Open wide": out of the text column on a wide screen, in place, the table untouched. */
  readonly wide: OpenWide = new OpenWide(this);

  /** Cards dealt into the row and the draw; the shooter and target as tokens; nothing moves under reduced motion. */
  readonly motion: MotionController = new MotionController(this);

  /** The table setup's form, with its styles, fetched the first time a reader opens it. */
  readonly #form = new Lazy<SetupForm>(
    this,
    async () => {
      const form = await import('./setup-form.js');
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(form.SETUP_CSS);
      const root = this.renderRoot as ShadowRoot;
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      return form;
    },
    'The table setup',
  );

  constructor() {
    super();
    for (const k of SETUP_PROPERTIES) (this as unknown as Record<string, unknown>)[k] = null;
    this.melee = false;
    this._chosen = null;
    this._targetProblem = '';
  }

  /** Fetch the table setup's form (it is only loaded when a reader opens the table setup). */
  async loadSetupForm(): Promise<void> {
    await this.#form.get();
  }

  /** Load the book's example (Enris and his spear) at its start, ready to step forward. */
  replayExample(): void {
    const ex = aiming.examples[0]!;
    this.table.start(ex.input, 'reset', ex.events);
    this.table.announce(
      `The book's example, ${ex.title}, is ready at its start: ${ex.events.length} steps. Use Forward (Alt+Right arrow) to play it step by step.`,
    );
  }

  protected override firstUpdated(): void {
    // The table setup's form is fetched the first time its <details> opens (toggle does not
    // bubble: a capturing listener hears it on its way down).
    this.renderRoot.addEventListener(
      'toggle',
      (e) => {
        if ((e.target as HTMLElement).matches('details.setup') && (e.target as HTMLDetailsElement).open) void this.loadSetupForm();
      },
      true,
    );
  }

  /** After a step took the pressed control away: the joker's value, the draw, then the stage's highlighted control. */
  protected override get nextMoves(): readonly string[] {
    return ['.stage select[name="joker-value"]', '[part~="draw"] button', '.stage .primary', '.stage button'];
  }

  // ---- render ------------------------------------------------------------------------

  protected override render() {
    const snapshot = this.table.snapshot;
    const view = describeAiming(snapshot);
    return renderFrame(this.table, {
      label: 'Aiming a ranged attack',
      status: `Turn ${view.turn} · ${view.roundsAimed} round${view.roundsAimed === 1 ? '' : 's'} aimed · ${view.bandText}`,
      toolbar: html`<div class="tools">
        ${renderTeachToolbar(this.teach)} ${renderWhatIfToggle(this.whatIf)} ${renderOpenWideToggle(this.wide)}
        <button part="button" @click=${() => this.replayExample()}>Replay the book's example</button>
      </div>`,
      stage: html`${this.#renderLines(view)} ${this.#renderRow(view)} ${this.#renderStep(view)} ${renderWhatIfPanel(this.whatIf)}
      ${this.#renderShot(view)}`,
      why: snapshot.context.narration,
      teaching: renderTeaching(this.teach),
      setup: this.#renderSetup(),
      whyOf: (s) => s.context.narration,
    });
  }

  #renderLines(view: AimingView) {
    const [shooter, target] = aimingTokens(this.table.snapshot.context);
    return html`<div class="lines" part="weapon">
      <div class="field">${renderToken(shooter)} ${renderToken(target)}</div>
      <p>${view.weaponLine}</p>
      <p class="note">The target is changed in the table setup.</p>
      ${view.defenceText ? html`<p part="defence">${view.defenceText}</p>` : nothing}
    </div>`;
  }

  #renderRow(view: AimingView) {
    const slots: (RowCard | undefined)[] = [...view.row];
    while (slots.length < view.aim) slots.push(undefined);
    const aiming = this.table.snapshot.hasTag('aiming') && view.row.length > 0;
    const choosing = aiming && view.mayChoose;
    return html`<p class="subhead" id="row-heading">
        <strong>Aiming row</strong> (aim ${view.aim}, oldest
        first)${choosing ? ': pick a card to fire with it instead of the best' : aiming ? `: ${view.choiceText}` : ''}
      </p>
      <ol class="row" part="row" aria-labelledby="row-heading">
        ${repeat(
          slots,
          // A card keeps its place as the row moves on (every card of a shot is face up): a new one is dealt in.
          (slot, i) => slot?.card ?? `empty ${i}`,
          (slot, i) =>
            slot
              ? this.#renderSlot(slot, choosing)
              : html`<li class="slot" part="slot">
                  <span class="hole" aria-hidden="true">empty</span><span class="visually-hidden">Place ${i + 1} empty</span>
                </li>`,
        )}
      </ol>
      ${
        // No chance while a learner has a guess to make: it would answer the question.
        this.table.snapshot.hasTag('aiming') && !this.teach.asking
          ? html`<p class="chances" part="chances">
              <strong>Aim again:</strong>
              ${view.oddsText}${view.odds ? ' of the cards to come would beat the best now showing.' : ''}${view.fireOddsText ? html`<br /><strong>Fire now</strong> (best card, no hits): ${view.fireOddsText}.` : nothing}
              ${view.preview ? html`<br /><span class="note">With the best card: attack ${view.preview.sum}; damage ${view.preview.damage}.</span>` : nothing}
            </p>`
          : nothing
      }`;
  }

  #renderSlot(slot: RowCard, choosing: boolean) {
    const marks = [
      slot.best ? 'best card' : '',
      slot.fallsOffNext ? 'falls off if you aim again' : '',
      slot.firedWith ? 'fired with' : '',
    ].filter(Boolean);
    // The name starts with the card as it is seen ("5♠"), so it holds the button's visible text.
    const name = `${formatCard(slot.card)}: ${slot.label}, the ${cardName(slot.card)}${marks.length ? `, ${marks.join(', ')}` : ''}`;
    const picked = this._chosen === slot.index;
    return html`<li class="slot ${slot.best ? 'best' : ''} ${slot.fallsOffNext ? 'falls' : ''}" part="slot">
      ${
        choosing
          ? // Picking a card only chooses it: the Fire button fires.
            html`<button
              class="card-button"
              part="button"
              aria-pressed=${picked ? 'true' : 'false'}
              aria-label=${name}
              @click=${() => (this._chosen = picked ? null : slot.index)}
            >
              ${stageCard(slot.card, { label: '' })}
            </button>`
          : stageCard(slot.card, { label: name })
      }
      <span class="marks" aria-hidden="true">
        <span>${slot.label}</span>
        ${slot.best ? html`<br /><span class="mark-best">best</span>` : nothing}
        ${slot.fallsOffNext ? html`<br /><span class="mark-falls">falls off next</span>` : nothing}
        ${slot.firedWith ? html`<br /><span>fired</span>` : nothing} ${picked ? html`<br /><strong>chosen</strong>` : nothing}
      </span>
    </li>`;
  }

  /** Is this the move a learner should press now (the highlighted control)? */
  #suggests(event: AimingEvent): boolean {
    const move = suggestedMove(aiming, this.table.snapshot);
    return move !== undefined && JSON.stringify(move.event) === JSON.stringify(event);
  }

  #renderStep(view: AimingView) {
    const snapshot = this.table.snapshot;
    const can = (e: AimingEvent) => this.table.can(e);
    const chosen = view.mayChoose && this._chosen !== null ? view.row.find((r) => r.index === this._chosen) : undefined;
    const fire: AimingEvent = chosen ? { type: 'shot.fired', cardIndex: chosen.index } : { type: 'shot.fired' };
    const shotCard = view.shotCard;
    const fireLabel =
      view.row.length === 0
        ? 'Fire without aiming'
        : chosen
          ? `Fire with ${describeCard(chosen.card)} (your choice)`
          : shotCard && !shotCard.best
            ? `Fire with ${describeCard(shotCard.card)} (the only card showing)`
            : `Fire with the best card${shotCard ? ` (${describeCard(shotCard.card)})` : ''}`;
    const fireBlocker = chosen ? undefined : view.fireBlocker;
    return html`${view.jokerRuling ? this.#renderRuling(view.jokerRuling) : nothing} ${this.#renderDraw(view)}
      <div class="controls" part="controls">
        ${
          snapshot.hasTag('aiming')
            ? html`<button
                  part="button"
                  class=${this.#suggests({ type: 'aim.dealt' }) ? 'primary' : ''}
                  ?disabled=${!can({ type: 'aim.dealt' })}
                  @click=${() => this.send({ type: 'aim.dealt' })}
                >
                  Aim (deal a card)
                </button>
                <button
                  part="button"
                  class=${this.#suggests(fire) ? 'primary' : ''}
                  ?disabled=${!can(fire)}
                  @click=${() => this.send(fire)}
                >
                  ${fireLabel}
                </button>
                <button
                  part="button"
                  class=${this.#suggests({ type: 'turn.waited' }) ? 'primary' : ''}
                  ?disabled=${!can({ type: 'turn.waited' })}
                  @click=${() => this.send({ type: 'turn.waited' })}
                >
                  Let the turn pass
                </button>
                ${fireBlocker ? html`<span class="problem" part="problem">Cannot fire: ${fireBlocker}.</span>` : nothing}
                ${!view.canAim && view.aimBlocker ? html`<span class="problem" part="problem">Cannot aim: ${view.aimBlocker}.</span>` : nothing}`
            : nothing
        }
        ${
          snapshot.hasTag('hitting')
            ? html`<button
                  part="button"
                  class=${this.#suggests({ type: 'hit.taken' }) ? 'primary' : ''}
                  ?disabled=${!can({ type: 'hit.taken' })}
                  @click=${() => this.send({ type: 'hit.taken' })}
                >
                  Hit (draw onto the card)
                </button>
                <button
                  part="button"
                  class=${this.#suggests({ type: 'hit.declined' }) ? 'primary' : ''}
                  ?disabled=${!can({ type: 'hit.declined' })}
                  @click=${() => this.send({ type: 'hit.declined' })}
                >
                  Stand
                </button>
                ${view.hitBlocker ? html`<span class="problem" part="problem">No hit: ${view.hitBlocker}.</span>` : nothing}`
            : nothing
        }
        ${
          snapshot.hasTag('resolved')
            ? html`<button
                part="button"
                class="primary"
                ?disabled=${!can({ type: 'shot.begun' })}
                @click=${() => this.send({ type: 'shot.begun' })}
              >
                Next shot
              </button>`
            : nothing
        }
      </div>`;
  }

  /** An unaimed shot's draw: the shooter picks the card, as in any basic check. */
  #renderDraw(view: AimingView) {
    if (!this.table.snapshot.hasTag('choosing')) return nothing;
    return html`<div part="draw" role="group" aria-labelledby="draw-heading">
      <p class="prompt" id="draw-heading">Fired without aiming: choose the card the shot uses</p>
      <div class="chain">
        ${repeat(
          view.choices,
          (_, i) => i,
          (c, i) =>
            html`<span class="slot ${c.best ? 'best' : ''}">
              <button
                class="card-button ${this.#suggests({ type: 'card.chosen', card: c.card }) ? 'primary' : ''}"
                part="button"
                aria-label="Use ${formatCard(c.card)}: ${c.label}, the ${cardName(c.card)}${c.best ? ', best card' : ''}"
                @click=${() => this.send({ type: 'card.chosen', card: c.card })}
              >
                ${stageCard(c.card, { label: '', order: i })}
              </button>
              <span class="marks" aria-hidden="true"
                ><span>${c.label}</span>${c.best ? html`<br /><span class="mark-best">best</span>` : nothing}</span
              >
            </span>`,
        )}
      </div>
    </div>`;
  }

  #renderRuling(ruling: JokerRuling) {
    return html`<div class="ruling" part="ruling" role="group" aria-labelledby="joker-question">
      <p id="joker-question">${ruling.question}</p>
      <label
        >${ruling.label}
        <select name="joker-value">
          ${ruling.options.map((o) => html`<option value=${String(o.value)} .selected=${o.value === ruling.initial}>${o.label}</option>`)}
        </select>
      </label>
      <button part="button" class="primary" @click=${() => this.#ruleJoker()}>Rule the joker</button>
    </div>`;
  }

  #renderShot(view: AimingView) {
    const s = view.shot;
    if (!s) return nothing;
    return html`<div part="arithmetic" class="arithmetic">
      <p class="chain">
        ${s.source === 'snap' ? html`<span>Fired without aiming; drew ${s.drawn.join(', ')}.</span>` : nothing}
        ${
          s.chain.length > 0
            ? html`<span>Card:</span> ${repeat(
                  s.chain,
                  (_, i) => i,
                  (c, i) => stageCard(c, { order: i }),
                )} <span>${s.chainLabel}</span>`
            : nothing
        }
      </p>
      ${
        s.sum || s.damage
          ? html`<dl>
              ${
                s.sum
                  ? html`<dt>Attack total</dt>
                      <dd>${s.sum}</dd>`
                  : nothing
              }
              ${
                s.damage
                  ? html`<dt>Damage total</dt>
                      <dd>${s.damage}</dd>`
                  : nothing
              }
            </dl>`
          : nothing
      }
      <p class="shot-outcome" part="outcome">${s.outcome}</p>
    </div>`;
  }

  // ---- the table setup, loaded on demand ----------------------------------------------

  #renderSetup() {
    const form = this.#form.loaded ? this.#form.value : undefined;
    if (!form) return html`<p class="note">${this.#form.problem || 'Loading the table setup…'}</p>`;
    return form.renderSetupForm(FORM_KIT, this.#formHost());
  }

  #formHost(): FormHost {
    return {
      context: this.table.snapshot.context,
      targetLocked: !this.table.snapshot.hasTag('aiming'),
      preset: this.weapon?.trim().toLowerCase() || 'spear',
      targetProblem: this._targetProblem,
      changeTarget: (change) => this.#changeTarget(change),
      choosePreset: (id) => {
        for (const k of WEAPON_OWN) this[k] = null;
        this.weapon = id;
      },
      setStat: (name, text) => {
        if (SETUP_PROPERTIES.includes(name)) (this as unknown as Record<string, string>)[name] = text;
      },
    };
  }

  #changeTarget(change: Partial<Target>): void {
    this._targetProblem = this.send({ type: 'target.changed', target: change })
      ? ''
      : (targetChangeProblem(this.table.snapshot.context, change) ?? 'that change cannot be made now');
  }

  #ruleJoker(): void {
    const select = this.renderRoot.querySelector<HTMLSelectElement>('select[name="joker-value"]');
    if (select) this.send({ type: 'joker.ruled', value: Number(select.value) });
  }
}

customElements.define('rb-aiming', RbAiming);

declare global {
  interface HTMLElementTagNameMap {
    'rb-aiming': RbAiming;
  }
}
