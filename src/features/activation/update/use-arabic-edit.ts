import { useState } from 'react';
import type { Bullet, ProductView } from '../../../domain/catalogue/products.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { saveArabicBullets } from './api/save-arabic-bullets.ts';
import { saveArabicText } from './api/save-arabic-text.ts';

export interface ArabicText {
  name: string;
  details: string;
}

/** What is stored and what is typed, for the text and for the bullets, of one product. */
interface EditState {
  pId: number | null;
  text: { stored: ArabicText; draft: ArabicText };
  bullets: { stored: Bullet[]; draft: Bullet[] };
}

const fresh = (product: ProductView | null): EditState => {
  const text = { name: product?.ar_name ?? '', details: product?.ar_details ?? '' };
  const bullets = product?.bullet ?? [];
  return { pId: product?.pId ?? null, text: { stored: text, draft: text }, bullets: { stored: bullets, draft: bullets } };
};

const sameText = (a: ArabicText, b: ArabicText) => a.name === b.name && a.details === b.details;
const sameBullets = (a: Bullet[], b: Bullet[]) =>
  a.length === b.length && a.every((x, n) => x.id === b[n]!.id && x.ar_name === b[n]!.ar_name);

/** A new bullet's id: negative, random (spec 001 §3), never one the grid holds. */
const newId = (rows: Bullet[]) => {
  let id: number;
  do id = -Math.floor(1 + Math.random() * 1_000_000_000);
  while (rows.some((r) => r.id === id));
  return id;
};

/**
 * The Arabic queue's edits of the product held (spec 001 §4 "Arabic editing"): the name and details
 * and the bullets, each with its own Save (enabled once it differs from what is stored) and Cancel
 * (back to what is stored). A new product starts afresh (Activate, Next). A save answers the new
 * revision, which `onSaved` puts on the product held; one refused because a colleague saved since
 * (409) sets `conflict`, and `reset` after reloading the product drops the edits for theirs.
 */
export function useArabicEdit(product: ProductView | null, onSaved: (change: Partial<ProductView>) => void) {
  const [state, setState] = useState(() => fresh(product));
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  // Another product (or none): what was typed belonged to the one before.
  if ((product?.pId ?? null) !== state.pId) {
    setState(fresh(product));
    setConflict(false);
  }

  const textDirty = !sameText(state.text.draft, state.text.stored);
  const bulletsDirty = !sameBullets(state.bullets.draft, state.bullets.stored);

  const save = async <T>(write: () => Promise<{ data: T; message: string }>, apply: (data: T) => void) => {
    setSaving(true);
    try {
      const reply = await write();
      apply(reply.data);
      toast.success(reply.message);
    } catch (error) {
      if (isApiError(error) && error.httpStatus === 409) setConflict(true);
      toast.failure(error);
    } finally {
      setSaving(false);
    }
  };

  const setBullets = (change: (rows: Bullet[]) => Bullet[]) =>
    setState((s) => ({ ...s, bullets: { ...s.bullets, draft: change(s.bullets.draft) } }));

  return {
    text: state.text.draft,
    bullets: state.bullets.draft,
    textDirty,
    bulletsDirty,
    dirty: textDirty || bulletsDirty,
    saving,
    conflict,
    setText: (change: Partial<ArabicText>) => setState((s) => ({ ...s, text: { ...s.text, draft: { ...s.text.draft, ...change } } })),
    cancelText: () => setState((s) => ({ ...s, text: { ...s.text, draft: s.text.stored } })),
    saveText: () =>
      product &&
      save(
        () =>
          saveArabicText({
            pId: product.pId,
            revision: product.revision,
            ar_prodName: state.text.draft.name,
            ar_prodDetails: state.text.draft.details,
          }),
        (saved) => {
          const text = { name: saved.ar_name, details: saved.ar_details };
          setState((s) => ({ ...s, text: { stored: text, draft: text } }));
          onSaved({ ar_name: saved.ar_name, ar_details: saved.ar_details, revision: saved.revision });
        },
      ),
    addBullet: () => setBullets((rows) => [...rows, { id: newId(rows), name: '', ar_name: '' }]),
    editBullet: (id: number, ar_name: string) => setBullets((rows) => rows.map((r) => (r.id === id ? { ...r, ar_name } : r))),
    deleteBullet: (id: number) => setBullets((rows) => rows.filter((r) => r.id !== id)),
    cancelBullets: () => setState((s) => ({ ...s, bullets: { ...s.bullets, draft: s.bullets.stored } })),
    saveBullets: () =>
      product &&
      save(
        () =>
          saveArabicBullets({
            pId: product.pId,
            revision: product.revision,
            bullet: state.bullets.draft.map((b) => ({ id: b.id, ar_name: b.ar_name })),
          }),
        (saved) => {
          setState((s) => ({ ...s, bullets: { stored: saved.bullet, draft: saved.bullet } }));
          onSaved({ bullet: saved.bullet, revision: saved.revision });
        },
      ),
    /** Drops every edit: the next render starts from the product as it is then (after a reload). */
    reset: () => {
      setState((s) => ({ ...s, pId: -1 }));
      setConflict(false);
    },
  };
}
export type ArabicEdit = ReturnType<typeof useArabicEdit>;
