import i18next from 'i18next';
import type { EntityName } from '../../domain/history/entities.ts';

/** Where a tracked record's words are: its name's key and its fields' key prefix, in its feature's namespace. */
export interface EntityLabels {
  /** The record kind's name ('countries.editTitle' → 'Edit Country' is not it: a noun such as 'countries.entity'). */
  title: string;
  /** The prefix of its field labels ('countries.fields'), the same the drawer's labelOf reads. */
  fields: string;
}

const registry = new Map<string, { ns: string; labels: EntityLabels }>();

/** The app shell registers each feature's entities once (src/app/features.ts descriptors). */
export function registerEntityLabels(ns: string, entities: Partial<Record<EntityName, EntityLabels>>): void {
  for (const [entity, labels] of Object.entries(entities)) if (labels) registry.set(entity, { ns, labels });
}

/** The record kind's name in the user's language ('Country'); the entity's own name when no feature declared it. */
export function entityTitle(entity: string): string {
  const found = registry.get(entity);
  return found ? i18next.t(found.labels.title, { ns: found.ns, defaultValue: entity }) : entity;
}

/** A field's label in the user's language, as the record's drawer names it; the field's own name when unknown. */
export function fieldLabel(entity: string, field: string): string {
  const found = registry.get(entity);
  return found ? i18next.t(`${found.labels.fields}.${field}`, { ns: found.ns, defaultValue: field }) : field;
}
