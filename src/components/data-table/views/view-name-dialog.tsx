import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_VIEW_NAME } from '../../../domain/lists/views.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { KIT_NS } from '../../../lib/kit-i18n.ts';
import { toast } from '../../../lib/toast.ts';

export interface ViewNameValues {
  name: string;
  isDefault: boolean;
  published: boolean;
}

interface ViewNameDialogProps {
  title: string;
  initial: ViewNameValues;
  /** Offer the default and publish choices (Save view as…); a rename asks only the name. */
  choices: { publish: boolean } | null;
  /** Saves; answers the server's message. A refusal naming the name shows under it, any other as a toast. */
  onSave: (values: ViewNameValues) => Promise<string>;
  onClose: () => void;
}

/** The name of a view (Save view as…, Rename), with whether it opens the list and, for administrators, is published. */
export function ViewNameDialog({ title, initial, choices, onSave, onClose }: ViewNameDialogProps) {
  const { t } = useTranslation(KIT_NS);
  const titleId = useId();
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!values.name.trim()) return setProblem(t('views.required'));
    setBusy(true);
    try {
      toast.success(await onSave({ ...values, name: values.name.trim() }));
      onClose();
    } catch (error) {
      const onName = isApiError(error) ? error.fieldError('name') : undefined;
      if (onName) setProblem(onName);
      else toast.failure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={() => !busy && onClose()} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('views.name')}
            value={values.name}
            onChange={(e) => {
              setValues({ ...values, name: e.target.value });
              setProblem(null);
            }}
            error={problem !== null}
            helperText={problem ?? ' '}
            slotProps={{ htmlInput: { maxLength: MAX_VIEW_NAME } }}
          />
          {choices && (
            <FormControlLabel
              control={<Checkbox checked={values.isDefault} onChange={(e) => setValues({ ...values, isDefault: e.target.checked })} />}
              label={t('views.makeDefault')}
            />
          )}
          {choices?.publish && (
            <FormControlLabel
              control={<Checkbox checked={values.published} onChange={(e) => setValues({ ...values, published: e.target.checked })} />}
              label={t('views.publish')}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('views.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {t('views.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
