import type { FastifyInstance } from 'fastify';
import * as calls from '../../api/reports';

/** Reports: the kinds the bank draws, and account statements as PDF or CSV downloads. */
export async function reportsSlice(app: FastifyInstance) {
  const { statements } = app.services;

  app.serve(calls.getReportTypes, async () => calls.REPORT_TYPE_LIST);
  // A statement is written in the customer's language, like every other answer; the bank's
  // answers all carry Cache-Control: no-store.
  app.serve(calls.executeReport, async ({ input, session, request, reply }) => {
    const file = await statements.statement(session, input, request.language);
    reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`);
    return file.bytes;
  });
}
