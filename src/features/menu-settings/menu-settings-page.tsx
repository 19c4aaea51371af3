import AddIcon from '@mui/icons-material/Add';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LeavePrompt } from '../../components/form/leave-prompt.tsx';
import { HistoryButton } from '../../components/history/history-button.tsx';
import { Screen } from '../../components/screen.tsx';
import { FindMenuPanel } from './components/find-menu-panel.tsx';
import { MenuStatus } from './components/menu-status.tsx';
import { MenuTreeView } from './components/menu-tree-view.tsx';
import { NodeDialog } from './components/node-dialog.tsx';
import { TreeSearchBar } from './components/tree-search-bar.tsx';
import { MENU_SETTINGS_NS } from './i18n.ts';
import { MENUS_RESOURCE } from './use-menu-editor.ts';
import { useMenuSettings } from './use-menu-settings.ts';

/** /apps/menu-settings (administrators): edit the navigation menu of an application and data centre. */
export function MenuSettingsPage() {
  const { t } = useTranslation(MENU_SETTINGS_NS);
  const page = useMenuSettings();
  const { editor, nodeDialog } = page;
  const loaded = editor.loaded;
  const saveHintId = useId();
  const saveHint = editor.saveBlocker && t(`saveBlocked.${editor.saveBlocker}`);

  return (
    <Screen title={t('title')}>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, alignItems: 'flex-start', gap: 3 }}>
        <FindMenuPanel find={page.find} onSubmit={page.submit} loading={editor.loading} />
        <Paper component="section" sx={{ flex: 1, minWidth: 0, width: '100%', p: 2 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
            <TreeSearchBar search={page.search} disabled={!loaded} />
            <Box sx={{ flex: 1 }} />
            {editor.dirty && <Chip size="small" color="warning" label={t('unsaved')} />}
            {loaded && editor.menuId !== null && (
              <HistoryButton
                entity="menu"
                id={editor.menuId}
                name={t('loadedMenu', { app: loaded.appName, dataCentre: loaded.dataCentre })}
                labelOf={(field) => t(`fields.${field}`, { defaultValue: field })}
                invalidates={[MENUS_RESOURCE]}
              />
            )}
            <Button variant="outlined" startIcon={<AddIcon />} onClick={page.addTopLevel} disabled={!loaded}>
              {t('addNewNode')}
            </Button>
            <Button
              variant="contained"
              startIcon={<SaveIcon />}
              onClick={editor.save}
              disabled={!editor.canSave}
              aria-describedby={saveHint ? saveHintId : undefined}
            >
              {editor.saving ? t('saving') : t('save')}
            </Button>
          </Box>
          {saveHint && (
            // A disabled Save always says why, as the drawers' Save does.
            <Typography id={saveHintId} variant="body2" color="text.secondary" sx={{ textAlign: 'end', mt: -1, mb: 1 }}>
              {saveHint}
            </Typography>
          )}
          {loaded && (
            <Typography component="h2" variant="subtitle1" sx={{ mb: 1 }}>
              {t('loadedMenu', { app: loaded.appName, dataCentre: loaded.dataCentre })}
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 1 }}>
            <MenuStatus editor={editor} />
          </Box>
          {loaded && <MenuTreeView ctx={page.ctx} label={t('treeLabel')} />}
        </Paper>
      </Box>

      {nodeDialog && loaded && (
        <NodeDialog
          key={nodeDialog.key}
          original={nodeDialog.original}
          defaultType={nodeDialog.defaultType}
          takenIds={nodeDialog.takenIds}
          pages={loaded.pages}
          pagePaths={loaded.pagePaths}
          onApply={nodeDialog.apply}
          onClose={nodeDialog.close}
        />
      )}
      <ConfirmDialog
        open={page.deleteDialog.open}
        title={t('deleteTitle')}
        text={t('deleteText')}
        onConfirm={page.deleteDialog.confirm}
        onClose={page.deleteDialog.close}
        danger
      />
      <ConfirmDialog
        open={page.discardDialog.open}
        title={t('discardTitle')}
        text={t('discardText')}
        confirmLabel={t('discard')}
        cancelLabel={t('keep')}
        onConfirm={page.discardDialog.confirm}
        onClose={page.discardDialog.close}
        danger
      />
      <LeavePrompt form={page} />
    </Screen>
  );
}

export default MenuSettingsPage;
