import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KIT_NS } from '../../../lib/kit-i18n.ts';
import { holdsHtmlOnly } from './html-only.ts';
import { HtmlSourceInput, RichTextFrame } from './rich-text-frame.tsx';
import { RichTextToolbar } from './rich-text-toolbar.tsx';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  /** Takes what the form focuses when the field is refused on submit. */
  focusRef: (target: { focus: () => void } | null) => void;
  /** The field's label, which names the toolbar and the HTML source. */
  label: string;
  labelId: string;
  describedBy: string;
  dir: 'auto' | 'ltr' | 'rtl';
  invalid: boolean;
  disabled: boolean;
  maxLength?: number;
}

// What product HTML holds (the server's sanitiser keeps the same and more): no code marks or blocks.
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    // An empty paragraph after a list is a change nobody made: opening a product must not dirty it.
    trailingNode: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
];

/** The HTML an editor holds, '' when it is empty (as a product without features is stored). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The rich text editor of `FormRichText`, loaded on its own (TipTap is large). It sends HTML, and
 * sends back the very value it was given while its content is unchanged: the editor writes HTML its
 * own way (`<b>` becomes `<strong>`), which would otherwise make an untouched form dirty.
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  focusRef,
  label,
  labelId,
  describedBy,
  dir,
  invalid,
  disabled,
  maxLength,
}: RichTextEditorProps) {
  const { t } = useTranslation(KIT_NS);
  const [source, setSource] = useState(false);
  const htmlOnly = holdsHtmlOnly(value);
  const showSource = source || htmlOnly;
  // The value as it came from outside and the editor's own HTML for it; the value last sent or loaded.
  const baseline = useRef({ value, html: '' });
  const known = useRef(value);
  const sourceInput = useRef<HTMLTextAreaElement>(null);
  const emit = useRef(onChange);
  emit.current = onChange;

  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': describedBy,
        'aria-invalid': String(invalid),
        'aria-disabled': String(disabled),
        dir,
      },
    }),
    [labelId, describedBy, invalid, disabled, dir],
  );
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: baseline.current.value,
    editable: !disabled,
    editorProps,
    onCreate: ({ editor: created }) => {
      baseline.current.html = created.getHTML();
    },
    onUpdate: ({ editor: changed }) => {
      const html = changed.getHTML() === baseline.current.html ? baseline.current.value : htmlOf(changed);
      known.current = html;
      emit.current(html);
    },
    onBlur,
  });

  useEffect(() => editor.setEditable(!disabled, false), [editor, disabled]);
  useEffect(
    () => focusRef({ focus: () => (sourceInput.current ? sourceInput.current.focus() : editor.commands.focus()) }),
    [editor, focusRef],
  );
  // A value from outside (the record loaded, a reset, the HTML mode) replaces the content, quietly.
  useEffect(() => {
    if (showSource || value === known.current) return;
    editor.commands.setContent(value, { emitUpdate: false });
    baseline.current = { value, html: editor.getHTML() };
    known.current = value;
  }, [editor, value, showSource]);

  const toolbar = (
    <RichTextToolbar
      editor={editor}
      label={label}
      disabled={disabled}
      source={showSource}
      sourceLocked={htmlOnly}
      onSource={() => setSource(!source)}
    />
  );
  return (
    <RichTextFrame invalid={invalid} disabled={disabled} toolbar={toolbar}>
      {htmlOnly && (
        <Alert severity="info" sx={{ borderRadius: 0 }}>
          {t('richText.htmlOnly')}
        </Alert>
      )}
      {showSource ? (
        <HtmlSourceInput
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          inputRef={sourceInput}
          disabled={disabled}
          dir={dir}
          maxLength={maxLength}
          aria-label={t('richText.htmlSource', { field: label })}
          aria-describedby={describedBy}
          aria-invalid={invalid}
        />
      ) : (
        <Box
          sx={{
            '& .ProseMirror': { minHeight: 96, px: 1.5, py: 1, outline: 'none', overflowWrap: 'anywhere' },
            '& .ProseMirror > :first-of-type': { mt: 0 },
            '& .ProseMirror p': { my: 0.5 },
            '& .ProseMirror a': { color: disabled ? 'inherit' : 'primary.main' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      )}
    </RichTextFrame>
  );
}
