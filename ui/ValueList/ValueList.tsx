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

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;

  & > dt {
    color: ${({ theme }) => theme.colors.text.default};
  }
  & > dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    text-align: end;
  }
`;

/** Read-only values with their names ('Nostoraja päivässä 500 €'): a definition list. */
export function ValueList({ items }: ValueListProps) {
  return (
    <List>
      {items.map(({ id, term, value }) => (
        <Fragment key={id}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </List>
  );
}
