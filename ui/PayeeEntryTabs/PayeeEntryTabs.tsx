import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { VirtualBarcode } from '../../domain/payments/barcode';
import {
  payeeFormSchema,
  type PayeeForm,
  type PayeePayload,
} from '../../domain/payments/payeeForm';
import { BarcodeReader } from './BarcodeReader';
import { PayeeFields } from './PayeeFields';
import { PayeeList, type SavedPayee } from './PayeeList';
import { Tabs } from './Tabs';

export interface PayeeEntryTabsProps {
  /** The saved payees (the payee list query), in any order: the list sorts them by name. */
  payees: readonly SavedPayee[];
  /** The filled IBAN form as the payee verification request sends it. */
  onSubmit: (payee: PayeePayload) => void;
  /** Called after 'Poista maksunsaaja?' is answered 'Kyllä'; a returned promise keeps it waiting. */
  onRemovePayee: (id: string) => void | Promise<void>;
  /** A barcode was read: the payment form fills its amount, reference and due date from it. */
  onBarcode: (barcode: VirtualBarcode) => void;
  /** The submit button's text; 'Jatka' unless told. */
  submitLabel?: string;
  /** The payee is being verified: the submit button waits. */
  busy?: boolean;
}

type PayeeTab = 'iban' | 'payees' | 'barcode';

const EMPTY_PAYEE: PayeeForm = { RecipientIban: '', RecipientName: '', RecipientBic: '' };

/**
 * Payee entry of a new payment in three tabs: the IBAN form, the saved payee list and the
 * barcode reader. Choosing a saved payee or reading a barcode fills the IBAN form and brings the
 * customer back to it, focus on the first field left to check or fill.
 */
export function PayeeEntryTabs({
  payees,
  onSubmit,
  onRemovePayee,
  onBarcode,
  submitLabel,
  busy,
}: PayeeEntryTabsProps) {
  const { t } = useTranslation();
  const form = useForm<PayeeForm>({
    resolver: zodResolver(payeeFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_PAYEE,
  });
  const [tab, setTab] = useState<PayeeTab>('iban');
  const [focusField, setFocusField] = useState<keyof PayeeForm | null>(null);
  const { setFocus, setValue } = form;

  // The IBAN panel is shown only after the render that selects it; focus it then.
  useEffect(() => {
    if (tab !== 'iban' || !focusField) return;
    setFocus(focusField);
    setFocusField(null);
  }, [tab, focusField, setFocus]);

  function fillForm(values: Partial<PayeeForm>, focus: keyof PayeeForm) {
    for (const [name, value] of Object.entries(values) as [keyof PayeeForm, string][]) {
      setValue(name, value, { shouldDirty: true, shouldValidate: true });
    }
    setTab('iban');
    setFocusField(focus);
  }

  return (
    <Tabs<PayeeTab>
      label={t('kit.payeeEntryTabs.label')}
      selected={tab}
      onSelect={setTab}
      tabs={[
        {
          id: 'iban',
          label: t('kit.payeeEntryTabs.ibanTab'),
          panel: (
            <PayeeFields form={form} onSubmit={onSubmit} submitLabel={submitLabel} busy={busy} />
          ),
        },
        {
          id: 'payees',
          label: t('kit.payeeEntryTabs.payeeListTab'),
          panel: (
            <PayeeList
              payees={payees}
              onRemove={onRemovePayee}
              onSelect={(payee) =>
                fillForm(
                  {
                    RecipientIban: payee.ReceiverAccountNumber,
                    RecipientName: payee.ReceiverName,
                    RecipientBic: payee.ReceiverBic ?? '',
                  },
                  'RecipientIban',
                )
              }
            />
          ),
        },
        {
          id: 'barcode',
          label: t('kit.payeeEntryTabs.barcodeTab'),
          panel: (
            <BarcodeReader
              onRead={(barcode) => {
                fillForm({ RecipientIban: barcode.iban }, 'RecipientName');
                onBarcode(barcode);
              }}
            />
          ),
        },
      ]}
    />
  );
}
