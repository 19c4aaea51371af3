import { useTheme } from '@mui/material/styles';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSettings } from '../../../src/app/settings/settings-store.ts';
import { renderKit } from '../components/render-kit.tsx';
import { installMatchMedia } from '../match-media.ts';

/** What the theme gives a component that animates its opacity (a toast, a drawer's backdrop). */
function OpacityTransition() {
  return <p data-testid="transition">{useTheme().transitions.create('opacity')}</p>;
}

/** matchMedia as installed for the suite, answering `prefers-reduced-motion: reduce` as the device would. */
function deviceAsksReducedMotion(reduce: boolean) {
  installMatchMedia();
  const widths = window.matchMedia;
  window.matchMedia = (query: string) =>
    /prefers-reduced-motion:\s*reduce/.test(query) ? ({ ...widths(query), matches: reduce } as MediaQueryList) : widths(query);
}

describe('reduced motion', () => {
  afterEach(() => installMatchMedia());

  it('animates the office screens by default', async () => {
    deviceAsksReducedMotion(false);
    await renderKit(<OpacityTransition />);
    expect(screen.getByTestId('transition').textContent).toMatch(/^opacity \d+ms/);
  });

  it('draws without transitions while the device asks for reduced motion, whatever the Animations setting', async () => {
    deviceAsksReducedMotion(true);
    expect(useSettings.getState().settings.animations).toBe(true);
    await renderKit(<OpacityTransition />);
    expect(screen.getByTestId('transition').textContent).toBe('none');
  });

  it('draws without transitions when Animations is off in the settings', async () => {
    deviceAsksReducedMotion(false);
    const before = useSettings.getState().settings;
    act(() => useSettings.setState({ settings: { ...before, animations: false } }));
    try {
      await renderKit(<OpacityTransition />);
      expect(screen.getByTestId('transition').textContent).toBe('none');
    } finally {
      act(() => useSettings.setState({ settings: before }));
    }
  });
});
