import type { FastifyRequest } from 'fastify';
import { type FieldErrors, type FormDef, type FormInput } from '../../domain/entity-form.ts';
import { applyForm, formInputOf, parseForm } from '../../domain/form-input.ts';
import { rowEdit } from '../../domain/form-rows.ts';
import { stepShown, STEP_TO } from '../../domain/form-steps.ts';
import { formView, pickerSearches } from '../form-view.ts';
import { refusalOf } from '../refusal.ts';
import type { DialogContent, DialogContext, EntityDialog, PlatformEntity } from '../entity-table.ts';

/** The generic add dialog (console-map §4.10): the entity's form in add mode, saved with the kind's call. */
export interface AddEntitySpec {
  /** Translation keys of the title (`asset.add`) and of the action (the toast). */
  title: string;
  label: string;
  /** Values a new entity starts with (the default profile). */
  defaults?(request: FastifyRequest): Promise<FormInput>;
  /**
   * The form of a new entity when it differs from the kind's (without a customer's home dashboard; more steps: a device
   * profile's alarm rules); default the kind's.
   */
  form?: FormDef;
}

async function content<E extends PlatformEntity>(
  ctx: DialogContext<E>,
  spec: AddEntitySpec,
  input: FormInput,
  extra: { errors?: FieldErrors; formError?: string; step?: string } = {},
): Promise<DialogContent> {
  const { t } = ctx.request.view();
  const def = spec.form ?? ctx.table.kind.form;
  const step = extra.step ?? stepShown(def, {}, extra.errors ?? {});
  const form = await formView(ctx.request, def, input, { errors: extra.errors, searches: pickerSearches(def, ctx.query), owners: { place: ctx.place.customerId ?? ctx.place.tenantId }, step });
  return { kind: 'form', title: t(spec.title), form, submitLabel: t('action.add'), formError: extra.formError };
}

export function addEntityDialog<E extends PlatformEntity>(spec: AddEntitySpec): EntityDialog<E> {
  return {
    about: 'none',
    async view(ctx) {
      const form = spec.form ?? ctx.table.kind.form;
      // Shown again after a picker's search: the input as typed; else a new entity's values.
      const typed = form.fields.some((f) => f.path in ctx.query);
      const rows = rowEdit(form, ctx.query);
      if (rows) return content(ctx, spec, rows);
      if (!typed) return content(ctx, spec, { ...formInputOf(form, null), ...(await spec.defaults?.(ctx.request)) });
      const { input, errors } = parseForm(form, ctx.query);
      // A stepped form's Next stays on a step with messages, and shows them; Back and a search do not check.
      const step = stepShown(form, ctx.query, typeof ctx.query[STEP_TO] === 'string' ? errors : {});
      const stayed = typeof ctx.query[STEP_TO] === 'string' && step !== ctx.query[STEP_TO];
      return content(ctx, spec, input, { step, errors: stayed ? errors : undefined });
    },
    async submit(ctx, body) {
      const { t } = ctx.request.view();
      const { kind } = ctx.table;
      const form = spec.form ?? kind.form;
      const { input, errors } = parseForm(form, body);
      if (Object.keys(errors).length > 0) return { kind: 'invalid', content: await content(ctx, spec, input, { errors }), status: 400 };
      try {
        await kind.save(ctx.request.platform, applyForm(form, {}, input));
      } catch (err) {
        const refusal = refusalOf(ctx.request, err);
        if (!refusal) throw err;
        return { kind: 'invalid', content: await content(ctx, spec, input, { formError: refusal.message }), status: refusal.status };
      }
      return { kind: 'done', message: t('entity.action-done', { action: t(spec.label), count: 1 }) };
    },
  };
}
