import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StatusBadge, type StatusBadgeTone } from '../../ui/StatusBadge';
import { ValueList, type ValueListItem } from '../../ui/ValueList';

/** One record of a list: an application, an invoice. */
export interface BankRecord {
  id: string;
  /** Whose or what the record is (a company, a debtor): the record's heading. */
  heading: string;
  status: { tone: StatusBadgeTone; label: string };
  /** A line under the heading, told apart from the figures. */
  note?: ReactNode;
  values: readonly ValueListItem[];
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[3]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Name = styled.h3`
  margin: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.typography.size.md};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/**
 * Records of one kind one under another, as a phone shows them: each its heading and state on
 * a line (the state goes under the heading where the line is too narrow), then its figures.
 */
export function RecordList({ label, records }: { label: string; records: readonly BankRecord[] }) {
  return (
    <List aria-label={label}>
      {records.map(({ id, heading, status, note, values }) => (
        <li key={id}>
          <Heading>
            <Name>{heading}</Name>
            <StatusBadge tone={status.tone} label={status.label} />
          </Heading>
          {note && <Note>{note}</Note>}
          <ValueList items={values} />
        </li>
      ))}
    </List>
  );
}
