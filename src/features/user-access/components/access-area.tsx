import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PageDef } from '../../../domain/pages.ts';
import { USER_ACCESS_NS } from '../i18n.ts';
import { LEVEL_CHOICES, type AccessForm, type LevelChoice } from '../use-access-form.ts';

const pageLabelId = (path: string) => `access-page${path.replace(/\//g, '-')}`;

/**
 * The pages of one area, each with its level, and 'Whole area' setting all of them at once; it
 * shows the area's level while every page has the same one.
 */
export function AccessArea({ area, pages, access }: { area: string; pages: readonly PageDef[]; access: AccessForm }) {
  const { t } = useTranslation(USER_ACCESS_NS);
  const areaName = t(`areas.${area}`, { defaultValue: area });
  const levels = new Set(pages.map((page) => access.levelOf(page.path)));
  const common = levels.size === 1 ? [...levels][0] : null;

  return (
    <Box component="section" aria-label={areaName}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
        <Typography component="h3" variant="subtitle2">
          {areaName}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={common}
          aria-label={t('access.wholeArea', { area: areaName })}
          onChange={(_event, choice: LevelChoice | null) => {
            // Pressing the level the area already has changes nothing.
            if (choice)
              access.chooseAll(
                pages.map((page) => page.path),
                choice,
              );
          }}
        >
          {LEVEL_CHOICES.map((choice) => (
            <ToggleButton key={choice} value={choice} sx={{ py: 0.25 }}>
              {t(`access.allAt.${choice}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {pages.map((page) => (
        <Box key={page.path} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, paddingInlineStart: 1 }}>
          <Typography id={pageLabelId(page.path)} variant="body2" sx={{ flex: '1 1 160px' }}>
            {page.title}
          </Typography>
          <RadioGroup
            row
            aria-labelledby={pageLabelId(page.path)}
            value={access.levelOf(page.path)}
            onChange={(e) => access.choose({ [page.path]: e.target.value as LevelChoice })}
          >
            {LEVEL_CHOICES.map((choice) => (
              <FormControlLabel key={choice} value={choice} control={<Radio size="small" />} label={t(`access.levels.${choice}`)} />
            ))}
          </RadioGroup>
        </Box>
      ))}
    </Box>
  );
}
