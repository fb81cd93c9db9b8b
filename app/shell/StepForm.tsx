import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Stack } from '../../ui/Stack';
import { FocusedHeading } from './FocusedHeading';
import { FormFooter } from './FormFooter';

/** One step's form: its heading (focused as it appears), fields, the bank's refusal and buttons. */
export function StepForm({
  title,
  onSubmit,
  onBack,
  refusal,
  busy,
  submitLabel,
  backLabel,
  children,
}: {
  title: string;
  onSubmit: (event: FormEvent) => void;
  /** Back to the previous step, for all but the first. */
  onBack?: () => void;
  refusal: string | null;
  busy: boolean;
  submitLabel?: string;
  /** The back button's words; 'Takaisin' unless given. */
  backLabel?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap={5}>
        <FocusedHeading>{title}</FocusedHeading>
        {children}
        <FormFooter refusal={refusal} busy={busy} label={submitLabel} />
        {onBack && (
          <div>
            <Button type="button" variant="secondary" onClick={onBack}>
              {backLabel ?? t('common.back')}
            </Button>
          </div>
        )}
      </Stack>
    </form>
  );
}
