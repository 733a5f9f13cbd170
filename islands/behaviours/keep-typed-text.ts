/** The htmx 4 API this behaviour uses: its extension registry. */
interface Htmx {
  registerExtension(name: string, extension: Record<string, (elt: Element, detail: { attrName: string }) => boolean | void>): unknown;
}

/**
 * An input marked `data-keep-typed` that the server draws again by a morph swap (`hx-swap="outerMorph"`: the phone
 * input's number when its country changes) keeps the text it holds when the answer arrives: the answer's `value` is
 * what was sent, and what the user typed during the round trip would be lost. Its other attributes (the placeholder,
 * the error's wiring) come from the answer as usual; the element, its focus and its caret stay.
 */
export function enableKeepTypedText(htmx: Htmx): void {
  htmx.registerExtension('keep-typed-text', {
    htmx_before_morph_attr: (elt, detail) => !(detail.attrName === 'value' && elt.matches('[data-keep-typed]')),
  });
}
