import { ConfirmDialog } from '../dialogs/confirm-dialog.tsx';
import { useView } from '../view-context.tsx';
import { PostButton } from './post-button.tsx';
import { PROVIDER_HINT_KEYS, PROVIDER_NAME_KEYS } from '../../server/domain/two-factor.ts';
import type { AccountTwoFactorConfigs, TwoFactorProviderType } from '../../server/platform/types/two-factor.ts';

export interface TwoFactorCardProps {
  /** Providers the platform offers, in the contract's order. */
  available: TwoFactorProviderType[];
  configs: AccountTwoFactorConfigs;
  /** A provider whose disabling waits for confirmation. */
  confirmDisable?: TwoFactorProviderType;
}

function ProviderRow({ type, configs }: { type: TwoFactorProviderType; configs: AccountTwoFactorConfigs }) {
  const { t, url } = useView();
  const config = configs[type];
  const name = t(PROVIDER_NAME_KEYS[type]);
  const othersOn = Object.keys(configs).some((k) => k !== 'BACKUP_CODE');
  return (
    <li className="provider-row">
      <div className="provider-text">
        <strong>{name}</strong>
        <span className="account-note">{t(PROVIDER_HINT_KEYS[type])}</span>
        {config?.providerType === 'BACKUP_CODE' && config.codesLeft !== undefined && (
          <span className="account-note">{t('account.2fa.codes-left', { n: config.codesLeft })}</span>
        )}
      </div>
      <span className={config ? 'badge badge-on' : 'badge'}>{t(config ? 'account.2fa.status-on' : 'account.2fa.status-off')}</span>
      {config?.useByDefault && <span className="badge">{t('account.2fa.default-method')}</span>}
      <div className="provider-actions">
        {!config && type === 'BACKUP_CODE' && !othersOn ? (
          <span className="account-note">{t('account.2fa.backup-needs-other')}</span>
        ) : !config ? (
          <PostButton action="/security/2fa/enable" fields={{ provider: type }} primary>
            {t('account.2fa.enable')}
          </PostButton>
        ) : (
          <>
            {type === 'BACKUP_CODE' && (
              <PostButton action="/security/2fa/enable" fields={{ provider: type }}>
                {t('account.2fa.get-new-codes')}
              </PostButton>
            )}
            {!config.useByDefault && type !== 'BACKUP_CODE' && (
              <PostButton action="/security/2fa/default" fields={{ provider: type }}>
                {t('account.2fa.make-default')}
              </PostButton>
            )}
            <a className="button" href={url('/security', { disable: type })}>
              {t('account.2fa.disable')}
            </a>
          </>
        )}
      </div>
    </li>
  );
}

/** The user's two-factor methods: enable, choose the default, disable (after confirmation). */
export function TwoFactorCard({ available, configs, confirmDisable }: TwoFactorCardProps) {
  const { t } = useView();
  return (
    <section className="account-card" aria-labelledby="two-factor-title" id="two-factor">
      <h2 id="two-factor-title">{t('account.2fa.title')}</h2>
      <ul className="provider-list">
        {available.map((type) => (
          <ProviderRow key={type} type={type} configs={configs} />
        ))}
      </ul>
      {confirmDisable && configs[confirmDisable] && (
        <ConfirmDialog
          id="disable-provider"
          title={t('account.2fa.disable-title', { name: t(PROVIDER_NAME_KEYS[confirmDisable]) })}
          open
          cancelHref="/security"
          confirm={{ post: '/security/2fa/disable', fields: { provider: confirmDisable } }}
          confirmLabel={t('account.2fa.disable')}
        >
          <p>{t('account.2fa.disable-text')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
