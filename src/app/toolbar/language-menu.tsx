import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LANGUAGES, type Language } from '../../domain/constants.ts';
import { COMMON_NS } from '../../lib/i18n-common.ts';
import { APP_NS } from '../app-i18n.ts';
import { useSettings } from '../settings/settings-store.ts';

export const LANGUAGE_DOCS_PATH = '/documentation/configuration/multi-language';

/**
 * Spec 000 §2 "Language menu": en English, tr Turkish, ar Arabic, and Learn More. Choosing a
 * language also lets the direction follow it again (Arabic is right to left).
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation(APP_NS);
  const update = useSettings((s) => s.update);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = (i18n.resolvedLanguage ?? 'en') as Language;
  const name = (lng: Language) => t(`languages.${lng}`, { ns: COMMON_NS });

  const choose = (lng: Language) => {
    setAnchor(null);
    void i18n.changeLanguage(lng);
    if (useSettings.getState().settings.direction !== null) update((s) => ({ ...s, direction: null }));
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-label={t('toolbar.languageMenu', { language: name(current) })}
        startIcon={<Translate />}
        sx={{ minWidth: 0, textTransform: 'uppercase' }}
      >
        {current}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((lng) => (
          <MenuItem key={lng} selected={lng === current} onClick={() => choose(lng)} lang={lng}>
            {name(lng)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem component={RouterLink} to={LANGUAGE_DOCS_PATH} onClick={() => setAnchor(null)}>
          {t('toolbar.learnMore')}
        </MenuItem>
      </Menu>
    </>
  );
}
