/**
 * <rb-multiple-opponents>: Karmic melee with one lone fighter against two or three foes.
 *
 * The reader plays the lone fighter; the foes lay their cards by the stated policy of the
 * machine (a foe holding the initiative attacks with its best card; a foe he attacks parries,
 * or dodges, with its best card). Renders snapshots of `multipleOpponentsMachine` and sends it
 * events; every rule (who may lay what and why not, each pairing's arithmetic, the initiative
 * over one foe at most, the odds) comes from machines/karmic/multiple-opponents/ and Karmic
 * melee (machines/karmic/melee/). The foes' hands and face-down cards are never in the page.
 * Once a register is face up, the reader decides on each hit card of the lone fighter ("hits" or
 * "stands") and, as the GM, names the worth of his joker (a number from −10 to +10); a table
 * saved by the build before these decisions counts every card at face value and a joker 0.
 * The table setup may open the fight with a charge at one foe or a surprise on some.
 * The move a learner should press (the procedure's `moves`, multiple-opponents.moves.ts: face
 * the foes who attack you, then attack the one you lead) is the highlighted control.
 * The attributes, events, parts and theme every widget shares are TableElement's.
 *
 * @csspart fighter - One fighter: his token, with hit points left as a bar, and his hand fanned beside it (a foe's face down).
 * @csspart token - A fighter's token: initials, name, what he fights with, who leads.
 * @csspart holds - What a token holds: its hand.
 * @csspart card-value - A card's worth printed on it (+6, −1).
 * @csspart registers - This turn's registers, one box each.
 * @csspart register - One register: every card in it and, once turned over, each pairing's outcome.
 * @csspart arithmetic - A pairing's resolution written out.
 * @csspart controls - What the table waits for now, and the buttons that do it.
 * @csspart prompt - The sentence saying what to do now.
 * @csspart hand - The lone fighter's hand, to pick the card to lay.
 * @csspart refusals - The choices the rules refuse just now, each with its reason.
 * @csspart card - A card face.
 * @csspart card-back - A face-down card (its face is not in the page at all).
 * @csspart what-if - "What if…": each move from here and where it leads, side by side (offered while no card lies face down).
 * @csspart outcome - One move's branch in What if: where it ends, its steps, the odds of its first draw.
 * @csspart adopt - The button that makes a branch the table's story.
 * @csspart what-if-toggle - The toggle that opens What if.
 * @csspart open-wide - The toggle that opens the widget wide, out of the text column (offered on wide screens).
 * @csspart card-button - A card in a hand that can be laid: a button showing the card.
 * @csspart acting - The "acting" mark on the token of whoever acts now.
 * @csspart marker - A mark on a token: a wound, a status or a condition, with its words for a screen reader.
 * @csspart bar - A token's bar (Life, Vitality, hit points or Injuries left), which drains as it is lost.
 *
 * @cssprop --rb-card-bg - A card's face.
 * @cssprop --rb-card-red - Red suits.
 * @cssprop --rb-card-black - Black suits.
 * @cssprop --rb-card-back - Colour of a card's back.
 */
import { html, nothing } from 'lit';
import { cardName, formatCard, type Card } from '../../machines/core/cards.js';
import { signed } from '../../machines/core/explain.js';
import { propertyName, suggestedMove } from '../../machines/core/procedure.js';
import { maneuver, type ManeuverId } from '../../machines/karmic/maneuvers.js';
import type { Weapon } from '../../machines/karmic/melee-weapons.js';
import { multipleOpponents } from '../../machines/karmic/multiple-opponents/index.js';
import type {
  MultipleOpponentsContext,
  MultipleOpponentsEvent,
  SeveralRegister,
} from '../../machines/karmic/multiple-opponents/multiple-opponents.context.js';
import type { multipleOpponentsMachine } from '../../machines/karmic/multiple-opponents/multiple-opponents.machine.js';
import { JOKER_VALUES, jokerProblem, pendingDecision } from '../../machines/karmic/multiple-opponents/multiple-opponents.cards.js';
import { MULTIPLE_OPPONENTS_ATTRIBUTES } from '../../machines/karmic/multiple-opponents/multiple-opponents.setup.js';
import { cardWords, hidesCards, namesOf } from '../../machines/karmic/multiple-opponents/multiple-opponents.steps.js';
import { renderFighters } from './stage.js';
import { loneOptions, statusLine, stepPrompt } from '../../machines/karmic/multiple-opponents/multiple-opponents.view.js';
import { MotionController } from '../shared/motion.js';
import { OpenWide, openWideStyles, renderOpenWideToggle } from '../shared/open-wide.js';
import { cardStyles } from '../shared/stage/cards.js';
import { tokenStyles } from '../shared/stage/token.js';
import { baseStyles } from '../shared/styles.js';
import { TableElement } from '../shared/table-element.js';
import { TableHost } from '../shared/table-host.js';
import { renderTeaching, renderTeachToolbar, TeachController } from '../shared/teach.js';
import { renderCard, renderFrame, whyText } from '../shared/ui.js';
import { renderWhatIfPanel, renderWhatIfToggle, WhatIf, whatIfToggleStyles } from '../shared/what-if-toggle.js';
import { severalStyles } from './multiple-opponents.styles.js';

type Machine = typeof multipleOpponentsMachine;

/** The attributes that shape the table, but the seed (TableElement's), with the property that holds each. */
const SETUP_PROPS = MULTIPLE_OPPONENTS_ATTRIBUTES.filter((a) => a !== 'seed').map((a) => ({ prop: propertyName(a), attr: a }));

/** The table setup's weapons: the sword of the example, or bare hands (table ruling "Hand to hand against several foes"). */
const WEAPON_CHOICES = [
  ['sword', 'sword'],
  ['bare-hands', 'bare hands'],
] as const;
const weaponChoice = (w: Weapon) => (w.unarmed ? 'bare-hands' : w.name === 'sword' ? 'sword' : '');
/** Table ruling "A bound fighter against several foes". */
const BOUND_CHOICES = [
  ['none', 'free'],
  ['head-butt', 'bound: a head butt only'],
  ['helpless', 'bound: helpless'],
] as const;

const karmaLabel = (card: Card) => `${cardWords(card)}, the ${cardName(card)}`;

let ids = 0;

export class RbMultipleOpponents extends TableElement<Machine> {
  static override styles = [baseStyles, whatIfToggleStyles, openWideStyles, tokenStyles, cardStyles, severalStyles];

  /** Cards dealt and turned, bars that drain: motion on the stage, none under reduced motion. */
  readonly motion = new MotionController(this);

  static override properties = {
    ...Object.fromEntries(SETUP_PROPS.map((s) => [s.prop, { type: String, attribute: s.attr }])),
    _choice: { state: true },
    _joker: { state: true },
  };

  /** How many foes face the lone fighter: 2 (default) or 3. */
  declare foes: string | null;
  /** The foes' names, comma-separated (default Ash, Brand, Cole). */
  declare foeNames: string | null;
  /** The foes' size against the lone fighter: `normal` (default) or `small` (under half his size: he may swipe at them). */
  declare foeSize: string | null;
  /** The lone fighter's name (default Devon). */
  declare loneName: string | null;
  /** The lone fighter's weapon: a preset (`sword`, `long-sword`, `spear`, `medium-axe`, `dagger`, `poniard`, `two-handed-sword`, `great-axe`, `mace`), `bare-hands` (he fights from the hand-to-hand list: table ruling "Hand to hand against several foes") or five numbers, range force maneuvers edge max-damage. Also in the table setup. */
  declare loneWeapon: string | null;
  /** The lone fighter's weapon skill, 0 to 10 (default 3): the size of his one hand. */
  declare loneSkill: string | null;
  /** The lone fighter's combat training, 0 to 10 (default 2; 0: a willpower check). */
  declare loneTraining: string | null;
  /** The lone fighter's willpower, −5 to 5. */
  declare loneWillpower: string | null;
  /** The lone fighter's finesse, −5 to 5. */
  declare loneFinesse: string | null;
  /** The lone fighter's armour modifier to finesse, −5 to 0. */
  declare loneArmour: string | null;
  /** Damage the lone fighter can take before being out, 1 to 50 (default 8). */
  declare loneHitPoints: string | null;
  /** The lone fighter's off-hand item and its skill: `shield 3` (to block), `parrying-dagger 4`, or a weapon preset and a skill. */
  declare loneOffHand: string | null;
  /** Cards put on top of the lone fighter's karma deck, top first: "5s 2h 9s". */
  declare loneStack: string | null;
  /**
   * The lone fighter's arms or legs: `none` (default, free), `head-butt` (bound, and the GM
   * allows him a head butt and nothing else) or `helpless` (bound, nothing at all); every foe
   * still attacks him (table ruling "A bound fighter against several foes"). Also in the table setup.
   */
  declare loneBound: string | null;
  /** Every foe's weapon, as for the lone fighter (default sword; `bare-hands` for a brawl). Also in the table setup. */
  declare foeWeapon: string | null;
  /** Every foe's weapon skill, 0 to 10 (default 1: one card a round, so the lone fighter has a fair chance). */
  declare foeSkill: string | null;
  /** Every foe's combat training, 0 to 10 (default 0). */
  declare foeTraining: string | null;
  /** Every foe's willpower, −5 to 5. */
  declare foeWillpower: string | null;
  /** Every foe's finesse, −5 to 5. */
  declare foeFinesse: string | null;
  /** Every foe's armour modifier, −5 to 0 (default −1). */
  declare foeArmour: string | null;
  /** Damage each foe can take before being out, 1 to 50 (default 5). */
  declare foeHitPoints: string | null;
  /** Cards put on top of the GM's world deck, top first (the foes draw from it in turn). */
  declare foeStack: string | null;
  /**
   * The foes the lone fighter sets out to take by surprise, by number from 1: "1, 3" (default
   * none). A foe with combat training escapes by beating his initiative total; a surprised foe
   * lays nothing in the first round, and he gets one attack against them (table ruling "A
   * surprise against several foes"). Also in the table setup, as "Taken by surprise".
   */
  declare surprisedFoes: string | null;
  /**
   * The foe the lone fighter charges, by number from 1 (default none): that pairing draws no
   * initiative, and in the first round he makes one maneuver, against that foe only, at +1
   * maximum damage (table ruling "A charge against several foes"). Also in the table setup.
   */
  declare chargeAt: string | null;

  declare _choice: string;
  /** The GM's value for a joker, as typed. */
  declare _joker: number;

  readonly #id = `rb-several-${++ids}`;

  protected readonly table: TableHost<Machine> = new TableHost(this, multipleOpponents, {
    onStep: (snapshot, _event, cause) => {
      const moving = cause === 'action' || cause === 'forward';
      const where = moving ? '' : `Step ${this.table.timeline.step} of ${this.table.timeline.length}. `;
      this.table.announce(`${where}${whyText(snapshot.context.narration)}`);
      this._choice = '';
    },
  });

  override readonly teach: TeachController<Machine> = new TeachController(this, this.table, {
    chart: () => import('../../generated/charts/multiple-opponents.chart.js'),
  });

  /**
   * "What if…": each move from here played side by side (its module is loaded when first
   * opened). Only while no card lies face down: a branch would turn over cards the table still
   * hides, and a learner with a question to answer would see its answer.
   */
  readonly whatIf: WhatIf<Machine> = new WhatIf(this, this.table, {
    whyOf: (s) => s.context.narration,
    hidden: () => hidesCards(this.table.snapshot.context),
  });

  /** "Open wide": out of the text column on a wide screen, in place, the table untouched. */
  readonly wide: OpenWide = new OpenWide(this);

  constructor() {
    super();
    for (const { prop } of SETUP_PROPS) (this as unknown as Record<string, string | null>)[prop] = null;
    this._choice = '';
    this._joker = 0;
  }

  /** Open our worked example at its start, every step ready: Forward (Alt+→) plays it step by step. */
  replayExample(): void {
    const example = multipleOpponents.examples[0]!;
    this.table.start(example.input, 'restore', example.events);
    this.table.announce(
      `The example, ${example.title}, is ready at its start: ${example.events.length} steps. Press Forward (Alt+Right arrow) to play it step by step.`,
    );
  }

  // ---- render ------------------------------------------------------------------------

  protected override render() {
    const s = this.table.snapshot;
    const ctx = s.context;
    const names = namesOf(ctx);
    return renderFrame(this.table, {
      label: `Multiple opponents: ${names.lone} against ${names.foes.join(', ')}`,
      status: statusLine(ctx),
      toolbar: html`<div class="tools">
        ${renderTeachToolbar(this.teach)} ${renderWhatIfToggle(this.whatIf)} ${renderOpenWideToggle(this.wide)}
        <button part="button" class="examples" @click=${() => this.replayExample()}>Replay the example (ours)</button>
      </div>`,
      stage: html`${renderFighters(ctx, this.table.snapshot.hasTag('declaring'))} ${this.#initiative(ctx)} ${this.#registers(ctx)}
      ${this.#controls(ctx)} ${renderWhatIfPanel(this.whatIf)}`,
      why: ctx.narration,
      teaching: renderTeaching(this.teach),
      setup: this.#setup(),
      whyOf: (snap) => snap.context.narration,
    });
  }

  #initiative(ctx: MultipleOpponentsContext) {
    const s = this.table.snapshot;
    if (
      ctx.initiativeDraws.length === 0 ||
      !(s.hasTag('drawing for the initiative') || s.hasTag('naming a foe') || (ctx.round === 1 && s.hasTag('holding the initiative')))
    )
      return nothing;
    return html`<ol class="initiative" aria-label="Initiative draws">
      ${ctx.initiativeDraws.map((d) => html`<li>${ctx.lone.name} ${d.lone.cards.map(cardWords).join(', ')} → ${signed(d.lone.total)}${d.foes.map((f, i) => (f ? `; ${ctx.foes[i]!.name} ${f.cards.map(cardWords).join(', ')} → ${signed(f.total)}` : ''))}</li>`)}
    </ol>`;
  }

  #registers(ctx: MultipleOpponentsContext) {
    if (ctx.registers.length === 0) return nothing;
    const resolving = this.table.snapshot.hasTag('resolving');
    return html`<ol class="registers" part="registers" aria-label="Registers of round ${ctx.round}">
      ${ctx.registers.map((r, i) => {
        const now = resolving ? i === ctx.cursor : !r.closed;
        return html`<li class="register ${now ? 'now' : ''}" part="register" aria-label="Register ${r.number}${now ? ', in play' : ''}">
          <p class="head"><strong>Register ${r.number}</strong>${r.revealed ? ' · turned over' : ''}</p>
          ${this.#cards(ctx, r)} ${this.#results(ctx, r)}
        </li>`;
      })}
    </ol>`;
  }

  #cards(ctx: MultipleOpponentsContext, r: SeveralRegister) {
    const names = namesOf(ctx);
    const foeSlots = r.foeCards.flatMap((c, f) =>
      c
        ? [
            html`<div class="slot">
              ${
                r.revealed
                  ? (r.plays?.foes[f]?.chain ?? [c.card]).map((x) => renderCard(x, karmaLabel(x)))
                  : renderCard(undefined, `${names.foes[f]}'s face-down card`)
              }
              <span class="what"
                ><strong>${names.foes[f]}</strong>
                ${maneuver(c.maneuver).name.toLowerCase()}${c.maneuver === 'attack' || c.maneuver === 'hand-attack' ? ` on ${names.lone}` : ''}</span
              >
            </div>`,
          ]
        : [],
    );
    const mine = r.lone.map(
      (c, i) =>
        html`<div class="slot">
          ${(r.plays?.lone[i]?.chain ?? [c.card]).map((x) => renderCard(x, `${karmaLabel(x)}${r.revealed ? '' : ', face down'}`))}${
            r.wild?.[i] !== null && r.wild?.[i] !== undefined ? html` <span class="note">(ruled ${signed(r.wild[i])})</span>` : nothing
          }
          <span class="what"
            ><strong>${names.lone}</strong>
            ${c.maneuver === 'swipe' ? `swipe at ${c.targets!.map((t) => names.foes[t]).join(', ')}` : `${maneuver(c.maneuver as ManeuverId).name.toLowerCase()} against ${names.foes[c.foe]}`}</span
          >
        </div>`,
    );
    return html`${foeSlots}${mine}${foeSlots.length + mine.length === 0 ? html`<p class="note">No cards yet.</p>` : nothing}`;
  }

  #results(ctx: MultipleOpponentsContext, r: SeveralRegister) {
    if (!r.revealed) return nothing;
    const names = namesOf(ctx);
    return html`<div class="arithmetic" part="arithmetic">
      ${r.results.map((x) => {
        const attacker = x.by === 'lone' ? names.lone : names.foes[x.foe];
        const defender = x.by === 'lone' ? names.foes[x.foe] : names.lone;
        return html`${x.outcome.defenceArithmetic ? html`<p>${defender}: ${x.outcome.defenceArithmetic}</p>` : nothing}
          <p>${attacker} → ${defender}: ${x.outcome.arithmetic}</p>`;
      })}
      ${r.results.length === 0 ? html`<p>Nothing here meets anyone still in the fight.</p>` : nothing}
    </div>`;
  }

  // ---- the current step -----------------------------------------------------------------

  #panel(body: unknown) {
    return html`<div class="controls" part="controls" role="group" aria-label="Now">
      <p class="prompt" part="prompt">${stepPrompt(this.table.snapshot)}</p>
      ${body}
    </div>`;
  }

  /** Is this the move a learner should press now (the procedure's suggestion)? */
  #hinted(event: MultipleOpponentsEvent): boolean {
    const hint = suggestedMove(multipleOpponents, this.table.snapshot);
    return hint !== undefined && JSON.stringify(hint.event) === JSON.stringify(event);
  }

  #button(label: string, event: MultipleOpponentsEvent, primary = this.#hinted(event)) {
    return html`<button
      part="button"
      class=${primary ? 'primary' : ''}
      ?disabled=${!this.table.can(event)}
      @click=${() => this.send(event)}
    >
      ${label}
    </button>`;
  }

  #controls(ctx: MultipleOpponentsContext) {
    const s = this.table.snapshot;
    const names = namesOf(ctx);
    if (s.hasTag('drawing for the initiative'))
      return this.#panel(html`<div class="row">${this.#button('Draw for the initiative', { type: 'initiative.drawn' })}</div>`);
    if (s.hasTag('naming a foe')) {
      return this.#panel(
        html`<div class="row">
          ${(ctx.choosing ?? []).map((f) => this.#button(`Hold it over ${names.foes[f]}`, { type: 'initiative.named', foe: f }))}
        </div>`,
      );
    }
    if (s.hasTag('holding the initiative'))
      return this.#panel(html`<div class="row">${this.#button('Draw the hands', { type: 'hands.drawn' })}</div>`);
    if (s.hasTag('declaring')) return this.#declaring(ctx);
    if (s.hasTag('deciding')) return this.#deciding(ctx);
    if (s.hasTag('resolving')) {
      const n = ctx.registers[ctx.cursor]?.number ?? 0;
      return this.#panel(html`<div class="row">${this.#button(`Turn over register ${n}`, { type: 'register.revealed' })}</div>`);
    }
    if (s.hasTag('turn over')) return this.#panel(html`<div class="row">${this.#button('Next round', { type: 'round.begun' })}</div>`);
    return this.#panel(nothing);
  }

  /** His hit card (hit or stand) or his joker (the GM's value). */
  #deciding(ctx: MultipleOpponentsContext) {
    const name = ctx.lone.name;
    if (pendingDecision(ctx)?.kind === 'joker') {
      const ruled: MultipleOpponentsEvent = { type: 'joker.ruled', value: this._joker };
      const problem = jokerProblem(ctx, this._joker);
      return this.#panel(
        html`<div class="row joker">
          <label
            >GM: ${name}'s joker is worth
            <input
              type="number"
              min=${JOKER_VALUES.min}
              max=${JOKER_VALUES.max}
              step="1"
              aria-describedby=${`${this.#id}-joker`}
              .value=${String(this._joker)}
              @input=${(e: Event) => (this._joker = (e.target as HTMLInputElement).valueAsNumber)}
            />
          </label>
          ${this.#button('Rule the joker', ruled, true)}
          <span class="note" id=${`${this.#id}-joker`}>${problem ? `Not yet: ${problem}.` : ''}</span>
        </div>`,
      );
    }
    return this.#panel(
      html`<div class="row">
        ${this.#button(`${name} hits`, { type: 'hit.taken' })} ${this.#button(`${name} stands`, { type: 'hit.declined' })}
      </div>`,
    );
  }

  #declaring(ctx: MultipleOpponentsContext) {
    const options = loneOptions(ctx);
    const legal = options.filter((o) => !o.problem);
    const refused = options.filter((o) => o.problem);
    const hint = suggestedMove(multipleOpponents, this.table.snapshot);
    const hinted = hint?.event.type === 'maneuver.declared' ? hint.id.slice(0, hint.id.lastIndexOf(':')) : undefined;
    // The suggested maneuver is the one offered first; the card it is laid with is highlighted.
    const chosen = legal.find((o) => o.id === this._choice) ?? legal.find((o) => o.id === hinted) ?? legal[0];
    const close: MultipleOpponentsEvent = { type: 'register.closed' };
    const back: MultipleOpponentsEvent = { type: 'card.withdrawn' };
    const r = ctx.registers.at(-1)!;
    return this.#panel(
      html`<div class="lay">
          ${
            legal.length > 0
              ? html`<div class="row declare">
                    <label
                      >Maneuver
                      <select @change=${(e: Event) => (this._choice = (e.target as HTMLSelectElement).value)}>
                        ${legal.map((o) => html`<option value=${o.id} ?selected=${o.id === chosen?.id}>${o.label}</option>`)}
                      </select>
                    </label>
                  </div>
                  <div class="hand" part="hand" role="group" aria-label=${`${ctx.lone.name}'s hand: pick the card to lay`}>
                    ${ctx.hands.lone.map((card) => {
                      const event: MultipleOpponentsEvent =
                        chosen!.maneuver === 'swipe'
                          ? { type: 'maneuver.declared', maneuver: 'swipe', card, targets: chosen!.targets! }
                          : { type: 'maneuver.declared', maneuver: chosen!.maneuver, card, foe: chosen!.foe! };
                      return html`<button
                        class="card-button ${this.#hinted(event) ? 'primary' : ''}"
                        part="button"
                        aria-label="${formatCard(card)}: lay ${karmaLabel(card)} in register ${r.number} as ${chosen!.label}"
                        @click=${() => this.send(event)}
                      >
                        ${renderCard(card, '')}
                      </button>`;
                    })}
                  </div>`
              : html`<div class="hand" part="hand" role="group" aria-label=${`${ctx.lone.name}'s hand`}>
                  ${ctx.hands.lone.map((c) => renderCard(c, karmaLabel(c)))}
                </div>`
          }
          <div class="row">
            ${this.#button(r.lone.length ? `Close register ${r.number}` : `Lay nothing in register ${r.number}`, close)}
            ${this.table.can(back) ? this.#button('Take back the last card', back) : nothing}
          </div>
        </div>
        ${
          refused.length
            ? html`<details class="refusals" part="refusals">
                <summary>Not possible now (${refused.length})</summary>
                <ul>
                  ${refused.map((o) => html`<li><strong>${o.label}</strong>: ${o.problem}.</li>`)}
                </ul>
              </details>`
            : nothing
        }`,
    );
  }

  // ---- table setup ----------------------------------------------------------------------

  #setup() {
    const input = this.table.record.input;
    return html`<form class="setup-form" @submit=${(e: SubmitEvent) => this.#apply(e)}>
      <p class="note">
        The foes lay their cards by the rule stated on the page; every other number is an attribute of the element (see its reference page).
        A new table starts when you apply these.
      </p>
      <div class="row">
        <label
          >Foes
          <select name="foes">
            ${[2, 3].map((n) => html`<option value=${n} ?selected=${input.foes.length === n}>${n}</option>`)}
          </select></label
        >
        <label
          >Their size
          <select name="foe-size">
            ${['normal', 'small'].map((v) => html`<option value=${v} ?selected=${(input.foes[0]?.size ?? 'normal') === v}>${v}</option>`)}
          </select></label
        >
        <label>Seed <input type="number" name="seed" min="0" max="4294967295" .value=${String(input.seed)} /></label>
      </div>
      <label>Foes' names <input type="text" name="foe-names" .value=${input.foes.map((f) => f.name).join(', ')} /></label>
      <div class="row">
        <label
          >His weapon
          <select name="lone-weapon">
            ${this.#weaponOptions('lone-weapon', input.lone.weapon)}
          </select></label
        >
        <label
          >Theirs
          <select name="foe-weapon">
            ${this.#weaponOptions('foe-weapon', input.foes[0]!.weapon)}
          </select></label
        >
        <label
          >His arms or legs
          <select name="lone-bound">
            ${BOUND_CHOICES.map(([v, label]) => html`<option value=${v} ?selected=${(input.lone.bound ?? 'none') === v}>${label}</option>`)}
          </select></label
        >
      </div>
      <label
        >He charges
        <select name="charge-at">
          <option value="" ?selected=${input.charge === undefined}>nobody</option>
          ${input.foes.map((f, i) => html`<option value=${i + 1} ?selected=${input.charge === i}>${f.name}</option>`)}
        </select></label
      >
      <label
        >Taken by surprise (foe numbers, such as 1, 3; empty: nobody)
        <input type="text" name="surprised-foes" inputmode="numeric" .value=${(input.surprised ?? []).map((f) => f + 1).join(', ')}
      /></label>
      <div class="row"><button part="button" type="submit">Start this table</button></div>
    </form>`;
  }

  /** Sword or bare hands; a weapon the page set otherwise stays on offer, as set. */
  #weaponOptions(attr: string, weapon: Weapon) {
    const now = weaponChoice(weapon);
    return html`${now === '' ? html`<option value=${this.getAttribute(attr) ?? ''} selected>${weapon.name}</option>` : nothing}
    ${WEAPON_CHOICES.map(([v, label]) => html`<option value=${v} ?selected=${now === v}>${label}</option>`)}`;
  }

  #apply(e: SubmitEvent): void {
    e.preventDefault();
    const data = new FormData(e.target as HTMLFormElement);
    let changed = false;
    for (const name of [
      'foes',
      'foe-size',
      'seed',
      'foe-names',
      'charge-at',
      'surprised-foes',
      'lone-weapon',
      'foe-weapon',
      'lone-bound',
    ]) {
      const value = String(data.get(name) ?? '');
      if (this.getAttribute(name) === value) continue;
      this.setAttribute(name, value);
      changed = true;
    }
    if (!changed) this.reset();
  }
}

customElements.define('rb-multiple-opponents', RbMultipleOpponents);

declare global {
  interface HTMLElementTagNameMap {
    'rb-multiple-opponents': RbMultipleOpponents;
  }
}
