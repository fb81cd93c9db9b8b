/**
 * Reports: the kinds the bank draws, and a report executed as a document to download. The one
 * kind is the account statement (tiliote) of one of the customer's accounts for a period, as PDF
 * or CSV.
 */
import { z } from 'zod';
import { code } from '../domain/errors/message';
import { STATEMENT_MAX_MONTHS, statementPeriodProblems } from '../domain/reports/statementPeriod';
import { defineCall, type CallGroup } from './call';
import { refineWith } from './refine';
import { calendarDate, entityId, noPayload } from './wire';

const group: CallGroup = 'bank';

export const REPORT_TYPES = ['AccountStatement'] as const;
export const REPORT_FORMATS = ['PDF', 'CSV'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const reportType = z.object({
  ReportType: z.enum(REPORT_TYPES),
  Formats: z.array(z.enum(REPORT_FORMATS)),
  /** The longest period one report may cover. */
  MaxPeriodMonths: z.int(),
});

export const REPORT_TYPE_LIST: z.output<typeof reportType>[] = [
  {
    ReportType: 'AccountStatement',
    Formats: ['PDF', 'CSV'],
    MaxPeriodMonths: STATEMENT_MAX_MONTHS,
  },
];

/** An account statement's request: the account, the period (both days included), the format. */
export const reportRequest = z
  .object({
    ReportType: z.enum(REPORT_TYPES, { error: code('reports.validation.reportType') }),
    accountId: entityId,
    start: calendarDate,
    end: calendarDate,
    Format: z.enum(REPORT_FORMATS, { error: code('reports.validation.format') }),
  })
  .superRefine(refineWith(statementPeriodProblems));

/** A document the bank draws: the bytes of the PDF or the CSV. */
export const reportDocument = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

export const getReportTypes = defineCall({
  group,
  name: 'get-report-types',
  request: noPayload,
  response: z.array(reportType),
  policy: {
    summary: 'The reports the customer may have drawn, with their formats and longest period.',
    access: 'view',
    reads: ['accounts'],
  },
});

export const executeReport = defineCall({
  group,
  name: 'execute-report',
  request: reportRequest,
  response: reportDocument,
  policy: {
    summary: 'An account statement of the customer’s own account for a period, as PDF or CSV.',
    access: 'view',
    produces: ['application/pdf', 'text/csv'],
    perMinute: 30,
  },
});
