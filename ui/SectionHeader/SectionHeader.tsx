import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';

/** What SectionHeader hands to `renderLink`: spread it on the router's link (href → to). */
export interface SectionLinkProps {
  href: string;
  'aria-label': string;
  children: ReactNode;
}

interface WithoutAdd {
  addHref?: undefined;
  addLabel?: undefined;
}

interface WithAdd {
  /** Where the plus button goes: '/bank/accounts/open-savings-account'. */
  addHref: string;
  /** The plus button's accessible name: 'Avaa uusi säästötili'. */
  addLabel: string;
}

export type SectionHeaderProps = {
  title: ReactNode;
  /** The heading level in the page's outline. */
  level?: 2 | 3 | 4;
  /** Renders the plus link with the app's router; a plain <a href> without it. */
  renderLink?: (props: SectionLinkProps) => ReactNode;
} & (WithAdd | WithoutAdd);

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]} ${theme.space[1]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.muted};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

// Styles the link from outside, so a router's own link component needs no className plumbing.
const AddSlot = styled.span`
  display: contents;

  & > a {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.action.primary};
    color: ${({ theme }) => theme.colors.text.onAction};
  }
  & > a:hover {
    background: ${({ theme }) => theme.colors.action.primaryHover};
  }
`;

const plainLink = ({ children, ...props }: SectionLinkProps) => <a {...props}>{children}</a>;

/** A section's header bar ('Säästötilit') with an optional plus link to open a new one. */
export function SectionHeader({
  title,
  level = 2,
  addHref,
  addLabel,
  renderLink = plainLink,
}: SectionHeaderProps) {
  return (
    <Bar>
      <Heading as={`h${level}`}>{title}</Heading>
      {addHref !== undefined && (
        <AddSlot>
          {renderLink({
            href: addHref,
            'aria-label': addLabel,
            children: <Icon name="plus" size={24} />,
          })}
        </AddSlot>
      )}
    </Bar>
  );
}
