import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CARD_LIMIT_MAXIMA,
  editableCardLimits,
  type CardUsageLimits,
  type GroupViewCard,
} from '../../domain/cards/cards';
import { centsToEuros, eurosToCents } from '../../domain/money/money';
import { AlertBox } from '../AlertBox';
import { AmountLimitField } from '../AmountLimitField';
import { Money } from '../Money';
import { SettingsDialog } from '../SettingsDialog';
import { Stack } from '../Stack';
import { ValueList } from '../ValueList';

/** Who looks at the card: the company's main user changes limits, a card holder may not. */
export type CardLimitsViewerRole = 'MainUser' | 'CardHolder';

export interface CardLimitsModalProps {
  open: boolean;
  card: Pick<GroupViewCard, 'CardTypeEnum' | 'IsCardUsageLimitsEditingAllowed'>;
  /** The card's current limits in cents. */
  limits: CardUsageLimits;
  viewerRole?: CardLimitsViewerRole;
  /** Tallenna: all four limits in cents, those not shown unchanged. */
  onSave: (limits: CardUsageLimits) => void;
  onClose: () => void;
  /** The limits are being saved. */
  busy?: boolean;
}

/**
 * 'Kortin rajat': the card's daily and monthly limits on sliders up to the rules' maxima (the
 * cash-withdrawal limits on physical cards only). Shown read-only when the server does not let
 * them be changed, and with a notice instead of the controls to a card holder.
 */
export function CardLimitsModal({ open, ...dialog }: CardLimitsModalProps) {
  return open ? <CardLimitsDialog {...dialog} /> : null;
}

function CardLimitsDialog({
  card,
  limits,
  viewerRole = 'MainUser',
  onSave,
  onClose,
  busy,
}: Omit<CardLimitsModalProps, 'open'>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(limits);
  // The limits this kind of card has, whether or not the server lets them be changed now.
  const shown = editableCardLimits({ ...card, IsCardUsageLimitsEditingAllowed: true });
  const editable = viewerRole === 'MainUser' && editableCardLimits(card).length > 0;

  const values = (
    <ValueList
      items={shown.map((field) => ({
        id: field,
        term: t(`kit.card.limit.${field}`),
        value: <Money cents={limits[field]} />,
      }))}
    />
  );

  return (
    <SettingsDialog
      title={t('kit.cardLimitsModal.title')}
      editable={editable}
      busy={busy}
      onSave={() => onSave(draft)}
      onClose={onClose}
    >
      {editable ? (
        <Stack gap={5}>
          {shown.map((field) => (
            <AmountLimitField
              key={field}
              name={field}
              label={t(`kit.card.limit.${field}`)}
              max={CARD_LIMIT_MAXIMA[field]}
              value={Math.round(centsToEuros(draft[field]))}
              disabled={busy}
              onChange={(euros) =>
                setDraft((current) => ({ ...current, [field]: eurosToCents(euros) }))
              }
            />
          ))}
        </Stack>
      ) : (
        <Stack gap={4}>
          {viewerRole === 'CardHolder' ? (
            <AlertBox tone="info">{t('kit.cardLimitsModal.cardHolderNotice')}</AlertBox>
          ) : (
            <p>{t('kit.cardLimitsModal.readOnly')}</p>
          )}
          {values}
        </Stack>
      )}
    </SettingsDialog>
  );
}
