/**
 * jsdom has no layout and no window.matchMedia. Screens choose their layout from the viewport
 * width (the navbar is a drawer below the lg breakpoint), so tests get a real answer for width
 * queries against window.innerWidth, set to a desktop screen.
 */
export function installMatchMedia(width = 1366): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  const matches = (query: string): boolean =>
    query.split(/\s+and\s+/).every((part) => {
      const min = /min-width:\s*([\d.]+)px/.exec(part);
      if (min) return window.innerWidth >= Number(min[1]);
      const max = /max-width:\s*([\d.]+)px/.exec(part);
      if (max) return window.innerWidth <= Number(max[1]);
      return false;
    });
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
