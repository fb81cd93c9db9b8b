import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  CARD_REGIONS,
  canEditCardRegions,
  type CardRestrictions,
  type GroupViewCard,
} from '../../domain/cards/cards';
import { AlertBox } from '../AlertBox';
import type { CardLimitsViewerRole } from '../CardLimitsModal';
import { SettingsDialog } from '../SettingsDialog';
import { Stack } from '../Stack';
import { Toggle } from '../Toggle';
import { ValueList } from '../ValueList';

export interface BlockedRegionsModalProps {
  open: boolean;
  card: Pick<GroupViewCard, 'IsCardRestrictionsEditingAllowed'>;
  /** The card's restrictions as the bank keeps them: `true` means use is blocked there. */
  restrictions: CardRestrictions;
  /** A company's card holder sees the regions with a notice to ask her employer. */
  viewerRole?: CardLimitsViewerRole;
  /** Tallenna: the restrictions in the bank's sense (`true` = blocked). */
  onSave: (restrictions: CardRestrictions) => void;
  onClose: () => void;
  /** The restrictions are being saved. */
  busy?: boolean;
}

const Intro = styled.p`
  margin: 0;
`;

/**
 * 'Estetyt käyttöalueet': where in the world the card works. Each region is a switch that is on
 * where the card may be used, as a card's settings read in everyday speech; beneath its name the
 * switch says 'Käyttö sallittu' or 'Käyttö estetty' in words. `onSave` turns it back into the
 * bank's restrictions (true = blocked). Read-only, as a list in words, when the server says so,
 * and with a notice to a company's card holder.
 */
export function BlockedRegionsModal({ open, ...dialog }: BlockedRegionsModalProps) {
  return open ? <BlockedRegionsDialog {...dialog} /> : null;
}

function BlockedRegionsDialog({
  card,
  restrictions,
  viewerRole = 'MainUser',
  onSave,
  onClose,
  busy,
}: Omit<BlockedRegionsModalProps, 'open'>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(restrictions);
  const editable = viewerRole === 'MainUser' && canEditCardRegions(card);
  const usageText = (blocked: boolean) =>
    blocked ? t('kit.blockedRegionsModal.blocked') : t('kit.blockedRegionsModal.allowed');

  return (
    <SettingsDialog
      title={t('kit.blockedRegionsModal.title')}
      editable={editable}
      busy={busy}
      onSave={() => onSave(draft)}
      onClose={onClose}
    >
      {editable ? (
        <Stack gap={4}>
          <Intro>{t('kit.blockedRegionsModal.intro')}</Intro>
          {CARD_REGIONS.map((region) => (
            <Toggle
              key={region}
              label={t(`kit.card.region.${region}`)}
              description={usageText(draft[region])}
              checked={!draft[region]}
              disabled={busy}
              onChange={(allowed) => setDraft((current) => ({ ...current, [region]: !allowed }))}
            />
          ))}
        </Stack>
      ) : (
        <Stack gap={4}>
          {viewerRole === 'CardHolder' ? (
            <AlertBox tone="info">{t('kit.blockedRegionsModal.cardHolderNotice')}</AlertBox>
          ) : (
            <Intro>{t('kit.blockedRegionsModal.readOnly')}</Intro>
          )}
          <ValueList
            items={CARD_REGIONS.map((region) => ({
              id: region,
              term: t(`kit.card.region.${region}`),
              value: usageText(restrictions[region]),
            }))}
          />
        </Stack>
      )}
    </SettingsDialog>
  );
}
