import type { ReactElement } from 'react';
import type { ViewContext } from './view-context.tsx';

/**
 * A view that writes its whole markup without React (from templates): given the request's view and the component's
 * props, the same HTML React would write for the element, or `undefined` where it cannot (React renders it then).
 */
export type MarkupWriter<P> = (view: ViewContext, props: P) => string | undefined;

// Each writer is registered with its own component's props.
const writers = new WeakMap<object, MarkupWriter<any>>();

/** Registers `writer` for `component`: the answers of `reply.page` and `reply.fragment` with its element skip React. */
export function writesMarkup<P>(component: (props: P) => unknown, writer: MarkupWriter<P>): void {
  writers.set(component, writer);
}

/** The element's markup from its component's writer, or `undefined` when it has none (or it declined). */
export function writtenMarkup(view: ViewContext, element: ReactElement): string | undefined {
  const writer = writers.get(element.type as object);
  return writer?.(view, element.props);
}
