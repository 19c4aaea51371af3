/** Strings of the wizard's style part, merged into the products-view namespace under `style`. */
export const styleStrings = {
  en: {},
  tr: {},
  ar: {},
};
