import type { Page } from 'playwright-core';

/**
 * Opens a page through the side menu, as staff reach it: from the dashboard, the menu group
 * expanded (its button says so), then the page's link, until the address and the page's heading
 * are there.
 */
export async function openFromMenu(page: Page, group: string, title: string, path: string): Promise<void> {
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: group }).click();
  await nav.getByRole('button', { name: group, expanded: true }).waitFor();
  await nav.getByRole('link', { name: title }).click();
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
}
