import ClearIcon from '@mui/icons-material/Clear';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DisabledOption } from '../../../components/disabled-option.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { usePageAccess } from '../../../lib/page-access.ts';
import { useTransferLocations } from '../api/use-transfer-locations.ts';
import { B2B_TRANSFER_NS } from '../i18n.ts';
import { AddLocationDialog } from './add-location-dialog.tsx';
import { downloadSample } from './download-sample.ts';
import { TransferOverlay } from './transfer-overlay.tsx';
import { TransferProblems } from './transfer-problems.tsx';
import { useTransferForm, XLSX_MIME } from './use-transfer-form.ts';

/** The form of spec 002 §2 "/apps/b2b-transfer": every element in the spec's order. */
export function TransferForm() {
  const { t } = useTranslation(B2B_TRANSFER_NS);
  const form = useTransferForm();
  const locations = useTransferLocations();
  const isAdmin = usePageAccess((s) => s.isAdmin);
  const [addingLocation, setAddingLocation] = useState(false);
  const ids = { same: useId(), file: useId(), hint: useId(), title: useId() };
  const { values, change, server } = form;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };
  const locationSelect = (field: 'fromLocationCode' | 'toLocationCode', label: string) => (
    <TextField
      select
      required
      label={label}
      value={values[field]}
      onChange={(e) => change({ [field]: e.target.value })}
      error={form.sameLocations || Boolean(server.fields[field])}
      helperText={server.fields[field]}
      // 'Please select' shows as the value while none is chosen (spec 002 §2), so the label stays above it.
      slotProps={{
        select: { displayEmpty: true, 'aria-describedby': form.sameLocations ? ids.same : undefined },
        inputLabel: { shrink: true },
      }}
      sx={{ minWidth: 260 }}
    >
      <MenuItem value="">{t('pleaseSelect')}</MenuItem>
      {locations.options.map((l) => (
        <MenuItem key={l.code} value={l.code}>
          <bdi dir="ltr">{l.code}</bdi>&nbsp;·&nbsp;{locations.labelOf(l)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Paper component="form" variant="outlined" noValidate onSubmit={submit} aria-labelledby={ids.title} sx={{ p: 2, mb: 3 }}>
      <Typography id={ids.title} component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('formLabel')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <TextField
          required
          label={t('fields.referenceNumber')}
          value={values.referenceNumber}
          onChange={(e) => change({ referenceNumber: e.target.value })}
          error={Boolean(server.fields.referenceNumber)}
          helperText={server.fields.referenceNumber}
          slotProps={{ htmlInput: { maxLength: 50, dir: 'ltr' } }}
          sx={{ minWidth: 240 }}
        />
        {locationSelect('fromLocationCode', t('fields.fromLocation'))}
        {locationSelect('toLocationCode', t('fields.toLocation'))}
        <TextField select label={t('fields.transferType')} value="STO" sx={{ minWidth: 220 }}>
          <MenuItem value="STO">{t('sto')}</MenuItem>
        </TextField>
        {isAdmin && (
          <Button variant="text" onClick={() => setAddingLocation(true)} sx={{ alignSelf: 'center' }}>
            {t('addLocation')}
          </Button>
        )}
      </Box>
      {form.sameLocations && (
        <Typography id={ids.same} role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {t('sameLocations')}
        </Typography>
      )}

      <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {/* The input's one label; Choose File opens the same picker for those who prefer a button. */}
        <Typography component="label" htmlFor={ids.file} variant="subtitle2" sx={{ minWidth: 120 }}>
          {t('fields.file')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={form.submitting}
          onClick={() => form.fileInput.current?.click()}
        >
          {t('chooseFile')}
        </Button>
        <input
          ref={form.fileInput}
          id={ids.file}
          type="file"
          accept={`.xlsx,${XLSX_MIME}`}
          onChange={form.chooseFile}
          disabled={form.submitting}
          // Keyboard users reach the picker through Choose File: one tab stop, not two.
          tabIndex={-1}
          style={visuallyHidden}
        />
        <Typography variant="body2" color={form.file ? 'text.primary' : 'text.secondary'}>
          {form.file ? <bdi>{form.file.name}</bdi> : t('noFile')}
        </Typography>
        {form.file && (
          <IconButton aria-label={t('clearFile')} size="small" onClick={form.clearFile} disabled={form.submitting}>
            <ClearIcon fontSize="small" />
          </IconButton>
        )}
        <Button variant="text" startIcon={<FileDownloadIcon />} onClick={() => void downloadSample()} sx={{ marginInlineStart: 'auto' }}>
          {t('downloadSample')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('note')}
      </Typography>
      <TransferProblems problems={server.problems} />

      <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <DisabledOption>
          <Button
            type="submit"
            variant="contained"
            disabled={!form.canSubmit || form.submitting}
            aria-describedby={form.canSubmit ? undefined : ids.hint}
          >
            {form.submitting ? t('submitting') : t('submit')}
          </Button>
        </DisabledOption>
        {!form.canSubmit && form.missing.length > 0 && (
          <Typography id={ids.hint} variant="body2" color="text.secondary">
            {form.missing.join(' · ')}
          </Typography>
        )}
      </Box>
      <TransferOverlay open={form.submitting} label={t('submitting')} />
      {addingLocation && <AddLocationDialog onClose={() => setAddingLocation(false)} />}
    </Paper>
  );
}
