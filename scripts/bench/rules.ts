import { Bench } from 'tinybench';
import { isValidIban } from '../../domain/payments/iban';
import { calculateLoan, effectiveAnnualRate } from '../../domain/loans/loanCalculator';
import { STANDARD_LOAN_OFFERS } from '../../domain/loans/loanOffers';
import { formatMicros, type Figure } from './report';

/** Median time per call of the rules the calculator and the payment forms run on every input. */
export async function benchRules(): Promise<Figure[]> {
  let amount = 10000;
  const bench = new Bench({ time: 500, warmupTime: 100 });
  bench
    .add('effectiveAnnualRate, 10 000 € / 36 months', () => {
      effectiveAnnualRate({
        amount,
        openingFee: 60,
        instalmentAmount: 312.9,
        months: 36,
        monthlyFee: 7.5,
      });
    })
    .add('calculateLoan, typical offer (slider step)', () => {
      // Each call is a new slider position, as when the customer drags the amount.
      amount = amount >= 30000 ? 1000 : amount + 1000;
      calculateLoan({ rows: STANDARD_LOAN_OFFERS, amount, months: 36 });
    })
    .add('isValidIban, printed form', () => {
      isValidIban('FI21 1234 5600 0007 85');
    });
  await bench.run();
  return bench.tasks.map((task) => {
    const result = task.result;
    const median = result && 'latency' in result ? result.latency.p50 : undefined;
    return {
      section: 'Rules (median per call)',
      name: task.name,
      value: median === undefined ? 'failed' : formatMicros(median * 1e6),
      target: task.name.startsWith('isValidIban') ? undefined : '< 50 µs',
    };
  });
}
