import { describe, expect, it } from 'vitest';
import {
  FUNNEL_EVENT_DELAY_MS,
  createFunnelState,
  funnelPayload,
  recordStep,
  resetFunnel,
} from './funnel';

describe('recordStep', () => {
  it('sends a named step the first time it is reached', () => {
    const first = recordStep(createFunnelState(), 'loan-amount');
    expect(first.send).toBe(true);
    expect(first.state.recorded).toEqual(['loan-amount']);
  });

  it('does not send the same step twice in a session', () => {
    const { state } = recordStep(createFunnelState(), 'loan-amount');
    const again = recordStep(state, 'loan-amount');
    expect(again.send).toBe(false);
    expect(again.state).toBe(state);
  });

  it('sends a repeat when forced, without recording it twice', () => {
    const { state } = recordStep(createFunnelState(), 'loan-amount');
    const forced = recordStep(state, 'loan-amount', { force: true });
    expect(forced.send).toBe(true);
    expect(forced.state.recorded).toEqual(['loan-amount']);
  });

  it('keeps different steps apart', () => {
    const a = recordStep(createFunnelState(), 'loan-amount');
    const b = recordStep(a.state, 'identification');
    expect(b.send).toBe(true);
    expect(b.state.recorded).toEqual(['loan-amount', 'identification']);
  });

  it('never sends a blank step name', () => {
    const state = createFunnelState();
    expect(recordStep(state, '  ', { force: true })).toEqual({ state, send: false });
  });

  it('does not change the state it was given', () => {
    const state = createFunnelState();
    recordStep(state, 'loan-amount');
    expect(state.recorded).toEqual([]);
  });
});

describe('resetFunnel', () => {
  it('clears the recorded steps so they are sent again', () => {
    const { state } = recordStep(createFunnelState(), 'loan-amount');
    expect(recordStep(resetFunnel(state), 'loan-amount').send).toBe(true);
  });
});

describe('funnelPayload', () => {
  it('wraps the steps in the gtm object the tracker expects', () => {
    expect(funnelPayload(['loan-amount', ' identification '])).toEqual({
      gtm: { steps: ['loan-amount', 'identification'] },
    });
  });

  it('drops blank names', () => {
    expect(funnelPayload(['', 'x'])).toEqual({ gtm: { steps: ['x'] } });
  });
});

describe('FUNNEL_EVENT_DELAY_MS', () => {
  it('is the spec tracking delay', () => {
    expect(FUNNEL_EVENT_DELAY_MS).toBe(750);
  });
});
