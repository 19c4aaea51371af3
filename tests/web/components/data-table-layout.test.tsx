import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable } from '../../../src/components/data-table/index.ts';
import { DEFAULT_LAYOUT, type ColumnLayout } from '../../../src/domain/lists/layout.ts';
import { renderKit } from './render-kit.tsx';

interface Person {
  id: number;
  name: string;
  city: string;
  note: string;
}

const columns: ColumnDef<Person, unknown>[] = [
  { accessorKey: 'id', header: 'ID', meta: { width: 80 } },
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'city', header: 'City' },
  { accessorKey: 'note', header: 'Note', meta: { hidden: true } },
  { id: 'edit', header: 'Edit', cell: () => <button type="button">Edit</button>, meta: { width: 72 } },
];
const people: Person[] = [1, 2, 3].map((id) => ({ id, name: `Person ${id}`, city: 'Dubai', note: `note ${id}` }));

/** A screen holding the layout itself, as a saved view would, and keeping every layout the grid hands on. */
function Controlled({ initial = DEFAULT_LAYOUT, seen }: { initial?: ColumnLayout; seen: ColumnLayout[] }) {
  const [layout, setLayout] = useState(initial);
  return (
    <DataTable
      label="People"
      columns={columns}
      rows={people}
      totalRecords={3}
      paging={{ index: 1, pageSize: 10 }}
      onPagingChange={() => undefined}
      getRowId={(p) => String(p.id)}
      layout={layout}
      onLayoutChange={(next) => {
        seen.push(next);
        setLayout(next);
      }}
    />
  );
}

// The open column menu is modal: what lies behind it is read with `hidden`.
const headers = () =>
  within(screen.getByRole('table', { name: 'People', hidden: true }))
    .getAllByRole('columnheader', { hidden: true })
    .map((h) => h.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name, hidden: true });
const last = (seen: ColumnLayout[]) => seen[seen.length - 1];

async function openMenu() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Show or hide columns' }));
  return { user, menu: await screen.findByRole('dialog', { name: 'Columns' }) };
}

describe('DataTable column layout', () => {
  it('hides a meta.hidden column at first and shows it from the column menu', async () => {
    const seen: ColumnLayout[] = [];
    await renderKit(<Controlled seen={seen} />);
    expect(headers()).toEqual(['ID', 'Name', 'City', 'Edit']);
    const { user, menu } = await openMenu();
    // The action column keeps its place and is not arranged.
    expect(within(menu).queryByRole('checkbox', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('checkbox', { name: 'Note' })).not.toBeChecked();
    await user.click(within(menu).getByRole('checkbox', { name: 'Note' }));
    expect(last(seen)).toEqual({ order: ['id', 'name', 'city', 'note'], hidden: [], widths: {}, pinned: [], density: 'standard' });
    expect(headers()).toEqual(['ID', 'Name', 'City', 'Note', 'Edit']);
  });

  it('hides, moves and pins columns, sets the density and resets, handing on each layout', async () => {
    const seen: ColumnLayout[] = [];
    await renderKit(<Controlled seen={seen} />);
    const { user, menu } = await openMenu();

    await user.click(within(menu).getByRole('checkbox', { name: 'ID' }));
    expect(last(seen)?.hidden).toEqual(['note', 'id']);
    expect(headers()).toEqual(['Name', 'City', 'Edit']);

    await user.click(within(menu).getByRole('button', { name: 'Move City earlier' }));
    expect(last(seen)?.order).toEqual(['id', 'city', 'name', 'note']);
    expect(headers()).toEqual(['City', 'Name', 'Edit']);
    expect(within(menu).getByRole('button', { name: 'Move City earlier' })).toBeDisabled();

    await user.click(within(menu).getByRole('button', { name: 'Pin Name to the start' }));
    expect(last(seen)?.pinned).toEqual(['name']);
    expect(within(menu).getByRole('button', { name: 'Pin Name to the start' })).toHaveAttribute('aria-pressed', 'true');
    expect(headers()).toEqual(['Name', 'City', 'Edit']);
    expect(getComputedStyle(header('Name'))).toMatchObject({ position: 'sticky', left: '0px' });
    expect(getComputedStyle(header('City')).left).toBe('');

    await user.click(within(menu).getByRole('button', { name: 'Compact' }));
    expect(last(seen)?.density).toBe('compact');
    expect(within(menu).getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(menu).getByRole('button', { name: 'Reset columns' }));
    expect(last(seen)).toEqual(DEFAULT_LAYOUT);
    expect(headers()).toEqual(['ID', 'Name', 'City', 'Edit']);
  });

  it('resizes a column from the keyboard with its header’s separator', async () => {
    const seen: ColumnLayout[] = [];
    await renderKit(<Controlled seen={seen} />);
    const user = userEvent.setup();
    const handle = screen.getByRole('separator', { name: 'Resize ID' });
    expect(handle).toHaveAttribute('aria-valuenow', '80');
    act(() => handle.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(last(seen)?.widths).toEqual({ id: 100 });
    expect(handle).toHaveAttribute('aria-valuenow', '100');
    expect(getComputedStyle(header('ID')).width).toBe('100px');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(last(seen)?.widths).toEqual({ id: 50 });
    await user.keyboard('{Home}');
    expect(last(seen)?.widths).toEqual({ id: 40 });
    // The action columns keep their width.
    expect(screen.queryByRole('separator', { name: 'Resize Edit' })).not.toBeInTheDocument();
  });

  it('resizes a column by dragging its handle', async () => {
    const seen: ColumnLayout[] = [];
    await renderKit(<Controlled seen={seen} />);
    const user = userEvent.setup();
    const handle = screen.getByRole('separator', { name: 'Resize Name' });
    await user.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: 200 } },
      { target: handle, coords: { clientX: 260 } },
      { keys: '[/MouseLeft]', target: handle, coords: { clientX: 260 } },
    ]);
    // jsdom lays nothing out: the drag starts from the width taken (none declared: 150) and adds 60.
    expect(last(seen)?.widths).toEqual({ name: 210 });
    expect(seen).toHaveLength(1);
  });

  it('applies a layout it is given, ignoring columns the list no longer has and placing new ones', async () => {
    const seen: ColumnLayout[] = [];
    const saved: ColumnLayout = {
      order: ['gone', 'city', 'id', 'note'],
      hidden: ['id'],
      widths: { city: 210, gone: 99 },
      pinned: ['note'],
      density: 'compact',
    };
    await renderKit(<Controlled initial={saved} seen={seen} />);
    // 'name' is unknown to the layout: it takes its declared place after 'id'.
    expect(headers()).toEqual(['Note', 'City', 'Name', 'Edit']);
    expect(screen.getByRole('separator', { name: 'Resize City' })).toHaveAttribute('aria-valuenow', '210');
    expect(getComputedStyle(header('Note'))).toMatchObject({ position: 'sticky', left: '0px' });
    const { user, menu } = await openMenu();
    expect(within(menu).getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(menu).getByRole('checkbox', { name: 'ID' }));
    expect(last(seen)).toEqual({
      order: ['city', 'id', 'name', 'note'],
      hidden: [],
      widths: { city: 210 },
      pinned: ['note'],
      density: 'compact',
    });
  });

  it('keeps the arrangement in its own state without layout props', async () => {
    await renderKit(
      <DataTable
        label="People"
        columns={columns}
        rows={people}
        totalRecords={3}
        paging={{ index: 1, pageSize: 10 }}
        onPagingChange={() => undefined}
        columnVisibility
      />,
    );
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: 'Move Name later' }));
    expect(headers()).toEqual(['ID', 'City', 'Name', 'Edit']);
  });
});
