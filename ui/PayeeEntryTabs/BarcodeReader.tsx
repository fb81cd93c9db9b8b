import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BARCODE_INPUT_MAX_LENGTH,
  parseVirtualBarcode,
  type VirtualBarcode,
} from '../../domain/payments/barcode';
import { Button } from '../Button';
import { FormField } from '../FormField';
import { Stack } from '../Stack';
import { TextInput } from '../TextInput';
import { InvoiceBarcodeScan } from './InvoiceBarcodeScan';

export interface BarcodeReaderProps {
  /** Called with what a valid barcode carries. */
  onRead: (barcode: VirtualBarcode) => void;
  /** The tab is shown: the camera is released when it is not. */
  active: boolean;
}

/**
 * The 'Lue viivakoodi' tab: the invoice's virtual barcode typed or pasted, read by the domain's
 * parseVirtualBarcode on 'Lue' (or Enter); a code it cannot read shows 'Tarkista viivakoodi'.
 * It sits inside the payment form, so Enter reads the code instead of sending the form. Below,
 * the printed barcode is read from a picture or PDF of the invoice, or by the camera.
 */
export function BarcodeReader({ onRead, active }: BarcodeReaderProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  function read() {
    const result = parseVirtualBarcode(code);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    onRead(result.value);
  }

  return (
    <Stack gap={5}>
      <Stack gap={4}>
        <FormField
          label={t('kit.payeeEntryTabs.barcode')}
          hint={t('kit.payeeEntryTabs.barcodeHint')}
          error={error}
        >
          <TextInput
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              read();
            }}
            maxLength={BARCODE_INPUT_MAX_LENGTH}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
          />
        </FormField>
        <div>
          <Button onClick={read}>{t('kit.payeeEntryTabs.read')}</Button>
        </div>
      </Stack>
      <InvoiceBarcodeScan onRead={onRead} active={active} />
    </Stack>
  );
}
