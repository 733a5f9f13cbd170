import type { Extension } from '@codemirror/state';
import type { CodeLanguage } from '../../views/parts/code-editor.tsx';

/**
 * Each language's support, imported only when an editor of that language is on the page: each is a chunk of its
 * own (esbuild code splitting), so an editor of JSON never loads the HTML parser. TBEL is edited in JavaScript mode;
 * protobuf through CodeMirror's legacy mode.
 */
export async function languageSupport(language: CodeLanguage): Promise<Extension> {
  switch (language) {
    case 'json': return (await import('@codemirror/lang-json')).json();
    case 'javascript':
    case 'tbel': return (await import('@codemirror/lang-javascript')).javascript();
    case 'html': return (await import('@codemirror/lang-html')).html();
    case 'css': return (await import('@codemirror/lang-css')).css();
    case 'markdown': return (await import('@codemirror/lang-markdown')).markdown();
    case 'protobuf': {
      const [{ StreamLanguage }, { protobuf }] = await Promise.all([import('@codemirror/language'), import('@codemirror/legacy-modes/mode/protobuf')]);
      return StreamLanguage.define(protobuf);
    }
  }
}
