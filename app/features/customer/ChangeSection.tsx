import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { Stack } from '../../../ui/Stack';

/**
 * One change of the customer's details: its button opens the form in place, which closes again
 * when cancelled or done (`children` gets `close`).
 */
export function ChangeSection({
  heading,
  open: openLabel,
  children,
}: {
  heading: string;
  open: string;
  children: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {openLabel}
        </Button>
      </div>
    );
  }
  return (
    <Panel>
      <Stack gap={4}>
        <h2>{heading}</h2>
        {children(() => setOpen(false))}
        <div>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('customer.changes.cancel')}
          </Button>
        </div>
      </Stack>
    </Panel>
  );
}
