import { create } from 'zustand';
import { clientConfigSchema, type ClientConfig } from '../domain/auth/contracts.ts';
import { API_PATHS } from '../domain/services.ts';
import { request } from './api-client.ts';

/** GET /api/config: public runtime settings (version, data centre, legacy addresses). */
export function getClientConfig(): Promise<ClientConfig> {
  return request({ method: 'GET', url: API_PATHS.clientConfig, withToken: false }, clientConfigSchema);
}

interface ClientConfigState {
  config: ClientConfig | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Loads the configuration once; later calls reuse the first answer. */
  load: () => Promise<ClientConfig | null>;
  /** Forgets the configuration (and ignores answers still on their way), e.g. between tests. */
  reset: (state?: Pick<ClientConfigState, 'config' | 'status'>) => void;
}

let pending: Promise<ClientConfig | null> | null = null;
let generation = 0;

export const useClientConfig = create<ClientConfigState>()((set, get) => ({
  config: null,
  status: 'idle',
  load: () => {
    if (get().status === 'ready') return Promise.resolve(get().config);
    if (pending) return pending;
    const mine = generation;
    const current = () => mine === generation;
    set({ status: 'loading' });
    pending = getClientConfig()
      .then((config) => {
        if (current()) set({ config, status: 'ready' });
        return config;
      })
      .catch(() => {
        if (!current()) return null;
        // Without the configuration only the links to other systems are missing; try again once
        // the network is back (an installed app often starts offline).
        set({ status: 'failed' });
        if (typeof window !== 'undefined') window.addEventListener('online', () => void get().load(), { once: true });
        return null;
      })
      .finally(() => {
        if (current()) pending = null;
      });
    return pending;
  },
  reset: (state = { config: null, status: 'idle' }) => {
    generation += 1;
    pending = null;
    set(state);
  },
}));
