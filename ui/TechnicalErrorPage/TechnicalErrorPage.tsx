import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '../ButtonLink';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { Link } from '../Link';
import { Panel } from '../Panel';

/** The sandbox bank's customer-service number. */
export const CUSTOMER_SERVICE_PHONE = '010 123 4567';

export interface TechnicalErrorPageProps {
  /** Where 'Siirry etusivulle' goes: a full page load, so the app starts afresh. */
  homeHref?: string;
  /** Customer service's phone number as people write it. */
  phone?: string;
  /** Customer service's opening hours; defaults to 'ma–pe 9–16' in the user's language. */
  openingHours?: string;
  /** Shows a Sulje button (when the page is shown over something that can continue). */
  onClose?: () => void;
}

const Page = styled.main`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
`;

const Card = styled(Panel)`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  width: min(100%, 560px);
  padding: ${({ theme }) => theme.space[6]};

  & h1,
  & h2,
  & p {
    margin: 0;
  }
`;

const Close = styled(IconButton)`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
`;

const ErrorMark = styled.span`
  color: ${({ theme }) => theme.colors.feedback.danger.border};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.typography.size.xxl};
`;

const Contact = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};

  & h2 {
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;

/** The page the top-level error boundary shows: an apology, a way home and customer service. */
export function TechnicalErrorPage({
  homeHref = '/bank/home',
  phone = CUSTOMER_SERVICE_PHONE,
  openingHours,
  onClose,
}: TechnicalErrorPageProps) {
  const { t } = useTranslation();
  const contactId = useId();
  return (
    <Page>
      <Card>
        {onClose && <Close icon="close" label={t('common.close')} onClick={onClose} />}
        <ErrorMark>
          <Icon name="error" size={48} />
        </ErrorMark>
        <Title>{t('common.technicalErrorPage.title')}</Title>
        <p>{t('common.technicalErrorPage.text')}</p>
        <ButtonLink href={homeHref}>{t('common.technicalErrorPage.home')}</ButtonLink>
        <Contact aria-labelledby={contactId}>
          <h2 id={contactId}>{t('common.technicalErrorPage.customerService')}</h2>
          <p>{t('common.technicalErrorPage.customerServiceHelp')}</p>
          <p>
            {t('common.technicalErrorPage.phone')}:{' '}
            <Link href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</Link>
          </p>
          <p>
            {t('common.technicalErrorPage.openingHours')}:{' '}
            {openingHours ?? t('common.technicalErrorPage.defaultOpeningHours')}
          </p>
        </Contact>
      </Card>
    </Page>
  );
}
