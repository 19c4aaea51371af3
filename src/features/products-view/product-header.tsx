import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_STATUSES, type ProductStatus, type ProductStatusReply, type ProductView } from '../../domain/catalogue/products.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { HistoryButton } from '../../components/history/history-button.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { updateProductStatus } from './api/update-product-status.ts';
import { PRODUCTS_VIEW_NS } from './i18n.ts';
import { DwsChip } from './style/dws-chip.tsx';
import { StyleVerifiedIcon } from './style/verified-icon.tsx';

/** Chip colours of spec 001 §4: a green, i amber, any other grey. */
const chipColor = (status: ProductStatus) => (status === 'a' ? 'success' : status === 'i' ? 'warning' : 'default');

/** '{n} approved' for a, '{n} inactive' otherwise (spec 001 §2), n naming the language. */
function StatusChip({ language, status }: { language: string; status: ProductStatus }) {
  const { t } = useTranslation(PRODUCTS_VIEW_NS);
  return <Chip size="small" color={chipColor(status)} label={t(status === 'a' ? 'approved' : 'inactive', { n: language })} />;
}

/**
 * The product's name in the reader's language: the Arabic name for an Arabic reader when the
 * product has one, the English name otherwise; the other one, when it differs, beside it.
 */
function namesFor(product: Pick<ProductView, 'name' | 'ar_name'>, language: string) {
  const arabic = language.startsWith('ar') && product.ar_name.trim() !== '';
  const main = arabic ? product.ar_name : product.name;
  const other = arabic ? product.name : product.ar_name;
  return { main, other: other.trim() !== '' && other !== main ? other : null, arabic };
}

/** The name as a heading, the other language's name as secondary text (each in its own direction). */
function ProductName({ product, language }: { product: ProductView; language: string }) {
  const { main, other, arabic } = namesFor(product, language);
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h2" dir={arabic ? 'rtl' : 'auto'}>
        {main}
      </Typography>
      {other && (
        <Typography variant="body2" color="text.secondary" dir={arabic ? 'auto' : 'rtl'}>
          {other}
        </Typography>
      )}
    </Stack>
  );
}

/** The question spec 001 §4 asks before a change, or null when it applies at once. */
function questionFor(product: ProductView, next: ProductStatus): 'inactive' | 'deactivate' | null {
  if (next === 'd') return 'deactivate';
  if (next === 'i' && product.status === 'a' && product.approve === 'a') return 'inactive';
  return null;
}

/**
 * The wizard's header (spec 001 §2): PID badge, name, the English and Arabic status chips, the
 * verified status icon in CONTENT_CREATOR mode, the DWS chip, the approval dropdown, which asks
 * as §4 says, ignores changes while one is in flight and sends the revision read (a change over a
 * newer save is refused: `onConflict`), and the product's History.
 */
export function ProductHeader({
  product,
  canWrite,
  contentCreator,
  onStatus,
  onConflict,
}: {
  product: ProductView | null;
  canWrite: boolean;
  contentCreator: boolean;
  onStatus: (reply: ProductStatusReply) => void;
  onConflict: () => void;
}) {
  const { t, i18n } = useTranslation(PRODUCTS_VIEW_NS);
  const labelId = useId();
  const [asking, setAsking] = useState<{ next: ProductStatus; question: 'inactive' | 'deactivate' } | null>(null);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  if (!product) {
    return (
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('newProduct')}
      </Typography>
    );
  }

  const apply = async (next: ProductStatus) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const { data, message } = await updateProductStatus(product.pId, next, product.revision);
      toast.success(message);
      onStatus(data);
    } catch (error) {
      // Someone saved the product since it was read: the message names them; nothing changed.
      if (isApiError(error) && error.httpStatus === 409) onConflict();
      toast.failure(error);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const choose = (next: ProductStatus) => {
    if (inFlight.current || next === product.approve) return;
    const question = questionFor(product, next);
    if (question) setAsking({ next, question });
    else void apply(next);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Chip color="primary" label={t('pid', { pId: product.pId })} />
      <ProductName product={product} language={i18n.language} />
      <StatusChip language={t('english')} status={product.status} />
      <StatusChip language={t('arabic')} status={product.status_ar} />
      {contentCreator && <StyleVerifiedIcon verified={product.styleVerified} />}
      <DwsChip pId={product.pId} />
      <HistoryButton
        entity="product"
        id={product.pId}
        name={product.name}
        labelOf={(field) => t(`fields.${field}`, { defaultValue: field })}
      />
      <FormControl size="small" sx={{ minWidth: 160 }} disabled={!canWrite || busy}>
        <InputLabel id={labelId}>{t('approval')}</InputLabel>
        <Select
          labelId={labelId}
          label={t('approval')}
          value={product.approve}
          onChange={(event) => choose(event.target.value as ProductStatus)}
        >
          {PRODUCT_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`statuses.${status}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <ConfirmDialog
        open={asking !== null}
        title={t('confirmStatus.title')}
        text={asking ? t(`confirmStatus.${asking.question}`) : ''}
        confirmLabel={t('confirmStatus.confirm')}
        cancelLabel={t('confirmStatus.cancel')}
        onConfirm={() => (asking ? apply(asking.next) : undefined)}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
