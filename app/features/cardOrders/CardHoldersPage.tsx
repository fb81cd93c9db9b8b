import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/ButtonLink';
import { Stack } from '../../../ui/Stack';
import { useKycPermission } from '../../shell/useKycPermission';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useCardHolders, useInvitations } from './api';
import { CardHolderList } from './CardHolderList';
import { CompanyCardsPage } from './CompanyCardsPage';
import { InvitationList } from './InvitationList';

/**
 * `/bank/cards/holders`: who holds the company's cards, and its invitations not yet accepted.
 * Someone who may only view the company sees both; ordering and the invitations' actions are
 * for those who may act.
 */
export function CardHoldersPage() {
  const { t } = useTranslation();
  return (
    <CompanyCardsPage
      title={t('cardOrders.holders.title')}
      intro={t('cardOrders.holders.intro')}
      acts={false}
    >
      <CardHolders />
    </CompanyCardsPage>
  );
}

function CardHolders() {
  const { t } = useTranslation();
  const mayAct = useKycPermission()?.allowed ?? false;
  const holders = useCardHolders();
  const invitations = useInvitations();
  return (
    <Stack gap={5}>
      {mayAct && (
        <Stack direction="horizontal" gap={3} wrap>
          <ButtonLink href="/bank/cards/add-business-card">
            {t('cardOrders.holders.orderCredit')}
          </ButtonLink>
          <ButtonLink variant="secondary" href="/bank/cards/business-prepaid-card">
            {t('cardOrders.holders.orderPrepaid')}
          </ButtonLink>
        </Stack>
      )}
      <section aria-labelledby="card-holders">
        <Stack gap={3}>
          <h2 id="card-holders">{t('cardOrders.holders.holdersTitle')}</h2>
          <WhenLoaded queries={[holders]} failedTitle={t('cardOrders.holders.holdersFailed')}>
            {(list) => <CardHolderList holders={list} />}
          </WhenLoaded>
        </Stack>
      </section>
      <section aria-labelledby="card-holder-invitations">
        <Stack gap={3}>
          <h2 id="card-holder-invitations">{t('cardOrders.holders.invitationsTitle')}</h2>
          <WhenLoaded
            queries={[invitations]}
            failedTitle={t('cardOrders.holders.invitationsFailed')}
          >
            {(list) => <InvitationList invitations={list} mayAct={mayAct} />}
          </WhenLoaded>
        </Stack>
      </section>
    </Stack>
  );
}
