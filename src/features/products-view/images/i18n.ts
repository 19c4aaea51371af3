/** Strings of the wizard's images part, merged into the products-view namespace under `images`. */
export const imagesStrings = {
  en: {},
  tr: {},
  ar: {},
};
