import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { brands, DEFAULT_BRAND } from '../../themes';
import { brandFileSource, definitionOf, readBrandFile } from '../../themes/brandFile';
import type { BrandDefinition } from '../../themes/defineBrand';
import { COLOR_SCHEMES, type ColorScheme } from '../../themes/schemes';
import { AlertBox } from '../../ui/AlertBox';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { Stack } from '../../ui/Stack';
import { TextInput } from '../../ui/TextInput';
import { colourTokens, themeOf, withColour, withColourReplaced, withScale } from './brandEdits';
import { BrandExport } from './BrandExport';
import { ColourField } from './ColourField';
import { ContrastReport } from './ContrastReport';
import { StudioPreview } from './StudioPreview';

const Fields = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Select = styled.select`
  min-height: 44px;
  max-width: 20rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border.control};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.default};
  font: inherit;
`;

const Summary = styled.summary`
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]} 0;
  cursor: pointer;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const SCHEME_TITLES = { light: 'Light scheme colours', dark: 'Dark scheme colours' } as const;

const readAs = (file: File, as: 'text' | 'dataUrl') =>
  new Promise<string>((done, fail) => {
    const reader = new FileReader();
    reader.onload = () => done(String(reader.result));
    reader.onerror = () => fail(reader.error);
    if (as === 'text') reader.readAsText(file);
    else reader.readAsDataURL(file);
  });

const chosenFile = (event: ChangeEvent<HTMLInputElement>) => event.target.files?.[0];

/**
 * The brand studio: a partner starts from a brand or its own brand file, changes colours,
 * typeface, corners, logo and card skins, sees the kit change in both schemes, fixes what the
 * contrast check names and exports the brand's one file for `themes/brands/`.
 */
export function BrandStudio({ start = DEFAULT_BRAND }: { start?: string }) {
  const [definition, setDefinition] = useState<BrandDefinition>(() =>
    definitionOf(brands[start] ?? brands[DEFAULT_BRAND]!),
  );
  const [loadError, setLoadError] = useState<string>();
  const [openSchemes, setOpenSchemes] = useState<ColorScheme[]>(['light']);
  const theme = themeOf(definition);

  const loadFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      setDefinition(readBrandFile(await readAs(file, 'text')));
      setLoadError(undefined);
    } catch (error) {
      setLoadError(`${file.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const setColour = (scheme: ColorScheme, token: string, colour: string) =>
    setDefinition((current) => withColour(current, scheme, token, colour));

  return (
    <Stack gap={6}>
      <section aria-labelledby="studio-start">
        <h2 id="studio-start">Start</h2>
        <Stack gap={4}>
          <FormField label="Start from a brand">
            {(field) => (
              <Select
                id={field.id}
                value=""
                onChange={(event) => {
                  const chosen = brands[event.target.value];
                  if (chosen) setDefinition(definitionOf(chosen));
                }}
              >
                <option value="">Choose a brand…</option>
                {Object.values(brands).map((brand) => (
                  <option key={brand.id} value={brand.id}>
                    {brand.name} ({brand.id})
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField label="Or load a brand file (themes/brands/<id>.ts)">
            {(field) => (
              <input
                id={field.id}
                type="file"
                accept=".ts,text/plain"
                onChange={(event) => void loadFile(chosenFile(event))}
              />
            )}
          </FormField>
          {loadError && (
            <AlertBox tone="error" title="That file is not a brand file">
              {loadError}
            </AlertBox>
          )}
        </Stack>
      </section>

      <section aria-labelledby="studio-identity">
        <h2 id="studio-identity">Name, typeface, corners and logo</h2>
        <Fields>
          <legend className="visually-hidden">Name, typeface, corners and logo</legend>
          <FormField label="Id (the file's name)" hint="Lower case letters, digits and hyphens">
            <TextInput
              value={definition.id}
              onChange={(event) => setDefinition({ ...definition, id: event.target.value })}
            />
          </FormField>
          <FormField label="Name">
            <TextInput
              value={definition.name}
              onChange={(event) => setDefinition({ ...definition, name: event.target.value })}
            />
          </FormField>
          <FormField label="Typeface (CSS font-family)">
            <TextInput
              value={theme.typography.fontFamily}
              onChange={(event) =>
                setDefinition(
                  withScale(definition, 'typography', {
                    ...theme.typography,
                    fontFamily: event.target.value,
                  }),
                )
              }
            />
          </FormField>
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <FormField key={size} label={`Corner radius ${size}`}>
              <TextInput
                value={theme.radii[size]}
                onChange={(event) =>
                  setDefinition(
                    withScale(definition, 'radii', { ...theme.radii, [size]: event.target.value }),
                  )
                }
              />
            </FormField>
          ))}
          <FormField label="Logo (SVG or PNG)" hint="Shown in the header in place of the name">
            {(field) => (
              <input
                id={field.id}
                aria-describedby={field.describedBy}
                type="file"
                accept="image/svg+xml,image/png"
                onChange={async (event) => {
                  const file = chosenFile(event);
                  if (file) setDefinition({ ...definition, logo: await readAs(file, 'dataUrl') });
                }}
              />
            )}
          </FormField>
          {definition.logo && (
            <div>
              <Button
                variant="secondary"
                onClick={() => setDefinition({ ...definition, logo: undefined })}
              >
                Remove the logo
              </Button>
            </div>
          )}
        </Fields>
      </section>

      <section aria-labelledby="studio-colours">
        <h2 id="studio-colours">Colours and card skins</h2>
        {COLOR_SCHEMES.map((scheme) => (
          <details
            key={scheme}
            open={openSchemes.includes(scheme)}
            onToggle={(event) => {
              const open = event.currentTarget.open;
              setOpenSchemes((schemes) =>
                open ? [...new Set([...schemes, scheme])] : schemes.filter((s) => s !== scheme),
              );
            }}
          >
            <Summary>{SCHEME_TITLES[scheme]}</Summary>
            {/* Only an open scheme's fields are drawn: each scheme has some sixty. */}
            {openSchemes.includes(scheme) && (
              <Fields aria-label={SCHEME_TITLES[scheme]}>
                {colourTokens(scheme === 'dark' ? definition.darkColors : definition.colors).map(
                  ([token, value]) => (
                    <ColourField
                      key={token}
                      token={token}
                      schemeName={scheme}
                      value={value}
                      onChange={(colour) => setColour(scheme, token, colour)}
                    />
                  ),
                )}
              </Fields>
            )}
          </details>
        ))}
      </section>

      <ContrastReport
        theme={theme}
        onUseShade={(scheme, from, to) =>
          setDefinition((current) => withColourReplaced(current, scheme, from, to))
        }
      />

      <section aria-labelledby="studio-preview">
        <h2 id="studio-preview">Preview</h2>
        <StudioPreview theme={theme} />
      </section>

      <BrandExport source={brandFileSource(definition)} id={definition.id} />
    </Stack>
  );
}
