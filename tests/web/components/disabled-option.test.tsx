import Button from '@mui/material/Button';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DisabledOption } from '../../../src/components/disabled-option.tsx';
import { usePageAccess } from '../../../src/lib/page-access.ts';
import { renderKit } from './render-kit.tsx';

const PAGE = '/apps/area-settings';

describe('DisabledOption', () => {
  afterEach(() => usePageAccess.getState().clear());

  it('greys the control out with "This option is Disabled" when the page is held at L1', async () => {
    usePageAccess.getState().set(false, { [PAGE]: 'L1' });
    const onClick = vi.fn();
    await renderKit(
      <DisabledOption>
        <Button onClick={onClick}>Add New</Button>
      </DisabledOption>,
      { path: PAGE },
    );
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Add New' });
    expect(button).toBeDisabled();
    const wrapper = button.parentElement!;
    expect(wrapper).toHaveAccessibleDescription('This option is Disabled');

    // Keyboard users reach the wrapper and get the tooltip.
    await user.tab();
    expect(wrapper).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('This option is Disabled');

    // A click lands on the wrapper (the disabled button takes no pointer events) and does nothing.
    await user.click(wrapper);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('greys the control out when the page is not in the menu at all', async () => {
    usePageAccess.getState().set(false, {});
    await renderKit(
      <DisabledOption>
        <Button>Add New</Button>
      </DisabledOption>,
      { path: PAGE },
    );
    expect(screen.getByRole('button', { name: 'Add New' })).toBeDisabled();
  });

  it('leaves the control alone with L2', async () => {
    usePageAccess.getState().set(false, { [PAGE]: 'L2' });
    const onClick = vi.fn();
    await renderKit(
      <DisabledOption>
        <Button onClick={onClick}>Add New</Button>
      </DisabledOption>,
      { path: `${PAGE}/` },
    );
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Add New' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAccessibleDescription();
    expect(screen.queryByText('This option is Disabled')).not.toBeInTheDocument();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('checks the path it is given instead of the current page', async () => {
    usePageAccess.getState().set(false, { [PAGE]: 'L2', '/apps/state-settings': 'L1' });
    await renderKit(
      <>
        <DisabledOption path="/apps/state-settings">
          <Button>Edit state</Button>
        </DisabledOption>
        <DisabledOption>
          <Button>Edit area</Button>
        </DisabledOption>
      </>,
      { path: PAGE },
    );
    expect(screen.getByRole('button', { name: 'Edit state' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit area' })).toBeEnabled();
  });

  it('enables everything for administrators', async () => {
    usePageAccess.getState().set(true, {});
    await renderKit(
      <DisabledOption>
        <Button>Add New</Button>
      </DisabledOption>,
      { path: PAGE },
    );
    expect(screen.getByRole('button', { name: 'Add New' })).toBeEnabled();
  });
});
