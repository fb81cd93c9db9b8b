import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { Stack } from '../../../ui/Stack';
import { ValueList, type ValueListItem } from '../../../ui/ValueList';
import { FocusedHeading } from '../../shell/FocusedHeading';

export interface MovementResultProps {
  title: string;
  items: readonly ValueListItem[];
  /** The balances are being fetched anew after the movement. */
  refreshing: boolean;
  onAgain: () => void;
}

/** Money moved: what moved, the fee, the new balances; then to the accounts or again. */
export function MovementResult({ title, items, refreshing, onAgain }: MovementResultProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <FocusedHeading>{title}</FocusedHeading>
      <LoadingOverlay loading={refreshing}>
        <ValueList items={items} />
      </LoadingOverlay>
      <Stack direction="horizontal" gap={3} wrap>
        <ButtonLink variant="secondary" href="/bank/accounts">
          {t('movements.common.toAccounts')}
        </ButtonLink>
        <Button onClick={onAgain}>{t('movements.common.again')}</Button>
      </Stack>
    </Stack>
  );
}
