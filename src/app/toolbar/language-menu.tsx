import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LANGUAGES } from '../../domain/constants.ts';
import { APP_NS } from '../app-i18n.ts';
import { LANGUAGE_DOCS_PATH } from '../paths.ts';
import { useLanguageChoice } from '../use-language-choice.ts';

/** Spec 000 §2 "Language menu": en English, tr Turkish, ar Arabic, and Learn More. */
export function LanguageMenu() {
  const { t } = useTranslation(APP_NS);
  const { current, name, choose } = useLanguageChoice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        // The name starts with the code the button shows, so speech input ("click EN") finds it.
        aria-label={`${current.toUpperCase()} — ${t('toolbar.languageMenu', { language: name(current) })}`}
        startIcon={<Translate />}
        sx={{ minWidth: 0 }}
      >
        {current.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((lng) => (
          <MenuItem
            key={lng}
            selected={lng === current}
            onClick={() => {
              setAnchor(null);
              choose(lng);
            }}
            lang={lng}
          >
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
