import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';

// The first-play tests play on a phone's width in every engine: this proves the page then has
// that viewport. WebKitGTK's MiniBrowser window (the engines run) will not go narrower than its
// toolbar, 447 px of page, a large phone's width: there a phone plays at that floor.
const WEBKIT_NARROWEST = 447;
const webkit = /AppleWebKit/.test(navigator.userAgent) && !/Chrome|Firefox/.test(navigator.userAgent);

describe('setViewport', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it("gives the page a phone's viewport and back", async () => {
    await setViewport({ width: 390, height: 844 });
    await new Promise((r) => requestAnimationFrame(r));
    expect([innerWidth, innerHeight]).to.deep.equal([webkit ? WEBKIT_NARROWEST : 390, 844]);
    await setViewport({ width: 1280, height: 900 });
    await new Promise((r) => requestAnimationFrame(r));
    expect([innerWidth, innerHeight]).to.deep.equal([1280, 900]);
  });
});
