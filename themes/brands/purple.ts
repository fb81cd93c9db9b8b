import { defineBrand } from '../defineBrand';

const palette = {
  purple950: '#2a0f45',
  purple900: '#3b1661',
  purple800: '#4f1f80',
  purple700: '#6229a0',
  purple100: '#f1eafa',
  grey700: '#4f4a57',
  grey500: '#827c8c',
  grey200: '#e4e0ea',
  grey50: '#f7f5fa',
  white: '#ffffff',
} as const;

export default defineBrand({
  id: 'purple',
  name: 'Violetti',
  colors: {
    background: {
      page: palette.grey50,
      surface: palette.white,
      muted: palette.purple100,
      header: palette.purple900,
      overlay: 'rgba(42, 15, 69, 0.55)',
    },
    text: {
      default: '#1d1724',
      muted: palette.grey700,
      heading: palette.purple950,
      onHeader: palette.white,
      link: palette.purple700,
      onAction: palette.white,
      positive: '#15703b',
      negative: '#b3261e',
    },
    action: {
      primary: palette.purple700,
      primaryHover: palette.purple800,
      primaryActive: palette.purple900,
      selected: palette.purple700,
      disabled: palette.grey200,
      onDisabled: palette.grey700,
    },
    border: { subtle: palette.grey200, control: palette.grey500, focus: '#0b63ce' },
  },
  // Aubergine surfaces under the brand's deep purple header; a lavender for actions.
  darkColors: {
    background: {
      page: '#141019',
      surface: '#1d1724',
      muted: '#291f35',
      header: '#2a0f45',
      overlay: 'rgba(10, 4, 18, 0.7)',
    },
    text: {
      default: '#ece7f2',
      muted: '#b0a8bb',
      heading: '#dcc8f5',
      onHeader: '#ffffff',
      link: '#c4a3f0',
      onAction: '#1e0a33',
      positive: '#6fd39b',
      negative: '#ff8a80',
    },
    action: {
      primary: '#b48ef0',
      primaryHover: '#c4a6f3',
      primaryActive: '#d3bdf6',
      selected: '#b48ef0',
      disabled: '#2f2738',
      onDisabled: '#b0a8bb',
    },
    border: { subtle: '#2f2738', control: '#857c90', focus: '#8ab4f8' },
  },
  overrides: { radii: { sm: '6px', md: '12px', lg: '20px', pill: '999px' } },
});
