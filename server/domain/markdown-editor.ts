import { postedText } from './form-rows.ts';

/** The markdown editor's modes (widgets spec §4). */
export type MarkdownMode = 'edit' | 'preview';

/** A markdown editor's form as posted: its text, the mode it asks for, and whether the mode button sent it. */
export interface MarkdownEditorPost {
  text: string;
  mode: MarkdownMode;
  /** The edit/preview button sent the form: show the other mode, do not save. */
  switched: boolean;
}

/** Reads a markdown editor's text (`name`) and its mode button (`<id>.mode`). */
export function markdownEditorPost(body: Record<string, unknown>, name: string, id: string): MarkdownEditorPost {
  const text = typeof body[name] === 'string' ? (body[name] as string) : '';
  const asked = postedText(body[`${id}.mode`]);
  const switched = asked === 'edit' || asked === 'preview';
  return { text, mode: asked === 'preview' ? 'preview' : 'edit', switched };
}

/** Spec §5: a required markdown editor without text is an error (text of only spaces counts as none). */
export function markdownRequiredError(text: string, required: boolean): boolean {
  return required && text.trim() === '';
}
