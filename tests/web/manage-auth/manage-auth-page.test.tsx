import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { generate } from 'otplib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_ACCOUNT_PATHS, verifyCodeReplySchema } from '../../../src/domain/auth-accounts/contracts.ts';
import { AUTH_ACCOUNT_MESSAGES } from '../../../src/domain/auth-accounts/messages.ts';
import { sayHere } from '../../../src/lib/words.ts';
import { getAccounts } from '../../../src/features/manage-auth/api/get-accounts.ts';
import { ManageAuthPage } from '../../../src/features/manage-auth/manage-auth-page.tsx';
import { requestReply } from '../../../src/lib/api-client.ts';
import { usePageAccess } from '../../../src/lib/page-access.ts';
import { decodeQrPng, parseOtpauth, pngOfDataUrl } from '../../support/qr-decode.ts';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';
import { expectFallbackNotice, expectSorted, watchCalls } from '../list-address.ts';

const PATH = '/apps/manage-auth';
const run = `${Date.now() % 1_000_000}`;
let serial = 0;
const session: Record<'operator' | 'office' | 'admin', () => Promise<void>> = {} as never;

beforeAll(async () => {
  // One sign-in per user for the file; each test then takes that user's token and grants, as the shell would.
  for (const name of ['operator', 'office', 'admin'] as const) {
    const restore = await signedInAs(name);
    session[name] = async () => restore();
  }
});
afterEach(() => {
  usePageAccess.getState().clear();
  vi.unstubAllGlobals();
});

const table = () => screen.getByRole('table', { name: 'Authenticator accounts' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (accountCode: string) => within(table()).getByText(accountCode).closest('tr') as HTMLElement;

async function openPage(as: keyof typeof session) {
  await session[as]();
  const view = await renderPage(ManageAuthPage, PATH);
  const user = userEvent.setup();
  await waitFor(() => expect(within(table()).getByText('logistics-prod')).toBeInTheDocument(), { timeout: 10_000 });
  return { ...view, user };
}

async function chooseIssuer(user: UserEvent, within_: HTMLElement, issuer: string) {
  await user.click(within(within_).getByRole('combobox', { name: /^Issuer/ }));
  await user.click(await screen.findByRole('option', { name: issuer }));
}

/** Adds an account through the drawer and answers the QR dialog it opens. */
async function addAccount(user: UserEvent, issuer: string, accountCode: string) {
  await user.click(screen.getByRole('button', { name: 'Add Account' }));
  const drawer = await screen.findByRole('dialog', { name: 'Add Account' });
  await chooseIssuer(user, drawer, issuer);
  await user.type(within(drawer).getByRole('textbox', { name: /^AccountCode/ }), accountCode);
  await user.click(within(drawer).getByRole('button', { name: 'Save' }));
  return drawer;
}

/** A Blob's bytes (jsdom's Blob has no arrayBuffer()). */
const bytesOf = (blob: Blob) =>
  new Promise<Buffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

const verify = (accountId: number, code: string) =>
  requestReply({ method: 'POST', url: AUTH_ACCOUNT_PATHS.verify, data: { accountId, code } }, verifyCodeReplySchema);

describe('Manage Auth', () => {
  it('lists the accounts with the spec columns and filters them by Issuer and AccountCode', async () => {
    const { user } = await openPage('operator');
    expect(screen.getByRole('heading', { name: 'Manage Auth', level: 1 })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Issuer', 'Account Code', 'Created Name', 'Created Date', 'QR Code', 'Delete']);
    const seeded = rowOf('logistics-prod');
    expect(seeded).toHaveTextContent('AWS');
    expect(seeded).toHaveTextContent('Aisha Rahman');
    expect(within(seeded).getAllByRole('cell')[3]!.textContent).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    await chooseIssuer(user, screen.getByRole('search'), 'Google Workspace');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodyRows().every((r) => r.textContent?.startsWith('Google Workspace'))).toBe(true));
    expect(within(table()).getByText('ops.uae@demo.panel')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('combobox', { name: /^Issuer/ })).toHaveTextContent('All issuers');
    await user.type(screen.getByRole('textbox', { name: 'AccountCode' }), 'SELLER.KSA{Enter}');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('Amazon Seller Central');
  });

  it('adds an account (Save waits for both fields) and shows its QR, which an authenticator can use once', async () => {
    const { user } = await openPage('operator');
    await user.click(screen.getByRole('button', { name: 'Add Account' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add Account' });
    const save = within(drawer).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    // Every disabled Save says why.
    expect(save).toHaveAccessibleDescription('Fill in Issuer, AccountCode to save');
    await chooseIssuer(user, drawer, 'GitHub');
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Fill in AccountCode to save');
    const code = within(drawer).getByRole('textbox', { name: /^AccountCode/ });
    expect(code).toHaveAccessibleDescription('Any characters except a colon (:)');
    // A colon: the allowed characters, on the field as it is typed and beside Save.
    await user.type(code, 'a:b');
    const rule = 'Use any characters except a colon (:) and control characters';
    expect(code).toHaveAccessibleDescription(rule);
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(`AccountCode: ${rule}`);
    const accountCode = `ci-bot-${run}-${serial++}`;
    await user.clear(code);
    await user.type(code, accountCode);
    expect(save).toBeEnabled();
    await user.click(save);

    // The toast's 2 s may be over by the time a busy machine gets here: the store says what was shown.
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: sayHere(AUTH_ACCOUNT_MESSAGES.registered) }), {
      timeout: 5000,
    });
    const dialog = await screen.findByRole('dialog', { name: 'QR Code' });
    expect(dialog).toHaveTextContent('GitHub');
    expect(dialog).toHaveTextContent(accountCode);
    const image = within(dialog).getByRole('img', { name: `QR code of GitHub ${accountCode}` });

    // What a phone reads from the image is an otpauth URI whose codes the server accepts, once.
    const uri = decodeQrPng(pngOfDataUrl(image.getAttribute('src')!));
    const { secret, issuer, account } = parseOtpauth(uri);
    expect([issuer, account]).toEqual(['GitHub', accountCode]);
    const row = (await getAccounts({ index: 1, pageSize: 10 }, { issuer: 'GitHub', accountCode })).records[0]!;
    const totp = await generate({ secret });
    expect((await verify(row.id, totp)).data.valid).toBe(true);
    expect((await verify(row.id, totp)).data.reason).toBe('replayed');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(table()).getByText(accountCode)).toBeInTheDocument());

    // The same code again (any case) is refused: an error toast, written onto the field, the drawer stays.
    const again = await addAccount(user, 'GitHub', accountCode.toUpperCase());
    const message = sayHere(AUTH_ACCOUNT_MESSAGES.duplicate('GitHub', accountCode.toUpperCase()));
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'error', message }));
    expect(within(again).getByRole('textbox', { name: /^AccountCode/ })).toHaveAccessibleDescription(message);
  });

  it("shows a row's QR again, downloads it as a PNG named after the account, and copies it", async () => {
    const { user } = await openPage('operator');
    const accountCode = `copy-${run}-${serial++}`;
    await addAccount(user, 'Zoho', accountCode);
    await user.click(within(await screen.findByRole('dialog', { name: 'QR Code' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(rowOf(accountCode)).getByRole('button', { name: `Show the QR code of Zoho ${accountCode}` }));
    const dialog = await screen.findByRole('dialog', { name: 'QR Code' });
    const image = await within(dialog).findByRole('img', { name: `QR code of Zoho ${accountCode}` });
    const uri = decodeQrPng(pngOfDataUrl(image.getAttribute('src')!));
    expect(parseOtpauth(uri).account).toBe(accountCode);

    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(clicked).toEqual([{ download: `Zoho-${accountCode}.png`, href: image.getAttribute('src') }]);

    // No ClipboardItem (as in this browser): the otpauth URI is copied as text, and the toast says so.
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(uri);
    expect(currentToast()).toMatchObject({ severity: 'success', message: 'Setup link (otpauth URI) copied to the clipboard' });

    // Where the browser has ClipboardItem, the PNG itself is copied.
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(readonly items: Record<string, Blob>) {}
        get types() {
          return Object.keys(this.items);
        }
        getType(type: string) {
          return Promise.resolve(this.items[type]!);
        }
      },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(currentToast()?.message).toBe('QR image copied to the clipboard'));
    const [item] = await navigator.clipboard.read();
    expect(decodeQrPng(await bytesOf(await item!.getType('image/png')))).toBe(uri);
  });

  it("deletes after 'Are you sure to Delete ?' titled 'Warning', with 'Deleted Successfully'", async () => {
    const { user } = await openPage('operator');
    const accountCode = `gone-${run}-${serial++}`;
    await addAccount(user, 'Aramex', accountCode);
    await user.click(within(await screen.findByRole('dialog', { name: 'QR Code' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(table()).getByText(accountCode)).toBeInTheDocument());

    await user.click(within(rowOf(accountCode)).getByRole('button', { name: `Delete Aramex ${accountCode}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Warning' });
    expect(confirm).toHaveTextContent('Are you sure to Delete ?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    // The toast offers Undo for 10 s.
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        severity: 'success',
        message: 'Deleted Successfully',
        durationMs: 10_000,
        action: { label: 'Undo' },
      }),
    );
    await waitFor(() => expect(within(table()).queryByText(accountCode)).not.toBeInTheDocument());
  });

  it('greys every write control out for a read-only (L1) user', async () => {
    await openPage('office');
    const add = screen.getByRole('button', { name: 'Add Account' });
    expect(add).toBeDisabled();
    expect(add.parentElement).toHaveAccessibleDescription('This option is Disabled');
    const row = rowOf('logistics-prod');
    expect(within(row).getByRole('button', { name: 'Show the QR code of AWS logistics-prod' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Delete AWS logistics-prod' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add Issuer' })).not.toBeInTheDocument();
  });

  it('lets an administrator extend the issuer list', async () => {
    const { user } = await openPage('admin');
    const name = `Partner Portal ${run}`;
    await user.click(screen.getByRole('button', { name: 'Add Issuer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Issuer' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Fill in Issuer name to save');
    await user.type(within(dialog).getByRole('textbox', { name: /^Issuer name/ }), name);
    await user.click(save);
    await waitFor(() => expect(currentToast()).toMatchObject({ severity: 'success', message: sayHere(AUTH_ACCOUNT_MESSAGES.issuerAdded) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('combobox', { name: /^Issuer/ }));
    expect(await screen.findByRole('option', { name })).toBeInTheDocument();
  });

  it('opens the view its address names, and falls back from a bad address with a notice instead of a refusal', async () => {
    const calls = watchCalls(AUTH_ACCOUNT_PATHS.list);
    try {
      const view = await renderPage(ManageAuthPage, `${PATH}?accountCode=a&size=50&sort=accountCode`);
      await waitFor(() => expect(calls.last()).toMatchObject({ accountCode: 'a', index: 1, pageSize: 50, sort: 'accountCode' }));
      await expectSorted('Account Code', 'ascending');
      view.unmount();

      calls.calls.length = 0;
      const bad = await renderPage(ManageAuthPage, `${PATH}?sort=secret&page=abc`);
      await expectFallbackNotice();
      await waitFor(() => expect(calls.calls.length).toBeGreaterThan(0));
      expect(calls.calls.every((c) => c.sort === undefined && c.index === 1)).toBe(true);
      await waitFor(() => expect(bad.router.state.location.search).toBe(''));
    } finally {
      calls.stop();
    }
  });
});
