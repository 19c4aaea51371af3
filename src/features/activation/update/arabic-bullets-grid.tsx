import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TEXT_MAX } from '../../../domain/catalogue/products.ts';
import { ACTIVATION_NS } from '../i18n.ts';
import { ARABIC_INPUT } from './arabic-text.tsx';
import type { ArabicEdit } from './use-arabic-edit.ts';

/**
 * The Arabic bullets (spec 001 §2): a list, or in edit mode a grid where each bullet's Arabic is
 * typed in place (its English beside it), bullets are added and deleted, and Save / Cancel apply
 * or drop the grid's changes (both greyed until there is one).
 */
export function ArabicBulletsGrid({ edit, editing, canWrite }: { edit: ArabicEdit; editing: boolean; canWrite: boolean }) {
  const { t } = useTranslation(ACTIVATION_NS);
  if (!editing) {
    const arabic = edit.bullets.filter((b) => b.ar_name);
    if (!arabic.length) return <Typography variant="body2">{t('update.ar.none')}</Typography>;
    return (
      <Box component="ul" dir="rtl" lang="ar" sx={{ m: 0, paddingInlineStart: 2.5 }}>
        {arabic.map((b) => (
          <li key={b.id}>{b.ar_name}</li>
        ))}
      </Box>
    );
  }
  const emptyNew = edit.bullets.some((b) => b.id < 0 && !b.ar_name.trim());
  return (
    <Stack spacing={1}>
      <Table size="small" aria-label={t('update.ar.bulletsLabel')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 48 }}>{t('update.ar.number')}</TableCell>
            <TableCell>{t('update.ar.english')}</TableCell>
            <TableCell>{t('update.ar.arabic')}</TableCell>
            <TableCell sx={{ width: 56 }}>{t('update.ar.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {edit.bullets.map((bullet, n) => (
            <TableRow key={bullet.id}>
              <TableCell>{n + 1}</TableCell>
              <TableCell dir="auto">{bullet.name}</TableCell>
              <TableCell>
                <TextField
                  size="small"
                  fullWidth
                  label={t('update.ar.bullet', { n: n + 1 })}
                  value={bullet.ar_name}
                  onChange={(e) => edit.editBullet(bullet.id, e.target.value)}
                  disabled={!canWrite || edit.saving}
                  slotProps={{ htmlInput: { ...ARABIC_INPUT, maxLength: PRODUCT_TEXT_MAX.bullet } }}
                />
              </TableCell>
              <TableCell>
                <Tooltip title={t('update.ar.deleteBullet', { n: n + 1 })}>
                  <span>
                    <IconButton
                      aria-label={t('update.ar.deleteBullet', { n: n + 1 })}
                      disabled={!canWrite || edit.saving}
                      onClick={() => edit.deleteBullet(bullet.id)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} role="group" aria-label={t('update.ar.bulletsActions')}>
        <Button startIcon={<AddIcon />} disabled={!canWrite || edit.saving} onClick={edit.addBullet}>
          {t('update.ar.addBullet')}
        </Button>
        <Button
          variant="contained"
          disabled={!canWrite || !edit.bulletsDirty || edit.saving || emptyNew}
          onClick={() => void edit.saveBullets()}
        >
          {t('update.ar.save')}
        </Button>
        <Button variant="outlined" disabled={!edit.bulletsDirty || edit.saving} onClick={edit.cancelBullets}>
          {t('update.ar.cancel')}
        </Button>
      </Stack>
      {emptyNew && <FormHelperText error>{t('update.ar.emptyBullet')}</FormHelperText>}
    </Stack>
  );
}
