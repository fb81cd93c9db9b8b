import { defineBrand } from '../defineBrand';

const palette = {
  orange800: '#9a3412',
  orange700: '#b93d0c',
  orange900: '#7c2d12',
  orange100: '#fff1e6',
  violet900: '#3b1470',
  violet700: '#5b21b6',
  grey700: '#52494a',
  grey500: '#857b7c',
  grey200: '#ece4e1',
  grey50: '#fbf8f6',
  white: '#ffffff',
} as const;

/** Orange actions under a violet header. */
export default defineBrand({
  id: 'orangeviolet',
  name: 'Oranssi-violetti',
  colors: {
    background: {
      page: palette.grey50,
      surface: palette.white,
      muted: palette.orange100,
      header: palette.violet900,
      overlay: 'rgba(59, 20, 112, 0.55)',
    },
    text: {
      default: '#221a1b',
      muted: palette.grey700,
      heading: palette.violet900,
      onHeader: palette.white,
      link: palette.violet700,
      onAction: palette.white,
      positive: '#15703b',
      negative: '#b3261e',
    },
    action: {
      primary: palette.orange700,
      primaryHover: palette.orange800,
      primaryActive: palette.orange900,
      selected: palette.violet700,
      disabled: palette.grey200,
      onDisabled: palette.grey700,
    },
    border: { subtle: palette.grey200, control: palette.grey500, focus: palette.violet700 },
  },
});
