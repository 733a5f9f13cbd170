import { createElement, type ReactElement, type ReactNode } from 'react';
import { renderToString } from '../react-markup.ts';
import type { IslandName } from '../../server/assets/asset-manifest.ts';
import { useScript } from '../page-scripts.tsx';
import { useView, ViewContextProvider } from '../view-context.tsx';

/**
 * A React island: the component's HTML rendered on the server (with React's hydration markers, so the browser
 * hydrates exactly this) inside `<fb-island>`, with its module and its props as plain JSON. The page loads
 * the island loader, which imports the module when the element comes into view. The view context reaches the
 * server's HTML (a provider draws no markup, so what the browser hydrates is the same).
 */
export function Island({ name, props, children }: { name: IslandName; props: object; children: ReactElement }) {
  const view = useView();
  useScript('island-boot');
  return createElement('fb-island', {
    name,
    src: view.asset(`island-${name}.js`),
    props: JSON.stringify(props),
    dangerouslySetInnerHTML: { __html: renderToString(createElement(ViewContextProvider, { value: view }, children)) },
  });
}

/**
 * An island whose module is no React (it upgrades the server's markup, like the code editor): its children are
 * rendered in place, inside `<fb-island name src props>`.
 */
export function PlainIsland({ name, props, children }: { name: IslandName; props: object; children: ReactNode }) {
  const { asset } = useView();
  useScript('island-boot');
  return createElement('fb-island', { name, src: asset(`island-${name}.js`), props: JSON.stringify(props) }, children);
}
