import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageFilter } from '../../../domain/activation/update-paths.ts';
import { ACTIVATION_NS } from '../i18n.ts';

/** The page's filter criteria (spec 001 §2): 'Studio Image Edit' (STUDIO) or 'Arabic Activation' (AR_ACTIVATION). */
export function FilterCriteria({
  value,
  locked,
  onChange,
}: {
  value: PageFilter | null;
  /** Unsaved Arabic changes keep the page on the Arabic queue. */
  locked: boolean;
  onChange: (filter: PageFilter) => void;
}) {
  const { t } = useTranslation(ACTIVATION_NS);
  const labelId = useId();
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
      <FormControl disabled={locked}>
        <FormLabel id={labelId}>{t('update.criteria')}</FormLabel>
        <RadioGroup row aria-labelledby={labelId} value={value ?? ''} onChange={(e) => onChange(e.target.value as PageFilter)}>
          <FormControlLabel value="STUDIO" control={<Radio />} label={t('update.studio')} />
          <FormControlLabel value="AR_ACTIVATION" control={<Radio />} label={t('update.arabic')} />
        </RadioGroup>
        {locked && <FormHelperText>{t('update.locked')}</FormHelperText>}
      </FormControl>
    </Paper>
  );
}
