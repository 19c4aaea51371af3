import CheckroomOutlinedIcon from '@mui/icons-material/CheckroomOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { contrastRatio, WCAG_AA_NORMAL_TEXT } from '../../../domain/pricing/contrast.ts';
import { PRICING_NS } from '../i18n.ts';

/** A frame's tag as it is drawn: its text in its own background and text colour. */
export function FrameTag({ text, background, colour, dir }: { text: string; background: string; colour: string; dir?: 'ltr' | 'rtl' }) {
  return (
    <Box
      component="span"
      dir={dir}
      sx={{ display: 'inline-block', px: 1, py: 0.25, borderRadius: 1, bgcolor: background, color: colour, fontWeight: 700, fontSize: 13 }}
    >
      {text}
    </Box>
  );
}

function Thumbnail({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{ position: 'relative', width: 160, height: 200, bgcolor: 'grey.100', borderRadius: 1, display: 'grid', placeItems: 'center' }}
    >
      <CheckroomOutlinedIcon sx={{ fontSize: 96, color: 'grey.400' }} />
      <Box sx={{ position: 'absolute', top: 8, insetInlineStart: 8 }}>{children}</Box>
    </Box>
  );
}

/** The tag on a product thumbnail, in English and in Arabic, and a warning below WCAG AA contrast. */
export function TagPreview({ text, arText, background, colour }: { text: string; arText: string; background: string; colour: string }) {
  const { t } = useTranslation(PRICING_NS);
  const ratio = contrastRatio(background, colour);
  return (
    <Stack spacing={1}>
      <Typography component="h2" variant="subtitle1">
        {t('frames.preview')}
      </Typography>
      <Stack direction="row" spacing={2}>
        <Thumbnail label={t('frames.previewLabel', { text })}>
          <FrameTag text={text} background={background} colour={colour} />
        </Thumbnail>
        {arText && (
          <Thumbnail label={t('frames.previewLabel', { text: arText })}>
            <FrameTag text={arText} background={background} colour={colour} dir="rtl" />
          </Thumbnail>
        )}
      </Stack>
      {ratio !== null && ratio < WCAG_AA_NORMAL_TEXT ? (
        <Alert severity="warning">{t('frames.lowContrast', { ratio: ratio.toFixed(2), min: WCAG_AA_NORMAL_TEXT })}</Alert>
      ) : (
        ratio !== null && (
          <Typography variant="body2" color="text.secondary">
            {t('frames.contrast', { ratio: ratio.toFixed(2) })}
          </Typography>
        )
      )}
    </Stack>
  );
}
