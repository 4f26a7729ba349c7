import { useMemo, useRef } from 'react';
import StarterKit from '@tiptap/starter-kit';
import {
  MenuButtonBlockquote,
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuButtonRedo,
  MenuButtonUnderline,
  MenuButtonUndo,
  MenuControlsContainer,
  MenuDivider,
  RichTextEditor,
  type RichTextEditorRef,
} from 'mui-tiptap';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { EditorHeadingSelect } from '../../../shared/forms/EditorHeadingSelect';

export interface DescriptionEditorProps {
  id: string;
  label: string;
  value: string;
  onChange(html: string): void;
  error?: string | undefined;
  hint: string;
}

/** Made once: a new list each render would make the editor again. */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [3, 4] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
  }),
];

/**
 * The company description in a rich-text editor (mui-tiptap over Tiptap). It offers what the
 * profile page shows, no more: headings (h3, h4), bold, italic, underline, lists, quotes, and
 * links (a typed or pasted address becomes one).
 * The server keeps the same allow-list, so nothing typed here is lost there.
 */
export default function DescriptionEditor(props: DescriptionEditorProps) {
  const ref = useRef<RichTextEditorRef>(null);
  const hintId = `${props.id}-hint`;
  // Made once per field: new props each render would reconfigure the editor.
  const editorProps = useMemo(
    () => ({
      attributes: {
        id: props.id,
        'aria-labelledby': `${props.id}-label`,
        'aria-describedby': hintId,
        'aria-multiline': 'true',
        role: 'textbox',
      },
    }),
    [props.id, hintId],
  );
  return (
    <Stack spacing={0.5}>
      <FormLabel id={`${props.id}-label`} htmlFor={props.id} error={Boolean(props.error)}>
        {props.label}
      </FormLabel>
      <RichTextEditor
        ref={ref}
        content={props.value}
        extensions={EXTENSIONS}
        editorProps={editorProps}
        onUpdate={({ editor }) => props.onChange(editor.getHTML())}
        renderControls={() => (
          <MenuControlsContainer>
            <EditorHeadingSelect />
            <MenuDivider />
            <MenuButtonBold />
            <MenuButtonItalic />
            <MenuButtonUnderline />
            <MenuDivider />
            <MenuButtonBulletedList />
            <MenuButtonOrderedList />
            <MenuButtonBlockquote />
            <MenuDivider />
            <MenuButtonUndo />
            <MenuButtonRedo />
          </MenuControlsContainer>
        )}
      />
      <FormHelperText id={hintId} error={Boolean(props.error)}>
        {props.error ?? props.hint}
      </FormHelperText>
    </Stack>
  );
}
