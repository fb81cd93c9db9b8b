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
  // Warm dark browns; the orange turns to an apricot for actions, the violet to a lilac for links.
  darkColors: {
    background: {
      page: '#15110f',
      surface: '#1f1a18',
      muted: '#2c211c',
      header: '#2a0e52',
      overlay: 'rgba(20, 8, 36, 0.7)',
    },
    text: {
      default: '#f1e9e6',
      muted: '#b8aca8',
      heading: '#d9c4fa',
      onHeader: '#ffffff',
      link: '#c9a8fa',
      onAction: '#2a1005',
      positive: '#6fd39b',
      negative: '#ff8a80',
    },
    action: {
      primary: '#ff9a5c',
      primaryHover: '#ffb07f',
      primaryActive: '#ffc5a1',
      selected: '#b894f5',
      disabled: '#322a27',
      onDisabled: '#b8aca8',
    },
    border: { subtle: '#322a27', control: '#8a7e7a', focus: '#b894f5' },
  },
});
