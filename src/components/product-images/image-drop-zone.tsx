import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_BYTES, IMAGE_MAX_FILES } from '../../domain/images/image-rules.ts';
import { visuallyHidden } from '../visually-hidden.ts';
import { KIT_NS } from '../../lib/kit-i18n.ts';

const ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

interface ImageDropZoneProps {
  disabled: boolean;
  busy: boolean;
  /** The server's refusal of the last upload, shown as it said it. */
  problem: string | null;
  onFiles: (files: File[]) => void;
}

/**
 * Where pictures are added: a Choose images button or files dropped on the zone. The server judges
 * each file by its contents (JPG or PNG, at most 5 MB) and its refusal is shown here as it words it.
 */
export function ImageDropZone({ disabled, busy, problem, onFiles }: ImageDropZoneProps) {
  const { t } = useTranslation(KIT_NS);
  const input = useRef<HTMLInputElement>(null);
  const rulesId = useId();
  const [dragging, setDragging] = useState(false);
  const off = disabled || busy;

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!off) onFiles([...event.dataTransfer.files]);
  };

  return (
    <Box
      data-testid="image-drop-zone"
      onDragOver={(e) => {
        e.preventDefault();
        if (!off) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 2,
        display: 'grid',
        gap: 1,
        justifyItems: 'start',
        opacity: disabled ? 0.6 : 1,
        bgcolor: dragging ? 'action.hover' : undefined,
      }}
    >
      {/* The button opens the browser's file chooser; the input itself stays out of sight and out of the tab order. */}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        disabled={off}
        aria-label={t('productImages.files')}
        tabIndex={-1}
        style={visuallyHidden}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          onFiles(files);
        }}
      />
      <Button
        variant="contained"
        startIcon={<AddPhotoAlternateIcon />}
        disabled={off}
        aria-describedby={rulesId}
        onClick={() => input.current?.click()}
      >
        {t('productImages.choose')}
      </Button>
      <Typography id={rulesId} variant="body2" color="text.secondary">
        {t('productImages.rules', { count: IMAGE_MAX_FILES, megabytes: IMAGE_MAX_BYTES / (1024 * 1024) })}
      </Typography>
      {problem && (
        <Alert severity="error" role="alert" sx={{ justifySelf: 'stretch' }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
