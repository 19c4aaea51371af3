import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useState } from 'react';
import { NavLink, useLocation, matchPath } from 'react-router-dom';
import { NavIcon } from '../../components/nav-icon.tsx';
import type { NavItem } from '../../domain/navigation/contracts.ts';
import { NavBadge } from './nav-badge.tsx';
import { useNavTitle } from './use-nav-title.ts';

interface ListProps {
  items: NavItem[];
  /** Folded navbar: icons only, titles kept for screen readers. */
  folded: boolean;
  onNavigate?: () => void;
  depth?: number;
}

const isActive = (item: NavItem, pathname: string): boolean =>
  Boolean(item.url && matchPath({ path: item.url, end: item.exact ?? false }, pathname)) ||
  (item.children ?? []).some((child) => isActive(child, pathname));

function Entry({ item, folded, onNavigate, depth }: { item: NavItem; folded: boolean; onNavigate?: () => void; depth: number }) {
  const title = useNavTitle()(item);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => isActive(item, pathname));
  const indent = { pl: folded ? 2.5 : 2 + depth * 1.5 };
  const label = <ListItemText primary={title} sx={{ opacity: folded ? 0 : 1, whiteSpace: 'nowrap' }} />;
  const icon = (
    <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
      <NavIcon name={item.icon} fontSize="small" />
    </ListItemIcon>
  );

  switch (item.type) {
    case 'divider':
      return <Divider component="li" sx={{ my: 1 }} />;
    case 'group':
      return (
        <li>
          <List
            disablePadding
            subheader={
              folded ? undefined : (
                <ListSubheader
                  disableSticky
                  sx={{
                    bgcolor: 'transparent',
                    color: 'text.secondary',
                    fontWeight: 700,
                    textTransform: 'uppercase',
                    fontSize: 12,
                    lineHeight: '36px',
                  }}
                >
                  {title}
                </ListSubheader>
              )
            }
          >
            <NavVerticalList items={item.children ?? []} folded={folded} onNavigate={onNavigate} depth={depth} />
          </List>
        </li>
      );
    case 'collapse':
      return (
        <li>
          <ListItemButton onClick={() => setOpen((o) => !o)} aria-expanded={open} sx={indent} title={folded ? title : undefined}>
            {icon}
            {label}
            {folded ? null : open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
          </ListItemButton>
          <Collapse in={open && !folded} unmountOnExit>
            <List disablePadding>
              <NavVerticalList items={item.children ?? []} folded={folded} onNavigate={onNavigate} depth={depth + 1} />
            </List>
          </Collapse>
        </li>
      );
    case 'link':
      return (
        <li>
          <ListItemButton
            component="a"
            href={item.url}
            target={item.target ?? '_blank'}
            rel="noopener"
            sx={indent}
            title={folded ? title : undefined}
          >
            {icon}
            {label}
            {item.badge && !folded ? <NavBadge badge={item.badge} /> : null}
          </ListItemButton>
        </li>
      );
    default:
      return (
        <li>
          <ListItemButton
            component={NavLink}
            to={item.url ?? '/'}
            end={item.exact ?? false}
            target={item.target}
            onClick={onNavigate}
            sx={{
              ...indent,
              '&.active': { bgcolor: 'action.selected', fontWeight: 600, borderInlineStart: 3, borderColor: 'primary.main' },
            }}
            title={folded ? title : undefined}
          >
            {icon}
            {label}
            {item.badge && !folded ? <NavBadge badge={item.badge} /> : null}
          </ListItemButton>
        </li>
      );
  }
}

/** The vertical menu: groups as headings, collapses that open, items that link into the app. */
export function NavVerticalList({ items, folded, onNavigate, depth = 0 }: ListProps) {
  return (
    <>
      {items.map((item) => (
        <Entry key={item.id} item={item} folded={folded} onNavigate={onNavigate} depth={depth} />
      ))}
    </>
  );
}
