import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html { -webkit-text-size-adjust: 100%; }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.typography.fontFamily};
    font-size: ${({ theme }) => theme.typography.size.md};
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
    color: ${({ theme }) => theme.colors.text.default};
    background: ${({ theme }) => theme.colors.background.page};
    font-variant-numeric: tabular-nums;
  }

  h1, h2, h3, h4 {
    color: ${({ theme }) => theme.colors.text.heading};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  }

  /* A heading's subtitle stands close under it. */
  :where(hgroup) > * { margin-block: 0; }
  :where(hgroup) > * + * { margin-block-start: ${({ theme }) => theme.space[1]}; }

  a { color: ${({ theme }) => theme.colors.text.link}; }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.border.focus};
    outline-offset: 2px;
  }

  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
