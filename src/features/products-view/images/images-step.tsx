import type { ProductView } from '../../../domain/catalogue/products.ts';
import { ComingNext } from '../steps/coming-next.tsx';

/** The Images step (spec 001 §2): the product's images, for a saved product. */
export function ImagesStep(_props: { product: ProductView | null; canWrite: boolean }) {
  return <ComingNext step="images" />;
}
