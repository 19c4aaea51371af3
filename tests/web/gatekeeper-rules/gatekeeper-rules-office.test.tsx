import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GatekeeperRulesPage } from '../../../src/features/gatekeeper-rules/gatekeeper-rules-page.tsx';
import { renderPage, signedInAs } from '../render-page.tsx';

describe('Gate Keeper Rules for a user with L1 only (office)', () => {
  let restoreToken: () => void;
  beforeAll(async () => {
    restoreToken = await signedInAs('office');
  });
  beforeEach(() => restoreToken());

  it('opens the drawers and downloads, but Upload Rules stays disabled', async () => {
    await renderPage(GatekeeperRulesPage, '/apps/gatekeeper-rules');
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getAllByText(/Rules: \d+/, { selector: 'p' })).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Open the Eligibility rules' }));
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).getByRole('button', { name: 'Download Current Rules' })).toBeEnabled();
    await user.upload(
      drawer.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['identifier,value,limit\n'], 'x.csv', { type: 'text/csv' }),
    );
    const upload = within(drawer).getByRole('button', { name: 'Upload Rules' });
    expect(upload).toBeDisabled();
    expect(within(drawer).getByText('This option is Disabled')).toBeInTheDocument();
  });
});
