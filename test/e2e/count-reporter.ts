// Ends the run with the one line `npm test` (scripts/test-all.mjs) and CI read:
// "N passed, N failed". A test that failed and then passed on its retry counts as passed and
// is named above that line as flaky; a skipped test counts as neither.
import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';

export default class CountReporter implements Reporter {
  private suite: Suite | undefined;
  private started = Date.now();

  onBegin(_config: unknown, suite: Suite): void {
    this.suite = suite;
    this.started = Date.now();
  }

  onEnd(result: FullResult): void {
    const tests = this.suite?.allTests() ?? [];
    let passed = 0;
    let failed = 0;
    const flaky: string[] = [];
    for (const t of tests) {
      const outcome = t.outcome();
      if (outcome === 'expected') passed++;
      else if (outcome === 'flaky') {
        passed++;
        // Its file, its describes and its name (the root and the unnamed project are empty).
        flaky.push(t.titlePath().filter(Boolean).join(' › '));
      } else if (outcome === 'unexpected') failed++;
    }
    if (flaky.length) console.log(`\nflaky (failed, then passed on its retry): ${flaky.length}\n  ${flaky.join('\n  ')}`);
    console.log(`\ne2e: ${tests.length} test(s) in ${((Date.now() - this.started) / 1000).toFixed(1)} s (${result.status})`);
    console.log(`${passed} passed, ${failed} failed`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
