import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { type DefaultTheme } from 'styled-components';

export const Header = styled.header`
  background: ${({ theme }) => theme.colors.background.header};
  color: ${({ theme }) => theme.colors.text.onHeader};

  & :focus-visible {
    outline-color: ${({ theme }) => theme.colors.text.onHeader};
  }
`;

/** Phones first: the header's wide layout (menu bar, customer switch, log out) starts here. */
export const wide = ({ theme }: { theme: DefaultTheme }) =>
  `@media (min-width: ${theme.breakpoints.md}px)`;

/**
 * The bank's name, then its tools. The name is never cut for the tools: where both do not fit on
 * one line (the public pages' two menus in Finnish on a phone), the tools go under it, to the right.
 */
export const HeaderBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 1120px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[2]};

  ${wide} {
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  }
`;

/** The header's tools, kept together: they move under the bank's name as one. */
export const HeaderTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: auto;

  ${wide} {
    gap: ${({ theme }) => theme.space[3]};
  }
`;

/** What only a wide screen shows in the header; a phone has it in the menu sheet. */
export const WideOnly = styled.div`
  display: none;

  ${wide} {
    display: contents;
  }
`;

/** What only a phone shows in the header: the button of the menu sheet. */
export const NarrowOnly = styled.div`
  display: contents;

  ${wide} {
    display: none;
  }
`;

/** A button on the header bar: its text in the header's colour, underlined as a link. */
export const HeaderButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/** A select on the header bar, in the header's colours. */
export const HeaderSelect = styled.select`
  min-height: 44px;
  max-width: 16rem;
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 2px solid ${({ theme }) => theme.colors.text.onHeader};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background.header};
  color: ${({ theme }) => theme.colors.text.onHeader};
  font: inherit;
`;

export const BankName = styled.span`
  flex: 1 0 auto;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.bold};

  ${wide} {
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[2]};
  top: -100px;
  z-index: 1000;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.link};

  &:focus {
    top: ${({ theme }) => theme.space[2]};
  }
`;

export const Main = styled.main`
  max-width: 1120px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]} ${theme.space[8]}`};

  ${wide} {
    padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]} ${theme.space[8]}`};
  }

  &:focus {
    outline: none;
  }
`;

/** The skip link and the main landmark every page shares. */
export function PageFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink href="#content">{t('common.skipToContent')}</SkipLink>
      {header}
      <Main id="content" tabIndex={-1}>
        {children}
      </Main>
    </>
  );
}
