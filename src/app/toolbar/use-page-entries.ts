import { useMemo } from 'react';
import { flattenNavigation, type PageEntry } from '../../domain/navigation/flatten.ts';
import { useNavigation } from '../navigation/navigation-store.ts';

/** The pages of the user's menu (already filtered by permission on the server). */
export function usePageEntries(): PageEntry[] {
  const navigation = useNavigation((s) => s.navigation);
  return useMemo(() => flattenNavigation(navigation), [navigation]);
}
