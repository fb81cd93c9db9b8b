import { Children, isValidElement, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button';
import { Icon } from '../Icon';

export interface CollapsibleListProps {
  /** The rows, each becomes one list item; give them keys. */
  children: ReactNode;
  /** How many rows show before 'Näytä lisää'. */
  visibleCount?: number;
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
`;

/**
 * A list that shows its first `visibleCount` rows and the rest behind 'Näytä lisää'. The
 * toggle keeps focus; its aria-expanded tells screen readers the list grew.
 */
export function CollapsibleList({ children, visibleCount = 3 }: CollapsibleListProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const rows = Children.toArray(children);
  const collapsible = rows.length > visibleCount;
  const shown = collapsible && !expanded ? rows.slice(0, visibleCount) : rows;

  return (
    <div>
      <List id={listId}>
        {shown.map((row, index) => (
          <li key={isValidElement(row) ? row.key : index}>{row}</li>
        ))}
      </List>
      {collapsible && (
        <Button
          variant="tertiary"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('kit.collapsibleList.showLess') : t('kit.collapsibleList.showMore')}
          <Icon name={expanded ? 'chevron-up' : 'chevron-down'} />
        </Button>
      )}
    </div>
  );
}
