import CloseIcon from '@mui/icons-material/Close';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisabledOption } from '../../../components/disabled-option.tsx';
import { HS_CODE_PATTERN } from '../../../domain/fields.ts';
import { hsCodeResultIsSuccess } from '../../../domain/orders/constants.ts';
import type { OrderItem } from '../../../domain/orders/order-failures.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/toast.ts';
import { saveHsCode } from '../api/save-hs-code.ts';
import { ORDERS_NS } from '../i18n.ts';

/**
 * The HS Code cell (spec 001 §2, §4 "HS code: view, edit, saved"): the code with a pencil (L2), an
 * input with a save icon while editing, and after saving a dialog with the result: success text, or
 * red error text (a refusal, or a status 0 without 'ALERT/'). The save carries the order's revision
 * as the drawer read it: when someone changed the order since, the dialog says who and when, the
 * typed code stays, and the details load again so that the next save is based on them.
 */
export function HsCodeCell({
  orderId,
  revision,
  item,
  onSaved,
}: {
  orderId: number;
  revision: number;
  item: OrderItem;
  onSaved: () => void;
}) {
  const { t } = useTranslation(ORDERS_NS);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(item.hsCode);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ success: boolean; message: string } | null>(null);
  const titleId = useId();
  const valid = HS_CODE_PATTERN.test(value.trim());

  const save = async () => {
    if (!valid || saving) return;
    setSaving(true);
    try {
      const reply = await saveHsCode(orderId, revision, item, value.trim());
      const success = hsCodeResultIsSuccess(reply);
      setResult({ success, message: reply.message });
      if (success) {
        setEditing(false);
        onSaved();
      }
    } catch (error) {
      setResult({ success: false, message: errorMessage(error) });
      if (isApiError(error) && error.stale) onSaved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      {editing ? (
        <Box
          component="form"
          sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <TextField
            size="small"
            autoFocus
            label={t('hs.field', { upc: item.upc })}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={!valid}
            helperText={valid ? undefined : t('hs.invalid')}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 12 } }}
            sx={{ width: 170 }}
          />
          <IconButton type="submit" size="small" color="primary" aria-label={t('hs.save', { upc: item.upc })} disabled={!valid || saving}>
            <SaveOutlinedIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('hs.cancel', { upc: item.upc })}
            disabled={saving}
            onClick={() => {
              setValue(item.hsCode);
              setEditing(false);
            }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <span dir="ltr">{item.hsCode || '—'}</span>
          <DisabledOption>
            <IconButton
              size="small"
              aria-label={t('hs.edit', { upc: item.upc })}
              onClick={() => {
                setValue(item.hsCode);
                setEditing(true);
              }}
            >
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </DisabledOption>
        </Box>
      )}
      <Dialog open={result !== null} onClose={() => setResult(null)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{t('hs.resultTitle')}</DialogTitle>
        <DialogContent>
          <Typography role="status" color={result?.success ? 'success.main' : 'error'}>
            {result?.message}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setResult(null)} autoFocus>
            {t('hs.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
