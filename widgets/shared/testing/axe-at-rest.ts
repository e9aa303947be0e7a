/**
 * Loaded before every widget test (the `testRunnerHtml` of both web-test-runner configs): axe
 * reads a widget at rest. `expect(el).to.be.accessible()` first finishes every animation in the
 * element's shadow root and in its descendants' (widgets/shared/motion.ts), so a card halfway
 * through being dealt in, still half transparent, is not measured for colour contrast. Motion's
 * promise makes this exact: the DOM is always the end state, and finishing an animation leaves the
 * same page a reader with reduced motion meets.
 *
 * It registers chai-a11y-axe on the chai @open-wc/testing uses (from its side-effect-free entry) (which then skips it, chai.use
 * being once per plugin) and does not import @open-wc/testing itself: that module registers its
 * fixture cleanup only if mocha's `afterEach` exists when it loads, which is not yet the case
 * here, and fixtures would then pile up from one test to the next.
 */
import * as pure from '@open-wc/testing/pure';
import { chaiA11yAxe } from 'chai-a11y-axe';
import { finishAll } from '../motion.js';

// The module exports the chai instance its tests share; its types leave it out.
const { chai } = pure as unknown as { chai: Chai.ChaiStatic };
chai.use(chaiA11yAxe);
chai.Assertion.overwriteMethod('accessible', (original: (...args: unknown[]) => unknown) => {
  return function (this: Chai.AssertionStatic, ...args: unknown[]) {
    const subject: unknown = this._obj;
    if (subject instanceof Element) {
      for (const el of [subject, ...subject.querySelectorAll('*')]) if (el.shadowRoot) finishAll(el.shadowRoot);
    }
    return original.apply(this, args);
  };
});
