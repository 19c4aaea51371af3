import 'fake-indexeddb/auto';
import { inject } from 'vitest';
import { setApiOrigin } from '../../src/lib/api-config.ts';

// The real API server of tests/offline/global-setup.ts.
setApiOrigin(inject('offlineServer').origin);
