import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, inject, vi } from 'vitest';
import '../../src/app/i18n.ts';
import { api } from '../../src/lib/api-client.ts';
import { setApiOrigin } from '../../src/lib/api-config.ts';
import { installMatchMedia } from './match-media.ts';
import { installStyleRuleIndex } from './style-rule-index.ts';

// The real API server started by global-setup.ts; no call is mocked.
setApiOrigin(inject('apiOrigin'));
// Node's own fetch talks to that server directly; jsdom's XMLHttpRequest would apply CORS rules
// between the jsdom page's origin and the server's.
api.defaults.adapter = 'fetch';
// A page here starts the real app against a real server on two shared cores: give findBy/waitFor
// the time a loaded machine needs rather than the library's 1 s (a broken screen still fails).
configure({ asyncUtilTimeout: 5_000 });
// Computed styles from the rules that can apply: the same answers, without matching every sheet.
installStyleRuleIndex(window);

beforeEach(() => {
  installMatchMedia();
  localStorage.clear();
  // jsdom has no window.open; screens that open other systems are checked through this spy.
  vi.spyOn(window, 'open').mockImplementation(() => null);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
