import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_SETTINGS_NS } from '../i18n.ts';
import type { FindMenu } from '../use-find-menu.ts';

interface FindMenuPanelProps {
  find: FindMenu;
  onSubmit: () => void;
  loading: boolean;
}

/** The 'Find Menu' sidebar: Application, then DataCenter, then Submit (spec 000 §2). */
export function FindMenuPanel({ find, onSubmit, loading }: FindMenuPanelProps) {
  const { t } = useTranslation(MENU_SETTINGS_NS);
  const headingId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (find.canSubmit && !loading) onSubmit();
  };

  return (
    <Paper component="aside" aria-labelledby={headingId} sx={{ p: 2, width: { xs: '100%', md: 280 }, flexShrink: 0 }}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {t('findMenu')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          select
          label={t('application')}
          value={find.application?.id ?? ''}
          onChange={(e) => find.chooseApplication(Number(e.target.value))}
          disabled={find.loadingApps}
          helperText={find.loadingApps ? t('loading') : undefined}
        >
          {find.applications.map((app) => (
            <MenuItem key={app.id} value={app.id}>
              {app.projectAppName}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('dataCentre')}
          value={find.dataCentre}
          onChange={(e) => find.chooseDataCentre(e.target.value)}
          // The field shows the code; the list also names each one's zone.
          slotProps={{ select: { renderValue: (value) => String(value) } }}
          disabled={!find.application || find.loadingCentres}
          helperText={find.loadingCentres ? t('loading') : undefined}
        >
          {find.dataCentres.map((dc) => (
            <MenuItem key={dc.datasenterName} value={dc.datasenterName}>
              {dc.datasenterName}
              {dc.timeZone && (
                <Box component="span" sx={{ color: 'text.secondary', ms: 1 }}>
                  <bdi>{dc.timeZone}</bdi>
                </Box>
              )}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={!find.canSubmit || loading}>
          {loading ? t('loading') : t('submit')}
        </Button>
      </Box>
    </Paper>
  );
}
