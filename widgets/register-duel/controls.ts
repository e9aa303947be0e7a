/**
 * The step the duel waits for, and the controls that take it: draw for the initiative,
 * attack or yield, declare (the maneuver, its hand, holding ground, a called shot, then the
 * card to lay), turn a register over, hit or stand, the GM's value for a joker, the next
 * round. Every choice offered is one the rules allow now (`legalOptions`), every refusal is
 * the rules' own sentence, and every button is enabled by asking the machine.
 */
import { html, nothing } from 'lit';
import { formatCard } from '../../machines/core/cards.js';
import { signed } from '../../machines/core/explain.js';
import {
  HOLD_GROUND_MODIFIER,
  isHandToHand,
  maneuver,
  mayCallShot,
  meleeLocations,
  type HitLocation,
  type ManeuverId,
} from '../../machines/karmic/maneuvers.js';
import { legalOptions, unavailableManeuvers } from '../../machines/karmic/melee/declarations.js';
import { other, type Hand, type Side } from '../../machines/karmic/melee/fighters.js';
import { difficultyTerm } from '../../machines/karmic/melee/registers.js';
import type { RegisterDuelContext, RegisterDuelEvent } from '../../machines/karmic/register-duel/register-duel.context.js';
import { jokerProblem, yieldProblem } from '../../machines/karmic/register-duel/register-duel.problems.js';
import { JOKER_VALUES } from '../../machines/karmic/register-duel/register-duel.rules.js';
import { karmaWords, openRegister, pendingDecision, viewOf } from '../../machines/karmic/register-duel/register-duel.steps.js';
import { moves } from '../../machines/karmic/register-duel/register-duel.view.js';
import { repeat } from 'lit/directives/repeat.js';
import { stageCard } from '../shared/stage/cards.js';
import { karmaLabel, type DuelStage } from './stage.js';

/** The move a learner should press now (the procedure's rule), if any. */
const suggestion = (stage: DuelStage) => moves(stage.snapshot).find((m) => m.suggested);

function panel(prompt: string, body: unknown = nothing) {
  return html`<div class="controls" part="controls" role="group" aria-label="Now">
    <p class="prompt" part="prompt">${prompt}</p>
    ${body}
  </div>`;
}

function button(stage: DuelStage, label: string, event: RegisterDuelEvent, primary = false) {
  return html`<button part="button" class=${primary ? 'primary' : ''} ?disabled=${!stage.can(event)} @click=${() => stage.send(event)}>
    ${label}
  </button>`;
}

/** What the table waits for now, and the buttons that do it. */
export function renderControls(stage: DuelStage, ctx: RegisterDuelContext) {
  const s = stage.snapshot;
  const names = ctx.fighters.map((f) => f.name);
  if (s.hasTag('drawing for the initiative')) {
    return panel(
      ctx.initiativeChecks.length > 0
        ? 'A tie settles nothing: both draw for the initiative again.'
        : 'Both fighters draw for the initiative.',
      html`<div class="row">${button(stage, 'Draw for the initiative', { type: 'initiative.drawn' }, true)}</div>`,
    );
  }
  if (s.hasTag('holding the initiative')) {
    const who = names[ctx.attacker!]!;
    if (stage.computer === ctx.attacker) return opponentTurn(stage, who);
    return panel(
      `${who} holds the initiative: attack (both draw their hands) or give it up.`,
      html`<div class="row">
        ${button(stage, 'Draw the hands', { type: 'hands.drawn' }, true)}
        ${button(stage, `${who} gives up the initiative`, { type: 'initiative.yielded' })}
      </div>`,
    );
  }
  if (s.hasTag('declaring')) return declaring(stage, ctx);
  if (s.hasTag('turning over')) {
    const n = ctx.registers[ctx.cursor]!.number;
    return panel(
      `Register ${n} lies face down.`,
      html`<div class="row">${button(stage, `Turn over register ${n}`, { type: 'register.revealed' }, true)}</div>`,
    );
  }
  if (s.hasTag('deciding')) return deciding(stage, ctx);
  if (s.hasTag('held fast')) {
    const hold = ctx.hold!;
    const held = names[other(hold.by)]!;
    return panel(
      `${names[hold.by]} holds ${held} fast (${hold.kind === 'pin' ? 'a pin' : 'a choke'}): each turn ${held} tries a might check to break free${hold.kind === 'suffocate' ? ', then checks vitality or passes out' : ''}.`,
      html`<div class="row">
        ${button(stage, `Play turn ${hold.turns.length + 1} of the hold`, { type: 'hold.tested' }, true)}
        ${button(stage, `${names[hold.by]} lets go`, { type: 'hold.released' })}
      </div>`,
    );
  }
  if (s.hasTag('turn over')) {
    return panel(
      ctx.redrawInitiative
        ? 'The turn is over; after the tackle both fighters draw for the initiative again.'
        : `The turn is over; ${names[ctx.attacker!]} keeps the initiative.`,
      html`<div class="row">${button(stage, 'Next round', { type: 'round.begun' }, true)}</div>`,
    );
  }
  return panel('The fight is over.');
}

/**
 * The opponent moves by itself after each of your moves; after stepping back through the
 * history it waits (moving at once would overwrite the steps ahead), so you can let it play.
 */
function opponentTurn(stage: DuelStage, name: string) {
  return panel(
    `${name}'s move.`,
    html`<div class="row">
      <button part="button" class="primary" @click=${() => stage.letComputerPlay()}>Let ${name} play</button>
    </div>`,
  );
}

/** The maneuvers the rules refuse now, each with the rules' own reason. */
function refusals(stage: DuelStage, ctx: RegisterDuelContext, side: Side, open: boolean) {
  const refused = unavailableManeuvers(viewOf(ctx), side);
  if (refused.length === 0) return nothing;
  return html`<details class="refusals" part="refusals" ?open=${open}>
    <summary>
      ${open ? `Why ${ctx.fighters[side].name} cannot declare anything now` : `Why not another maneuver? (${refused.length})`}
    </summary>
    <ul>
      ${refused.map((r) => html`<li><strong>${maneuver(r.maneuver).name}</strong>: ${r.problem}.</li>`)}
    </ul>
  </details>`;
}

function declaring(stage: DuelStage, ctx: RegisterDuelContext) {
  const side = ctx.toDeclare;
  const f = ctx.fighters[side];
  if (stage.computer === side) return opponentTurn(stage, f.name);
  const { index, slot } = openRegister(ctx);
  const task =
    slot === 'attack'
      ? `${f.name} opens register ${index + 1}`
      : `${f.name} answers register ${index + 1} (${maneuver(ctx.registers[index]!.attack.maneuver).name.toLowerCase()})`;
  if (!stage.sees(side)) {
    // Hot-seat: before a hand is shown, the fighter whose move it is takes the seat.
    return panel(
      `${task}. Pass the screen to ${f.name}.`,
      html`<div class="row">
        <button part="button" class="primary" @click=${() => stage.takeSeat(side)}>Show ${f.name}'s hand</button>
      </div>`,
    );
  }
  const options = legalOptions(viewOf(ctx), side);
  // The suggested move (the procedure's rule) is what the controls offer first and highlight.
  const hint = suggestion(stage);
  const best = hint?.event.type === 'maneuver.declared' ? hint.event : undefined;
  const first = best ? `${best.maneuver}|${best.hand ?? 'main'}` : options[0] ? `${options[0].maneuver}|${options[0].hand}` : '';
  const value = options.some((o) => `${o.maneuver}|${o.hand}` === stage.choices.choice)
    ? stage.choices.choice
    : options.some((o) => `${o.maneuver}|${o.hand}` === first)
      ? first
      : options[0]
        ? `${options[0].maneuver}|${options[0].hand}`
        : '';
  const [id, hand] = value.split('|') as [ManeuverId | undefined, Hand | undefined];
  const m = id ? maneuver(id) : undefined;
  const pass: RegisterDuelEvent = { type: 'maneuver.passed', side };
  const done: RegisterDuelEvent = { type: 'declaration.finished', side };
  const yieldIt: RegisterDuelEvent = { type: 'initiative.yielded' };
  const handName = (h: Hand, id: ManeuverId) =>
    h === 'off' ? f.offHand?.weapon.name : h === 'main' ? f.weapon.name : isHandToHand(id) ? 'hand to hand' : 'no weapon';
  // The difficulty as it stands against this opponent (some hand-to-hand ones depend on him).
  const against = slot === 'defence' ? ctx.registers[index]!.attack : undefined;
  const difficulty = (id: ManeuverId) =>
    signed(difficultyTerm(ctx.fighters, ctx.range, { side, maneuver: id }, against, ctx.charge === side, ctx.rulings).value);
  const noYield = side === ctx.attacker ? yieldProblem(ctx) : undefined;

  return panel(
    `${task}.`,
    html` ${
        options.length > 0
          ? html`<div class="row declare">
                <label
                  >Maneuver
                  <select @change=${(e: Event) => stage.choose({ choice: (e.target as HTMLSelectElement).value })}>
                    ${options.map((o) => html`<option value="${o.maneuver}|${o.hand}" ?selected=${`${o.maneuver}|${o.hand}` === value}>${maneuver(o.maneuver).name} (${difficulty(o.maneuver)}, ${handName(o.hand, o.maneuver)})</option>`)}
                  </select>
                </label>
                ${
                  m?.mayHoldGround
                    ? html`<label class="inline"
                        ><input
                          type="checkbox"
                          .checked=${stage.choices.hold}
                          @change=${(e: Event) => stage.choose({ hold: (e.target as HTMLInputElement).checked })}
                        />Do not step (${signed(HOLD_GROUND_MODIFIER)})</label
                      >`
                    : nothing
                }
                ${
                  id && mayCallShot(id)
                    ? html`<label
                        >Target
                        <select @change=${(e: Event) => stage.choose({ location: (e.target as HTMLSelectElement).value as HitLocation })}>
                          ${meleeLocations(ctx.fighters[other(side)].size).map((l) => html`<option value=${l.id} ?selected=${l.id === stage.choices.location}>${l.name}${l.modifier ? ` (${signed(l.modifier)})` : ''}</option>`)}
                        </select>
                      </label>`
                    : nothing
                }
              </div>
              ${m ? html`<p class="note">${m.name}: ${m.effect} ${m.limits}</p>` : nothing}
              <div class="hand" part="hand" role="group" aria-label="${f.name}'s hand: pick the card to lay">
                ${repeat(
                  ctx.hands[side],
                  (_, i) => i,
                  (card, i) =>
                    html`<button
                      class="card-button ${best?.card === card && value === first ? 'suggested' : ''}"
                      part="button"
                      aria-label="${formatCard(card)} ${karmaWords(card)}: Lay ${karmaLabel(card)} face down in register ${index + 1} as ${m?.name.toLowerCase() ?? ''}"
                      @click=${() => stage.send({ type: 'maneuver.declared', side, card, maneuver: id!, hand: hand!, holdGround: stage.choices.hold && !!m?.mayHoldGround, location: id && mayCallShot(id) ? stage.choices.location : 'torso' })}
                    >
                      ${stageCard(card, { label: '', order: i })} <span class="value" aria-hidden="true">${karmaWords(card)}</span>
                    </button>`,
                )}
              </div>`
          : html`<div class="hand" part="hand" role="group" aria-label="${f.name}'s hand">
              ${repeat(
                ctx.hands[side],
                (_, i) => i,
                (c, i) => stageCard(c, { label: karmaLabel(c), order: i }),
              )}
            </div>`
      }
      <div class="row">
        ${stage.can(pass) ? html`<button part="button" class=${hint?.id === 'leave-empty' ? 'primary' : ''} @click=${() => stage.send(pass)}>Leave register ${index + 1} empty</button>` : nothing}
        ${stage.can(done) ? html`<button part="button" class=${hint?.id === 'stop' ? 'primary' : ''} @click=${() => stage.send(done)}>Stop declaring</button>` : nothing}
        ${stage.can(yieldIt) ? html`<button part="button" class=${hint?.id === 'yield' ? 'primary' : ''} @click=${() => stage.send(yieldIt)}>Give up the initiative</button>` : nothing}
        ${side === ctx.attacker && noYield ? html`<span class="note">No yielding now: ${noYield}.</span>` : nothing}
      </div>
      ${refusals(stage, ctx, side, options.length === 0)}`,
  );
}

function deciding(stage: DuelStage, ctx: RegisterDuelContext) {
  const p = pendingDecision(ctx);
  if (!p) return nothing;
  const name = ctx.fighters[p.side].name;
  if (p.kind === 'joker') {
    const ruled: RegisterDuelEvent = { type: 'joker.ruled', side: p.side, value: stage.choices.joker };
    const problem = jokerProblem(ctx, p.side, stage.choices.joker);
    const note = `${stage.idPrefix}-joker`;
    return panel(
      `${name} played a joker: the GM names what it is worth.`,
      html`<div class="row joker">
        <label
          >GM: ${name}'s joker is worth
          <input
            type="number"
            min=${JOKER_VALUES.min}
            max=${JOKER_VALUES.max}
            step="1"
            aria-describedby=${note}
            .value=${String(stage.choices.joker)}
            @input=${(e: Event) => stage.choose({ joker: (e.target as HTMLInputElement).valueAsNumber })}
          />
        </label>
        <button part="button" class="primary" ?disabled=${!stage.can(ruled)} @click=${() => stage.send(ruled)}>Rule the joker</button>
        <span class="note" id=${note}>${problem ? `Not yet: ${problem}.` : ''}</span>
      </div>`,
    );
  }
  if (stage.computer === p.side) return opponentTurn(stage, name);
  // The hit decision is about a face-up card: no secret, so no seat needed. In the book's word
  // a draw is a "hit"; the buttons say what they do, the suggested one highlighted.
  return panel(
    `${name}'s card ends in a hit card: draw another card onto it, or keep it?`,
    html`<div class="row">${moves(stage.snapshot).map((m) => button(stage, m.label, m.event, m.suggested))}</div>`,
  );
}
