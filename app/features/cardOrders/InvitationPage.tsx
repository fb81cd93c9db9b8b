import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { cardHolderInvitationApprovalUpdate } from '../../../api/cardHolders';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { useMessageText } from '../../../ui/MessageText';
import { Money } from '../../../ui/Money';
import { Stack } from '../../../ui/Stack';
import { ValueList } from '../../../ui/ValueList';
import { useCallMutation } from '../../data/calls';
import { useCustomer, useCustomerSwitch } from '../../shell/customer';
import { isEntityId } from '../../shell/entityId';
import { FocusedHeading } from '../../shell/FocusedHeading';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { WhenLoaded } from '../../shell/WhenLoaded';
import { useInvitationForInvitee } from './api';

/**
 * `/bank/cards/invitation/{invitationId}`: the invited person, logged in by strong
 * identification, sees which company invites her and with which card limit, and accepts or
 * rejects. Accepted, she can switch to the company and see the cards it gives her.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const { invitationId } = useParams();
  useDocumentTitle(t('cardOrders.invitation.title'));
  return (
    <Stack gap={5}>
      <h1>{t('cardOrders.invitation.title')}</h1>
      {isEntityId(invitationId) ? (
        <Invitation invitationId={invitationId} />
      ) : (
        <p>{t('cards.refusals.invitationNotFound')}</p>
      )}
    </Stack>
  );
}

function Invitation({ invitationId }: { invitationId: string }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const invitation = useInvitationForInvitee(invitationId);
  const answer = useCallMutation(cardHolderInvitationApprovalUpdate);
  const company = invitation.data?.CompanyName;

  if (answer.data && company !== undefined) {
    return answer.data.Status === 'Accepted' ? (
      <Accepted company={company} />
    ) : (
      <Stack gap={4}>
        <FocusedHeading>{t('cardOrders.invitation.rejected')}</FocusedHeading>
        <p>{t('cardOrders.invitation.rejectedText', { company })}</p>
        <div>
          <ButtonLink href="/bank/home">{t('cardOrders.invitation.toHome')}</ButtonLink>
        </div>
      </Stack>
    );
  }
  return (
    <WhenLoaded queries={[invitation]} failedTitle={t('cardOrders.invitation.loadFailed')}>
      {({ CompanyName, CardLimit, Status }) =>
        Status !== 'Pending' ? (
          <p>{t('cardOrders.invitation.answered')}</p>
        ) : (
          <Stack gap={4}>
            <p>{t('cardOrders.invitation.invites', { company: CompanyName })}</p>
            <ValueList
              items={[
                {
                  id: 'CardLimit',
                  term: t('cardOrders.invitation.limit'),
                  value: <Money cents={CardLimit} tone="plain" />,
                },
              ]}
            />
            <p>{t('cardOrders.invitation.explain')}</p>
            {answer.isError && (
              <AlertBox tone="error" title={t('cardOrders.invitation.answerFailed')}>
                {text(answer.error.message)}
              </AlertBox>
            )}
            <Stack direction="horizontal" gap={3} wrap>
              <Button
                busy={answer.isPending && answer.variables.Approved}
                disabled={answer.isPending}
                onClick={() => answer.mutate({ invitationId, Approved: true })}
              >
                {t('cardOrders.invitation.accept')}
              </Button>
              <Button
                variant="secondary"
                busy={answer.isPending && !answer.variables.Approved}
                disabled={answer.isPending}
                onClick={() => answer.mutate({ invitationId, Approved: false })}
              >
                {t('cardOrders.invitation.reject')}
              </Button>
            </Stack>
          </Stack>
        )
      }
    </WhenLoaded>
  );
}

/** She is the company's card holder now: switching to the company shows her its cards. */
function Accepted({ company }: { company: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: customer } = useCustomer();
  const switchTo = useCustomerSwitch();
  const target = customer?.AvailableCustomers.find(
    (candidate) => candidate.customerType === 'Company' && candidate.Name === company,
  );
  return (
    <Stack gap={4}>
      <FocusedHeading>{t('cardOrders.invitation.accepted', { company })}</FocusedHeading>
      <p>{t('cardOrders.invitation.acceptedText', { company })}</p>
      {target && (
        <div>
          <Button
            busy={switchTo.isPending}
            onClick={() =>
              switchTo.mutate(
                { CustomerId: target.CustomerId },
                { onSuccess: () => navigate('/bank/cards') },
              )
            }
          >
            {t('cardOrders.invitation.toCompanyCards')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
