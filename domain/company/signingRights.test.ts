import { describe, expect, it } from 'vitest';
import {
  awaitedSignatories,
  maySignForCompany,
  signaturesBindCompany,
  SIGNING_RIGHTS,
  type Signatory,
} from './signingRights';

describe('who may sign for a company', () => {
  it('every signing right but none makes the company a customer', () => {
    expect(SIGNING_RIGHTS.filter(maySignForCompany)).toEqual(['Alone', 'TwoTogether', 'Board']);
  });
});

const person = (personalId: string, signingRight: Signatory['signingRight']): Signatory => ({
  personalId,
  signingRight,
});

describe('the signatures that bind a company', () => {
  const twoTogether = [person('a', 'TwoTogether'), person('b', 'TwoTogether'), person('c', 'None')];
  const board = [person('a', 'Board'), person('b', 'Board'), person('c', 'Board')];

  it.each([
    ['one who signs alone', [person('a', 'Alone'), person('b', 'TwoTogether')], ['a'], true],
    ['one of two who sign together', twoTogether, ['a'], false],
    ['both who sign together', twoTogether, ['a', 'b'], true],
    ['one together with one without a right', twoTogether, ['a', 'c'], false],
    [
      'one together with one alone',
      [person('a', 'TwoTogether'), person('b', 'Alone')],
      ['a'],
      false,
    ],
    ['a third of the board', board, ['a'], false],
    ['two thirds of the board', board, ['a', 'c'], true],
    ['someone who is no representative', twoTogether, ['x', 'y'], false],
    ['nobody', twoTogether, [], false],
  ])('%s: binding %s', (_, representatives, signed, binds) => {
    expect(signaturesBindCompany(representatives, signed)).toBe(binds);
  });

  it('awaits the representatives with a right who have not signed, until the signatures bind', () => {
    expect(awaitedSignatories(twoTogether, []).map((r) => r.personalId)).toEqual(['a', 'b']);
    expect(awaitedSignatories(twoTogether, ['b']).map((r) => r.personalId)).toEqual(['a']);
    expect(awaitedSignatories(twoTogether, ['a', 'b'])).toEqual([]);
    expect(awaitedSignatories(board, ['a', 'b'])).toEqual([]);
  });
});
