/**
 * @web/test-runner-commands as the engines run (web-test-runner.engines.config.mjs) serves it:
 * that config resolves the tests' `import … from '@web/test-runner-commands'` to this module, so
 * the same test files press the same keys in Firefox and WebKit. Three kinds of key press need a
 * path of their own there; every other command is the stock one.
 *
 * - `sendKeys({ down })` / `sendKeys({ up })` (holding Alt for Alt+arrow): the stock command has no
 *   down or up over WebDriver (WebKit), and throws.
 * - `sendKeys({ type })`: the stock command, over WebDriver, presses all the characters at once,
 *   and WebKit drops a repeated one ('hall' arrives as 'hal', '5000' as '50').
 *   Both go to the config's `engines-send-keys` command, which presses one key at a time.
 * - `setViewport`: the stock command sizes only a Puppeteer or Playwright page and throws over
 *   WebDriver (WebKit). It goes to the config's `engines-set-viewport`, which sizes MiniBrowser's
 *   window to give the page that viewport.
 * - `sendKeys({ press: 'Space' })`: puppeteer's keyboard over WebDriver BiDi (Firefox) knows no
 *   key named Space, and throws. The key's value, ' ', is the same key in every launcher.
 *
 * The Chromium run (web-test-runner.config.mjs) does not use this module.
 */
import { executeServerCommand, sendKeys as stockSendKeys, type setViewport as stockSetViewport } from '@web/test-runner-commands';

export * from '@web/test-runner-commands';

type SendKeysPayload = Parameters<typeof stockSendKeys>[0];

export function sendKeys(payload: SendKeysPayload): Promise<void> {
  if ('press' in payload) return stockSendKeys(payload.press === 'Space' ? { press: ' ' } : payload);
  return executeServerCommand('engines-send-keys', payload);
}

export function setViewport(payload: Parameters<typeof stockSetViewport>[0]): Promise<void> {
  return executeServerCommand('engines-set-viewport', payload);
}
