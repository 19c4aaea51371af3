import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';

/** Height of one small MUI table row; the first estimate before rows are measured. */
export const ROW_HEIGHT = 37;
// Rows rendered beyond each edge of the visible window, so fast scrolling shows no blank gap.
const OVERSCAN = 10;

/**
 * Virtualizes the body rows of a scrolling table: only the rows in view (plus a margin) are in the
 * DOM, so a 1000-row page scrolls smoothly. `viewportHeight` stands in for the scroller's height
 * while it has none (not laid out yet, hidden, or jsdom), so a first window still renders.
 */
export function useRowVirtualizer(
  count: number,
  scrollRef: RefObject<HTMLDivElement | null>,
  viewportHeight: number,
  keyOf: (index: number) => string | number,
) {
  return useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: keyOf,
    initialRect: { width: 0, height: viewportHeight },
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: viewportHeight })),
    // Rows with wrapped text are taller than the estimate; a row that measures 0 is not laid out,
    // and counting it as 0 would pull every row into the window.
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance);
      return size > 0 ? size : ROW_HEIGHT;
    },
  });
}
