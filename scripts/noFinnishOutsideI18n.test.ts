import { describe, expect, it } from 'vitest';
import { isFinnishText } from './finnishText';
import { sourceFiles, sourceTexts, type SourceText } from './sourceText';

/**
 * Finnish that is data, not the bank's words to a customer: it stays in the code. Tests, test
 * helpers (`testing/`) and the seed's demo data (`server/seed/`) are not read at all.
 */
const TOLERATED: { file: string; text?: string; why: string }[] = [
  {
    file: 'domain/identity/countries.ts',
    why: 'the spec’s country table, whose Name the wire carries in Finnish',
  },
  {
    file: 'server/payments/payeeDirectory.ts',
    why: 'the demo account holders of other banks: names, not words',
  },
  {
    file: 'server/ledger/internalAccounts.ts',
    why: 'the bank’s chart of accounts: the names its ledger finds its own accounts by',
  },
  {
    file: 'domain/payments/finnishBanks.ts',
    text: 'Ålandsbanken',
    why: 'a bank’s registered name, not a word',
  },
  { file: 'api/apiError.ts', text: 'verkkopankki', why: 'the CSRF header’s value' },
  { file: 'server/config.ts', text: 'verkkopankki', why: 'the OpenID Connect client id' },
];

const isTolerated = ({ file, text }: SourceText) =>
  TOLERATED.some((tolerated) => tolerated.file === file && (tolerated.text ?? text) === text);

const finnishTexts = new Map<string, SourceText[]>();

/** The Finnish texts of a folder's sources (read once), as `file:line "text"`. */
function finnishIn(folder: string, keep: (text: SourceText) => boolean): string[] {
  if (!finnishTexts.has(folder)) {
    const texts = sourceFiles(folder).flatMap(sourceTexts);
    finnishTexts.set(
      folder,
      texts.filter((text) => !text.messageKey && isFinnishText(text.text)),
    );
  }
  return finnishTexts
    .get(folder)!
    .filter(keep)
    .map(({ file, line, text }) => `${file}:${line} ${JSON.stringify(text)}`);
}

describe('what counts as Finnish words', () => {
  it.each([
    'Tämä tieto tarvitaan',
    'Tarkista viivakoodi',
    'Oma siirto',
    'Maksua ei löytynyt.',
    'Säästötili',
    'Korko',
    'miinus',
    'Todistus on annettu {{day, date}}.',
    'Syötä arvoksi enintään {}',
    '<p>{}</p><p><a href="/bank/login">Takaisin pankkiin</a></p>',
    'saldo-ja-korkotodistus.pdf',
  ])('finds %j', (text) => {
    expect(isFinnishText(text)).toBe(true);
  });

  it.each([
    'payments.rules.invalidIban',
    'errors.validation.tooLong|{"max":50}',
    'kyc_expired',
    'termDeposit',
    'verkkopankki.language',
    '/bank/login/logout?to=1',
    'SE',
    'Aino Virtanen',
    'Kiinteistö Oy Vallilan Helmi',
    'Opens a payment account (Kuluton käyttötili).',
    'No henkilötunnus for a birth date of {}',
    'The bank is running: {}/bank/login  ({} s, {})',
    'Phone number is to short',
  ])('lets %j pass', (text) => {
    expect(isFinnishText(text)).toBe(false);
  });
});

// Each folder's sources are parsed whole: seconds each on a busy two-core host.
describe('no Finnish sentence outside i18n/', { timeout: 30_000 }, () => {
  it.each(['domain', 'api', 'server', 'ui', 'app'])('%s/ has none', (folder) => {
    expect(finnishIn(folder, (text) => !isTolerated(text))).toEqual([]);
  });

  it('tolerates only texts that are still there', () => {
    const stillFinnish = ['domain', 'api', 'server', 'app'].flatMap((folder) =>
      finnishIn(folder, () => true),
    );
    const holding = (file: string, text?: string) =>
      stillFinnish.some(
        (found) =>
          found.startsWith(`${file}:`) &&
          (text === undefined || found.endsWith(JSON.stringify(text))),
      );
    expect(TOLERATED.filter(({ file, text }) => !holding(file, text))).toEqual([]);
  });
});
