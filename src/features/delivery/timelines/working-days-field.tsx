import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DeliveryTimelineForm } from '../../../domain/shipment/delivery-timelines.ts';
import { parseWorkingDays, WEEKDAYS } from '../../../domain/shipment/delivery-time.ts';
import type { EntityForm } from '../../../lib/form/use-entity-form.ts';
import { DELIVERY_NS } from '../i18n.ts';

/** The seven working-day buttons, Mon to Sun (spec 002 §9); the field keeps them as 'Mon,Tue,…'. */
export function WorkingDaysField({ form }: { form: EntityForm<DeliveryTimelineForm> }) {
  const { t } = useTranslation(DELIVERY_NS);
  const { field } = useController({ control: form.control, name: 'workingDays' });
  const labelId = useId();
  const error = form.errorOf('workingDays');
  const chosen = parseWorkingDays(field.value ?? '') ?? [];
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id={labelId}>{form.labelOf('workingDays')}</FormLabel>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        size="small"
        color="primary"
        value={chosen}
        onChange={(_e, days: string[]) => field.onChange(WEEKDAYS.filter((d) => days.includes(d)).join(','))}
        sx={{ flexWrap: 'wrap', mt: 0.5 }}
      >
        {WEEKDAYS.map((day) => (
          <ToggleButton key={day} value={day} aria-label={t(`weekdays.${day}`)}>
            {t(`weekdaysShort.${day}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
