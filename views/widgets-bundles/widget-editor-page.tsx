import { CodeEditor } from '../parts/code-editor.tsx';
import { DefaultSubmit } from '../parts/default-submit.tsx';
import { CsrfField, FieldError, invalidWhen } from '../form-parts.tsx';
import { useScript } from '../page-scripts.tsx';
import { Shell } from '../shell/shell.tsx';
import { useView } from '../view-context.tsx';
import type { Crumb } from '../../server/domain/breadcrumbs.ts';
import { CODE_FIELDS, type WidgetForm } from '../../server/domain/widget-type-form.ts';
import { WidgetPreview } from './widget-preview.tsx';

interface WidgetEditorPageProps {
  title: string;
  crumbs: Crumb[];
  /** The widget type's name, or "new widget type". */
  heading: string;
  action: string;
  libraryHref: string;
  form: WidgetForm;
  /** Translated messages by field path. */
  errors: Record<string, string>;
  formError?: string;
  kinds: { value: string; label: string }[];
  /** Whether Save writes to this bundle (a tenant administrator may only Save as a system widget). */
  canSave: boolean;
  saveAsTargets: { id: string; title: string; selected: boolean }[];
}

/**
 * The widget editor: the type's name and kind, its HTML, CSS, JavaScript and schemas in code editors (plain
 * textareas until the code-editor island upgrades them), Save and Save as, and the live preview beside them.
 */
export function WidgetEditorPage({ title, crumbs, heading, action, libraryHref, form, errors, formError, kinds, canSave, saveAsTargets }: WidgetEditorPageProps) {
  const { t, url } = useView();
  useScript('widget-editor');
  return (
    <Shell title={title} crumbs={crumbs}>
      <div className="widget-editor">
        <form method="post" action={url(action)} noValidate className="widget-editor-form" data-confirm-exit="">
          <DefaultSubmit />
          <CsrfField />
          <h2>{heading}</h2>
          {formError && (
            <p className="form-error" role="alert">
              {formError}
            </p>
          )}
          <div className="widget-editor-head">
            <div className="form-field">
              <label htmlFor="field-name">{t('widget.title')}</label>
              <input type="text" id="field-name" name="name" defaultValue={form.name} required maxLength={255} {...invalidWhen(errors.name, 'field-name-error')} />
              <FieldError id="field-name-error" message={errors.name} />
            </div>
            <div className="form-field">
              <label htmlFor="field-descriptor-type">{t('widget.type')}</label>
              <select id="field-descriptor-type" name="descriptor.type" defaultValue={form['descriptor.type']} required {...invalidWhen(errors['descriptor.type'], 'field-descriptor-type-error')}>
                {kinds.map((kind) => (
                  <option key={kind.value} value={kind.value}>
                    {kind.label}
                  </option>
                ))}
              </select>
              <FieldError id="field-descriptor-type-error" message={errors['descriptor.type']} />
            </div>
          </div>
          {CODE_FIELDS.map((field) => (
            <CodeEditor key={field.path} id={`field-descriptor-${field.member}`} name={field.path} label={t(field.label)} value={form[field.path]} language={field.language} error={errors[field.path]} rows={field.language === 'json' ? 8 : 12} />
          ))}
          <div className="widget-editor-actions">
            <a className="button" href={url(libraryHref)}>
              {t('widget.back-to-library')}
            </a>
            {canSave && (
              <button type="submit" className="button primary" name="_command" value="save">
                {t('action.save')}
              </button>
            )}
            {saveAsTargets.length > 0 && (
              <span className="widget-save-as">
                <label htmlFor="widget-save-as-bundle">{t('widget.save-as-bundle')}</label>
                <select id="widget-save-as-bundle" name="saveAs.bundleId" defaultValue={saveAsTargets.find((b) => b.selected)?.id}>
                  {saveAsTargets.map((bundle) => (
                    <option key={bundle.id} value={bundle.id}>
                      {bundle.title}
                    </option>
                  ))}
                </select>
                <button type="submit" className="button" name="_command" value="saveAs">
                  {t('widget.save-widget-type-as')}
                </button>
              </span>
            )}
          </div>
        </form>
        <WidgetPreview />
      </div>
    </Shell>
  );
}
