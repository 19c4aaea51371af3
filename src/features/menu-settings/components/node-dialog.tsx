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
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MENU_LIMITS, MENU_NODE_TYPES, type MenuNode, type MenuPage, type NavType } from '../../../domain/navigation/contracts.ts';
import { MENU_SETTINGS_NS } from '../i18n.ts';
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

type NodeForm = ReturnType<typeof useNodeForm>;

/** A text field of the dialog: its problem when it has one, else its hint. */
function NodeText({
  form,
  name,
  maxLength,
  hint,
  autoFocus,
}: {
  form: NodeForm;
  name: NodeField;
  maxLength: number;
  hint?: string;
  autoFocus?: boolean;
}) {
  const error = form.errorOf(name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          {...field}
          label={form.labelOf(name)}
          error={Boolean(error)}
          helperText={error ?? hint}
          required={name === 'title'}
          autoFocus={autoFocus}
          slotProps={{ htmlInput: { maxLength, spellCheck: name === 'title' } }}
        />
      )}
    />
  );
}

/** The 'Menu Setting' dialog: edits one node locally; the page's Save stores the menu. */
export function NodeDialog({ original, defaultType, takenIds, pages, pagePaths, onApply, onClose }: NodeDialogProps) {
  const { t } = useTranslation(MENU_SETTINGS_NS);
  const form = useNodeForm({ original, defaultType, takenIds, pagePaths, onApply });
  const titleId = useId();
  const exactHintId = useId();
  const types: NavType[] = original?.type === 'divider' ? [...MENU_NODE_TYPES, 'divider'] : [...MENU_NODE_TYPES];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.apply();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('dialog.title')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <NodeText form={form} name="title" maxLength={MENU_LIMITS.maxTitle} autoFocus />
          <NodeText form={form} name="id" maxLength={MENU_LIMITS.maxId} hint={t('dialog.idHint')} />
          <NodeText form={form} name="translate" maxLength={MENU_LIMITS.maxTitle} hint={t('dialog.translateHint')} />
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <TextField
                {...field}
                select
                label={form.labelOf('type')}
                helperText={original?.children?.length ? t('dialog.keepsChildren') : undefined}
              >
                {types.map((type) => (
                  <MenuItem key={type} value={type} disabled={!form.typeAllowed(type)}>
                    {t(`types.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="icon"
            render={({ field }) => (
              <IconField value={field.value} onChange={field.onChange} label={form.labelOf('icon')} hint={t('dialog.iconHint')} />
            )}
          />
          {isPageType(form.values.type) && (
            <>
              <Controller
                control={form.control}
                name="url"
                render={({ field }) => (
                  <PageField
                    pages={pages}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    label={form.labelOf('url')}
                    error={form.errorOf('url')}
                    hint={t('dialog.urlHint')}
                  />
                )}
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
          <Button type="submit" variant="contained">
            {t('dialog.apply')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
