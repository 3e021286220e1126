/// <reference lib="dom" />
/**
 * Svelte action: calls `onVisible` once, the first time the element comes within
 * `margin` of the viewport (IntersectionObserver), then stops watching.
 */
export function inView(node: Element, onVisible: () => void): { destroy(): void } {
  const io = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        onVisible();
      }
    },
    { rootMargin: '200px 0px' },
  );
  io.observe(node);
  return { destroy: () => io.disconnect() };
}
