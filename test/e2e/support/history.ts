// The history bar every table widget ends with (widgets/shared/ui.ts): "Step 3 of 7" and the
// Start / Back / Forward buttons. Waiting for its count after a step means what is read next
// is the step's own state, not the one before it.
import type { Locator } from '@playwright/test';
import { expect } from '../fixtures.js';

/** Where the story is, "Step 3 of 7" (its text; on a narrow widget "Step" is read out, not drawn). */
export const stepOf = (widget: Locator): Locator => widget.locator('[part~="history"] .where');

/** Presses the history bar's Forward `times` times, each step shown before the next is taken. */
export async function forward(widget: Locator, times = 1): Promise<void> {
  const button = widget.locator('[part~="history"]').getByRole('button', { name: 'Forward', exact: true });
  for (let i = 0; i < times; i++) {
    const [, done = '0', of = ''] = /(\d+) of (\d+)/.exec((await stepOf(widget).textContent()) ?? '') ?? [];
    await button.click();
    await expect(stepOf(widget)).toHaveText(`Step ${Number(done) + 1} of ${of}`);
  }
}
