import { useMemo, useRef } from 'react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import {
  MenuButtonAddTable,
  MenuButtonBlockquote,
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonCode,
  MenuButtonCodeBlock,
  MenuButtonImageUpload,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuButtonRedo,
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

export interface BlogBodyEditorProps {
  id: string;
  label: string;
  value: string;
  onChange(html: string): void;
  /** Stores an image through the storage port and answers its address. */
  uploadImage(file: File): Promise<string>;
  error?: string | undefined;
  hint: string;
}

/** Made once: a new list each render would make the editor again. */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: { openOnClick: false, autolink: true },
  }),
  Image.configure({ inline: false }),
  TableKit.configure({ table: { resizable: false } }),
];

/**
 * A post's body in the same rich-text editor as company profiles (mui-tiptap over Tiptap), with
 * what articles need besides: h2 sections, code, tables and images uploaded through the storage
 * port. The server's blog sanitizer keeps exactly this set, so nothing typed here is lost there.
 * A company is "embedded" by linking its profile and listing it among the post's companies.
 */
export default function BlogBodyEditor(props: BlogBodyEditorProps) {
  const ref = useRef<RichTextEditorRef>(null);
  const hintId = `${props.id}-hint`;
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
  const { uploadImage } = props;
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
            <MenuButtonCode />
            <MenuDivider />
            <MenuButtonBulletedList />
            <MenuButtonOrderedList />
            <MenuButtonBlockquote />
            <MenuButtonCodeBlock />
            <MenuButtonAddTable />
            <MenuButtonImageUpload
              onUploadFiles={async (files) =>
                Promise.all(
                  files.map(async (file) => ({ src: await uploadImage(file), alt: file.name })),
                )
              }
            />
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
