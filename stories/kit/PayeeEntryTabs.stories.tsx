import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { VirtualBarcode } from '../../domain/payments/barcode';
import {
  payeeFormSchema,
  toPayeePayload,
  type PayeeForm,
  type PayeePayload,
} from '../../domain/payments/payeeForm';
import { Button } from '../../ui/Button';
import { PayeeEntryTabs, type PayeeField, type SavedPayee } from '../../ui/PayeeEntryTabs';
import { Stack } from '../../ui/Stack';
import { barcodeMistyped, barcodeVersion4, barcodeVersion5, savedPayees } from './sampleData';

interface StoryArgs {
  payees: readonly SavedPayee[];
  /** The payee the form starts from (one chosen earlier, a draft restored after 'Takaisin'). */
  initial?: PayeeForm;
  /** The bank refuses the payee on submit: this field, this message. */
  refusal?: { field: keyof PayeeForm; message: string };
  onSubmit: (payee: PayeePayload) => void;
  onRemovePayee: (id: string) => void;
  onBarcode: (barcode: VirtualBarcode) => void;
}

/** A field of the demo form as the tabs take it: its message once touched or submitted. */
function usePayeeField(control: Control<PayeeForm>, name: keyof PayeeForm): PayeeField {
  const { field, fieldState, formState } = useController({ control, name });
  return {
    ...field,
    value: field.value ?? '',
    error: fieldState.isTouched || formState.isSubmitted ? fieldState.error?.message : undefined,
  };
}

/**
 * The payment form around the tabs, as the web bank holds it: the payee's fields are its own
 * (react-hook-form, the domain's payee rules), and a confirmed removal drops the payee from the
 * list, as the refetch would.
 */
function PaymentFormDemo({ payees: initial, initial: payee, refusal, ...args }: StoryArgs) {
  const [payees, setPayees] = useState(initial);
  const { control, handleSubmit, setError } = useForm<PayeeForm>({
    resolver: zodResolver(payeeFormSchema),
    mode: 'onTouched',
    defaultValues: payee ?? { RecipientIban: '', RecipientName: '', RecipientBic: '' },
  });
  const submit = handleSubmit((values) => {
    if (refusal) setError(refusal.field, { message: refusal.message }, { shouldFocus: true });
    else args.onSubmit(toPayeePayload(values));
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap={5}>
        <PayeeEntryTabs
          payees={payees}
          iban={usePayeeField(control, 'RecipientIban')}
          name={usePayeeField(control, 'RecipientName')}
          bic={usePayeeField(control, 'RecipientBic')}
          onBarcode={args.onBarcode}
          onRemovePayee={(id) => {
            args.onRemovePayee(id);
            setPayees((current) => current.filter((saved) => saved.Id !== id));
          }}
        />
        <div>
          <Button type="submit">Jatka</Button>
        </div>
      </Stack>
    </form>
  );
}

const meta = {
  title: 'Kit/Payments/PayeeEntryTabs',
  // The tabs' own props are fields of the form around them: the stories set up that form.
  subcomponents: { PayeeEntryTabs },
  render: (args) => <PaymentFormDemo {...args} />,
  args: {
    payees: savedPayees,
    onSubmit: fn(),
    onRemovePayee: fn(),
    onBarcode: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Payee entry of a new payment in three tabs (WAI-ARIA tabs: one tab stop, arrow keys): the payee’s fields, the saved payee list (by name, Finnish order; removal asks ‘Poista maksunsaaja?’) and the virtual barcode reader. The fields (`iban`, `name`, `bic`) are controlled fields of the payment form around the tabs, which holds their values, decides when their messages show and puts the bank’s refusals on them; a react-hook-form field fits as it is. Choosing a payee or reading a barcode fills them; a barcode also goes to `onBarcode` for the amount, reference and due date.',
      },
    },
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const page = () => within(document.body);

const field = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });

async function openTab(canvas: Canvas, name: string) {
  await userEvent.click(canvas.getByRole('tab', { name }));
  return canvas.getByRole('tabpanel', { name });
}

async function readBarcode(canvas: Canvas, code: string) {
  const panel = await openTab(canvas, 'Lue viivakoodi');
  // A customer copies the code from the invoice: pasted, not typed key by key.
  // The tab's reader loads when the tab is first opened.
  await userEvent.click(await within(panel).findByRole('textbox', { name: 'Virtuaaliviivakoodi' }));
  await userEvent.paste(code);
  await userEvent.click(within(panel).getByRole('button', { name: 'Lue' }));
}

/** The IBAN tab: an account and a name typed, the form sends them as the bank wants. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'IBAN' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.type(field(canvas, 'Saajan tilinumero'), 'fi21 1234 5600 0007 85');
    await userEvent.type(field(canvas, 'Saajan nimi'), 'Aino Virtanen');
    await expect(field(canvas, 'Saajan tilinumero')).toHaveValue('FI21 1234 5600 0007 85');
    await expect(canvas.getByText('13 / 50 merkkiä')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'BIC-koodi' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      RecipientIban: 'FI2112345600000785',
      RecipientName: 'Aino Virtanen',
    });
  },
};

/** The payee the form already holds (chosen earlier, or restored after 'Takaisin'). */
export const Restored: Story = {
  args: {
    initial: {
      RecipientIban: 'DE89370400440532013000',
      RecipientName: 'Schmidt Ferienwohnungen GmbH',
      RecipientBic: 'COBADEFFXXX',
    },
  },
  play: async ({ canvas, args }) => {
    await expect(field(canvas, 'Saajan tilinumero')).toHaveValue('DE89 3704 0044 0532 0130 00');
    await expect(field(canvas, 'Saajan nimi')).toHaveValue('Schmidt Ferienwohnungen GmbH');
    await expect(field(canvas, 'BIC-koodi')).toHaveValue('COBADEFFXXX');
    await userEvent.click(canvas.getByRole('button', { name: 'Jatka' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      RecipientIban: 'DE89370400440532013000',
      RecipientName: 'Schmidt Ferienwohnungen GmbH',
      RecipientBic: 'COBADEFFXXX',
    });
  },
};

/** The bank refuses a field it checks itself: its message shows on that field, focused. */
export const BankRefusal: Story = {
  args: {
    initial: { RecipientIban: 'FI2112345600000785', RecipientName: 'Aino Virtanen' },
    refusal: { field: 'RecipientIban', message: 'SEPA prefix is invalid' },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Jatka' }));
    const iban = field(canvas, 'Saajan tilinumero');
    await waitFor(() => expect(iban).toHaveFocus());
    await expect(iban).toHaveAttribute('aria-invalid', 'true');
    await expect(iban).toHaveAccessibleDescription('Virhe: SEPA prefix is invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** One tab stop; arrows, Home and End move between the tabs and show their panels. */
export const KeyboardTabs: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const iban = canvas.getByRole('tab', { name: 'IBAN' });
    const list = canvas.getByRole('tab', { name: 'Saajaluettelo' });
    const barcode = canvas.getByRole('tab', { name: 'Lue viivakoodi' });
    await expect(iban).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(list).toHaveFocus();
    await expect(list).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Saajaluettelo' })).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(barcode).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(iban).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(barcode).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(iban).toHaveAttribute('aria-selected', 'true');
    await expect(barcode).toHaveAttribute('tabindex', '-1');
    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'IBAN' })).toHaveFocus();
  },
};

/** The saved payees by name in Finnish order: Å, Ä and Ö come after Z. */
export const PayeeList: Story = {
  play: async ({ canvas }) => {
    const panel = await openTab(canvas, 'Saajaluettelo');
    const rows = within(panel)
      .getAllByRole('listitem')
      .map((item) => within(item).getAllByRole('button')[0]);
    const expected = [
      'Ahola Anna',
      'Helen Oy',
      'Lomahuoneisto Berliini',
      'Äänekosken Energia Oy',
      'Öljy-Pekka Oy',
    ];
    await expect(rows).toHaveLength(expected.length);
    for (const [index, name] of expected.entries()) {
      // A row is named by all it shows, the payee's name first.
      await expect(rows[index]).toHaveAccessibleName(new RegExp(`^${name}`));
    }
  },
};

/** Selecting a saved payee fills the fields and goes back to them, focus on the account. */
export const SelectPayeeFillsForm: Story = {
  play: async ({ canvas, args }) => {
    const panel = await openTab(canvas, 'Saajaluettelo');
    await userEvent.click(within(panel).getByRole('button', { name: /^Helen Oy/ }));
    await expect(canvas.getByRole('tab', { name: 'IBAN' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(field(canvas, 'Saajan tilinumero')).toHaveFocus());
    await expect(field(canvas, 'Saajan tilinumero')).toHaveValue('FI02 5000 4640 0013 02');
    await expect(field(canvas, 'Saajan nimi')).toHaveValue('Helen Oy');
    await expect(canvas.getByText('8 / 50 merkkiä')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Jatka' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      RecipientIban: 'FI0250004640001302',
      RecipientName: 'Helen Oy',
    });
  },
};

/** A foreign saved payee brings its BIC with it, by keyboard. */
export const SelectForeignPayee: Story = {
  play: async ({ canvas, args }) => {
    const panel = await openTab(canvas, 'Saajaluettelo');
    // Tab from the tab list into the panel, then along the rows and their remove buttons.
    await userEvent.tab();
    await expect(panel).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Ahola Anna/ })).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Poista maksunsaaja Ahola Anna' }),
    ).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Lomahuoneisto Berliini/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field(canvas, 'Saajan tilinumero')).toHaveFocus());
    await expect(field(canvas, 'BIC-koodi')).toHaveValue('COBADEFFXXX');
    await userEvent.click(canvas.getByRole('button', { name: 'Jatka' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      RecipientIban: 'DE89370400440532013000',
      RecipientName: 'Schmidt Ferienwohnungen GmbH',
      RecipientBic: 'COBADEFFXXX',
    });
  },
};

/** The spec's text for an empty list. */
export const EmptyList: Story = {
  args: { payees: [] },
  play: async ({ canvas }) => {
    const panel = await openTab(canvas, 'Saajaluettelo');
    await expect(within(panel).getByText('No contacts')).toBeVisible();
  },
};

/** Removal asks 'Poista maksunsaaja?': 'Ei' keeps the payee, 'Kyllä' removes it. */
export const RemoveConfirmation: Story = {
  play: async ({ canvas, args }) => {
    const panel = await openTab(canvas, 'Saajaluettelo');
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Poista maksunsaaja Helen Oy' }),
    );
    // The dialog's code loads as the list shows: on a busy machine that can take seconds.
    let dialog = await page().findByRole(
      'dialog',
      { name: 'Poista maksunsaaja?' },
      { timeout: 10_000 },
    );
    await expect(dialog).toHaveTextContent('Helen Oy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ei' }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onRemovePayee).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    dialog = await page().findByRole('dialog', { name: 'Poista maksunsaaja?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kyllä' }));
    await expect(args.onRemovePayee).toHaveBeenCalledWith('payee-helen');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(
      within(panel).queryByRole('button', { name: /^Helen Oy/ }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
  },
};

/** Version 4: the IBAN fills the form; amount, reference and due date go to `onBarcode`. */
export const BarcodeVersion4: Story = {
  play: async ({ canvas, args }) => {
    await readBarcode(canvas, barcodeVersion4);
    await expect(args.onBarcode).toHaveBeenCalledWith({
      iban: 'FI7944052020036082',
      amountCents: 488315,
      reference: '868516259619897',
      dueDate: '2010-06-12',
    });
    await expect(canvas.getByRole('tab', { name: 'IBAN' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(field(canvas, 'Saajan tilinumero')).toHaveValue('FI79 4405 2020 0360 82');
    // The barcode has no name: the customer goes on to type it.
    await waitFor(() => expect(field(canvas, 'Saajan nimi')).toHaveFocus());
    await userEvent.keyboard('Sähkö Oy{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      RecipientIban: 'FI7944052020036082',
      RecipientName: 'Sähkö Oy',
    });
  },
};

/** Version 5: the RF reference; Enter in the barcode field reads it, it does not send the form. */
export const BarcodeVersion5: Story = {
  play: async ({ canvas, args }) => {
    const panel = await openTab(canvas, 'Lue viivakoodi');
    // The tab's reader loads when the tab is first opened.
    await userEvent.click(
      await within(panel).findByRole('textbox', { name: 'Virtuaaliviivakoodi' }),
    );
    await userEvent.paste(barcodeVersion5);
    await userEvent.keyboard('{Enter}');
    await expect(args.onBarcode).toHaveBeenCalledWith({
      iban: 'FI7944052020036082',
      amountCents: 488315,
      reference: 'RF09868516259619897',
      dueDate: '2010-06-12',
    });
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(field(canvas, 'Saajan tilinumero')).toHaveValue('FI79 4405 2020 0360 82');
  },
};

/** A mistyped code: 'Tarkista viivakoodi', and nothing is filled. */
export const BarcodeError: Story = {
  play: async ({ canvas, args }) => {
    await readBarcode(canvas, barcodeMistyped);
    const input = field(canvas, 'Virtuaaliviivakoodi');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Virhe: Tarkista viivakoodi'),
    );
    await expect(args.onBarcode).not.toHaveBeenCalled();
    await expect(canvas.getByRole('tab', { name: 'Lue viivakoodi' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The field takes at most 60 characters.
    await expect(input).toHaveAttribute('maxlength', '60');
  },
};

/**
 * The barcode read from a picture or PDF of the invoice, or by the camera: here the customer has
 * not allowed the camera, and is told what to do instead.
 */
export const BarcodeCameraRefused: Story = {
  beforeEach: () => {
    const camera = spyOn(navigator.mediaDevices, 'getUserMedia').mockRejectedValue(
      new DOMException('Permission denied', 'NotAllowedError'),
    );
    return () => camera.mockRestore();
  },
  play: async ({ canvas, args }) => {
    const panel = await openTab(canvas, 'Lue viivakoodi');
    const scan = await within(panel).findByRole('group', { name: 'Tai lue viivakoodi laskusta' });
    await expect(within(scan).getByLabelText('Valitse laskun kuva tai PDF')).toHaveAttribute(
      'type',
      'file',
    );
    const start = within(scan).getByRole('button', { name: 'Lue kameralla' });
    await userEvent.click(start);
    const refusal =
      'Kameran käyttöä ei sallittu. Salli kamera selaimen asetuksista tai valitse laskun kuva.';
    await expect(await within(scan).findByText(refusal)).toBeVisible();
    await expect(start).toHaveAccessibleDescription(`Virhe: ${refusal}`);
    await expect(args.onBarcode).not.toHaveBeenCalled();
  },
};

/** A foreign account: the BIC field appears and is required, then checked for its shape. */
export const ForeignIbanNeedsBic: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(field(canvas, 'Saajan tilinumero'), 'DE89 3704 0044 0532 0130 00');
    await userEvent.type(field(canvas, 'Saajan nimi'), 'Schmidt Ferienwohnungen GmbH');
    const bic = field(canvas, 'BIC-koodi');
    await userEvent.click(canvas.getByRole('button', { name: 'Jatka' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(bic).toHaveAttribute('aria-invalid', 'true');
    await expect(bic).toHaveAccessibleDescription(expect.stringContaining('Tämä tieto tarvitaan'));
    await expect(bic).toHaveFocus();
    await userEvent.type(bic, 'COBA');
    await expect(bic).toHaveAccessibleDescription(
      expect.stringContaining('Virheellinen BIC-koodi'),
    );
    await userEvent.type(bic, 'deffxxx');
    await expect(bic).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      RecipientIban: 'DE89370400440532013000',
      RecipientName: 'Schmidt Ferienwohnungen GmbH',
      RecipientBic: 'COBADEFFXXX',
    });
  },
};

/** Each field's message, shown once the field is left (not while first typing). */
export const FieldErrors: Story = {
  play: async ({ canvas, args }) => {
    const iban = field(canvas, 'Saajan tilinumero');
    const name = field(canvas, 'Saajan nimi');
    await userEvent.type(iban, 'FI21 1234 5600 0007 86');
    await expect(iban).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(iban).toHaveAttribute('aria-invalid', 'true');
    await expect(iban).toHaveAccessibleDescription(
      expect.stringContaining('Virheellinen tilinumero'),
    );

    await userEvent.type(name, 'Aino <Virtanen>');
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription(
      expect.stringContaining('Vastaanottaja sisältää kiellettyjä merkkejä'),
    );
    await userEvent.clear(name);
    await expect(name).toHaveAccessibleDescription(expect.stringContaining('Tämä tieto tarvitaan'));

    await userEvent.clear(iban);
    await userEvent.type(iban, 'FI2112345600000785');
    await expect(iban).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The form sent from another tab with the payee missing: back to the fields, focus on the first. */
export const SubmitFromAnotherTab: Story = {
  play: async ({ canvas, args }) => {
    await openTab(canvas, 'Saajaluettelo');
    await userEvent.click(canvas.getByRole('button', { name: 'Jatka' }));
    // The form's check is asynchronous: the IBAN tab opens once it has found the missing account.
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'IBAN' })).toHaveAttribute('aria-selected', 'true'),
    );
    const iban = field(canvas, 'Saajan tilinumero');
    await waitFor(() => expect(iban).toHaveFocus());
    await expect(iban).toHaveAccessibleDescription(expect.stringContaining('Tämä tieto tarvitaan'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Submitting an empty form shows every required field's message and focuses the first. */
export const EmptySubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Jatka' }));
    const iban = field(canvas, 'Saajan tilinumero');
    await waitFor(() => expect(iban).toHaveFocus());
    await expect(iban).toHaveAccessibleDescription(expect.stringContaining('Tämä tieto tarvitaan'));
    await expect(field(canvas, 'Saajan nimi')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
