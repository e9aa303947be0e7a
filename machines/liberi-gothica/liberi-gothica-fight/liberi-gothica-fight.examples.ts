/**
 * A whole fight's worked example: the default roster, played by the suggested move (our own
 * example; the seed has none). liberi-gothica-fight.machine.test.ts plays it to the end.
 */
import type { WorkedExample } from '../../core/procedure.js';
import type { liberiGothicaFightMachine } from './liberi-gothica-fight.machine.js';
import { DEFAULT_FIGHTERS, parseFighters } from './liberi-gothica-fight.setup.js';
import type { RosterEntry } from './liberi-gothica-fight.context.js';

export const LIBERI_GOTHICA_FIGHT_EXAMPLES: readonly WorkedExample<typeof liberiGothicaFightMachine>[] = [
  {
    id: 'first-fight',
    title: 'Ada and Bram against a ghoul and a cultist (our own example)',
    input: { seed: 4, fighters: parseFighters(DEFAULT_FIGHTERS, []) as RosterEntry[] },
    events: [],
  },
];
