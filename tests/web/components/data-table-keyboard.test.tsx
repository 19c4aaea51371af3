import TextField from '@mui/material/TextField';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataTable } from '../../../src/components/data-table/index.ts';
import { SideDrawer } from '../../../src/components/side-drawer.tsx';
import type { Sort } from '../../../src/domain/lists/sort.ts';
import type { Paging } from '../../../src/domain/paging.ts';
import { renderKit } from './render-kit.tsx';

interface Person {
  id: number;
  name: string;
  city: string;
}

const people = (count: number, suffix = ''): Person[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Person ${i + 1}${suffix}`, city: 'Dubai' }));

/** A screen like State Settings: a grid whose Edit button opens a drawer; saving reloads the rows. */
function Screen({ count = 30, height, onRowClick }: { count?: number; height?: number; onRowClick?: (p: Person) => void }) {
  const [rows, setRows] = useState(() => people(count));
  const [editing, setEditing] = useState<Person | null>(null);
  const [sort, setSort] = useState<Sort>();
  const [paging, setPaging] = useState<Paging>({ index: 1, pageSize: count });
  const columns: ColumnDef<Person, unknown>[] = [
    { accessorKey: 'id', header: 'ID' },
    { accessorKey: 'name', header: 'Name' },
    { accessorKey: 'city', header: 'City' },
    {
      id: 'edit',
      header: 'Edit',
      cell: ({ row }) => (
        <button type="button" onClick={() => setEditing(row.original)}>
          Edit {row.original.name}
        </button>
      ),
    },
  ];
  return (
    <>
      <button type="button">before</button>
      <DataTable
        label="People"
        columns={columns}
        rows={rows}
        totalRecords={count * 3}
        paging={paging}
        onPagingChange={setPaging}
        getRowId={(p) => String(p.id)}
        height={height}
        onRowClick={onRowClick}
        sort={sort}
        sortable={['name']}
        onSortChange={setSort}
      />
      {editing && (
        <SideDrawer
          open
          title="Edit person"
          submitLabel="Save"
          onClose={() => setEditing(null)}
          // Like a save: the rows come again (new objects, same ids) while the drawer is open.
          onSubmit={() => setRows(people(count, ' (saved)'))}
        >
          <TextField label="Name" defaultValue={editing.name} />
        </SideDrawer>
      )}
    </>
  );
}

const cellOf = (row: number, col: number) =>
  screen.getByRole('table', { name: 'People' }).querySelector<HTMLElement>(`tbody td[data-row="${row}"][data-col="${col}"]`);
const focusedCell = () => {
  const cell = (document.activeElement as HTMLElement).closest<HTMLElement>('td[data-row]');
  return cell ? [Number(cell.dataset.row), Number(cell.dataset.col)] : null;
};
const tabStops = () => screen.getByRole('table', { name: 'People' }).querySelectorAll('tbody [tabindex="0"]');

describe('DataTable keyboard', () => {
  it('keeps one cell in the tab order and moves between rows and cells with the arrow keys', async () => {
    // Few enough rows for all to be rendered (the long page's case is below).
    await renderKit(<Screen count={20} />);
    const user = userEvent.setup();
    expect(tabStops()).toHaveLength(1);
    // From the header's last control, Tab enters the grid at its one cell, and the next Tab leaves the cells.
    act(() => screen.getByRole('separator', { name: 'Resize City' }).focus());
    await user.tab();
    expect(focusedCell()).toEqual([0, 0]);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Person 1' }));
    // The button's cell became the tab stop: Shift+Tab lands on it.
    await user.tab({ shift: true });
    expect(focusedCell()).toEqual([0, 3]);
    expect(tabStops()).toHaveLength(1);
    act(() => cellOf(0, 0)!.focus());

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(focusedCell()).toEqual([2, 1]);
    await user.keyboard('{ArrowUp}{ArrowLeft}{ArrowLeft}');
    expect(focusedCell()).toEqual([1, 0]);
    await user.keyboard('{End}');
    expect(focusedCell()).toEqual([1, 3]);
    await user.keyboard('{Home}');
    expect(focusedCell()).toEqual([1, 0]);
    await user.keyboard('{PageDown}');
    // jsdom lays nothing out: a screenful is taken as ten rows, less the one kept in view.
    expect(focusedCell()).toEqual([10, 0]);
    await user.keyboard('{PageUp}');
    expect(focusedCell()).toEqual([1, 0]);
    await user.keyboard('{Control>}{End}{/Control}');
    expect(focusedCell()).toEqual([19, 3]);
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(focusedCell()).toEqual([0, 0]);
    // The tab stop follows the focus.
    await user.keyboard('{ArrowDown}');
    expect(tabStops()).toHaveLength(1);
    expect(tabStops()[0]).toBe(cellOf(1, 0));
  });

  it('mirrors Left and Right in right-to-left', async () => {
    await renderKit(<Screen />, { language: 'ar' });
    const user = userEvent.setup();
    // The right-to-left styles load on their own: the pinned Edit column moves to the left edge.
    await waitFor(() => expect(getComputedStyle(screen.getByRole('columnheader', { name: 'Edit' })).left).toBe('0px'));
    act(() => cellOf(0, 0)!.focus());
    await user.keyboard('{ArrowLeft}');
    expect(focusedCell()).toEqual([0, 1]);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focusedCell()).toEqual([0, 0]);
  });

  it('opens the row with Enter (its first action), and Escape returns focus to that row after the rows reload', async () => {
    await renderKit(<Screen />);
    const user = userEvent.setup();
    act(() => cellOf(0, 0)!.focus());
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Edit person' });
    expect(within(drawer).getByRole('textbox', { name: 'Name' })).toHaveValue('Person 3');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await screen.findByText('Person 3 (saved)');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit person' })).not.toBeInTheDocument());
    await waitFor(() => expect(focusedCell()).toEqual([2, 1]));
    expect(document.activeElement).toHaveTextContent('Person 3 (saved)');
  });

  it('calls onRowClick on Enter where the grid takes it', async () => {
    const chosen: number[] = [];
    await renderKit(<Screen onRowClick={(p) => chosen.push(p.id)} />);
    const user = userEvent.setup();
    act(() => cellOf(0, 1)!.focus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toEqual([2]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves the keys of a control inside a cell to the control', async () => {
    await renderKit(<Screen />);
    const user = userEvent.setup();
    act(() => screen.getByRole('button', { name: 'Edit Person 2' }).focus());
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Person 2' }));
    // The cell holding it became the grid's tab stop.
    expect(tabStops()[0]).toBe(cellOf(1, 3));
  });

  describe('past the rendered window of a long page', () => {
    const original = HTMLElement.prototype.scrollTo;
    beforeAll(() => {
      // jsdom does not scroll: this moves the scroll position and tells the listeners, as a browser would.
      HTMLElement.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
        if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
        this.dispatchEvent(new Event('scroll'));
      } as typeof HTMLElement.prototype.scrollTo;
    });
    afterAll(() => {
      HTMLElement.prototype.scrollTo = original;
    });

    it('scrolls the row into the window and focuses it', async () => {
      await renderKit(<Screen count={1000} height={642} />);
      const user = userEvent.setup();
      expect(cellOf(999, 0)).toBeNull();
      // A laid-out scroller's heights (jsdom has none): the page's rows below a 642 px window.
      const scroller = screen.getByRole('region', { name: 'People' });
      Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 1000 * 37 + 40 });
      Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 642 });
      act(() => cellOf(0, 0)!.focus());
      await user.keyboard('{Control>}{End}{/Control}');
      await waitFor(() => expect(focusedCell()).toEqual([999, 3]));
      expect(document.activeElement!.closest('tr')).toHaveAttribute('aria-rowindex', '1001');
      await user.keyboard('{Control>}{Home}{/Control}');
      await waitFor(() => expect(focusedCell()).toEqual([0, 0]));
    });
  });

  it('announces the row count of the whole result and a change of sort', async () => {
    await renderKit(<Screen count={25} />);
    const user = userEvent.setup();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('75 rows');
    expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-rowcount', '76');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(status).toHaveTextContent('Name, sorted ascending. 75 rows');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(status).toHaveTextContent('Name, sorted descending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(status).toHaveTextContent('Sort removed');
  });
});
