import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import * as calls from '../../../api/cardApplication';
import { termsAcceptedField } from '../../../domain/forms/termsForm';
import { Checkbox } from '../../../ui/Checkbox';
import { Link } from '../../../ui/Link';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';
import { useCardDocuments, type CardApplication } from './api';
import { StepForm } from '../../shell/StepForm';

const acceptance = z.object({ TermsAccepted: termsAcceptedField });

/** The terms and price list to read and accept; sending the application asks the proposal. */
export function TermsStep({
  application,
  onBack,
}: {
  application: CardApplication;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const documents = useCardDocuments();
  const confirm = useCallMutation(calls.onboardingConfirm);
  const propose = useCallMutation(calls.sendCardApplicationGetProposal);
  const form = useBankForm(acceptance);
  const submit = form.handleSubmit(async () => {
    try {
      await confirm.mutateAsync({ Id: application.Id, TermsAccepted: true });
      await propose.mutateAsync({ Id: application.Id });
    } catch (refusal) {
      form.showRefusal(refusal);
    }
  });
  const newWindow = <VisuallyHidden> {t('kit.termsCheckbox.opensInNewWindow')}</VisuallyHidden>;

  return (
    <StepForm
      title={t('cardApplication.steps.terms')}
      onSubmit={(event) => void submit(event)}
      onBack={onBack}
      backLabel={t('cardApplication.actions.back')}
      refusal={form.refusal}
      busy={confirm.isPending || propose.isPending}
      submitLabel={t('cardApplication.actions.send')}
    >
      <p>{t('cardApplication.terms.intro')}</p>
      {documents.data && (
        <ul>
          <li>
            <Link href={documents.data.TermsUrl} target="_blank" rel="noopener noreferrer">
              {t('cardApplication.terms.termsLink')}
              {newWindow}
            </Link>
          </li>
          <li>
            <Link href={documents.data.PriceListUrl} target="_blank" rel="noopener noreferrer">
              {t('cardApplication.terms.priceListLink')}
              {newWindow}
            </Link>
          </li>
        </ul>
      )}
      <Checkbox
        label={t('cardApplication.terms.accept')}
        error={form.formState.errors.TermsAccepted?.message}
        {...form.register('TermsAccepted')}
      />
    </StepForm>
  );
}
