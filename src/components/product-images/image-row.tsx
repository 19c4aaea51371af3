import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactElement, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductImage } from '../../domain/catalogue/product-images.ts';
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from '../../domain/images/image-rules.ts';
import { KIT_NS } from '../../lib/kit-i18n.ts';

export type MoveAction = 'earlier' | 'later';

interface ImageRowProps {
  image: ProductImage;
  /** 'Main image' or 'Secondary image n': the image's place, also in every button's name. */
  name: string;
  first: boolean;
  last: boolean;
  disabled: boolean;
  /** The move button to put the keyboard focus on, once it is enabled again. */
  focus: MoveAction | null;
  onFocused: () => void;
  onPreview: () => void;
  onEarlier: () => void;
  onLater: () => void;
  onMakeMain: () => void;
  onDelete: () => void;
}

/** One image in the order: its 40×50 thumbnail (a larger preview on click), its place, and the buttons to move or delete it. */
export function ImageRow(props: ImageRowProps) {
  const { image, name, first, last, disabled, focus, onFocused, onPreview, onEarlier, onLater, onMakeMain, onDelete } = props;
  const { t } = useTranslation(KIT_NS);
  const earlier = useRef<HTMLButtonElement>(null);
  const later = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const button = focus === 'earlier' ? earlier.current : focus === 'later' ? later.current : null;
    if (!button || button.disabled) return;
    button.focus();
    onFocused();
  }, [focus, disabled, onFocused]);
  const action = (label: string, icon: ReactElement, onClick: () => void, off: boolean, ref?: RefObject<HTMLButtonElement | null>) => (
    <Tooltip title={label}>
      {/* The span keeps the tooltip on a disabled button. */}
      <span>
        <IconButton ref={ref} size="small" aria-label={label} disabled={off} onClick={onClick}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      <ButtonBase onClick={onPreview} aria-label={t('productImages.enlarge', { name })} sx={{ border: 1, borderColor: 'divider' }}>
        <Box
          component="img"
          src={image.thumbnailUrl}
          alt={name}
          width={THUMBNAIL_WIDTH}
          height={THUMBNAIL_HEIGHT}
          sx={{ display: 'block', width: THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT }}
        />
      </ButtonBase>
      <Typography variant="body2" sx={{ flex: 1, fontWeight: first ? 600 : undefined }}>
        {name}
      </Typography>
      {action(t('productImages.earlier', { name }), <ArrowUpwardIcon fontSize="small" />, onEarlier, disabled || first, earlier)}
      {action(t('productImages.later', { name }), <ArrowDownwardIcon fontSize="small" />, onLater, disabled || last, later)}
      {action(t('productImages.makeMain', { name }), <StarIcon fontSize="small" />, onMakeMain, disabled || first)}
      {action(t('productImages.deleteOne', { name }), <DeleteIcon fontSize="small" />, onDelete, disabled)}
    </Box>
  );
}
