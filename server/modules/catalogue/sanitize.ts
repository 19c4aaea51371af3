import sanitizeHtml from 'sanitize-html';

/**
 * What a product's HTML features may hold: text formatting, lists, tables, links and images over
 * http(s). Scripts, styles, event handlers and javascript: or data: URLs are dropped, so whatever
 * is stored is safe for a screen to render as HTML.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'u', 's'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link that opens elsewhere cannot reach back into the panel.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Product features HTML as it is stored and served. */
export const sanitizeFeatures = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
