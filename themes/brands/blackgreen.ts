import { defineBrand } from '../defineBrand';

const palette = {
  black: '#0b0d0c',
  graphite: '#1c201e',
  lime500: '#3ddc84',
  graphite700: '#2a302d',
  green800: '#0c6b36',
  green100: '#e4f8ec',
  grey700: '#474d4a',
  grey500: '#7a817d',
  grey200: '#e0e4e2',
  grey50: '#f6f7f6',
  white: '#ffffff',
} as const;

/** Black and signal green: black actions with green text, under a black header. */
export default defineBrand({
  id: 'blackgreen',
  name: 'Musta-vihreä',
  colors: {
    background: {
      page: palette.grey50,
      surface: palette.white,
      muted: palette.green100,
      header: palette.black,
      overlay: 'rgba(0, 0, 0, 0.6)',
    },
    text: {
      default: palette.black,
      muted: palette.grey700,
      heading: palette.black,
      onHeader: palette.lime500,
      link: palette.green800,
      onAction: palette.lime500,
      positive: '#15703b',
      negative: '#b3261e',
    },
    action: {
      primary: palette.black,
      primaryHover: palette.graphite,
      primaryActive: palette.graphite700,
      selected: palette.green800,
      disabled: palette.grey200,
      onDisabled: palette.grey700,
    },
    border: { subtle: palette.grey200, control: palette.grey500, focus: palette.green800 },
  },
  // Black all the way down, signal green the only colour: on actions, links and the header's text.
  darkColors: {
    background: {
      page: '#050606',
      surface: '#111413',
      muted: '#18201b',
      header: '#000000',
      overlay: 'rgba(0, 0, 0, 0.75)',
    },
    text: {
      default: '#eef2ef',
      muted: '#a7b0ab',
      heading: '#ffffff',
      onHeader: '#3ddc84',
      link: '#3ddc84',
      onAction: '#04150b',
      positive: '#5fe39a',
      negative: '#ff8a80',
    },
    action: {
      primary: '#3ddc84',
      primaryHover: '#62e59c',
      primaryActive: '#86ecb3',
      selected: '#3ddc84',
      disabled: '#262c29',
      onDisabled: '#a7b0ab',
    },
    border: { subtle: '#262c29', control: '#7a817d', focus: '#3ddc84' },
  },
});
