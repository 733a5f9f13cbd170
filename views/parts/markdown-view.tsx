import { renderMarkdownBlocks } from '../../server/help/markdown.ts';
import { CopyButton } from '../copy-button.tsx';
import { useView } from '../view-context.tsx';

/**
 * The markdown renderer (widgets spec §2): the text rendered on the server by the console's safe markdown
 * (server/help/markdown.ts: no raw HTML, only http(s) and relative links), each top-level code block with a copy
 * button ('copied' for 1.5 s).
 */
export function MarkdownView({ markdown, className }: { markdown: string; className?: string }) {
  const { t } = useView();
  return (
    <div className={className ? `markdown ${className}` : 'markdown'}>
      {renderMarkdownBlocks(markdown).map((block, i) => block.code === undefined
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
