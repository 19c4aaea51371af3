import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/plain-ui/icons.tsx';
import { navigateTo } from '../../lib/navigation.ts';
import { DEFAULT_SIGNED_IN_PATH } from '../paths.ts';
import { START_NS } from '../start-i18n.ts';

// Loaded when asked for: the device's start carries none of it.
const ScannerCheck = lazy(() => import('../../features/gatekeeper/scan-input/scanner-check.tsx'));

/**
 * The device bar's menu: the way to the panel and the scanner check. A button with a small list
 * under it; arrows move between the items, Escape or a tap elsewhere closes it.
 */
export function DeviceMenu() {
  const { t } = useTranslation(START_NS);
  const [open, setOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector('button')?.focus();
    const outside = (event: PointerEvent) => {
      if (!list.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    const items = [...(list.current?.querySelectorAll('button') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      items[(at + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
    }
  };

  return (
    <div className="device__menu">
      <button
        ref={button}
        type="button"
        className="ui-icon-button"
        aria-label={t('device.menu')}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="menu" />
      </button>
      {open && (
        <ul ref={list} role="menu" aria-label={t('device.menu')} className="ui-surface device__menu-list" onKeyDown={onKeyDown}>
          <li role="none">
            <button type="button" role="menuitem" className="device__menu-item" onClick={() => navigateTo(DEFAULT_SIGNED_IN_PATH)}>
              {t('device.openPanel')}
            </button>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className="device__menu-item"
              onClick={() => {
                setOpen(false);
                setChecking(true);
              }}
            >
              {t('device.scannerCheck')}
            </button>
          </li>
        </ul>
      )}
      {checking && (
        <Suspense fallback={null}>
          <ScannerCheck onClose={() => setChecking(false)} />
        </Suspense>
      )}
    </div>
  );
}
