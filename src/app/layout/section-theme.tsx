import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import type { ThemeName } from '../settings/layout-settings.ts';
import { useSettings } from '../settings/settings-store.ts';
import { useAnimations } from '../settings/use-animations.ts';
import { createAppTheme } from '../theme.ts';
import { useDirection } from '../use-direction.ts';

/** Gives one part of the layout (navbar, toolbar, footer) its own theme from the settings. */
export function SectionTheme({ part, children }: { part: 'navbar' | 'toolbar' | 'footer'; children: ReactNode }) {
  const name: ThemeName = useSettings((s) => s.settings.theme[part]);
  const animations = useAnimations();
  const direction = useDirection();
  const theme = useMemo(() => createAppTheme(direction, { name, animations }), [direction, name, animations]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
