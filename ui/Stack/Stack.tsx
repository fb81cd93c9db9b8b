import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

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
  gap: ${({ theme, $gap }) => theme.space[$gap] ?? theme.space[4]};
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
