import { act, screen, within } from '@testing-library/react';
import type { ColumnDef } from '@tanstack/react-table';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../src/app/i18n.ts';
import { DataTable } from '../../../src/components/data-table/index.ts';
import { renderKit } from './render-kit.tsx';

interface Charge {
  id: number;
  pallet: string;
  units: number;
  price: number;
}

const columns: ColumnDef<Charge, unknown>[] = [
  { accessorKey: 'pallet', header: 'Pallet', meta: { format: 'code' } },
  { accessorKey: 'units', header: 'Units', meta: { format: 'number', align: 'right' } },
  { accessorKey: 'price', header: 'Price', meta: { format: 'money', align: 'right' } },
];

const rows: Charge[] = [{ id: 1, pallet: 'PLT-0003', units: 12500, price: 1234.5 }];

async function cells(language = 'en') {
  await renderKit(
    <DataTable
      label="Charges"
      columns={columns}
      rows={rows}
      totalRecords={1}
      paging={{ index: 1, pageSize: 10 }}
      getRowId={(r) => String(r.id)}
      onPagingChange={() => undefined}
    />,
    { language },
  );
  const row = within(screen.getByRole('table', { name: 'Charges' })).getAllByRole('row')[1]!;
  return within(row).getAllByRole('cell');
}

describe('DataTable formats', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it("shows numbers in the user's language's format with Latin digits, and codes left to right", async () => {
    const [pallet, units, price] = await cells();
    expect(units).toHaveTextContent('12,500');
    expect(price).toHaveTextContent('1,234.50');
    expect(pallet!.querySelector('bdi[dir="ltr"]')).toHaveTextContent('PLT-0003');
  });

  it('formats them for Turkish and Arabic too', async () => {
    const [, units, price] = await cells('tr');
    expect(units).toHaveTextContent('12.500');
    expect(price).toHaveTextContent('1.234,50');
  });

  it('keeps Latin digits in Arabic', async () => {
    const [, units] = await cells('ar');
    expect(units!.textContent).toMatch(/^12.500$/);
    expect(units!.textContent).not.toMatch(/[\u0660-\u0669]/);
  });
});
