import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { brands } from '../../themes';
import { brandFileSource, definitionOf } from '../../themes/brandFile';
import { contrastRatio } from '../../themes/contrast';
import { BrandStudio } from './BrandStudio';
import { testRunnerCommand } from './testRunnerCommand';

const meta = {
  title: 'Brand studio',
  component: BrandStudio,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Make a brand: start from one of the brands or load a brand file, change its colours (both schemes), typeface, corner radii, logo and card skins, and see a bank screen, the card skins and a switch change live in light and dark. Every text/background and control/background pair is checked against WCAG 2.2 AA as you type; a failing pair is named with its ratio, and its nearest passing shade is one click away. Export gives the brand’s one file for `themes/brands/`.',
      },
    },
    a11y: {
      config: {
        // The preview repeats the bank screen on purpose (light and dark): same region names.
        rules: [{ id: 'landmark-unique', enabled: false }],
      },
    },
  },
} satisfies Meta<typeof BrandStudio>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A brand file loaded; then the purple brand, its secondary text made too light, the failing pair
 * fixed with the offered shade, exported and checked as the brand tests check a brand file.
 */
export const MakeABrand: Story = {
  play: async ({ canvas, step }) => {
    await step('load a brand file', async () => {
      const file = brandFileSource(definitionOf(brands.corporate!));
      await userEvent.upload(
        canvas.getByLabelText(/^Or load a brand file/),
        new File([file], 'corporate.ts', { type: 'text/plain' }),
      );
      await expect(await canvas.findByDisplayValue('Yritys (tummansininen)')).toBeVisible();
    });

    await step('start from the purple brand', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Start from a brand'), 'purple');
      await expect(canvas.getByLabelText('Name')).toHaveValue('Violetti');
    });

    await step('a too light secondary text is named with its ratio', async () => {
      const light = within(canvas.getByRole('group', { name: 'Light scheme colours' }));
      const muted = light.getByRole('textbox', { name: 'text.muted' });
      await userEvent.tripleClick(muted);
      await userEvent.paste('#b0a8bb');
      const ratio = contrastRatio('#b0a8bb', '#f7f5fa').toFixed(2);
      await expect(canvas.getByRole('status', { name: 'Contrast check' })).toHaveTextContent(
        /pairs fail/,
      );
      const failing = within(canvas.getByRole('list', { name: 'Failing pairs' }));
      await expect(
        failing.getByText(`light: secondary text on page`, { exact: false }).closest('li'),
      ).toHaveTextContent(`${ratio}:1, needs 4.5:1`);
    });

    await step('the nearest passing shades fix every pair', async () => {
      // The colours fold away, the preview and the verdict stay in view.
      await userEvent.click(canvas.getByText('Light scheme colours'));
      for (let fixes = 0; fixes < 5; fixes++) {
        const shade = canvas.queryAllByRole('button', { name: /^Use the nearest passing shade/ });
        if (shade.length === 0) break;
        await userEvent.click(shade[0]!);
      }
      await expect(canvas.getByRole('status', { name: 'Contrast check' })).toHaveTextContent(
        /pairs pass in both schemes/,
      );
    });

    await step('the exported file is a brand that passes the brand tests', async () => {
      const id = canvas.getByRole('textbox', { name: /^Id \(the file/ });
      await userEvent.tripleClick(id);
      await userEvent.paste('studio');
      const source = (canvas.getByLabelText(/^The brand file/) as HTMLTextAreaElement).value;
      await expect(source).toContain("id: 'studio'");
      await expect(canvas.getByRole('link', { name: 'Download studio.ts' })).toBeVisible();
      // Only under the story tests' Vitest: written into a copy of themes/brands/ and checked.
      const failures = await testRunnerCommand<string[]>('checkBrandFile', 'studio.ts', source);
      if (failures) await expect(failures).toEqual([]);
    });
  },
};
