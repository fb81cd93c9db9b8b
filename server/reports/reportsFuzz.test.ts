import { afterAll, beforeAll, describe, it } from 'vitest';
import * as referral from '../../api/referral';
import * as reports from '../../api/reports';
import { bankDayIso } from '../services/bankDay';
import { callFuzz, callsOf, fieldValues, startFuzzing, type ValidBody } from '../testing/callFuzz';
import { AINO, newKey } from '../testing/money';
import type { TestBank } from '../testing/testBank';

/** Every call of the referral programme and the reports, sent as Aino (who may make them all). */
const CALLS = [...callsOf(referral), ...callsOf(reports)];

const FIELDS = [
  'ReportType',
  'accountId',
  'start',
  'end',
  'Format',
  'IsConsent',
  'RecipientEmail',
  'RecipientPhoneNumber',
  'RecommendationTarget',
];

const today = bankDayIso(new Date());

let bank: TestBank;
let fuzz: ReturnType<typeof callFuzz>;
let statement: ValidBody;
let email: ValidBody;

beforeAll(async () => {
  const started = await startFuzzing(AINO);
  bank = started.bank;
  await bank.call({
    url: referral.recommendationConsent.path,
    cookie: started.cookie,
    body: { IsConsent: true },
  });
  fuzz = callFuzz(bank, started.cookie, {
    calls: CALLS,
    fields: FIELDS,
    value: fieldValues({
      ids: [started.account.id, started.customerId],
      numbers: [0, -1, 24, 25, 1e13],
      dates: [today, '2026-01-01', '2026-02-30', '0000-01-01', '9999-12-31', '2020-01-01'],
      words: [
        'AccountStatement',
        'PDF',
        'CSV',
        'Person',
        'Company',
        'ystava@example.fi',
        '+358401234567',
        '040 123 4567',
        '=1+1;"',
      ],
    }),
  });
  statement = [
    reports.executeReport,
    () => ({
      ReportType: 'AccountStatement',
      accountId: started.account.id,
      start: today,
      end: today,
      Format: 'CSV',
    }),
  ];
  email = [
    referral.sendEmailRecommendation,
    () => ({ RecipientEmail: 'ystava@example.fi', RecommendationTarget: 'Person' }),
  ];
});
afterAll(() => bank.close());

describe('fuzzed payloads for the referral and report calls never get a 500', () => {
  it(`random JSON, and the calls' own field names, to each of the ${CALLS.length} calls`, async () => {
    await fuzz.randomJson(40);
    await fuzz.nearlyValid(80);
  });

  it('valid requests with one of their fields replaced or removed', async () => {
    const sms: ValidBody = [
      referral.sendSmsRecommendation,
      () => ({ RecipientPhoneNumber: '+358401234567', RecommendationTarget: 'Company' }),
    ];
    const consent: ValidBody = [referral.recommendationConsent, () => ({ IsConsent: true })];
    await fuzz.oneFieldOff([statement, email, sms, consent], 80, {
      200: [statement, 'Format', 'PDF'],
      400: [email, 'RecipientEmail', 'ei-osoite'],
      404: [statement, 'accountId', newKey()],
    });
  });
});
