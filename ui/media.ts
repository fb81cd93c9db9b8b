import type { DefaultTheme } from 'styled-components';

/** Phones: below the theme's small breakpoint (480 px). */
export const onPhone = ({ theme }: { theme: DefaultTheme }) =>
  `@media (max-width: ${theme.breakpoints.sm - 0.02}px)`;

/** A row of actions: on a phone each takes the full width, stacked, so all are the same size. */
export const actionsFullWidthOnPhone = ({ theme }: { theme: DefaultTheme }) =>
  `${onPhone({ theme })} { & > * { flex: 1 1 100%; } }`;
