import styled, { ThemeProvider } from 'styled-components';
import { colorsOf, COLOR_SCHEMES } from '../../themes/schemes';
import type { BankTheme } from '../../themes/theme';
import { PaymentCardVisual } from '../../ui/PaymentCardVisual';
import { Toggle } from '../../ui/Toggle';
import { BrandSection } from '../foundations/BankScreen';
import { companyPhysicalCard, companyPrepaidCard, personPhysicalCard } from '../kit/sampleData';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 21rem), 1fr));
  gap: ${({ theme }) => theme.space[5]};
`;

const Cards = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

const SCHEME_NAMES = { light: 'Light scheme', dark: 'Dark scheme' } as const;

/**
 * The brand being made, live: one bank screen, its three card skins and a switch, in the light
 * and the dark scheme side by side. Each column has the scheme's real colours.
 */
export function StudioPreview({ theme }: { theme: BankTheme }) {
  return (
    <Columns>
      {COLOR_SCHEMES.map((scheme) => (
        <ThemeProvider key={scheme} theme={{ ...theme, colors: colorsOf(theme, scheme) }}>
          <div>
            <BrandSection name={SCHEME_NAMES[scheme]} />
            <SchemeExtras />
          </div>
        </ThemeProvider>
      ))}
    </Columns>
  );
}

const Extras = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.page};
  color: ${({ theme }) => theme.colors.text.default};
`;

function SchemeExtras() {
  return (
    <Extras>
      <Cards>
        <PaymentCardVisual card={personPhysicalCard} holderName="Maija Meikäläinen" />
        <PaymentCardVisual card={companyPhysicalCard} customerType="Company" size="small" />
        <PaymentCardVisual card={companyPrepaidCard} customerType="Company" size="small" />
      </Cards>
      <Cards>
        <Toggle label="Verkkomaksut" checked onChange={() => undefined} />
      </Cards>
    </Extras>
  );
}
