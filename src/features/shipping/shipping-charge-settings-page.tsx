import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { SHIPPING_TIERS, type ShippingTier } from '../../domain/shipment/shipping-charges.ts';
import { SHIPPING_NS } from './i18n.ts';
import { TierCharges } from './charges/tier-charges.tsx';

const tabId = (tier: ShippingTier) => `shipping-tab-${tier}`;
const panelId = (tier: ShippingTier) => `shipping-panel-${tier}`;

/**
 * /apps/shipping-charge-settings (spec 002 §2): a tab per tier, each the table of that tier's charges.
 * The tab is part of the list's view, so the address keeps it with the country, page and order.
 */
export function ShippingChargeSettingsPage() {
  const { t } = useTranslation(SHIPPING_NS);
  return (
    <TierCharges
      tabs={(tier, choose) => (
        <Tabs
          value={tier}
          onChange={(_, next: ShippingTier) => choose(next)}
          aria-label={t('tabsLabel')}
          variant="scrollable"
          sx={{ mb: 2 }}
        >
          {SHIPPING_TIERS.map((value) => (
            <Tab key={value} value={value} label={t(`tiers.${value}`)} id={tabId(value)} aria-controls={panelId(value)} />
          ))}
        </Tabs>
      )}
      panelOf={(tier) => ({ id: panelId(tier), labelledBy: tabId(tier) })}
    />
  );
}

export default ShippingChargeSettingsPage;
