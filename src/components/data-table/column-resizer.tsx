import Box from '@mui/material/Box';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { MAX_WIDTH, MIN_WIDTH } from './column-layout.ts';

interface ColumnResizerProps {
  /** The column's width now, in px. */
  width: number;
  /** Accessible name, e.g. 'Resize Name'. */
  label: string;
  rtl: boolean;
  /** While dragging: the width to show. */
  onPreview: (width: number | undefined) => void;
  /** The width chosen: at the end of a drag, or on each key. */
  onResize: (width: number) => void;
}

// Px per arrow key; with Shift, a bigger step.
const STEP = 10;
const BIG_STEP = 50;

/**
 * The drag handle on a header's inline-end edge. A focusable separator: Left/Right (mirrored in
 * right to left) or Down/Up narrow and widen by 10 px (50 with Shift), Home/End to the bounds.
 */
export function ColumnResizer({ width, label, rtl, onPreview, onResize }: ColumnResizerProps) {
  const drag = useRef<{ x: number; width: number; last: number } | null>(null);
  const bounded = (value: number) => Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, value)));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = event.shiftKey ? BIG_STEP : STEP;
    const wider = rtl ? 'ArrowLeft' : 'ArrowRight';
    const narrower = rtl ? 'ArrowRight' : 'ArrowLeft';
    const by: Record<string, number> = { [wider]: step, ArrowUp: step, [narrower]: -step, ArrowDown: -step };
    const next =
      event.key === 'Home' ? MIN_WIDTH : event.key === 'End' ? MAX_WIDTH : by[event.key] !== undefined ? width + by[event.key]! : undefined;
    if (next === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    onResize(bounded(next));
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const start = event.currentTarget.parentElement?.getBoundingClientRect().width || width;
    drag.current = { x: event.clientX, width: start, last: start };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!drag.current) return;
    const moved = (event.clientX - drag.current.x) * (rtl ? -1 : 1);
    drag.current.last = bounded(drag.current.width + moved);
    onPreview(drag.current.last);
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    const { last, width: start } = drag.current;
    drag.current = null;
    onPreview(undefined);
    if (last !== Math.round(start)) onResize(last);
  };

  return (
    <Box
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={Math.round(width)}
      aria-valuemin={MIN_WIDTH}
      aria-valuemax={MAX_WIDTH}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      // A click on the handle is no click on the header (it would sort).
      onClick={(event) => event.stopPropagation()}
      sx={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        // Physical 'right', mirrored to the left edge by the RTL style cache.
        right: 0,
        width: 8,
        cursor: 'col-resize',
        touchAction: 'none',
        zIndex: 1,
        '&::after': { content: '""', position: 'absolute', top: 8, bottom: 8, right: 3, width: 2, bgcolor: 'divider' },
        '&:hover::after, &:focus-visible::after': { bgcolor: 'primary.main' },
        '&:focus-visible': { outline: (theme) => `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
      }}
    />
  );
}
