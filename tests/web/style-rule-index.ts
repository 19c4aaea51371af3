import * as idl from 'jsdom/lib/jsdom/living/generated/utils.js';

/**
 * jsdom's getComputedStyle matches every rule of every style sheet against the element (and its
 * ancestors, for inherited values). MUI's emotion inserts one sheet per rule, about 1,200 after a
 * screen or two, and Testing Library's role queries ask for the style of each element they look at
 * and of its ancestors: most of a web test's time went there. This hands jsdom, for the length of
 * one call, only the sheets whose rules could match the element or an ancestor: a rule whose last
 * compound selector needs a class none of them has cannot. jsdom still does the matching and the
 * cascade, so each answer is the one it gives without the index.
 */

interface SheetKeys {
  rules: number;
  /** The classes one of which the sheet's rules need; null when some rule needs none. */
  keys: Set<string> | null;
}

interface CssRule {
  selectorText?: string;
  cssRules?: ArrayLike<CssRule>;
}

interface Sheet {
  cssRules: ArrayLike<CssRule>;
}

/**
 * The class the last compound of one selector needs, or null when it needs none (or the selector
 * escapes characters). Arguments of pseudo-classes (`:has(…)`, `:not(…)`) and attribute tests only
 * narrow a compound, so they are dropped first.
 */
function keyOf(selector: string): string | null {
  if (selector.includes('\\')) return null;
  let plain = selector.replace(/\[[^\]]*\]/g, '');
  // Innermost parentheses first, until none are left.
  while (/\([^()]*\)/.test(plain)) plain = plain.replace(/\([^()]*\)/g, '');
  const last =
    plain
      .trim()
      .split(/[\s>+~]+/)
      .at(-1) ?? '';
  return /\.([\w-]+)/.exec(last.replace(/::?[\w-]+/g, ''))?.[1] ?? null;
}

/** The selectors of a selector list: split at the commas outside parentheses. */
function topLevelParts(list: string): string[] {
  const parts = [''];
  let depth = 0;
  for (const char of list) {
    if (char === '(') depth++;
    else if (char === ')') depth--;
    if (char === ',' && depth === 0) parts.push('');
    else parts[parts.length - 1] += char;
  }
  return parts;
}

/** Adds the keys of `rules` to `keys`; false when some rule needs no class. */
function addKeys(rules: ArrayLike<CssRule>, keys: Set<string>): boolean {
  for (const rule of Array.from(rules)) {
    if (rule.cssRules) {
      if (!addKeys(rule.cssRules, keys)) return false;
      continue;
    }
    if (rule.selectorText === undefined) continue;
    for (const part of topLevelParts(rule.selectorText)) {
      const key = keyOf(part);
      if (key === null) return false;
      keys.add(key);
    }
  }
  return true;
}

const known = new WeakMap<Sheet, SheetKeys>();

function keysOf(sheet: Sheet): Set<string> | null {
  const seen = known.get(sheet);
  if (seen && seen.rules === sheet.cssRules.length) return seen.keys;
  const keys = new Set<string>();
  const entry = { rules: sheet.cssRules.length, keys: addKeys(sheet.cssRules, keys) ? keys : null };
  known.set(sheet, entry);
  return entry.keys;
}

/** Every class of the element and of its ancestors. */
function chainClasses(element: Element): Set<string> {
  const classes = new Set<string>();
  for (let at: Element | null = element; at; at = at.parentElement) for (const name of Array.from(at.classList)) classes.add(name);
  return classes;
}

let unindexed: Window['getComputedStyle'] | undefined;

/** jsdom's own answer, matching every sheet: what the index is checked against. */
export const computedStyleWithoutIndex = (element: Element): CSSStyleDeclaration => (unindexed ?? window.getComputedStyle)(element);

/** Empties jsdom's cache of cascaded styles (it keeps them until the document changes). */
export function forgetComputedStyles(): void {
  const document = idl.implForWrapper(window.document) as { _styleCache: unknown } | undefined;
  if (document) document._styleCache = null;
}

export function installStyleRuleIndex(window: Window): void {
  const original = window.getComputedStyle.bind(window);
  unindexed = original;
  window.getComputedStyle = (element: Element, pseudo?: string | null) => {
    const list = (idl.implForWrapper(window.document.styleSheets) as { _list: Sheet[] } | undefined)?._list;
    if (!list || pseudo) return original(element, pseudo);
    const classes = chainClasses(element);
    const all = list.slice();
    const candidates = all.filter((sheet) => {
      const keys = keysOf(sheet);
      if (keys === null) return true;
      for (const key of keys) if (classes.has(key)) return true;
      return false;
    });
    list.splice(0, list.length, ...candidates);
    try {
      return original(element, pseudo);
    } finally {
      list.splice(0, list.length, ...all);
    }
  };
}
