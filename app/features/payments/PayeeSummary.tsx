import { useTranslation } from 'react-i18next';
import type { PayeePayload } from '../../../domain/payments/payeeForm';
import { Button } from '../../../ui/Button';
import { IbanText } from '../../../ui/IbanText';
import { Stack } from '../../../ui/Stack';
import { ValueList } from '../../../ui/ValueList';

/** The payee chosen for this payment, with the way to choose another. */
export function PayeeSummary({ payee, onChange }: { payee: PayeePayload; onChange: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={3}>
      <ValueList
        items={[
          {
            id: 'RecipientName',
            term: t('payments.summary.payee'),
            value: payee.RecipientName,
          },
          {
            id: 'RecipientIban',
            term: t('payments.summary.iban'),
            value: <IbanText iban={payee.RecipientIban} />,
          },
          ...(payee.RecipientBic
            ? [{ id: 'Bic', term: t('payments.summary.bic'), value: payee.RecipientBic }]
            : []),
        ]}
      />
      <div>
        <Button type="button" variant="secondary" onClick={onChange}>
          {t('payments.new.changePayee')}
        </Button>
      </div>
    </Stack>
  );
}
