import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styled, { css } from 'styled-components';
import { menuOf, type MenuCustomer } from './navigation';
import { UnreadMessages } from './UnreadMessages';

/** On a wide screen a bar below the header; on a phone a list in the menu sheet. */
type Placement = 'bar' | 'sheet';

const Menu = styled.ul<{ $placement: Placement }>`
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $placement, theme }) =>
    $placement === 'bar'
      ? css`
          display: flex;
          flex-wrap: wrap;
          gap: ${theme.space[1]};
          max-width: 1120px;
          margin: 0 auto;
          padding: 0 ${theme.space[2]};
        `
      : css`
          display: grid;
        `}
`;

const MenuLink = styled(NavLink)<{ $placement: Placement }>`
  display: flex;
  align-items: center;
  min-height: 44px;
  text-decoration: none;

  &[aria-current='page'] {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  &:hover {
    text-decoration: underline;
  }

  ${({ $placement, theme }) =>
    $placement === 'bar'
      ? css`
          padding: 0 ${theme.space[3]};
          color: ${theme.colors.text.onHeader};
          border-bottom: 3px solid transparent;

          &[aria-current='page'] {
            border-bottom-color: ${theme.colors.text.onHeader};
          }
        `
      : css`
          min-height: 48px;
          padding: 0 ${theme.space[3]};
          color: ${theme.colors.text.default};
          border-left: 4px solid transparent;

          &[aria-current='page'] {
            border-left-color: ${theme.colors.action.selected};
            background: ${theme.colors.background.muted};
          }
        `}
`;

/** The customer's destinations, the page they are on marked (`aria-current="page"`). */
export function MainNavigation({
  customer,
  placement,
}: {
  customer: MenuCustomer;
  placement: Placement;
}) {
  const { t } = useTranslation();
  const items = menuOf(customer);
  // A destination another one lies under (`/bank/customer`) is marked on its own page only.
  const hasOwnBelow = (to: string) => items.some((other) => other.to.startsWith(`${to}/`));
  return (
    <nav aria-label={t('menu.label')}>
      <Menu $placement={placement}>
        {items.map((item) => (
          <li key={item.to}>
            <MenuLink $placement={placement} to={item.to} end={hasOwnBelow(item.to)}>
              {t(`menu.${item.label}`)}
              {item.countsUnread && <UnreadMessages />}
            </MenuLink>
          </li>
        ))}
      </Menu>
    </nav>
  );
}
