import { useTranslation } from 'react-i18next';
import * as calls from '../../../api/companyLoanApplication';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { useCallMutation } from '../../data/calls';
import type { CompanyLoanApplication } from './api';

/** The beneficial owners (over 25 %) as the register proposes them, confirmed before signing. */
export function OwnersConfirmation({ application }: { application: CompanyLoanApplication }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const confirm = useCallMutation(calls.companySignUbos);
  return (
    <Stack gap={3}>
      <h2>{t('companyLoan.owners.title')}</h2>
      <p>{t('companyLoan.owners.lead')}</p>
      <ul>
        {application.BeneficialOwners.map((owner) => (
          <li key={`${owner.FirstName} ${owner.LastName}`}>
            {t('companyLoan.owners.owner', {
              name: `${owner.FirstName} ${owner.LastName}`,
              percent: owner.OwnershipPercent,
            })}
          </li>
        ))}
      </ul>
      {confirm.error && (
        <AlertBox tone="error">
          <span>{text(confirm.error.message)}</span>
        </AlertBox>
      )}
      <div>
        <Button
          busy={confirm.isPending}
          onClick={() =>
            confirm.mutate({ Id: application.Id, BeneficialOwners: application.BeneficialOwners })
          }
        >
          {t('companyLoan.owners.confirm')}
        </Button>
      </div>
    </Stack>
  );
}
