import { defineBrand } from '../defineBrand';

const palette = {
  navy950: '#07162b',
  navy900: '#0b2545',
  navy800: '#13315c',
  navy700: '#1d4a80',
  navy100: '#e7eef7',
  steel700: '#4b5565',
  steel500: '#7a8494',
  steel200: '#dde2ea',
  steel50: '#f4f6f9',
  sky600: '#1f6fbf',
  white: '#ffffff',
} as const;

/** A corporate dark blue for business-first partner brands. */
export default defineBrand({
  id: 'corporate',
  name: 'Yritys (tummansininen)',
  shortName: 'Yritys',
  colors: {
    background: {
      page: palette.steel50,
      surface: palette.white,
      muted: palette.navy100,
      header: palette.navy900,
      overlay: 'rgba(7, 22, 43, 0.6)',
    },
    text: {
      default: '#15202e',
      muted: palette.steel700,
      heading: palette.navy900,
      onHeader: palette.white,
      link: palette.navy700,
      onAction: palette.white,
      positive: '#15703b',
      negative: '#b3261e',
    },
    action: {
      primary: palette.navy800,
      primaryHover: palette.navy900,
      primaryActive: palette.navy950,
      selected: palette.navy700,
      disabled: palette.steel200,
      onDisabled: palette.steel700,
    },
    border: { subtle: palette.steel200, control: palette.steel500, focus: palette.sky600 },
  },
  // Night navy surfaces; the brand's blue lightened to a steel sky for actions and links.
  darkColors: {
    background: {
      page: '#0a111c',
      surface: '#111b2a',
      muted: '#172538',
      header: '#0f2747',
      overlay: 'rgba(3, 8, 16, 0.75)',
    },
    text: {
      default: '#e6ecf4',
      muted: '#a3afc0',
      heading: '#c9dbf3',
      onHeader: '#ffffff',
      link: '#8cb8ee',
      onAction: '#06162b',
      positive: '#6fd39b',
      negative: '#ff8a80',
    },
    action: {
      primary: '#8cb8ee',
      primaryHover: '#a6c8f2',
      primaryActive: '#bfd8f6',
      selected: '#8cb8ee',
      disabled: '#223044',
      onDisabled: '#a3afc0',
    },
    border: { subtle: '#223044', control: '#7786a0', focus: '#5fa8ff' },
  },
  overrides: { radii: { sm: '2px', md: '4px', lg: '8px', pill: '999px' } },
});
