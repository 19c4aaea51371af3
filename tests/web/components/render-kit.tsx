import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { read, utils } from 'xlsx';
import { AppProviders } from '../../../src/app/providers.tsx';
import { i18n } from '../../../src/app/i18n.ts';
import { createQueryClient } from '../../../src/lib/query/query-client.ts';
import { useToastStore } from '../../../src/lib/toast.ts';

/**
 * Renders a piece of the kit as the app would: providers (theme, translations, toasts, a query cache
 * without retries) and a data router at `path` (forms may block navigation), in English.
 */
export async function renderKit(ui: ReactElement, { path = '/', language = 'en' }: { path?: string; language?: string } = {}) {
  useToastStore.setState({ current: null });
  await act(() => i18n.changeLanguage(language));
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(
    <AppProviders queryClient={createQueryClient({ test: true })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** The toast on screen, if any. */
export const currentToast = () => useToastStore.getState().current;

/** A promise with its resolve and reject in hand, to control when a fake server answers. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The first sheet of an .xlsx file, read back with SheetJS: its name and its rows of raw values. */
export function readBack(file: ArrayBuffer) {
  const book = read(file, { type: 'array' });
  const name = book.SheetNames[0]!;
  return { name, rows: utils.sheet_to_json<unknown[]>(book.Sheets[name]!, { header: 1, raw: true, defval: null }) };
}
