import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** A queue's product: its galleries beside its tables on a wide screen, above them on a narrow one. */
export function ProductColumns({ galleries, children }: { galleries: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
      {galleries}
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}
