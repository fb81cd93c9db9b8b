import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BankHeader } from './BankHeader';
import { PageFrame } from './PageFrame';

const Narrow = styled.div`
  max-width: 480px;
  margin: 0 auto;
`;

/** Pages before login: the bank's name, the language menu, one narrow column. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <PageFrame header={<BankHeader />}>
      <Narrow>{children}</Narrow>
    </PageFrame>
  );
}
