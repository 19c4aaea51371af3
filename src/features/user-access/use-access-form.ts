import { useEffect, useState } from 'react';
import type { AccessLevel } from '../../domain/navigation/contracts.ts';
import type { Grant } from '../../domain/users/contracts.ts';
import { toast } from '../../lib/toast.ts';
import { getGrants } from './api/get-grants.ts';
import { saveGrants } from './api/save-grants.ts';
import { GRANTABLE_AREAS } from './grantable-pages.ts';

export type LevelChoice = AccessLevel | 'none';

/** The Access drawer: one level per grantable page, loaded from and saved to the user's grants. */
export function useAccessForm(userId: number, onSaved: () => void) {
  // Null until the user's grants have arrived: nothing may be saved over grants not yet seen.
  const [levels, setLevels] = useState<Record<string, AccessLevel> | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    getGrants(userId).then(
      (grants) => current && setLevels(Object.fromEntries(grants.map((g) => [g.page, g.level]))),
      (error: unknown) => toast.failure(error),
    );
    return () => {
      current = false;
    };
  }, [userId]);

  const levelOf = (page: string): LevelChoice => levels?.[page] ?? 'none';

  const choose = (page: string, choice: LevelChoice) =>
    setLevels((current) => {
      if (!current) return current;
      const { [page]: _old, ...rest } = current;
      return choice === 'none' ? rest : { ...rest, [page]: choice };
    });

  const save = async () => {
    if (!levels || saving) return;
    // Only pages this screen offers are sent; the server would refuse any other.
    const grants: Grant[] = GRANTABLE_AREAS.flatMap(({ pages }) =>
      pages.flatMap(({ path }) => {
        const level = levels[path];
        return level ? [{ page: path, level }] : [];
      }),
    );
    setSaving(true);
    try {
      toast.success(await saveGrants(userId, grants));
      onSaved();
    } catch (error) {
      toast.failure(error);
    } finally {
      setSaving(false);
    }
  };

  return { loading: levels === null, levelOf, choose, save, saving };
}
