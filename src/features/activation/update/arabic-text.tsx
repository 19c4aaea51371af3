import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Arabic text on screen: right to left and marked Arabic, whatever the screen's language. */
export function ArabicText({ children, block = false }: { children: ReactNode; block?: boolean }) {
  return (
    <Box component={block ? 'div' : 'span'} dir="rtl" lang="ar" sx={block ? { whiteSpace: 'pre-wrap' } : undefined}>
      {children}
    </Box>
  );
}

/** The input attributes of an Arabic field: right to left, Arabic. */
export const ARABIC_INPUT = { dir: 'rtl', lang: 'ar' } as const;
