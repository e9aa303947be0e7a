/**
 * The duel's table as the reader sees it: both fighters (weapon, damage, what holds them, the
 * hand as far as it may be seen), the initiative checks, and this turn's registers with each
 * fighter's card and the register's arithmetic once settled. A hidden card is drawn as its
 * back, its face not in the page at all.
 */
import { html, nothing } from 'lit';
import { signed } from '../../machines/core/explain.js';
import { cardValue } from '../../machines/karmic/checks.js';
import { maneuver, rangeWords } from '../../machines/karmic/maneuvers.js';
import { other, type Side } from '../../machines/karmic/melee/fighters.js';
import type { Register, RegisterDuelContext, RegisterDuelEvent } from '../../machines/karmic/register-duel/register-duel.context.js';
import { karmaWords, openRegister } from '../../machines/karmic/register-duel/register-duel.steps.js';
import { actor } from '../../machines/karmic/register-duel/register-duel.view.js';
import { repeat } from 'lit/directives/repeat.js';
import type { Card } from '../../machines/core/cards.js';
import { cardWorth, fighterToken } from '../../machines/karmic/register-duel/register-duel.stage.js';
import { animateOn } from '../shared/motion.js';
import { renderHand, stageCard } from '../shared/stage/cards.js';
import { renderToken } from '../shared/stage/token.js';
import { karmaLabel, type DuelStage } from './stage.js';

/** Both fighters as tokens on the stage: the Hit points bar, what holds them, and each hand fanned beside them as far as it may be seen. */
export function renderFighters(stage: DuelStage, ctx: RegisterDuelContext) {
  const declaring = stage.snapshot.hasTag('declaring');
  const acting = actor(stage.snapshot);
  return html`<div class="fighters">
    ${([0, 1] as Side[]).map((side) => {
      const f = ctx.fighters[side];
      const hand = ctx.hands[side];
      // The hand of the fighter laying a card is in the controls below, as buttons.
      const inControls = declaring && ctx.toDeclare === side && stage.sees(side) && stage.computer !== side;
      const seen = stage.sees(side);
      const held =
        hand.length > 0 && !inControls
          ? renderHand(
              // Kept in place by slot, never by face: a hidden hand's cards are backs with nothing of their face.
              hand.map((c, i) =>
                seen ? { key: i, card: c, label: karmaLabel(c), ...worth(c) } : { key: i, label: `${f.name}'s hidden card ${i + 1}` },
              ),
              { label: `${f.name}'s hand, ${hand.length} card${hand.length === 1 ? '' : 's'}`, classes: 'held' },
            )
          : undefined;
      return html`<div class="fighter" part="fighter" role="group" aria-label="${f.name}">
        ${renderToken(fighterToken(ctx, side, acting === side), held ? { hand: held } : {})}
      </div>`;
    })}
  </div>`;
}

/** The value printed on a Karmic card, where it has one. */
function worth(card: Card): { value?: string } {
  const v = cardWorth(card);
  return v === undefined ? {} : { value: v };
}

/** The initiative checks, while the initiative is being drawn (and at the start of the first round). */
export function renderInitiative(stage: DuelStage, ctx: RegisterDuelContext) {
  const s = stage.snapshot;
  if (
    ctx.initiativeChecks.length === 0 ||
    (ctx.round > 1 && !s.hasTag('drawing for the initiative')) ||
    !(s.hasTag('drawing for the initiative') || s.hasTag('holding the initiative'))
  )
    return nothing;
  return html`<ol class="initiative" aria-label="Initiative checks">
    ${ctx.initiativeChecks.map((pair) => html`<li>${pair.map((c, i) => `${ctx.fighters[i]!.name} ${c.cards.map(karmaWords).join(', ')} → ${signed(c.total)}`).join('; ')}</li>`)}
  </ol>`;
}

/** This turn's registers, the one in play marked. */
export function renderRegisters(stage: DuelStage, ctx: RegisterDuelContext) {
  if (ctx.registers.length === 0) return nothing;
  const open = openRegister(ctx);
  const resolving = stage.snapshot.hasTag('resolving');
  return html`<ol class="registers" part="registers" aria-label="Registers of round ${ctx.round}">
    ${ctx.registers.map((r, i) => {
      const now = resolving ? i === ctx.cursor : open.slot === 'defence' && i === open.index;
      return html`<li class="register ${now ? 'now' : ''}" part="register" aria-label="Register ${r.number}${now ? ', in play' : ''}">
        <p class="head"><strong>Register ${r.number}</strong></p>
        ${slot(stage, ctx, r, r.attacker)} ${slot(stage, ctx, r, other(r.attacker))} ${outcome(ctx, r)}
      </li>`;
    })}
  </ol>`;
}

function slot(stage: DuelStage, ctx: RegisterDuelContext, r: Register, side: Side) {
  const decl = r.attack.side === side ? r.attack : r.defence;
  const name = ctx.fighters[side].name;
  if (!decl) {
    const waiting = !r.answered;
    return html`<div class="slot" part="slot">
      <span class="empty" aria-hidden="true"></span>
      <span class="what"
        ><strong>${name}</strong><br /><span class="note"
          >${waiting ? 'to answer' : r.empty === 'forced' ? 'nothing could answer' : 'left empty'}</span
        ></span
      >
    </div>`;
  }
  const m = maneuver(decl.maneuver);
  const play = r.plays[side];
  const takeBack: RegisterDuelEvent = { type: 'card.withdrawn', side, register: r.number };
  const canTakeBack = stage.sees(side) && stage.can(takeBack) && stage.computer !== side;
  const value = play
    ? r.wild[side] !== null
      ? `wild, ruled ${signed(r.wild[side]!)}`
      : `card ${signed(cardValue(play) ?? 0)}`
    : 'face down';
  // Turned over, the two cards of a register are brought together: the attacker's from above, the defender's from below.
  const meet = play ? `${ctx.round}:${r.number}` : 'down';
  const dir = side === r.attacker ? -1 : 1;
  const cards: { key: number; card?: Card; label: string; value?: string }[] = play
    ? play.chain.map((c, i) => ({ key: i, card: c, label: karmaLabel(c), ...worth(c) }))
    : [
        stage.sees(side)
          ? { key: 0, card: decl.card, label: `${karmaLabel(decl.card)}, face down`, ...worth(decl.card) }
          : { key: 0, label: `${name}'s face-down card` },
      ];
  return html`<div class="slot" part="slot">
    <span
      class="chain"
      role="group"
      aria-label="${name}'s card in register ${r.number}"
      ${animateOn(meet, [{ transform: `translateY(${dir * 1.6}rem)`, opacity: 0.5 }, { transform: `translateY(${-dir * 0.2}rem)`, opacity: 1, offset: 0.72 }, { transform: 'none' }], { duration: 320, onFirst: false })}
      >${repeat(
        cards,
        (c) => c.key,
        (c, i) => stageCard(c.card, { label: c.label, order: i, ...(c.value !== undefined ? { value: c.value } : {}), deal: i > 0 }),
      )}</span
    >
    <span class="what"
      ><strong>${name}</strong>
      ${m.name.toLowerCase()}${decl.holdGround ? ' (no step)' : ''}${decl.location !== 'torso' ? ` at the ${decl.location.replace('-', ' ')}` : ''}<br /><span
        class="note"
        >${value}</span
      >
      ${canTakeBack ? html`<button part="button" @click=${() => stage.send(takeBack)}>Take back<span class="visually-hidden"> ${name}'s card from register ${r.number}</span></button>` : nothing}</span
    >
  </div>`;
}

function outcome(ctx: RegisterDuelContext, r: Register) {
  const o = r.outcome;
  if (!o) return nothing;
  const a = ctx.fighters[r.attack.side].name;
  const d = ctx.fighters[other(r.attack.side)].name;
  return html`<div class="arithmetic" part="arithmetic">
    ${o.defenceArithmetic ? html`<p>${d}: ${o.defenceArithmetic}</p>` : nothing}
    <p>${a}: ${o.arithmetic}</p>
    ${o.answer ? html`<p>${d}: ${o.answer.arithmetic}</p>` : nothing}
    ${o.rangeAfter !== o.rangeBefore ? html`<p>${rangeWords(o.rangeBefore)} → ${rangeWords(o.rangeAfter)}</p>` : nothing}
  </div>`;
}
