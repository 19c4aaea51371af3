import { useLayoutEffect, useState, type RefObject } from 'react';

interface Measured {
  /** Each header cell's width on screen, by column id. */
  columns: ReadonlyMap<string, number>;
  /** The scroller's visible width; 0 until laid out. */
  viewport: number;
  /** The sticky header's height; 0 until laid out. */
  header: number;
}

const NOTHING: Measured = { columns: new Map(), viewport: 0, header: 0 };

const same = (a: Measured, b: Measured) =>
  Math.abs(a.viewport - b.viewport) < 0.5 &&
  Math.abs(a.header - b.header) < 0.5 &&
  a.columns.size === b.columns.size &&
  [...a.columns].every(([id, w]) => Math.abs((b.columns.get(id) ?? -1) - w) < 0.5);

/**
 * The real widths of the grid's columns and of its visible area, followed as they change (a
 * resize, a language, wrapped headers). Pinned offsets built from them match the table's own
 * layout; a declared width is only the browser's starting point. Where the browser has no
 * ResizeObserver (jsdom) nothing is measured and the declared widths stand.
 */
export function useMeasuredWidths(scrollRef: RefObject<HTMLElement | null>, columnsKey: string): Measured {
  const [measured, setMeasured] = useState<Measured>(NOTHING);
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    const heads = () => [...scroller.querySelectorAll<HTMLElement>('thead th[data-column-id]')];
    const read = () => {
      const next: Measured = {
        viewport: scroller.clientWidth,
        header: scroller.querySelector('thead')?.getBoundingClientRect().height ?? 0,
        columns: new Map(heads().map((th) => [th.dataset.columnId!, th.getBoundingClientRect().width])),
      };
      setMeasured((current) => (same(current, next) ? current : next));
    };
    const observer = new ResizeObserver(read);
    observer.observe(scroller);
    heads().forEach((th) => observer.observe(th));
    read();
    return () => observer.disconnect();
  }, [scrollRef, columnsKey]);
  return measured;
}
