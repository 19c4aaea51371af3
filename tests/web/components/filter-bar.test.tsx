import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextField from '@mui/material/TextField';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar } from '../../../src/components/filter-bar.tsx';
import { renderKit } from './render-kit.tsx';

describe('FilterBar', () => {
  it('searches on Enter in any field and on the Search button', async () => {
    const onSearch = vi.fn();
    const onClear = vi.fn();
    await renderKit(
      <FilterBar onSearch={onSearch} onClear={onClear} extra={<button type="button">Add New</button>}>
        <TextField label="PID" />
        <TextField label="Reason" />
      </FilterBar>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('search', { name: 'Filters' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason'), 'damaged{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledTimes(2);
    // Other actions in the bar do not search.
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('does not search while the search is disabled, even on Enter', async () => {
    const onSearch = vi.fn();
    await renderKit(
      <FilterBar onSearch={onSearch} onClear={() => {}} searchDisabled>
        <TextField label="PID" />
      </FilterBar>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    await user.type(screen.getByLabelText('PID'), '12{Enter}');
    expect(onSearch).not.toHaveBeenCalled();
  });
});
