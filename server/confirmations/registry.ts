import type { ConfirmationType } from '../../api/call';
import { cardAgreement } from '../cardApplication/operation';
import { cardOrder, cardStatusChange } from '../cards/operation';
import { companyPaymentControls, consumerPaymentControls } from '../paymentControls/operation';
import { bankAccountUpdate } from '../ownDetails/operation';
import { loanContract } from '../loanApplication/operation';
import { companyLoanContract } from '../companyLoanApplication/operation';
import { brokerApplicationConfirmation } from '../companyLoanApplication/brokerOperation';
import { futurePaymentEdit, sepaPayment } from '../payments/operations';
import type { BankServices } from '../plugins/services';
import { purchaseRightUpdate } from '../purchaseRights/operation';
import type { AuthFlow } from '../services/authFlows';
import { storedConfirmation, type ConfirmedOperation } from './operation';

/** Every confirmable operation, by type: a type without its operation does not compile. */
const OPERATIONS: { [T in ConfirmationType]: ConfirmedOperation<never> } = {
  SepaPayment: sepaPayment as ConfirmedOperation<never>,
  FuturePaymentEdit: futurePaymentEdit as ConfirmedOperation<never>,
  LoanContract: loanContract as ConfirmedOperation<never>,
  CardStatus: cardStatusChange as ConfirmedOperation<never>,
  CardOrder: cardOrder as ConfirmedOperation<never>,
  CardApplication: cardAgreement as ConfirmedOperation<never>,
  PaymentControlsConsumer: consumerPaymentControls as ConfirmedOperation<never>,
  PaymentControlsCompany: companyPaymentControls as ConfirmedOperation<never>,
  BankAccountUpdate: bankAccountUpdate as ConfirmedOperation<never>,
  PurchaseRights: purchaseRightUpdate as ConfirmedOperation<never>,
  CompanyLoanContract: companyLoanContract as ConfirmedOperation<never>,
  BrokerApplication: brokerApplicationConfirmation as ConfirmedOperation<never>,
};

/** Carries out the operation a confirmed flow holds. */
export async function carryOutConfirmed(services: BankServices, flow: AuthFlow): Promise<void> {
  const operation = OPERATIONS[flow.kind as ConfirmationType] as
    ConfirmedOperation<unknown> | undefined;
  if (!operation || !flow.userId || !flow.customerId) {
    throw new Error(`Flow ${flow.id} holds no operation to confirm`);
  }
  const { data } = storedConfirmation.parse(flow.payload);
  await operation.carryOut(
    services,
    { flowId: flow.id, userId: flow.userId, customerId: flow.customerId },
    operation.payload.parse(data),
  );
}
