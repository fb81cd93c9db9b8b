import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VirtualBarcode } from '../../domain/payments/barcode';
import { normaliseIban } from '../../domain/payments/iban';
import { LoadingOverlay } from '../LoadingOverlay';
import { PayeeFields, type PayeeField } from './PayeeFields';
import { PayeeList, type SavedPayee } from './PayeeList';
import { Tabs } from './Tabs';

// Most payments are typed or chosen from the list: the barcode's reader and its parser load when
// its tab is first opened, not with every payment form (and the picture and camera readers, ZXing
// and pdf.js, later still, in chunks of their own).
const BarcodeReader = lazy(() =>
  import('./BarcodeReader').then((m) => ({ default: m.BarcodeReader })),
);

export interface PayeeEntryTabsProps {
  /** The saved payees (the payee list query), in any order: the list sorts them by name. */
  payees: readonly SavedPayee[];
  /** The payee's account, name and BIC: fields of the payment form, which holds their values. */
  iban: PayeeField;
  name: PayeeField;
  bic: PayeeField;
  /** Called after 'Poista maksunsaaja?' is answered 'Kyllä'; a returned promise keeps it waiting. */
  onRemovePayee: (id: string) => void | Promise<void>;
  /** A barcode was read: the payment form fills its amount, reference and due date from it. */
  onBarcode: (barcode: VirtualBarcode) => void;
}

type PayeeTab = 'iban' | 'payees' | 'barcode';
type PayeeFieldName = 'iban' | 'name' | 'bic';

/**
 * Payee entry of a new payment in three tabs: the payee's fields, the saved payee list and the
 * barcode reader. The fields belong to the payment form around the tabs (its values, its
 * errors, its submit); choosing a saved payee or reading a barcode fills them and brings the
 * customer back to them, focus on the first field left to check or fill.
 */
export function PayeeEntryTabs({
  payees,
  iban,
  name,
  bic,
  onRemovePayee,
  onBarcode,
}: PayeeEntryTabsProps) {
  const { t } = useTranslation();
  const prefix = useId();
  const ids = { iban: `${prefix}-iban`, name: `${prefix}-name`, bic: `${prefix}-bic` };
  const [tab, setTab] = useState<PayeeTab>('iban');
  // The panels stay mounted once shown (what was typed stays); the barcode's from its first opening.
  const [barcodeOpened, setBarcodeOpened] = useState(false);
  if (tab === 'barcode' && !barcodeOpened) setBarcodeOpened(true);
  const fieldToFocus = useRef<PayeeFieldName | null>(null);
  const refusedField = iban.error ? 'iban' : name.error ? 'name' : bic.error ? 'bic' : null;

  // The fields' panel is shown only after the render that selects it; focus the field then.
  useEffect(() => {
    if (tab !== 'iban' || !fieldToFocus.current) return;
    document.getElementById(`${prefix}-${fieldToFocus.current}`)?.focus();
    fieldToFocus.current = null;
  }, [tab, prefix]);

  // The form refused a payee field while another tab was open (its submit): show that field.
  // Only when a field comes to be refused, not whenever the customer opens another tab.
  useEffect(() => {
    if (refusedField && tab !== 'iban') backToFields(refusedField);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- not on a change of tab, see above
  }, [refusedField]);

  function backToFields(focus: PayeeFieldName) {
    fieldToFocus.current = focus;
    setTab('iban');
  }

  function choose(payee: SavedPayee) {
    iban.onChange(normaliseIban(payee.ReceiverAccountNumber));
    name.onChange(payee.ReceiverName);
    bic.onChange(payee.ReceiverBic ?? '');
    backToFields('iban');
  }

  function read(barcode: VirtualBarcode) {
    iban.onChange(barcode.iban);
    backToFields('name');
    onBarcode(barcode);
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
          panel: <PayeeFields ids={ids} iban={iban} name={name} bic={bic} />,
        },
        {
          id: 'payees',
          label: t('kit.payeeEntryTabs.payeeListTab'),
          panel: <PayeeList payees={payees} onRemove={onRemovePayee} onSelect={choose} />,
        },
        {
          id: 'barcode',
          label: t('kit.payeeEntryTabs.barcodeTab'),
          panel: barcodeOpened && (
            <Suspense fallback={<LoadingOverlay loading />}>
              <BarcodeReader onRead={read} active={tab === 'barcode'} />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
