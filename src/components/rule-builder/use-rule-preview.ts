import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RrpFieldDefinition } from '../../domain/pricing/rrp-fields.ts';
import { checkRuleTree } from '../../domain/pricing/rrp-tree.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

/**
 * The server's preview of an unsaved rule, asked once typing stops and only for a complete rule
 * (the server's own checks, run here first); the last answer stays on screen while the next loads.
 */
export function useRulePreview<T>(
  tree: unknown,
  fields: readonly RrpFieldDefinition[],
  queryKey: readonly unknown[],
  fetchPreview: (jsonTree: string, signal: AbortSignal) => Promise<T>,
) {
  const json = useDebouncedValue(JSON.stringify(tree), 400);
  const complete = useMemo(() => checkRuleTree(JSON.parse(json), fields).tree !== null, [json, fields]);
  const preview = useQuery({
    queryKey: [...queryKey, json],
    queryFn: ({ signal }) => fetchPreview(json, signal),
    enabled: complete,
    placeholderData: keepPreviousData,
  });
  return { complete, preview };
}
