import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRuleSetCsv } from '../../../src/features/gatekeeper-rules/api/get-rule-set-csv.ts';
import { getRuleSets } from '../../../src/features/gatekeeper-rules/api/get-rule-sets.ts';
import { sampleFileExists } from '../../../src/features/gatekeeper-rules/api/get-sample-file.ts';
import { uploadRules } from '../../../src/features/gatekeeper-rules/api/upload-rules.ts';
import { GatekeeperRulesPage } from '../../../src/features/gatekeeper-rules/gatekeeper-rules-page.tsx';
import { currentToast, renderPage, signedInAs } from '../render-page.tsx';

// Against the shared demo server: uploads here put back the rules already there (other suites
// judge scans by them), or keep the Allotment set empty as seeded.
const PATH = '/apps/gatekeeper-rules';
let restoreToken: () => void;
let asAdmin: () => void;

beforeAll(async () => {
  restoreToken = await signedInAs('operator');
  asAdmin = await signedInAs('admin');
});
beforeEach(() => restoreToken());

/** Captures what the page saves through a blob link (jsdom has no object URLs). */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:test'), revokeObjectURL: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  const text = (i: number) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[i] as Blob);
    });
  return { names, text };
}

async function openPage() {
  await renderPage(GatekeeperRulesPage, PATH);
  await waitFor(() => expect(screen.getAllByText(/Rules: \d+/, { selector: 'p' })).toHaveLength(3));
  return userEvent.setup({ applyAccept: false });
}
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const drawer = () => screen.getByRole('dialog');

describe('Gate Keeper Rules', () => {
  it('lists the three rules; each underlined keyword opens its drawer', async () => {
    const user = await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Gate Keeper Rules' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Rule 1 Eligibility', 'Rule 2 Capping', 'Rule 3 Allotment']);
    await user.click(screen.getByRole('button', { name: 'Open the Capping rules' }));
    expect(within(drawer()).getByRole('heading', { name: 'Capping Rules' })).toBeInTheDocument();
  });

  it('a set with data: the warning, Download Current Rules, and an upload replacing it', async () => {
    const downloads = captureDownloads();
    const current = await getRuleSetCsv('Eligibility');
    const before = (await getRuleSets()).rulesVersion;
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Open the Eligibility rules' }));
    expect(within(drawer()).getByRole('alert')).toHaveTextContent(
      'Uploading a file replaces every Eligibility rule: rules missing from the file are removed.',
    );
    expect(within(drawer()).queryByText('No Data Found')).not.toBeInTheDocument();

    await user.click(within(drawer()).getByRole('button', { name: 'Download Current Rules' }));
    await waitFor(() => expect(downloads.names).toEqual(['Eligibility.csv']));
    expect(await downloads.text(0)).toBe(current);

    const upload = within(drawer()).getByRole('button', { name: 'Upload Rules' });
    expect(upload).toBeDisabled();
    await user.upload(fileInput(), new File(['x'], 'rules.txt', { type: 'text/plain' }));
    expect(await within(drawer()).findByText('Only CSV files are allowed.')).toBeInTheDocument();
    expect(upload).toBeDisabled();

    await user.upload(fileInput(), new File([current], 'Eligibility.csv', { type: 'text/csv' }));
    await user.click(within(drawer()).getByRole('button', { name: 'Upload Rules' }));
    await waitFor(() => expect(currentToast()?.message).toBe('Rules uploaded successfully'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await getRuleSetCsv('Eligibility')).toBe(current);
    expect((await getRuleSets()).rulesVersion).not.toBe(before);
  });

  it('a malformed file is refused with its line and nothing changes', async () => {
    const current = await getRuleSetCsv('Capping');
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Open the Capping rules' }));
    await user.upload(
      fileInput(),
      new File(['identifier,value,limit\nGATEKEEPER-UAE-BRAND-MAX,NIKE,many\n'], 'bad.csv', { type: 'text/csv' }),
    );
    await user.click(within(drawer()).getByRole('button', { name: 'Upload Rules' }));
    const message = 'Line 2: limit must be a whole number from 0 to 1000000 for GATEKEEPER-UAE-BRAND-MAX';
    expect(await within(drawer()).findByText(message)).toBeInTheDocument();
    expect(await getRuleSetCsv('Capping')).toBe(current);
  });

  it('a set with no data: No Data Found and the sample format after a HEAD check', async () => {
    const downloads = captureDownloads();
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Open the Allotment rules' }));
    expect(within(drawer()).getByText('No Data Found')).toBeInTheDocument();
    expect(within(drawer()).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(drawer()).getByRole('button', { name: 'Download Sample Format' }));
    await waitFor(() => expect(downloads.names).toEqual(['Allotment.csv']));
    expect(await downloads.text(0)).toBe('identifier,value,limit\nGATEKEEPER-UAE-ALLOTMENT,ALL,100\nGATEKEEPER-KSA-ALLOTMENT,ALL,0\n');
    expect(await sampleFileExists('Allotment')).toBe(true);
    expect(await sampleFileExists('Pricing')).toBe(false);
  });

  it('an upload after someone else’s since the page was read is refused naming them; the set reloads and the next upload goes through', async () => {
    const current = await getRuleSetCsv('Capping');
    const user = await openPage();
    expect(screen.getByRole('button', { name: 'History of Capping' })).toBeInTheDocument();
    // Someone else uploads the set while the page is open.
    asAdmin();
    const read = (await getRuleSets()).sets.find((s) => s.ruleSet === 'Capping')!;
    await uploadRules('Capping', new File([current], 'Capping.csv', { type: 'text/csv' }), read.revision);
    restoreToken();

    await user.click(screen.getByRole('button', { name: 'Open the Capping rules' }));
    await user.upload(fileInput(), new File([current], 'Capping.csv', { type: 'text/csv' }));
    await user.click(within(drawer()).getByRole('button', { name: 'Upload Rules' }));
    expect(await within(drawer()).findByText(/^Aisha Rahman changed this record at .+, after you opened it$/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/last uploaded by Aisha Rahman/)).toBeInTheDocument());
    await user.upload(fileInput(), new File([current], 'Capping.csv', { type: 'text/csv' }));
    await user.click(within(drawer()).getByRole('button', { name: 'Upload Rules' }));
    await waitFor(() => expect(currentToast()?.message).toBe('Rules uploaded successfully'));
    expect(await getRuleSetCsv('Capping')).toBe(current);
  });
});
