import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { memoryUser, prefetchListMemory } from './list-memory-queries.ts';

/** Loads the signed-in user's saved views and layouts once, as the office frame opens, before any list asks. */
export function usePreloadListMemory(): void {
  const queryClient = useQueryClient();
  const user = memoryUser();
  useEffect(() => {
    if (user) prefetchListMemory(queryClient);
  }, [queryClient, user]);
}
