import * as company from '../../../api/company';
import * as attachments from '../../../api/companyAttachments';
import * as representative from '../../../api/companyRepresentative';
import { prefetchCall } from '../../data/calls';
import { prefetching, whenViewer } from '../../shell/prefetch';

/** Only a company's pages ask a company's calls: a person's session would be refused them. */
export const companyDetailsLoader = prefetching((client) =>
  whenViewer(client, (customer) => {
    if (customer.customerType === 'Company') prefetchCall(client, company.companyDetails, {});
  }),
);

export const companyAttachmentsLoader = prefetching((client) =>
  whenViewer(client, (customer) => {
    if (customer.customerType === 'Company') {
      prefetchCall(client, attachments.companyAttachments, {});
    }
  }),
);

export const representativeLoader = prefetching((client) =>
  whenViewer(client, (customer) => {
    if (customer.customerType === 'Company') {
      prefetchCall(client, representative.companyContactPerson, {});
      prefetchCall(client, representative.getAuthorizedCustomers, {});
    }
  }),
);
