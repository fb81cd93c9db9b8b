import { useTranslation } from 'react-i18next';
import * as calls from '../../../api/purchaseRights';
import { purchaseRightGrantSchema } from '../../../domain/company/purchaseRights';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useBankForm } from '../../data/form';
import { usePreparedConfirmation } from '../../data/operation';
import { StepForm } from '../../shell/StepForm';
import { PURCHASE_RIGHTS_PATH, useKeptChange } from './keptChange';

type Field = 'PersonalId' | 'FirstName' | 'LastName';
const FIELDS = [
  ['PersonalId', 'personalId'],
  ['FirstName', 'firstName'],
  ['LastName', 'lastName'],
] as const satisfies readonly (readonly [Field, string])[];

/** The main user names a person by henkilötunnus and grants them the right, confirmed strongly. */
export function GrantForm() {
  const { t } = useTranslation();
  const { keep } = useKeptChange();
  const form = useBankForm(purchaseRightGrantSchema, {
    defaultValues: { PersonalId: '', FirstName: '', LastName: '' },
  });
  const { start, busy } = usePreparedConfirmation(calls.purchaseRightsAdd);
  const submit = form.handleSubmit((grant) =>
    start(grant, ({ SessionId }) => {
      keep({ SessionId });
      return { nextUrl: PURCHASE_RIGHTS_PATH, returnUrl: PURCHASE_RIGHTS_PATH };
    }).catch((refusal: unknown) => {
      form.showRefusal(refusal);
    }),
  );
  return (
    <StepForm
      title={t('purchaseRights.add.heading')}
      onSubmit={(event) => void submit(event)}
      refusal={form.refusal}
      busy={busy}
      submitLabel={t('purchaseRights.add.submit')}
    >
      {FIELDS.map(([name, label]) => (
        <FormField
          key={name}
          label={t(`purchaseRights.add.${label}`)}
          error={form.formState.errors[name]?.message}
        >
          <TextInput autoComplete="off" maxLength={50} {...form.register(name)} />
        </FormField>
      ))}
    </StepForm>
  );
}
