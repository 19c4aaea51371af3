import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, trTR } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// MUI X ships no Arabic texts; these are the ones a picker shows (its buttons and title).
const AR_TEXT = {
  cancelButtonLabel: 'إلغاء',
  clearButtonLabel: 'مسح',
  okButtonLabel: 'موافق',
  todayButtonLabel: 'اليوم',
  nextStepButtonLabel: 'التالي',
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
  datePickerToolbarTitle: 'اختر التاريخ',
  dateTimePickerToolbarTitle: 'اختر التاريخ والوقت',
  timePickerToolbarTitle: 'اختر الوقت',
  openDatePickerDialogue: (formatted: string | null) => (formatted ? `اختر التاريخ، المحدد ${formatted}` : 'اختر التاريخ'),
  openTimePickerDialogue: (formatted: string | null) => (formatted ? `اختر الوقت، المحدد ${formatted}` : 'اختر الوقت'),
  fieldClearLabel: 'مسح',
};

const TEXTS = {
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
  tr: trTR.components.MuiLocalizationProvider.defaultProps.localeText,
  ar: { ...enUS.components.MuiLocalizationProvider.defaultProps.localeText, ...AR_TEXT },
};

/**
 * Dates for the MUI X pickers, in the user's language (the direction follows the theme). Dayjs
 * itself stays in English: the spec's formats (MM/DD/YYYY hh:mm AM) keep Latin digits and AM/PM
 * in every language, as the server and the staff's typed dates expect. Only office screens use
 * it (through the kit's date fields): the device screens never load MUI.
 */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const localeText = TEXTS[language as keyof typeof TEXTS] ?? TEXTS.en;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en" localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
