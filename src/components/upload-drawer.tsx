import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent, type DragEvent, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../lib/i18n-common.ts';
import { toast } from '../lib/toast.ts';
import { fileSizeParts, hasExtension } from './file-size.ts';
import { SideDrawer } from './side-drawer.tsx';
import { visuallyHidden } from './visually-hidden.ts';

interface UploadDrawerProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Extensions allowed, e.g. ['.csv']. */
  accept: string[];
  maxBytes: number;
  /** Shown when the file has another extension, e.g. 'Only CSV files are allowed.' */
  typeError: string;
  /** Sends the file; resolves with the server's success message. */
  onUpload: (file: File) => Promise<string>;
  /** Shown under the file picker, e.g. links to the sample and the current file. */
  children?: ReactNode;
  /** The send button's text ('Upload' by default), e.g. 'Upload Rules'. */
  submitLabel?: string;
  /** Wraps the send button, e.g. in DisabledOption (see SideDrawer). */
  wrapSubmit?: (button: ReactElement<{ disabled?: boolean }>) => ReactNode;
}

/** A drawer to upload one file: type and size are checked before anything is sent. */
export function UploadDrawer({
  open,
  title,
  onClose,
  accept,
  maxBytes,
  typeError,
  onUpload,
  children,
  submitLabel,
  wrapSubmit,
}: UploadDrawerProps) {
  const { t } = useTranslation(COMMON_NS);
  const inputId = useId();
  const rulesId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [dragging, setDragging] = useState(false);
  // Each opening starts clean: a file chosen last time is not silently sent again.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setFile(null);
    setProblem(null);
  }

  const size = (bytes: number) => {
    const { unit, value } = fileSizeParts(bytes);
    return t(`size.${unit}`, { value });
  };

  const fail = (message: string) => {
    setProblem(message);
    toast.error(message);
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(null);
    setProblem(null);
    if (!hasExtension(chosen.name, accept)) return fail(typeError);
    if (chosen.size > maxBytes) return fail(t('upload.tooLarge', { size: size(chosen.size), limit: size(maxBytes) }));
    if (chosen.size === 0) return fail(t('upload.empty'));
    setFile(chosen);
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    choose(event.target.files?.[0]);
    // Cleared so that choosing the same file again (after fixing it) still fires a change.
    event.target.value = '';
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!uploading) choose(event.dataTransfer.files[0]);
  };

  const upload = async () => {
    if (!file || uploading) return;
    setUploading(true);
    try {
      const message = await onUpload(file);
      toast.success(message);
      onClose();
    } catch (error) {
      fail(error instanceof Error && error.message ? error.message : t('upload.failed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <SideDrawer
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={() => void upload()}
      submitLabel={uploading ? t('upload.uploading') : (submitLabel ?? t('upload.upload'))}
      wrapSubmit={wrapSubmit}
      submitDisabled={!file}
      saving={uploading}
    >
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="upload-drop-area"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : undefined,
          borderRadius: 1,
          p: 3,
          textAlign: 'center',
          '& input:focus-visible + label': { outline: '3px solid #f9a825', outlineOffset: 2 },
        }}
      >
        {/* The native input is the keyboard's tab stop (Space opens the picker); its label is what
            everyone sees, and shows the input's focus. */}
        <input
          id={inputId}
          type="file"
          accept={accept.join(',')}
          aria-describedby={rulesId}
          onChange={onInput}
          disabled={uploading}
          // The input stays in the DOM and focusable (screen readers, tests) but is drawn by its label.
          style={visuallyHidden}
        />
        <Button component="label" htmlFor={inputId} tabIndex={-1} variant="outlined" startIcon={<UploadFileIcon />} disabled={uploading}>
          {t('upload.choose')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('upload.drop')}
        </Typography>
        <Typography id={rulesId} variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('upload.rules', { types: accept.join(', '), limit: size(maxBytes) })}
        </Typography>
      </Box>
      <Typography variant="body2" aria-live="polite" sx={{ wordBreak: 'break-all' }}>
        {file ? `${file.name} (${size(file.size)})` : t('upload.noFile')}
      </Typography>
      {problem && <Alert severity="error">{problem}</Alert>}
      {children}
    </SideDrawer>
  );
}
