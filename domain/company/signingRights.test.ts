import { describe, expect, it } from 'vitest';
import { maySignForCompany, SIGNING_RIGHTS } from './signingRights';

describe('who may sign for a company', () => {
  it('every signing right but none makes the company a customer', () => {
    expect(SIGNING_RIGHTS.filter(maySignForCompany)).toEqual(['Alone', 'TwoTogether', 'Board']);
  });
});
