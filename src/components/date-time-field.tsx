import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useRef } from 'react';
import { DatePickersProvider } from './date-pickers-provider.tsx';

dayjs.extend(customParseFormat);

/** The text a date that cannot be read stands for: no strict format parses it, so checks reject it. */
export const UNREADABLE_DATE = 'Invalid Date';

export interface DateTimeFieldProps {
  label: string;
  /** The date and time as text in `format`; '' when empty, UNREADABLE_DATE while half typed. */
  value: string;
  onChange: (text: string) => void;
  /** A dayjs format, e.g. the spec's 'MM/DD/YYYY hh:mm A'. */
  format: string;
  error?: boolean;
  helperText?: string;
  width?: number | string;
  /** The earliest value the picker offers, as text in `format` (e.g. the start of yesterday). */
  min?: string;
  /** Offers no day after today (e.g. a report of what happened). */
  disableFuture?: boolean;
  disabled?: boolean;
}

/**
 * The picker's value and text field props for a value kept as text in `format`, so what a screen
 * checks and sends does not change with the field.
 */
function usePickerText({ value, onChange, format, error, helperText, width, min, disableFuture, disabled }: DateTimeFieldProps) {
  // The picker's own last value, handed back while the text is the one it produced: an unreadable
  // date has no text of its own, and a fresh invalid date every render would reset what is typed.
  const last = useRef<{ text: string; date: Dayjs | null }>({ text: '', date: null });
  const date = value === last.current.text ? last.current.date : value ? dayjs(value, format, true) : null;
  // The picker reports a half-typed date as no date at all; its text (placeholders for the sections
  // not typed yet, e.g. '01/02/2026 hh:mm aa') tells the two apart, so a half-typed date is refused
  // by the screen's check instead of being searched as if the field were empty.
  const input = useRef<HTMLInputElement>(null);
  const notePartial = () => {
    if (value !== '' && value !== UNREADABLE_DATE) return;
    const text = /\d/.test(input.current?.value ?? '') ? UNREADABLE_DATE : '';
    if (text === value) return;
    last.current = { text, date: null };
    onChange(text);
  };
  return {
    value: date,
    format,
    disabled,
    ...(min ? { minDate: dayjs(min, format, true) } : {}),
    ...(disableFuture ? { disableFuture: true } : {}),
    onChange: (next: Dayjs | null) => {
      const text = next === null ? '' : next.isValid() ? next.format(format) : UNREADABLE_DATE;
      last.current = { text, date: next };
      onChange(text);
    },
    slotProps: {
      textField: { size: 'small' as const, error, helperText, sx: { width }, inputRef: input, onBlur: notePartial, onKeyUp: notePartial },
    },
  };
}

/**
 * A date-time field with a picker: type it (sections, as the format shows them) or choose it from
 * the calendar and clock. The value stays text in the screen's format. Always written left to
 * right: the format is Latin.
 */
export function DateTimeField({ width = 240, ...props }: DateTimeFieldProps) {
  const picker = usePickerText({ ...props, width });
  return (
    <DatePickersProvider>
      <DateTimePicker label={props.label} ampm {...picker} {...(props.min ? { minDateTime: dayjs(props.min, props.format, true) } : {})} />
    </DatePickersProvider>
  );
}

/** A date field with a calendar, e.g. the spec's 'MM/DD/YYYY': the same as DateTimeField without the time. */
export function DateField({ width = 180, ...props }: DateTimeFieldProps) {
  const picker = usePickerText({ ...props, width });
  return (
    <DatePickersProvider>
      <DatePicker label={props.label} {...picker} />
    </DatePickersProvider>
  );
}
