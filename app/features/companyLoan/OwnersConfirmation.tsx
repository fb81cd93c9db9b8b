import { useTranslation } from 'react-i18next';
import * as calls from '../../../api/companyLoanApplication';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { useCallMutation } from '../../data/calls';
import type { CompanyLoanApplication } from './api';

/**
 * The identified beneficial owner confirms the application and the register's owners for
 * themselves; an owner who also signs does it before their signature, in the same visit.
 */
export function OwnersConfirmation({ application }: { application: CompanyLoanApplication }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const confirm = useCallMutation(calls.companySignUbos);
  return (
    <Stack gap={3}>
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
