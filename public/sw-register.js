// The rulebook as an app (see site/pwa/): registers the service worker once the page has
// loaded and the browser is idle, so it never competes with the page for the network, and
// offers a new version with a quiet notice. The new version takes over only when the reader
// presses Reload: until then every file still comes from the version this page was built with.
//
// What is kept for offline use (site/pwa/sw.js): the worker keeps each page the reader opens,
// with all it needs, once the page is idle. The whole rulebook (about 4 MB before
// compression) is kept only when the reader asks, with "Keep everything offline" at the foot
// of every page, or by itself when the connection is neither Save-Data nor metered
// (navigator.connection: saveData, a 2g/3g effectiveType or a cellular type; where the
// browser does not say, as Firefox and Safari do not, the connection counts as unmetered).
// That control says which of the two holds.
//
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
  const idle = (then) => (window.requestIdleCallback ? requestIdleCallback(then, { timeout: 5000 }) : setTimeout(then, 1000));
  const start = () => idle(() => sw.register('/sw.js').then(watch, () => {}));
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });

  offline(sw, idle);
}

/** Whether the connection may take the whole rulebook unasked: not Save-Data, not slow, not cellular (where the browser says). */
function unmetered() {
  const c = navigator.connection;
  if (!c) return true;
  return !c.saveData && !/2g|3g/.test(c.effectiveType || '') && c.type !== 'cellular';
}

/**
 * The offline control at the foot of the page: what is kept on this device, and "Keep
 * everything offline". It asks the worker to keep this page once the page is idle, and the
 * whole rulebook when the connection allows; the worker answers with what it keeps. The
 * sentence is a polite status, changed when the state changes (the progress bar is not).
 */
function offline(sw, idle) {
  const footer = document.querySelector('main footer') || document.querySelector('footer');
  if (!footer) return;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`
      .rb-offline { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; margin-block: 1.5rem 0;
        padding-block-start: 1rem; border-block-start: 1px solid var(--sl-color-hairline); font-size: var(--sl-text-sm); }
      .rb-offline p { margin: 0; flex: 1 1 20rem; }
      .rb-offline button { padding: 0.25rem 0.75rem; border: 1px solid var(--sl-color-text-accent); border-radius: 0.25rem;
        background: transparent; color: var(--sl-color-text-accent); font: inherit; cursor: pointer; }
      .rb-offline button:focus-visible { outline: 2px solid var(--sl-color-text-accent); outline-offset: 2px; }
      .rb-offline [hidden] { display: none; }
      @media print { .rb-offline { display: none; } }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // Unstyled, and still working.
  }
  const box = document.createElement('div');
  box.className = 'rb-offline';
  const text = document.createElement('p');
  text.setAttribute('role', 'status');
  text.textContent = 'Offline: each page you read here is kept on this device, so it works without a connection.';
  const bar = document.createElement('progress');
  bar.hidden = true;
  bar.setAttribute('aria-label', 'Files kept');
  const keepAll = document.createElement('button');
  keepAll.type = 'button';
  keepAll.textContent = 'Keep everything offline';
  box.append(text, bar, keepAll);
  footer.append(box);

  let keeping = false;
  const show = (state, sentence) => {
    box.dataset.state = state;
    if (text.textContent !== sentence) text.textContent = sentence;
    keepAll.hidden = state !== 'read';
    bar.hidden = state !== 'keeping';
  };
  sw.addEventListener('message', ({ data }) => {
    if (data?.type === 'KEPT') {
      keeping = !data.finished;
      bar.max = data.total;
      bar.value = data.done;
      if (keeping) show('keeping', 'Keeping the whole rulebook on this device…');
    } else if (data?.type === 'STATUS' && !keeping) {
      if (data.everything) {
        show('everything', 'Offline: the whole rulebook is kept on this device. Every page, widget and the search work without a connection.');
      } else {
        const pages = data.pages === 1 ? 'The 1 page' : `The ${data.pages} pages`;
        show('read', `Offline: ${pages} of ${data.pagesOf} you have read here are kept on this device and work without a connection; the others need one.`);
      }
    }
  });
  sw.ready.then((registration) => {
    const post = (message) => registration.active?.postMessage(message);
    keepAll.addEventListener('click', () => {
      keeping = true;
      show('keeping', 'Keeping the whole rulebook on this device…');
      post({ type: 'KEEP_ALL' });
    });
    idle(() => {
      post({ type: 'KEEP', page: location.pathname });
      if (unmetered()) post({ type: 'KEEP_ALL' });
    });
  });
}
