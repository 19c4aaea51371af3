import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../src/app/i18n.ts';
import { LANGUAGES } from '../../../src/domain/constants.ts';
import { namespaces } from '../../../src/app/i18n-namespaces.ts';
import { renderApp } from '../helpers.tsx';

/** Every key path of a resource tree, e.g. `session.expiredToken`. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('languages', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('has every string in English, Turkish and Arabic', () => {
    for (const [ns, resources] of Object.entries(namespaces)) {
      const english = keysOf(resources.en).sort();
      for (const lng of LANGUAGES) expect({ ns, lng, keys: keysOf(resources[lng]).sort() }).toEqual({ ns, lng, keys: english });
    }
  });

  it('switches the page to Arabic, right to left, from the login card', async () => {
    await renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Language' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Arabic' }));
    expect(await screen.findByRole('heading', { name: 'لوحة الإدارة' })).toBeInTheDocument();
    expect(screen.getByLabelText('الرقم الوظيفي / البريد الإلكتروني')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(localStorage.getItem('language')).toBe('ar');
  });

  it('shows Turkish left to right', async () => {
    await renderApp('/login');
    await act(() => i18n.changeLanguage('tr'));
    expect(await screen.findByRole('button', { name: 'Giriş' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
