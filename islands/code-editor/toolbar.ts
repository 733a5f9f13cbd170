import type { EditorView } from '@codemirror/view';
import type { CodeLanguage } from '../../views/parts/code-editor.tsx';
import { mini, tidy } from './tidy.ts';

/**
 * The editor's toolbar, rendered by the server and shown once the editor runs: tidy and mini replace the text
 * when it is valid (else a message says why nothing changed); fullscreen puts the field in a full-page overlay and
 * back (Escape leaves it), keeping the focus where it was.
 */
export function enableToolbar(root: HTMLElement, view: EditorView, language: CodeLanguage): void {
  const toolbar = root.querySelector<HTMLElement>('.code-editor-toolbar');
  const field = root.querySelector<HTMLElement>('.code-editor');
  if (!toolbar || !field) return;
  toolbar.hidden = false;
  const status = root.querySelector<HTMLElement>('.code-editor-status');
  const replace = (text: string | null) => {
    if (status) status.textContent = text === null ? status.dataset.invalid ?? '' : '';
    if (text === null || text === view.state.doc.toString()) return;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
  };
  const fullscreen = toolbar.querySelector<HTMLButtonElement>('[data-code-action="fullscreen"]');
  const setFullscreen = (on: boolean) => {
    field.classList.toggle('code-editor-fullscreen', on);
    if (!fullscreen) return;
    fullscreen.setAttribute('aria-pressed', String(on));
    const label = on ? fullscreen.dataset.labelOn : fullscreen.dataset.labelOff;
    if (label) {
      fullscreen.setAttribute('aria-label', label);
      fullscreen.title = label;
    }
  };
  toolbar.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-code-action]');
    switch (button?.dataset.codeAction) {
      case 'tidy': void tidy(language, view.state.doc.toString()).then(replace); break;
      case 'mini': replace(mini(view.state.doc.toString())); break;
      case 'fullscreen': setFullscreen(!field.classList.contains('code-editor-fullscreen')); break;
    }
  });
  field.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !field.classList.contains('code-editor-fullscreen')) return;
    event.preventDefault();
    event.stopPropagation();
    setFullscreen(false);
    fullscreen?.focus();
  });
}
