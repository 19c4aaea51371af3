import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_PATHS } from '../../../src/domain/reference/paths.ts';
import { login } from '../../../src/features/auth/api/login.ts';
import { StateSettingsPage } from '../../../src/features/reference/state-settings-page.tsx';
import { apiConfig } from '../../../src/lib/api-config.ts';
import { connectSocket, disconnectSocket, useSocketStatus } from '../../../src/lib/socket.ts';
import { getToken } from '../../../src/lib/token-storage.ts';
import { DEMO_PASSWORD } from '../helpers.tsx';
import { renderPage, signedInAs } from '../render-page.tsx';

/**
 * Live lists on State Settings: the office user watches the states of Qatar (which no other test
 * gives states) while the operator changes them through the API, as another browser would.
 */
let asOffice: () => void;
let operatorToken: string;
let qatarId: number;

interface Envelope<T> {
  data: T;
}
async function asOperator<T>(method: string, path: string, body?: unknown): Promise<T> {
  const reply = await fetch(`${apiConfig.origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${operatorToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${await reply.text()}`);
  return ((await reply.json()) as Envelope<T>).data;
}

type Saved = { id: number; revision: number; stateName: string; stateCode: string };
const code = () => `L${Date.now().toString(36).slice(-6).toUpperCase()}${Math.floor(Math.random() * 10)}`;
const stateBody = (stateName: string, stateCode = code()) => ({
  stateName,
  ar_StateName: '',
  stateCode,
  countryId: qatarId,
  displayOrder: 0,
  status: 'a',
});
const addState = (name: string) => asOperator<Saved>('POST', REFERENCE_PATHS.states, stateBody(name));

beforeAll(async () => {
  asOffice = await signedInAs('office');
  operatorToken = (await login({ username: 'operator', password: DEMO_PASSWORD })).token;
  const countries = await asOperator<{ records: { Id: number; countryName: string }[] }>(
    'GET',
    `${REFERENCE_PATHS.countryLookup}?index=1&pageSize=100`,
  );
  qatarId = countries.records.find((c) => c.countryName === 'Qatar')!.Id;
});

afterEach(() => disconnectSocket());

const table = () => screen.getByRole('table', { name: 'States' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[1]?.textContent ?? '');

/** The "N changes – Show" bar (the page has other live regions: the toasts). */
const liveBar = () => screen.queryAllByRole('status').find((region) => /\d changes?/.test(region.textContent ?? ''));

/** The office user's list of Qatar's states, following changes once its socket is in the page's room. */
async function watchQatar(expected: string[]) {
  asOffice();
  await renderPage(StateSettingsPage, `/apps/state-settings?countryId=${qatarId}`);
  connectSocket(getToken()!);
  await waitFor(() => expect(names()).toEqual(expected));
  await waitFor(() => expect(useSocketStatus.getState().status).toBe('connected'));
  // The room is joined right after the connection: give its answer a moment.
  await new Promise((resolve) => setTimeout(resolve, 800));
}

describe('a live list', () => {
  it('takes another user’s change of a row on screen in place, without the Show bar', async () => {
    const first = await addState('Live Doha A');
    await addState('Live Doha B');
    await watchQatar(['Live Doha B', 'Live Doha A']);

    await asOperator('PUT', `${REFERENCE_PATHS.states}/${first.id}`, {
      ...stateBody('Live Doha A renamed', first.stateCode),
      revision: first.revision,
    });
    await waitFor(() => expect(names()).toEqual(['Live Doha B', 'Live Doha A renamed']), { timeout: 4_000 });
    expect(liveBar()).toBeUndefined();
  });

  it('keeps the rows on screen when a new one would push them down, and shows it on Show', async () => {
    const user = userEvent.setup();
    const third = await addState('Live Doha C');
    const listed = async () =>
      (await asOperator<{ records: Saved[] }>('GET', `${REFERENCE_PATHS.states}?countryId=${qatarId}&index=1&pageSize=10`)).records.map(
        (s) => s.stateName,
      );
    await watchQatar(await listed());
    // A change in place first: once it shows, the list is surely following.
    await asOperator('PUT', `${REFERENCE_PATHS.states}/${third.id}`, {
      ...stateBody('Live Doha C2', third.stateCode),
      revision: third.revision,
    });
    const before = await listed();
    await waitFor(() => expect(names()).toEqual(before), { timeout: 4_000 });

    await addState('Live Doha D');
    await waitFor(() => expect(liveBar()).toBeDefined(), { timeout: 4_000 });
    const bar = liveBar()!;
    expect(bar).toHaveTextContent('1 change');
    expect(names()).toEqual(before);

    await user.click(within(bar).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(names()).toEqual(['Live Doha D', ...before].slice(0, 10)));
    expect(liveBar()).toBeUndefined();
  });

  it('catches up on a change made after its rows loaded but before its socket joined the room', async () => {
    const first = await addState('Live Doha E');
    asOffice();
    await renderPage(StateSettingsPage, `/apps/state-settings?countryId=${qatarId}`);
    await waitFor(() => expect(names()).toContain('Live Doha E'));
    // Nobody is listening yet: the page's room cannot hear this.
    await asOperator('PUT', `${REFERENCE_PATHS.states}/${first.id}`, {
      ...stateBody('Live Doha E renamed', first.stateCode),
      revision: first.revision,
    });
    connectSocket(getToken()!);
    await waitFor(() => expect(names()).toContain('Live Doha E renamed'), { timeout: 4_000 });
    expect(liveBar()).toBeUndefined();
  });
});
