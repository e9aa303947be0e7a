/**
 * Reading tables saved by the build before the exchange went both ways (attack-roll/1): its
 * events in today's shape. A lethal blow then named only where it landed, and its wound was
 * read from that location's chart by the blow's damage: it becomes a blow whose striker chose
 * exactly that (`as-dealt`), on no side. An order went to the one group of minions there was;
 * a prepared action was always an attack. Everything else is unchanged.
 */
export function upgradeFrom1(events: readonly unknown[]): unknown[] {
  return events.map((event) => {
    if (!event || typeof event !== 'object') return event;
    const e = event as Record<string, unknown>;
    if (e.type === 'blow.struck' && !('wound' in e)) return { ...e, side: null, wound: 'as-dealt' };
    if (e.type === 'order.given' && !('groups' in e)) return { ...e, groups: [0] };
    if (e.type === 'action.prepared' && !('action' in e)) return { ...e, action: 'attack' };
    return event;
  });
}
