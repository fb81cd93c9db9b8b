import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from './LanguageMenu';
import { BankName, Header, HeaderBar } from './PageFrame';

export interface BankHeaderProps {
  /** What the bar offers besides the bank's name; the language menu by default. */
  tools?: ReactNode;
  /** Below the bar: the menus of a logged-in customer. */
  children?: ReactNode;
}

/** The brand-coloured header of every page. */
export function BankHeader({ tools = <LanguageMenu />, children }: BankHeaderProps) {
  const { t } = useTranslation();
  return (
    <Header>
      <HeaderBar>
        <BankName>{t('shell.name')}</BankName>
        {tools}
      </HeaderBar>
      {children}
    </Header>
  );
}
