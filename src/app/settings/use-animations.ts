import useMediaQuery from '@mui/material/useMediaQuery';
import { useSettings } from './settings-store.ts';

/**
 * Whether the office screens animate: the settings drawer's "Animations", and never while the
 * device asks for reduced motion (WCAG 2.3.3), so a toast or drawer appears at once, fully drawn.
 */
export function useAnimations(): boolean {
  const chosen = useSettings((s) => s.settings.animations);
  // Read on the first render (no server rendering here), so nothing animates before the answer.
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  return chosen && !reduced;
}
