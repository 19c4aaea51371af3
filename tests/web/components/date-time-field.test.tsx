import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../src/app/i18n.ts';
import { DateTimeField, UNREADABLE_DATE } from '../../../src/components/date-time-field.tsx';
import { renderKit } from './render-kit.tsx';

const FORMAT = 'MM/DD/YYYY hh:mm A';

/** A screen holding the field's text, as the report filters do; `seen` collects every change. */
function Harness({ seen, initial = '' }: { seen: string[]; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTimeField
        label="From Date Time"
        format={FORMAT}
        value={value}
        onChange={(text) => {
          seen.push(text);
          setValue(text);
        }}
        helperText="MM/DD/YYYY hh:mm AM"
      />
      <button type="button" onClick={() => setValue('')}>
        Clear
      </button>
    </>
  );
}

const sections = () => within(screen.getByRole('group', { name: 'From Date Time' })).getAllByRole('spinbutton');

/** Types into the field as a person does: digits run through the sections, A or P sets AM/PM. */
async function typeSections(user: UserEvent, keys: string) {
  await user.click(sections()[0]!);
  await user.keyboard(keys);
}

describe('DateTimeField', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('takes a typed date and time and hands it on as text in the format', async () => {
    const seen: string[] = [];
    await renderKit(<Harness seen={seen} />);
    expect(sections().map((s) => s.getAttribute('aria-label'))).toEqual(['Month', 'Day', 'Year', 'Hours', 'Minutes', 'Meridiem']);
    const user = userEvent.setup();
    await typeSections(user, '010220261030P');
    expect(seen.at(-1)).toBe('01/02/2026 10:30 PM');
    expect(sections().map((s) => s.textContent)).toEqual(['01', '02', '2026', '10', '30', 'PM']);
  });

  it('shows a value it is given, and empties when the screen clears it', async () => {
    const seen: string[] = [];
    await renderKit(<Harness seen={seen} initial="12/31/2099 11:59 PM" />);
    expect(sections().map((s) => s.textContent)).toEqual(['12', '31', '2099', '11', '59', 'PM']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(sections()[0]).toHaveTextContent('MM'));
  });

  it('reports a half-typed date as unreadable, not as an empty field', async () => {
    const seen: string[] = [];
    await renderKit(<Harness seen={seen} />);
    const user = userEvent.setup();
    await typeSections(user, '0102');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(seen).toContain(UNREADABLE_DATE);
  });

  it('opens a picker with the buttons in the user’s language', async () => {
    await renderKit(<Harness seen={[]} />, { language: 'ar' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /اختر التاريخ/ }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
