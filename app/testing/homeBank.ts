import * as loans from '../../api/loans';
import { paymentBank } from './paymentBank';
import { loanDueOn } from './sampleAccounts';

/**
 * A person with accounts, saved payees and a loan whose next instalment falls on a fixed day: the
 * home page and the payment form as screenshots show them, with nothing moving with the calendar.
 */
export const homeBank = () => paymentBank().on(loans.summary, [loanDueOn('2030-02-20')]);
