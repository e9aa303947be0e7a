/**
 * A bare widget for the stage pieces' browser tests: it draws whatever `view` returns, with the
 * shared base styles and the pieces' styles, and has motion on (MotionController) like a
 * widget that uses them. Set `view` (and `extraStyles` before it connects), await `updateComplete`.
 */
import { LitElement, html, type CSSResultGroup, type TemplateResult } from 'lit';
import { MotionController, prefersReducedMotion } from '../motion.js';
import { baseStyles } from '../styles.js';

export class RbStageTest extends LitElement {
  static override properties = { view: { attribute: false } };
  static extraStyles: CSSResultGroup = [];
  static override get styles(): CSSResultGroup {
    return [baseStyles, RbStageTest.extraStyles];
  }
  declare view: () => TemplateResult;
  readonly motion = new MotionController(this);

  constructor() {
    super();
    this.view = () => html``;
  }

  protected override render() {
    return html`<div part="base" role="group" aria-label="Stage test">${this.view()}</div>`;
  }
}

/** Defines rb-stage-test with these styles (once per test file: each file runs in its own page). */
export function defineStageTest(styles: CSSResultGroup): void {
  if (customElements.get('rb-stage-test')) return;
  RbStageTest.extraStyles = styles;
  customElements.define('rb-stage-test', RbStageTest);
}

declare global {
  interface HTMLElementTagNameMap {
    'rb-stage-test': RbStageTest;
  }
}

/**
 * Turns the reader's reduced-motion preference on or off (emulateMedia) and waits until the
 * page has heard of it (the media query's change event is delivered as a task of its own).
 */
export async function reduceMotion(on: boolean): Promise<void> {
  const { emulateMedia } = await import('@web/test-runner-commands');
  await emulateMedia({ reducedMotion: on ? 'reduce' : 'no-preference' });
  for (let i = 0; i < 50 && prefersReducedMotion() !== on; i++) await new Promise((r) => setTimeout(r, 10));
}
