import type { ReactNode } from 'react';
import { Icon } from '../icon.tsx';
import { Shell } from '../shell/shell.tsx';
import { useView } from '../view-context.tsx';
import type { Crumb } from '../../server/domain/breadcrumbs.ts';

/** A widget type as the browse page shows it. */
export interface WidgetTypeCard {
  name: string;
  /** A data URL or an address; absent when the type has no preview. */
  image?: string;
  description?: string;
  /** The editor, the JSON file, and (when the viewer may change the bundle) the delete confirmation. */
  editHref: string;
  exportHref: string;
  deleteHref?: string;
}

interface WidgetTypesPageProps {
  title: string;
  crumbs: Crumb[];
  bundle: string;
  types: WidgetTypeCard[];
  /** A new widget type of each kind (none when the bundle is read-only for the viewer). */
  adds: { href: string; label: string }[];
  importHref?: string;
  readOnly: boolean;
  /** A dialog open over the page (import, delete). */
  dialog?: ReactNode;
}

/** `/widgets-bundles/<id>/widgetTypes`: the widget types of one bundle as cards, with their editor, export and delete. */
export function WidgetTypesPage({ title, crumbs, bundle, types, adds, importHref, readOnly, dialog }: WidgetTypesPageProps) {
  const { t, url } = useView();
  return (
    <Shell title={title} crumbs={crumbs}>
      <section aria-labelledby="widget-types-title">
        <div className="widget-types-header">
          <h2 id="widget-types-title">{bundle}</h2>
          {readOnly && <p className="widget-types-note">{t('widgets-bundle.system-read-only')}</p>}
          {(adds.length > 0 || importHref) && (
            <div className="widget-types-actions">
              {adds.map((add) => (
                <a key={add.href} className="button" href={url(add.href)}>
                  <Icon name="add" />
                  {t('widget.create-new-widget-type-of', { type: add.label })}
                </a>
              ))}
              {importHref && (
                <a className="button" href={url(importHref)}>
                  <Icon name="file_upload" />
                  {t('widget.import')}
                </a>
              )}
            </div>
          )}
        </div>
        {types.length === 0 ? (
          <p className="widget-types-empty">{t('widgets-bundle.no-widget-types')}</p>
        ) : (
          <ul className="widget-types">
            {types.map((type) => (
              <li key={type.editHref} className="widget-type-card">
                <h3>
                  <a href={url(type.editHref)}>{type.name}</a>
                </h3>
                {type.image && <img src={type.image} alt={t('widgets-bundle.preview-of', { name: type.name })} />}
                {type.description && <p>{type.description}</p>}
                <div className="widget-type-actions">
                  <a className="icon-button" href={url(type.editHref)} title={t('widget.edit')} aria-label={t('widget.edit')}>
                    <Icon name="edit" />
                  </a>
                  <a className="icon-button" href={url(type.exportHref)} download title={t('widget.export')} aria-label={t('widget.export')}>
                    <Icon name="file_download" />
                  </a>
                  {type.deleteHref && (
                    <a className="icon-button" href={url(type.deleteHref)} title={t('widget.remove')} aria-label={t('widget.remove')}>
                      <Icon name="delete" />
                    </a>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {dialog}
    </Shell>
  );
}
