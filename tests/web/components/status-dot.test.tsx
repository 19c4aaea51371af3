import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusDot } from '../../../src/components/status-dot.tsx';
import { renderKit } from './render-kit.tsx';

describe('StatusDot', () => {
  it('names its meaning for screen readers and on hover', async () => {
    await renderKit(
      <>
        <StatusDot color="green" label="Active" />
        <StatusDot color="red" label="Inactive" />
      </>,
    );
    const active = screen.getByRole('img', { name: 'Active' });
    expect(active).toHaveAttribute('title', 'Active');
    expect(screen.getByRole('img', { name: 'Inactive' })).toHaveAttribute('data-color', 'red');
    expect(getComputedStyle(active).backgroundColor).not.toBe(
      getComputedStyle(screen.getByRole('img', { name: 'Inactive' })).backgroundColor,
    );
  });
});
