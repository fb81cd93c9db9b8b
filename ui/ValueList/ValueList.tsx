import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

export interface ValueListItem {
  /** A stable key: the field's name in the bank's data. */
  id: string;
  term: ReactNode;
  value: ReactNode;
}

export interface ValueListProps {
  items: readonly ValueListItem[];
}

/** The list measures its own width, so it can stack wherever it is placed (panel, dialog, column). */
const Frame = styled.div`
  container-type: inline-size;
`;

/**
 * Term and value side by side; where the list is narrower than a term and a long value (an IBAN
 * does not wrap) need, the value goes under its term instead of over it (WCAG 1.4.10 Reflow).
 */
const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;

  & > dt {
    color: ${({ theme }) => theme.colors.text.default};
    overflow-wrap: anywhere;
  }
  & > dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    text-align: end;
  }

  @container (max-width: 24rem) {
    grid-template-columns: minmax(0, 1fr);
    row-gap: 0;

    & > dd {
      margin-block-end: ${({ theme }) => theme.space[3]};
      text-align: start;
    }
    & > dd:last-child {
      margin-block-end: 0;
    }
  }
`;

/** Read-only values with their names ('Nostoraja päivässä 500 €'): a definition list. */
export function ValueList({ items }: ValueListProps) {
  return (
    <Frame>
      <List>
        {items.map(({ id, term, value }) => (
          <Fragment key={id}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </List>
    </Frame>
  );
}
