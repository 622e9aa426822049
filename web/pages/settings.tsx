import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { PageHeading } from '../shell/app-layout';
import { EmailForm, NameForm, PasswordForm } from '../features/account/account-forms';
import { DeleteAccountSection } from '../features/account/delete-account';
import { PreferencesSection } from '../features/account/preferences-section';
import { useEmailConfirmation } from '../features/account/use-email-confirmation';
import { useCurrentUser } from '../features/auth/use-auth';

/** The account page: name, e-mail, password, preferences, and deleting the account. */
export default function SettingsPage() {
  const user = useCurrentUser();
  useEmailConfirmation();
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <PageHeading title={t`Settings`} description={t`Your account, sign-in and preferences.`} />
      {/* Keyed by the user: after a change the forms start from what was saved. */}
      <NameForm key={`name-${user.firstName}-${user.lastName}`} user={user} />
      <EmailForm user={user} />
      <PasswordForm />
      <PreferencesSection />
      <p className="text-sm text-stone-600">
        <Trans>
          Scripts and other apps use{' '}
          <Link href="/settings/api-tokens" className="font-medium text-brand-700 underline">
            API tokens
          </Link>
          ; your recipes can be{' '}
          <Link href="/import" className="font-medium text-brand-700 underline">
            imported
          </Link>{' '}
          from other apps.
        </Trans>
      </p>
      <DeleteAccountSection />
    </div>
  );
}
