// Starlight lets a wide table scroll sideways on a small screen. A keyboard user can only
// scroll what takes focus (WCAG 2.1.1; axe: scrollable-region-focusable), so a table that
// actually scrolls gets a tab stop, and loses it again when the screen is wide enough.
const tables = () => document.querySelectorAll('.sl-markdown-content table');
const mark = () => {
  for (const table of tables()) {
    if (table.scrollWidth > table.clientWidth + 1) table.setAttribute('tabindex', '0');
    else table.removeAttribute('tabindex');
  }
};
mark();
addEventListener('resize', mark);
