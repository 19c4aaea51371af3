import { describe, expect, it } from 'vitest';
import { localName } from '../../src/lib/local-name.ts';

describe('localName', () => {
  it('gives the Arabic name in Arabic, else the English one, and English when there is no Arabic name', () => {
    expect(localName('Dubai', 'دبي', 'ar')).toBe('دبي');
    expect(localName('Dubai', 'دبي', 'en')).toBe('Dubai');
    expect(localName('Dubai', 'دبي', 'tr')).toBe('Dubai');
    expect(localName('Hatta', ' ', 'ar')).toBe('Hatta');
    expect(localName('Hatta', undefined, 'ar')).toBe('Hatta');
  });
});
