import { css } from 'styled-components';

/**
 * The box every text-like control of the kit shares (text, date, stepper, code boxes, selects):
 * a 44 px touch target whose border turns red only while the field shows an error.
 */
export const controlBox = css`
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 2px solid ${({ theme }) => theme.colors.border.control};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.default};
  font: inherit;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.feedback.danger.border};
  }

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.action.disabled};
    color: ${({ theme }) => theme.colors.action.onDisabled};
    border-color: ${({ theme }) => theme.colors.action.disabled};
  }
`;
