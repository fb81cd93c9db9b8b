import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';

export interface ListRowProps {
  /** The row's name, said first for the link or button. */
  title: ReactNode;
  /** Lines under the title (IBAN, date, message). */
  details?: ReactNode;
  /** A picture before the text (icon, card); decoration, hidden from screen readers. */
  leading?: ReactNode;
  /** The amounts at the end of the row, said last. */
  trailing?: ReactNode;
  /** The whole row is a link to this address. */
  href?: string;
  /** The whole row is a button (used when there is no `href`). */
  onSelect?: () => void;
}

const interactive = css`
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background.muted};
  }
`;

const Root = styled.div<{ $interactive: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text.default};
  font: inherit;
  text-align: start;
  text-decoration: none;
  ${({ $interactive }) => $interactive && interactive}
`;

const Leading = styled.span`
  display: flex;
  flex: none;
`;

// The amount stays beside the text on a 375 px phone, even beside an icon; on a narrower screen,
// or beside a long amount, it drops under the text instead of running over it.
const Main = styled.span`
  display: flex;
  flex: 1 1 8rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  overflow-wrap: anywhere;
`;

const Details = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Trailing = styled.span`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  margin-inline-start: auto;
  text-align: end;
`;

/** A comma for screen readers between the parts, so an IBAN's last digits and an amount do not run together. */
function Pause() {
  return <VisuallyHidden>,</VisuallyHidden>;
}

/**
 * One row of a list (an account, a transaction, a card): picture, title, details and amounts.
 * With `href` or `onSelect` the whole row is one link or button named by everything it shows,
 * title first: a name made of the title alone would hide the visible amounts (WCAG 2.5.3).
 */
export function ListRow({ title, details, leading, trailing, href, onSelect }: ListRowProps) {
  const element =
    href !== undefined
      ? ({ as: 'a', href } as const)
      : onSelect !== undefined
        ? ({ as: 'button', type: 'button', onClick: onSelect } as const)
        : ({ as: 'div' } as const);

  return (
    <Root {...element} $interactive={element.as !== 'div'}>
      {leading != null && <Leading aria-hidden="true">{leading}</Leading>}
      <Main>
        <Title>{title}</Title>
        {details != null && (
          <Details>
            <Pause />
            {details}
          </Details>
        )}
      </Main>
      {trailing != null && (
        <Trailing>
          <Pause />
          {trailing}
        </Trailing>
      )}
    </Root>
  );
}
