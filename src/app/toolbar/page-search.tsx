import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { searchPages, type PageEntry } from '../../domain/navigation/flatten.ts';
import { APP_NS } from '../app-i18n.ts';
import { useNavTitle } from '../navigation/use-nav-title.ts';
import { usePageEntries } from './use-page-entries.ts';

/** Spec 000 §9: at most this many suggestions. */
export const SEARCH_SUGGESTIONS = 10;

/** Page search of the toolbar: the user's own pages only, at most 10 suggestions, 'No results..'. */
export function PageSearch() {
  const { t } = useTranslation(APP_NS);
  const entries = usePageEntries();
  const titleOf = useNavTitle();
  const navigate = useNavigate();
  const [text, setText] = useState('');

  return (
    <Autocomplete<PageEntry, false, false, false>
      size="small"
      options={entries}
      inputValue={text}
      onInputChange={(_e, value) => setText(value)}
      value={null}
      onChange={(_e, entry) => {
        if (!entry?.item.url) return;
        setText('');
        navigate(entry.item.url);
      }}
      filterOptions={(options, state) =>
        searchPages(
          options.map((o) => ({ ...o, item: { ...o.item, title: titleOf(o.item) } })),
          state.inputValue,
          SEARCH_SUGGESTIONS,
        )
      }
      getOptionLabel={(entry) => titleOf(entry.item)}
      isOptionEqualToValue={(a, b) => a.item.id === b.item.id}
      getOptionKey={(entry) => entry.item.id}
      noOptionsText={t('toolbar.noResults')}
      open={text.trim().length > 0}
      forcePopupIcon={false}
      renderOption={(props, entry) => (
        <li {...props} key={entry.item.id}>
          <span>
            {entry.item.title}
            {entry.parents.length ? <small style={{ display: 'block', opacity: 0.7 }}>{entry.parents.join(' › ')}</small> : null}
          </span>
        </li>
      )}
      sx={{ width: { xs: 160, md: 260 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={t('toolbar.pageSearch')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('toolbar.pageSearch') },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
