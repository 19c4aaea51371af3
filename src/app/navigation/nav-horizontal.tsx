import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { NavIcon } from '../../components/nav-icon.tsx';
import type { NavItem } from '../../domain/navigation/contracts.ts';
import { flattenNavigation } from '../../domain/navigation/flatten.ts';
import { APP_NS } from '../app-i18n.ts';
import { useNavigation } from './navigation-store.ts';
import { useNavTitle } from './use-nav-title.ts';

/** A top-level group or collapse as a button whose menu lists its pages under their sub-headings. */
function SectionMenu({ item }: { item: NavItem }) {
  const titleOf = useNavTitle();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const entries = flattenNavigation(item.children ?? []);
  let lastHeading = '';
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        endIcon={<ExpandMore />}
        startIcon={<NavIcon name={item.icon} />}
      >
        {titleOf(item)}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {entries.flatMap(({ item: page, parents }) => {
          const heading = parents.join(' › ');
          const nodes = [];
          if (heading && heading !== lastHeading) nodes.push(<ListSubheader key={`h-${page.id}`}>{heading}</ListSubheader>);
          lastHeading = heading;
          nodes.push(
            <MenuItem key={page.id} component={NavLink} to={page.url ?? '/'} end={page.exact} onClick={() => setAnchor(null)}>
              <ListItemIcon>
                <NavIcon name={page.icon} fontSize="small" />
              </ListItemIcon>
              {titleOf(page)}
            </MenuItem>,
          );
          return nodes;
        })}
      </Menu>
    </>
  );
}

/** The horizontal navigation of the horizontal layout. */
export function NavHorizontal() {
  const { t } = useTranslation(APP_NS);
  const navigation = useNavigation((s) => s.navigation);
  const titleOf = useNavTitle();
  // Groups only head their sections: the sections themselves sit side by side in the bar.
  const top = navigation.flatMap((item) => (item.type === 'group' ? (item.children ?? []) : [item]));
  return (
    <Box
      component="nav"
      aria-label={t('navbar.label')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 0.5,
        px: 2,
        py: 0.5,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {top.map((item) =>
        item.type === 'group' || item.type === 'collapse' ? (
          <SectionMenu key={item.id} item={item} />
        ) : item.type === 'divider' ? null : (
          <Button
            key={item.id}
            color="inherit"
            component={NavLink}
            to={item.url ?? '/'}
            end={item.exact}
            startIcon={<NavIcon name={item.icon} />}
          >
            {titleOf(item)}
          </Button>
        ),
      )}
    </Box>
  );
}
