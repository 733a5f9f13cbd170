import { Shell } from '../shell/shell.tsx';
import { CsrfField } from '../form-parts.tsx';
import { useView } from '../view-context.tsx';
import { FormFields } from '../parts/form-field.tsx';
import type { Crumb } from '../../server/domain/breadcrumbs.ts';
import type { FormView } from '../../server/domain/entity-view.ts';
import type { ChainPicture } from '../../server/domain/rule-chain-picture.ts';
import { ChainSection } from './chain-picture.tsx';

interface ImportPageProps {
  title: string;
  crumbs: Crumb[];
  /** The imported chain's name, debug mode and description, editable before it is saved. */
  form: FormView;
  picture: ChainPicture;
  name: string;
  /** Where the form posts (this page) and where Cancel leads (the list). */
  action: string;
  cancelHref: string;
}

/** A rule chain read from a file and not saved yet: its form, its picture and nodes, Save and Cancel. */
export function RuleChainImportPage({ title, crumbs, form, picture, name, action, cancelHref }: ImportPageProps) {
  const { t } = useView();
  return (
    <Shell title={title} crumbs={crumbs}>
      <div className="entity-page details-page">
        <h2>{t('rulechain.import-title', { name })}</h2>
        <form method="post" action={action} noValidate className="import-form">
          <CsrfField />
          <FormFields form={form} />
          <div className="import-actions">
            <a className="button" href={cancelHref}>
              {t('dialog.cancel')}
            </a>
            <button type="submit" className="button primary">
              {t('action.save')}
            </button>
          </div>
        </form>
        <ChainSection picture={picture} name={name} />
      </div>
    </Shell>
  );
}
