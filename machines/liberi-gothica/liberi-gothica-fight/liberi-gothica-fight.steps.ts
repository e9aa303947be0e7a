/**
 * A whole fight's pure steps: the glue between the procedures it plays. Who acts comes from the
 * initiative deal; a turn is the attack exchange between the one acting and the foe they
 * choose; what the exchange left (Life, Vitality, TACKS damage, crippling wounds, a death) lands
 * on the roster; a death is played out by soul passing; the fight ends when a side is down or
 * yields. No rule of those procedures is written here: each child is stepped by its own machine
 * (machines/core/compose.ts), and every child's seed comes from this context's generator.
 */
import { begin, contextOf, isOver, play, type Playing } from '../../core/compose.js';
import type { Why } from '../../core/explain.js';
import { randomInt, seedRandom, type RandomState } from '../../core/random.js';
import { condition, soulVitality } from '../body.js';
import { attackRoll, type AttackRollContext, type AttackRollEvent } from '../attack-roll/index.js';
import { initiativeDeal, type InitiativeDealEvent } from '../initiative-deal/index.js';
import { soulPassing, type SoulPassingEvent } from '../soul-passing/index.js';
import { CLOSE, LIBERI_GOTHICA_FIGHT_RULES as R } from './liberi-gothica-fight.rules.js';
import type {
  CarriedWound,
  FighterState,
  FightSide,
  LiberiGothicaFightContext as Ctx,
  LiberiGothicaFightEvent,
  LiberiGothicaFightInput,
  Phase,
  Standing,
} from './liberi-gothica-fight.context.js';

export const SIDE_NAME: Readonly<Record<FightSide, string>> = { liberi: 'the Liberi', foe: 'their foes' };
export const otherSide = (side: FightSide): FightSide => (side === 'liberi' ? 'foe' : 'liberi');

// The children, as compose plays them (the parent keeps only their snapshots: plain data).
export const dealOf = (ctx: Ctx) => ({ procedure: initiativeDeal, snapshot: ctx.deal });
export const exchangeOf = (ctx: Ctx) => (ctx.exchange ? { procedure: attackRoll, snapshot: ctx.exchange.snapshot } : undefined);
export const passingOf = (ctx: Ctx) => (ctx.passing ? { procedure: soulPassing, snapshot: ctx.passing.snapshot } : undefined);

/** A child's seed, the next draw of the fight's own generator. */
function nextSeed(random: RandomState): [number, RandomState] {
  return randomInt(random, 1, 2_000_000_000);
}

export function createInitialContext(input: LiberiGothicaFightInput): Ctx {
  const [dealSeed, random] = nextSeed(seedRandom(input.seed));
  const participants = input.fighters.map((f) => ({
    name: f.fighter.name,
    kind: f.card ? ('monster' as const) : f.side === 'liberi' ? ('pc' as const) : ('npc-group' as const),
    ...(f.card ? { fixedCard: f.card } : {}),
  }));
  const deal = begin(initiativeDeal, { seed: dealSeed, participants });
  const seats = contextOf(deal).participants;
  const fighters: FighterState[] = input.fighters.map((f, i) => ({
    ...f,
    seat: seats[i]!.id,
    standing: 'standing',
    maxVitality: Math.max(0, f.fighter.vitality),
    wounds: [],
  }));
  const names = (side: FightSide) => fighters.filter((f) => f.side === side).map((f) => f.fighter.name);
  return {
    fighters,
    random,
    phase: 'dealing',
    deal: deal.snapshot,
    exchange: null,
    passing: null,
    winner: null,
    yielded: null,
    why: [{ text: `${names('liberi').join(', ')} face ${names('foe').join(', ')}: the LM deals the cards.`, rule: R.deal }],
    log: [],
  };
}

/** The fighter whose card is up now, by index; undefined between turns. */
export function actingIndex(ctx: Ctx): number | undefined {
  const deal = contextOf(dealOf(ctx));
  if (!ctx.deal.hasTag('revealed')) return undefined;
  const placing = deal.order[deal.acting];
  if (!placing) return undefined;
  const i = ctx.fighters.findIndex((f) => f.seat === placing.id);
  return i >= 0 ? i : undefined;
}

/** The foes a fighter may strike at: everyone standing on the other side. */
export function targetsOf(ctx: Ctx, actor: number): number[] {
  const side = ctx.fighters[actor]!.side;
  return ctx.fighters.flatMap((f, i) => (f.side !== side && f.standing === 'standing' ? [i] : []));
}

/** Which phase the context is in: the one a reader would name. */
function phaseOf(ctx: Omit<Ctx, 'phase'>): Phase {
  if (ctx.winner) return 'over';
  if (ctx.passing) return 'passing on';
  if (ctx.exchange) return 'attacking';
  return actingIndex(ctx as Ctx) !== undefined ? 'acting' : 'dealing';
}
const settled = (ctx: Ctx): Ctx => ({ ...ctx, phase: phaseOf(ctx) });

// ---------------------------------------------------------------------------------------
// Why an event is refused

export function problemOf(ctx: Ctx, event: LiberiGothicaFightEvent): string | undefined {
  if (ctx.phase === 'over') return 'the fight is over';
  switch (event.type) {
    case 'PLAY': {
      const child = ctx.passing ? passingOf(ctx) : ctx.exchange ? exchangeOf(ctx) : ctx.phase === 'dealing' ? dealOf(ctx) : undefined;
      if (!child) return 'a fighter must choose what to do first';
      return play(child as Playing, event.event as never) ? undefined : 'that is not open in this step';
    }
    case 'target.chosen': {
      const actor = actingIndex(ctx);
      if (ctx.phase !== 'acting' || actor === undefined) return 'nobody is choosing a foe now';
      return targetsOf(ctx, actor).includes(event.target) ? undefined : 'that fighter is not a foe still standing';
    }
    case 'turn.passed':
      return ctx.phase === 'acting' ? undefined : 'nobody is choosing what to do now';
    case 'side.yielded':
      return ctx.phase === 'acting' && (event.side === 'liberi' || event.side === 'foe') ? undefined : 'a side yields only at a turn';
  }
}

// ---------------------------------------------------------------------------------------
// The steps

export function stepOf(ctx: Ctx, event: LiberiGothicaFightEvent): Ctx {
  switch (event.type) {
    case 'PLAY':
      if (ctx.passing) return playPassing(ctx, event.event as SoulPassingEvent);
      if (ctx.exchange) return playExchange(ctx, event.event as AttackRollEvent);
      return playDeal(ctx, event.event as InitiativeDealEvent);
    case 'target.chosen':
      return startExchange(ctx, actingIndex(ctx)!, event.target);
    case 'turn.passed': {
      const name = ctx.fighters[actingIndex(ctx)!]!.fighter.name;
      return endTurn(ctx, [{ text: `${name} lets the turn go by.`, rule: R.turn }]);
    }
    case 'side.yielded': {
      const winner = otherSide(event.side);
      const why = [{ text: `${cap(SIDE_NAME[event.side])} yield: the fight is over and ${SIDE_NAME[winner]} win.`, rule: R.end }];
      return settled({ ...ctx, winner, yielded: event.side, why, log: [...ctx.log, why[0]!.text] });
    }
  }
}

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

function playDeal(ctx: Ctx, event: InitiativeDealEvent): Ctx {
  const deal = play(dealOf(ctx), event)!;
  return settled({ ...ctx, deal: deal.snapshot, why: contextOf(deal).narration });
}

/** The fight's round, as the deal counts it. */
const fightRound = (ctx: Ctx) => contextOf(dealOf(ctx)).roundNumber;

/** The actor's turn begins: the exchange between the two, carried wounds and all, the actor acting first. */
function startExchange(ctx: Ctx, actor: number, target: number): Ctx {
  const [seed, random] = nextSeed(ctx.random);
  const a = ctx.fighters[actor]!;
  const t = ctx.fighters[target]!;
  const started = begin(attackRoll, { seed, attacker: a.fighter, defender: t.fighter, distance: CLOSE });
  const round = fightRound(ctx);
  // The wounds each carries, on the exchange's own clock (its first round is this fight round).
  const carried = (f: FighterState, on: 'attacker' | 'defender') =>
    f.wounds.map(({ round: dealt, ...w }) => ({ ...w, on, woundedRound: dealt - round + 1 }));
  const afflictions = [...carried(a, 'attacker'), ...carried(t, 'defender')];
  const snapshot =
    afflictions.length === 0
      ? started.snapshot
      : attackRoll.machine.resolveState({ value: started.snapshot.value, context: { ...contextOf(started), afflictions } });
  const begun = play({ procedure: attackRoll, snapshot }, { type: 'round.begun', first: 'attacker' })!;
  const why = [{ text: `${a.fighter.name} turns on ${t.fighter.name}.`, rule: R.turn }, ...contextOf(begun).why];
  const next = { ...ctx, random, exchange: { actor, target, snapshot: begun.snapshot } };
  // A turn can be over as it begins (a winded fighter loses it; bleeding can kill).
  if (turnIsOver(begun)) return landExchange(next, contextOf(begun), why, attackRoll.headline(begun.snapshot));
  return settled({ ...next, why });
}

/** The actor's turn is over once the exchange hands the turn to the foe, or ends in a death. */
function turnIsOver(p: Playing<typeof attackRoll.machine>): boolean {
  return isOver(p) || p.snapshot.hasTag("defender's turn") || p.snapshot.hasTag('between rounds');
}

function playExchange(ctx: Ctx, event: AttackRollEvent): Ctx {
  const ex = ctx.exchange!;
  const p = play({ procedure: attackRoll, snapshot: ex.snapshot }, event)!;
  const why = contextOf(p).why;
  if (!turnIsOver(p)) return settled({ ...ctx, exchange: { ...ex, snapshot: p.snapshot }, why });
  return landExchange(ctx, contextOf(p), why, attackRoll.headline(p.snapshot));
}

/** What the exchange left, onto the roster: the numbers, the wounds, who is down. */
function landExchange(ctx: Ctx, x: AttackRollContext, why: readonly Why[], said: string): Ctx {
  const ex = ctx.exchange!;
  const round = fightRound(ctx);
  const landed = (i: number, side: 'attacker' | 'defender'): FighterState => {
    const f = ctx.fighters[i]!;
    const now = x[side];
    const tacksDamage = x.sides[side].tacksDamage;
    const fighter = {
      ...f.fighter,
      life: now.life,
      vitality: now.vitality,
      ...(Object.keys(tacksDamage).length ? { tacksDamage } : {}),
    };
    const wounds: CarriedWound[] = x.afflictions
      .filter((w) => w.on === side)
      .map(({ on: _on, woundedRound, ...w }) => ({ ...w, round: round + woundedRound - 1 }));
    const body = { life: now.life, vitality: now.vitality, toughness: now.toughness, athleticism: 3, charm: 3, knowledge: 3, spirit: 3 };
    const now2 = condition(body);
    const standing: Standing = x.fallen === side || now2 === 'dead' ? 'dead' : now2 === 'unconscious' ? 'unconscious' : 'standing';
    return { ...f, fighter, wounds, standing };
  };
  const fighters = ctx.fighters.map((f, i) => (i === ex.actor ? landed(i, 'attacker') : i === ex.target ? landed(i, 'defender') : f));
  const fallen = fighters.flatMap((f, i) => (f.standing !== 'standing' && ctx.fighters[i]!.standing === 'standing' ? [i] : []));
  const downWhy: Why[] = fallen.map((i) => ({
    text: `${fighters[i]!.fighter.name} is ${fighters[i]!.standing}: out of the fight, and out of the deal.`,
    rule: R.down,
  }));
  const line = `Round ${round}: ${ctx.fighters[ex.actor]!.fighter.name} against ${ctx.fighters[ex.target]!.fighter.name}: ${said}.`;
  let next: Ctx = { ...ctx, fighters, exchange: null, log: [...ctx.log, line] };
  next = endTurn(next, [...why, ...downWhy]);
  // Whoever is down gives up their seat at the deal.
  for (const i of fallen) {
    const deal = play(dealOf(next), { type: 'participant.removed', id: fighters[i]!.seat });
    if (deal) next = { ...next, deal: deal.snapshot };
  }
  const dead = fallen.find((i) => fighters[i]!.standing === 'dead');
  if (dead !== undefined) {
    const passing = startPassing(next, dead);
    if (passing) return settled(passing);
  }
  return settled(endIfOver(next));
}

/** The turn in the deal moves on to the next card. */
function endTurn(ctx: Ctx, why: readonly Why[]): Ctx {
  const deal = play(dealOf(ctx), { type: 'turn.ended' });
  return settled({ ...ctx, deal: deal ? deal.snapshot : ctx.deal, why });
}

/** The Liberi still on their feet, by index: those who may gather a soul. */
const gatherers = (ctx: Ctx) =>
  ctx.fighters.flatMap((f, i) =>
    f.side === 'liberi' && f.standing === 'standing' && (f.fighter.kind ?? 'liberi') === 'liberi' ? [i] : [],
  );

/** A death: soul passing, with the Liberi still standing 5 feet from the body. None near: the soul goes unseen. */
function startPassing(ctx: Ctx, dead: number): Ctx | undefined {
  const around = gatherers(ctx);
  const body = ctx.fighters[dead]!.fighter;
  if (around.length === 0) {
    return endIfOver({
      ...ctx,
      why: [...ctx.why, { text: `No Liberi stands near ${body.name}: the soul passes on with nobody to gather it.`, rule: R.soul }],
    });
  }
  const [seed, random] = nextSeed(ctx.random);
  const liberi = around.map((i) => {
    const f = ctx.fighters[i]!;
    const vitality = Math.max(0, f.fighter.vitality);
    return {
      name: f.fighter.name,
      distance: CLOSE,
      speed: 30,
      life: Math.max(-99, Math.min(99, f.fighter.life)),
      vitality,
      maxVitality: Math.max(1, vitality, f.maxVitality),
      gauge: 0,
      essence: 0,
    };
  });
  const p = begin(soulPassing, { seed, name: body.name, vitality: Math.min(99, soulVitality(body.vitality)), liberi });
  return { ...ctx, random, passing: { dead, snapshot: p.snapshot }, why: [...ctx.why, ...contextOf(p).narration] };
}

function playPassing(ctx: Ctx, event: SoulPassingEvent): Ctx {
  const ps = ctx.passing!;
  const p = play({ procedure: soulPassing, snapshot: ps.snapshot }, event)!;
  const sp = contextOf(p);
  if (!isOver(p)) return settled({ ...ctx, passing: { ...ps, snapshot: p.snapshot }, why: sp.narration });
  // What the Liberi gathered stays with them.
  const around = gatherers(ctx);
  const fighters = ctx.fighters.map((f, i) => {
    const at = around.indexOf(i);
    const l = at >= 0 ? sp.liberi[at] : undefined;
    return l ? { ...f, fighter: { ...f.fighter, vitality: l.vitality } } : f;
  });
  const line = `${ctx.fighters[ps.dead]!.fighter.name}'s soul: ${
    soulPassing
      .summary(p.snapshot)
      ?.map((w) => w.text)
      .join(' ') ?? ''
  }`;
  return settled(endIfOver({ ...ctx, fighters, passing: null, why: sp.narration, log: [...ctx.log, line] }));
}

/** One side has nobody standing: the other wins. */
function endIfOver(ctx: Ctx): Ctx {
  const down = (['liberi', 'foe'] as const).find((s) => !ctx.fighters.some((f) => f.side === s && f.standing === 'standing'));
  if (!down) return ctx;
  const winner = otherSide(down);
  const text = `Nobody of ${SIDE_NAME[down]} is left standing: ${SIDE_NAME[winner]} win the fight.`;
  return { ...ctx, winner, why: [...ctx.why, { text, rule: R.end }], log: [...ctx.log, text] };
}
