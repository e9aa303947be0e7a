// What every rulebook page's <head> needs for the app: the manifest, the bar colour for
// each theme, the Apple touch icon, and the script that registers the service worker
// (after load) and offers a new version. Spread into Starlight's `head` in astro.config.ts.
// The iframe pages under /embed/ are not Starlight pages and get none of this.

export const APP = {
  name: 'Combat Rulebook',
  shortName: 'Rulebook',
  description: 'Four indie combat systems as a rules reference you can play through, step by step, online or off.',
};

/** Starlight's own colours: the header bar and the page background, in each theme. */
export const THEME = {
  light: { bar: '#f6f7f9', background: '#ffffff' },
  dark: { bar: '#23262f', background: '#17181c' },
};

export const pwaHead: { tag: 'link' | 'meta' | 'script'; attrs: Record<string, string> }[] = [
  { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' } },
  { tag: 'meta', attrs: { name: 'theme-color', content: THEME.light.bar, media: '(prefers-color-scheme: light)' } },
  { tag: 'meta', attrs: { name: 'theme-color', content: THEME.dark.bar, media: '(prefers-color-scheme: dark)' } },
  { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' } },
  { tag: 'script', attrs: { type: 'module', src: '/sw-register.js' } },
];
