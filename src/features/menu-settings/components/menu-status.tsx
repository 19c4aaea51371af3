import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { MENU_SETTINGS_NS } from '../i18n.ts';
import { problemText } from '../menu-problems.ts';
import type { MenuEditor } from '../use-menu-editor.ts';

/** What the admin needs to know about the menu on screen: nothing loaded, none saved yet, empty, or broken as a whole. */
export function MenuStatus({ editor }: { editor: MenuEditor }) {
  const { t } = useTranslation(MENU_SETTINGS_NS);
  const { loaded, tree, problems } = editor;
  if (!loaded) return <Alert severity="info">{t('chooseMenu')}</Alert>;
  const names = { app: loaded.appName, dataCentre: loaded.dataCentre };
  return (
    <>
      {!loaded.saved && <Alert severity="info">{t('noMenu', names)}</Alert>}
      {loaded.saved && tree.length === 0 && <Alert severity="warning">{t('emptyMenu')}</Alert>}
      {problems.general.map((problem) => (
        <Alert key={problem.field + problem.message} severity="error">
          {problemText(t, problem, tree)}
        </Alert>
      ))}
    </>
  );
}
