import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_NS } from './settings-i18n.ts';
import { THEME_NAMES, type LayoutSettings, type ThemeName } from './layout-settings.ts';
import { useSettings } from './settings-store.ts';

type Config = LayoutSettings['layout']['config'];

function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (v: T) => void;
}) {
  return (
    <FormControl sx={{ mb: 2 }}>
      <FormLabel>{label}</FormLabel>
      <RadioGroup row value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <FormControlLabel key={o.value} value={o.value} control={<Radio size="small" />} label={o.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

const Toggle = ({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) => (
  <FormControlLabel
    control={<Switch checked={checked} onChange={(e) => onChange(e.target.checked)} />}
    label={label}
    sx={{ display: 'flex' }}
  />
);

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ mb: 2 }}>
    <Typography component="h3" variant="subtitle2" sx={{ mb: 1, textTransform: 'uppercase', color: 'text.secondary' }}>
      {title}
    </Typography>
    {children}
  </Box>
);

/** The settings drawer (spec 000 §2): layout style, direction, scrollbars, animations and the four themes. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(SETTINGS_NS);
  const settings = useSettings((s) => s.settings);
  const guest = useSettings((s) => s.owner.kind === 'guest');
  const update = useSettings((s) => s.update);
  const config = settings.layout.config;
  const setConfig = (change: Partial<Config>) =>
    update((s) => ({ ...s, layout: { ...s.layout, config: { ...s.layout.config, ...change } } }));
  const setTheme = (part: keyof LayoutSettings['theme'], name: ThemeName) => update((s) => ({ ...s, theme: { ...s.theme, [part]: name } }));

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 340, p: 2 }, role: 'dialog', 'aria-label': t('settingsPanel.title') } }}
    >
      <Typography component="h2" variant="h6" gutterBottom>
        {t('settingsPanel.title')}
      </Typography>
      {guest ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('settingsPanel.guestNote')}
        </Typography>
      ) : null}
      <Choice
        label={t('settingsPanel.layoutStyle')}
        value={settings.layout.style}
        options={[
          { value: 'vertical', label: t('settingsPanel.vertical') },
          { value: 'horizontal', label: t('settingsPanel.horizontal') },
        ]}
        onChange={(style) => update((s) => ({ ...s, layout: { ...s.layout, style } }))}
      />
      <Choice
        label={t('settingsPanel.layoutMode')}
        value={config.mode}
        options={[
          { value: 'fullwidth', label: t('settingsPanel.fullwidth') },
          { value: 'boxed', label: t('settingsPanel.boxed') },
        ]}
        onChange={(mode) => setConfig({ mode })}
      />
      <Section title={t('settingsPanel.layoutStyle')}>
        <Toggle
          label={t('settingsPanel.navbarDisplay')}
          checked={config.navbar.display}
          onChange={(display) => setConfig({ navbar: { ...config.navbar, display } })}
        />
        <Toggle
          label={t('settingsPanel.navbarFolded')}
          checked={config.navbar.folded}
          onChange={(folded) => setConfig({ navbar: { ...config.navbar, folded } })}
        />
        <Toggle
          label={t('settingsPanel.toolbarDisplay')}
          checked={config.toolbar.display}
          onChange={(display) => setConfig({ toolbar: { display } })}
        />
        <Toggle
          label={t('settingsPanel.footerDisplay')}
          checked={config.footer.display}
          onChange={(display) => setConfig({ footer: { display } })}
        />
      </Section>
      <Choice
        label={t('settingsPanel.direction')}
        value={settings.direction ?? 'language'}
        options={[
          { value: 'language', label: t('settingsPanel.followLanguage') },
          { value: 'ltr', label: t('settingsPanel.ltr') },
          { value: 'rtl', label: t('settingsPanel.rtl') },
        ]}
        onChange={(direction) => update((s) => ({ ...s, direction: direction === 'language' ? null : direction }))}
      />
      <Toggle
        label={t('settingsPanel.customScrollbars')}
        checked={settings.customScrollbars}
        onChange={(customScrollbars) => update((s) => ({ ...s, customScrollbars }))}
      />
      <Toggle
        label={t('settingsPanel.animations')}
        checked={settings.animations}
        onChange={(animations) => update((s) => ({ ...s, animations }))}
      />
      <Section title={t('settingsPanel.themes')}>
        {(['main', 'navbar', 'toolbar', 'footer'] as const).map((part) => (
          <TextField
            key={part}
            select
            fullWidth
            size="small"
            sx={{ mb: 1.5 }}
            label={t(`settingsPanel.${part}Theme`)}
            value={settings.theme[part]}
            onChange={(e) => setTheme(part, e.target.value as ThemeName)}
          >
            {THEME_NAMES.map((name) => (
              <MenuItem key={name} value={name}>
                {t(`themeNames.${name}`)}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Section>
      <Button variant="outlined" onClick={() => useSettings.getState().reset()}>
        {t('settingsPanel.reset')}
      </Button>
    </Drawer>
  );
}
