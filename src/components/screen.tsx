import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame of every screen: its title as the page's one h1, then the screen itself. */
export function Screen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
