import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../src/app/i18n.ts';
import { LANGUAGES } from '../../../src/domain/constants.ts';
import { namespaces } from '../../../src/app/i18n-namespaces.ts';
import { CAMERA_NS, cameraResources } from '../../../src/features/gatekeeper/camera/camera-i18n.ts';
import { ELSEWHERE_NS, elsewhereResources } from '../../../src/features/gatekeeper/components/elsewhere-i18n.ts';
import { REGISTER_NS, registerResources } from '../../../src/features/auth/register-i18n.ts';
import { SCANNER_CHECK_NS, scannerCheckResources } from '../../../src/features/gatekeeper/scan-input/scanner-check-i18n.ts';
import { SYNC_NS, syncResources } from '../../../src/features/gatekeeper/sync/sync-i18n.ts';
import { addPartStrings } from '../../../src/lib/part-strings.ts';
import { renderApp } from '../helpers.tsx';

/** Every key path of a resource tree, e.g. `session.expiredToken`. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('languages', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('has every string in English, Turkish and Arabic, with every plural form of each language', () => {
    const PLURAL = /_(zero|one|two|few|many|other)$/;
    const baseKeys = (keys: string[]) => [...new Set(keys.map((k) => k.replace(PLURAL, '')))].sort();
    // The panel's namespaces, and those of the device's parts that bring their own strings.
    const all = {
      ...namespaces,
      [SYNC_NS]: syncResources,
      [SCANNER_CHECK_NS]: scannerCheckResources,
      [CAMERA_NS]: cameraResources,
      [ELSEWHERE_NS]: elsewhereResources,
      [REGISTER_NS]: registerResources,
    };
    for (const [ns, resources] of Object.entries(all)) {
      const english = baseKeys(keysOf(resources.en));
      for (const lng of LANGUAGES) {
        const keys = keysOf(resources[lng]);
        expect({ ns, lng, keys: baseKeys(keys) }).toEqual({ ns, lng, keys: english });
        // A counted string has exactly the forms the language's plural rules choose between.
        const forms = new Intl.PluralRules(lng).resolvedOptions().pluralCategories.slice().sort();
        for (const base of new Set(keys.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')))) {
          const given = keys.filter((k) => k.replace(PLURAL, '') === base && k !== base).map((k) => k.slice(base.length + 1));
          expect({ ns, lng, base, forms: given.sort() }).toEqual({ ns, lng, base, forms });
        }
      }
    }
  });

  it('counts in each language: one, two and eleven of the device strings', async () => {
    const t = (lng: string, key: string, count: number) => i18n.getFixedT(lng, 'gatekeeper')(key, { count, palletNo: 'PLT-1' });
    expect(t('en', 'sync.attention', 1)).toBe('1 correction or conflict to acknowledge');
    expect(t('en', 'sync.attention', 3)).toBe('3 corrections or conflicts to acknowledge');
    expect(t('en', 'missingDialog.text', 1)).toBe('This unscanned UPC of pallet PLT-1 will be marked missing:');
    addPartStrings(SYNC_NS, syncResources);
    const sync = (lng: string, count: number) => i18n.getFixedT(lng, SYNC_NS)('preloaded', { count });
    expect(sync('en', 1)).toBe('1 open pallet is ready for offline work');
    expect(sync('tr', 2)).toBe('2 açık palet çevrimdışı çalışmaya hazır');
    expect(sync('ar', 2)).toMatch(/^منصتان/);
    expect(t('ar', 'sync.attention', 1)).toBe('تصحيح أو تعارض واحد بانتظار الإقرار');
    expect(t('ar', 'sync.attention', 2)).toBe('تصحيحان أو تعارضان بانتظار الإقرار');
    expect(t('ar', 'sync.attention', 3)).toBe('3 تصحيحات أو تعارضات بانتظار الإقرار');
    expect(t('ar', 'sync.attention', 11)).toBe('11 تصحيحًا أو تعارضًا بانتظار الإقرار');
    expect(t('ar', 'sync.attention', 100)).toBe('100 تصحيح أو تعارض بانتظار الإقرار');
    expect(i18n.getFixedT('en', 'auth')('unsyncedText', { count: 1 })).toMatch(/^1 operation on this device has not/);
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
