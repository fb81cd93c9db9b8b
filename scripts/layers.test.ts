import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function lintAs(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

// ESLint loads its configuration and the TypeScript parser on the first file: a slow start.
beforeAll(() => lintAs('domain/warm-up.ts', 'export {};\n'), 60_000);

describe('npm run lint guards the layer arrows of DESIGN.md', () => {
  it('fails when domain/ imports the kit', async () => {
    const errors = await lintAs(
      'domain/crossing.ts',
      "import { Button } from '../ui/Button';\nexport const crossing = Button;\n",
    );
    expect(errors).toContain(
      'boundaries/dependencies: domain/ may not import ui/ (see the layer table in README.md)',
    );
  });

  it('fails when domain/ imports React', async () => {
    const errors = await lintAs(
      'domain/crossing.ts',
      "import { useState } from 'react';\nexport const crossing = useState;\n",
    );
    expect(errors.join('\n')).toMatch(/domain\/ must not depend on react/);
  });

  it('fails when the kit imports a layer above it', async () => {
    const errors = await lintAs(
      'ui/crossing.ts',
      "import meta from '../stories/kit/Button.stories';\nexport const crossing = meta;\n",
    );
    expect(errors.join('\n')).toMatch(/ui\/ may not import stories\//);
  });

  it('lets the kit import the rules below it', async () => {
    const errors = await lintAs(
      'ui/fine.ts',
      "import { formatMoney } from '../domain/money/money';\nexport const fine = formatMoney;\n",
    );
    expect(errors).toEqual([]);
  });

  it('lets the server read the brand files through their registry for Node', async () => {
    const errors = await lintAs(
      'server/fine.ts',
      "import { themeFor } from '../themes/nodeBrands';\nimport type { BankTheme } from '../themes/theme';\nexport const fine: BankTheme = themeFor('green');\n",
    );
    expect(errors).toEqual([]);
  });

  it('keeps the styled half of themes/ out of the server', async () => {
    for (const module of ['../themes', '../themes/index', '../themes/BankThemeProvider']) {
      const errors = await lintAs(
        'server/crossing.ts',
        `import { BankThemeProvider } from '${module}';\nexport const crossing = BankThemeProvider;\n`,
      );
      expect(errors.join('\n')).toMatch(/server\/ reads brands only through themes\/nodeBrands/);
    }
    const errors = await lintAs(
      'server/crossing.ts',
      "import styled from 'styled-components';\nexport const crossing = styled;\n",
    );
    expect(errors.join('\n')).toMatch(/server\/ must not depend on styled-components/);
  });
});

describe('npm run lint keeps the web bank’s features apart', () => {
  it('fails when one feature imports another', async () => {
    const errors = await lintAs(
      'app/features/payments/crossing.ts',
      "import { AccountGroups } from '../accounts/AccountGroups';\nexport const crossing = AccountGroups;\n",
    );
    expect(errors.join('\n')).toMatch(/boundaries\/dependencies/);
  });

  it('lets a feature use its own files and the shared app code', async () => {
    const errors = await lintAs(
      'app/features/payments/fine.ts',
      "import { useCall } from '../../data/calls';\nimport { PAYMENT_PATHS } from './paths';\nexport const fine = [useCall, PAYMENT_PATHS];\n",
    );
    expect(errors).toEqual([]);
  });

  it('lets the app compose features in its pages', async () => {
    const errors = await lintAs(
      'app/pages/fine.ts',
      "import { AccountGroups } from '../features/accounts/AccountGroups';\nexport const fine = AccountGroups;\n",
    );
    expect(errors).toEqual([]);
  });
});
