// jsdom's bridge from a DOM object to its implementation (no types of its own): the style rule
// index hands the implementation's sheet list to getComputedStyle (style-rule-index.ts).
declare module 'jsdom/lib/jsdom/living/generated/utils.js' {
  export function implForWrapper(wrapper: unknown): unknown;
}
