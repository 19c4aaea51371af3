import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { Column, Table } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../../lib/i18n-common.ts';

// A header given as a render function has no text to list; the column id stands in for it.
const titleOf = <T,>(column: Column<T, unknown>) => (typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id);

/** A button opening a checklist of the table's columns, to hide the ones a user does not need. */
export function ColumnVisibilityMenu<T>({ table }: { table: Table<T> }) {
  const { t } = useTranslation(COMMON_NS);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const columns = table.getAllLeafColumns().filter((c) => c.getCanHide());
  const visibleCount = columns.filter((c) => c.getIsVisible()).length;

  return (
    <>
      <Tooltip title={t('table.columns')}>
        <IconButton
          size="small"
          aria-label={t('table.columns')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <ViewColumnIcon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {columns.map((column) => {
          const visible = column.getIsVisible();
          // Hiding the last visible column would leave an empty grid with no way to tell why.
          const locked = visible && visibleCount === 1;
          return (
            <MenuItem
              key={column.id}
              role="menuitemcheckbox"
              aria-checked={visible}
              disabled={locked}
              onClick={() => column.toggleVisibility(!visible)}
            >
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  size="small"
                  checked={visible}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-hidden': true } }}
                />
              </ListItemIcon>
              <ListItemText>{titleOf(column)}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
