import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { renderToStaticMarkup as RenderToStaticMarkup, renderToString as RenderToString } from 'react-dom/server';

// react-dom/server loads both of React's server renderers, the streaming one (renderToPipeableStream) and the legacy
// one (renderToString, renderToStaticMarkup). The console calls only the legacy one: loading it alone keeps 1 MB
// less on the heap. It is the file react-dom/server itself picks for NODE_ENV.
const require = createRequire(import.meta.url);
const build = process.env.NODE_ENV === 'production' ? 'production' : 'development';
const legacy = require(`${dirname(require.resolve('react-dom/package.json'))}/cjs/react-dom-server-legacy.node.${build}.js`) as {
  renderToStaticMarkup: typeof RenderToStaticMarkup;
  renderToString: typeof RenderToString;
};

export const { renderToStaticMarkup, renderToString } = legacy;
