import { describe, expect, it } from 'vitest';
import {
  compareNames,
  normalisePayeeName,
  PAYEE_VERIFICATION_RESULTS,
  PAYEE_VERIFICATION_TEXTS,
} from './payeeVerification';

describe('normalisePayeeName', () => {
  it('ignores case, accents, punctuation, legal forms and word order', () => {
    expect(normalisePayeeName('VIRTA SÄHKÖ OY')).toBe('sahko virta');
    expect(normalisePayeeName('Virta-Sähkö Oy.')).toBe('sahko virta');
    expect(normalisePayeeName('Virtanen, Aino')).toBe('aino virtanen');
    expect(normalisePayeeName('Nokia Oyj')).toBe('nokia');
    expect(normalisePayeeName('Kuljetus Nieminen Ky')).toBe('kuljetus nieminen');
    expect(normalisePayeeName('Spotify AB')).toBe('spotify');
    expect(normalisePayeeName('Acme Ltd.')).toBe('acme');
  });

  it('reads the Nordic and Polish letters that have no accent to drop as their plain forms', () => {
    expect(normalisePayeeName('Bjørn Ærø')).toBe('aero bjorn');
    expect(normalisePayeeName('Łukasz Wójcik')).toBe('lukasz wojcik');
    expect(normalisePayeeName('Straße GmbH')).toBe('strasse');
  });

  it('leaves nothing of a name that is only a legal form or punctuation', () => {
    expect(normalisePayeeName('Oy')).toBe('');
    expect(normalisePayeeName(' - . ')).toBe('');
  });
});

describe('compareNames: the name the customer typed against the holder’s name', () => {
  it.each([
    ['Virta Sähkö Oy', 'Virta Sähkö Oy'],
    ['virta sähkö', 'Virta Sähkö Oy'],
    ['Virta Sahko Oy', 'Virta Sähkö Oy'],
    ['Virtanen Aino', 'Aino Virtanen'],
    ['AINO VIRTANEN', 'Aino Virtanen'],
    ['Kiinteistö Oy Vallilan Helmi', 'KIINTEISTÖ OY VALLILAN HELMI'],
    ['Lukasz Wojcik', 'Łukasz Wójcik'],
  ])('%s is a match for %s', (given, holder) => {
    expect(compareNames(given, holder)).toBe('Match');
  });

  it.each([
    ['Aino Virtane', 'Aino Virtanen', 'a letter missing'],
    ['Aino Virtasen', 'Aino Virtanen', 'the genitive form'],
    ['Jukka Huusela', 'Jukka Kuusela', 'a typo in the first letter of a word'],
    ['Kuusela Jukka', 'Jukka Kuuselaa', 'names in the other order with a typo'],
    ['Aino Maria Virtanen', 'Aino Virtanen', 'a middle name'],
    ['Vallilan Helmi', 'Kiinteistö Oy Vallilan Helmi', 'the kind of company left out'],
    ['Asunto Oy Tuiran Ranta', 'As Oy Tuiran Ranta', 'Asunto written out'],
    ['Virtasähkö Oy', 'Virta Sähkö Oy', 'a space missing'],
  ])('%s is a close match for %s (%s)', (given, holder) => {
    expect(compareNames(given, holder)).toBe('CloseMatch');
  });

  it.each([
    ['Matti Meikäläinen', 'Aino Virtanen'],
    ['Virta Vesi Oy', 'Virta Sähkö Oy'],
    ['Aino Korhonen', 'Aino Virtanen'],
    ['Linkki Mobiili', 'Virta Sähkö Oy'],
    ['Oy', 'Oy'],
    ['', 'Aino Virtanen'],
  ])('%s is no match for %s', (given, holder) => {
    expect(compareNames(given, holder)).toBe('NoMatch');
  });

  it('gives the same answer whichever name is the holder’s', () => {
    for (const [a, b] of [
      ['Aino Virtane', 'Aino Virtanen'],
      ['Jukka Huusela', 'Jukka Kuusela'],
      ['Matti Meikäläinen', 'Aino Virtanen'],
    ] as const) {
      expect(compareNames(a, b)).toBe(compareNames(b, a));
    }
  });

  it('never answers NotPossible: that is for a bank that cannot be asked', () => {
    expect(PAYEE_VERIFICATION_RESULTS).toContain('NotPossible');
    expect(compareNames('x', 'y')).not.toBe('NotPossible');
  });
});

describe('what the customer is told', () => {
  it('names a title and a text in the catalogue for every result', () => {
    for (const result of PAYEE_VERIFICATION_RESULTS) {
      expect(PAYEE_VERIFICATION_TEXTS[result]).toEqual({
        title: `payments.payeeVerification.${result}.title`,
        text: `payments.payeeVerification.${result}.text`,
      });
    }
  });
});
