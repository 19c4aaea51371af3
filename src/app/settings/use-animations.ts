import { useReducedMotion } from '../../lib/use-reduced-motion.ts';
import { useSettings } from './settings-store.ts';

/**
 * Whether the office screens animate: the settings drawer's "Animations", and never while the
 * device asks for reduced motion (WCAG 2.3.3), so a toast or drawer appears at once, fully drawn.
 */
export function useAnimations(): boolean {
  const chosen = useSettings((s) => s.settings.animations);
  const reduced = useReducedMotion();
  return chosen && !reduced;
}
