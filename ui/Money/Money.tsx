import styled from 'styled-components';
import { amountTone, moneyParts, type AmountTone, type Cents } from '../../domain/money/money';
import { SpokenText } from '../SpokenText';

export type MoneyTone = 'auto' | 'plain';

export interface MoneyProps {
  /** The amount in cents, signed. */
  cents: Cents;
  /** `+` in front of positive amounts (incoming transactions). */
  signPrefix?: boolean;
  /**
   * `auto`: negatives red and, with `signPrefix`, positives green (the sign is there too, so
   * colour is never alone); `plain`: the text colour around it (balances, totals).
   */
  tone?: MoneyTone;
}

const Amount = styled.span<{ $tone: AmountTone }>`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $tone }) =>
    $tone === 'positive'
      ? theme.colors.text.positive
      : $tone === 'negative'
        ? theme.colors.text.negative
        : 'inherit'};
`;

/**
 * An amount of euros in the Finnish format (spec §9, in every language); screen readers hear it
 * in words in the customer's language ('miinus 12,00 euroa', 'minus 12,00 euro', 'minus 12.00 euros').
 */
export function Money({ cents, signPrefix = false, tone = 'auto' }: MoneyProps) {
  const sign = amountTone(cents);
  const shownTone: AmountTone =
    tone === 'plain' || (sign === 'positive' && !signPrefix) ? 'neutral' : sign;
  return (
    <Amount $tone={shownTone}>
      <SpokenText {...moneyParts(cents, { signPrefix })} />
    </Amount>
  );
}
