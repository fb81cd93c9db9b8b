import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  applyBackspace,
  applyDigit,
  CODE_LENGTH,
  codeToString,
  emptyCode,
  isCodeComplete,
  type CodeEdit,
} from './codeInput';
import { controlBox, FormField } from '../FormField';

export interface CodeInputProps {
  /** The group's visible label; 'Syötä 4-numeroinen koodi' unless told. */
  label?: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** Called once when all four digits are entered, and again only after the code changes. */
  onComplete: (code: string) => void;
  /** Called with the digits so far on every change (`'04'`). */
  onChange?: (code: string) => void;
  disabled?: boolean;
}

const Boxes = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const Box = styled.input`
  ${controlBox}
  width: 3rem;
  min-height: 3.5rem;
  padding: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

/**
 * Four boxes of one digit each. A digit moves on to the next box, a pasted 4-digit code fills
 * them all, Backspace clears and moves back, arrows move between the boxes.
 */
export function CodeInput({
  label,
  hint,
  error,
  onComplete,
  onChange,
  disabled = false,
}: CodeInputProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState(emptyCode);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  function apply({ code: next, focus }: CodeEdit) {
    const before = codeToString(code);
    const after = codeToString(next);
    setCode(next);
    // Selected, so the next digit typed there replaces the one it holds.
    boxes.current[focus]?.focus();
    boxes.current[focus]?.select();
    if (after === before) return;
    onChange?.(after);
    if (isCodeComplete(next)) onComplete(after);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>, index: number) {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1 };
    const typed = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (typed) {
      // The key itself, not the box's new text: a digit replaces the one in the box wherever
      // the caret is. Virtual keyboards that send no key reach onChange instead.
      event.preventDefault();
      apply(applyDigit(code, index, event.key));
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      apply(applyBackspace(code, index));
    } else if (event.key in moves) {
      event.preventDefault();
      boxes.current[moves[event.key] ?? index]?.focus();
    }
  }

  return (
    <FormField label={label ?? t('kit.codeInput.label')} hint={hint} error={error} group>
      {(field) => (
        <Boxes role="group" aria-labelledby={field.labelId}>
          {code.map((digit, index) => (
            <Box
              key={index}
              ref={(box) => {
                boxes.current[index] = box;
              }}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={t('kit.codeInput.digit', { position: index + 1, length: CODE_LENGTH })}
              aria-invalid={field.invalid || undefined}
              aria-describedby={field.describedBy}
              disabled={disabled}
              value={digit}
              onFocus={(event) => event.target.select()}
              onChange={(event) => apply(applyDigit(code, index, event.target.value))}
              onPaste={(event) => {
                event.preventDefault();
                apply(applyDigit(code, index, event.clipboardData.getData('text')));
              }}
              onKeyDown={(event) => handleKeyDown(event, index)}
            />
          ))}
        </Boxes>
      )}
    </FormField>
  );
}
