import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastHost } from '../components/toast-host.tsx';
import { DialogHost } from './dialog-host.tsx';
import { i18n } from './i18n.ts';
import { useSettings } from './settings/settings-store.ts';
import { createAppTheme, emotionCaches } from './theme.ts';
import { useDirection } from './use-direction.ts';

/** Thin scrollbars everywhere when the settings drawer's "Custom scrollbars" is on. */
const customScrollbars = (
  <GlobalStyles
    styles={{
      '*': { scrollbarWidth: 'thin', scrollbarColor: 'rgba(120,120,120,.6) transparent' },
      '*::-webkit-scrollbar': { width: 8, height: 8 },
      '*::-webkit-scrollbar-thumb': { backgroundColor: 'rgba(120,120,120,.6)', borderRadius: 4 },
    }}
  />
);

function ThemedProviders({ children }: { children: ReactNode }) {
  const direction = useDirection();
  const name = useSettings((s) => s.settings.theme.main);
  const animations = useSettings((s) => s.settings.animations);
  const scrollbars = useSettings((s) => s.settings.customScrollbars);
  const theme = useMemo(() => createAppTheme(direction, { name, animations }), [direction, name, animations]);
  return (
    <CacheProvider value={emotionCaches[direction]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {scrollbars ? customScrollbars : null}
        {children}
        <ToastHost />
        <DialogHost />
      </ThemeProvider>
    </CacheProvider>
  );
}

/** Everything a screen relies on: translations, direction-aware theme, the toast and dialog hosts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemedProviders>{children}</ThemedProviders>
    </I18nextProvider>
  );
}
