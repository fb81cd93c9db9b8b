import styled from 'styled-components';
import type { BankTheme, SemanticColors } from '../../themes';

/** `neutral` is for badges the rules give no colour, such as 'Viimeinen erä'. */
export type StatusBadgeTone = 'green' | 'orange' | 'red' | 'neutral';

export interface StatusBadgeProps {
  tone: StatusBadgeTone;
  /** The status in words: the label carries the meaning, the colour only repeats it. */
  label: string;
}

function colours(theme: BankTheme, tone: StatusBadgeTone): SemanticColors['badge']['green'] {
  return tone === 'neutral'
    ? { surface: theme.colors.background.muted, text: theme.colors.text.default }
    : theme.colors.badge[tone];
}

const Pill = styled.span<{ $tone: StatusBadgeTone }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => colours(theme, $tone).surface};
  color: ${({ theme, $tone }) => colours(theme, $tone).text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  white-space: nowrap;
`;

/** A status pill ('Myöhässä', 'Aktiivinen') in the badge colours of the theme. */
export function StatusBadge({ tone, label }: StatusBadgeProps) {
  return <Pill $tone={tone}>{label}</Pill>;
}
