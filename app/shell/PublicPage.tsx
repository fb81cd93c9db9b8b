import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LanguageSwitch } from './LanguageSwitch';
import { BankName, Header, HeaderBar, PageFrame } from './PageFrame';

const Narrow = styled.div`
  max-width: 480px;
  margin: 0 auto;
`;

/** Pages before login: the bank's name, the language switch, one narrow column. */
export function PublicPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageFrame
      header={
        <Header>
          <HeaderBar>
            <BankName>{t('bank.name')}</BankName>
            <LanguageSwitch />
          </HeaderBar>
        </Header>
      }
    >
      <Narrow>{children}</Narrow>
    </PageFrame>
  );
}
