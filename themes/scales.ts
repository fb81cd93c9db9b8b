import type { ColorScheme, SemanticColors, ThemeScales } from './theme';

/** The scales every brand shares unless its own file overrides them. */
export const sharedScales: ThemeScales = {
  typography: {
    fontFamily:
      "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.375rem',
      xxl: '1.75rem',
      display: '2.25rem',
    },
    weight: { regular: 400, medium: 550, bold: 700 },
    lineHeight: { tight: 1.25, normal: 1.5 },
  },
  space: ['0', '4px', '8px', '12px', '16px', '24px', '32px', '48px', '64px'],
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.2)',
  },
  breakpoints: { sm: 480, md: 768, lg: 1024, xl: 1280 },
};

/**
 * Feedback and badge colours are the same in every brand: red must mean the same everywhere. The
 * dark scheme's are their own shades on dark surfaces, each pair checked as the light ones are.
 */
export const sharedStatusColors: Record<ColorScheme, Pick<SemanticColors, 'feedback' | 'badge'>> = {
  light: {
    feedback: {
      info: { surface: '#eef4fb', border: '#2f6fb3', text: '#1b4d80' },
      success: { surface: '#ecf7ef', border: '#2e8540', text: '#1d5e2b' },
      warning: { surface: '#fff5e0', border: '#b36b00', text: '#7a4700' },
      danger: { surface: '#fdeeee', border: '#c62828', text: '#a11c1c' },
    },
    badge: {
      green: { surface: '#e3f4e8', text: '#1d5e2b' },
      orange: { surface: '#fff0d9', text: '#8a4b00' },
      red: { surface: '#fde3e3', text: '#a11c1c' },
    },
  },
  dark: {
    feedback: {
      info: { surface: '#14273c', border: '#6ea8e6', text: '#b4d4f7' },
      success: { surface: '#13291b', border: '#5cb870', text: '#addfb8' },
      warning: { surface: '#2d2112', border: '#d99a3d', text: '#f3cf95' },
      danger: { surface: '#341718', border: '#ee6e6e', text: '#f7b4b4' },
    },
    badge: {
      green: { surface: '#1c3a25', text: '#addfb8' },
      orange: { surface: '#3b2a12', text: '#f3cf95' },
      red: { surface: '#42191b', text: '#f7b4b4' },
    },
  },
};
