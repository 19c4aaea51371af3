import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../../components/date-time-field.tsx';
import type { EntityForm } from '../../../lib/form/use-entity-form.ts';
import { SHIPPING_NS } from '../i18n.ts';
import type { ChargeFormValues } from './charge-form.ts';
import { SHIPPING_DATE_TIME_FORMAT } from './format.ts';

/** Now or Scheduled (spec 002 §2, §5); Scheduled shows the date-time picker, from `min` (yesterday) onward. */
export function ScheduleFields({ form, min }: { form: EntityForm<ChargeFormValues>; min: string }) {
  const { t } = useTranslation(SHIPPING_NS);
  const labelId = useId();
  const { field: option } = useController({ control: form.control, name: 'updateChanges' });
  const { field: date } = useController({ control: form.control, name: 'scheduleDate' });
  const chosen = useWatch({ control: form.control, name: 'updateChanges' });
  const optionError = form.errorOf('updateChanges');
  const dateError = form.errorOf('scheduleDate');
  return (
    <>
      <FormControl error={Boolean(optionError)} sx={{ gridColumn: '1 / -1' }}>
        <FormLabel id={labelId}>{form.labelOf('updateChanges')}</FormLabel>
        <RadioGroup row aria-labelledby={labelId} value={option.value ?? ''} onChange={(e) => option.onChange(e.target.value)}>
          <FormControlLabel value="NOW" control={<Radio />} label={t('now')} />
          <FormControlLabel value="SCHEDULED" control={<Radio />} label={t('scheduled')} />
        </RadioGroup>
        {optionError ? <FormHelperText>{optionError}</FormHelperText> : null}
      </FormControl>
      {chosen === 'SCHEDULED' ? (
        <DateTimeField
          label={form.labelOf('scheduleDate')}
          format={SHIPPING_DATE_TIME_FORMAT}
          value={date.value ?? ''}
          onChange={date.onChange}
          min={min}
          error={Boolean(dateError)}
          helperText={dateError ?? t('dateHint')}
          width="100%"
        />
      ) : null}
    </>
  );
}
