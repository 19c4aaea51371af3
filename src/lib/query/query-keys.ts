/**
 * Query keys start with the resource they read ('states', 'countries' …), so invalidating a resource
 * reaches its grid pages and its pick lists alike: a save names the resources it changes and every
 * screen showing them loads again, without a reload by hand.
 */
export const queryKeys = {
  /** Every cached call about `resource`. */
  all: (resource: string) => [resource] as const,
  /** One page of a grid. */
  list: (resource: string, filter: unknown, paging: unknown) => [resource, 'list', filter, paging] as const,
  /** A whole list a screen loads at once and pages itself (Country Settings' 10000 rows). */
  whole: (resource: string, filter: unknown) => [resource, 'whole', filter] as const,
  /** A pick list, e.g. the states of one country. */
  lookup: (resource: string, params: unknown) => [resource, 'lookup', params] as const,
};
