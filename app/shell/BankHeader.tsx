import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { LanguageMenu } from './LanguageMenu';
import { BankName, Header, HeaderBar, HeaderTools } from './PageFrame';
import { SchemeMenu } from './SchemeMenu';

export interface BankHeaderProps {
  /** What the bar offers besides the bank's name; the scheme and language menus by default. */
  tools?: ReactNode;
  /** Below the bar: the menus of a logged-in customer. */
  children?: ReactNode;
}

/** The brand's logo (`BankTheme.logo`), if it has one, as tall as the name would be. */
const Logo = styled.img`
  display: block;
  height: 2rem;
  max-width: 100%;
`;

/** The brand-coloured header of every page. */
export function BankHeader({ tools = <PublicTools />, children }: BankHeaderProps) {
  const { t } = useTranslation();
  const { logo } = useTheme();
  return (
    <Header>
      <HeaderBar>
        <BankName>{logo ? <Logo src={logo} alt={t('shell.name')} /> : t('shell.name')}</BankName>
        <HeaderTools>{tools}</HeaderTools>
      </HeaderBar>
      {children}
    </Header>
  );
}

function PublicTools() {
  return (
    <>
      <SchemeMenu />
      <LanguageMenu />
    </>
  );
}
