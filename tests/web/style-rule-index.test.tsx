import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { StateSettingsPage } from '../../src/features/reference/state-settings-page.tsx';
import { renderPage, signedInAs } from './render-page.tsx';
import { computedStyleWithoutIndex, forgetComputedStyles } from './style-rule-index.ts';

/** What a computed style says: every declared property and the values jsdom resolves by inheritance. */
const said = (style: CSSStyleDeclaration) =>
  `${style.cssText} | ${['visibility', 'pointer-events', 'color', 'background-color'].map((p) => style.getPropertyValue(p)).join(' ')}`;

let asOperator: () => void;
beforeAll(async () => {
  asOperator = await signedInAs('operator');
});

describe('the style rule index of the web tests (tests/web/style-rule-index.ts)', () => {
  it('answers every element of a screen with an open drawer exactly as jsdom does without it', async () => {
    asOperator();
    await renderPage(StateSettingsPage, '/apps/state-settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const table = screen.getByRole('table', { name: 'States' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    await screen.findByRole('dialog', { name: 'Add New State' });

    const elements = Array.from(document.body.querySelectorAll('*'));
    expect(elements.length).toBeGreaterThan(300);
    // Each way from an empty cache: jsdom keeps the styles it cascaded until the document changes.
    forgetComputedStyles();
    const indexed = elements.map((element) => said(getComputedStyle(element)));
    forgetComputedStyles();
    const differing = elements.filter((element, i) => said(computedStyleWithoutIndex(element)) !== indexed[i]);
    expect(differing.map((element) => element.outerHTML.slice(0, 120))).toEqual([]);
    // The screen's rules are many, so the index is what answers here.
    expect(document.styleSheets.length).toBeGreaterThan(200);
  });
});
