import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/app/i18n.ts';
import { DataTable } from '../../../src/components/data-table/index.ts';
import type { Paging } from '../../../src/domain/paging.ts';
import { renderKit } from './render-kit.tsx';

interface Person {
  id: number;
  name: string;
  city: string;
}

const columns: ColumnDef<Person, unknown>[] = [
  { accessorKey: 'id', header: 'ID', meta: { align: 'right', width: 80 } },
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'city', header: 'City' },
];

const people = (count: number, from = 1): Person[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `Person ${from + i}`, city: i % 2 ? 'Dubai' : 'دبي' }));

/** A screen holding its own paging, serving pages of a fixed data set like the server would. */
function Harness({ total, onPagingChange }: { total: number; onPagingChange?: (p: Paging) => void }) {
  const [paging, setPaging] = useState<Paging>({ index: 1, pageSize: 10 });
  const start = (paging.index - 1) * paging.pageSize;
  const rows = people(Math.max(0, Math.min(paging.pageSize, total - start)), start + 1);
  return (
    <DataTable
      label="People"
      columns={columns}
      rows={rows}
      totalRecords={total}
      paging={paging}
      getRowId={(p) => String(p.id)}
      onPagingChange={(p) => {
        onPagingChange?.(p);
        setPaging(p);
      }}
      columnVisibility
    />
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1);

describe('DataTable', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('draws its rows again when the columns change (another language), without a reload', async () => {
    const cityIn = (suffix: string): ColumnDef<Person, unknown>[] => [
      { accessorKey: 'name', header: 'Name' },
      { id: 'city', header: 'City', cell: ({ row }) => `${row.original.city} ${suffix}` },
    ];
    // The same rows throughout: only the columns change, as when the language does.
    const rows = people(3);
    function Switching() {
      const [suffix, setSuffix] = useState('(en)');
      return (
        <>
          <button onClick={() => setSuffix('(ar)')}>switch</button>
          <DataTable
            label="People"
            columns={cityIn(suffix)}
            rows={rows}
            totalRecords={3}
            paging={{ index: 1, pageSize: 10 }}
            getRowId={(p) => String(p.id)}
            onPagingChange={() => undefined}
          />
        </>
      );
    }
    await renderKit(<Switching />);
    expect(bodyRows()[0]).toHaveTextContent('دبي (en)');
    fireEvent.click(screen.getByRole('button', { name: 'switch' }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('دبي (ar)'));
  });

  it('offers the page sizes of spec 000 §9, 10 by default', async () => {
    const onPagingChange = vi.fn();
    await renderKit(<Harness total={2000} onPagingChange={onPagingChange} />);
    const user = userEvent.setup();
    const sizes = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(sizes).toHaveTextContent('10');
    await user.click(sizes);
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['10', '50', '100', '200', '500', '700', '1,000']);
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(onPagingChange).toHaveBeenLastCalledWith({ index: 1, pageSize: 50 });
    // The whole result and the header, not only the page on screen.
    expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-rowcount', '2001');
    expect(screen.getByText('1–50 of 2,000')).toBeInTheDocument();
  });

  it('shows four page buttons and moves between pages', async () => {
    const onPagingChange = vi.fn();
    await renderKit(<Harness total={95} onPagingChange={onPagingChange} />);
    const user = userEvent.setup();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    const pageButtons = () =>
      within(pager)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.getAttribute('aria-label'));

    expect(pageButtons()).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByText('1–10 of 95')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPagingChange).toHaveBeenLastCalledWith({ index: 3, pageSize: 10 });
    expect(screen.getByText('21–30 of 95')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('Person 21')).toBeInTheDocument();
    expect(pageButtons()).toEqual(['Page 2', 'Page 3', 'Page 4', 'Page 5']);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPagingChange).toHaveBeenLastCalledWith({ index: 4, pageSize: 10 });

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPagingChange).toHaveBeenLastCalledWith({ index: 10, pageSize: 10 });
    expect(screen.getByText('91–95 of 95')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    expect(pageButtons()).toEqual(['Page 7', 'Page 8', 'Page 9', 'Page 10']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    // Keyboard: the page buttons are ordinary buttons in the tab order.
    screen.getByRole('button', { name: 'Page 8' }).focus();
    await user.keyboard('{Enter}');
    expect(onPagingChange).toHaveBeenLastCalledWith({ index: 8, pageSize: 10 });
  });

  it('keeps only a window of a 1000-row page in the DOM', async () => {
    const rows = people(1000);
    await renderKit(
      <DataTable
        label="People"
        columns={columns}
        rows={rows}
        totalRecords={5400}
        paging={{ index: 1, pageSize: 1000 }}
        onPagingChange={() => {}}
        height={642}
      />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(table).toHaveAttribute('aria-rowcount', '5401');
    const rendered = bodyRows().filter((r) => r.hasAttribute('aria-rowindex'));
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.length).toBeLessThan(100);
    expect(rendered[0]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.queryByText('Person 1000')).not.toBeInTheDocument();
    // The rows not rendered still take their height, so the scrollbar matches the whole page.
    const spacer = table.querySelector('tbody > tr[aria-hidden="true"] > td') as HTMLElement;
    expect(parseFloat(spacer.style.height)).toBeGreaterThan(30_000);
    expect(screen.getByText('1–1,000 of 5,400')).toBeInTheDocument();

    // Scrolling half way down brings the rows there into the window (jsdom has no layout: the
    // scroll position is set by hand).
    const scroller = screen.getByRole('region', { name: 'People' });
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 500 * 37 });
    fireEvent.scroll(scroller);
    expect(await screen.findByText('Person 501')).toBeInTheDocument();
    expect(screen.queryByText('Person 1')).not.toBeInTheDocument();
    const moved = bodyRows().filter((r) => r.hasAttribute('aria-rowindex'));
    expect(moved.length).toBeLessThan(100);
    expect(moved.some((r) => r.getAttribute('aria-rowindex') === '502')).toBe(true);
  });

  it('lets Arabic text run right to left inside its cell', async () => {
    await renderKit(<Harness total={3} />);
    const cell = screen.getAllByText('دبي')[0]!.closest('td');
    expect(cell).toHaveAttribute('dir', 'auto');
  });

  it('shows the empty text, and keeps rows visible while loading', async () => {
    const props = { label: 'People', columns, totalRecords: 0, paging: { index: 1, pageSize: 10 }, onPagingChange: () => {} };
    const view = await renderKit(<DataTable {...props} rows={[]} />);
    expect(screen.getByRole('cell', { name: 'No Data Found' })).toBeInTheDocument();
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();

    view.rerender(<DataTable {...props} rows={[]} emptyText="Nothing here" />);
    expect(screen.getByRole('cell', { name: 'Nothing here' })).toBeInTheDocument();

    view.rerender(<DataTable {...props} rows={people(3)} totalRecords={3} loading />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'People' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Person 2')).toBeInTheDocument();
  });

  it('hides and shows columns from the column menu', async () => {
    await renderKit(<Harness total={3} />);
    const user = userEvent.setup();
    expect(screen.getByRole('columnheader', { name: 'City' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show or hide columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'City' }));
    expect(screen.getByRole('checkbox', { name: 'City' })).not.toBeChecked();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Columns' })).not.toBeInTheDocument());
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument();
    expect(screen.queryByText('Dubai')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show or hide columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'City' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Columns' })).not.toBeInTheDocument());
    expect(screen.getByRole('columnheader', { name: 'City' })).toBeInTheDocument();
  });

  it('speaks Arabic in the Arabic UI', async () => {
    await renderKit(<Harness total={30} />, { language: 'ar' });
    expect(screen.getByRole('button', { name: 'الصفحة التالية' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'عدد الصفوف في الصفحة' })).toBeInTheDocument();
  });

  it('pins the trailing action columns to the inline end, and only those', async () => {
    const withActions: ColumnDef<Person, unknown>[] = [
      { id: 'select', header: 'Pick', cell: () => null },
      ...columns,
      { id: 'note', header: 'Note', cell: () => 'n', meta: { action: false } },
      { id: 'edit', header: 'Edit', cell: () => <button type="button">Edit</button>, meta: { width: 72 } },
      { id: 'delete', header: 'Delete', cell: () => <button type="button">Delete</button>, meta: { width: 90, action: true } },
    ];
    await renderKit(
      <DataTable
        label="People"
        columns={withActions}
        rows={people(2)}
        totalRecords={2}
        paging={{ index: 1, pageSize: 10 }}
        onPagingChange={() => {}}
      />,
    );
    const [header, first] = within(screen.getByRole('table', { name: 'People' })).getAllByRole('row');
    const style = (row: HTMLElement | undefined, name: string) => {
      const cells = within(row!).getAllByRole(row === header ? 'columnheader' : 'cell');
      const heads = within(header!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent);
      return getComputedStyle(cells[heads.indexOf(name)]!);
    };
    for (const row of [header, first]) {
      expect(style(row, 'Delete')).toMatchObject({ position: 'sticky', right: '0px' });
      // The Edit column sits beside Delete: Delete's width from the end.
      expect(style(row, 'Edit')).toMatchObject({ position: 'sticky', right: '90px' });
      // A display column that says it is no action ends the pinned run; the rest scroll.
      for (const name of ['Note', 'City', 'Pick']) expect(style(row, name).right).toBe('');
    }
  });

  it('chooses a row by a click or Enter when the grid takes onRowClick, and shows the chosen one selected', async () => {
    const chosen: number[] = [];
    function Choosing() {
      const [selected, setSelected] = useState<string>();
      return (
        <DataTable
          label="People"
          columns={columns}
          rows={people(3)}
          totalRecords={3}
          paging={{ index: 1, pageSize: 10 }}
          onPagingChange={() => undefined}
          getRowId={(p) => String(p.id)}
          onRowClick={(p) => {
            chosen.push(p.id);
            setSelected(String(p.id));
          }}
          selectedRowId={selected}
        />
      );
    }
    await renderKit(<Choosing />);
    const user = userEvent.setup();
    await user.click(within(bodyRows()[1]!).getByText('Person 2'));
    expect(chosen).toEqual([2]);
    expect(bodyRows()[1]).toHaveAttribute('aria-selected', 'true');
    expect(bodyRows()[0]).toHaveAttribute('aria-selected', 'false');
    act(() => bodyRows()[2]!.focus());
    await user.keyboard('{Enter}');
    expect(chosen).toEqual([2, 3]);
    expect(bodyRows()[2]).toHaveAttribute('aria-selected', 'true');
  });
});
