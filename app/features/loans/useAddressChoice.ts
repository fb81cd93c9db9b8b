import { useNavigate, useSearchParams } from 'react-router';
import { focusContent } from '../../shell/FocusOnNavigation';

/** What a loan action's address names: the loan, then its instalment. */
export type AddressChoice = 'loanId' | 'installmentId';

/** The page's query with one more choice in it, the others kept. */
export function searchWith(params: URLSearchParams, name: AddressChoice, id: string): string {
  const next = new URLSearchParams(params);
  next.set(name, id);
  return `?${next.toString()}`;
}

/**
 * Writes the customer's choice into the address: a reload shows the same step, and as the
 * address is replaced, not added to, back leaves the action rather than undoing the choice.
 * The next step is read from its top, as after moving to another page.
 */
export function useAddressChoice(): (name: AddressChoice, id: string) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (name, id) => {
    void navigate({ search: searchWith(params, name, id) }, { replace: true });
    focusContent();
  };
}
