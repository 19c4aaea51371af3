import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { i18n } from '../../../src/app/i18n.ts';
import { FormDrawer } from '../../../src/components/form/form-drawer.tsx';
import { FormText } from '../../../src/components/form/form-fields.tsx';
import { codeText, formSchemaOf, numberIn, requiredText } from '../../../src/domain/fields.ts';
import { ApiError } from '../../../src/lib/api-error.ts';
import { useEntityForm } from '../../../src/lib/form/use-entity-form.ts';
import { usePagedList } from '../../../src/lib/use-paged-list.ts';
import { currentToast, renderKit } from './render-kit.tsx';

const schema = formSchemaOf(
  z.object({ name: requiredText(20), code: codeText(/^[A-Za-z]{2}$/, 'Two letters'), days: numberIn(0, 365, { integer: true }) }),
  { numbers: ['days'] },
);
const LABELS: Record<string, string> = { name: 'Country Name', code: 'Country Code', days: 'Return Days' };

type Save = (values: unknown) => Promise<{ message: string }>;

/** A drawer built from the kit beside a list of the same resource, as a screen has them. */
function Screen({ save, onClose, fetchPage }: { save: Save; onClose: () => void; fetchPage: () => Promise<never> }) {
  usePagedList({ resource: 'demo', fetchPage, initialFilter: {} });
  const form = useEntityForm({
    schema,
    defaultValues: { name: '', code: '', days: '0' },
    labelOf: (field) => LABELS[field]!,
    save,
    invalidates: ['demo'],
    toastMs: 2000,
    onSaved: onClose,
  });
  return (
    <FormDrawer form={form} title="Add Country" editing={false} onClose={onClose}>
      <FormText form={form} name="name" />
      <FormText form={form} name="code" dir="ltr" />
      <FormText form={form} name="days" type="number" />
    </FormDrawer>
  );
}

async function open(save: Save = vi.fn(), language = 'en') {
  const onClose = vi.fn();
  const fetchPage = vi.fn(() => Promise.resolve({ records: [], totalRecords: 0 }) as Promise<never>);
  await renderKit(<Screen save={save} onClose={onClose} fetchPage={fetchPage} />, { language });
  const drawer = await screen.findByRole('dialog', { name: 'Add Country' });
  return { drawer, onClose, fetchPage, user: userEvent.setup() };
}

const field = (drawer: HTMLElement, label: string) => within(drawer).getByLabelText(label, { exact: true });

describe('a kit form', () => {
  it('checks the contract before sending, naming each missing field once by its label', async () => {
    const save = vi.fn();
    const { drawer, user } = await open(save);
    await user.clear(field(drawer, 'Return Days'));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        severity: 'error',
        message: 'Check these fields: Country Name, Country Code, Return Days',
        durationMs: 2000,
      }),
    );
    expect(save).not.toHaveBeenCalled();
    expect(field(drawer, 'Country Name')).toHaveAccessibleDescription('Required');
    expect(field(drawer, 'Return Days')).toHaveAccessibleDescription('Required');
  });

  it('says it in Arabic in Arabic, the field errors too', async () => {
    const { drawer, user } = await open(vi.fn(), 'ar');
    await user.click(within(drawer).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(currentToast()?.message).toBe('تحقّق من هذه الحقول: Country Name وCountry Code'));
    expect(field(drawer, 'Country Name')).toHaveAccessibleDescription('مطلوب');
    await act(() => i18n.changeLanguage('en'));
  });

  it('puts the server’s field errors on their fields, and a 400 toast names them by label in the user’s language', async () => {
    // The server answers in the language the client asked for (Accept-Language: tr).
    const refusal = new ApiError('Country Code: En fazla 2 karakter', {
      httpStatus: 400,
      fieldErrors: [{ field: 'code', message: 'En fazla 2 karakter', key: 'fields:atMost', params: { max: 2 } }],
    });
    const { drawer, user } = await open(
      vi.fn(() => Promise.reject(refusal)),
      'tr',
    );
    await user.type(field(drawer, 'Country Name'), 'Testland');
    await user.type(field(drawer, 'Country Code'), 'tl');
    await user.click(within(drawer).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'error', message: 'Şu alanları kontrol edin: Country Code' }));
    expect(field(drawer, 'Country Code')).toHaveAccessibleDescription('En fazla 2 karakter');
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows any other refusal in the server’s words, on its field as well', async () => {
    const taken = new ApiError('Country code TL already exists', {
      httpStatus: 409,
      fieldErrors: [{ field: 'code', message: 'Country code TL already exists' }],
    });
    const { drawer, user } = await open(vi.fn(() => Promise.reject(taken)));
    await user.type(field(drawer, 'Country Name'), 'Testland');
    await user.type(field(drawer, 'Country Code'), 'tl');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'error', message: 'Country code TL already exists' }));
    expect(field(drawer, 'Country Code')).toHaveAccessibleDescription('Country code TL already exists');
  });

  it('sends the contract’s values, toasts the server’s message, reloads the lists of the resource and closes', async () => {
    const save = vi.fn(() => Promise.resolve({ message: 'Country created successfully' }));
    const { drawer, user, onClose, fetchPage } = await open(save);
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
    await user.type(field(drawer, 'Country Name'), ' Testland ');
    await user.type(field(drawer, 'Country Code'), 'tl');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // A form over no tracked record has no revision to send.
    expect(save).toHaveBeenCalledWith({ name: 'Testland', code: 'TL', days: 0 }, null);
    expect(currentToast()).toMatchObject({ severity: 'success', message: 'Country created successfully', durationMs: 2000 });
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('asks before a dirty drawer closes; Stay keeps the edits, Leave closes', async () => {
    const { drawer, user, onClose } = await open();
    await user.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(field(drawer, 'Country Name'), 'Half done');
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave with unsaved changes?' })).not.toBeInTheDocument());
    expect(field(drawer, 'Country Name')).toHaveValue('Half done');
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.keyboard('{Escape}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' })).getByRole('button', { name: 'Leave' }),
    );
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
