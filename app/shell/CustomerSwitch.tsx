import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCustomer, useCustomerSwitch } from './customer';
import { HeaderSelect } from './PageFrame';

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
      <HeaderSelect
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
      </HeaderSelect>
    </>
  );
}
