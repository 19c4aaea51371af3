import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { COMPANIES, type Company } from '../../../domain/activation/constants.ts';
import { LANG_FILTERS } from '../../../domain/activation/reports.ts';
import { ACTIVATION_NS } from '../i18n.ts';
import type { LangFilter } from './pid-activation-filter.ts';

/** The Company (BFL, HO, FREELANCER, or All) and Lang (SELECT, AR, ENG) selects of both reports (spec 001 §2). */
export function CompanyLangFields({
  company,
  lang,
  onChange,
}: {
  company: Company | '';
  lang: LangFilter;
  onChange: (change: { company?: Company | ''; lang?: LangFilter }) => void;
}) {
  const { t } = useTranslation(ACTIVATION_NS);
  return (
    <>
      <TextField
        select
        size="small"
        label={t('reports.fields.company')}
        value={company}
        onChange={(e) => onChange({ company: e.target.value as Company | '' })}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">{t('reports.anyCompany')}</MenuItem>
        {COMPANIES.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('reports.fields.lang')}
        value={lang}
        onChange={(e) => onChange({ lang: e.target.value as LangFilter })}
        sx={{ minWidth: 120 }}
      >
        {LANG_FILTERS.map((l) => (
          <MenuItem key={l} value={l}>
            {l === 'SELECT' ? t('reports.anyLang') : l}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
