import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as company from '../../api/company';
import * as attachments from '../../api/companyAttachments';
import { UPLOAD_MAX_BYTES } from '../../domain/forms/upload';
import { BankError } from '../bankError';
import { createCompanyAttachmentService } from './attachments';
import { createCompanyDetailsService } from './details';

/** `attachment; filename="…"` with the name in UTF-8 too (RFC 6266), whatever its letters. */
const contentDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * A form's fields for the call's schema: files as `File`s, the rest as texts. A form cut short or
 * malformed is the client's error, said as such, never a 500.
 */
async function formFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = Object.create(null);
  try {
    for await (const part of request.parts()) {
      fields[part.fieldname] =
        part.type === 'file'
          ? new File([new Uint8Array(await part.toBuffer())], part.filename, {
              type: part.mimetype,
            })
          : part.value;
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) throw error;
    throw new BankError('body', 'companyAttachments.refusals.brokenForm', 400);
  }
  return fields;
}

/**
 * The company's own pages: its details and its requests to the bank (`/bank/company`), and the
 * documents it sends (`/bank/company/attachments`). The slice's services are its own: no other
 * slice uses them.
 */
export async function companySlice(app: FastifyInstance) {
  const details = createCompanyDetailsService(app.db, app.now);
  const documents = createCompanyAttachmentService(app.db, app.now);

  // Forms with a file, in this slice only. A file over the limit is cut one byte past it, so the
  // call's schema refuses it by its size with the spec's message.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) request.body = await formFields(request);
  });

  for (const call of [company.companyDetails, company.companyDetailsByPost]) {
    app.serve(call, ({ session }) => details.read(session));
  }
  app.serve(company.companyDetailsUpdate, ({ session, input }) => details.update(session, input));
  app.serve(company.companyContactRequest, ({ session, input }) => details.request(session, input));

  app.serve(attachments.companyAttachments, ({ session }) => documents.list(session));
  app.serve(attachments.companyAttachmentUpload, ({ session, input }) =>
    documents.store(session, input.File),
  );
  app.serve(attachments.companyAttachmentDownload, async ({ session, input, reply }) => {
    const document = await documents.document(session, input.Id);
    reply
      .type(document.contentType)
      .header('content-disposition', contentDisposition(document.fileName));
    return document.content;
  });
}
