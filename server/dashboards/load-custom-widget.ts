import type { WidgetConfig } from '../domain/dashboard/dashboard-config.ts';
import type { CustomWidgetCode } from '../domain/dashboard/dashboard-view.ts';
import { widgetsBundlesApi } from '../platform/api/widgets-bundles.ts';
import type { LoadContext } from './load-context.ts';

/** Each dashboard load reads a tenant widget type once, however many of its widgets the state shows. */
const loaded = new WeakMap<LoadContext, Map<string, Promise<CustomWidgetCode>>>();

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** A tenant widget type's own code, read by its bundle's and its own alias (upstream's `getWidgetType`). */
export function loadCustomWidget(ctx: LoadContext, widget: WidgetConfig): Promise<CustomWidgetCode> {
  let types = loaded.get(ctx);
  if (!types) loaded.set(ctx, (types = new Map()));
  let code = types.get(widget.typeKey);
  if (!code) {
    code = widgetsBundlesApi.getWidgetTypeByAlias(ctx.platform, widget.bundleAlias, widget.typeAlias, false).then(({ descriptor }) => ({
      html: textOf(descriptor.templateHtml),
      css: textOf(descriptor.templateCss),
      js: textOf(descriptor.controllerScript),
    }));
    types.set(widget.typeKey, code);
  }
  return code;
}
