/**
 * Liberi Gothica, a whole fight: where the rulebook states each phase the fight passes through.
 * The rules themselves are the child procedures' (the initiative deal, the attack exchange, soul
 * passing) and the system's concept modules; this procedure only links to the page that says
 * how they meet.
 */
import type { RuleRef } from '../../core/explain.js';

const PAGE = 'liberi-gothica/a-whole-fight';

/** Every rule this procedure links to: each anchor is a heading of its page. */
export const LIBERI_GOTHICA_FIGHT_RULES = {
  deal: { page: PAGE, section: 'the-deal-each-round', title: 'The deal each round' },
  turn: { page: PAGE, section: 'a-fighters-turn', title: "A fighter's turn" },
  attacks: { page: PAGE, section: 'attacks-and-wounds', title: 'Attacks and wounds' },
  down: { page: PAGE, section: 'down-and-out', title: 'Down and out' },
  soul: { page: PAGE, section: 'the-soul-passes-on', title: 'The soul passes on' },
  end: { page: PAGE, section: 'the-end-of-the-fight', title: 'The end of the fight' },
} as const satisfies Record<string, RuleRef>;

/** Feet between a fighter and the foe they strike at (table ruling: within reach) and between a body and the Liberi around it. */
export const CLOSE = 5;

/** The most fighters a roster seats. */
export const MAX_FIGHTERS = 12;
