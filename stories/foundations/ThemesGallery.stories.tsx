import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled, { ThemeProvider } from 'styled-components';
import { brands } from '../../themes';
import { colorsOf, isColorScheme } from '../../themes/schemes';
import { BrandSection } from './BankScreen';

/**
 * A column is never narrower than a small phone's screen, where the widgets are designed to fit:
 * five columns from about 1 800 px, fewer below, one on a phone.
 */
const COLUMN_MIN_WIDTH = '21rem';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${COLUMN_MIN_WIDTH}), 1fr));
  gap: ${({ theme }) => theme.space[5]};
`;

/** The same screen in every brand, side by side on wide screens, in the toolbar's scheme. */
function ThemesGallery({ scheme }: { scheme?: unknown }) {
  const shown = isColorScheme(scheme) ? scheme : 'light';
  return (
    <Grid>
      {Object.values(brands).map((theme) => (
        <ThemeProvider key={theme.id} theme={{ ...theme, colors: colorsOf(theme, shown) }}>
          <BrandSection name={theme.name} />
        </ThemeProvider>
      ))}
    </Grid>
  );
}

const meta = {
  title: 'Foundations/Themes gallery',
  component: ThemesGallery,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "One screen of the web bank — header, account groups, the next instalment, an alert, a field with an error and the two main buttons — in every brand of `themes/brands/` at once, each in its own `ThemeProvider`. Five columns on a wide screen (from about 1 800 px), fewer on narrower ones, stacked on a phone: a column is never narrower than a small phone; the toolbar's brand only colours the page around the columns.",
      },
    },
    a11y: {
      config: {
        rules: [
          // The one rule a gallery cannot meet: it repeats the screen on purpose, so each brand's
          // 'Seuraava maksuerä' region has the same name. Each sits inside its brand's own named
          // region; every other rule (ids, contrast, names, …) still runs.
          { id: 'landmark-unique', enabled: false },
        ],
      },
    },
  },
} satisfies Meta<typeof ThemesGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllBrands: Story = {
  render: (_args, { globals }) => <ThemesGallery scheme={globals.scheme} />,
  play: async ({ canvas }) => {
    for (const { name } of Object.values(brands)) {
      const column = within(canvas.getByRole('region', { name }));
      await expect(column.getByRole('heading', { name: /^Käyttötilit/ })).toBeVisible();
      await expect(column.getByRole('region', { name: 'Seuraava maksuerä' })).toBeVisible();
      await expect(column.getByLabelText('Vastaanottaja')).toHaveAttribute('aria-invalid', 'true');
      await expect(column.getByRole('button', { name: 'Jatka' })).toBeVisible();
    }
  },
};
