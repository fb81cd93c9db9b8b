import styled from 'styled-components';
import { buttonStyles } from '../Button';

// The real <input type="file"> stays in the tab order, invisible; its label is the visible button.
export const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
`;

/** The file input's label drawn as a secondary button, with the input's keyboard focus ring. */
export const PickerLabel = styled.label<{ $variant: 'secondary' }>`
  ${buttonStyles}

  ${FileInput}:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.border.focus};
    outline-offset: 2px;
  }
`;
