import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

export interface PanelProps extends HTMLAttributes<HTMLElement> {
  /** The element: a `section` when the panel has a heading of its own, else a `div`. */
  as?: 'div' | 'section' | 'article';
}

const StyledPanel = styled.div`
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/** A surface card: padding, rounded corners and a shadow. */
export function Panel({ as = 'div', ...rest }: PanelProps) {
  return <StyledPanel as={as} {...rest} />;
}
