import { useEffect } from 'react';
import type { ShippingCharge } from '../../../domain/shipment/shipping-charges.ts';

// setTimeout takes at most 2^31 - 1 ms; a change further off is picked up by a later load.
const LONGEST_WAIT_MS = 2_147_483_647;

/**
 * Loads the rows again just after the first waiting change's time, so the grid shows it in force
 * without a reload. The server decides what is in force; this only asks it again at the right moment.
 */
export function useReloadWhenDue(rows: readonly ShippingCharge[], reload: () => void): void {
  const due = rows.filter((r) => !r.inForce).reduce((first, r) => Math.min(first, Date.parse(r.effectiveFrom)), Infinity);
  useEffect(() => {
    if (!Number.isFinite(due)) return;
    const timer = setTimeout(reload, Math.min(LONGEST_WAIT_MS, Math.max(0, due - Date.now()) + 1000));
    return () => clearTimeout(timer);
  }, [due, reload]);
}
