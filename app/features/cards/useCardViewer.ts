import type { CardLimitsViewerRole } from '../../../ui/CardLimitsModal';
import { useCustomer } from '../../shell/customer';
import { useKycPermission } from '../../shell/useKycPermission';

export interface CardViewer {
  /** Undefined while it is not known who is logged in. */
  customerType: 'Person' | 'Company' | undefined;
  /** How the settings modals speak: a company's card holder is told to ask her employer. */
  role: CardLimitsViewerRole;
  /** May change the card's settings and open it again (the bank's `act`). */
  mayAct: boolean;
  /** A company's main user: orders cards, manages card holders, tops up prepaid cards. */
  isCompanyMainUser: boolean;
}

/** Who looks at the cards, and what the pages let her do (the bank refuses the rest anyway). */
export function useCardViewer(): CardViewer {
  const { data: customer } = useCustomer();
  const permission = useKycPermission();
  const cardHolder = customer?.Role === 'CardHolder';
  return {
    customerType: customer?.customerType,
    role: cardHolder ? 'CardHolder' : 'MainUser',
    mayAct: !cardHolder && customer?.Role !== 'ViewOnly' && (permission?.allowed ?? false),
    isCompanyMainUser: customer?.customerType === 'Company' && customer.Role === 'MainUser',
  };
}
