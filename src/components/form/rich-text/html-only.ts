/**
 * HTML the rich text editor has no place for: an iframe (refused on save, spec 001 §5), a table,
 * an image or embedded media. Opened in the editor they would be dropped without a word, so such
 * HTML is edited as HTML instead.
 */
const HTML_ONLY = /<\s*(iframe|table|img|video|audio|embed|object)\b/i;

export const holdsHtmlOnly = (html: string): boolean => HTML_ONLY.test(html);
