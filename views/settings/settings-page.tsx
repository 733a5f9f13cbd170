import type { ReactNode } from 'react';
import { Shell } from '../shell/shell.tsx';
import { CsrfField } from '../form-parts.tsx';
import { useView } from '../view-context.tsx';
import { DefaultSubmit } from '../parts/default-submit.tsx';
import { FormField, FormFields } from '../parts/form-field.tsx';
import type { Crumb } from '../../server/domain/breadcrumbs.ts';
import type { FormView } from '../../server/domain/entity-view.ts';

/** A button of a settings form besides Save (send a test mail), posted as `_command=<name>`. */
export interface SettingsAction {
  name: string;
  label: string;
}

export interface SettingsPageProps {
  title: string;
  crumbs: Crumb[];
  /** The page's own address: the form posts there. */
  action: string;
  form: FormView;
  saveLabel: string;
  commands: SettingsAction[];
  /** Links that open the page's dialogs. */
  dialogLinks: { href: string; label: string }[];
  /** The form's fields in groups under a legend (translated), when the page groups them. */
  sections?: { legend?: string; paths: string[] }[];
  /** A card above the form. */
  notice?: ReactNode;
  /** More cards under the form (the JWT card, a link to a dialog). */
  children?: ReactNode;
}

/** A settings page (console-map §5): one card with the form, its Save button and the buttons that try the settings. */
export function SettingsPage({ title, crumbs, action, form, saveLabel, commands, dialogLinks, sections, notice, children }: SettingsPageProps) {
  const { url } = useView();
  return (
    <Shell title={title} crumbs={crumbs}>
      <div className="account-cards">
        {notice}
        <section className="account-card" aria-labelledby="settings-title">
          <h2 id="settings-title">{title}</h2>
          <form method="post" action={url(action)} noValidate className="account-form settings-form">
            <DefaultSubmit />
            <CsrfField />
            {sections ? <Sections form={form} sections={sections} /> : <FormFields form={form} />}
            <div className="account-actions">
              {dialogLinks.map((l) => (
                <a key={l.href} className="button" href={url(l.href)}>
                  {l.label}
                </a>
              ))}
              {commands.map((c) => (
                <button key={c.name} type="submit" className="button" name="_command" value={c.name}>
                  {c.label}
                </button>
              ))}
              <button type="submit" className="button primary">
                {saveLabel}
              </button>
            </div>
          </form>
        </section>
        {children}
      </div>
    </Shell>
  );
}

/** The form's message, then its fields group by group, a group with a legend as a fieldset. */
function Sections({ form, sections }: { form: FormView; sections: { legend?: string; paths: string[] }[] }) {
  const byPath = new Map(form.fields.map((f) => [f.path, f]));
  return (
    <>
      {form.formError && (
        <p className="form-error" role="alert">
          {form.formError}
        </p>
      )}
      {sections.map((section) => {
        const fields = section.paths.map((p) => <FormField key={p} field={byPath.get(p)!} form={form} />);
        return section.legend ? (
          <fieldset key={section.paths[0]} className="account-fieldset">
            <legend>{section.legend}</legend>
            {fields}
          </fieldset>
        ) : (
          fields
        );
      })}
    </>
  );
}
