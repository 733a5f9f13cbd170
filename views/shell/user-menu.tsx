import { Icon } from '../icon.tsx';
import { useView } from '../view-context.tsx';
import type { SignedInUser } from '../../server/domain/signed-in-user.ts';

const ROLE_LABEL = {
  SYS_ADMIN: 'user.sys-admin',
  TENANT_ADMIN: 'user.tenant-admin',
  CUSTOMER_USER: 'user.customer',
} as const;

/** First and last name joined by a space, or the e-mail when both are empty. */
export function displayName(user: Pick<SignedInUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter((s) => s && s.trim()).join(' ').trim();
  return name || user.email;
}

export function UserMenu() {
  const { user, t, url, csrfToken } = useView();
  if (!user) return null;
  return (
    <details className="user-menu">
      {/* Named by its visible text (name and role) so that speech input can say what it sees;
          the hidden label names it where the identity is not shown. */}
      <summary>
        <Icon name="account_circle" />
        <span className="visually-hidden">{t('user.user-menu')}</span>
        <span className="user-identity">
          <span className="user-name">{displayName(user)}</span>
          <span className="user-role">{t(ROLE_LABEL[user.authority])}</span>
        </span>
        <Icon name="more_vert" />
      </summary>
      <ul role="menu">
        <li role="none">
          <a role="menuitem" href={url('/profile')}>
            <Icon name="account_circle" />
            {t('home.profile')}
          </a>
        </li>
        <li role="none">
          <a role="menuitem" href={url('/security')}>
            <Icon name="lock" />
            {t('security.security')}
          </a>
        </li>
        <li role="none">
          <form method="post" action={url('/logout')}>
            <input type="hidden" name="_csrf" value={csrfToken} />
            <button type="submit" role="menuitem">
              <Icon name="exit_to_app" />
              {t('home.logout')}
            </button>
          </form>
        </li>
      </ul>
    </details>
  );
}
