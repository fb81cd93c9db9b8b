import { useTranslation } from 'react-i18next';
import { code } from '../../../domain/errors/message';
import { AlertBox } from '../../../ui/AlertBox';
import { ButtonLink } from '../../../ui/ButtonLink';
import { useMessageText } from '../../../ui/MessageText';
import { Stack } from '../../../ui/Stack';
import { FocusedHeading } from '../../shell/FocusedHeading';
import type { CardApplication } from './api';
import { CARDS_PATH } from './paths';

/** The application's end: the new card, its limit, and the way to the card list. */
export function CardReady({ application }: { application: CardApplication }) {
  const { t } = useTranslation();
  const text = useMessageText();
  return (
    <Stack gap={4}>
      <FocusedHeading>{t('cardApplication.done.heading')}</FocusedHeading>
      <AlertBox tone="success">
        {text(
          code('cardApplication.done.card', {
            number: application.MaskedCardNumber ?? '',
            limit: application.GrantedLimit ?? 0,
          }),
        )}
      </AlertBox>
      <p>{t('cardApplication.done.delivery')}</p>
      <div>
        <ButtonLink href={CARDS_PATH}>{t('cardApplication.actions.toCards')}</ButtonLink>
      </div>
    </Stack>
  );
}
