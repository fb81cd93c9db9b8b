import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  authSmsComplete,
  authSmsStart,
  authSmsToken,
  type LoggedIn,
} from '../../../api/quickLogin';
import { smsLoginStartSchema } from '../../../domain/customer/registration';
import { code } from '../../../domain/errors/message';
import { splitPhone } from '../../../domain/identity/phone';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { CodeInput } from '../../../ui/CodeInput';
import { FormField } from '../../../ui/FormField';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { TextInput } from '../../../ui/TextInput';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { PhoneField } from '../../shell/PhoneField';

const startOf = ({ PersonalId, Phone }: { PersonalId: string; Phone: string }) => {
  const { countryCode, number } = splitPhone(Phone);
  return { PersonalId, CountryCode: countryCode ?? '', Number: number };
};

const smsForm = z
  .object({ PersonalId: z.string(), Phone: z.string() })
  .superRefine((values, context) => {
    const parsed = smsLoginStartSchema.safeParse(startOf(values));
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0]);
      context.addIssue({
        code: 'custom',
        path: [field === 'PersonalId' ? 'PersonalId' : 'Phone'],
        message: field === 'CountryCode' ? code('errors.validation.invalidPhone') : issue.message,
      });
    }
  });

/**
 * The login by SMS code: henkilötunnus and phone, then the code. The bank answers alike whether
 * or not they are a customer's, and so does this page.
 */
export function SmsLogin({ onLoggedIn }: { onLoggedIn: (answer: LoggedIn) => void }) {
  const [verificationId, setVerificationId] = useState<string | null>(null);
  return verificationId ? (
    <SmsCode
      verificationId={verificationId}
      onLoggedIn={onLoggedIn}
      onNewCode={() => setVerificationId(null)}
    />
  ) : (
    <SmsRequest onSent={setVerificationId} />
  );
}

function SmsRequest({ onSent }: { onSent: (verificationId: string) => void }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const start = useCallMutation(authSmsStart);
  const form = useBankForm(smsForm, { defaultValues: { PersonalId: '', Phone: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      const { VerificationId } = await start.mutateAsync(
        smsLoginStartSchema.parse(startOf(values)),
      );
      onSent(VerificationId);
    } catch (refusal) {
      form.showRefusal(refusal, { Number: 'Phone', CountryCode: 'Phone' });
    }
  });
  const personalIdError = form.formState.errors.PersonalId?.message;
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap={4}>
        <p>{t('quickLogin.sms.intro')}</p>
        <FormField
          label={t('quickLogin.sms.personalId')}
          error={personalIdError && text(personalIdError)}
        >
          <TextInput autoComplete="off" maxLength={11} {...form.register('PersonalId')} />
        </FormField>
        <PhoneField control={form.control} name="Phone" label={t('quickLogin.sms.phone')} />
        {form.refusal && <AlertBox tone="error">{text(form.refusal)}</AlertBox>}
        <div>
          <Button type="submit" busy={start.isPending}>
            {t('quickLogin.sms.send')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function SmsCode({
  verificationId,
  onLoggedIn,
  onNewCode,
}: {
  verificationId: string;
  onLoggedIn: (answer: LoggedIn) => void;
  onNewCode: () => void;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const exchange = useCallMutation(authSmsToken, { onSuccess: onLoggedIn });
  const complete = useCallMutation(authSmsComplete, {
    onSuccess: (token) => exchange.mutate(token),
  });
  const error = complete.error ?? exchange.error;
  return (
    <Stack gap={4}>
      <p role="status">{t('quickLogin.sms.sent')}</p>
      <CodeInput
        label={t('quickLogin.sms.code')}
        disabled={complete.isPending || exchange.isPending}
        error={error ? text(error.message) : null}
        onComplete={(Code) => complete.mutate({ VerificationId: verificationId, Code })}
      />
      <div>
        <Button variant="secondary" onClick={onNewCode}>
          {t('quickLogin.sms.newCode')}
        </Button>
      </div>
    </Stack>
  );
}
