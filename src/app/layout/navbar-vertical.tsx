import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_NS } from '../app-i18n.ts';
import { NAVBAR_FOLDED_WIDTH, NAVBAR_HOVER_DELAY_MS, NAVBAR_WIDTH } from '../settings/layout-settings.ts';
import { useSettings } from '../settings/settings-store.ts';
import { NavbarContent } from './navbar-content.tsx';
import { useNavbar } from './navbar-store.ts';
import { SectionTheme } from './section-theme.tsx';

/**
 * The side navbar (spec 000 §2, §4): 280 px, folded to 64 px with a hover that opens it after
 * 150 ms; below the lg breakpoint a drawer the toolbar's menu button opens.
 */
export function NavbarVertical() {
  const { t } = useTranslation(APP_NS);
  const large = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const folded = useSettings((s) => s.settings.layout.config.navbar.folded);
  const update = useSettings((s) => s.update);
  const mobileOpen = useNavbar((s) => s.mobileOpen);
  const setMobileOpen = useNavbar((s) => s.setMobileOpen);
  const [hoverOpen, setHoverOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const toggleFolded = () => {
    setHoverOpen(false);
    update((s) => ({
      ...s,
      layout: { ...s.layout, config: { ...s.layout.config, navbar: { ...s.layout.config.navbar, folded: !folded } } },
    }));
  };

  if (!large) {
    return (
      <SectionTheme part="navbar">
        <Drawer open={mobileOpen} onClose={() => setMobileOpen(false)} slotProps={{ paper: { sx: { width: NAVBAR_WIDTH } } }}>
          <NavbarContent
            folded={false}
            onToggle={() => setMobileOpen(false)}
            toggleLabel={t('navbar.close')}
            onNavigate={() => setMobileOpen(false)}
          />
        </Drawer>
      </SectionTheme>
    );
  }

  const showFolded = folded && !hoverOpen;
  const hover = (open: boolean) => {
    clearTimeout(timer.current);
    if (!folded) return;
    if (open) timer.current = setTimeout(() => setHoverOpen(true), NAVBAR_HOVER_DELAY_MS);
    else setHoverOpen(false);
  };

  return (
    <SectionTheme part="navbar">
      {/* The placeholder keeps the page beside the navbar; an opened folded navbar overlays the page. */}
      <Box sx={{ flexShrink: 0, width: folded ? NAVBAR_FOLDED_WIDTH : NAVBAR_WIDTH, transition: (th) => th.transitions.create('width') }}>
        <Box
          data-testid="navbar"
          data-folded={showFolded}
          onMouseEnter={() => hover(true)}
          onMouseLeave={() => hover(false)}
          onFocus={() => hover(true)}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) hover(false);
          }}
          sx={{
            position: 'fixed',
            top: 0,
            bottom: 0,
            insetInlineStart: 0,
            zIndex: (th) => th.zIndex.drawer,
            width: showFolded ? NAVBAR_FOLDED_WIDTH : NAVBAR_WIDTH,
            boxShadow: folded && hoverOpen ? 8 : 0,
            borderInlineEnd: 1,
            borderColor: 'divider',
            transition: (th) => th.transitions.create(['width', 'box-shadow']),
          }}
        >
          <NavbarContent folded={showFolded} onToggle={toggleFolded} toggleLabel={t(folded ? 'navbar.unfold' : 'navbar.fold')} />
        </Box>
      </Box>
    </SectionTheme>
  );
}
