import { defineBrand } from '../defineBrand';

const palette = {
  green900: '#053a22',
  green800: '#084d2d',
  green700: '#0b6b3e',
  green600: '#0e7c48',
  green100: '#e5f3ea',
  grey900: '#1a1f1c',
  grey700: '#4a524e',
  grey500: '#7d8781',
  grey200: '#dfe4e1',
  grey50: '#f5f7f6',
  white: '#ffffff',
} as const;

/** The default brand: the bank's own green. */
export default defineBrand({
  id: 'green',
  name: 'Vihreä',
  colors: {
    background: {
      page: palette.grey50,
      surface: palette.white,
      muted: palette.green100,
      header: palette.green800,
      overlay: 'rgba(5, 30, 18, 0.55)',
    },
    text: {
      default: palette.grey900,
      muted: palette.grey700,
      heading: palette.green900,
      onHeader: palette.white,
      link: palette.green700,
      onAction: palette.white,
      positive: '#15703b',
      negative: '#b3261e',
    },
    action: {
      primary: palette.green700,
      primaryHover: palette.green800,
      primaryActive: palette.green900,
      selected: palette.green600,
      disabled: palette.grey200,
      onDisabled: palette.grey700,
    },
    border: { subtle: palette.grey200, control: palette.grey500, focus: '#1a5fb4' },
  },
  // Deep forest greens, the brand's green lifted to a mint that reads on them.
  darkColors: {
    background: {
      page: '#0f1613',
      surface: '#17211c',
      muted: '#1f2e26',
      header: '#0d3321',
      overlay: 'rgba(0, 0, 0, 0.7)',
    },
    text: {
      default: '#e6ece8',
      muted: '#a9b5ae',
      heading: '#bfe8cf',
      onHeader: '#ffffff',
      link: '#6fd39b',
      onAction: '#06281a',
      positive: '#6fd39b',
      negative: '#ff8a80',
    },
    action: {
      primary: '#5cc98a',
      primaryHover: '#7ad6a0',
      primaryActive: '#98e2b6',
      selected: '#5cc98a',
      disabled: '#2a3530',
      onDisabled: '#a9b5ae',
    },
    border: { subtle: '#2a3630', control: '#7d8a83', focus: '#8ab4f8' },
  },
});
