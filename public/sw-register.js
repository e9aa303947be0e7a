// The rulebook as an app (see site/pwa/): registers the service worker once the page has
// loaded, so it never competes with the page for the network, and offers a new version
// with a quiet notice. The new version takes over only when the reader presses Reload:
// until then every file still comes from the version this page was built with.
// Also keeps the browser's bar colour in step with Starlight's theme picker.
const metas = [...document.querySelectorAll('meta[name="theme-color"]')];
const barColour = Object.fromEntries(metas.map((m) => [/dark/.test(m.media) ? 'dark' : 'light', m.content]));
const paintBar = () => {
  const colour = barColour[document.documentElement.dataset.theme];
  if (colour) for (const m of metas) m.content = colour;
};
paintBar();
new MutationObserver(paintBar).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });

const sw = navigator.serviceWorker;
if (sw && !location.pathname.startsWith('/embed/')) {
  // A polite live region, in the page from the start (empty, so it takes no room), so that
  // screen readers announce the notice when it is filled in.
  const region = document.createElement('div');
  region.className = 'rb-update';
  region.setAttribute('role', 'status');
  document.body.append(region);

  let controlled = Boolean(sw.controller);
  let accepted = false;
  const button = (label, onClick) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.addEventListener('click', onClick);
    return b;
  };
  const offer = (worker) => {
    if (region.childElementCount) return;
    const p = document.createElement('p');
    p.append('The rulebook has been updated. ');
    p.append(
      button('Reload', () => {
        accepted = true;
        // A waiting worker takes over now and the page reloads on controllerchange; one
        // another tab has already let in only needs this page to reload.
        if (worker && worker.state === 'installed') worker.postMessage({ type: 'SKIP_WAITING' });
        else location.reload();
      }),
      button('Later', () => region.replaceChildren()),
    );
    region.append(p);
  };
  sw.addEventListener('controllerchange', () => {
    if (accepted) location.reload();
    // The first worker taking an uncontrolled page is no update; a later one is (another
    // tab accepted it): this page's own modules are from the old build, so offer a reload.
    else if (controlled) offer();
    controlled = true;
  });
  const watch = (registration) => {
    if (registration.waiting && sw.controller) offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed' && sw.controller) offer(worker);
      });
    });
    // A tab left open at the table looks for a new version when it comes back into view.
    let checked = Date.now();
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && Date.now() - checked > 3_600_000) {
        checked = Date.now();
        registration.update().catch(() => {});
      }
    });
  };
  const start = () => sw.register('/sw.js').then(watch, () => {});
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
