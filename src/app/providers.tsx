import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { usePlainHostsActive } from '../components/plain-ui/host-claims.ts';
import { useDialogStore } from '../lib/dialog.ts';
import { QueryProvider } from '../lib/query/query-provider.tsx';
import { useToastStore } from '../lib/toast.ts';
import { useOnceShown } from '../lib/use-once-shown.ts';
import { i18n } from './i18n-core.ts';
import { useSettings } from './settings/settings-store.ts';
import { useAnimations } from './settings/use-animations.ts';
import { createAppTheme, loadedRtlCache, loadRtlCache, ltrCache, type Direction } from './theme.ts';
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

const ToastHost = lazy(() => import('../components/toast-host.tsx').then((m) => ({ default: m.ToastHost })));
const DialogHost = lazy(() => import('./dialog-host.tsx').then((m) => ({ default: m.DialogHost })));

/**
 * The toast and dialog hosts load with the first toast or dialog: most starts show neither. A device
 * screen inside the panel draws its own (PlainHosts), and these step aside meanwhile.
 */
function Hosts() {
  const toast = useOnceShown(useToastStore((s) => s.current !== null));
  const dialog = useOnceShown(useDialogStore((s) => s.current !== null));
  const plain = usePlainHostsActive();
  if (plain) return null;
  return (
    <Suspense fallback={null}>
      {toast ? <ToastHost /> : null}
      {dialog ? <DialogHost /> : null}
    </Suspense>
  );
}

// A right-to-left panel fetches the mirroring plugin as soon as the panel's code runs.
if (i18n.dir(i18n.language) === 'rtl') void loadRtlCache().catch(() => undefined);

/**
 * The direction the styles can be drawn in, with its emotion cache: a page turning right to left
 * stays left to right for the moment its mirroring plugin takes to load.
 */
function useStyleDirection(wanted: Direction) {
  const [rtl, setRtl] = useState(loadedRtlCache);
  useEffect(() => {
    if (wanted === 'rtl' && !rtl) void loadRtlCache().then(setRtl, () => undefined);
  }, [wanted, rtl]);
  return wanted === 'rtl' && rtl ? { direction: wanted, cache: rtl } : { direction: 'ltr' as const, cache: ltrCache };
}

function ThemedProviders({ children }: { children: ReactNode }) {
  const { direction, cache } = useStyleDirection(useDirection());
  const name = useSettings((s) => s.settings.theme.main);
  const animations = useAnimations();
  const scrollbars = useSettings((s) => s.settings.customScrollbars);
  const theme = useMemo(() => createAppTheme(direction, { name, animations }), [direction, name, animations]);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {scrollbars ? customScrollbars : null}
        {children}
        <Hosts />
      </ThemeProvider>
    </CacheProvider>
  );
}

/**
 * The office panel's providers, loaded with the panel (src/app/app.tsx): the direction-aware MUI
 * theme, its emotion cache, CssBaseline, the MUI toast and dialog hosts, and the query cache of
 * server data. A start straight onto the device screen never loads them (its cold-start budget).
 * Tests pass their own `queryClient` (no retries).
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryProvider client={queryClient}>
        <ThemedProviders>{children}</ThemedProviders>
      </QueryProvider>
    </I18nextProvider>
  );
}
