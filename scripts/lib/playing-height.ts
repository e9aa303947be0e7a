/**
 * The tallest a widget may grow at 1280 × 900 while playing, for the layout check and the
 * end-to-end tests alike. It may run past one screen: its step bar sticks to the bottom of the
 * screen, so the next step stays in reach, and its controls are 44 px tall for fingers (issue
 * 24). The ceiling is there so that walls of text do not grow unnoticed. It was 1,120 px until
 * the widgets became a stage (issue 26): tokens beside the Areas and the several foes, dice that
 * land, hands fanned beside their owners. The tallest now is the combat round with Odds on: from
 * 937 to 1,346 px over the barn brawl's 32 steps, the tallest at its 31st (the Area map, a
 * roster of five tokens on two rows, the roll's die and a turn's dozen choices). Its roster repeats who stands where on the map; merging
 * the two on a wide screen is the way back under the old ceiling.
 */
export const PLAYING_HEIGHT = 1360;
