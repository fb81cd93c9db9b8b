import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import styled from 'styled-components';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { useCustomer } from './customer';
import { BankQueries } from './BankQueries';
import { CustomerSwitch } from './CustomerSwitch';
import { FocusOnNavigation } from './FocusOnNavigation';
import { KycBanner } from './KycBanner';
import { LanguageMenu } from './LanguageMenu';
import { LoadFailed } from './LoadFailed';
import { MainMenu } from './MainMenu';
import { SchemeMenu } from './SchemeMenu';
import { MainNavigation } from './MainNavigation';
import { BankHeader } from './BankHeader';
import { interceptLinks } from './interceptLinks';
import { HeaderButton, NarrowOnly, PageFrame, WideOnly } from './PageFrame';
import { SessionMonitor } from './SessionMonitor';

// The gate of the pages of the customer's money and data comes with the frame, in its chunk.
export { ViewGate } from './ViewGate';

const Banners = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[5]};

  &:empty {
    display: none;
  }
`;

/**
 * The logged-in bank: header with the customer's menus (a bar on wide screens, a sheet behind a
 * button on phones), reminders, the page, the session watch.
 */
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
  // The kit's links in the bank's pages go through the router; the pages before login have none.
  useEffect(() => interceptLinks(document.body, (path) => void navigate(path)), [navigate]);
  const { data: customer, isPending, isError, error, refetch } = useCustomer();

  return (
    <PageFrame
      header={
        <BankHeader
          tools={
            <>
              <WideOnly>
                <CustomerSwitch />
              </WideOnly>
              <NarrowOnly>
                <MainMenu customer={customer} />
              </NarrowOnly>
              <WideOnly>
                <SchemeMenu />
              </WideOnly>
              <LanguageMenu />
              <WideOnly>
                <HeaderButton type="button" onClick={() => navigate('/bank/login/logout')}>
                  {t('menu.logout')}
                </HeaderButton>
              </WideOnly>
            </>
          }
        >
          {customer && (
            <WideOnly>
              <MainNavigation customer={customer} placement="bar" />
            </WideOnly>
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
