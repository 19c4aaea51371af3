import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SideDrawer } from '../../../components/side-drawer.tsx';
import type { AdminUser } from '../../../domain/users/contracts.ts';
import { GRANTABLE_AREAS } from '../grantable-pages.ts';
import { USER_ACCESS_NS } from '../i18n.ts';
import { useAccessForm, type LevelChoice } from '../use-access-form.ts';
import { userName } from '../user-name.ts';

const CHOICES: LevelChoice[] = ['none', 'L1', 'L2'];

/** 'Access': None, L1 (open) or L2 (change) for every page a grant can name, grouped by area. */
export function AccessDrawer({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation(USER_ACCESS_NS);
  const form = useAccessForm(user.id, onClose);
  const pageLabelId = (path: string) => `access-page${path.replace(/\//g, '-')}`;

  return (
    <SideDrawer
      open
      title={t('access.title', { name: userName(user) })}
      onClose={onClose}
      onSubmit={() => void form.save()}
      submitLabel={t('access.save')}
      submitDisabled={form.loading}
      saving={form.saving}
    >
      <Typography variant="body2" color="text.secondary">
        {t('access.help')}
      </Typography>
      {user.isAdmin && <Alert severity="info">{t('access.adminNote')}</Alert>}
      {form.loading ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={20} aria-hidden />
          {t('access.loading')}
        </Box>
      ) : (
        GRANTABLE_AREAS.map(({ area, pages }) => (
          <Box key={area} component="section" aria-label={t(`areas.${area}`, { defaultValue: area })}>
            <Typography component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
              {t(`areas.${area}`, { defaultValue: area })}
            </Typography>
            {pages.map((page) => (
              <Box key={page.path} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, paddingInlineStart: 1 }}>
                <Typography id={pageLabelId(page.path)} variant="body2" sx={{ flex: '1 1 160px' }}>
                  {page.title}
                </Typography>
                <RadioGroup
                  row
                  aria-labelledby={pageLabelId(page.path)}
                  value={form.levelOf(page.path)}
                  onChange={(e) => form.choose(page.path, e.target.value as LevelChoice)}
                >
                  {CHOICES.map((choice) => (
                    <FormControlLabel key={choice} value={choice} control={<Radio size="small" />} label={t(`access.levels.${choice}`)} />
                  ))}
                </RadioGroup>
              </Box>
            ))}
          </Box>
        ))
      )}
    </SideDrawer>
  );
}
