import t from 'tap';
import { renderMarkdown as render, renderMarkdownBlocks, safeHref } from '../../server/help/markdown.ts';

/** The rendered HTML without the line breaks between tags. */
const renderMarkdown = (markdown: string) => render(markdown).replace(/>\n</g, '><').trim();

t.test('block structure', async (t) => {
  t.equal(renderMarkdown('# Title\n\nText'), '<h1 id="title">Title</h1><p>Text</p>');
  t.equal(renderMarkdown('### Über uns'), '<h3 id="über-uns">Über uns</h3>', 'anchors keep letters of any script');
  t.equal(renderMarkdown('- a\n- b'), '<ul><li>a</li><li>b</li></ul>');
  t.equal(renderMarkdown('3. c\n4. d'), '<ol start="3"><li>c</li><li>d</li></ol>');
  t.equal(renderMarkdown('- a\n  more\n- b'), '<ul><li>a\nmore</li><li>b</li></ul>', 'indented continuation lines stay in the item');
  t.equal(renderMarkdown('```js\nlet a = 1;\n```'), '<pre><code class="language-js">let a = 1;\n</code></pre>');
  t.equal(renderMarkdown('> said'), '<blockquote><p>said</p></blockquote>');
  t.equal(renderMarkdown('one\ntwo\n\nthree'), '<p>one\ntwo</p><p>three</p>');
  t.equal(renderMarkdown('para\n# Head'), '<p>para</p><h1 id="head">Head</h1>', 'a heading ends a paragraph');
  t.equal(renderMarkdown('---'), '<hr>');
  t.equal(
    renderMarkdown('| a | b |\n|:-:|--:|\n| 1 | 2 |'),
    '<table><thead><tr><th class="align-center">a</th><th class="align-right">b</th></tr></thead><tbody><tr><td class="align-center">1</td><td class="align-right">2</td></tr></tbody></table>',
    'tables, aligned by class (the CSP allows no style attributes)',
  );
});

t.test('inline markup', async (t) => {
  t.equal(renderMarkdown('**b** *i* __b2__ _i2_'), '<p><strong>b</strong> <em>i</em> <strong>b2</strong> <em>i2</em></p>');
  t.equal(renderMarkdown('snake_case_name'), '<p>snake_case_name</p>', 'underscores inside words are not emphasis');
  t.equal(renderMarkdown('`a *b* <c>`'), '<p><code>a *b* &lt;c&gt;</code></p>', 'code spans are literal and escaped');
  t.equal(renderMarkdown('[x](https://e.org/a_b_c_)'), '<p><a href="https://e.org/a_b_c_" rel="noopener noreferrer">x</a></p>', 'URLs are not read as emphasis');
  t.equal(renderMarkdown('[see *this*](devices)'), '<p><a href="devices">see <em>this</em></a></p>', 'relative links, emphasis in labels');
  t.equal(renderMarkdown('[t](/help/x "Title")'), '<p><a href="/help/x" title="Title">t</a></p>');
  t.equal(renderMarkdown('![pic](https://x.org/p.png)'), '<p>!<a href="https://x.org/p.png" rel="noopener noreferrer">pic</a></p>', 'images stay links');
});

t.test('sanitizing: nothing executable survives', async (t) => {
  const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>');
  t.notMatch(html, /<script|<img/i, 'raw HTML is text');
  t.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', '//evil.example/x', 'mailto:a@b.c', 'java\tscript:x']) {
    t.equal(safeHref(href), null, `refuses ${JSON.stringify(href)}`);
    t.notMatch(renderMarkdown(`[label](${href})`), /<a /, `no link for ${JSON.stringify(href)}`);
  }
  t.equal(safeHref('https://example.org/x?y=1'), 'https://example.org/x?y=1');
  t.equal(safeHref('../other'), '../other');
  t.equal(safeHref('#section'), '#section');
  const quoted = renderMarkdown('[q](x"onmouseover="alert(1))');
  t.notMatch(quoted, /onmouseover="/, 'a quote cannot break out of the href attribute');
  t.notMatch(renderMarkdown('# <b onclick=x>hi</b>'), /<b /, 'headings escape too');
  t.notMatch(renderMarkdown('```\n</code></pre><script>x</script>\n```'), /<script/, 'code blocks escape too');
  t.notMatch(renderMarkdown('[a](https://x.org/"><script>)'), /<script/, 'escaped inside the href');
});

t.test('cut at top-level code blocks, each with its text, for the renderer\'s copy buttons', async (t) => {
  const blocks = renderMarkdownBlocks('Intro with [a link][ref].\n\n```js\nlet a = 1;\n```\n\n- item\n\n  ```\n  nested\n  ```\n\n[ref]: /help/index\n');
  t.equal(blocks.length, 3);
  t.match(blocks[0], { html: '<p>Intro with <a href="/help/index">a link</a>.</p>\n', code: undefined }, 'a reference defined after the cut still resolves');
  t.same(blocks[1], { html: '<pre><code class="language-js">let a = 1;\n</code></pre>\n', code: 'let a = 1;\n' });
  t.match(blocks[2].html, /<li>[\s\S]*<pre><code>nested\n<\/code><\/pre>/, 'a code block in a list stays in its HTML');
  t.equal(blocks[2].code, undefined);
  t.same(renderMarkdownBlocks(''), []);
  t.equal(renderMarkdownBlocks('<script>x</script>\n\n```\n<b>\n```')[1].html, '<pre><code>&lt;b&gt;\n</code></pre>\n', 'code escaped');
  t.notMatch(renderMarkdownBlocks('<script>alert(1)</script>')[0].html, /<script>/, 'raw HTML is text');
});
