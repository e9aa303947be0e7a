/**
 * Loaded before every widget test (the `testRunnerHtml` of both web-test-runner configs): axe
 * reads a widget at rest. `expect(el).to.be.accessible()` first finishes every animation in the
 * element's shadow root and in its descendants' (widgets/shared/motion.ts), so a card halfway
 * through being dealt in, still half transparent, is not measured for colour contrast. Motion's
 * promise makes this exact: the DOM is always the end state, and finishing an animation leaves the
 * same page a reader with reduced motion meets.
 */
import { chai } from '@open-wc/testing';
import { finishAll } from '../motion.js';

chai.Assertion.overwriteMethod('accessible', (original: (...args: unknown[]) => unknown) => {
  return function (this: Chai.AssertionStatic, ...args: unknown[]) {
    const subject: unknown = this._obj;
    if (subject instanceof Element) {
      for (const el of [subject, ...subject.querySelectorAll('*')]) if (el.shadowRoot) finishAll(el.shadowRoot);
    }
    return original.apply(this, args);
  };
});
