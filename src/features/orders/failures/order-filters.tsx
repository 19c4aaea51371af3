import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-time-field.tsx';
import { ORDERS_NS } from '../i18n.ts';
import { DATE_FORMAT, type OrderFilter } from './order-filter.ts';

/** Order Id, Order Date and the Inventory failure checkbox (spec 001 §2); Enter in Order Id searches. */
export function OrderFilters({
  draft,
  dateInvalid,
  onChange,
}: {
  draft: OrderFilter;
  dateInvalid: boolean;
  onChange: (patch: Partial<OrderFilter>) => void;
}) {
  const { t } = useTranslation(ORDERS_NS);
  return (
    <>
      <TextField
        size="small"
        label={t('filters.orderId')}
        value={draft.orderId}
        onChange={(e) => onChange({ orderId: e.target.value })}
        slotProps={{ htmlInput: { dir: 'ltr', maxLength: 50 } }}
        sx={{ width: 190 }}
      />
      <DateField
        label={t('filters.orderDate')}
        format={DATE_FORMAT}
        value={draft.orderDate}
        onChange={(orderDate) => onChange({ orderDate })}
        error={dateInvalid}
        helperText={dateInvalid ? t('invalid.orderDate') : undefined}
      />
      <FormControlLabel
        control={<Checkbox checked={draft.inventory} onChange={(e) => onChange({ inventory: e.target.checked })} />}
        label={t('filters.inventory')}
      />
    </>
  );
}
