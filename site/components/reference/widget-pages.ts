// Where each widget is played in the rulebook: its rules page (an id in the docs collection,
// i.e. the MDX file under content/ without its extension). The reference pages link there,
// and the build fails if a page named here is missing or no longer holds the widget.
export const RULES_PAGE: Readonly<Record<string, string>> = {
  'rb-initiative-deal': 'liberi-gothica/turn-order',
  'rb-soul-passing': 'liberi-gothica/death-and-passing-on',
  'rb-karma-check': 'karmic/karma-deck-and-checks',
  'rb-register-duel': 'karmic/melee-combat',
  'rb-multiple-opponents': 'karmic/close-quarters-shields-and-special-situations',
  'rb-aiming': 'karmic/ranged-combat',
  'rb-fire-map': 'lady-luck/fire',
  'rb-attack-roll': 'liberi-gothica/attack-and-defense',
  'rb-pool-fight': 'dice-pool/attacks-and-damage',
  'rb-combat-round': 'lady-luck/combat',
};
