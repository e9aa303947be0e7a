/**
 * The tallest a widget may grow at 1280 × 900 while playing, for the layout check and the
 * end-to-end tests alike. It may run past one screen: its step bar sticks to the bottom of the
 * screen, so the next step stays in reach, and its controls are 44 px tall for fingers (issue
 * 24). The ceiling is there so that walls of text do not grow unnoticed. It was 1,120 px until
 * the widgets became a stage (issue 26): tokens beside the Areas and the several foes, dice that
 * land, hands fanned beside their owners took the combat round to 1,153 px and multiple opponents
 * to 1,122 after six steps; the stage replaced text, it did not add a wall of it.
 */
export const PLAYING_HEIGHT = 1200;
