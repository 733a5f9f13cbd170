import { CopyButton } from '../copy-button.tsx';
import { CsrfField } from '../form-parts.tsx';
import { Icon } from '../icon.tsx';
import { useView } from '../view-context.tsx';
import { DefaultSubmit } from '../parts/default-submit.tsx';
import { FormFields } from '../parts/form-field.tsx';
import type { DetailsView, TabView } from '../../server/domain/entity-view.ts';
import { hasUpload } from '../../server/domain/entity-form.ts';
import { ActionButton, partLink, regionForm } from './action-button.tsx';

/** The details' header: name, subtitle, public badge and the buttons of the map (hidden while editing), and the edit toggle. */
export function DetailsHeader({ details, titleId }: { details: DetailsView; titleId: string }) {
  const { t } = useView();
  const swap = details.mode === 'panel' ? 'panel' : 'page';
  return (
    <div className="details-header">
      <h2 id={titleId}>{details.name}</h2>
      <span className="details-subtitle">{details.subtitle}</span>
      {details.badge && <span className="badge">{details.badge}</span>}
      <div className="details-buttons">
        {details.buttons.map((b) => (
          <ActionButton key={b.href} action={b} />
        ))}
        {!details.editing && <CopyButton text={details.copyId.text} label={details.copyId.label} copiedLabel={t('common.copied')} className="icon-only" />}
        {!details.editing &&
          details.copies.map((c) => <CopyButton key={c.label} text={c.text} label={c.label} copiedLabel={t('common.copied')} className="icon-only" />)}
        {details.editHref && (
          <a className="icon-button" title={t('action.edit')} aria-label={t('action.edit')} {...partLink(details.editHref, swap)}>
            <Icon name="edit" />
          </a>
        )}
        {details.closeHref && (
          <a className="icon-button" title={t('action.close')} aria-label={t('action.close')} {...partLink(details.closeHref, 'panel')}>
            <Icon name="close" />
          </a>
        )}
      </div>
    </div>
  );
}

/** The tab bar of the map: each tab a link to its own address. */
export function TabBar({ tabs }: { tabs: readonly TabView[] }) {
  const { t } = useView();
  return (
    <nav className="tab-bar" aria-label={t('entity.tabs')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <a href={tab.href} aria-current={tab.current ? 'page' : undefined}>
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * An entity's details, in the panel beside its list or on its own page: the header, the tabs, read-only facts and the
 * form, read-only until `edit=true`; then it posts to its own address, with apply and decline as the map's buttons.
 */
export function EntityDetails({ details }: { details: DetailsView }) {
  const { t } = useView();
  const titleId = `details-title-${details.mode}`;
  const formId = `details-form-${details.mode}`;
  return (
    <section className="entity-details" aria-labelledby={titleId}>
      <DetailsHeader details={details} titleId={titleId} />
      <TabBar tabs={details.tabs} />
      {details.facts.length > 0 && (
        <dl className="details-fields">
          {details.facts.map((f) => (
            <div key={f.label} className="field">
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {details.editing ? (
        <form id={formId} {...regionForm(details.action)} className="entity-form" encType={hasUpload(details.form) ? 'multipart/form-data' : undefined}>
          <DefaultSubmit />
          <CsrfField />
          <FormFields form={details.form} />
          <div className="form-actions">
            <a className="button" {...partLink(details.declineHref, details.mode === 'panel' ? 'panel' : 'page')}>
              <Icon name="close" />
              {t('action.decline-changes')}
            </a>
            <button type="submit" className="button primary">
              <Icon name="done" />
              {t('action.apply-changes')}
            </button>
          </div>
        </form>
      ) : (
        <div className="entity-form">
          <FormFields form={details.form} />
        </div>
      )}
    </section>
  );
}
