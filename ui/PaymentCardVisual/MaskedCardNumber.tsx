import { useTranslation } from 'react-i18next';
import { SpokenText } from '../SpokenText';

/** The last four digits of a masked card number (`4405 12•• •••• 1234` → `1234`). */
export function lastCardDigits(maskedCardNumber: string): string {
  return maskedCardNumber.replace(/\D/g, '').slice(-4);
}

export interface MaskedCardNumberProps {
  maskedCardNumber: string;
}

/** A masked card number as shown; screen readers hear 'kortin numero päättyy 1234', not the masks. */
export function MaskedCardNumber({ maskedCardNumber }: MaskedCardNumberProps) {
  const { t } = useTranslation();
  return (
    <SpokenText
      display={maskedCardNumber}
      aria={t('kit.paymentCardVisual.numberEnding', { digits: lastCardDigits(maskedCardNumber) })}
    />
  );
}
