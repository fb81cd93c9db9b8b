import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface IconSvgProps {
  /** One drawing of 24×24 strokes (Icon.tsx, statusDrawings.tsx). */
  children: ReactNode;
  /** Width and height in px. */
  size?: number;
  /**
   * The icon's meaning for screen readers, only when the icon alone carries it. Without a title
   * the icon is decoration and hidden from assistive technology.
   */
  title?: string;
}

const Svg = styled.svg`
  flex-shrink: 0;
  vertical-align: middle;
`;

/** A drawing as an inline SVG icon of the kit, in the current text colour. */
export function IconSvg({ children, size = 20, title }: IconSvgProps) {
  const meaning = title
    ? ({ role: 'img', 'aria-label': title } as const)
    : ({ 'aria-hidden': true } as const);
  return (
    <Svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...meaning}
    >
      {children}
    </Svg>
  );
}
