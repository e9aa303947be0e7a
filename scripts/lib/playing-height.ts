/**
 * The tallest a widget may grow at 1280 × 900 while playing, for the layout check and the
 * end-to-end tests alike. It may run past one screen: its step bar sticks to the bottom of the
 * screen, so the next step stays in reach, and its controls are 44 px tall for fingers (issue
 * 24). The ceiling is there so that walls of text do not grow unnoticed: the tallest today is the
 * combat round, 1,114 px at its second step with Odds on (toolbar and step bar each on two rows).
 */
export const PLAYING_HEIGHT = 1120;
