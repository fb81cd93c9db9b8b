import type { HTMLAttributes } from 'react';
import styled, { type DefaultTheme } from 'styled-components';

export type StackDirection = 'vertical' | 'horizontal';
export type StackAlign = 'start' | 'center' | 'end' | 'stretch';

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  direction?: StackDirection;
  /** A step of the theme's spacing scale: 0 … 8 (4 = 16 px). */
  gap?: number;
  /** Cross-axis alignment of the children. */
  align?: StackAlign;
  /** Horizontal stacks may wrap onto several lines on narrow screens. */
  wrap?: boolean;
}

const alignments: Record<StackAlign, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
};

const gapOf = ({ theme, $gap }: { theme: DefaultTheme; $gap: number }) =>
  theme.space[$gap] ?? theme.space[4];

const StyledStack = styled.div<{
  $direction: StackDirection;
  $gap: number;
  $align: StackAlign;
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => ($direction === 'vertical' ? 'column' : 'row')};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ $align }) => alignments[$align]};
  gap: ${gapOf};

  /* The gap is the space between the children: a child's bottom margin, or a paragraph's or a
     list's top one, would add to it. A heading keeps the space above it, where a new part starts,
     unless it starts the stack. Without specificity, so that a child's own margin still counts. */
  :where(&) > * {
    margin-block-end: 0;
  }

  :where(&) > :where(:first-child) {
    margin-block-start: 0;
  }

  :where(&) > :where(p, ul, ol, dl) {
    margin-block-start: 0;
  }

  /* A status region waiting for its message takes no gap either. */
  :where(&) > :where([role='status'], [role='alert'], [aria-live]):where(:empty) {
    margin-${({ $direction }) => ($direction === 'vertical' ? 'block' : 'inline')}-end: calc(
      -1 * ${gapOf}
    );
  }
`;

/** Lays its children out in a row or a column with a gap from the spacing scale. */
export function Stack({
  direction = 'vertical',
  gap = 4,
  align = 'stretch',
  wrap = false,
  ...rest
}: StackProps) {
  return <StyledStack $direction={direction} $gap={gap} $align={align} $wrap={wrap} {...rest} />;
}
