/**
 * A whole fight in Lady Luck's Chosen Few: where the rulebook states how its procedures hand
 * over to each other. The rules themselves are the combat round's, the fire map's and
 * downtime's, each played by its own procedure; this file only names the page's headings.
 */
import type { RuleRef } from '../../core/explain.js';

const PAGE = 'lady-luck/a-whole-fight';
const at = (section: string, title: string): RuleRef => ({ page: PAGE, section, title });

/** Every rule this procedure links to: each anchor is a heading of its page. */
export const LADY_LUCK_FIGHT_RULES = {
  turns: at('the-turns-of-a-round', 'The turns of a round'),
  fire: at('the-fires-round', "The fire's round"),
  end: at('when-the-fight-ends', 'When the fight ends'),
  downtime: at('downtime-after-the-fight', 'Downtime after the fight'),
  play: at('play-a-whole-fight', 'Play a whole fight'),
} as const satisfies Record<string, RuleRef>;
