import 'fake-indexeddb/auto';
import { inject } from 'vitest';
import { api } from '../../src/lib/api-client.ts';
import { setApiOrigin } from '../../src/lib/api-config.ts';

// The real API server of tests/offline/global-setup.ts; Node's own fetch reaches it directly
// (jsdom's XMLHttpRequest would apply CORS rules).
setApiOrigin(inject('offlineServer').origin);
api.defaults.adapter = 'fetch';
