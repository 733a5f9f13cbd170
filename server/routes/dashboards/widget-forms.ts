import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { safeRedirectPath } from '../../base-path.ts';
import { inputFields, readField, type FieldTarget } from '../../dashboards/input-fields.ts';
import { record, text } from '../../dashboards/json-read.ts';
import { loadTarget } from '../../dashboards/load-control.ts';
import { loadDatasource } from '../../dashboards/load-entities.ts';
import { rpcPlan } from '../../dashboards/rpc-request.ts';
import { UnknownWidgetError, widgetPostContext } from '../../dashboards/widget-post-context.ts';
import type { WidgetConfig } from '../../domain/dashboard/dashboard-config.ts';
import { failure, success } from '../../notices/notice.ts';
import { alarmsApi } from '../../platform/api/alarms.ts';
import { isRpcFailure, rpcApi } from '../../platform/api/rpc.ts';
import { telemetryApi } from '../../platform/api/telemetry.ts';
import { isPlatformError, type PlatformError } from '../../platform/platform-error.ts';
import { downRefusal } from '../../tables/refusal.ts';
import { routePlugin } from '../../route-plugin.ts';
import { Uuid } from '../../route-schemas.ts';
import { keepWidgetForm } from '../../session/console-session.ts';

const WidgetParams = Type.Object({ dashboardId: Uuid, widgetId: Type.String({ minLength: 1, maxLength: 100 }) });
const AlarmParams = Type.Object({ dashboardId: Uuid, widgetId: Type.String({ minLength: 1, maxLength: 100 }), alarmId: Uuid, change: Type.Union([Type.Literal('ack'), Type.Literal('clear')]) });
const FormBody = Type.Object({ _back: Type.Optional(Type.String({ maxLength: 4096 })), _state: Type.Optional(Type.String({ maxLength: 8192 })) }, { additionalProperties: Type.String({ maxLength: 65536 }) });
type Body = Static<typeof FormBody> & Record<string, string>;

function back(request: FastifyRequest<{ Params: { dashboardId: string } }>): string {
  return safeRedirectPath((request.body as Body | undefined)?._back) ?? `/dashboards/${request.params.dashboardId}`;
}

/** The platform's refusal of a widget's request, in the words the widget shows. */
function platformMessage(request: FastifyRequest, err: PlatformError): string {
  const { t } = request.view();
  if (isRpcFailure(err)) {
    if (err.status === 504 || err.status === 408) return t('widget.rpc-timeout');
    if (err.status === 409) return t('widget.rpc-device-offline');
  }
  if (err.status === 403) return t('widget.not-permitted');
  return err.message || t('widget.request-failed', { status: String(err.status) });
}

/** Back to the dashboard with the widget's error kept for it and a toast. */
function refused(request: FastifyRequest<{ Params: { dashboardId: string } }>, reply: FastifyReply, widgetId: string, error: string | null, fieldErrors: Record<string, string> = {}) {
  const body = (request.body ?? {}) as Body;
  const values = Object.fromEntries(Object.entries(body).filter(([k, v]) => !k.startsWith('_') && typeof v === 'string'));
  keepWidgetForm(request.session, { widgetId, values, fieldErrors, error });
  failure(request, error ?? request.view().t('widget.check-the-values'));
  return reply.redirectTo(back(request));
}

async function attempt(request: FastifyRequest<{ Params: { dashboardId: string } }>, reply: FastifyReply, widgetId: string, act: () => Promise<string>) {
  try {
    success(request, await act());
    return reply.redirectTo(back(request));
  } catch (err) {
    if (!isPlatformError(err)) throw err;
    return refused(request, reply, widgetId, downRefusal(request, err)?.message ?? platformMessage(request, err));
  }
}

type WidgetRequest = FastifyRequest<{ Params: Static<typeof WidgetParams>; Body: Body }>;

async function loadWidgetForPost(request: WidgetRequest): Promise<Awaited<ReturnType<typeof widgetPostContext>>> {
  try {
    return await widgetPostContext(request, request.params.dashboardId, request.params.widgetId, request.body._state, request.body._back);
  } catch (err) {
    if (err instanceof UnknownWidgetError) throw Object.assign(new Error('unknown widget'), { statusCode: 404 });
    throw err;
  }
}

function notThisWidget(widget: WidgetConfig): never {
  throw Object.assign(new Error(`widget ${widget.typeKey} does not take this form`), { statusCode: 400 });
}

/**
 * Forms of dashboard widgets: RPC of the control widgets, attribute and time-series updates of the input widgets,
 * acknowledging and clearing alarms. CSRF-checked like every console form, for the dashboard roles; each answers
 * with a redirect back to the dashboard and a toast, the platform's refusal kept for the widget to show.
 */
export const dashboardWidgetForms = routePlugin('dashboard-widget-forms', async (app) => {
  const options = (params: typeof WidgetParams | typeof AlarmParams) => ({ config: { routeId: 'dashboard' as const }, schema: { params, body: FormBody } });

  app.post<{ Params: Static<typeof WidgetParams>; Body: Body }>('/dashboards/:dashboardId/widgets/:widgetId/rpc', options(WidgetParams), async (request, reply) => {
    const { ctx, widget } = await loadWidgetForPost(request);
    const plan = rpcPlan(widget, request.body.params);
    if (!plan) notThisWidget(widget);
    const { t } = request.view();
    if ('error' in plan) return refused(request, reply, widget.id, null, { params: t(plan.error.key, plan.error.values ?? {}) });
    const target = await loadTarget(ctx, widget);
    if (!target) return refused(request, reply, widget.id, t('widget.no-target-device'));
    return attempt(request, reply, widget.id, async () => {
      const answer = await rpcApi.sendRpc(ctx.platform, target.id.id, plan.oneWay, plan.request);
      return plan.oneWay || answer === undefined ? t('widget.rpc-sent') : t('widget.rpc-answered', { answer: typeof answer === 'string' ? answer : JSON.stringify(answer) });
    });
  });

  app.post<{ Params: Static<typeof WidgetParams>; Body: Body }>('/dashboards/:dashboardId/widgets/:widgetId/attributes', options(WidgetParams), async (request, reply) => {
    const { ctx, widget } = await loadWidgetForPost(request);
    const fields = inputFields(widget);
    if (!fields || !widget.datasources[0]) notThisWidget(widget);
    const { t } = request.view();
    const entity = (await loadDatasource(ctx, widget.datasources[0], 0, { withLatest: false })).rows[0]?.entity;
    if (!entity) return refused(request, reply, widget.id, t('widget.no-entity-selected'));
    const writes: Record<FieldTarget, Record<string, unknown>> = { SERVER_SCOPE: {}, SHARED_SCOPE: {}, TIMESERIES: {} };
    const errors: Record<string, string> = {};
    for (const field of fields.filter((f) => f.editable)) {
      const read = readField(field, request.body[field.key]);
      if (read.error) errors[field.key] = t(read.error.key, read.error.values ?? {});
      else if (!read.skip) writes[field.target][field.key] = read.value;
    }
    if (Object.keys(errors).length) return refused(request, reply, widget.id, null, errors);
    return attempt(request, reply, widget.id, async () => {
      for (const scope of ['SERVER_SCOPE', 'SHARED_SCOPE'] as const) {
        if (Object.keys(writes[scope]).length) await telemetryApi.saveAttributes(ctx.platform, entity.id, scope, writes[scope]);
      }
      if (Object.keys(writes.TIMESERIES).length) await telemetryApi.saveTimeseries(ctx.platform, entity.id, writes.TIMESERIES);
      return t('widget.values-saved');
    });
  });

  app.post<{ Params: Static<typeof WidgetParams>; Body: Body }>('/dashboards/:dashboardId/widgets/:widgetId/device-attributes', options(WidgetParams), async (request, reply) => {
    const { ctx, widget } = await loadWidgetForPost(request);
    if (widget.typeKey !== 'control_widgets.update_attributes') notThisWidget(widget);
    const { t } = request.view();
    let values: unknown;
    try {
      values = JSON.parse(text(widget.settings.entityParameters, '{}'));
    } catch {
      values = null;
    }
    if (!values || typeof values !== 'object' || Array.isArray(values) || !Object.keys(record(values)).length) {
      return refused(request, reply, widget.id, t('widget.no-attributes-configured'));
    }
    const target = await loadTarget(ctx, widget);
    if (!target) return refused(request, reply, widget.id, t('widget.no-target-device'));
    const scope = text(widget.settings.entityAttributeType) === 'SHARED_SCOPE' ? 'SHARED_SCOPE' : 'SERVER_SCOPE';
    return attempt(request, reply, widget.id, async () => {
      await telemetryApi.saveAttributes(ctx.platform, target.id, scope, record(values));
      return t('widget.values-saved');
    });
  });

  app.post<{ Params: Static<typeof AlarmParams>; Body: Body }>('/dashboards/:dashboardId/widgets/:widgetId/alarms/:alarmId/:change', options(AlarmParams), async (request, reply) => {
    const { widget } = await loadWidgetForPost(request as unknown as WidgetRequest);
    const allowed = request.params.change === 'ack' ? widget.settings.allowAcknowledgment !== false : widget.settings.allowClear !== false;
    if (widget.kind !== 'alarm' || !allowed) notThisWidget(widget);
    const { t } = request.view();
    return attempt(request, reply, widget.id, async () => {
      if (request.params.change === 'ack') await alarmsApi.acknowledgeAlarm(request.platform, request.params.alarmId);
      else await alarmsApi.clearAlarm(request.platform, request.params.alarmId);
      return t(request.params.change === 'ack' ? 'alarm.alarm-acknowledged' : 'alarm.alarm-cleared');
    });
  });
});
