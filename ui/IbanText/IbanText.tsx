import styled from 'styled-components';
import { ibanParts } from '../../domain/payments/ibanText';
import { SpokenText } from '../SpokenText';

export interface IbanTextProps {
  iban: string;
  /** Drops `FI` and its two check digits, as the bank's own account lists do. */
  hideFinnishPrefix?: boolean;
}

const Iban = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/**
 * An IBAN in groups of four; screen readers hear it character by character, group by group.
 * Another bank's account number in its own form is shown as given (`isIbanShaped`).
 */
export function IbanText({ iban, hideFinnishPrefix = false }: IbanTextProps) {
  return (
    <Iban>
      <SpokenText {...ibanParts(iban, { hideFinnishPrefix })} />
    </Iban>
  );
}
