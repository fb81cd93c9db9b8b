import type { ReactNode } from 'react';
import { IconSvg, type IconSvgProps } from './IconSvg';
import { statusDrawings } from './statusDrawings';

/** 24×24 stroke drawings; stroke and fill come from the <svg>, so every icon takes currentColor. */
const drawings = {
  ...statusDrawings,
  close: <path d="M18 6 6 18M6 6l12 12" />,
  plus: <path d="M12 5v14M5 12h14" />,
  copy: (
    <>
      <rect x="9" y="9" width="13" height="13" rx="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </>
  ),
  check: <path d="M20 6 9 17l-5-5" />,
  'chevron-down': <path d="m6 9 6 6 6-6" />,
  'chevron-up': <path d="m18 15-6-6-6 6" />,
  upload: <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />,
  file: (
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6M8 13h8M8 17h5" />
  ),
  card: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20M6 15h4" />
    </>
  ),
  'card-virtual': (
    <>
      <rect x="5" y="2" width="14" height="20" rx="2" />
      <path d="M9 6h6M12 18h.01" />
    </>
  ),
  'card-other': (
    <>
      <rect x="2" y="8" width="16" height="12" rx="2" />
      <path d="M6 4h14a2 2 0 0 1 2 2v9M2 12h16" />
    </>
  ),
  transfer: <path d="m17 3 4 4-4 4M21 7H7M7 21l-4-4 4-4M3 17h14" />,
  interest: (
    <>
      <path d="M19 5 5 19" />
      <circle cx="6.5" cy="6.5" r="2.5" />
      <circle cx="17.5" cy="17.5" r="2.5" />
    </>
  ),
  incoming: <path d="M17 7 7 17M17 17H7V7" />,
  outgoing: <path d="M7 17 17 7M7 7h10v10" />,
  withdrawal: (
    <>
      <rect x="2" y="11" width="20" height="10" rx="2" />
      <circle cx="12" cy="16" r="2" />
      <path d="M12 8V2M9 5l3-3 3 3" />
    </>
  ),
  deposit: (
    <>
      <rect x="2" y="11" width="20" height="10" rx="2" />
      <circle cx="12" cy="16" r="2" />
      <path d="M12 2v6M9 5l3 3 3-3" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof drawings;

/** Every icon of the set, in drawing order (for galleries and pickers). */
export const iconNames = Object.keys(drawings) as IconName[];

export interface IconProps extends Omit<IconSvgProps, 'children'> {
  name: IconName;
}

/** An inline SVG icon of the kit by name, drawn in the current text colour. */
export function Icon({ name, ...svg }: IconProps) {
  return <IconSvg {...svg}>{drawings[name]}</IconSvg>;
}
