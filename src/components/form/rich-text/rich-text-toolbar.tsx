import CodeIcon from '@mui/icons-material/Code';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useEditorState, type Editor } from '@tiptap/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KIT_NS } from '../../../lib/kit-i18n.ts';
import { LinkDialog } from './link-dialog.tsx';

/** One button: its label is its accessible name and tooltip; `pressed` makes it a toggle. */
function ToolButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <IconButton
      size="small"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      color={pressed ? 'primary' : 'default'}
      sx={{ borderRadius: 1, minWidth: 32, fontSize: 14, fontWeight: 700, ...(pressed ? { bgcolor: 'action.selected' } : {}) }}
    >
      {children}
    </IconButton>
  );
}

/**
 * The formatting buttons of the rich text field, in the tab order: bold, italic, two heading
 * levels, the two lists, link, undo, redo, and the HTML mode (which a read-only user may open to
 * read the HTML). `sourceLocked` keeps the HTML mode on for HTML the editor cannot show.
 */
export function RichTextToolbar({
  editor,
  label,
  disabled,
  source,
  sourceLocked,
  onSource,
}: {
  editor: Editor;
  label: string;
  disabled: boolean;
  source: boolean;
  sourceLocked: boolean;
  onSource: () => void;
}) {
  const { t } = useTranslation(KIT_NS);
  const [linking, setLinking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const formatting = disabled || source;
  const chain = () => editor.chain().focus();

  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={t('richText.toolbar', { field: label })}
      sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.25, px: 0.5, py: 0.25 }}
    >
      <ToolButton label={t('richText.bold')} pressed={state.bold} disabled={formatting} onClick={() => chain().toggleBold().run()}>
        <FormatBoldIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={t('richText.italic')} pressed={state.italic} disabled={formatting} onClick={() => chain().toggleItalic().run()}>
        <FormatItalicIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('richText.heading')}
        pressed={state.h2}
        disabled={formatting}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        H2
      </ToolButton>
      <ToolButton
        label={t('richText.subheading')}
        pressed={state.h3}
        disabled={formatting}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        H3
      </ToolButton>
      <ToolButton
        label={t('richText.bulletList')}
        pressed={state.bulletList}
        disabled={formatting}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulletedIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('richText.orderedList')}
        pressed={state.orderedList}
        disabled={formatting}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumberedIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={t('richText.link')} pressed={state.link} disabled={formatting} onClick={() => setLinking(true)}>
        <LinkIcon fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton label={t('richText.undo')} disabled={formatting || !state.canUndo} onClick={() => chain().undo().run()}>
        <UndoIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={t('richText.redo')} disabled={formatting || !state.canRedo} onClick={() => chain().redo().run()}>
        <RedoIcon fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton label={t('richText.html')} pressed={source} disabled={sourceLocked} onClick={onSource}>
        <CodeIcon fontSize="small" />
      </ToolButton>
      {linking && <LinkDialog editor={editor} onClose={() => setLinking(false)} />}
    </Stack>
  );
}
