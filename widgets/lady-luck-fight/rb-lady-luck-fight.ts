/**
 * <rb-lady-luck-fight>: a whole fight in Lady Luck's Chosen Few, from the first turn to the last
 * day of rest: round by round the combat round's turns, the fire's round on the fire map, then
 * downtime, each played by its own procedure inside the fight.
 *
 * Renders snapshots of the fight's machine and sends it events; every rule, every move and the
 * one to press come from machines/lady-luck/lady-luck-fight/ (and, through it, the combat round
 * and the fire map). The attributes, events, parts and theme every widget shares are TableElement's.
 *
 * @csspart area-map - The Areas, drawn where the map puts them, with their fire and who stands in each.
 * @csspart region - One Area: its fire, water, cover and light as icons, who stands in it as tokens.
 * @csspart sides - Each side's fighters, side by side.
 * @csspart token - One fighter's token: its weapon, an NPC's Injuries left as a bar that drains, its wounds as marks.
 * @csspart bar - An NPC's Injuries left before the one that kills.
 * @csspart marker - A wound or status on a token.
 * @csspart acting - The "acting" mark on the token whose turn it is.
 * @csspart phase - The round, and the procedure playing it now.
 * @csspart roll - The last roll: its die, its sum, its outcome.
 * @csspart die - The d6 of the last roll.
 * @csspart moves - The moves open now, the one to press highlighted.
 * @csspart region-note - A note written on an Area (the fight writes none).
 * @csspart holds - What a token holds (a fighter here holds no cards).
 * @csspart what-if - "What if…": each move from here and where it leads, side by side.
 * @csspart outcome - One move's branch in What if.
 * @csspart adopt - The button that makes a branch the table's story.
 * @csspart what-if-toggle - The toggle that opens What if.
 * @csspart open-wide - The toggle that opens the widget wide (offered on wide screens).
 */
import { html, nothing } from 'lit';
import { formatSum } from '../../machines/core/explain.js';
import { ladyLuckFight } from '../../machines/lady-luck/lady-luck-fight/index.js';
import { DEFAULT_FIGHTERS, DEFAULT_MAP } from '../../machines/lady-luck/lady-luck-fight/lady-luck-fight.setup.js';
import {
  childTitle,
  fightMapView,
  lastRoll,
  phaseLine,
  sidesView,
} from '../../machines/lady-luck/lady-luck-fight/lady-luck-fight.stage.js';
import { moves } from '../../machines/lady-luck/lady-luck-fight/lady-luck-fight.view.js';
import { MotionController } from '../shared/motion.js';
import { OpenWide, renderOpenWideToggle } from '../shared/open-wide.js';
import { renderAreaMap } from '../shared/stage/area-map.js';
import { renderDie } from '../shared/stage/dice.js';
import { renderMoves, renderSides } from '../shared/stage/sides.js';
import { setupFields, TableElement } from '../shared/table-element.js';
import { TableHost } from '../shared/table-host.js';
import { renderTeaching, renderTeachToolbar, TeachController } from '../shared/teach.js';
import { renderFrame, whyText } from '../shared/ui.js';
import { renderWhatIfPanel, renderWhatIfToggle, WhatIf } from '../shared/what-if-toggle.js';
import { ladyLuckFightStyles } from './lady-luck-fight.styles.js';

type Machine = typeof ladyLuckFight.machine;

export class RbLadyLuckFight extends TableElement<Machine> {
  static override styles = ladyLuckFightStyles;

  static override properties = {
    map: { type: String },
    fighters: { type: String },
  };

  /** Where everyone stands, in the fire map's words: grid, area, link, pc, npc lines (`;` or new lines between). */
  declare map: string | null;
  /** What each fights with, and on which side: "Bran: might=1 weapon=1 arms=Sword itm=1; Grub: faction=goblins arms=Club ftm=1". */
  declare fighters: string | null;

  protected readonly table: TableHost<Machine> = new TableHost(this, ladyLuckFight, {
    onStep: (snapshot, _event, cause) => {
      const moving = cause === 'action' || cause === 'forward';
      const where = moving ? '' : `Step ${this.table.timeline.step} of ${this.table.timeline.length}. `;
      this.table.announce(`${where}${whyText(snapshot.context.why)}`);
    },
  });

  override readonly teach: TeachController<Machine> = new TeachController(this, this.table, {
    chart: () => import('../../generated/charts/lady-luck-fight.chart.js'),
  });

  /** "What if…": each move from here played side by side (its module is loaded when first opened). */
  readonly whatIf: WhatIf<Machine> = new WhatIf(this, this.table, {
    whyOf: (s) => s.context.why,
  });

  /** "Open wide": out of the text column on a wide screen, in place, the table untouched. */
  readonly wide: OpenWide = new OpenWide(this);

  /** The die tumbles, a bar drains: on a phone as anywhere, never under reduced motion. */
  readonly motion: MotionController = new MotionController(this);

  constructor() {
    super();
    this.map = null;
    this.fighters = null;
  }

  protected override render() {
    const snapshot = this.table.snapshot;
    const ctx = snapshot.context;
    const base = this.linkBase;
    return renderFrame(this.table, {
      label: ladyLuckFight.title,
      toolbar: html`<div class="tools">
        ${renderTeachToolbar(this.teach)} ${renderWhatIfToggle(this.whatIf)} ${renderOpenWideToggle(this.wide)}
      </div>`,
      stage: html`${renderAreaMap(fightMapView(ctx), { label: 'The map' })} ${this.#renderSides()}
        <p class="phase" part="phase">${phaseLine(ctx)} <span class="child">(${childTitle(ctx)})</span></p>
        ${this.#renderRoll()} ${this.#renderMoves()} ${renderWhatIfPanel(this.whatIf)}`,
      why: ctx.why,
      teaching: renderTeaching(this.teach, base),
      setup: this.#renderSetup(),
      rulesBase: base,
      whyOf: (s) => s.context.why,
    });
  }

  /** Each side's fighters as tokens, side by side. */
  #renderSides() {
    return renderSides(sidesView(this.table.snapshot.context).map((s) => ({ id: s.side, label: s.label, tokens: s.tokens })));
  }

  /** The last roll, while it is the news: its die, its sum, its verdict. */
  #renderRoll() {
    const r = lastRoll(this.table.snapshot.context, this.table.timeline.lastEvent);
    if (!r) return nothing;
    return html`<div class="roll" part="roll" role="group" aria-label="The last roll">
      <p>
        ${renderDie({ sides: 6, value: r.die }, { roll: this.table.timeline.step })}${r.what}:
        ${formatSum([{ label: 'on the die', value: r.die }, ...r.terms])} against ${r.threshold}:
        <span class="verdict">${r.outcome}</span>
      </p>
    </div>`;
  }

  /** The moves open now, as big buttons: the one a learner should press highlighted. */
  #renderMoves() {
    return renderMoves(moves(this.table.snapshot), (e) => this.send(e), { can: (e) => this.table.can(e) });
  }

  #renderSetup() {
    const input = this.table.record.input;
    return html`<form class="setup-form" @submit=${(e: SubmitEvent) => this.#applySetup(e)}>
      <p class="note">
        The map places everyone (grid, area, link, pc and npc lines, as the fire map writes them). Fighters: one line each, "Name: might=1
        weapon=1 arms=Sword itm=1", with aptitudes, runner, arms, itm, ftm, reach (melee, thrown, ranged), fatigue, and for NPCs faction
        (their side), ally and flimit. A fight needs two sides. A new fight starts when you apply them.
      </p>
      <label>Map <textarea name="map" rows="6" spellcheck="false" .value=${this.map ?? DEFAULT_MAP}></textarea></label>
      <label
        >Fighters
        <textarea name="fighters" rows="4" spellcheck="false" .value=${this.fighters ?? (this.map ? '' : DEFAULT_FIGHTERS)}></textarea>
      </label>
      <div class="line">
        <label>Seed <input type="number" name="seed" min="0" max="4294967295" .value=${this.seed ?? String(input.seed)} /></label>
        <button part="button" type="submit">Start this fight</button>
      </div>
    </form>`;
  }

  #applySetup(e: SubmitEvent): void {
    const text = setupFields(e);
    this.applySetup({ map: text('map'), fighters: text('fighters'), seed: text('seed') });
  }
}

customElements.define('rb-lady-luck-fight', RbLadyLuckFight);

declare global {
  interface HTMLElementTagNameMap {
    'rb-lady-luck-fight': RbLadyLuckFight;
  }
}
