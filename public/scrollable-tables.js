// A wide table that scrolls sideways takes focus, so a keyboard can scroll it (WCAG 2.1.1; axe:
// scrollable-region-focusable). Read once laid out (ResizeObserver): no forced layout.
const o = new ResizeObserver((es) => {
  for (const { target: t } of es) t.scrollWidth > t.clientWidth + 1 ? t.setAttribute('tabindex', '0') : t.removeAttribute('tabindex');
});
for (const t of document.querySelectorAll('.sl-markdown-content table')) o.observe(t);
