import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router';
import styled from 'styled-components';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { useCustomer } from './customer';
import { BankQueries } from './BankQueries';
import { CustomerSwitch } from './CustomerSwitch';
import { FocusOnNavigation } from './FocusOnNavigation';
import { KycBanner } from './KycBanner';
import { LanguageSwitch } from './LanguageSwitch';
import { LoadFailed } from './LoadFailed';
import { menuOf } from './navigation';
import { BankHeader } from './BankHeader';
import { HeaderButton, PageFrame } from './PageFrame';
import { SessionMonitor } from './SessionMonitor';

// The gate of the pages of the customer's money and data comes with the frame, in its chunk.
export { ViewGate } from './ViewGate';

const Menu = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 1120px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[2]};
  list-style: none;
`;

const MenuLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.onHeader};
  text-decoration: none;
  border-bottom: 3px solid transparent;

  &[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.text.onHeader};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  &:hover {
    text-decoration: underline;
  }
`;

const Banners = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[5]};

  &:empty {
    display: none;
  }
`;

/** The logged-in bank: header with the customer's menus, reminders, the page, the session watch. */
export function BankLayout() {
  return (
    <BankQueries>
      <LoggedInPage />
    </BankQueries>
  );
}

function LoggedInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: customer, isPending, isError, error, refetch } = useCustomer();

  return (
    <PageFrame
      header={
        <BankHeader
          tools={
            <>
              <CustomerSwitch />
              <LanguageSwitch />
              <HeaderButton type="button" onClick={() => navigate('/bank/login/logout')}>
                {t('menu.logout')}
              </HeaderButton>
            </>
          }
        >
          {customer && (
            <nav aria-label={t('menu.label')}>
              <Menu>
                {menuOf(customer).map((item) => (
                  <li key={item.to}>
                    <MenuLink to={item.to} end={item.to === '/bank/company'}>
                      {t(`menu.${item.label}`)}
                    </MenuLink>
                  </li>
                ))}
              </Menu>
            </nav>
          )}
        </BankHeader>
      }
    >
      <SessionMonitor />
      <FocusOnNavigation />
      {isError ? (
        <LoadFailed title={t('menu.customerFailed')} error={error} onRetry={() => void refetch()} />
      ) : (
        <LoadingOverlay loading={isPending}>
          <Banners>
            <KycBanner />
          </Banners>
          <Outlet />
        </LoadingOverlay>
      )}
    </PageFrame>
  );
}
