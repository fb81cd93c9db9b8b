import type { Texts } from '../fi';

export const enCompanyAttachments: Texts['companyAttachments'] = {
  title: 'Attachments',
  lead: 'Send the company’s documents to the bank, such as financial statements or a trade register extract.',
  send: {
    heading: 'Send an attachment',
    button: 'Send attachment',
    sent: 'The attachment {{name}} has been sent to the bank.',
    failed: 'The attachment could not be sent',
  },
  viewOnly: 'You only have viewing rights to online banking, so you cannot send attachments.',
  list: {
    heading: 'Sent attachments',
    loadFailed: 'The attachments could not be loaded.',
    empty: 'The company has not sent any attachments yet.',
    sentBy: 'Sent by {{name}}',
    downloadButton: 'Download',
    download: 'Download {{name}}',
    downloadFailed: 'The attachment could not be downloaded.',
  },
  refusals: {
    brokenForm: 'The form was cut short. Please try again.',
    notFound: 'The attachment was not found.',
  },
};
