import { useEffect } from 'react';
import { PlainDialogHost } from './dialog-host.tsx';
import { usePlainHostClaims } from './host-claims.ts';
import { PlainToastHost } from './toast-host.tsx';

/**
 * The toast and dialog hosts of a frame drawn without MUI (the device frame). The frame may sit in
 * the office panel's providers (a device screen reached from the panel), whose own hosts step aside
 * meanwhile, so a toast is never shown twice.
 */
export function PlainHosts() {
  useEffect(() => {
    usePlainHostClaims.setState((s) => ({ count: s.count + 1 }));
    return () => usePlainHostClaims.setState((s) => ({ count: s.count - 1 }));
  }, []);
  return (
    <>
      <PlainToastHost />
      <PlainDialogHost />
    </>
  );
}
