import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_LIMITS, MENU_NODE_TYPES, type MenuNode, type MenuPage, type NavType } from '../../../domain/navigation/contracts.ts';
import { MENU_SETTINGS_NS } from '../i18n.ts';
import { problemText } from '../menu-problems.ts';
import { isPageType } from '../menu-tree.ts';
import { useNodeForm, type NodeField } from '../use-node-form.ts';
import { IconField } from './icon-field.tsx';
import { PageField } from './page-field.tsx';

interface NodeDialogProps {
  original?: MenuNode;
  defaultType: NavType;
  takenIds: ReadonlySet<string>;
  pages: readonly MenuPage[];
  pagePaths: ReadonlySet<string>;
  onApply: (node: MenuNode) => void;
  onClose: () => void;
}

/** The 'Menu Setting' dialog: edits one node locally; the page's Save stores the menu. */
export function NodeDialog({ original, defaultType, takenIds, pages, pagePaths, onApply, onClose }: NodeDialogProps) {
  const { t } = useTranslation(MENU_SETTINGS_NS);
  const form = useNodeForm({ original, defaultType, takenIds, pagePaths });
  const titleId = useId();
  const exactHintId = useId();
  const { values } = form;
  const opensPage = isPageType(values.type);
  const types: NavType[] = original?.type === 'divider' ? [...MENU_NODE_TYPES, 'divider'] : [...MENU_NODE_TYPES];

  const errorOf = (field: NodeField) => {
    const problem = form.problemOf(field);
    return problem ? problemText(t, problem, [form.node], form.node.id) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.canApply) onApply(form.node);
  };

  const titleError = errorOf('title');
  const idError = errorOf('id');
  const urlError = errorOf('url');
  const typeHint = original?.children?.length ? t('dialog.keepsChildren') : undefined;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('dialog.title')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField
            label={t('dialog.nodeTitle')}
            value={values.title}
            onChange={(e) => form.change('title', e.target.value)}
            onBlur={() => form.blur('title')}
            error={Boolean(titleError)}
            helperText={titleError}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: MENU_LIMITS.maxTitle } }}
          />
          <TextField
            label={t('dialog.id')}
            value={values.id}
            onChange={(e) => form.change('id', e.target.value)}
            error={Boolean(idError)}
            helperText={idError ?? t('dialog.idHint')}
            slotProps={{ htmlInput: { maxLength: MENU_LIMITS.maxId, spellCheck: false } }}
          />
          <TextField
            label={t('dialog.translate')}
            value={values.translate}
            onChange={(e) => form.change('translate', e.target.value)}
            slotProps={{ htmlInput: { maxLength: MENU_LIMITS.maxTitle, spellCheck: false } }}
          />
          <TextField
            select
            label={t('dialog.type')}
            value={values.type}
            onChange={(e) => form.change('type', e.target.value as NavType)}
            helperText={typeHint}
          >
            {types.map((type) => (
              <MenuItem key={type} value={type} disabled={!form.typeAllowed(type)}>
                {t(`types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <IconField
            value={values.icon}
            onChange={(icon) => form.change('icon', icon)}
            label={t('dialog.icon')}
            hint={t('dialog.iconHint')}
          />
          {opensPage && (
            <>
              <PageField
                pages={pages}
                value={values.url}
                onChange={(url) => form.change('url', url)}
                onBlur={() => form.blur('url')}
                label={t('dialog.url')}
                error={urlError}
                hint={t('dialog.urlHint')}
              />
              <Box>
                <FormControlLabel
                  control={<Checkbox checked disabled slotProps={{ input: { 'aria-describedby': exactHintId } }} />}
                  label={t('dialog.exact')}
                />
                <FormHelperText id={exactHintId}>{t('dialog.exactHint')}</FormHelperText>
              </Box>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!form.canApply}>
            {t('dialog.apply')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
