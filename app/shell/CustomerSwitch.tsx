import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useCustomer, useCustomerSwitch } from './customer';

const Select = styled.select`
  min-height: 44px;
  max-width: 16rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 2px solid ${({ theme }) => theme.colors.text.onHeader};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background.header};
  color: ${({ theme }) => theme.colors.text.onHeader};
  font: inherit;
`;

/** For people who act for themselves and for companies: choose whose bank you see. */
export function CustomerSwitch() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const { data: customer } = useCustomer();
  const switchTo = useCustomerSwitch();
  if (!customer || customer.AvailableCustomers.length < 2) return null;
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('menu.switchCustomer')}
      </label>
      <Select
        id={id}
        value={customer.CustomerId}
        disabled={switchTo.isPending}
        onChange={(event) =>
          switchTo.mutate(
            { CustomerId: event.target.value },
            { onSuccess: () => navigate('/bank/home') },
          )
        }
      >
        {customer.AvailableCustomers.map((option) => (
          <option key={option.CustomerId} value={option.CustomerId}>
            {option.Name}
          </option>
        ))}
      </Select>
    </>
  );
}
