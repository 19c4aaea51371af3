import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductImage } from '../../domain/catalogue/product-images.ts';
import type { Reply } from '../../lib/api-client.ts';
import { CATALOGUE_RESOURCES } from '../../lib/lookups/catalogue-lookups.ts';
import { errorMessage, toast } from '../../lib/toast.ts';
import { attachProductImages } from './api/attach-product-images.ts';
import { deleteProductImage } from './api/delete-product-image.ts';
import { getProductImages } from './api/get-product-images.ts';
import { orderProductImages } from './api/order-product-images.ts';
import { uploadImages } from './api/upload-images.ts';
import { KIT_NS } from '../../lib/kit-i18n.ts';

export const productImagesKey = (pId: number) => [CATALOGUE_RESOURCES.products, 'images', pId] as const;

/**
 * The product's main and secondary (production) images and the Images step's writes: upload then
 * attach, move, make main, delete. Each write answers the whole list, which replaces the cached one.
 */
export function useProductImages(pId: number) {
  const { t } = useTranslation(KIT_NS);
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: productImagesKey(pId), queryFn: ({ signal }) => getProductImages(pId, signal) });
  const images = (query.data ?? []).filter((i) => i.kind === 'production');
  const [busy, setBusy] = useState(false);
  // The server's refusal of the last upload (413 too large, 415 not JPG or PNG), shown by the drop zone.
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);

  const run = async (write: () => Promise<Reply<ProductImage[]>>): Promise<boolean> => {
    setBusy(true);
    try {
      const reply = await write();
      queryClient.setQueryData(productImagesKey(pId), reply.data);
      toast.success(reply.message);
      return true;
    } catch (error) {
      toast.failure(error);
      // An order refused as stale, or a deleted image: show what the server has now.
      void queryClient.invalidateQueries({ queryKey: productImagesKey(pId) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const upload = async (files: File[]) => {
    if (!files.length) return;
    setUploadProblem(null);
    setBusy(true);
    let stored;
    try {
      stored = await uploadImages(files);
    } catch (error) {
      setUploadProblem(errorMessage(error));
      toast.failure(error);
      setBusy(false);
      return;
    }
    await attach(stored.map((s) => s.id));
  };

  /** Adds pictures of the image store after the product's images (uploaded, or the studio's shots), once each. */
  const attach = async (ids: number[]) => {
    const attached = new Set(images.map((i) => i.imageId));
    const imageIds = [...new Set(ids)].filter((id) => !attached.has(id));
    if (!imageIds.length) {
      toast.info(t('productImages.alreadyThere'));
      setBusy(false);
      return false;
    }
    return run(() => attachProductImages({ pId, imageIds }));
  };

  const reorder = (ids: number[]) => run(() => orderProductImages({ pId, ids }));
  /** Moves the image at `index` to `to`; resolves whether the server took the new order. */
  const move = (index: number, to: number) => {
    const ids = images.map((i) => i.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(to, 0, moved!);
    return reorder(ids);
  };
  const remove = (id: number) => run(() => deleteProductImage(id));

  return { query, images, busy, uploadProblem, upload, attach, move, remove };
}
