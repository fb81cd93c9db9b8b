import { useMutation } from '@tanstack/react-query';
import * as company from '../../../api/company';
import * as attachments from '../../../api/companyAttachments';
import * as representative from '../../../api/companyRepresentative';
import { useCall } from '../../data/calls';
import { downloadFile } from '../../shell/downloadFile';

/** The company's name, business ID and contact details. */
export const useCompanyDetails = () => useCall(company.companyDetails, {});

/** The documents the company has sent, newest first. */
export const useCompanyAttachments = () => useCall(attachments.companyAttachments, {});

/** Saves one of the company's documents under the name it was sent with. */
export const useAttachmentDownload = () =>
  useMutation({
    mutationFn: (attachment: attachments.CompanyAttachment) =>
      downloadFile(
        attachments.companyAttachmentDownload,
        { Id: attachment.Id },
        attachment.FileName,
      ),
  });

/** The company's contact person, or null when it has named none. */
export const useContactPerson = () => useCall(representative.companyContactPerson, {});

/** The persons with a right to the company, the widest right first. */
export const useAuthorizedCustomers = () => useCall(representative.getAuthorizedCustomers, {});
