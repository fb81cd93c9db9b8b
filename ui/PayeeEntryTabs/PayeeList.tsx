import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IbanText } from '../IbanText';
import { IconButton } from '../IconButton';
import { ListRow } from '../ListRow';

/** A saved payee as the payee list query returns it. */
export interface SavedPayee {
  Id: string;
  /** The customer's own name for the payee, shown in the list. */
  Name: string;
  ReceiverAccountNumber: string;
  ReceiverName: string;
  ReceiverBic?: string | null;
}

export interface PayeeListProps {
  payees: readonly SavedPayee[];
  onSelect: (payee: SavedPayee) => void;
  /** Called after the customer confirms; the dialog waits while a returned promise runs. */
  onRemove: (id: string) => void | Promise<void>;
}

// Removing a payee is the rare step: its dialog is not in the form's code, and loads once the
// list shows, so that it is there when a remove button is pressed.
const loadConfirmDialog = () =>
  import('../ConfirmDialog').then((m) => ({ default: m.ConfirmDialog }));
const ConfirmDialog = lazy(loadConfirmDialog);

// Takes the focus only from a script, when the removed row had it.
const Region = styled.div`
  &:focus {
    outline: none;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
`;

const byName = new Intl.Collator('fi');

/**
 * The saved payees by name (Finnish order: Å, Ä and Ö after Z). Choosing a row fills the payee
 * form; the remove button asks 'Poista maksunsaaja?' first.
 */
export function PayeeList({ payees, onSelect, onRemove }: PayeeListProps) {
  const { t } = useTranslation();
  const region = useRef<HTMLDivElement>(null);
  const [removing, setRemoving] = useState<SavedPayee | null>(null);
  const [busy, setBusy] = useState(false);
  const justRemoved = useRef(false);
  const sorted = useMemo(
    () => [...payees].sort((a, b) => byName.compare(a.Name, b.Name)),
    [payees],
  );

  useEffect(() => {
    void loadConfirmDialog();
  }, []);
  // The removed row took the focus with it: keep the keyboard in the list.
  useEffect(() => {
    if (!justRemoved.current || removing) return;
    justRemoved.current = false;
    if (!region.current?.contains(document.activeElement)) region.current?.focus();
  }, [removing]);

  async function confirmRemoval() {
    if (!removing) return;
    setBusy(true);
    try {
      await onRemove(removing.Id);
    } finally {
      justRemoved.current = true;
      setBusy(false);
      setRemoving(null);
    }
  }

  return (
    <Region ref={region} tabIndex={-1}>
      {sorted.length === 0 ? (
        <Empty>{t('kit.payeeEntryTabs.noContacts')}</Empty>
      ) : (
        <List>
          {sorted.map((payee) => (
            <Item key={payee.Id}>
              <ListRow
                title={payee.Name}
                details={
                  <>
                    <span>{payee.ReceiverName}</span>
                    <IbanText iban={payee.ReceiverAccountNumber} />
                  </>
                }
                onSelect={() => onSelect(payee)}
              />
              <IconButton
                icon="close"
                label={t('kit.payeeEntryTabs.removePayee', { name: payee.Name })}
                onClick={() => setRemoving(payee)}
              />
            </Item>
          ))}
        </List>
      )}
      {removing && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            question={t('kit.payeeEntryTabs.removeQuestion')}
            busy={busy}
            onConfirm={() => void confirmRemoval()}
            onCancel={() => setRemoving(null)}
          >
            <p>
              {removing.Name}
              <br />
              <IbanText iban={removing.ReceiverAccountNumber} />
            </p>
          </ConfirmDialog>
        </Suspense>
      )}
    </Region>
  );
}
