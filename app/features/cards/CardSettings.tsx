import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as cards from '../../../api/cards';
import type { CardSettingsRequest } from '../../../domain/cards/cardSettings';
import { AlertBox } from '../../../ui/AlertBox';
import { BlockedRegionsModal } from '../../../ui/BlockedRegionsModal';
import { Button } from '../../../ui/Button';
import { CardLimitsModal } from '../../../ui/CardLimitsModal';
import { useMessageText } from '../../../ui/MessageText';
import { useCallMutation } from '../../data/calls';
import { ActionButtons } from './ActionButtons';
import type { CardDetails } from './api';
import type { CardViewer } from './useCardViewer';

type Setting = 'limits' | 'regions';

const SAVED = {
  limits: 'cards.settings.limitsSaved',
  regions: 'cards.settings.regionsSaved',
} as const satisfies Record<Setting, string>;

/**
 * 'Kortin rajat' and 'Estetyt käyttöalueet': each opens its modal, saved with one update call
 * of its own (the spec's one setting per call). Shown read-only where the card's flags say so or
 * the viewer may not act; a card holder is told to contact her employer.
 */
export function CardSettings({ card, viewer }: { card: CardDetails; viewer: CardViewer }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const headingId = useId();
  const [open, setOpen] = useState<Setting | null>(null);
  const [saved, setSaved] = useState<Setting | null>(null);
  const call =
    viewer.customerType === 'Company' ? cards.companyCardSettings : cards.consumerCardSettings;
  const save = useCallMutation(call);
  const flags = viewer.mayAct
    ? card
    : { ...card, IsCardUsageLimitsEditingAllowed: false, IsCardRestrictionsEditingAllowed: false };

  const update = (setting: Setting, requestObject: CardSettingsRequest) => {
    setSaved(null);
    save.mutate(
      { cardId: card.CardId, requestObject },
      {
        onSuccess: () => setSaved(setting),
        onSettled: () => setOpen(null),
      },
    );
  };
  const openSetting = (setting: Setting) => {
    save.reset();
    setSaved(null);
    setOpen(setting);
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('cards.settings.title')}</h2>
      <ActionButtons>
        <Button variant="secondary" onClick={() => openSetting('limits')}>
          {t('kit.cardLimitsModal.title')}
        </Button>
        <Button variant="secondary" onClick={() => openSetting('regions')}>
          {t('kit.blockedRegionsModal.title')}
        </Button>
      </ActionButtons>
      {saved && <AlertBox tone="success">{t(SAVED[saved])}</AlertBox>}
      {save.isError && (
        <AlertBox tone="error" title={t('cards.settings.saveFailed')}>
          {text(save.error.message)}
        </AlertBox>
      )}
      <CardLimitsModal
        open={open === 'limits'}
        card={flags}
        limits={card.CreditCardUsageLimits}
        viewerRole={viewer.role}
        busy={save.isPending}
        onSave={(limits) => update('limits', { CreditCardUsageLimits: limits })}
        onClose={() => setOpen(null)}
      />
      <BlockedRegionsModal
        open={open === 'regions'}
        card={flags}
        restrictions={card.CreditCardRestrictions}
        viewerRole={viewer.role}
        busy={save.isPending}
        onSave={(restrictions) => update('regions', { CreditCardRestrictions: restrictions })}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}
