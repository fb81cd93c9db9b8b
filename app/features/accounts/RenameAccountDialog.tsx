import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as bankAccounts from '../../../api/bankAccounts';
import type { Account } from '../../../domain/accounts/accounts';
import { AlertBox } from '../../../ui/AlertBox';
import { Button } from '../../../ui/Button';
import { FormField } from '../../../ui/FormField';
import { useMessageText } from '../../../ui/MessageText';
import { Modal } from '../../../ui/Modal';
import { TextInput } from '../../../ui/TextInput';
import { useCallMutation } from '../../data/calls';
import { useBankForm } from '../../data/form';

/** The name field of the rename call, with the bank's own rules. */
const renameForm = bankAccounts.renameRequest.pick({ CustomName: true });
const NAME_MAX_LENGTH = 40;

export interface RenameAccountDialogProps {
  account: Account;
  currentName: string;
  onClose: () => void;
  onRenamed: () => void;
}

/** The name field in a dialog; the bank checks the name too, and its answer shows on the field. */
export function RenameAccountDialog({
  account,
  currentName,
  onClose,
  onRenamed,
}: RenameAccountDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const formId = useId();
  const rename = useCallMutation(bankAccounts.sepaRenameAccount);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    showRefusal,
    formState: { errors },
  } = useBankForm(renameForm, { defaultValues: { CustomName: currentName } });

  const submit = handleSubmit(({ CustomName }) => {
    setFormError(null);
    rename.mutate(
      { AccountId: account.Id, AccountType: account.Type, CustomName },
      {
        onSuccess: onRenamed,
        onError: (error) => {
          if (!showRefusal(error)) setFormError(error.message);
        },
      },
    );
  });

  return (
    <Modal
      open
      onClose={() => {
        if (!rename.isPending) onClose();
      }}
      title={t('accounts.account.rename')}
      footer={
        <>
          <Button type="submit" form={formId} busy={rename.isPending}>
            {t('common.save')}
          </Button>
          <Button variant="secondary" disabled={rename.isPending} onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <FormField label={t('accounts.account.name')} error={errors.CustomName?.message}>
          <TextInput maxLength={NAME_MAX_LENGTH} autoComplete="off" {...register('CustomName')} />
        </FormField>
      </form>
      {formError && <AlertBox tone="error">{text(formError)}</AlertBox>}
    </Modal>
  );
}
