import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainHosts } from '../../components/plain-ui/hosts.tsx';
import { Icon } from '../../components/plain-ui/icons.tsx';
import { navigateTo } from '../../lib/navigation.ts';
import { LOGOUT_PATH } from '../paths.ts';
import { START_NS } from '../start-i18n.ts';
import { ConnectionState } from './connection-state.tsx';
import './device-frame.css';
import { DeviceMenu } from './device-menu.tsx';
import { LanguageSelect } from './language-select.tsx';

/**
 * The frame of the warehouse handheld's screens: one compact bar (a menu with the way to the rest of
 * the panel and the scanner check, language, connection state, sign-out) above the screen, and the toast and dialog hosts. It needs
 * neither the router nor MUI, so a device that starts on its screen loads neither the office layout,
 * the router nor MUI.
 */
export function DeviceFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation(START_NS);
  return (
    <div className="ui-surface device">
      <header className="device__bar">
        <DeviceMenu />
        <div className="device__spacer" />
        <LanguageSelect />
        <ConnectionState />
        <button type="button" className="ui-icon-button" aria-label={t('logout')} onClick={() => navigateTo(LOGOUT_PATH)}>
          <Icon name="logout" mirror />
        </button>
      </header>
      <main id="main-content" tabIndex={-1} className="device__main">
        {children}
      </main>
      <PlainHosts />
    </div>
  );
}
