import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/app/i18n.ts';
import { VerdictBanner } from '../../../src/features/gatekeeper/components/verdict-banner.tsx';
import { createVerdictSource, type ShownVerdict } from '../../../src/features/gatekeeper/verdict-source.ts';

const notOnPallet: ShownVerdict = {
  seq: 1,
  kind: 'notOnPallet',
  action: 'NOT_ON_PALLET',
  upc: '999999999999',
  message: 'UPC 999999999999 is not on this pallet',
};

function setUp() {
  const source = createVerdictSource();
  const onMarkExcess = vi.fn();
  const onOpenPallet = vi.fn();
  render(<VerdictBanner source={source} onMarkExcess={onMarkExcess} onOpenPallet={onOpenPallet} />);
  const banner = screen.getByTestId('verdict');
  const show = (verdict: ShownVerdict) => act(() => source.set(verdict));
  return { banner, show, source, onMarkExcess, onOpenPallet };
}

describe('the verdict banner', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en')));

  it('is an empty live region until the first result', () => {
    const { banner } = setUp();
    expect(banner).toHaveAttribute('role', 'status');
    expect(banner).toHaveAttribute('aria-live', 'assertive');
    expect(banner).toHaveAttribute('data-seq', '0');
    expect(banner).toBeEmptyDOMElement();
  });

  it('shows each result at once, a new card even when it repeats the last, so it is announced again', () => {
    const { banner, show } = setUp();
    show(notOnPallet);
    expect(banner).toHaveAttribute('data-kind', 'notOnPallet');
    expect(banner).toHaveAttribute('data-seq', '1');
    expect(banner).toHaveTextContent('Not on this pallet 999999999999UPC 999999999999 is not on this pallet');
    const first = banner.firstElementChild;
    show({ ...notOnPallet, seq: 2 });
    expect(banner).toHaveAttribute('data-seq', '2');
    expect(banner.firstElementChild).not.toBe(first);
    expect(banner.children).toHaveLength(1);
  });

  it('shows what was shown, never a card prepared for another result', () => {
    const { banner, show, source } = setUp();
    source.prepare({ ...notOnPallet, message: 'prepared, never shown' });
    expect(banner).toBeEmptyDOMElement();
    show(notOnPallet);
    expect(banner).toHaveTextContent('UPC 999999999999 is not on this pallet');
    expect(banner).not.toHaveTextContent('prepared');
    source.prepare({ ...notOnPallet, kind: 'accepted', action: 'ACCEPTED', message: 'Scanned' });
    show({ ...notOnPallet, seq: 2, kind: 'accepted', action: 'ACCEPTED', message: 'Scanned' });
    expect(banner).toHaveTextContent(/^Accepted 999999999999Scanned$/);
  });

  it('offers to mark a unit not on the pallet as excess, and to open a pallet scanned as a UPC', async () => {
    const { show, onMarkExcess, onOpenPallet } = setUp();
    show(notOnPallet);
    await userEvent.click(screen.getByRole('button', { name: 'Mark 999999999999 as excess' }));
    expect(onMarkExcess).toHaveBeenCalledWith('999999999999');
    show({
      seq: 3,
      kind: 'warning',
      action: null,
      upc: 'PLT-0001',
      message: 'PLT-0001 looks like a pallet number, not a UPC',
      palletNo: 'PLT-0001',
    });
    expect(screen.queryByRole('button', { name: /as excess/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Switch to pallet/ }));
    expect(onOpenPallet).toHaveBeenCalledWith('PLT-0001');
  });

  it('says the last verdict again in the language the operator switches to', async () => {
    const { banner, show } = setUp();
    show({ ...notOnPallet, kind: 'accepted', action: 'ACCEPTED', message: 'Scanned' });
    expect(banner).toHaveTextContent(/^Accepted 999999999999/);
    await act(() => i18n.changeLanguage('ar'));
    expect(banner).toHaveTextContent(/^مقبول 999999999999/);
    expect(banner.querySelector('[dir="ltr"]')).toHaveTextContent('999999999999');
  });
});
