import { Shell } from '../shell/shell.tsx';
import { routeCrumbs } from '../../server/domain/route-crumbs.ts';
import { useView } from '../view-context.tsx';
import { BackupCodesCard } from './backup-codes-card.tsx';
import { ChangePasswordCard, type PasswordFormState } from './change-password-card.tsx';
import { JwtTokenCard, type JwtTokenCardProps } from './jwt-token-card.tsx';
import { TwoFactorCard, type TwoFactorCardProps } from './two-factor-card.tsx';
import { TwoFactorSetupCard, type SetupCardProps } from './two-factor-setup-card.tsx';

export interface SecurityPageProps {
  /** The session's access token; absent when it cannot be read. */
  jwt?: JwtTokenCardProps;
  password?: PasswordFormState;
  /** Absent when the platform offers no two-factor provider (the section is hidden, as upstream). */
  twoFactor?: TwoFactorCardProps;
  setup?: SetupCardProps;
  backupCodes?: string[];
}

/** The JWT token, change password and the two-factor settings of the signed-in user. */
export function SecurityPage({ jwt, password = {}, twoFactor, setup, backupCodes }: SecurityPageProps) {
  const view = useView();
  const title = view.t('security.security');
  return (
    <Shell title={title} crumbs={routeCrumbs('security', view)}>
      <div className="account-cards">
        {jwt && <JwtTokenCard {...jwt} />}
        <ChangePasswordCard {...password} />
        {backupCodes && backupCodes.length > 0 && <BackupCodesCard codes={backupCodes} />}
        {setup && <TwoFactorSetupCard {...setup} />}
        {twoFactor && twoFactor.available.length > 0 && <TwoFactorCard {...twoFactor} />}
      </div>
    </Shell>
  );
}
