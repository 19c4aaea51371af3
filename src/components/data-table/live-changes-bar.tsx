import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { KIT_NS } from '../../lib/kit-i18n.ts';

/**
 * Rows changed elsewhere that would move the rows on screen (live lists): said above the grid, with
 * the button that shows them. It floats over the header rather than pushing the grid down, so the
 * rows stay under the pointer; a status, so a screen reader hears it without losing its place.
 */
export function LiveChangesBar({ count, show }: { count: number; show: () => void }) {
  const { t } = useTranslation(KIT_NS);
  return (
    <Box sx={{ position: 'relative', height: 0 }}>
      <Alert
        role="status"
        severity="info"
        variant="outlined"
        sx={{
          position: 'absolute',
          top: 4,
          insetInline: 0,
          mx: 'auto',
          width: 'fit-content',
          zIndex: 3,
          py: 0,
          alignItems: 'center',
          bgcolor: 'background.paper',
          boxShadow: 2,
        }}
        action={
          <Button color="inherit" size="small" onClick={show}>
            {t('table.liveShow')}
          </Button>
        }
      >
        {t('table.liveChanges', { count })}
      </Alert>
    </Box>
  );
}
