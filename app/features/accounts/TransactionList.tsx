import styled from 'styled-components';
import type { Transaction } from '../../../domain/accounts/transactions';
import { TransactionRow } from '../../../ui/TransactionRow';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Transactions newest first, each a link to its payment's details. */
export function TransactionList({ transactions }: { transactions: readonly Transaction[] }) {
  return (
    <List>
      {transactions.map((transaction) => (
        <li key={transaction.Id}>
          <TransactionRow
            transaction={transaction}
            href={`/bank/accounts/payment?paymentId=${transaction.Id}`}
          />
        </li>
      ))}
    </List>
  );
}
