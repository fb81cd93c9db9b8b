/**
 * A company's attachments ('Liitteet'): documents its users send to the bank (spec §2,
 * `/bank/company/attachments`), listed and downloaded by the company's own users. The catalogue
 * names no call for them: these three are ours, in its words.
 */
import { z } from 'zod';
import { DOCUMENT_CONTENT_TYPES } from '../domain/forms/uploadContent';
import { checkUpload, UPLOAD_MESSAGES } from '../domain/forms/upload';
import { code } from '../domain/errors/message';
import { defineCall, type CallGroup } from './call';
import { entityId, noPayload } from './wire';

const group: CallGroup = 'bank';

export const companyAttachment = z.object({
  Id: z.uuid(),
  FileName: z.string(),
  /** Bytes. */
  Size: z.int(),
  ContentType: z.enum(DOCUMENT_CONTENT_TYPES),
  SentAt: z.iso.datetime({ offset: true }),
  /** The name of the company's user who sent it. */
  SentBy: z.string(),
});
export type CompanyAttachment = z.output<typeof companyAttachment>;

/**
 * The file as the upload box accepted it: the spec's size and types, by the name and the type
 * the browser gives. The bank then reads the content itself (`checkUploadedDocument`).
 */
export const attachmentUpload = z.object({
  File: z.file({ error: code('errors.validation.required') }).superRefine((file, context) => {
    const check = checkUpload(file);
    if (check !== 'ok') context.addIssue({ code: 'custom', message: UPLOAD_MESSAGES[check] });
  }),
});

/** A document the bank keeps: its bytes. */
export const attachmentDocument = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

export const companyAttachments = defineCall({
  group,
  name: 'company-attachments',
  request: noPayload,
  response: z.array(companyAttachment),
  policy: {
    summary: 'The documents the company has sent to the bank, newest first.',
    access: 'view',
    customerType: 'Company',
    reads: ['companyAttachments'],
  },
});

export const companyAttachmentUpload = defineCall({
  group,
  name: 'company-attachment-upload',
  request: attachmentUpload,
  response: companyAttachment,
  policy: {
    summary: 'Sends a document (PDF, JPG, GIF, PNG, HEIF or HEIC; at most 3 MB) to the bank.',
    access: 'act',
    customerType: 'Company',
    accepts: 'multipart/form-data',
    changes: ['companyAttachments'],
    perMinute: 30,
  },
});

export const companyAttachmentDownload = defineCall({
  group,
  name: 'company-attachment-download',
  request: z.object({ Id: entityId }),
  response: attachmentDocument,
  policy: {
    summary: 'One of the company’s documents, as it was sent.',
    access: 'view',
    customerType: 'Company',
    produces: DOCUMENT_CONTENT_TYPES,
    perMinute: 60,
  },
});
