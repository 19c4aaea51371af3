import { readFile } from 'node:fs/promises';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ACCOUNT_PATHS, type AuthAccount, type VerifyCodeReply } from '../src/domain/auth-accounts/contracts.ts';
import type { Envelope } from '../src/domain/envelope.ts';
import { decodeQrPng, parseOtpauth } from '../tests/support/qr-decode.ts';
import { signIn } from './support/api.ts';
import { accessibleDescription } from './support/browser.ts';
import { sharedServer } from './support/shared-server.ts';
import { openFromMenu } from './support/menu.ts';
import { signedInStaff } from './support/staff.ts';

const { baseUrl, demoPassword } = sharedServer();
const run = Date.now() % 1_000_000;

/** Manage Auth through the menu, as staff reach it, once its list is in. */
async function openManageAuth(page: Page): Promise<void> {
  await openFromMenu(page, 'Administration', 'Manage Auth', '/apps/manage-auth');
  await page.getByRole('table', { name: 'Authenticator accounts' }).getByText('logistics-prod', { exact: true }).waitFor();
}

/** Calls the API with a user's token, as another system asking for an OTP authorization would. */
async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: Envelope<T> }> {
  const reply = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: reply.status, body: (await reply.json()) as Envelope<T> };
}

async function tokenOf(username: string): Promise<string> {
  const login = await signIn(baseUrl, username, demoPassword);
  return login.body.data?.token ?? '';
}

describe('Manage Auth as staff use it', () => {
  const staff = signedInStaff(['operator', 'office']);

  beforeAll(async () => {
    // Copying the secret and the code to the clipboard.
    await staff.operator.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  });

  it('adds an account whose downloaded QR sets up an authenticator; a code verifies once', async () => {
    const { page } = staff.operator;
    await openManageAuth(page);
    await page.getByRole('button', { name: 'Add Account' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add Account' });
    const save = drawer.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await drawer.getByRole('combobox', { name: /^Issuer/ }).click();
    await page.getByRole('option', { name: 'Google Workspace', exact: true }).click();
    expect(await save.isDisabled()).toBe(true);
    const accountCode = `e2e.ops+${run}@demo.panel`;
    await drawer.getByRole('textbox', { name: /^AccountCode/ }).fill(accountCode);
    await save.click();
    await page.getByText('Account registered successfully', { exact: true }).waitFor();

    const dialog = page.getByRole('dialog', { name: 'QR Code' });
    await dialog.getByRole('img', { name: `QR code of Google Workspace ${accountCode}` }).waitFor();
    await expect.poll(() => dialog.textContent()).toContain(accountCode);

    // Download from the keyboard: the dialog opens with Download focused.
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe(`Google_Workspace-${accountCode.replace(/[+@]/g, '_')}.png`);
    const uri = decodeQrPng(await readFile((await download.path())!));
    const otp = parseOtpauth(uri);
    expect(otp).toMatchObject({
      labelIssuer: 'Google Workspace',
      account: accountCode,
      issuer: 'Google Workspace',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });

    const token = await tokenOf('operator');
    const listed = await api<{ records: AuthAccount[] }>(token, 'POST', `${AUTH_ACCOUNT_PATHS.list}?index=1&pageSize=10`, {
      issuer: 'Google Workspace',
      accountCode,
    });
    const accountId = listed.body.data.records[0]!.id;
    const code = await generate({ secret: otp.secret });
    const first = await api<VerifyCodeReply>(token, 'POST', AUTH_ACCOUNT_PATHS.verify, { accountId, code });
    expect(first.body).toMatchObject({ status: true, data: { valid: true, reason: 'accepted' } });
    const second = await api<VerifyCodeReply>(token, 'POST', AUTH_ACCOUNT_PATHS.verify, { issuer: 'Google Workspace', accountCode, code });
    expect(second.body.data).toMatchObject({ valid: false, reason: 'replayed' });
    expect(second.body.message).toBe('This code was already used. Wait for the next code and try again.');

    // Copy puts the PNG itself on the clipboard in Chromium.
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('QR image copied to the clipboard', { exact: true }).waitFor();
    const copied = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      const bytes = new Uint8Array(await (await item!.getType('image/png')).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    });
    expect(decodeQrPng(Buffer.from(copied, 'base64'))).toBe(uri);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('table', { name: 'Authenticator accounts' }).getByText(accountCode, { exact: true }).waitFor();
  });

  it("shows a row's QR again and deletes the account after the Warning", async () => {
    const { page } = staff.operator;
    const accountCode = `e2e-delete-${run}`;
    await page.getByRole('button', { name: 'Add Account' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add Account' });
    await drawer.getByRole('combobox', { name: /^Issuer/ }).click();
    await page.getByRole('option', { name: 'Aramex', exact: true }).click();
    await drawer.getByRole('textbox', { name: /^AccountCode/ }).fill(accountCode);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'QR Code' }).getByRole('button', { name: 'Close' }).click();

    const grid = page.getByRole('table', { name: 'Authenticator accounts' });
    await grid.getByRole('button', { name: `Show the QR code of Aramex ${accountCode}` }).click();
    const dialog = page.getByRole('dialog', { name: 'QR Code' });
    await dialog.getByRole('img', { name: `QR code of Aramex ${accountCode}` }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await grid.getByRole('button', { name: `Delete Aramex ${accountCode}` }).click();
    const warning = page.getByRole('dialog', { name: 'Warning' });
    await warning.getByText('Are you sure to Delete ?', { exact: true }).waitFor();
    await warning.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Deleted Successfully', { exact: true }).waitFor();
    await grid.getByText(accountCode, { exact: true }).waitFor({ state: 'detached' });
  });

  it('gives the read-only user greyed controls, and the server refuses their writes (403)', async () => {
    const { page } = staff.office;
    await openManageAuth(page);
    const add = page.getByRole('button', { name: 'Add Account' });
    expect(await add.isDisabled()).toBe(true);
    expect(await accessibleDescription(page.locator('span[aria-describedby]').filter({ has: add }))).toBe('This option is Disabled');
    expect(await page.getByRole('button', { name: 'Delete AWS logistics-prod' }).isDisabled()).toBe(true);

    const token = await tokenOf('office');
    const created = await api(token, 'POST', AUTH_ACCOUNT_PATHS.register, { issuer: 'GitHub', accountCode: `office-${run}` });
    expect(created.status).toBe(403);
    expect((await api(token, 'POST', AUTH_ACCOUNT_PATHS.issuers, { name: `Office ${run}` })).status).toBe(403);
    const listed = await api<{ records: AuthAccount[] }>(token, 'POST', `${AUTH_ACCOUNT_PATHS.list}?index=1&pageSize=10`, {
      accountCode: `office-${run}`,
    });
    expect(listed.body.data.records).toEqual([]);
  });

  it('threw no uncaught error in the pages along the way', () => {
    expect(staff.operator.pageErrors).toEqual([]);
    expect(staff.office.pageErrors).toEqual([]);
  });
});
