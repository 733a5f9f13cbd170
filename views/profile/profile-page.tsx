import { DateTime } from '../date-time.tsx';
import { Shell } from '../shell/shell.tsx';
import { routeCrumbs } from '../../server/domain/route-crumbs.ts';
import { CsrfField, FieldError, FormError, invalidWhen, SubmitRow } from '../form-parts.tsx';
import { useView } from '../view-context.tsx';
import { LANGUAGE_NAMES } from '../../server/domain/languages.ts';
import type { DashboardChoice, ProfileForm } from '../../server/domain/profile-form.ts';

export interface ProfilePageProps {
  form: ProfileForm;
  lastLoginTs?: number;
  /** null: the user's role has no dashboards (system administrator). */
  dashboards: DashboardChoice[] | null;
  dashboardsFailed?: boolean;
  /** Field errors by field name. */
  errors?: Partial<Record<keyof ProfileForm, string>>;
  /** The message for the whole form: the save was refused, or the platform could not be reached. */
  formError?: string;
}

/** The signed-in user's own details; the form posts to itself and comes back with errors and input kept. */
export function ProfilePage({ form, lastLoginTs, dashboards, dashboardsFailed, errors = {}, formError }: ProfilePageProps) {
  const view = useView();
  const { t, url } = view;
  const title = t('account.profile.profile');
  const choices = dashboards ?? [];
  const selectedMissing = form.defaultDashboardId && !choices.some((d) => d.id === form.defaultDashboardId);
  return (
    <Shell title={title} crumbs={routeCrumbs('profile', view)}>
      <section className="account-card" aria-labelledby="profile-title">
        <h2 id="profile-title">{title}</h2>
        {lastLoginTs ? (
          <p className="account-note">
            {t('account.profile.last-login-time')} <DateTime ms={lastLoginTs} />
          </p>
        ) : null}
        <form method="post" action={url('/profile')} noValidate className="account-form">
          <CsrfField />
          <FormError message={formError} />
          <label className="form-field">
            <span>{t('account.profile.email')}</span>
            <input type="email" name="email" autoComplete="email" required defaultValue={form.email} {...invalidWhen(errors.email, 'email-error')} />
            <FieldError id="email-error" message={errors.email} />
          </label>
          <label className="form-field">
            <span>{t('account.profile.first-name')}</span>
            <input type="text" name="firstName" autoComplete="given-name" defaultValue={form.firstName} />
          </label>
          <label className="form-field">
            <span>{t('account.profile.last-name')}</span>
            <input type="text" name="lastName" autoComplete="family-name" defaultValue={form.lastName} />
          </label>
          <label className="form-field">
            <span>{t('account.profile.language')}</span>
            <select name="lang" defaultValue={form.lang}>
              {Object.entries(LANGUAGE_NAMES).map(([code, name]) => (
                <option key={code} value={code} lang={code.replace('_', '-')}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          {dashboards && (
            <fieldset className="account-fieldset">
              <legend>{t('account.profile.default-dashboard')}</legend>
              <label className="form-field">
                <span>{t('account.profile.default-dashboard')}</span>
                <select name="defaultDashboardId" defaultValue={form.defaultDashboardId} {...invalidWhen(errors.defaultDashboardId, 'dashboard-error')}>
                  <option value="">{t('account.profile.no-default-dashboard')}</option>
                  {selectedMissing && <option value={form.defaultDashboardId}>{form.defaultDashboardId}</option>}
                  {choices.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.title}
                    </option>
                  ))}
                </select>
                <FieldError id="dashboard-error" message={errors.defaultDashboardId} />
                {dashboardsFailed && <span className="field-hint">{t('account.profile.dashboards-unavailable')}</span>}
              </label>
              <label className="check-field">
                <input type="checkbox" name="defaultDashboardFullscreen" value="true" defaultChecked={form.defaultDashboardFullscreen} />
                <span>{t('account.profile.default-dashboard-fullscreen')}</span>
              </label>
            </fieldset>
          )}
          <SubmitRow label={t('account.profile.save')} />
        </form>
      </section>
    </Shell>
  );
}
