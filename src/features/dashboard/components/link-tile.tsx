import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface LinkTileProps {
  title: string;
  icon: ReactNode;
  /** Where the tile leads (opened in a new tab); null shows the tile disabled. */
  href: string | null;
  caption: string;
}

/** A dashboard tile that opens another system in a new tab, or explains why it cannot. */
export function LinkTile({ title, icon, href, caption }: LinkTileProps) {
  const captionId = useId();
  const body = (
    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: href ? 'primary.main' : 'text.disabled', display: 'flex' }}>
        {icon}
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography component="h2" variant="h6" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {title}
          {href ? <OpenInNewIcon fontSize="small" aria-hidden /> : null}
        </Typography>
        <Typography id={captionId} variant="body2" color="text.secondary">
          {caption}
        </Typography>
      </Box>
    </CardContent>
  );

  return (
    <Card variant="outlined" sx={{ height: '100%', opacity: href ? 1 : 0.7 }}>
      {href ? (
        <CardActionArea component="a" href={href} target="_blank" rel="noopener noreferrer" aria-describedby={captionId}>
          {body}
        </CardActionArea>
      ) : (
        <Box aria-disabled="true">{body}</Box>
      )}
    </Card>
  );
}
