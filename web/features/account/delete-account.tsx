// Deleting the account: the password, and the word typed out, before anything goes.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { DELETE_ACCOUNT_WORD } from '../../../contract/account-values';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { FormField, fieldMessageId } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { failedToast } from '../../lib/error-toast';
import { useConnectionGuard } from '../offline/connection-guard';
import { SettingsSection } from './settings-section';
import { isWrongPassword, useDeleteAccount } from './use-account';

export function DeleteAccountSection() {
  const { t } = useLingui();
  const connection = useConnectionGuard();
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection
      id="delete-account"
      title={t`Delete Account`}
      tone="danger"
      description={t`Your recipes, photos and households you alone belong to go for good.`}
    >
      <div className="space-y-4">
        <p className="text-sm text-stone-600">
          <Trans>
            Recipes you shared disappear for everyone you shared them with. Copies other people
            saved of your public recipes are theirs and stay. This cannot be undone; export your
            recipes first if you want to keep them.
          </Trans>
        </p>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button
              variant="destructive-outline"
              disabled={connection.isOffline}
              {...connection.reasonProps}
            >
              <Trans>Delete Account…</Trans>
            </Button>
          </DialogTrigger>
          {open ? <DeleteAccountDialog /> : null}
        </Dialog>
      </div>
    </SettingsSection>
  );
}

function DeleteAccountDialog() {
  const { t } = useLingui();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const isConfirmed = typed.trim() === DELETE_ACCOUNT_WORD;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isConfirmed) return;
    if (!password) {
      setPasswordError(t`Enter your password`);
      return;
    }
    remove.mutate(password, {
      onError: (error) => {
        if (isWrongPassword(error)) setPasswordError(t`Your password is not correct`);
        else failedToast(t`Could not delete your account`)(error);
      },
    });
  }

  return (
    <DialogContent size="max-w-md">
      <form onSubmit={handleSubmit} noValidate className="flex min-h-0 flex-col">
        <DialogHeader>
          <DialogTitle>
            <Trans>Delete your account?</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Your account, your recipes and their photos are deleted for good, and you are signed
              out everywhere.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-4">
          <FormField id="delete-password" label={t`Password`} error={passwordError}>
            <Input
              id="delete-password"
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={passwordError ? true : undefined}
              aria-describedby={passwordError ? fieldMessageId('delete-password') : undefined}
              onChange={(event) => {
                setPassword(event.target.value);
                setPasswordError(undefined);
              }}
            />
          </FormField>
          <FormField
            id="delete-confirm"
            label={
              <Trans>
                Type <span className="font-mono font-semibold">{DELETE_ACCOUNT_WORD}</span> to
                confirm
              </Trans>
            }
          >
            <Input
              id="delete-confirm"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </FormField>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <Button
            type="submit"
            variant="destructive"
            disabled={!isConfirmed}
            pending={remove.isPending}
            pendingLabel={t`Deleting your account`}
          >
            <Trans>Delete My Account</Trans>
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
