import { describe, expect, it } from 'vitest';
import { SAMPLE_CARD_APPLICATION, filledIn } from '../../testing/cardApplicationBank';
import { currentStep, stepNumber } from './steps';

describe('the step of a card application', () => {
  it('starts from the first part not yet filled in', () => {
    expect(currentStep(SAMPLE_CARD_APPLICATION, null)).toBe('application');
    expect(currentStep(filledIn('application'), null)).toBe('contact');
    expect(currentStep(filledIn('contact'), null)).toBe('terms');
  });

  it('goes back to an earlier part, never forward past an unfilled one', () => {
    expect(currentStep(filledIn('contact'), 'application')).toBe('application');
    expect(currentStep(SAMPLE_CARD_APPLICATION, 'terms')).toBe('application');
  });

  it('follows the bank’s answer once the application is sent', () => {
    const sent = filledIn('contact');
    expect(currentStep({ ...sent, Status: 'Refused' }, 'application')).toBe('proposal');
    expect(currentStep({ ...sent, Status: 'CardMade' }, null)).toBe('payment');
    const connected = { ...sent, Status: 'CardMade' as const, PaymentAccountId: sent.Id };
    expect(currentStep(connected, null)).toBe('done');
    expect(stepNumber('done')).toBe(5);
  });
});
