import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import type { DeliveryTimelineForm } from '../../../domain/shipment/delivery-timelines.ts';
import { gmtOffset } from '../../../domain/shipment/delivery-time.ts';
import type { EntityForm } from '../../../lib/form/use-entity-form.ts';

// The IANA database the browser carries (spec 002 §9), each zone with its offset from GMT today.
function zoneOptions() {
  const now = Date.now();
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['Asia/Dubai', 'Asia/Riyadh'];
  return zones.map((zone) => ({ zone, label: `(${gmtOffset(zone, now)}) ${zone}` }));
}

/** The timeline's time zone: typed to search, chosen from the IANA list shown with GMT offsets. */
export function TimezoneField({ form }: { form: EntityForm<DeliveryTimelineForm> }) {
  const { field } = useController({ control: form.control, name: 'timezone' });
  const options = useMemo(zoneOptions, []);
  const error = form.errorOf('timezone');
  return (
    <Autocomplete
      options={options}
      value={options.find((o) => o.zone === field.value) ?? null}
      onChange={(_e, option) => field.onChange(option?.zone ?? '')}
      onBlur={field.onBlur}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.zone === b.zone}
      renderInput={(params) => <TextField {...params} label={form.labelOf('timezone')} error={Boolean(error)} helperText={error} />}
    />
  );
}
