import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductView, UpdateStyleReply } from '../../../domain/catalogue/products.ts';
import { PRODUCTS_VIEW_NS } from '../i18n.ts';
import { StyleDrawer } from './style-drawer.tsx';

/** What the Details step needs for the style edit: the stored product, the CONTENT_CREATOR row and what follows an update. */
export interface StyleEdit {
  product: ProductView | null;
  ssId: number | null;
  onUpdated: (reply: UpdateStyleReply) => void;
}

/**
 * The button beside the Style field that opens the Style edit drawer: greyed for a read-only user,
 * and for a product not saved yet (the update needs the stored style), saying why.
 */
export function StyleEditButton({ edit, disabled }: { edit: StyleEdit; disabled: boolean }) {
  const { t } = useTranslation(PRODUCTS_VIEW_NS);
  const [open, setOpen] = useState(false);
  const { product } = edit;
  return (
    <>
      <Tooltip title={product ? t('style.edit') : t('style.saveFirst')}>
        {/* A disabled button takes no pointer events: the span keeps the tooltip's reason reachable. */}
        <span>
          <IconButton aria-label={t('style.edit')} disabled={disabled || !product} onClick={() => setOpen(true)}>
            <EditOutlinedIcon />
          </IconButton>
        </span>
      </Tooltip>
      {open && product && <StyleDrawer product={product} ssId={edit.ssId} onUpdated={edit.onUpdated} onClose={() => setOpen(false)} />}
    </>
  );
}
