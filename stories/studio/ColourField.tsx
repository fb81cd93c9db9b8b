import { colord } from 'colord';
import { useState } from 'react';
import styled from 'styled-components';
import { FormField } from '../../ui/FormField';
import { TextInput } from '../../ui/TextInput';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Picker = styled.input`
  flex: none;
  width: 44px;
  height: 44px;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colors.border.control};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background.surface};
`;

export interface ColourFieldProps {
  /** The token's path, e.g. `text.muted`; its label. */
  token: string;
  /** `light` or `dark`: in the picker's name, so both schemes' fields differ for a screen reader. */
  schemeName: string;
  value: string;
  onChange(colour: string): void;
}

/**
 * One colour token: typed (any CSS colour, checked as you type) or picked. A value that is not a
 * colour stays as typed with the field's error, and the brand keeps its last colour.
 */
export function ColourField({ token, schemeName, value, onChange }: ColourFieldProps) {
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  // A change from outside (another brand loaded, a passing shade used) replaces what was typed.
  if (shown !== value) {
    setShown(value);
    setTyped(value);
  }
  const valid = colord(typed).isValid();
  const change = (colour: string) => {
    setTyped(colour);
    if (colord(colour).isValid()) onChange(colour);
  };
  return (
    <FormField label={token} error={valid ? null : 'Not a colour: write it as #rrggbb or rgba(…)'}>
      <Row>
        <Picker
          type="color"
          aria-label={`${token}, ${schemeName}: picker`}
          value={colord(value).alpha(1).toHex()}
          onChange={(event) => change(event.target.value)}
        />
        <TextInput
          value={typed}
          spellCheck={false}
          onChange={(event) => change(event.target.value)}
        />
      </Row>
    </FormField>
  );
}
