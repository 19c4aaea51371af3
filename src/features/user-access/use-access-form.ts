import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { setGrantsRequestSchema, type AdminUser, type Grant } from '../../domain/users/contracts.ts';
import { useEntityForm } from '../../lib/form/use-entity-form.ts';
import { useFailureToast } from '../../lib/query/use-failure-toast.ts';
import { toast } from '../../lib/toast.ts';
import { grantsQuery, GRANTS_RESOURCE } from './api/get-grants.ts';
import { saveGrants } from './api/save-grants.ts';
import { GRANTABLE_PAGES } from './grantable-pages.ts';
import { USER_ACCESS_NS } from './i18n.ts';
import { userName } from './user-name.ts';

export const LEVEL_CHOICES = ['none', 'L1', 'L2'] as const;
export type LevelChoice = (typeof LEVEL_CHOICES)[number];
/** A level for every grantable page, 'none' included, so a change undone leaves the form clean. */
export type Levels = Record<string, LevelChoice>;

const levelsOf = (grants: readonly Grant[]): Levels => {
  const held = new Map(grants.map((g) => [g.page, g.level]));
  return Object.fromEntries(GRANTABLE_PAGES.map(({ path }) => [path, held.get(path) ?? 'none']));
};

/** What Save sends: the granted pages this screen offers, in its order (the server would refuse any other), checked by the contract. */
const accessFormSchema = z.pipe(
  z.pipe(
    z.object({ levels: z.record(z.string(), z.enum(LEVEL_CHOICES)) }),
    z.transform(({ levels }) =>
      GRANTABLE_PAGES.flatMap(({ path }) => {
        const level = levels[path];
        return level && level !== 'none' ? [{ page: path, level }] : [];
      }),
    ),
  ),
  setGrantsRequestSchema.shape.grants,
);

/**
 * The Access drawer: one level per grantable page, filled in from the user's grants once they have
 * arrived (nothing may be saved over grants not yet seen). A whole area can be set at once, and the
 * grants of another user copied in; either is saved with Save like any other change.
 */
export function useAccessForm(user: AdminUser, onSaved: () => void) {
  const { t } = useTranslation(USER_ACCESS_NS);
  const queryClient = useQueryClient();
  const grants = useQuery(grantsQuery(user.id));
  useFailureToast(grants.error, grants.errorUpdatedAt);
  const loaded = useMemo(() => grants.data && { levels: levelsOf(grants.data) }, [grants.data]);
  const form = useEntityForm({
    schema: accessFormSchema,
    defaultValues: { levels: levelsOf([]) },
    values: loaded,
    labelOf: () => t('access.title', { name: userName(user) }),
    save: (granted) => saveGrants(user.id, granted),
    invalidates: [GRANTS_RESOURCE],
    onSaved,
  });
  const { control, setValue } = form.methods;
  const levels = useWatch({ control, name: 'levels' });
  const [copiedFrom, setCopiedFrom] = useState<string | null>(null);

  /** Sets the given pages, the others kept. */
  const choose = (change: Levels) => setValue('levels', { ...levels, ...change }, { shouldDirty: true });

  return {
    form,
    loading: !loaded,
    disabledReason: loaded ? undefined : t(grants.isError ? 'access.loadFailed' : 'access.loading'),
    levelOf: (path: string): LevelChoice => levels[path] ?? 'none',
    choose,
    /** Every page of an area at one level. */
    chooseAll: (paths: readonly string[], choice: LevelChoice) => choose(Object.fromEntries(paths.map((path) => [path, choice]))),
    /** Replaces every level with the grants of `source`. */
    copyFrom: async (source: AdminUser) => {
      try {
        const theirs = await queryClient.fetchQuery(grantsQuery(source.id));
        setValue('levels', levelsOf(theirs), { shouldDirty: true });
        setCopiedFrom(userName(source));
      } catch (error) {
        toast.failure(error);
      }
    },
    copiedFrom,
  };
}

export type AccessForm = ReturnType<typeof useAccessForm>;
