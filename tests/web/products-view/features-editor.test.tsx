import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getProduct } from '../../../src/features/products-view/api/get-product.ts';
import { saveBulletsAndAttributes } from '../../../src/features/products-view/api/save-bullets-and-attributes.ts';
import { saveProductDetails } from '../../../src/features/products-view/api/save-product-details.ts';
import { ProductViewPage } from '../../../src/features/products-view/product-view-page.tsx';
import { currentToast, ELSEWHERE, renderPage, signedInAs } from '../render-page.tsx';

const ROUTE = '/apps/products-view/:pid?';
// Written the way older product HTML often is: `<b>`, which the editor itself writes as `<strong>`.
const STORED = '<p>Soft <b>leather</b> upper</p><ul><li>Padded collar</li></ul>';
const STORED_AR = '<p>جلد ناعم</p>';
let asOperator: () => void;

// jsdom lays nothing out: the editor asks where text is drawn when it scrolls the cursor into view.
const NO_RECT = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
Range.prototype.getBoundingClientRect = () => NO_RECT;
Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
document.elementFromPoint = () => null;

let asOffice: () => void;

/** A product of its own, a copy of a demo one (its categories and attributes) with features HTML. */
async function productWithFeatures(features: string, ar_features: string): Promise<number> {
  const model = await getProduct(1);
  const { mId, pCatId, catId, subCatId, brandId, name } = model;
  const style = `RT${Date.now().toString(36).toUpperCase()}`;
  const saved = await saveProductDetails({ mId, pCatId, catId, subCatId, brandId, name, style, features, ar_features });
  const values = new Map<number, number[]>();
  for (const a of model.attribute) values.set(a.attributeId, [...(values.get(a.attributeId) ?? []), a.attributeValueId]);
  const attribute = [...values].map(([attributeId, ids]) => ({ attributeId, values: ids }));
  await saveBulletsAndAttributes({ pId: saved.data.pId, revision: saved.data.revision, attribute });
  return saved.data.pId;
}

async function openProduct(pId: number, query = '') {
  const view = await renderPage(ProductViewPage, `/apps/products-view/${pId}${query}`, { route: ROUTE });
  return { ...view, user: userEvent.setup() };
}

/** The editor of a field, once its chunk has arrived (until then the field shows its HTML read-only). */
async function editorOf(label: string) {
  await screen.findByRole('toolbar', { name: `${label}: formatting` }, { timeout: 10_000 });
  return screen.getByRole('textbox', { name: label });
}

let pId: number;

beforeAll(async () => {
  asOperator = await signedInAs('operator');
  asOffice = await signedInAs('office');
  asOperator();
  pId = await productWithFeatures(STORED, STORED_AR);
});

beforeEach(() => {
  asOperator();
});

describe('Features as rich text', () => {
  it('loads the stored HTML, and leaving the untouched product asks nothing', async () => {
    const { router } = await openProduct(pId);
    const editor = await editorOf('Features (HTML)');
    await waitFor(() => expect(within(editor).getByText('leather').tagName).toBe('STRONG'));
    expect(within(editor).getByRole('listitem')).toHaveTextContent('Padded collar');
    await act(() => router.navigate('/elsewhere'));
    expect(await screen.findByText(ELSEWHERE)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves text typed in bold as <strong>', async () => {
    const own = await productWithFeatures(STORED, '');
    const { user } = await openProduct(own);
    const editor = await editorOf('Features (HTML)');
    await waitFor(() => expect(editor).toHaveTextContent('Padded collar'));
    act(() => editor.focus());
    const bold = within(screen.getByRole('toolbar', { name: 'Features (HTML): formatting' })).getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    // The button hands the focus back to the editor on the next frame, before a person types again.
    await waitFor(() => expect(editor).toHaveFocus());
    // One key at a time: the editor reads each change back from the page before the next.
    const word = 'Waterproof';
    for (let typed = 1; typed <= word.length; typed++) {
      await user.keyboard(word[typed - 1]!);
      await waitFor(() => expect(editor.textContent).toContain(word.slice(0, typed)));
    }
    expect(within(editor).getByText('Waterproof').tagName).toBe('STRONG');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentToast()?.message).toBe('Updated Successfully!'));
    expect((await getProduct(own)).features).toContain('<strong>Waterproof</strong>');
  }, 60_000);

  it('links through its dialog, and undoing back to the stored HTML leaves nothing to save', async () => {
    const { user } = await openProduct(pId);
    const editor = await editorOf('Features (HTML)');
    await waitFor(() => expect(editor).toHaveTextContent('Padded collar'));
    act(() => editor.focus());
    const toolbar = screen.getByRole('toolbar', { name: 'Features (HTML): formatting' });
    await user.click(within(toolbar).getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Address (https://…)' }), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByText('Must start with http://, https://, mailto: or tel:')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Address (https://…)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Address (https://…)' }), 'https://example.com/care');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(editor).getByRole('link', { name: 'https://example.com/care' })).toHaveAttribute('href', 'https://example.com/care');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();

    await user.click(within(toolbar).getByRole('button', { name: 'Undo' }));
    expect(within(editor).queryByRole('link')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows and edits the HTML itself, and refuses an iframe there', async () => {
    const { user } = await openProduct(pId);
    await editorOf('Features (HTML)');
    const toggles = screen.getAllByRole('button', { name: 'Edit as HTML' });
    await user.click(toggles[0]!);
    expect(toggles[0]).toHaveAttribute('aria-pressed', 'true');
    const source = screen.getByRole('textbox', { name: 'Features (HTML): HTML source' });
    expect((source as HTMLTextAreaElement).value).toMatch(/^<p>Soft <(b|strong)>leather<\/(b|strong)> upper<\/p>/);
    expect(screen.getAllByRole('button', { name: 'Bold' })[0]).toBeDisabled();

    await user.clear(source);
    await user.click(source);
    await user.paste('<p>Made in <em>Italy</em></p>');
    await user.click(toggles[0]!);
    const editor = screen.getByRole('textbox', { name: 'Features (HTML)' });
    expect(within(editor).getByText('Italy').tagName).toBe('EM');

    // An iframe cannot be shown by the editor: the field stays as HTML, says why, and Save names the rule.
    await user.click(toggles[0]!);
    await user.click(screen.getByRole('textbox', { name: 'Features (HTML): HTML source' }));
    await user.paste('<iframe src="https://example.com"></iframe>');
    expect(screen.getByText(/holds an iframe, a table or an image/)).toBeInTheDocument();
    expect(toggles[0]).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('remove i frame')).toBeInTheDocument();
    // The refused field takes the focus, as a text field does.
    expect(screen.getByRole('textbox', { name: 'Features (HTML): HTML source' })).toHaveFocus();
  }, 60_000);

  it('edits the Arabic features right to left in Arabic mode', async () => {
    await openProduct(pId, '?lang=ar');
    const arabic = await editorOf('Arabic Features (HTML)');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveTextContent('جلد ناعم');
    expect(screen.getByRole('textbox', { name: 'Features (HTML)' })).toHaveAttribute('dir', 'ltr');
  });

  it('is greyed for a read-only user, who may still read the HTML', async () => {
    asOffice();
    const { user } = await openProduct(pId);
    const editor = await editorOf('Features (HTML)');
    expect(editor).toHaveAttribute('contenteditable', 'false');
    expect(editor).toHaveAttribute('aria-disabled', 'true');
    const toolbar = screen.getByRole('toolbar', { name: 'Features (HTML): formatting' });
    for (const name of ['Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Link'])
      expect(within(toolbar).getByRole('button', { name })).toBeDisabled();
    await user.click(within(toolbar).getByRole('button', { name: 'Edit as HTML' }));
    expect(screen.getByRole('textbox', { name: 'Features (HTML): HTML source' })).toBeDisabled();
  });
});
