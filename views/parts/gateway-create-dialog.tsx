import { Dialog } from '../dialogs/dialog.tsx';
import { CsrfField } from '../form-parts.tsx';
import { useView } from '../view-context.tsx';

export interface GatewayCreateView {
  /** The typed name of the gateway to create. */
  name: string;
  /** Where Yes posts the name (paths without the base path). */
  action: string;
  /** Where No leads: back to the select, its name field cleared. */
  declineHref: string;
}

/** 'Create a new gateway named ...?': the gateway select's confirmation, a dialog at its own address. */
export function GatewayCreateDialog({ view }: { view: GatewayCreateView }) {
  const { t, url } = useView();
  const actions = (
    <>
      <a className="button" href={url(view.declineHref)}>
        {t('common.no')}
      </a>
      <button type="submit" form="gateway-create-confirm" className="button primary">
        {t('common.yes')}
      </button>
    </>
  );
  return (
    <Dialog id="dialog-create-gateway" title={t('gateway.create-new-gateway')} open actions={actions}>
      <form id="gateway-create-confirm" method="post" action={url(view.action)}>
        <CsrfField />
        <input type="hidden" name="name" value={view.name} />
        <p>{t('gateway.create-new-gateway-text', { gatewayName: view.name })}</p>
      </form>
    </Dialog>
  );
}
