import { useEffect } from 'react';
import { useClientConfig } from '../../lib/client-config.ts';
import { legacyAdminHomeUrl } from '../../lib/legacy-admin.ts';

export type LinkState = 'ready' | 'loading' | 'unknown' | 'not-configured';

/** The legacy admin panel's default page, or null with the reason there is none. */
export function useNativeDashboardLink(): { url: string | null; state: LinkState } {
  const config = useClientConfig((s) => s.config);
  const status = useClientConfig((s) => s.status);
  const load = useClientConfig((s) => s.load);

  useEffect(() => {
    if (status === 'idle') void load();
  }, [status, load]);

  const url = legacyAdminHomeUrl(config?.legacyAdminUrl);
  if (url) return { url, state: 'ready' };
  if (status === 'idle' || status === 'loading') return { url, state: 'loading' };
  return { url, state: status === 'failed' ? 'unknown' : 'not-configured' };
}
