import { HighlightStyle } from '@codemirror/language';
import { tags } from '@lezer/highlight';

/**
 * Token colours of the console's editors: each at least 4.5:1 against the editor's white and its active line
 * (WCAG AA; CodeMirror's default style has lighter ones that axe reports).
 */
export const consoleHighlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.operatorKeyword, tags.modifier, tags.controlKeyword], color: '#7a1fa2' },
  { tag: [tags.string, tags.special(tags.string), tags.regexp], color: '#a31515' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: '#0550ae' },
  { tag: [tags.comment, tags.meta, tags.processingInstruction], color: '#57606a', fontStyle: 'italic' },
  { tag: [tags.propertyName, tags.attributeName, tags.labelName], color: '#0b5394' },
  { tag: [tags.typeName, tags.className, tags.namespace], color: '#6f4200' },
  { tag: [tags.tagName, tags.angleBracket], color: '#116329' },
  { tag: [tags.definition(tags.variableName), tags.function(tags.variableName)], color: '#953800' },
  { tag: tags.heading, fontWeight: 'bold', color: '#1f3b5a' },
  { tag: tags.strong, fontWeight: 'bold' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: [tags.link, tags.url], color: '#0550ae', textDecoration: 'underline' },
  { tag: tags.invalid, color: '#b00020' },
]);
