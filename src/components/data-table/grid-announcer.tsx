import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sort } from '../../domain/lists/sort.ts';
import { KIT_NS } from '../../lib/kit-i18n.ts';
import { visuallyHidden } from '../visually-hidden.ts';

interface GridAnnouncerProps {
  /** Rows of the whole result. */
  total: number;
  loading: boolean;
  sort: Sort | undefined;
  titleOf: (id: string) => string;
}

/**
 * A polite live region telling screen readers how many rows the list holds ('25 rows') and, once a
 * user changes it, the sort ('Name, sorted ascending'). The count waits for loading to end, so a
 * half-loaded page is never read out.
 */
export function GridAnnouncer({ total, loading, sort, titleOf }: GridAnnouncerProps) {
  const { t } = useTranslation(KIT_NS);
  const [count, setCount] = useState(total);
  const [sortText, setSortText] = useState('');
  const shownSort = useRef(sort);

  useEffect(() => {
    if (!loading) setCount(total);
  }, [loading, total]);

  const key = sort ? `${sort.desc ? '-' : ''}${sort.field}` : '';
  useEffect(() => {
    const before = shownSort.current;
    if ((before ? `${before.desc ? '-' : ''}${before.field}` : '') === key) return;
    shownSort.current = sort;
    setSortText(
      sort
        ? t('table.sortedBy', {
            column: titleOf(sort.field),
            direction: t(sort.desc ? 'table.sortDescending' : 'table.sortAscending'),
          })
        : t('table.sortCleared'),
    );
    // The sort's key stands for it; titles follow the language at the moment of the change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return (
    <div role="status" aria-live="polite" style={visuallyHidden}>
      {[sortText, t('table.rowCount', { count })].filter(Boolean).join('. ')}
    </div>
  );
}
