import Box from '@mui/material/Box';
import type { NavBadge as Badge } from '../../domain/navigation/contracts.ts';

/** The small coloured label a menu entry may carry (spec 000 §3 "badge"). */
export function NavBadge({ badge }: { badge: Badge }) {
  return (
    <Box
      component="span"
      sx={{
        ml: 'auto',
        px: 0.75,
        borderRadius: 1,
        fontSize: 11,
        fontWeight: 600,
        lineHeight: '18px',
        bgcolor: badge.bg ?? 'secondary.main',
        color: badge.fg ?? 'secondary.contrastText',
      }}
    >
      {badge.title}
    </Box>
  );
}
