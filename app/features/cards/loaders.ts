import * as bank from '../../../api/bank';
import * as cards from '../../../api/cards';
import { callQuery, prefetchCall } from '../../data/calls';
import { prefetching } from '../../shell/prefetch';

/**
 * The cards pages read the customer's cards, which call depends on who is logged in. A company's
 * card holder reads them too (her own cards), so this does not wait for a viewer.
 */
export const cardsLoader = prefetching((client) => {
  void client.fetchQuery(callQuery(bank.customer, {})).then(
    (customer) => {
      if (customer.customerType === 'Company') prefetchCall(client, cards.listCompany, {});
      else prefetchCall(client, cards.credit, {});
    },
    // The layout reads the customer too, and says it when that fails.
    () => undefined,
  );
});
