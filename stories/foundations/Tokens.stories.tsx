import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import styled, { useTheme } from 'styled-components';
import { themeFor, type BankTheme } from '../../themes';
import { colorsOf, isColorScheme, type ColorScheme } from '../../themes/schemes';
// Not in themes/index on purpose: it pulls colord, which the bank's bundle does not need.
import { contrastPairs, contrastRatio, MIN_TEXT_CONTRAST } from '../../themes/contrast';
import { StatusBadge } from '../../ui/StatusBadge';

/** Every semantic colour as `[token path, value]`, in the order of theme.ts. */
function colourTokens(colors: BankTheme['colors']): [string, string][] {
  const walk = (prefix: string, node: object): [string, string][] =>
    Object.entries(node).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value] as [string, string]]
        : walk(`${prefix}${key}.`, value as object),
    );
  return walk('', colors);
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.background.surface};
  font-size: ${({ theme }) => theme.typography.size.sm};

  caption {
    padding-bottom: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.text.heading};
    font-size: ${({ theme }) => theme.typography.size.lg};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    text-align: start;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
    text-align: start;
    vertical-align: middle;
  }
  thead th {
    color: ${({ theme }) => theme.colors.text.muted};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

const Code = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  white-space: nowrap;
`;

const Swatch = styled.span<{ $colour: string }>`
  display: block;
  width: 64px;
  height: 32px;
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $colour }) => $colour};
`;

/** The pair as it is drawn: text for a text pair, a ring for a graphical object. */
const PairSample = styled.span<{ $foreground: string; $background: string; $text: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $background }) => $background};
  color: ${({ $foreground }) => $foreground};
  font-weight: ${({ theme }) => theme.typography.weight.medium};

  &::after {
    content: '';
    display: ${({ $text }) => ($text ? 'none' : 'block')};
    width: 24px;
    height: 24px;
    border: 3px solid ${({ $foreground }) => $foreground};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Title = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.text.muted};
`;

/** Names the brand the page shows: the toolbar's. */
function BrandNote({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return (
    <Title>
      {theme.name} (<Code>{theme.id}</Code>) — {children}
    </Title>
  );
}

/** The toolbar's brand and scheme: the real colours (the kit reads them as CSS properties). */
interface SchemeColoursProps {
  brand: unknown;
  scheme: unknown;
}

function shownColours({ brand, scheme }: SchemeColoursProps) {
  const shown: ColorScheme = isColorScheme(scheme) ? scheme : 'light';
  return { scheme: shown, colors: colorsOf(themeFor(brand), shown) };
}

function Colours(props: SchemeColoursProps) {
  const { scheme, colors } = shownColours(props);
  return (
    <>
      <BrandNote>
        every semantic colour token of the {scheme} scheme; components read only these.
      </BrandNote>
      <Table>
        <caption>Colours</caption>
        <thead>
          <tr>
            <th scope="col">Swatch</th>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {colourTokens(colors).map(([token, value]) => (
            <tr key={token}>
              <td>
                <Swatch $colour={value} />
              </td>
              <th scope="row">
                <Code>colors.{token}</Code>
              </th>
              <td>
                <Code>{value}</Code>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}

function Contrast(props: SchemeColoursProps) {
  const { scheme, colors } = shownColours(props);
  const pairs = contrastPairs(colors);
  return (
    <>
      <BrandNote>
        every foreground/background pair a component draws in the {scheme} scheme (
        <Code>contrastPairs(colors)</Code>), measured with <Code>contrastRatio</Code>. Text needs
        4.5:1, graphical objects (borders, focus rings, icons) 3:1 — WCAG 2.2 AA. The rules test{' '}
        <Code>themes/contrast.test.ts</Code> fails on the same pairs.
      </BrandNote>
      <Table>
        <caption>Contrast of {pairs.length} pairs</caption>
        <thead>
          <tr>
            <th scope="col">Where</th>
            <th scope="col">Sample</th>
            <th scope="col">Foreground / background</th>
            <th scope="col">Ratio</th>
            <th scope="col">Minimum</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {pairs.map((pair) => {
            const ratio = contrastRatio(pair.foreground, pair.background);
            const isText = pair.minimum >= MIN_TEXT_CONTRAST;
            return (
              <tr key={pair.use}>
                <th scope="row">{pair.use}</th>
                <td>
                  <PairSample
                    $foreground={pair.foreground}
                    $background={pair.background}
                    $text={isText}
                    aria-hidden="true"
                  >
                    {isText && 'Aa'}
                  </PairSample>
                </td>
                <td>
                  <Code>
                    {pair.foreground} / {pair.background}
                  </Code>
                </td>
                <td>{ratio.toFixed(2)}:1</td>
                <td>{pair.minimum}:1</td>
                <td>
                  {ratio >= pair.minimum ? (
                    <StatusBadge tone="green" label="Pass" />
                  ) : (
                    <StatusBadge tone="red" label="Fail" />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </>
  );
}

const TypeSample = styled.span<{ $size: string }>`
  font-size: ${({ $size }) => $size};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

function Typography() {
  const { typography } = useTheme();
  return (
    <>
      <BrandNote>
        the type scale in rem (1 rem = 16 px), the weights and the line heights. Family:{' '}
        <Code>{typography.fontFamily}</Code>
      </BrandNote>
      <Table>
        <caption>Type scale</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Size</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(typography.size).map(([name, size]) => (
            <tr key={name}>
              <th scope="row">
                <Code>typography.size.{name}</Code>
              </th>
              <td>
                <Code>
                  {size} ({parseFloat(size) * 16} px)
                </Code>
              </td>
              <td>
                <TypeSample $size={size}>Tilisiirto 1 234,56 €</TypeSample>
              </td>
            </tr>
          ))}
          {Object.entries(typography.weight).map(([name, weight]) => (
            <tr key={name}>
              <th scope="row">
                <Code>typography.weight.{name}</Code>
              </th>
              <td>
                <Code>{weight}</Code>
              </td>
              <td style={{ fontWeight: weight }}>Säästötilit</td>
            </tr>
          ))}
          {Object.entries(typography.lineHeight).map(([name, lineHeight]) => (
            <tr key={name}>
              <th scope="row">
                <Code>typography.lineHeight.{name}</Code>
              </th>
              <td>
                <Code>{lineHeight}</Code>
              </td>
              <td>{name === 'tight' ? 'Headings and badges' : 'Body text'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}

const SpaceBar = styled.span<{ $width: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: 16px;
  background: ${({ theme }) => theme.colors.action.selected};
`;

function Spacing() {
  const { space } = useTheme();
  return (
    <>
      <BrandNote>
        the 4 px spacing scale; components write <Code>theme.space[n]</Code>, never a pixel value.
      </BrandNote>
      <Table>
        <caption>Spacing</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            <th scope="col">Bar</th>
          </tr>
        </thead>
        <tbody>
          {space.map((value, index) => (
            <tr key={index}>
              <th scope="row">
                <Code>space[{index}]</Code>
              </th>
              <td>
                <Code>{value}</Code>
              </td>
              <td>
                <SpaceBar $width={value} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}

const Tiles = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[5]};
  margin: ${({ theme }) => `0 0 ${theme.space[6]}`};
  padding: 0;
  list-style: none;
`;

const Tile = styled.li<{ $radius?: string; $shadow?: string }>`
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  width: 160px;
  height: 112px;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.control};
  border-radius: ${({ $radius, theme }) => $radius ?? theme.radii.md};
  background: ${({ theme }) => theme.colors.background.surface};
  box-shadow: ${({ $shadow }) => $shadow ?? 'none'};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Heading = styled.h2`
  margin: ${({ theme }) => `0 0 ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

function RadiiAndShadows() {
  const { radii, shadows } = useTheme();
  return (
    <>
      <BrandNote>
        corner radii (a brand may be rounder or squarer) and the three elevations.
      </BrandNote>
      <Heading>Radii</Heading>
      <Tiles>
        {Object.entries(radii).map(([name, radius]) => (
          <Tile key={name} $radius={radius}>
            <Code>radii.{name}</Code>
            <Code>{radius}</Code>
          </Tile>
        ))}
      </Tiles>
      <Heading>Shadows</Heading>
      <Tiles>
        {Object.entries(shadows).map(([name, shadow]) => (
          <Tile key={name} $shadow={shadow}>
            <Code>shadows.{name}</Code>
          </Tile>
        ))}
      </Tiles>
    </>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  parameters: {
    docs: {
      description: {
        component:
          "The design tokens of the brand chosen in the toolbar's theme menu: every semantic colour with its value, the measured contrast of every pair the components draw, the type scale, spacing, radii and shadows. Switch the brand to see another theme's tokens; the Themes gallery shows every brand at once.",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ColourTokens: Story = {
  name: 'Colours',
  render: (_args, { globals }) => <Colours brand={globals.theme} scheme={globals.scheme} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'colors.action.primary' })).toBeVisible();
  },
};

export const ContrastPairs: Story = {
  name: 'Contrast',
  render: (_args, { globals }) => <Contrast brand={globals.theme} scheme={globals.scheme} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'primary button text' })).toBeVisible();
    await expect(canvas.queryByText('Fail')).not.toBeInTheDocument();
  },
};

export const TypeScale: Story = { name: 'Typography', render: () => <Typography /> };

export const SpacingScale: Story = { name: 'Spacing', render: () => <Spacing /> };

export const RadiiShadows: Story = { name: 'Radii and shadows', render: () => <RadiiAndShadows /> };
