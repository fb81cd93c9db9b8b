import { describe, expect, it } from 'vitest';
import { foldOptions } from './folding';

const options = [{ value: 'Email' }, { value: 'Sms' }, { value: 'Post' }];

describe('foldOptions', () => {
  it('folds a choice to the chosen option in collapse mode', () => {
    expect(foldOptions(options, 'Sms', { collapsible: true, reopened: false })).toEqual({
      shown: [{ value: 'Sms' }],
      folded: true,
    });
  });

  it('shows every option once reopened', () => {
    expect(foldOptions(options, 'Sms', { collapsible: true, reopened: true })).toEqual({
      shown: options,
      folded: false,
    });
  });

  it('shows every option while nothing is chosen (a deselected choice among them)', () => {
    for (const value of [null, 'Fax'])
      expect(foldOptions(options, value, { collapsible: true, reopened: false })).toEqual({
        shown: options,
        folded: false,
      });
  });

  it('never folds outside collapse mode', () => {
    expect(foldOptions(options, 'Email', { collapsible: false, reopened: false }).folded).toBe(
      false,
    );
  });
});
