import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { LeavePrompt } from '../../components/form/leave-prompt.tsx';
import { StalePanel } from '../../components/history/stale-panel.tsx';
import { Screen } from '../../components/screen.tsx';
import type { AttributeDefinition } from '../../domain/catalogue/lookups.ts';
import { CATALOGUE_MESSAGES as M } from '../../domain/catalogue/messages.ts';
import { PRODUCT_VIEW_PAGE } from '../../domain/catalogue/paths.ts';
import { productViewSchema, type ProductStatusReply, type ProductView, type UpdateStyleReply } from '../../domain/catalogue/products.ts';
import { PRODUCT_NAME_MAX, splitStyle, stripToPlainText } from '../../domain/catalogue/text-rules.ts';
import { textOf } from '../../domain/words/field-problem.ts';
import { F } from '../../domain/words/field-messages.ts';
import { isApiError } from '../../lib/api-error.ts';
import { useEntityForm } from '../../lib/form/use-entity-form.ts';
import { CATALOGUE_RESOURCES } from '../../lib/lookups/catalogue-lookups.ts';
import { usePageLevel } from '../../lib/page-access.ts';
import { toast } from '../../lib/toast.ts';
import { useFailureToast } from '../../lib/query/use-failure-toast.ts';
import { sayHere } from '../../lib/words.ts';
import { getProduct } from './api/get-product.ts';
import { getStockInTransit } from './api/get-stock-in-transit.ts';
import { saveBulletsAndAttributes } from './api/save-bullets-and-attributes.ts';
import { saveProductDetails } from './api/save-product-details.ts';
import { PRODUCTS_VIEW_NS } from './i18n.ts';
import { attributesQuery, positiveId, productKey, useProductQuery } from './product-queries.ts';
import { ProductHeader } from './product-header.tsx';
import { ProductUnavailable } from './product-unavailable.tsx';
import {
  attributeChoices,
  attributeField,
  DETAIL_FIELDS,
  EMPTY_PRODUCT,
  missingMandatory,
  productFormSchema,
  valuesOf,
  type ProductFormOutput,
  type ProductFormValues,
} from './product-form.ts';
import { BulletEditor } from './steps/bullet-editor.tsx';
import { DetailsStep } from './steps/details-step.tsx';
import { ImagesStep } from './images/images-step.tsx';
import { ManageStockStep } from './stock/manage-stock-step.tsx';

const STEPS = ['details', 'bullets', 'images', 'stock'] as const;
const LAST_STEP = STEPS.length - 1;
/** The action of a stock-in-transit link that opens the wizard on Manage Stock (spec 001 §2). */
const ADD_STOCK_NEW_UPC = 'ADD_STOCK_NEW_UPC';
const CONTENT_CREATOR = 'CONTENT_CREATOR';

/** The product view wizard, `/apps/products-view/:pid?` (spec 001 §2 "Product view wizard", §4 "Wizard"). */
export function ProductViewPage() {
  const [query] = useSearchParams();
  const mode = query.get('mode');
  const ssId = positiveId(query.get('ssId'));
  // Any mode other than CONTENT_CREATOR with its ssId is 'Wrong Data' (spec 001 §2).
  const wrongData = mode !== null && (mode !== CONTENT_CREATOR || ssId === null);
  if (wrongData) return <ProductUnavailable reason="wrongData" />;
  return <Wizard contentCreatorSsId={mode === CONTENT_CREATOR ? ssId : null} />;
}

function Wizard({ contentCreatorSsId }: { contentCreatorSsId: number | null }) {
  const { t } = useTranslation(PRODUCTS_VIEW_NS);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [query] = useSearchParams();
  const arabic = query.get('lang') === 'ar';
  const pidParam = useParams().pid;
  const pid = positiveId(pidParam);
  const canWrite = usePageLevel(PRODUCT_VIEW_PAGE) === 'L2';
  const [step, setStep] = useState(query.get('action') === ADD_STOCK_NEW_UPC ? 3 : 0);
  const [conflict, setConflict] = useState(false);
  const [savedPid, setSavedPid] = useState<number | null>(null);

  const product = useProductQuery(pid);
  const view = pid === null ? null : (product.data ?? null);

  const transit = useQuery({
    queryKey: [CATALOGUE_RESOURCES.products, 'stockInTransit', contentCreatorSsId],
    queryFn: ({ signal }) => getStockInTransit(contentCreatorSsId ?? 0, signal),
    enabled: contentCreatorSsId !== null,
  });
  useFailureToast(transit.error, transit.errorUpdatedAt);

  const schema = useMemo(() => productFormSchema(arabic), [arabic]);
  // The product becomes the form's clean state when it loads; after that a save, Reload and the
  // style edit set the form themselves, so a change of the cached product never discards what the
  // user is typing.
  const [loaded, setLoaded] = useState<{ pId: number; values: ProductFormValues } | null>(null);
  if (view && loaded?.pId !== view.pId) setLoaded({ pId: view.pId, values: valuesOf(view) });
  const values = view && loaded?.pId === view.pId ? loaded.values : undefined;
  // The attribute definitions of the sub-category on screen, read by the save (set below, once loaded).
  let definitionsNow: readonly AttributeDefinition[] = [];

  const form = useEntityForm<ProductFormValues, ProductFormOutput, { message: string; stored: ProductView }>({
    schema,
    defaultValues: EMPTY_PRODUCT,
    values,
    labelOf: (field) => t(`fields.${field.split('.')[0] ?? field}`),
    // A save refused because someone saved since shows their values beside the user's (Reload, Overwrite).
    tracked: {
      entity: 'product',
      id: view?.pId ?? null,
      revision: view?.revision ?? null,
      name: view?.name,
      valuesOf: (current, typed) => {
        const stored = productViewSchema.safeParse(current);
        return stored.success ? valuesOf(stored.data) : typed;
      },
    },
    save: async (out, overwriting) => {
      setConflict(false);
      // The revision a write is based on: the product's as read (or as this user's saves left it),
      // or the newer one the user chose to overwrite.
      const basedOn = (product: ProductView) => Math.max(product.revision, overwriting ?? 0);
      const missing = missingMandatory(definitionsNow, out.attributes);
      if (missing.length) {
        for (const d of definitionsNow.filter((d) => missing.includes(d.attributename)))
          form.methods.setError(`attributes.${attributeField(d.attributeId)}`, { type: 'server', message: textOf(F('required')) });
        throw new Error(sayHere(M.missingMandatory(missing)));
      }
      try {
        let saved: ProductView | null = view;
        let message: string | undefined;
        if (!saved || detailsDirty) {
          const details = Object.fromEntries(DETAIL_FIELDS.map((field) => [field, out[field]])) as Pick<
            ProductFormOutput,
            (typeof DETAIL_FIELDS)[number]
          >;
          const reply = await saveProductDetails({
            ...details,
            lang: arabic ? 'ar' : 'en',
            pId: saved?.pId,
            revision: saved ? basedOn(saved) : undefined,
          });
          saved = reply.data;
          message = reply.message;
        }
        const parts = await saveBulletsAndAttributes({
          pId: saved.pId,
          revision: basedOn(saved),
          bullet: out.bullets,
          attribute: attributeChoices(definitionsNow, out.attributes),
        });
        const stored: ProductView = { ...saved, revision: parts.data.revision, bullet: parts.data.bullet, attribute: parts.data.attribute };
        queryClient.setQueryData(productKey(stored.pId), stored);
        return { message: message ?? parts.message, stored };
      } catch (error) {
        // A stale save's 409 names who saved and carries their product: the form shows it (StalePanel below).
        if (isApiError(error) && error.httpStatus === 409 && !error.stale) setConflict(true);
        throw error;
      }
    },
    onSaved: ({ stored }) => {
      // What is stored is now the clean state (a new product has no loaded values to reset to yet).
      form.methods.reset(valuesOf(stored));
      if (pid === null) setSavedPid(stored.pId);
    },
  });

  // A content creator opening a row whose product is not made yet starts from the row's style and item name.
  const row = pid === null ? transit.data : undefined;
  useEffect(() => {
    if (!row) return;
    const { style, variant } = splitStyle(row.style);
    const { getValues, setValue } = form.methods;
    const blank = (field: 'style' | 'variant' | 'name') => getValues(field) === '';
    // As the fields keep what is typed: the characters spec 001 §5 allows, style and variant upper case.
    if (blank('style')) setValue('style', stripToPlainText(style).toUpperCase(), { shouldDirty: true });
    if (blank('variant')) setValue('variant', stripToPlainText(variant).toUpperCase(), { shouldDirty: true });
    if (blank('name')) setValue('name', stripToPlainText(row.itemName).slice(0, PRODUCT_NAME_MAX), { shouldDirty: true });
  }, [row, form.methods]);

  const subCatId = useWatch({ control: form.control, name: 'subCatId' });
  const attributes = useQuery({ ...attributesQuery(subCatId ?? 0), enabled: subCatId != null });
  useFailureToast(attributes.error, attributes.errorUpdatedAt);
  definitionsNow = subCatId != null ? (attributes.data ?? []) : [];

  const typed = useWatch({ control: form.control, disabled: !form.stale }) as ProductFormValues;
  const theirs = form.stale?.current ? form.tracked!.valuesOf(form.stale.current, typed) : null;

  const dirtyFields = form.methods.formState.dirtyFields as Partial<Record<keyof ProductFormValues, unknown>>;
  const detailsDirty = DETAIL_FIELDS.some((field) => dirtyFields[field]) || Boolean(dirtyFields.attributes);
  const bulletsDirty = Boolean(dirtyFields.bullets) || (form.dirty && !detailsDirty);
  const stepDirty = (step === 0 && (detailsDirty || (form.dirty && pid === null))) || (step === 1 && bulletsDirty);

  // A new product's own address, once the save has cleared the form (so leaving is not questioned).
  useEffect(() => {
    if (savedPid !== null && !form.dirty) {
      setSavedPid(null);
      void navigate(`${PRODUCT_VIEW_PAGE}/${savedPid}${location.search}`, { replace: true });
    }
  }, [savedPid, form.dirty, navigate, location.search]);

  const onStatus = (reply: ProductStatusReply) =>
    queryClient.setQueryData<ProductView>(productKey(reply.pId), (old) => (old ? { ...old, ...reply } : old));

  // The style edit stores the style alone: the form's style fields take it, the user's other edits stay.
  const onStyle = (reply: UpdateStyleReply) => {
    const { pId, style, variant, styleVerified, revision } = reply;
    queryClient.setQueryData<ProductView>(productKey(pId), (old) => (old ? { ...old, style, variant, styleVerified, revision } : old));
    form.methods.resetField('style', { defaultValue: splitStyle(style).style });
    form.methods.resetField('variant', { defaultValue: variant });
    if (reply.contentCreated) void queryClient.invalidateQueries({ queryKey: [CATALOGUE_RESOURCES.products, 'stockInTransit'] });
  };

  // Reload takes what is stored now and drops the edits the server refused (the form may hold the same values as before).
  const reload = async () => {
    if (pid === null) return;
    const fresh = await queryClient.fetchQuery({
      queryKey: productKey(pid),
      queryFn: ({ signal }) => getProduct(pid, signal),
      staleTime: 0,
    });
    // The refused save's panel goes; the form takes the product as it is now.
    form.reload();
    form.methods.reset(valuesOf(fresh));
    setConflict(false);
  };
  const reloadOrSay = () => void reload().catch((error: unknown) => toast.failure(error));

  if (pid !== null && product.isPending) {
    return (
      <Screen title={t('title')}>
        <CircularProgress aria-label={t('loading')} />
      </Screen>
    );
  }

  // An address naming no product shows no form: a save there would make a new product the address does not follow.
  if (pidParam !== undefined && (pid === null || product.isError)) {
    const missing = pid === null || (isApiError(product.error) && product.error.httpStatus === 404);
    return <ProductUnavailable reason={missing ? 'missing' : 'failed'} pid={pidParam} onReload={() => void product.refetch()} />;
  }

  const saveLabel = stepDirty ? t('save') : t('next');
  const primaryDisabled = form.saving || (stepDirty && !canWrite);

  return (
    <Screen title={t('title')}>
      <ProductHeader
        product={view}
        canWrite={canWrite}
        contentCreator={contentCreatorSsId !== null}
        onStatus={onStatus}
        onConflict={() => setConflict(true)}
      />
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        {arabic && <Chip size="small" variant="outlined" label={t('arabicMode')} />}
        {transit.data && (
          <Chip size="small" color="info" label={t('contentCreator', { ssId: transit.data.id, style: transit.data.style })} />
        )}
      </Stack>
      {!canWrite && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('readOnly')}
        </Alert>
      )}
      {form.stale && (
        <Box sx={{ mb: 2 }}>
          <StalePanel
            stale={form.stale}
            yours={typed}
            theirs={theirs}
            labelOf={form.labelOf}
            onReload={reloadOrSay}
            onOverwrite={() => void form.overwrite()}
          />
        </Box>
      )}
      {conflict && !form.stale && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={reloadOrSay}>
              {t('reload')}
            </Button>
          }
        >
          {t('conflict')}
        </Alert>
      )}
      <Stepper activeStep={step} sx={{ mb: 3 }} aria-label={t('stepsLabel')}>
        {STEPS.map((key) => (
          <Step key={key}>
            <StepLabel>{t(`steps.${key}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {step === 0 && (
          <DetailsStep
            form={form}
            arabic={arabic}
            disabled={!canWrite}
            attributes={{ definitions: definitionsNow, loading: attributes.isFetching }}
            styleEdit={{ product: view, ssId: contentCreatorSsId, onUpdated: onStyle }}
          />
        )}
        {step === 1 && <BulletEditor form={form} disabled={!canWrite} />}
        {step === 2 && <ImagesStep product={view} canWrite={canWrite} />}
        {step === 3 && (
          <ManageStockStep
            product={view}
            canWrite={canWrite}
            addNewUpc={query.get('action') === ADD_STOCK_NEW_UPC}
            stockInTransit={transit.data ?? null}
          />
        )}
      </Paper>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}>
        <Button disabled={step === 0 || form.saving} onClick={() => setStep((s) => s - 1)}>
          {t('back')}
        </Button>
        {step < LAST_STEP && (
          <Button
            variant="contained"
            disabled={primaryDisabled}
            startIcon={form.saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            onClick={() => (stepDirty ? void form.submit() : setStep((s) => s + 1))}
          >
            {saveLabel}
          </Button>
        )}
      </Box>
      <LeavePrompt form={form} />
    </Screen>
  );
}
