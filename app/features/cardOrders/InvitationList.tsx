import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '../../../api/call';
import {
  removePendingInvitation,
  type pendingCardHolderInvitations,
} from '../../../api/cardHolders';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { CopyButton } from '../../../ui/CopyButton';
import { DateText } from '../../../ui/DateText';
import { useMessageText } from '../../../ui/MessageText';
import { Money } from '../../../ui/Money';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';
import { StatusBadge } from '../../../ui/StatusBadge';
import { ValueList } from '../../../ui/ValueList';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { useCallMutation } from '../../data/calls';
import { invitationLink } from './invitationLink';
import { PlainList } from './PlainList';
import { ResendInvitation } from './ResendInvitation';

type Invitation = CallOutput<typeof pendingCardHolderInvitations>[number];

/**
 * The company's invitations not yet accepted: each with its address, when it was sent and its
 * card limit; a pending one's link can be copied and it can be removed (after 'Haluatko
 * varmasti poistaa kutsun?'), and any can be sent again to a corrected address.
 */
export function InvitationList({
  invitations,
  mayAct,
}: {
  invitations: readonly Invitation[];
  mayAct: boolean;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [resending, setResending] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Invitation | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const remove = useCallMutation(removePendingInvitation, {
    onSuccess: () => {
      setRemoving(null);
      setDone(t('cardOrders.holders.removed'));
    },
  });
  if (invitations.length === 0) return <p>{t('cardOrders.holders.noInvitations')}</p>;
  return (
    <Stack gap={4}>
      <div role="status">{done && <AlertBox tone="success">{done}</AlertBox>}</div>
      {remove.isError && (
        <AlertBox tone="error" title={t('cardOrders.holders.removeFailed')}>
          {text(remove.error.message)}
        </AlertBox>
      )}
      <PlainList>
        {invitations.map((invitation) => (
          <li key={invitation.Id}>
            <Panel>
              <Stack gap={3}>
                <Stack direction="horizontal" gap={3} wrap>
                  <strong>{invitation.Email}</strong>
                  <StatusBadge
                    tone={invitation.Status === 'Pending' ? 'orange' : 'neutral'}
                    label={t(`cardOrders.holders.status.${invitation.Status}`)}
                  />
                </Stack>
                <ValueList
                  items={[
                    {
                      id: 'InsertTime',
                      term: t('cardOrders.holders.sent'),
                      value: <DateText date={invitation.InsertTime} />,
                    },
                    {
                      id: 'CardLimit',
                      term: t('cardOrders.holders.cardLimit'),
                      value: <Money cents={invitation.CardLimit} tone="plain" />,
                    },
                  ]}
                />
                {mayAct && resending === invitation.Id && (
                  <ResendInvitation
                    invitation={invitation}
                    onCancel={() => setResending(null)}
                    onSent={(email) => {
                      setResending(null);
                      setDone(t('cardOrders.holders.resent', { email }));
                    }}
                  />
                )}
                {mayAct && resending !== invitation.Id && (
                  <Stack direction="horizontal" gap={3} wrap>
                    {invitation.Status === 'Pending' && (
                      <CopyButton
                        value={invitationLink(invitation.Id)}
                        label={t('cardOrders.holders.copyLink', { email: invitation.Email })}
                      />
                    )}
                    <Button
                      variant="secondary"
                      onClick={() => {
                        setDone(null);
                        setResending(invitation.Id);
                      }}
                    >
                      {t('cardOrders.holders.resend')}
                      <VisuallyHidden> {invitation.Email}</VisuallyHidden>
                    </Button>
                    {invitation.Status === 'Pending' && (
                      <Button
                        variant="secondary"
                        onClick={() => {
                          setDone(null);
                          setRemoving(invitation);
                        }}
                      >
                        {t('cardOrders.holders.remove')}
                        <VisuallyHidden> {invitation.Email}</VisuallyHidden>
                      </Button>
                    )}
                  </Stack>
                )}
              </Stack>
            </Panel>
          </li>
        ))}
      </PlainList>
      <ConfirmDialog
        open={removing !== null}
        question={t('cards.invitation.removeQuestion')}
        onConfirm={() => removing && remove.mutate({ invitationId: removing.Id })}
        onCancel={() => setRemoving(null)}
        busy={remove.isPending}
      >
        {removing?.Email}
      </ConfirmDialog>
    </Stack>
  );
}
