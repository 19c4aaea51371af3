import type { Page } from 'playwright-core';

/** Fills the login card and submits it, as a person would. */
export async function signInThroughPage(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Emp No / Email', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}
