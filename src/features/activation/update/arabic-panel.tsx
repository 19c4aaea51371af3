import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TEXT_MAX, type ProductView } from '../../../domain/catalogue/products.ts';
import { PRODUCT_NAME_MAX } from '../../../domain/catalogue/text-rules.ts';
import { ACTIVATION_NS } from '../i18n.ts';
import { COLOUR_ATTRIBUTE, InfoTable } from '../queue/product-info-table.tsx';
import { ArabicBulletsGrid } from './arabic-bullets-grid.tsx';
import { ARABIC_INPUT, ArabicText } from './arabic-text.tsx';
import type { ArabicEdit } from './use-arabic-edit.ts';

/**
 * The Arabic queue's Arabic side of the product (spec 001 §2): name, details, brand, the four
 * category levels, colour, bullets and attributes in Arabic, right to left. In edit mode the name
 * and details are typed in place with their own Save / Cancel, and the bullets become a grid.
 */
export function ArabicPanel({
  product,
  edit,
  editing,
  canWrite,
}: {
  product: ProductView;
  edit: ArabicEdit;
  editing: boolean;
  canWrite: boolean;
}) {
  const { t } = useTranslation(ACTIVATION_NS);
  const colours = product.attribute.filter((a) => a.attributeId === COLOUR_ATTRIBUTE);
  const others = product.attribute.filter((a) => a.attributeId !== COLOUR_ATTRIBUTE);
  const nameMissing = edit.text.name.trim() === '';
  const textRows: [ReactNode, ReactNode][] = editing
    ? [
        [
          t('update.ar.name'),
          <TextField
            size="small"
            fullWidth
            required
            label={t('update.ar.name')}
            value={edit.text.name}
            onChange={(e) => edit.setText({ name: e.target.value })}
            disabled={!canWrite || edit.saving}
            error={nameMissing}
            helperText={`${edit.text.name.length}/${PRODUCT_NAME_MAX}`}
            slotProps={{ htmlInput: { ...ARABIC_INPUT, maxLength: PRODUCT_NAME_MAX } }}
          />,
        ],
        [
          t('update.ar.details'),
          <TextField
            size="small"
            fullWidth
            multiline
            minRows={3}
            label={t('update.ar.details')}
            value={edit.text.details}
            onChange={(e) => edit.setText({ details: e.target.value })}
            disabled={!canWrite || edit.saving}
            slotProps={{ htmlInput: { ...ARABIC_INPUT, maxLength: PRODUCT_TEXT_MAX.details } }}
          />,
        ],
        [
          t('update.ar.textActions'),
          <Stack direction="row" spacing={1} role="group" aria-label={t('update.ar.textActions')}>
            <Button
              variant="contained"
              disabled={!canWrite || !edit.textDirty || edit.saving || nameMissing}
              onClick={() => void edit.saveText()}
            >
              {t('update.ar.save')}
            </Button>
            <Button variant="outlined" disabled={!edit.textDirty || edit.saving} onClick={edit.cancelText}>
              {t('update.ar.cancel')}
            </Button>
          </Stack>,
        ],
      ]
    : [
        [t('update.ar.name'), <ArabicText>{product.ar_name}</ArabicText>],
        [t('update.ar.details'), <ArabicText block>{product.ar_details}</ArabicText>],
      ];
  const rows: [ReactNode, ReactNode][] = [
    ...textRows,
    [t('update.ar.brand'), <ArabicText>{product.ar_brandname}</ArabicText>],
    [
      t('update.ar.category'),
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap' }} spacing={0.5} dir="rtl" lang="ar">
        {[product.ar_mcatname, product.ar_pcatname, product.ar_catname, product.ar_subcatname].map((name, n) => (
          <Chip key={n} size="small" label={name} />
        ))}
      </Stack>,
    ],
    [t('update.ar.colour'), <ArabicText>{colours.map((c) => c.ar_value).join('، ')}</ArabicText>],
    [t('update.ar.bullets'), <ArabicBulletsGrid edit={edit} editing={editing} canWrite={canWrite} />],
    ...others.map((a): [ReactNode, ReactNode] => [<ArabicText>{a.ar_attribute}</ArabicText>, <ArabicText>{a.ar_value}</ArabicText>]),
  ];
  return <InfoTable label={t('update.ar.tableLabel')} rows={rows} />;
}
