import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Stack } from '../../ui/Stack';
import { CustomerSwitch } from './CustomerSwitch';
import { MainNavigation } from './MainNavigation';
import { SchemeMenu } from './SchemeMenu';
import { menuOf, type MenuCustomer } from './navigation';
import { UnreadMessages } from './UnreadMessages';

const MenuButton = styled.button`
  min-height: 44px;
  min-width: 44px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 2px solid ${({ theme }) => theme.colors.text.onHeader};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

/**
 * A phone's main menu: a button that opens the destinations, the customer switch, the colour
 * scheme and log out as
 * a sheet (the kit's modal: focus inside, the page behind inert, Esc closes, focus returns to the
 * button). Log out is there even when the customer's data failed to load. The sheet belongs to
 * the page it was opened on, so any navigation closes it.
 */
export function MainMenu({ customer }: { customer?: MenuCustomer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { key: page } = useLocation();
  const [openOn, setOpenOn] = useState<string>();
  const open = openOn === page;

  return (
    <>
      <MenuButton
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpenOn(page)}
      >
        {t('shell.menu')}
        {/* The unread messages show on the button too: on a phone the menu is closed. */}
        {customer && menuOf(customer).some((item) => item.countsUnread) && <UnreadMessages />}
      </MenuButton>
      <Modal
        variant="sheet"
        open={open}
        onClose={() => setOpenOn(undefined)}
        title={t('shell.menu')}
      >
        <Stack gap={5}>
          {customer && <MainNavigation customer={customer} placement="sheet" />}
          <CustomerSwitch />
          <div>
            <SchemeMenu />
          </div>
          <Button
            type="button"
            variant="secondary"
            block
            onClick={() => navigate('/bank/login/logout')}
          >
            {t('menu.logout')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
