/**
 * The optional host script for pages that frame a widget and have nothing of their own
 * listening for its height (WordPress, Embedly and AMP hosts already do). One classic
 * script on the host page:
 *
 *   <script src="https://<site>/embed/v<version>/resize.js" async></script>
 *
 * Each rulebook iframe then takes the height its page reports (the Embedly/Medium
 * `iframe.resize` message), and follows it as the widget grows and shrinks. Only frames
 * whose address is on the same site as this script are touched, and only by the frame that
 * sent the message.
 */
((): void => {
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script?.src) return;
  const origin = new URL(script.src).origin;
  addEventListener('message', (e: MessageEvent) => {
    let data: unknown = e.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        return;
      }
    }
    const message = data as { context?: unknown; height?: unknown } | null;
    if (!message || message.context !== 'iframe.resize') return;
    const height = Math.ceil(Number(message.height));
    if (!(height > 0 && height < 100_000)) return;
    for (const frame of document.querySelectorAll('iframe')) {
      if (frame.contentWindow !== e.source) continue;
      let from = '';
      try {
        from = new URL(frame.src, location.href).origin;
      } catch {
        /* not a URL: not ours */
      }
      if (from !== origin) continue;
      frame.height = String(height);
      frame.style.height = `${height}px`;
    }
  });
})();
