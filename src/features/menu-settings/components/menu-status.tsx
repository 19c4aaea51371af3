import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useTimeZone } from '../../../lib/date-time.ts';
import { KIT_NS } from '../../../lib/kit-i18n.ts';
import { MENU_SETTINGS_NS } from '../i18n.ts';
import { problemText } from '../menu-problems.ts';
import type { MenuEditor } from '../use-menu-editor.ts';

/**
 * What the admin needs to know about the menu on screen: nothing loaded, none saved yet, empty,
 * broken as a whole, or a save refused because someone saved the menu since it was loaded.
 */
export function MenuStatus({ editor }: { editor: MenuEditor }) {
  const { t } = useTranslation(MENU_SETTINGS_NS);
  const { t: kit } = useTranslation(KIT_NS);
  const zone = useTimeZone();
  const { loaded, tree, problems, stale } = editor;
  if (!loaded) return <Alert severity="info">{t('chooseMenu')}</Alert>;
  const names = { app: loaded.appName, dataCentre: loaded.dataCentre };
  return (
    <>
      {stale && (
        <Alert severity="warning" role="alert">
          <AlertTitle>{kit('history.stale.title')}</AlertTitle>
          {kit('history.stale.text', { user: stale.by, time: formatDateTime(stale.at, zone) })}
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Button variant="outlined" color="inherit" size="small" onClick={editor.reload} disabled={editor.saving}>
              {kit('history.stale.reload')}
            </Button>
            <Button variant="contained" color="warning" size="small" onClick={editor.overwrite} disabled={editor.saving}>
              {kit('history.stale.overwrite')}
            </Button>
          </Box>
        </Alert>
      )}
      {!loaded.saved && <Alert severity="info">{t('noMenu', names)}</Alert>}
      {loaded.saved && tree.length === 0 && <Alert severity="warning">{t('emptyMenu')}</Alert>}
      {problems.general.map((problem) => (
        <Alert key={problem.field + problem.message} severity="error">
          {problemText(problem)}
        </Alert>
      ))}
    </>
  );
}
