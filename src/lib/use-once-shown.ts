import { useState } from 'react';

/**
 * True from the first render where `shown` is true on: a dialog or drawer whose code loads when it
 * is first needed stays mounted after closing, so its closing transition (and what follows it) runs.
 */
export function useOnceShown(shown: boolean): boolean {
  const [seen, setSeen] = useState(shown);
  if (shown && !seen) setSeen(true);
  return seen || shown;
}
