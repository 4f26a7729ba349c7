import { MenuSelectHeading, useRichTextEditorContext } from 'mui-tiptap';

/**
 * mui-tiptap's heading menu, drawn only while its editor is alive. Tiptap empties a destroyed
 * editor (its extension manager becomes null) while a concurrent render (a revalidation, a route
 * change) can still draw the menu with it; the menu then throws reading the heading extension's
 * levels, and React recovers by rendering the whole page again synchronously (error 520).
 */
export function EditorHeadingSelect() {
  const editor = useRichTextEditorContext();
  return editor && !editor.isDestroyed ? <MenuSelectHeading /> : null;
}
