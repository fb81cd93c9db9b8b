import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch, type ControllerFieldState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { z } from 'zod';
import {
  referralEmailSchema,
  referralSmsSchema,
  toReferralEmailPayload,
  toReferralSmsPayload,
  type RecommendationTarget,
  type ReferralEmailPayload,
  type ReferralSmsPayload,
} from '../../domain/customer/referralForm';
import { AlertBox } from '../AlertBox';
import { Checkbox } from '../Checkbox';
import { FormField } from '../FormField';
import { SingleSelectButtons } from '../SingleSelectButtons';
import { Stack } from '../Stack';
import { TextInput } from '../TextInput';

/** The message texts the bank sends, one per delivery and target (loaded when the dialog opens). */
export interface ReferralTemplates {
  SmsMessage: string;
  EmailMessage: string;
  SmsMessageCompany: string;
  EmailMessageCompany: string;
}

export type ReferralDelivery = 'Email' | 'Sms';

/** What the form hands over to be sent: the payload of the chosen delivery. */
export type ReferralRequest =
  | { delivery: 'Email'; payload: ReferralEmailPayload }
  | { delivery: 'Sms'; payload: ReferralSmsPayload };

export interface SendRecommendationFormProps {
  /** The form's id: the dialog's 'Lähetä' button in the footer submits it. */
  id: string;
  /** Undefined while the templates load. */
  templates?: ReferralTemplates;
  onSend: (request: ReferralRequest) => void;
  /** The delivery whose last sending failed, if any. */
  failed: ReferralDelivery | null;
}

/** The domain's two referral forms as one, told apart by the chosen delivery. */
const referralFormSchema = z.discriminatedUnion('delivery', [
  referralEmailSchema.extend({ delivery: z.literal('Email') }),
  referralSmsSchema.extend({ delivery: z.literal('Sms') }),
]);

const TEMPLATE_OF: Record<
  ReferralDelivery,
  Record<RecommendationTarget, keyof ReferralTemplates>
> = {
  Email: { Person: 'EmailMessage', Company: 'EmailMessageCompany' },
  Sms: { Person: 'SmsMessage', Company: 'SmsMessageCompany' },
};

const Template = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.muted};

  & > figcaption {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  & > blockquote {
    margin: 0;
    white-space: pre-line;
  }
`;

/**
 * The SendRecommendation step: delivery (e-mail or SMS) and target (person or company), the
 * message the recipient gets, the address or number and the consent, validated by the domain's
 * referral schemas. Errors show once a field was left or the form submitted.
 */
export function SendRecommendationForm({
  id,
  templates,
  onSend,
  failed,
}: SendRecommendationFormProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<RecommendationTarget>('Person');
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(referralFormSchema),
    mode: 'onTouched',
    defaultValues: { delivery: 'Email', Email: '', IsConsent: false },
  });
  const delivery = useWatch({ control, name: 'delivery' });
  const shownError = ({ isTouched, error }: ControllerFieldState) =>
    isTouched || formState.isSubmitted ? error?.message : undefined;

  const submit = handleSubmit((values) =>
    onSend(
      values.delivery === 'Email'
        ? { delivery: 'Email', payload: toReferralEmailPayload(values, target) }
        : { delivery: 'Sms', payload: toReferralSmsPayload(values, target) },
    ),
  );

  return (
    <form id={id} noValidate onSubmit={submit}>
      <Stack gap={5}>
        <Controller
          control={control}
          name="delivery"
          render={({ field }) => (
            <SingleSelectButtons<ReferralDelivery>
              label={t('kit.referralDialog.delivery')}
              options={[
                { value: 'Email', label: t('kit.referralDialog.email') },
                { value: 'Sms', label: t('kit.referralDialog.sms') },
              ]}
              value={field.value}
              onChange={(chosen) => chosen && field.onChange(chosen)}
            />
          )}
        />
        <SingleSelectButtons<RecommendationTarget>
          label={t('kit.referralDialog.target')}
          options={[
            { value: 'Person', label: t('kit.referralDialog.person') },
            { value: 'Company', label: t('kit.referralDialog.company') },
          ]}
          value={target}
          onChange={(chosen) => chosen && setTarget(chosen)}
        />
        <Template>
          <figcaption>{t('kit.referralDialog.message')}</figcaption>
          <blockquote>
            {templates ? templates[TEMPLATE_OF[delivery][target]] : t('common.loading')}
          </blockquote>
        </Template>
        {delivery === 'Email' ? (
          <Controller
            key="Email"
            control={control}
            name="Email"
            render={({ field, fieldState }) => (
              <FormField
                label={t('kit.referralDialog.emailAddress')}
                error={shownError(fieldState)}
              >
                <TextInput {...field} type="email" autoComplete="off" />
              </FormField>
            )}
          />
        ) : (
          <Controller
            key="PhoneNumber"
            control={control}
            name="PhoneNumber"
            render={({ field, fieldState }) => (
              <FormField
                label={t('kit.referralDialog.phoneNumber')}
                hint={t('kit.referralDialog.phoneHint')}
                error={shownError(fieldState)}
              >
                <TextInput {...field} value={field.value ?? ''} type="tel" autoComplete="off" />
              </FormField>
            )}
          />
        )}
        <Controller
          control={control}
          name="IsConsent"
          render={({ field: { value, onChange, ...field }, fieldState }) => (
            <Checkbox
              {...field}
              checked={value}
              onChange={(event) => onChange(event.target.checked)}
              label={t('kit.referralDialog.consent')}
              error={shownError(fieldState)}
            />
          )}
        />
        {failed === delivery && (
          <AlertBox tone="error">
            {t(
              delivery === 'Sms' ? 'kit.referralDialog.smsError' : 'kit.referralDialog.emailError',
            )}
          </AlertBox>
        )}
      </Stack>
    </form>
  );
}
