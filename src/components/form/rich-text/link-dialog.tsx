import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { Editor } from '@tiptap/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../../../lib/i18n-common.ts';
import { KIT_NS } from '../../../lib/kit-i18n.ts';

// The schemes the server keeps in product HTML; anything else would be dropped on save.
const ADDRESS = /^(https?:\/\/|mailto:|tel:)\S+$/i;

/** Sets, changes or removes the link on the selection (or the link the cursor is in). */
export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation(KIT_NS);
  const { t: common } = useTranslation(COMMON_NS);
  const titleId = useId();
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current);
  const [error, setError] = useState(false);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const address = href.trim();
    if (!ADDRESS.test(address)) return setError(true);
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected the address itself becomes the linked text.
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] }).run();
    else chain.setLink({ href: address }).run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={apply} noValidate>
        <DialogTitle id={titleId}>{t('richText.linkTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('richText.linkAddress')}
            value={href}
            onChange={(event) => {
              setHref(event.target.value);
              setError(false);
            }}
            error={error}
            helperText={error ? t('richText.linkBadAddress') : undefined}
            autoComplete="off"
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </DialogContent>
        <DialogActions>
          {current && (
            <Button color="error" onClick={remove}>
              {t('richText.linkRemove')}
            </Button>
          )}
          <Button onClick={onClose}>{common('cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('richText.linkApply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
