// The code editor island: upgrades the server's labelled `textarea[data-code-language]` (views/parts/code-editor.tsx)
// in place with CodeMirror 6. The textarea stays in the form, hidden, and always holds the editor's text, so the
// form posts what the editor shows. No React: the island's module only has to export `hydrate`.
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, highlightActiveLine, drawSelection } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { syntaxHighlighting, bracketMatching, indentUnit } from '@codemirror/language';
import { consoleHighlight } from './highlight.ts';
import type { CodeLanguage } from '../../views/parts/code-editor.tsx';
import { languageSupport } from './languages.ts';
import { lintFor, type FunctionLint } from './lint.ts';
import { enableToolbar } from './toolbar.ts';

export interface CodeEditorIslandProps {
  /** A JavaScript function body: its arguments and the globals it may use (the undefined-name check). */
  fn?: FunctionLint;
}

export async function hydrate(element: HTMLElement, props: CodeEditorIslandProps): Promise<void> {
  const textarea = element.querySelector<HTMLTextAreaElement>('textarea[data-code-language]');
  if (!textarea) return;
  const language = textarea.dataset.codeLanguage as CodeLanguage;
  const [support, lint] = await Promise.all([languageSupport(language), lintFor(language, props.fn)]);
  const labelId = `${textarea.id}-label`;
  const extensions: Extension[] = [
    lineNumbers(), history(), drawSelection(), highlightActiveLine(), bracketMatching(),
    syntaxHighlighting(consoleHighlight),
    indentUnit.of(language === 'json' ? '  ' : '    '),
    // Tab is left to the browser (keyboard users move on with it); indentation comes from Enter and the keymap.
    keymap.of([...defaultKeymap, ...historyKeymap]),
    support,
    EditorView.lineWrapping,
    EditorView.contentAttributes.of({ 'aria-labelledby': labelId, ...describedBy(textarea) }),
    EditorView.updateListener.of((update) => {
      if (!update.docChanged) return;
      textarea.value = update.state.doc.toString();
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    }),
    EditorState.readOnly.of(textarea.readOnly || textarea.disabled),
    EditorView.editable.of(!textarea.disabled),
  ];
  if (lint) extensions.push(lint);
  const view = new EditorView({ doc: textarea.value, extensions });
  textarea.after(view.dom);
  textarea.hidden = true;
  element.querySelector(`#${CSS.escape(labelId)}`)?.addEventListener('click', (event) => {
    event.preventDefault();
    view.focus();
  });
  enableToolbar(element, view, language);
}

function describedBy(textarea: HTMLTextAreaElement): Record<string, string> {
  const ids = textarea.getAttribute('aria-describedby');
  return ids ? { 'aria-describedby': ids, 'aria-invalid': 'true' } : {};
}
