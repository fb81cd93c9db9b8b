import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatWholeEuros } from '../../domain/money/amountLimit';
import { centsToEuros } from '../../domain/money/money';
import {
  REFERRAL_BONUS_CENTS,
  REFERRAL_DEPOSIT_WINDOW_MONTHS,
  REFERRAL_MIN_DEPOSIT_CENTS,
  REFERRAL_VALIDITY_MONTHS,
  type ReferralEmailPayload,
  type ReferralSmsPayload,
} from '../../domain/customer/referralForm';
import { Button } from '../Button';
import { Modal } from '../Modal';
import {
  SendRecommendationForm,
  type ReferralDelivery,
  type ReferralRequest,
  type ReferralTemplates,
} from './SendRecommendationForm';

export interface ReferralDialogProps {
  open: boolean;
  /** The close button, Esc and 'Sulje' on the thank-you step. */
  onClose: () => void;
  /**
   * The customer has a bank account here for the bonuses (the app asks the domain's
   * `isReferralAvailable`). Without one, 'Suosittele' is disabled and a red text says why.
   */
  hasBankAccount: boolean;
  /** The message templates, loaded when the dialog opens; undefined while they load. */
  templates?: ReferralTemplates;
  /** Sends by e-mail; the thank-you step follows when the promise resolves. */
  onSendEmail: (payload: ReferralEmailPayload) => Promise<unknown>;
  /** Sends by SMS; a rejected promise shows 'ERROR'. */
  onSendSms: (payload: ReferralSmsPayload) => Promise<unknown>;
}

type ReferralStep = 'Info' | 'SendRecommendation' | 'EmailSuccess' | 'SmsSuccess';

const Step = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  & p,
  & ul {
    margin: 0;
  }
  & ul {
    padding-left: ${({ theme }) => theme.space[5]};
  }
  &:focus {
    outline: none;
  }
`;

const Conditions = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
`;

const NoBankAccount = styled.p`
  color: ${({ theme }) => theme.colors.text.negative};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

function euros(cents: number): string {
  return formatWholeEuros(centsToEuros(cents));
}

/**
 * The referral dialog: Info (the programme and its conditions) → SendRecommendation (by e-mail
 * or SMS, to a person or a company) → EmailSuccess or SmsSuccess. Opens at Info every time.
 */
export function ReferralDialog({ open, ...rest }: ReferralDialogProps) {
  return open ? <OpenReferralDialog {...rest} /> : null;
}

function OpenReferralDialog({
  onClose,
  hasBankAccount,
  templates,
  onSendEmail,
  onSendSms,
}: Omit<ReferralDialogProps, 'open'>) {
  const { t } = useTranslation();
  const formId = useId();
  const noAccountId = useId();
  const stepRef = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState<ReferralStep>('Info');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<ReferralDelivery | null>(null);
  const [recipient, setRecipient] = useState('');

  // The pressed button is gone with its step: move the focus to the new step's content.
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    stepRef.current?.focus();
  }, [step]);

  async function send(request: ReferralRequest) {
    setSending(true);
    setFailed(null);
    try {
      if (request.delivery === 'Email') {
        await onSendEmail(request.payload);
        setRecipient(request.payload.RecipientEmail);
        setStep('EmailSuccess');
      } else {
        await onSendSms(request.payload);
        setRecipient(request.payload.RecipientPhoneNumber);
        setStep('SmsSuccess');
      }
    } catch {
      // Spec: an SMS failure shows 'ERROR'; its e-mail error flag is never set, which left a
      // failed e-mail unsaid: we say it too. The form stays as it was, ready to send again.
      setFailed(request.delivery);
    } finally {
      setSending(false);
    }
  }

  const content = {
    Info: {
      title: t('kit.referralDialog.infoTitle'),
      footer: (
        <Button
          disabled={!hasBankAccount}
          aria-describedby={hasBankAccount ? undefined : noAccountId}
          onClick={() => setStep('SendRecommendation')}
        >
          {t('kit.referralDialog.recommend')}
        </Button>
      ),
      body: (
        <>
          <p>
            {t('kit.referralDialog.intro', {
              person: euros(REFERRAL_BONUS_CENTS.Person),
              company: euros(REFERRAL_BONUS_CENTS.Company),
            })}
          </p>
          <Conditions>{t('kit.referralDialog.conditions')}</Conditions>
          <ul>
            <li>
              {t('kit.referralDialog.deposit', {
                count: REFERRAL_DEPOSIT_WINDOW_MONTHS,
                deposit: euros(REFERRAL_MIN_DEPOSIT_CENTS),
              })}
            </li>
            <li>{t('kit.referralDialog.validity', { count: REFERRAL_VALIDITY_MONTHS })}</li>
            <li>{t('kit.referralDialog.credited')}</li>
          </ul>
          {!hasBankAccount && (
            <NoBankAccount id={noAccountId}>{t('kit.referralDialog.noBankAccount')}</NoBankAccount>
          )}
        </>
      ),
    },
    SendRecommendation: {
      title: t('kit.referralDialog.sendTitle'),
      footer: (
        <Button type="submit" form={formId} busy={sending}>
          {t('kit.referralDialog.send')}
        </Button>
      ),
      body: (
        <SendRecommendationForm
          id={formId}
          templates={templates}
          failed={failed}
          onSend={(request) => void send(request)}
        />
      ),
    },
    EmailSuccess: {
      title: t('kit.referralDialog.successTitle'),
      footer: <Button onClick={onClose}>{t('common.close')}</Button>,
      body: <p>{t('kit.referralDialog.emailSent', { email: recipient })}</p>,
    },
    SmsSuccess: {
      title: t('kit.referralDialog.successTitle'),
      footer: <Button onClick={onClose}>{t('common.close')}</Button>,
      body: <p>{t('kit.referralDialog.smsSent', { phoneNumber: recipient })}</p>,
    },
  }[step];

  return (
    <Modal open onClose={onClose} title={content.title} footer={content.footer}>
      <Step ref={stepRef} tabIndex={-1}>
        {content.body}
      </Step>
    </Modal>
  );
}
