/** Strings of the wizard's Images step, merged into the products-view namespace under `images` (the image manager's are the kit's). */
export const imagesStrings = {
  en: {
    saveFirst: 'Save the product details first: images are added to a saved product.',
  },
  tr: {
    saveFirst: 'Önce ürün ayrıntılarını kaydedin: görseller kaydedilmiş bir ürüne eklenir.',
  },
  ar: {
    saveFirst: 'احفظ تفاصيل المنتج أولا: تضاف الصور إلى منتج محفوظ.',
  },
};
