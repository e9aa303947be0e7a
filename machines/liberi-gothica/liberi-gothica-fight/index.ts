/**
 * Liberi Gothica, a whole fight, as one procedure: the initiative deal, each fighter's turn as the
 * attack exchange, soul passing after a death, to the end. Everything a widget, a test or a tool
 * needs of it is this object.
 */
import type { Procedure } from '../../core/procedure.js';
import { LIBERI_GOTHICA_FIGHT_EXAMPLES } from './liberi-gothica-fight.examples.js';
import { liberiGothicaFightMachine, liberiGothicaFightRecord } from './liberi-gothica-fight.machine.js';
import { LIBERI_GOTHICA_FIGHT_RULES } from './liberi-gothica-fight.rules.js';
import {
  LIBERI_GOTHICA_FIGHT_ATTRIBUTES,
  liberiGothicaFightInputProblem,
  parseLiberiGothicaFightSetup,
  type LiberiGothicaFightAttribute,
} from './liberi-gothica-fight.setup.js';
import { headline, moves, summary } from './liberi-gothica-fight.view.js';

export const liberiGothicaFight = {
  name: 'liberi-gothica-fight',
  system: 'liberi-gothica',
  title: 'Whole Liberi Gothica fight',
  page: 'liberi-gothica/a-whole-fight',
  machine: liberiGothicaFightMachine,
  record: liberiGothicaFightRecord,
  rules: LIBERI_GOTHICA_FIGHT_RULES,
  attributes: LIBERI_GOTHICA_FIGHT_ATTRIBUTES,
  setup: parseLiberiGothicaFightSetup,
  inputProblem: liberiGothicaFightInputProblem,
  summary,
  examples: LIBERI_GOTHICA_FIGHT_EXAMPLES,
  // The odds of the next draw or roll are the child's own, loaded on demand with the child's teaching.
  teaching: () => import('./liberi-gothica-fight.odds.js').then((m) => m.fightOdds()),
  moves,
  headline,
} satisfies Procedure<typeof liberiGothicaFightMachine, LiberiGothicaFightAttribute>;

export type { LiberiGothicaFightContext, LiberiGothicaFightEvent, LiberiGothicaFightInput } from './liberi-gothica-fight.context.js';
export type { LiberiGothicaFightTag } from './liberi-gothica-fight.machine.js';
