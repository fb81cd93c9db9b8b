import { userEvent, within } from 'storybook/test';

/** The whole page, dialogs included (they open outside the story's root). */
export const onPage = () => within(document.body);

/** Types as a paste: one change, as from the clipboard (the app's tests do the same). */
export async function fill(input: HTMLElement, text: string): Promise<void> {
  await userEvent.click(input);
  await userEvent.clear(input);
  await userEvent.paste(text);
}

/** Chooses an account, types an amount and goes on, as the money-moving forms ask. */
export async function moveMoney(accountLabel: string, accountId: string, amount: string) {
  const page = onPage();
  await userEvent.selectOptions(await page.findByLabelText(accountLabel), accountId);
  await fill(page.getByRole('textbox', { name: 'Summa (€)' }), amount);
  await userEvent.click(page.getByRole('button', { name: 'Jatka' }));
}
