import { and, desc, eq } from 'drizzle-orm';
import type { CompanyAttachment } from '../../api/companyAttachments';
import { UPLOAD_MESSAGES } from '../../domain/forms/upload';
import { checkUploadedDocument, type DocumentContentType } from '../../domain/forms/uploadContent';
import { BankError } from '../bankError';
import type { Database } from '../db/database';
import { companyAttachments, users } from '../db/schema';
import { assertPlainText } from '../services/textInput';
import type { BankSession } from '../services/sessions';

/** The longest file name kept; a longer one is refused rather than cut. */
const FILE_NAME_MAX_LENGTH = 200;

/** A kept document, to download. */
export interface AttachmentDocument {
  fileName: string;
  contentType: DocumentContentType;
  content: Uint8Array;
}

const listed = {
  Id: companyAttachments.id,
  FileName: companyAttachments.fileName,
  Size: companyAttachments.size,
  ContentType: companyAttachments.contentType,
  SentAt: companyAttachments.sentAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

type ListedRow = {
  [K in keyof typeof listed]: (typeof listed)[K]['_']['data'];
};

const toAttachment = ({ firstName, lastName, SentAt, ContentType, ...row }: ListedRow) =>
  ({
    ...row,
    ContentType: ContentType as DocumentContentType,
    SentAt: SentAt.toISOString(),
    SentBy: `${firstName} ${lastName}`,
  }) satisfies CompanyAttachment;

/**
 * A company's attachments: documents its users send, kept in the database as they came, each
 * read by the company's own users only (another customer's is not found). The bank reads the
 * content itself: the name and the browser's type can lie.
 */
export function createCompanyAttachmentService(db: Database, now: () => Date) {
  async function list(session: BankSession): Promise<CompanyAttachment[]> {
    const rows = await db
      .select(listed)
      .from(companyAttachments)
      .innerJoin(users, eq(users.id, companyAttachments.userId))
      .where(eq(companyAttachments.customerId, session.customerId))
      .orderBy(desc(companyAttachments.sentAt), desc(companyAttachments.id));
    return rows.map(toAttachment);
  }

  async function store(session: BankSession, file: File): Promise<CompanyAttachment> {
    const fileName = file.name.trim();
    assertPlainText('File', fileName);
    if (fileName.length > FILE_NAME_MAX_LENGTH) {
      throw new BankError('File', {
        key: 'errors.validation.tooLong',
        values: { max: FILE_NAME_MAX_LENGTH },
      });
    }
    const content = new Uint8Array(await file.arrayBuffer());
    const checked = checkUploadedDocument(fileName, content);
    if (checked.check !== 'ok') throw new BankError('File', UPLOAD_MESSAGES[checked.check]);
    const [row] = await db
      .insert(companyAttachments)
      .values({
        customerId: session.customerId,
        userId: session.userId,
        fileName,
        contentType: checked.contentType,
        size: content.length,
        content,
        sentAt: now(),
      })
      .returning({ id: companyAttachments.id, sentAt: companyAttachments.sentAt });
    return {
      Id: row!.id,
      FileName: fileName,
      Size: content.length,
      ContentType: checked.contentType,
      SentAt: row!.sentAt.toISOString(),
      SentBy: `${session.firstName} ${session.lastName}`,
    };
  }

  /** One of the company's documents; another customer's is not found, like one that never was. */
  async function document(session: BankSession, id: string): Promise<AttachmentDocument> {
    const [row] = await db
      .select({
        fileName: companyAttachments.fileName,
        contentType: companyAttachments.contentType,
        content: companyAttachments.content,
      })
      .from(companyAttachments)
      .where(
        and(eq(companyAttachments.id, id), eq(companyAttachments.customerId, session.customerId)),
      );
    if (!row) throw new BankError('Id', 'companyAttachments.refusals.notFound', 404);
    return { ...row, contentType: row.contentType as DocumentContentType };
  }

  return { list, store, document };
}
