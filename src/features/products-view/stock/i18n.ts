/** Strings of the wizard's stock part, merged into the products-view namespace under `stock`. */
export const stockStrings = {
  en: {},
  tr: {},
  ar: {},
};
