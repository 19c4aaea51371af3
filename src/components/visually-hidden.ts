/**
 * Inline style of content kept for screen readers (and focusable, for an input) but not drawn:
 * e.g. the words that complete a button's accessible name around its visible text.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
