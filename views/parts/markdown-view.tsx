import { renderMarkdownBlocks } from '../../server/help/markdown.ts';
import { CopyButton } from '../copy-button.tsx';
import { useView } from '../view-context.tsx';

/**
 * The markdown renderer (widgets spec §2): the text rendered on the server by the console's safe markdown
 * (server/help/markdown.ts: no raw HTML, only http(s) and relative links), each top-level code block with a copy
 * button ('copied' for 1.5 s). `idPrefix` goes before its headings' anchors, for a page showing several texts.
 */
export function MarkdownView({ markdown, className, idPrefix }: { markdown: string; className?: string; idPrefix?: string }) {
  const { t } = useView();
  return (
    <div className={className ? `markdown ${className}` : 'markdown'}>
      {renderMarkdownBlocks(markdown, idPrefix).map((block, i) => block.code === undefined
        ? <div key={i} className="markdown-part" dangerouslySetInnerHTML={{ __html: block.html }} />
        : (
          <div key={i} className="markdown-code">
            <CopyButton text={block.code} label={t('markdown.copy-code')} copiedLabel={t('common.copied')} className="markdown-copy" />
            <div dangerouslySetInnerHTML={{ __html: block.html }} />
          </div>
        ))}
    </div>
  );
}
