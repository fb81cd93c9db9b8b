import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconButton } from '../IconButton';

/** Spec §9: the copy confirmation 'Kopioitu' shows for 1000 ms. */
export const COPY_CONFIRMATION_MS = 1000;

export interface CopyButtonProps {
  /** The text put on the clipboard: an IBAN, a reference. */
  value: string;
  /** The button's accessible name, saying what is copied: 'Kopioi tilinumero'. */
  label: string;
}

type Outcome = 'copied' | 'failed' | null;

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

const Message = styled.span<{ $failed: boolean }>`
  color: ${({ theme, $failed }) =>
    $failed ? theme.colors.feedback.danger.text : theme.colors.text.default};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/**
 * A 44 px button that copies a value and says 'Kopioitu' for a second, politely to screen
 * readers as well. A refused clipboard says so and stays until the next try: a second is too
 * short to read an error.
 */
export function CopyButton({ value, label }: CopyButtonProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    setOutcome(null);
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      setOutcome('failed');
      return;
    }
    setOutcome('copied');
    timer.current = setTimeout(() => setOutcome(null), COPY_CONFIRMATION_MS);
  }

  return (
    <Wrapper>
      <IconButton
        icon={outcome === 'copied' ? 'check' : 'copy'}
        label={label}
        onClick={() => void copy()}
      />
      {/* The live region is there before the message, so screen readers announce it. */}
      <Message role="status" $failed={outcome === 'failed'}>
        {outcome === 'copied' && t('kit.copyButton.copied')}
        {outcome === 'failed' && t('kit.copyButton.failed')}
      </Message>
    </Wrapper>
  );
}
