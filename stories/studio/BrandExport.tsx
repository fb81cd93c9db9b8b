import styled from 'styled-components';
import { FormField } from '../../ui/FormField';
import { Stack } from '../../ui/Stack';

const Source = styled.textarea`
  width: 100%;
  min-height: 16rem;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border.control};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.default};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Download = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

/** The brand's one file, to download or copy into `themes/brands/<id>.ts`. */
export function BrandExport({ source, id }: { source: string; id: string }) {
  const fileName = `${id}.ts`;
  return (
    <section aria-labelledby="studio-export">
      <h2 id="studio-export">Export</h2>
      <Stack gap={3}>
        <Download
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(source)}`}
          download={fileName}
        >
          Download {fileName}
        </Download>
        <FormField
          label={`The brand file, themes/brands/${fileName}`}
          hint="Drop it into themes/brands/: the registry finds it, the brand tests check it."
        >
          {(field) => (
            <Source
              id={field.id}
              aria-describedby={field.describedBy}
              readOnly
              value={source}
              spellCheck={false}
            />
          )}
        </FormField>
      </Stack>
    </section>
  );
}
