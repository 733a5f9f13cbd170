import { ConfirmDialog } from '../dialogs/confirm-dialog.tsx';
import { Shell } from '../shell/shell.tsx';
import { routeCrumbs } from '../../server/domain/route-crumbs.ts';
import { useView } from '../view-context.tsx';

/**
 * 'Access forbidden': cancel goes back to where the user came from (or, without `backPath`,
 * just closes the dialog), 'sign in' signs out first.
 */
export function ForbiddenDialog({ backPath }: { backPath?: string }) {
  const { t } = useView();
  return (
    <ConfirmDialog id="forbidden" title={t('access.access-forbidden')} open cancelHref={backPath} confirm={{ post: '/logout' }} confirmLabel={t('guard.sign-in-again')}>
      <p>{t('access.access-forbidden-text')}</p>
    </ConfirmDialog>
  );
}

/** The route guard's answer to a route the user's authority may not open, and to a 403 from the platform. */
export function ForbiddenPage({ backPath }: { backPath: string }) {
  const view = useView();
  const title = view.t('access.access-forbidden');
  return (
    <Shell title={title} crumbs={routeCrumbs('forbidden', view)}>
      <ForbiddenDialog backPath={backPath} />
    </Shell>
  );
}
