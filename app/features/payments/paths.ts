/** The payment pages' addresses (spec §2; the future payments' own is our choice, see routes). */
export const PAYMENT_PATHS = {
  newPayment: '/bank/accounts/transfer',
  verification: '/bank/accounts/transfer/payee-verification',
  receipt: '/bank/accounts/transfer/receipt',
  futurePayments: '/bank/accounts/future-payments',
} as const;
