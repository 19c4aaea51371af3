import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fileSizeParts, hasExtension } from '../../../components/file-size.ts';
import { TRANSFER_FILE_MAX_BYTES, TRANSFER_TOAST_MS } from '../../../domain/stock/stock-transfers.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { COMMON_NS } from '../../../lib/i18n-common.ts';
import { queryKeys } from '../../../lib/query/query-keys.ts';
import { errorMessage, toast } from '../../../lib/toast.ts';
import { createTransfer } from '../api/create-transfer.ts';
import { B2B_TRANSFER_NS, B2B_TRANSFER_RESOURCES } from '../i18n.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Values {
  referenceNumber: string;
  fromLocationCode: string;
  toLocationCode: string;
}
const EMPTY: Values = { referenceNumber: '', fromLocationCode: '', toLocationCode: '' };

/** What the server said about the last attempt: its field messages and the file's row problems. */
interface ServerErrors {
  fields: Partial<Record<keyof Values, string>>;
  problems: string[];
}
const NO_ERRORS: ServerErrors = { fields: {}, problems: [] };
const FIELD_OF: Record<string, keyof Values> = {
  orderId: 'referenceNumber',
  fromLocationCode: 'fromLocationCode',
  toLocationCode: 'toLocationCode',
};

/**
 * The B2B transfer form (spec 002 §2, §4, §5): its values, the rules that enable Make Transfer, the
 * .xlsx check on choosing, and the send: idle, then submitting (overlay, button disabled); success
 * resets the form, failure keeps it and shows the server's problems with their rows.
 */
export function useTransferForm() {
  const { t } = useTranslation(B2B_TRANSFER_NS);
  const { t: common } = useTranslation(COMMON_NS);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [server, setServer] = useState<ServerErrors>(NO_ERRORS);
  const fileInput = useRef<HTMLInputElement>(null);
  // A second click lands before React re-renders the disabled button: this guard is synchronous.
  const inFlight = useRef(false);

  const sameLocations = values.fromLocationCode !== '' && values.fromLocationCode === values.toLocationCode;
  const missing: string[] = [];
  if (values.referenceNumber.trim() === '') missing.push(t('needs.referenceNumber'));
  if (values.fromLocationCode === '' || values.toLocationCode === '') missing.push(t('needs.locations'));
  if (!file) missing.push(t('needs.file'));
  const canSubmit = missing.length === 0 && !sameLocations;

  const change = (patch: Partial<Values>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A field being corrected loses the server's message at once.
    setServer((s) => ({ ...s, fields: Object.fromEntries(Object.entries(s.fields).filter(([f]) => !(f in patch))) }));
  };

  const clearFile = () => {
    setFile(null);
    setServer((s) => ({ ...s, problems: [] }));
    if (fileInput.current) fileInput.current.value = '';
  };

  const refuseFile = (message: string) => {
    clearFile();
    toast.error(message, TRANSFER_TOAST_MS);
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return clearFile();
    // By type or by extension (spec 002 §5): some systems report no type for an .xlsx.
    if (chosen.type !== XLSX_MIME && !hasExtension(chosen.name, ['.xlsx'])) return refuseFile(t('notXlsx'));
    const size = (bytes: number) => {
      const { unit, value } = fileSizeParts(bytes);
      return common(`size.${unit}`, { value });
    };
    if (chosen.size > TRANSFER_FILE_MAX_BYTES)
      return refuseFile(common('upload.tooLarge', { size: size(chosen.size), limit: size(TRANSFER_FILE_MAX_BYTES) }));
    if (chosen.size === 0) return refuseFile(common('upload.empty'));
    setServer((s) => ({ ...s, problems: [] }));
    setFile(chosen);
  };

  const reset = () => {
    setValues(EMPTY);
    clearFile();
    setServer(NO_ERRORS);
  };

  const submit = async () => {
    if (!canSubmit || !file || inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      await createTransfer({
        orderId: values.referenceNumber.trim(),
        fromLocationCode: values.fromLocationCode,
        toLocationCode: values.toLocationCode,
        file,
      });
      toast.success(t('created'), TRANSFER_TOAST_MS);
      reset();
      void queryClient.invalidateQueries({ queryKey: queryKeys.all(B2B_TRANSFER_RESOURCES.transfers) });
    } catch (error) {
      toast.error(errorMessage(error), TRANSFER_TOAST_MS);
      const errors = isApiError(error) ? error.fieldErrors : [];
      const fields: ServerErrors['fields'] = {};
      for (const e of errors) if (FIELD_OF[e.field]) fields[FIELD_OF[e.field]!] ??= e.message;
      setServer({ fields, problems: errors.filter((e) => e.field === 'file').map((e) => e.message) });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return { values, change, file, chooseFile, clearFile, fileInput, sameLocations, missing, canSubmit, submitting, submit, server };
}

export type TransferForm = ReturnType<typeof useTransferForm>;
