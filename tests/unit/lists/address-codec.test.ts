import { describe, expect, it } from 'vitest';
import { readView, writeView, type AddressRules } from '../../../src/lib/lists/address-codec.ts';

interface Filter {
  orderId: string;
  inventory: boolean;
  countryId: number | null;
  tags: string[];
}

const EMPTY: Filter = { orderId: '', inventory: false, countryId: null, tags: [] };
const rules = (over: Partial<AddressRules<Filter>> = {}): AddressRules<Filter> => ({
  prefix: '',
  empty: EMPTY,
  fallback: { filter: EMPTY, paging: { index: 1, pageSize: 10 }, sort: undefined },
  sortable: ['orderId', 'orderDate'],
  ...over,
});
const read = (query: string, over?: Partial<AddressRules<Filter>>) => readView(new URLSearchParams(query), rules(over));

describe('a list view in the address', () => {
  it('reads each field by the type of its empty value, with page, size and sort', () => {
    const { view, unreadable, named } = read('orderId=ORD-1&inventory=1&countryId=3&tags=a,b&page=2&size=50&sort=-orderDate');
    expect(view).toEqual({
      filter: { orderId: 'ORD-1', inventory: true, countryId: 3, tags: ['a', 'b'] },
      paging: { index: 2, pageSize: 50 },
      sort: { field: 'orderDate', desc: true },
    });
    expect(unreadable).toEqual([]);
    expect(named).toBe(true);
  });

  it('falls back to the first view for each value it cannot use, and names them', () => {
    const { view, unreadable } = read('inventory=maybe&countryId=x1&page=abc&size=100000&sort=price');
    expect(view).toEqual(rules().fallback);
    expect(unreadable.sort()).toEqual(['countryId', 'inventory', 'page', 'size', 'sort']);
  });

  it('falls back for a value the screen finds unusable, such as a date that is no date', () => {
    const { view, unreadable } = read('orderId=13/45/2026', { problemsOf: (f) => (f.orderId.includes('/') ? ['orderId'] : []) });
    expect(view.filter.orderId).toBe('');
    expect(unreadable).toEqual(['orderId']);
  });

  it('names nothing when the address holds only other names', () => {
    expect(read('x.page=3&tab=2').named).toBe(false);
  });

  it('writes only what differs from the first view, keeps other lists names, and reads back the same view', () => {
    const view = {
      filter: { ...EMPTY, orderId: 'A 1', tags: ['x'] },
      paging: { index: 3, pageSize: 10 },
      sort: { field: 'orderId', desc: false },
    };
    const written = writeView(new URLSearchParams('x.page=2&orderId=old'), view, rules());
    expect(written.toString()).toBe('x.page=2&orderId=A+1&tags=x&page=3&sort=orderId');
    expect(readView(written, rules()).view).toEqual(view);
  });

  it('keeps a field emptied, or an order taken away, that the first view fills', () => {
    const fallback = {
      filter: { ...EMPTY, countryId: 5, inventory: true },
      paging: { index: 1, pageSize: 10 },
      sort: { field: 'orderId', desc: true },
    };
    const view = { filter: EMPTY, paging: fallback.paging, sort: undefined };
    const written = writeView(new URLSearchParams(), view, rules({ fallback }));
    expect(readView(written, rules({ fallback }))).toMatchObject({ view, unreadable: [] });
  });

  it('keeps a second list apart under its prefix', () => {
    const lines = rules({ prefix: 'lines.' });
    const written = writeView(new URLSearchParams('page=4'), { ...lines.fallback, paging: { index: 2, pageSize: 10 } }, lines);
    expect(written.toString()).toBe('page=4&lines.page=2');
    expect(readView(written, rules()).view.paging.index).toBe(4);
    expect(readView(written, lines).view.paging.index).toBe(2);
  });

  it('refuses values longer than any the panel writes', () => {
    expect(read(`orderId=${'9'.repeat(600)}`).unreadable).toEqual(['orderId']);
  });
});
