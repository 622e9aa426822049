// The settings page opened from the link that confirms a new e-mail address
// (/settings?confirmEmail=…): the link is opened once, its answer told, and the address cleaned.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { CONFIRM_EMAIL_PARAM } from '../../../contract/account-values';
import { answerMessageText } from '../../lib/error-messages';
import { failedToast } from '../../lib/error-toast';
import { toast } from '../../lib/toast';
import { useConfirmEmailChange } from './use-account';

export function useEmailConfirmation() {
  const { t } = useLingui();
  const confirm = useConfirmEmailChange();
  const { mutate } = confirm;
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    const params = new URLSearchParams(window.location.search);
    const token = params.get(CONFIRM_EMAIL_PARAM);
    if (!token) return;
    started.current = true;
    params.delete(CONFIRM_EMAIL_PARAM);
    const rest = params.toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${rest ? `?${rest}` : ''}`,
    );
    mutate(token, {
      onSuccess: (answer) =>
        toast({
          title: t`Email changed`,
          description: answerMessageText(
            answer.message,
            msg`Your email address has been changed. Sign in with it from now on.`,
          ),
          variant: 'success',
        }),
      onError: failedToast(t`Could not change your email`),
    });
  }, [mutate, t]);
  return confirm.isPending;
}
