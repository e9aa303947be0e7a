/**
 * The tallest a widget may grow at 1280 × 900 while playing, for the layout check and the
 * end-to-end tests alike. It may run past one screen: its step bar sticks to the bottom of the
 * screen, so the next step stays in reach, and its controls are 44 px tall for fingers (issue
 * 24). The ceiling is there so that walls of text do not grow unnoticed.
 */
export const PLAYING_HEIGHT = 1080;
