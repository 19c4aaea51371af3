import AccountTreeIcon from '@mui/icons-material/AccountTree';
import FolderIcon from '@mui/icons-material/Folder';
import HorizontalRuleIcon from '@mui/icons-material/HorizontalRule';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import LinkIcon from '@mui/icons-material/Link';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavType } from '../../../domain/navigation/contracts.ts';
import { MENU_SETTINGS_NS } from '../i18n.ts';

const TYPE_ICONS: Record<NavType, ComponentType<SvgIconProps>> = {
  group: FolderIcon,
  collapse: AccountTreeIcon,
  item: InsertDriveFileIcon,
  link: LinkIcon,
  divider: HorizontalRuleIcon,
};

/** The icon of a node's type, named for screen readers and on hover. */
export function NodeTypeIcon({ type }: { type: NavType }) {
  const { t } = useTranslation(MENU_SETTINGS_NS);
  const Icon = TYPE_ICONS[type];
  const name = t(`types.${type}`);
  return (
    <Tooltip title={name}>
      <Icon role="img" aria-label={name} aria-hidden={false} fontSize="small" color="secondary" />
    </Tooltip>
  );
}
