import * as cardApplication from '../../../api/cardApplication';
import { prefetchCall } from '../../data/calls';
import { prefetching, whenViewer } from '../../shell/prefetch';

/** The application page: a person's application under way, and the documents' addresses. */
export const cardApplicationLoader = prefetching((client) =>
  whenViewer(client, (customer) => {
    if (customer.customerType !== 'Person') return;
    prefetchCall(client, cardApplication.onboardingLogin, {});
    prefetchCall(client, cardApplication.onboardingDocumentsUrls, {});
  }),
);
