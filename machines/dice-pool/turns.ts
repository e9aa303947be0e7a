/**
 * The dice-pool system: group turns and the action economy.
 * Page: content/dice-pool/overview-and-turns.mdx; tests in turns.test.ts.
 */
import { rollDie, type Chance } from '../core/random.js';

export const ACTIONS_PER_TURN = 2;

/** What each action costs; spells and abilities say their own cost. */
export const ACTION_COSTS = {
  attack: 1,
  movement: 1,
  useItem: 1,
  reloadFirearm: 1,
  fixJam: 1,
  readyAction: 2,
  help: 1,
} as const;

/**
 * Table ruling (rolling for group order): each group rolls 1d6, higher first; tied groups
 * roll again between themselves. Returns the groups in acting order.
 */
export function rollGroupOrder(chance: Chance, groups: readonly string[]): [string[], Chance] {
  if (groups.length <= 1) return [[...groups], chance];
  let next = chance;
  const rolls = new Map<string, number>();
  for (const g of groups) {
    let face: number;
    [face, next] = rollDie(next, 6);
    rolls.set(g, face);
  }
  const faces = [...new Set(rolls.values())].sort((a, b) => b - a);
  const order: string[] = [];
  for (const face of faces) {
    const tied = groups.filter((g) => rolls.get(g) === face);
    let settled: string[];
    [settled, next] = rollGroupOrder(next, tied);
    order.push(...settled);
  }
  return [order, next];
}

/**
 * Table ruling: a round is every group taking one turn, and rounds repeat in the same
 * order. The group whose turn it is at `turnIndex` (0 = the first turn of the fight).
 */
export function groupTurn(order: readonly string[], turnIndex: number): { round: number; group: string } {
  if (order.length === 0) throw new RangeError('a fight needs at least one group');
  return { round: Math.floor(turnIndex / order.length) + 1, group: order[turnIndex % order.length]! };
}

/**
 * Table ruling (more than two groups): the group that acts after `current` is the next in the
 * order that still has anyone in the fight (`inFight`); a group with no one standing takes no
 * more turns. `newRound` when play has gone past the end of the order and starts it again.
 */
export function nextGroup(
  order: readonly string[],
  current: string,
  inFight: (group: string) => boolean,
): { group: string; newRound: boolean } {
  const at = order.indexOf(current);
  if (at < 0) throw new RangeError(`${current} is not in the order`);
  for (let step = 1; step <= order.length; step++) {
    const i = (at + step) % order.length;
    if (inFight(order[i]!) || step === order.length) return { group: order[i]!, newRound: at + step >= order.length };
  }
  return { group: current, newRound: true };
}

/** Table ruling: every character starts the group's turn with 2 actions; none carry over. */
export function startTurn(): { actionsLeft: number } {
  return { actionsLeft: ACTIONS_PER_TURN };
}

/** An action is allowed only when its cost does not exceed the actions left. */
export function canTake(actionsLeft: number, cost: number): boolean {
  return cost >= 1 && cost <= actionsLeft;
}

export function take(turn: { actionsLeft: number }, cost: number): { actionsLeft: number } | { error: string } {
  if (!canTake(turn.actionsLeft, cost)) return { error: `that costs ${cost} action(s) and ${turn.actionsLeft} remain` };
  return { actionsLeft: turn.actionsLeft - cost };
}

/** Table ruling: a readied action not triggered by the end of its round is lost. */
export function readiedStands(readiedRound: number, round: number): boolean {
  return round === readiedRound;
}

/**
 * When a readied action's condition may set it off: the seed's "during a different turn (in the
 * same round)", so not in the readying group's own turn, and only while it stands.
 */
export function readiedMayGoOff(readied: { round: number; group: string }, now: { round: number; acting: string | null }): boolean {
  return readiedStands(readied.round, now.round) && now.acting !== null && now.acting !== readied.group;
}

/**
 * Table ruling (readying other actions): how a readied action's condition is met. `enemy in
 * reach`: by itself, when an enemy ends a move where the readied attack can strike it; `called`:
 * the condition is the player's own words, and the table says when it has happened.
 */
export const READY_CONDITIONS = ['enemy in reach', 'called'] as const;
export type ReadyCondition = (typeof READY_CONDITIONS)[number];

/** Table ruling (readying other actions): a spell or ability longer than the Ready Action's 2 actions cannot wait in readiness. */
export function readiable(cost: number): boolean {
  return cost >= 1 && cost <= ACTION_COSTS.readyAction;
}

/** A spell or ability costing more than one turn's actions, being paid off across turns. */
export interface CostlyAction {
  readonly remaining: number;
  readonly paidThisTurn: number;
}

export function beginCostly(cost: number): CostlyAction {
  return { remaining: cost, paidThisTurn: 0 };
}

/** Put actions into it; it takes effect when `remaining` reaches 0. */
export function payTowards(action: CostlyAction, actions: number): CostlyAction {
  const paid = Math.min(actions, action.remaining);
  return { remaining: action.remaining - paid, paidThisTurn: action.paidThisTurn + paid };
}

/**
 * Table ruling: at least one action goes into it every turn until it is paid; a turn that
 * ends with nothing put into it abandons it. Returns undefined when abandoned.
 */
export function endTurnWith(action: CostlyAction): CostlyAction | undefined {
  if (action.remaining > 0 && action.paidThisTurn === 0) return undefined;
  return { remaining: action.remaining, paidThisTurn: 0 };
}

/** The fewest turns a cost takes at two actions a turn. */
export function turnsToPay(cost: number): number {
  return Math.ceil(cost / ACTIONS_PER_TURN);
}
