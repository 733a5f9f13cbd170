import type Postcss from 'postcss';
import type { AtRule, Container, Rule } from 'postcss';
import { onFirstUse } from '../lazy-package.ts';
import { cssValue } from './css-values.ts';

const postcss = onFirstUse<typeof Postcss>('postcss');

const KEPT_AT_RULES = new Set(['media', 'supports', 'keyframes', '-webkit-keyframes']);

function scopeRule(rule: Rule, scope: string): void {
  if (rule.parent && (rule.parent as AtRule).name?.endsWith('keyframes')) return;
  rule.selectors = rule.selectors.map((s) => (/^(:host|:root|html|body)\b/.test(s.trim()) ? s.trim().replace(/^(:host|:root|html|body)/, scope) : `${scope} ${s.trim()}`));
}

function clean(container: Container, scope: string): void {
  container.each((node) => {
    if (node.type === 'atrule') {
      if (!KEPT_AT_RULES.has(node.name.toLowerCase())) node.remove();
      else clean(node, scope);
    } else if (node.type === 'rule') {
      scopeRule(node, scope);
      node.each((decl) => {
        if (decl.type !== 'decl' || cssValue(decl.value) === null || /[^a-z0-9-]/i.test(decl.prop)) decl.remove();
      });
    } else if (node.type === 'decl') {
      node.remove();
    }
  });
}

/**
 * The author's CSS of a card (`cardCss`, `markdownCss`, the dashboard CSS), limited to its own element: every
 * selector is prefixed with `scope`, at-rules other than media, supports and keyframes are dropped, and so is
 * every declaration that could load or run something. CSS that does not parse is left out whole.
 */
export function scopedCss(css: string, scope: string): string {
  if (!css.trim()) return '';
  try {
    const root = postcss().parse(css);
    clean(root, scope);
    return root.toString().replace(/</g, '\\3c ');
  } catch {
    return '';
  }
}
