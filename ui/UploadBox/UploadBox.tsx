import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  UPLOAD_ACCEPT,
  UPLOAD_ALLOWED_EXTENSIONS,
  UPLOAD_MAX_BYTES,
  uploadBoxMessage,
  uploadBoxReducer,
  type UploadBoxEvent,
  type UploadBoxState,
} from '../../domain/forms/upload';
import { Button } from '../Button';
import { FieldMessage } from '../FormField';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { FileInput, PickerLabel } from './filePicker';
import { formatFileSize } from './fileSize';

export interface UploadBoxProps {
  /** The text of the file-picker button; defaults to 'Valitse tiedosto'. */
  label?: string;
  /** A file passed the size and type rules; the owner sends it. */
  onFileAccepted: (file: File) => void;
  /** The user removed the accepted file. */
  onRemove?: () => void;
}

const Box = styled.div<{ $state: UploadBoxState; $dragging: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
  border: 2px ${({ $state }) => ($state === 'idle' ? 'dashed' : 'solid')};
  border-color: ${({ theme, $state, $dragging }) =>
    $dragging
      ? theme.colors.action.selected
      : $state === 'error_size' || $state === 'error_type'
        ? theme.colors.feedback.danger.border
        : theme.colors.border.control};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $dragging }) =>
    $dragging ? theme.colors.background.muted : theme.colors.background.surface};
  text-align: center;

  & p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const FileRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  text-align: left;
`;

const FileIcon = styled.span<{ $rejected: boolean }>`
  display: flex;
  color: ${({ theme, $rejected }) => ($rejected ? theme.colors.feedback.danger.border : 'inherit')};
`;

const FileName = styled.p`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

/**
 * A file upload box: the file picker (a real, labelled `<input type="file">`) or drag and drop.
 * The rules of domain/upload decide: a valid file waits to be sent, a too big or wrong one shows
 * its message with 'Yritä uudelleen'. After each step focus moves to the new step's control.
 */
export function UploadBox({ label, onFileAccepted, onRemove }: UploadBoxProps) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<UploadBoxState>('idle');
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const rulesId = useId();
  const errorId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const userActed = useRef(false);

  // Each state has one control (picker, remove, try again): focus follows the user to it.
  useEffect(() => {
    if (userActed.current) boxRef.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [state]);

  const advance = (event: UploadBoxEvent) => {
    userActed.current = true;
    const next = uploadBoxReducer(state, event);
    setState(next);
    return next;
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    if (advance({ type: 'fileChosen', file: chosen }) === 'waiting') onFileAccepted(chosen);
  };

  const reset = (type: 'tryAgain' | 'remove') => {
    advance({ type });
    setFile(null);
    if (type === 'remove') onRemove?.();
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => choose(event.target.files?.[0]);

  const handleDragOver = (event: DragEvent) => {
    if (state !== 'idle') return;
    event.preventDefault();
    setDragging(true);
  };

  const handleDrop = (event: DragEvent) => {
    if (state !== 'idle') return;
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const message = uploadBoxMessage(state);
  const size = (bytes: number) => formatFileSize(bytes, i18n.language);
  const rules = t('kit.uploadBox.rules', {
    types: UPLOAD_ALLOWED_EXTENSIONS.map((extension) => extension.toUpperCase()).join(', '),
    maxSize: size(UPLOAD_MAX_BYTES),
  });

  return (
    <div>
      <Box
        ref={boxRef}
        $state={state}
        $dragging={dragging}
        onDragOver={handleDragOver}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={handleDrop}
      >
        {state === 'idle' && (
          <>
            <Icon name="upload" size={32} />
            <FileInput
              id={inputId}
              type="file"
              accept={UPLOAD_ACCEPT}
              aria-describedby={rulesId}
              onChange={handleChange}
            />
            <PickerLabel $variant="secondary" htmlFor={inputId}>
              {label ?? t('kit.uploadBox.choose')}
            </PickerLabel>
            <p>{t('kit.uploadBox.dropHint')}</p>
            <Muted id={rulesId}>{rules}</Muted>
          </>
        )}
        {state !== 'idle' && file && (
          <FileRow>
            <FileIcon $rejected={state !== 'waiting'}>
              <Icon name={state === 'waiting' ? 'file' : 'error'} size={24} />
            </FileIcon>
            <FileName>
              {file.name}
              <br />
              <Muted as="span">{size(file.size)}</Muted>
            </FileName>
            {state === 'waiting' && (
              <IconButton
                icon="close"
                label={t('kit.uploadBox.remove', { name: file.name })}
                onClick={() => reset('remove')}
              />
            )}
          </FileRow>
        )}
        {message && (
          <Button variant="secondary" aria-describedby={errorId} onClick={() => reset('tryAgain')}>
            {t('kit.uploadBox.tryAgain')}
          </Button>
        )}
      </Box>
      <FieldMessage id={errorId} message={message} />
    </div>
  );
}
