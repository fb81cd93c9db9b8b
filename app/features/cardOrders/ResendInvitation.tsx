import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reactivatePendingInvitation } from '../../../api/cardHolders';
import { invitationResendSchema } from '../../../domain/cards/invitationForm';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { FormField } from '../../../ui/FormField';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { TextInput } from '../../../ui/TextInput';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';

/**
 * Sending an invitation again, to its address or a corrected one (a valid address, or the
 * spec's 'invalidType'); a removed invitation is pending again once sent.
 */
export function ResendInvitation({
  invitation,
  onSent,
  onCancel,
}: {
  invitation: { Id: string; Email: string };
  onSent: (email: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useBankForm(invitationResendSchema, {
    defaultValues: { email: invitation.Email },
  });
  const resend = useCallMutation(reactivatePendingInvitation);
  const text = useMessageText();
  const { register, handleSubmit, getFieldState, formState, showRefusal, setFocus } = form;
  useEffect(() => setFocus('email'), [setFocus]);
  const send = handleSubmit(async ({ email }) => {
    await resend
      .mutateAsync({ invitationId: invitation.Id, email })
      .then(() => onSent(email), showRefusal);
  });
  return (
    <form noValidate onSubmit={(event) => void send(event)}>
      <Stack gap={3}>
        <strong>{t('cardOrders.holders.resendTitle')}</strong>
        <FormField
          label={t('cardOrders.holders.email')}
          hint={t('cardOrders.holders.resendIntro')}
          error={getFieldState('email', formState).error?.message}
        >
          <TextInput type="email" autoComplete="email" {...register('email')} />
        </FormField>
        {form.refusal && <AlertBox tone="error">{text(form.refusal)}</AlertBox>}
        <Stack direction="horizontal" gap={3} wrap>
          <Button type="submit" busy={formState.isSubmitting}>
            {t('cardOrders.holders.send')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('cardOrders.holders.cancel')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
