import { Suspense, useEffect, type ComponentType } from 'react';
import { SplashScreen } from '../../components/splash-screen.tsx';
import { gatekeeperWords } from '../../domain/gatekeeper/words.ts';
import { hasRole, useSession } from '../../features/auth/index.ts';
// The strings alone, not the descriptor: that is the panel's (it would be a chunk more to load here).
import { gatekeeperResources, GATEKEEPER_NS } from '../../features/gatekeeper/i18n.ts';
import { setNavigator } from '../../lib/navigation.ts';
import { usePageLevel } from '../../lib/page-access.ts';
import { CatchError } from '../catch-error.tsx';
import { addNamespaces } from '../i18n-core.ts';
import { DeviceFrame } from './device-frame.tsx';

// The strings of the device screens and the gatekeeper's words (its messages, the server's too);
// the panel adds every namespace when it loads.
addNamespaces({ [GATEKEEPER_NS]: gatekeeperResources, [gatekeeperWords.ns]: gatekeeperWords });

interface DeviceStartProps {
  /** The page the device screen belongs to (grants name it). */
  page: string;
  Screen: ComponentType;
  /** Hands the address bar's route over to the panel's router. */
  onLeave: () => void;
}

/**
 * A start straight onto a device screen (the handheld's usual start): the screen in its frame,
 * without the router or the office layout. A guest, a user without the page, and any move
 * elsewhere go to the panel, whose router signs in, refuses or shows the page as usual.
 */
export function DeviceStart({ page, Screen, onLeave }: DeviceStartProps) {
  const signedIn = useSession((s) => s.status === 'signed-in' && hasRole(s.user));
  const allowed = usePageLevel(page) !== null && signedIn;

  useEffect(() => {
    setNavigator((to) => {
      window.history.pushState(null, '', to);
      onLeave();
    });
  }, [onLeave]);

  useEffect(() => {
    if (!allowed) onLeave();
  }, [allowed, onLeave]);

  if (!allowed) return null;
  return (
    // A screen that fails goes to the panel, whose router shows the error page with Reload.
    <CatchError fallback={null} onError={onLeave}>
      <DeviceFrame>
        <Suspense fallback={<SplashScreen />}>
          <Screen />
        </Suspense>
      </DeviceFrame>
    </CatchError>
  );
}

export default DeviceStart;
