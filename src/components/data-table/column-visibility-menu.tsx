import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DENSITIES, type ColumnLayout } from '../../domain/lists/layout.ts';
import { KIT_NS } from '../../lib/kit-i18n.ts';
import { canMove, withHidden, withMoved, withPinned } from './column-layout.ts';

interface ColumnMenuProps {
  /** The grid's layout, resolved for its columns (see resolvedLayout). */
  layout: ColumnLayout;
  /** Each arrangeable column's name, by id. */
  titleOf: (id: string) => string;
  onChange: (layout: ColumnLayout) => void;
  onReset: () => void;
}

const DENSITY_WORDS = { standard: 'table.densityStandard', compact: 'table.densityCompact' } as const;

/**
 * The place to arrange a grid's columns: show or hide each, move it earlier or later, pin it to the
 * inline start, the rows' density, and back to the columns as the screen declares them.
 */
export function ColumnVisibilityMenu({ layout, titleOf, onChange, onReset }: ColumnMenuProps) {
  const { t } = useTranslation(KIT_NS);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const titleId = useId();
  const densityId = useId();
  // Listed as they stand on screen: the pinned ones first.
  const ids = [...layout.pinned, ...layout.order.filter((id) => !layout.pinned.includes(id))];
  const visibleCount = ids.filter((id) => !layout.hidden.includes(id)).length;

  return (
    <>
      <Tooltip title={t('table.columns')}>
        <IconButton
          size="small"
          aria-label={t('table.columns')}
          aria-haspopup="dialog"
          aria-controls={anchor ? panelId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <ViewColumnIcon />
        </IconButton>
      </Tooltip>
      <Popover
        id={panelId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 1.5, maxHeight: '70vh', minWidth: 280 } } }}
      >
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
          {t('table.columnsTitle')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {ids.map((id) => {
            const title = titleOf(id);
            const visible = !layout.hidden.includes(id);
            const pinned = layout.pinned.includes(id);
            return (
              <Box component="li" key={id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <FormControlLabel
                  sx={{ flex: 1, mr: 1 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={visible}
                      // Hiding the last visible column would leave an empty grid with no way to tell why.
                      disabled={visible && visibleCount === 1}
                      onChange={() => onChange(withHidden(layout, id, visible))}
                    />
                  }
                  label={title}
                />
                <IconButton
                  size="small"
                  aria-label={t('table.moveEarlier', { column: title })}
                  disabled={!visible || !canMove(layout, id, -1)}
                  onClick={() => onChange(withMoved(layout, id, -1))}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('table.moveLater', { column: title })}
                  disabled={!visible || !canMove(layout, id, 1)}
                  onClick={() => onChange(withMoved(layout, id, 1))}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('table.pinColumn', { column: title })}
                  aria-pressed={pinned}
                  color={pinned ? 'primary' : 'default'}
                  onClick={() => onChange(withPinned(layout, id, !pinned))}
                >
                  {pinned ? <PushPinIcon fontSize="small" /> : <PushPinOutlinedIcon fontSize="small" />}
                </IconButton>
              </Box>
            );
          })}
        </Box>
        <Divider sx={{ my: 1 }} />
        <Typography id={densityId} variant="body2" sx={{ mb: 0.5 }}>
          {t('table.density')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={layout.density}
          aria-labelledby={densityId}
          onChange={(_, density: ColumnLayout['density'] | null) => density && onChange({ ...layout, density })}
        >
          {DENSITIES.map((density) => (
            <ToggleButton key={density} value={density}>
              {t(DENSITY_WORDS[density])}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button size="small" onClick={onReset}>
            {t('table.resetColumns')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
