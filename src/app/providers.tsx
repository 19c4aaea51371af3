import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastHost } from '../components/toast-host.tsx';
import { i18n } from './i18n.ts';
import { createAppTheme, emotionCaches } from './theme.ts';
import { useDirection } from './use-direction.ts';

function ThemedProviders({ children }: { children: ReactNode }) {
  const direction = useDirection();
  const theme = useMemo(() => createAppTheme(direction), [direction]);
  return (
    <CacheProvider value={emotionCaches[direction]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        <ToastHost />
      </ThemeProvider>
    </CacheProvider>
  );
}

/** Everything a screen relies on: translations, direction-aware theme, the toast host. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemedProviders>{children}</ThemedProviders>
    </I18nextProvider>
  );
}
