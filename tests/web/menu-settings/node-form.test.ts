import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../src/domain/navigation/contracts.ts';
import { nodeOf, type NodeFormValues } from '../../../src/features/menu-settings/use-node-form.ts';

const original: MenuNode = { id: 'reference', title: 'Reference data', translate: 'nav.reference', type: 'group' };
const valuesOf = (change: Partial<NodeFormValues>): NodeFormValues => ({
  title: original.title,
  id: original.id,
  translate: original.translate ?? '',
  type: original.type,
  icon: '',
  url: original.url ?? '',
  ...change,
});
const none = new Set<string>();

describe('the Menu Setting dialog’s node', () => {
  it('drops the translate key when the title was edited and the key left as it was, so the new title shows', () => {
    const node = nodeOf(valuesOf({ title: 'Reference' }), original, none);
    expect(node).toMatchObject({ title: 'Reference', id: 'reference' });
    expect(node.translate).toBeUndefined();
  });

  it('keeps the key when the title is unchanged (other fields edited, or spaces only)', () => {
    expect(nodeOf(valuesOf({ icon: 'public' }), original, none)).toMatchObject({ translate: 'nav.reference', icon: 'public' });
    expect(nodeOf(valuesOf({ title: ' Reference data ' }), original, none).translate).toBe('nav.reference');
  });

  it('keeps a key the admin changed or typed along with the title', () => {
    expect(nodeOf(valuesOf({ title: 'Reference', translate: 'nav.referenceData' }), original, none).translate).toBe('nav.referenceData');
    expect(nodeOf(valuesOf({ title: 'New', translate: 'nav.new', id: '' }), undefined, none)).toMatchObject({
      title: 'New',
      translate: 'nav.new',
      id: 'new',
    });
  });

  it('lets the admin clear the key by hand', () => {
    expect(nodeOf(valuesOf({ translate: '' }), original, none).translate).toBeUndefined();
  });
});
