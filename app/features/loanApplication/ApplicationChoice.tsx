import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallInput } from '../../../api/call';
import { expressPayment, insurance } from '../../../api/loanApplication';
import { FieldMessage } from '../../../ui/FormField/FieldMessage';
import { Toggle } from '../../../ui/Toggle';
import { useCallMutation } from '../../data/calls';
import type { LoanApplication } from './api';

/** The applicant's on/off choices before signing, each saved by its own call. */
const CHOICE_CALLS = { Insurance: insurance, ExpressPayment: expressPayment } as const;

export type ApplicationChoiceName = keyof typeof CHOICE_CALLS;
type ChoiceCall = (typeof CHOICE_CALLS)[ApplicationChoiceName];

/**
 * One choice of the offer, saved as soon as it is switched: the switch shows the new state while
 * the bank saves it, and the bank's refusal beneath it. Only an offer waiting for acceptance
 * can be changed.
 */
export function ApplicationChoice({
  application,
  choice,
  label,
  description,
}: {
  application: LoanApplication;
  choice: ApplicationChoiceName;
  label: ReactNode;
  description: ReactNode;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const save = useCallMutation<ChoiceCall>(CHOICE_CALLS[choice]);
  // A switch only flips: while the bank saves, it shows the other state than the saved one.
  const checked = save.isPending ? !application[choice] : application[choice];
  return (
    <Toggle
      label={label}
      description={
        <>
          {description}
          {save.isPending && <span role="status"> {t('loanApplication.offer.saving')}</span>}
          <FieldMessage id={errorId} message={save.isError ? save.error.message : null} />
        </>
      }
      checked={checked}
      disabled={application.Status !== 'WaitingForApproval'}
      onChange={(on) => {
        // Not disabled while saving, which would take the keyboard's focus away from it.
        if (!save.isPending)
          save.mutate({ Id: application.Id, [choice]: on } as CallInput<ChoiceCall>);
      }}
    />
  );
}
