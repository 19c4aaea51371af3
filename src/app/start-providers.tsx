import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './i18n-core.ts';
import { useThemeVariables } from './theme-variables.ts';
import { useDirection } from './use-direction.ts';

function Themed({ children }: { children: ReactNode }) {
  useDirection();
  useThemeVariables();
  return children;
}

/**
 * What every start provides before its frame loads, without MUI: translations, the writing
 * direction on <html>, and the settings theme as CSS custom properties. The office panel adds its
 * MUI theme on top (AppProviders); the device screens need nothing more.
 */
export function StartProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Themed>{children}</Themed>
    </I18nextProvider>
  );
}
