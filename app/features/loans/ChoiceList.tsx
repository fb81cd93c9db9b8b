import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '../../../ui/Link';
import { Stack } from '../../../ui/Stack';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface ChoiceListProps {
  /** What to choose: 'Valitse laina'. */
  heading: string;
  /** Each choice, a row that chooses it, by id. */
  choices: readonly { id: string; row: ReactNode }[];
  /** Said instead of the list when there is nothing to choose. */
  empty: string;
  /** The way on when there is nothing to choose. */
  back: { href: string; label: string };
}

/** A step of a loan action asking which loan or instalment it is for, or saying there is none. */
export function ChoiceList({ heading, choices, empty, back }: ChoiceListProps) {
  const headingId = useId();
  if (choices.length === 0) {
    return (
      <Stack gap={4}>
        <p>{empty}</p>
        <div>
          <Link href={back.href}>{back.label}</Link>
        </div>
      </Stack>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <List>
        {choices.map(({ id, row }) => (
          <li key={id}>{row}</li>
        ))}
      </List>
    </section>
  );
}
