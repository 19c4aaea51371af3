import { useCallback, useState } from 'react';

/** Which nodes of the tree show their children, by id. */
export function useExpansion() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const toggle = useCallback(
    (id: string) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  const expand = useCallback(
    (ids: readonly string[]) => setExpanded((current) => (ids.every((id) => current.has(id)) ? current : new Set([...current, ...ids]))),
    [],
  );

  const reset = useCallback((ids: readonly string[]) => setExpanded(new Set(ids)), []);

  return { expanded, toggle, expand, reset };
}

export type Expansion = ReturnType<typeof useExpansion>;
