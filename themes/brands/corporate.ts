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
  overrides: { radii: { sm: '2px', md: '4px', lg: '8px', pill: '999px' } },
});
