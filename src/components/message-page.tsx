import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface MessagePageProps {
  /** A large status code above the title (404, 401 ...), hidden from screen readers. */
  code?: string;
  title: string;
  text: string;
  /** The way out: a link or a button. */
  action: ReactNode;
  /** True for failures that should be announced as they appear. */
  alert?: boolean;
}

/** The centred layout of the error and status pages. */
export function MessagePage({ code, title, text, action, alert }: MessagePageProps) {
  return (
    <Box role={alert ? 'alert' : undefined} sx={{ p: 4, textAlign: 'center' }}>
      {code && (
        <Typography variant="h1" component="p" color="text.secondary" aria-hidden>
          {code}
        </Typography>
      )}
      <Typography component="h1" variant="h5" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {text}
      </Typography>
      {action}
    </Box>
  );
}
