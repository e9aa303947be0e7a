// The files of a new procedure, shaped as soul passing's are (BRIEF-O's table, CONTRIBUTING's
// "Add a procedure"): a trivial machine that waits for one step and is then over, with one rule
// on the page the procedure is played on. Each template is the smallest thing that keeps the
// contract (machines/core/procedure.ts) and the house rules (machines/architecture.test.ts);
// the procedure's author replaces the step with the rule's own.

/** The names a procedure goes by, from its kebab-case name. */
export interface Names {
  /** `drowning-check`: folder, tag suffix, record prefix. */
  name: string;
  /** `drowningCheck`: the procedure object, the machine's id. */
  camel: string;
  /** `DrowningCheck`: types and the wrapper component. */
  pascal: string;
  /** `DROWNING_CHECK`: constants. */
  constant: string;
  /** `Drowning check`: what a reader sees. */
  title: string;
  /** `lady-luck` */
  system: string;
  /** `Lady Luck's Chosen Few` */
  systemName: string;
  /** The content id of its page: `lady-luck/fire`. */
  page: string;
  /** The heading its rule links to: its id and its words. */
  section: string;
  heading: string;
}

export function namesOf(system: string, systemName: string, name: string, page: string, section: string, heading: string): Names {
  const camel = name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  const words = name.replace(/-/g, ' ');
  return {
    name,
    camel,
    pascal: camel.charAt(0).toUpperCase() + camel.slice(1),
    constant: name.replace(/-/g, '_').toUpperCase(),
    title: words.charAt(0).toUpperCase() + words.slice(1),
    system,
    systemName,
    page,
    section,
    heading,
  };
}

const q = (s: string) => JSON.stringify(s).replace(/^"|"$/g, '').replace(/'/g, "\\'");

/** Every file of the procedure and its widget, by path from the repository's root. */
export function procedureFiles(n: Names): Record<string, string> {
  const dir = `machines/${n.system}/${n.name}`;
  const M = `${n.camel}Machine`;
  return {
    [`${dir}/${n.name}.rules.ts`]: `/**
 * ${n.systemName}, ${n.title}: the rule's own tables and arithmetic, and where the rulebook
 * states it. Each number of the rule lives here once, with a test beside it.
 */
import type { RuleRef } from '../../core/explain.js';

const PAGE = '${n.page}';

/** Every rule this procedure links to: each anchor is a heading of its page. */
export const ${n.constant}_RULES = {
  rule: { page: PAGE, section: '${n.section}', title: '${q(n.heading)}' },
} as const satisfies Record<string, RuleRef>;
`,
    [`${dir}/${n.name}.context.ts`]: `/** What ${n.title} starts from, what it holds, and what can happen to it. */
import type { Why } from '../../core/explain.js';

export interface ${n.pascal}Input {
  readonly seed: number;
}

export interface ${n.pascal}Context {
  readonly seed: number;
  /** Steps taken so far. */
  readonly steps: number;
  /** Why the last step happened, with the rule it applied. */
  readonly narration: readonly Why[];
}

export type ${n.pascal}Event = { type: 'step.taken' };
`,
    [`${dir}/${n.name}.steps.ts`]: `/**
 * ${n.title}'s pure steps: each takes the context (and the event) and returns the next
 * context with its reasons; a \`…Problem\` function says why a step is refused.
 */
import { ${n.constant}_RULES } from './${n.name}.rules.js';
import type { ${n.pascal}Context, ${n.pascal}Event, ${n.pascal}Input } from './${n.name}.context.js';

export function createInitialContext(input: ${n.pascal}Input): ${n.pascal}Context {
  return { seed: input.seed, steps: 0, narration: [{ text: 'Nothing has happened yet.', rule: ${n.constant}_RULES.rule }] };
}

/** The one step: taken, and the procedure is over. */
export function takeStep(context: ${n.pascal}Context): ${n.pascal}Context {
  return {
    ...context,
    steps: context.steps + 1,
    narration: [{ text: 'The step is taken, and that is the end of it.', rule: ${n.constant}_RULES.rule }],
  };
}

/** Why the step cannot be taken now, or undefined when it can. */
export function stepProblem(context: ${n.pascal}Context, _event: ${n.pascal}Event): string | undefined {
  return context.steps > 0 ? 'The step has been taken already.' : undefined;
}
`,
    [`${dir}/${n.name}.machine.ts`]: `/**
 * ${n.systemName}, ${n.title}, as a machine: it waits for its one step, then it is over. Every
 * step is a pure function of the context (${n.name}.steps.ts); the machine only names them.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { RecordFormat } from '../../core/record.js';
import type { ${n.pascal}Context, ${n.pascal}Event, ${n.pascal}Input } from './${n.name}.context.js';
import { createInitialContext, stepProblem, takeStep } from './${n.name}.steps.js';

/** What a view may ask of a snapshot (\`snapshot.hasTag('over')\`), so it never names a state. */
export type ${n.pascal}Tag = 'waiting' | 'done' | 'over';

export const ${M} = setup({
  types: {
    context: {} as ${n.pascal}Context,
    events: {} as ${n.pascal}Event,
    input: {} as ${n.pascal}Input,
    tags: {} as ${n.pascal}Tag,
  },
  actions: {
    takeStep: assign(({ context }) => takeStep(context)),
  },
  guards: {
    stepIsOpen: ({ context, event }) => {
      assertEvent(event, 'step.taken');
      return stepProblem(context, event) === undefined;
    },
  },
}).createMachine({
  id: '${n.camel}',
  context: ({ input }) => createInitialContext(input),
  initial: 'waiting',
  states: {
    waiting: {
      tags: 'waiting',
      description: 'Nothing has happened yet: the table waits for its one step.',
      on: {
        'step.taken': { guard: 'stepIsOpen', target: 'done', actions: 'takeStep', description: 'The step is taken.' },
      },
    },
    done: {
      type: 'final',
      tags: ['done', 'over'],
      description: 'The step has been taken: the procedure is over.',
    },
  },
});

/** The saved form's version; older versions this machine still reads (see core/record.ts). */
export const ${n.camel}Record: RecordFormat = {
  current: '${n.name}/1',
  upgrades: {},
};
`,
    [`${dir}/${n.name}.setup.ts`]: `/**
 * Attribute text → ${n.title}'s machine input, with one specific message per bad value (the
 * default is used and the widget still runs). Every value is read through core/attributes.ts.
 */
import { readSeed, seedProblem } from '../../core/attributes.js';
import type { AttributeText, SetupResult } from '../../core/procedure.js';
import type { ${n.pascal}Input } from './${n.name}.context.js';

/** The attributes the setup reads, as written in HTML, \`seed\` first. */
export const ${n.constant}_ATTRIBUTES = ['seed'] as const;
export type ${n.pascal}Attribute = (typeof ${n.constant}_ATTRIBUTES)[number];

export function parse${n.pascal}Setup(attrs: AttributeText<${n.pascal}Attribute>, fallbackSeed = 1): SetupResult<${n.pascal}Input> {
  const errors: string[] = [];
  return { input: { seed: readSeed(attrs.seed, errors) ?? fallbackSeed }, errors };
}

/** Why a saved or shared input cannot start a table, or undefined when it can. */
export function ${n.camel}InputProblem(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return 'it holds no setup';
  return seedProblem((input as Record<string, unknown>).seed);
}
`,
    [`${dir}/${n.name}.view.ts`]: `/** What a widget shows of ${n.title} beyond the context: derived values, and the summary. */
import type { SnapshotFrom } from 'xstate';
import type { Why } from '../../core/explain.js';
import type { ${M} } from './${n.name}.machine.js';

type Snapshot = Pick<SnapshotFrom<typeof ${M}>, 'context' | 'hasTag'>;

/** Once it is over: what became of it. */
export function summary(snapshot: Snapshot): Why[] | undefined {
  return snapshot.hasTag('over') ? [...snapshot.context.narration] : undefined;
}
`,
    [`${dir}/${n.name}.odds.ts`]: `/**
 * ${n.title}'s teaching, loaded when a reader first asks: the exact odds of what is about to be
 * drawn or rolled, and the question a learner may answer before a step a rule decides. Nothing
 * is drawn or rolled yet, so there are neither.
 */
import type { SnapshotFrom } from 'xstate';
import type { NextOdds, Prediction } from '../../core/explain.js';
import type { ${n.pascal}Context } from './${n.name}.context.js';
import type { ${M} } from './${n.name}.machine.js';

type Snapshot = SnapshotFrom<typeof ${M}>;

export function nextOdds(_snapshot: Snapshot): NextOdds | undefined {
  return undefined;
}

export function predictionFor(_snapshot: Snapshot): Prediction<${n.pascal}Context> | undefined {
  return undefined;
}
`,
    [`${dir}/${n.name}.examples.ts`]: `/**
 * ${n.title}'s worked examples, as inputs and the events that play them; the default first.
 * ${n.name}.examples.test.ts asserts every step against the book.
 */
import type { WorkedExample } from '../../core/procedure.js';
import type { ${M} } from './${n.name}.machine.js';

export const ${n.constant}_EXAMPLES: readonly WorkedExample<typeof ${M}>[] = [
  {
    id: 'one-step',
    title: 'One step, and it is over (our own example)',
    input: { seed: 1 },
    events: [{ type: 'step.taken' }],
  },
];
`,
    [`${dir}/index.ts`]: `/**
 * ${n.systemName}, ${n.title}, as one procedure. Everything a widget, a test or a tool needs
 * of it is this object.
 */
import type { Procedure } from '../../core/procedure.js';
import { ${n.constant}_EXAMPLES } from './${n.name}.examples.js';
import { ${M}, ${n.camel}Record } from './${n.name}.machine.js';
import { ${n.constant}_RULES } from './${n.name}.rules.js';
import { ${n.constant}_ATTRIBUTES, ${n.camel}InputProblem, parse${n.pascal}Setup, type ${n.pascal}Attribute } from './${n.name}.setup.js';
import { summary } from './${n.name}.view.js';

export const ${n.camel} = {
  name: '${n.name}',
  system: '${n.system}',
  title: '${q(n.title)}',
  page: '${n.page}',
  machine: ${M},
  record: ${n.camel}Record,
  rules: ${n.constant}_RULES,
  attributes: ${n.constant}_ATTRIBUTES,
  setup: parse${n.pascal}Setup,
  inputProblem: ${n.camel}InputProblem,
  summary,
  examples: ${n.constant}_EXAMPLES,
  teaching: () => import('./${n.name}.odds.js'),
} satisfies Procedure<typeof ${M}, ${n.pascal}Attribute>;

export type { ${n.pascal}Context, ${n.pascal}Event, ${n.pascal}Input } from './${n.name}.context.js';
export type { ${n.pascal}Tag } from './${n.name}.machine.js';
`,
    [`${dir}/${n.name}.machine.test.ts`]: `import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { ${M} } from './${n.name}.machine.js';
import { stepProblem } from './${n.name}.steps.js';

describe('${q(n.title)}, step by step', () => {
  it('waits for its one step, then is over', () => {
    const [start] = initialTransition(${M}, { seed: 1 });
    expect(start.hasTag('waiting')).toBe(true);
    const [done] = transition(${M}, start, { type: 'step.taken' });
    expect(done.hasTag('over')).toBe(true);
    expect(done.status).toBe('done');
    expect(done.context.steps).toBe(1);
  });

  it('says why a second step is refused', () => {
    const [start] = initialTransition(${M}, { seed: 1 });
    const [done] = transition(${M}, start, { type: 'step.taken' });
    expect(stepProblem(done.context, { type: 'step.taken' })).toBe('The step has been taken already.');
  });
});
`,
    [`${dir}/${n.name}.graph.test.ts`]: `import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { ${M} } from './${n.name}.machine.js';

describe('${q(n.title)} as a graph', () => {
  it('reaches every state, each by the shortest way the rules allow', () => {
    const paths = getShortestPaths(${M}, { input: { seed: 1 }, events: [{ type: 'step.taken' }] });
    const shortest = (state: 'waiting' | 'done') => paths.find((p) => p.state.matches(state))?.steps.map((s) => s.event.type);
    expect(Object.keys(${M}.root.states)).toEqual(['waiting', 'done']);
    expect(shortest('waiting')).toEqual(['xstate.init']);
    expect(shortest('done')).toEqual(['xstate.init', 'step.taken']);
  });
});
`,
    [`${dir}/${n.name}.examples.test.ts`]: `import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { ${M} } from './${n.name}.machine.js';
import { ${n.constant}_EXAMPLES } from './${n.name}.examples.js';

describe("${n.title}'s worked examples", () => {
  it.each(${n.constant}_EXAMPLES.map((e) => [e.id, e] as const))('%s plays to its end, every step allowed', (_id, example) => {
    let [snapshot] = initialTransition(${M}, example.input);
    for (const event of example.events) {
      expect(snapshot.can(event), JSON.stringify(event)).toBe(true);
      [snapshot] = transition(${M}, snapshot, event);
    }
    expect(snapshot.hasTag('over')).toBe(true);
  });
});
`,
    [`${dir}/${n.name}.setup.test.ts`]: `import { describe, expect, it } from 'vitest';
import { parse${n.pascal}Setup, ${n.camel}InputProblem } from './${n.name}.setup.js';

describe('reading the widget attributes', () => {
  it('reads a good seed without complaint', () => {
    expect(parse${n.pascal}Setup({ seed: '42' })).toEqual({ input: { seed: 42 }, errors: [] });
  });

  it('names a bad seed and uses the fallback', () => {
    const { input, errors } = parse${n.pascal}Setup({ seed: 'NaN' }, 7);
    expect(input.seed).toBe(7);
    expect(errors.join(' ')).toContain('seed');
  });

  it('refuses a saved input of the wrong shape, in words a reader understands', () => {
    expect(${n.camel}InputProblem({ seed: 1 })).toBeUndefined();
    for (const bad of [null, [], 'x', {}, { seed: -1 }, { seed: 'constructor' }]) expect(${n.camel}InputProblem(bad)).toBeTypeOf('string');
  });
});
`,
    [`widgets/${n.name}/rb-${n.name}.ts`]: `/**
 * <rb-${n.name}>: ${n.systemName}'s ${n.title.toLowerCase()}, played step by step.
 *
 * Renders snapshots of \`${M}\` and sends it events. Every rule comes from
 * machines/${n.system}/${n.name}/: buttons are enabled by asking the machine, sentences are its
 * reports. The attributes, events, parts and theme every widget shares are TableElement's.
 *
 * @csspart controls - The button that takes the step.
 */
import { html } from 'lit';
import { ${n.camel} } from '../../machines/${n.system}/${n.name}/index.js';
import type { ${M} } from '../../machines/${n.system}/${n.name}/${n.name}.machine.js';
import { baseStyles } from '../shared/styles.js';
import { TableElement } from '../shared/table-element.js';
import { TableHost } from '../shared/table-host.js';
import { renderTeaching, renderTeachToolbar, TeachController } from '../shared/teach.js';
import { renderFrame, whyText } from '../shared/ui.js';

type Machine = typeof ${M};

export class Rb${n.pascal} extends TableElement<Machine> {
  static override styles = [baseStyles];

  protected readonly table: TableHost<Machine> = new TableHost(this, ${n.camel}, {
    onStep: (snapshot) => this.table.announce(whyText(snapshot.context.narration)),
  });
  override readonly teach: TeachController<Machine> = new TeachController(this, this.table, {
    chart: () => import('../../generated/charts/${n.name}.chart.js'),
  });

  protected override render() {
    const snapshot = this.table.snapshot;
    const step = { type: 'step.taken' } as const;
    return renderFrame(this.table, {
      label: '${q(n.title)}',
      status: snapshot.hasTag('over') ? 'Over' : 'Waiting for the step',
      toolbar: renderTeachToolbar(this.teach),
      stage: html\`<div part="controls">
        <button part="button" class="primary" ?disabled=\${!snapshot.can(step)} @click=\${() => this.send(step)}>Take the step</button>
      </div>\`,
      why: snapshot.context.narration,
      teaching: renderTeaching(this.teach),
      whyOf: (s) => s.context.narration,
    });
  }
}

customElements.define('rb-${n.name}', Rb${n.pascal});

declare global {
  interface HTMLElementTagNameMap {
    'rb-${n.name}': Rb${n.pascal};
  }
}
`,
    [`widgets/${n.name}/rb-${n.name}.test.ts`]: `import { expect, fixture, html } from '@open-wc/testing';
import { ${M}, ${n.camel}Record } from '../../machines/${n.system}/${n.name}/${n.name}.machine.js';
import chart from '../../generated/charts/${n.name}.chart.js';
import { expectChartMatchesMachine } from '../shared/testing/chart.js';
import { checkDamagedSavedTables, checkEachInvalidValue, checkHostileAttributes, type AttributeSpec } from '../shared/testing/hostile.js';
import { press, root } from '../shared/testing/keys.js';
import './rb-${n.name}.js';
import type { Rb${n.pascal} } from './rb-${n.name}.js';

const table = () => fixture<Rb${n.pascal}>(html\`<rb-${n.name} no-save seed="1"></rb-${n.name}>\`);
const text = (el: Rb${n.pascal}) => root(el).textContent!.replace(/\\s+/g, ' ');
const ATTRIBUTES: readonly AttributeSpec[] = [{ name: 'seed', kind: 'checked' }];

/** Plays one step by keyboard: the widget still works. */
async function playsOneStepByKeys(el: Rb${n.pascal}) {
  await press(el, 'Take the step');
  expect(el.snapshot.hasTag('over')).to.equal(true);
}

describe('rb-${n.name}', () => {
  it('is accessible at the start and once it is over', async () => {
    const el = await table();
    await expect(el).to.be.accessible();
    await press(el, 'Take the step');
    await expect(el).to.be.accessible();
  });

  it('takes its one step by keyboard and says why, with its rule', async () => {
    const el = await table();
    await press(el, 'Take the step');
    expect(text(el)).to.contain('The step is taken');
    expect(root(el).querySelector('[part~="rule-link"]')).to.exist;
  });

  it('draws its statechart from the machine', () => {
    expectChartMatchesMachine(chart, ${M});
  });

  describe('hostile input', function () {
    this.timeout(120_000);
    const options = { tag: 'rb-${n.name}', attributes: ATTRIBUTES, works: playsOneStepByKeys, fixed: { 'no-save': '' } };

    it('names each attribute given a value it cannot take, and still plays', async () => {
      await checkEachInvalidValue(options);
    });

    it('survives any values in any attributes, changed while it runs and removed again', async () => {
      await checkHostileAttributes({ ...options, runs: 10 });
    });

    it('opens fresh with a plain message from a damaged saved table of any shape', async () => {
      await checkDamagedSavedTables({ tag: 'rb-${n.name}', works: playsOneStepByKeys, format: ${n.camel}Record.current, runs: 10 });
    });
  });
});
`,
    [`site/components/${n.pascal}.astro`]: `---
// Puts <rb-${n.name}> into a page through the generic Widget (its props checked against
// generated/custom-elements.json at build). The fallback is what a reader sees before (or
// without) the script: the page's text still carries the whole rule.
import Widget from './Widget.astro';

interface Props {
  id?: string;
  seed?: number;
  learn?: boolean;
  /** Key for the saved table and share links: give each widget on a page its own. */
  storageKey?: string;
  caption?: string;
}
const { caption, ...props } = Astro.props;
---

<Widget tag="rb-${n.name}" {...props}>
  <p>{caption ?? 'An interactive table appears here when JavaScript runs.'}</p>
</Widget>
`,
  };
}
