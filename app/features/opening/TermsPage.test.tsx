import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/renderPage';
import { openingBank } from '../../testing/openingBank';

describe('the terms of a product', () => {
  it('shows the product’s own sections and the common ones', async () => {
    await renderPage('/bank/accounts/terms/term-deposit', openingBank());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Määräaikaistalletus – ehdot' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Ennenaikainen nosto' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Talletussuoja' })).toBeVisible();
  });

  it('are in the customer’s language', async () => {
    await renderPage('/bank/accounts/terms/savings-account', openingBank(), { language: 'sv' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sparkonto – villkor' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Insättningsgaranti' })).toBeVisible();
  });
});
