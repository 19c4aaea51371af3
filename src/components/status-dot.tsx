import Box from '@mui/material/Box';

const PALETTE = { green: 'success.main', red: 'error.main', orange: 'warning.main' } as const;

interface StatusDotProps {
  color: keyof typeof PALETTE;
  /** What the colour means (e.g. 'Active'); read by screen readers and shown on hover, since colour alone says nothing to some users. */
  label: string;
}

/** A small coloured status dot with an accessible label. */
export function StatusDot({ color, label }: StatusDotProps) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      data-color={color}
      sx={{
        display: 'inline-block',
        width: 12,
        height: 12,
        borderRadius: '50%',
        bgcolor: PALETTE[color],
        verticalAlign: 'middle',
        flexShrink: 0,
      }}
    />
  );
}
