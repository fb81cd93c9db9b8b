import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UPLOAD_MAX_BYTES } from '../../domain/forms/upload';
import { UploadBox } from '../../ui/UploadBox';

const pdf = (bytes: number, name = 'tiliote.pdf') =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

const meta = {
  title: 'Kit/Forms/UploadBox',
  component: UploadBox,
  args: { onFileAccepted: fn(), onRemove: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'File upload by the file picker or drag and drop, checked by the rules of domain/upload (3 Mt; PDF, JPG, JPEG, GIF, PNG, HEIF, HEIC). States: `idle`, `waiting` (file accepted), `error_size`, `error_type`; Yritä uudelleen and removing the file return to idle.',
      },
    },
  },
} satisfies Meta<typeof UploadBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: the picker is a real, labelled file input that the keyboard reaches. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Valitse tiedosto');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAccessibleDescription(
      'Sallitut muodot: PDF, JPG, JPEG, GIF, PNG, HEIF, HEIC. Enimmäiskoko 3 Mt.',
    );
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

/** Waiting: an allowed file was accepted and waits to be sent; removing it returns to idle. */
export const Waiting: Story = {
  play: async ({ canvas, args }) => {
    const file = pdf(2048);
    await userEvent.upload(canvas.getByLabelText('Valitse tiedosto'), file);
    await expect(args.onFileAccepted).toHaveBeenCalledWith(file);
    await expect(canvas.getByText('tiliote.pdf')).toBeVisible();
    await expect(canvas.getByText('2 kt')).toBeVisible();
    const remove = canvas.getByRole('button', { name: 'Poista tiedosto tiliote.pdf' });
    await expect(remove).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(canvas.getByLabelText('Valitse tiedosto')).toHaveFocus();
  },
};

/** error_size: one byte over 3 Mt; Yritä uudelleen returns to idle. */
export const ErrorSize: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByLabelText('Valitse tiedosto'), pdf(UPLOAD_MAX_BYTES + 1));
    await expect(canvas.getByText('Tiedoston koko on liian suuri')).toBeVisible();
    await expect(args.onFileAccepted).not.toHaveBeenCalled();
    const tryAgain = canvas.getByRole('button', { name: 'Yritä uudelleen' });
    await expect(tryAgain).toHaveFocus();
    await expect(tryAgain).toHaveAccessibleDescription('Virhe: Tiedoston koko on liian suuri');

    await userEvent.click(tryAgain);
    await expect(canvas.queryByText('Tiedoston koko on liian suuri')).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Valitse tiedosto')).toHaveFocus();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** error_type: a Word file dropped on the box. */
export const ErrorType: Story = {
  play: async ({ canvas, args }) => {
    const word = new File(['x'], 'hakemus.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(word);
    const zone = canvas.getByText('tai pudota tiedosto tähän');
    // Built by hand: testing-library's fireEvent copies a DataTransfer without its files.
    const drag = (type: string) =>
      new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer });
    zone.dispatchEvent(drag('dragover'));
    zone.dispatchEvent(drag('drop'));
    await expect(await canvas.findByText('Tiedosto on väärässä muodossa')).toBeVisible();
    await expect(canvas.getByText('hakemus.docx')).toBeVisible();
    await expect(args.onFileAccepted).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText('Valitse tiedosto')).toBeInTheDocument();
  },
};

/** A program renamed to .pdf: the browser's MIME type gives it away. */
export const RenamedProgram: Story = {
  play: async ({ canvas, args }) => {
    const program = new File(['MZ'], 'lasku.pdf', { type: 'application/x-msdownload' });
    await userEvent.upload(canvas.getByLabelText('Valitse tiedosto'), program);
    await expect(canvas.getByText('Tiedosto on väärässä muodossa')).toBeVisible();
    await expect(args.onFileAccepted).not.toHaveBeenCalled();
  },
};

/** The picker's text can name the document the flow needs. */
export const CustomLabel: Story = {
  args: { label: 'Liitä tiliote' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Liitä tiliote')).toHaveAttribute('type', 'file');
  },
};
