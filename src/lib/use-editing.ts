import { useState } from 'react';

/** The add/edit drawer of a list screen: closed, a new record, or the record being edited. */
export function useEditing<T>() {
  const [editing, setEditing] = useState<null | 'new' | T>(null);
  return {
    open: editing !== null,
    /** The record being edited; null for a new one. */
    record: editing === 'new' ? null : editing,
    add: () => setEditing('new'),
    edit: setEditing as (record: T) => void,
    close: () => setEditing(null),
  };
}
