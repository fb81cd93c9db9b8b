import type { FormEvent, ReactNode } from 'react';
import { Stack } from '../../../ui/Stack';
import { FormFooter } from '../../shell/FormFooter';

/** A loan action's form that acts at once: its content, then the bank's refusal and the button. */
export function ActionForm({
  submit,
  form,
  label,
  children,
}: {
  /** `useDirectOperation`'s submit. */
  submit: (event: FormEvent) => void;
  form: { refusal: string | null; formState: { isSubmitting: boolean } };
  /** What the button does. */
  label: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap={4}>
        {children}
        <FormFooter label={label} refusal={form.refusal} busy={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}
