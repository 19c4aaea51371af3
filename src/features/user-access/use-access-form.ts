import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { findPage } from '../../domain/pages.ts';
import { grantListSchema, grantSchema, type AdminUser, type Grant } from '../../domain/users/contracts.ts';
import { useEntityForm } from '../../lib/form/use-entity-form.ts';
import { USERS_RESOURCE } from '../../lib/lookups/user-lookup.ts';
import { useFailureToast } from '../../lib/query/use-failure-toast.ts';
import { toast } from '../../lib/toast.ts';
import { grantsQuery, GRANTS_RESOURCE } from './api/get-grants.ts';
import { saveGrants } from './api/save-grants.ts';
import { GRANTABLE_PAGES } from './grantable-pages.ts';
import { USER_ACCESS_NS } from './i18n.ts';
import { offerAccountUndo } from './offer-account-undo.ts';
import { userName } from './user-name.ts';

export const LEVEL_CHOICES = ['none', 'L1', 'L2'] as const;
export type LevelChoice = (typeof LEVEL_CHOICES)[number];
/**
 * A level for every grantable page by its path, 'none' included, so a change undone leaves the
 * form clean; one field per page, so a refused stale save shows each page whose level differs.
 */
export type Levels = Record<string, LevelChoice>;

const levelsOf = (grants: readonly Grant[]): Levels => {
  const held = new Map(grants.map((g) => [g.page, g.level]));
  return Object.fromEntries(GRANTABLE_PAGES.map(({ path }) => [path, held.get(path) ?? 'none']));
};

/** What Save sends: the granted pages this screen offers, in its order (the server would refuse any other), checked by the contract. */
const accessFormSchema = z.pipe(
  z.pipe(
    z.record(z.string(), z.enum(LEVEL_CHOICES)),
    z.transform((levels: Levels) =>
      GRANTABLE_PAGES.flatMap(({ path }) => {
        const level = levels[path];
        return level && level !== 'none' ? [{ page: path, level }] : [];
      }),
    ),
  ),
  grantListSchema.shape.grants,
);

/** The grants a 409 carries: the user's as someone else left them (the server adds them to the record). */
const grantsInConflict = (current: Record<string, unknown> | null | undefined): Grant[] | undefined => {
  const parsed = z.array(grantSchema).safeParse(current?.grants);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The Access drawer: one level per grantable page, filled in from the user's grants once they have
 * arrived (nothing may be saved over grants not yet seen). A whole area can be set at once, and the
 * grants of another user copied in; either is saved with Save like any other change, from the
 * user's revision as listed: a save over someone else's change since is refused and shown beside
 * this one (Reload, Overwrite). The toast's Undo saves the grants as they were before again.
 */
export function useAccessForm(user: AdminUser, onSaved: () => void) {
  const { t } = useTranslation(USER_ACCESS_NS);
  const queryClient = useQueryClient();
  const grants = useQuery(grantsQuery(user.id));
  useFailureToast(grants.error, grants.errorUpdatedAt);
  const loaded = useMemo(() => grants.data && levelsOf(grants.data), [grants.data]);
  // What the server held before this drawer's save: the grants loaded, or another user's after a 409.
  const before = useRef<Grant[]>([]);
  useEffect(() => {
    if (grants.data) before.current = grants.data;
  }, [grants.data]);
  const form = useEntityForm({
    schema: accessFormSchema,
    defaultValues: levelsOf([]),
    values: loaded,
    labelOf: (field) => findPage(field)?.title ?? t(`fields.${field}`, { defaultValue: t('access.title', { name: userName(user) }) }),
    save: (granted, revision) => saveGrants(user.id, granted, revision ?? user.revision),
    tracked: {
      entity: 'user',
      id: user.id,
      revision: user.revision,
      name: userName(user),
      valuesOf: (current, typed) => {
        const theirs = grantsInConflict(current);
        return theirs ? levelsOf(theirs) : typed;
      },
    },
    // The list too: the user's revision moved, and the next change starts from the new one.
    invalidates: [GRANTS_RESOURCE, USERS_RESOURCE],
    onSaved: ({ message, data }) => {
      const previous = before.current;
      offerAccountUndo(message, () => saveGrants(user.id, previous, data.user.revision), queryClient);
      onSaved();
    },
  });
  const { control, setValue } = form.methods;
  const levels = useWatch({ control }) as Levels;
  const { stale } = form;
  useEffect(() => {
    const theirs = grantsInConflict(stale?.current);
    if (theirs) before.current = theirs;
  }, [stale]);
  const [copiedFrom, setCopiedFrom] = useState<string | null>(null);

  /** Sets the given pages, the others kept. */
  const choose = (change: Levels) => {
    for (const [path, choice] of Object.entries(change)) setValue(path, choice, { shouldDirty: true });
  };

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
        choose(levelsOf(theirs));
        setCopiedFrom(userName(source));
      } catch (error) {
        toast.failure(error);
      }
    },
    copiedFrom,
  };
}

export type AccessForm = ReturnType<typeof useAccessForm>;
