import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { readScannedBarcodes, type VirtualBarcode } from '../../domain/payments/barcode';
import { Button } from '../Button';
import { FieldHint, FieldMessage } from '../FormField';
import { FileInput, PickerLabel } from '../UploadBox';
import { pictureOfFile } from './barcodeScan/pictures';
import { prepareCode128Reader, readCode128 } from './barcodeScan/readBarcodes';
import { useCameraBarcodes } from './barcodeScan/useCameraBarcodes';

export interface InvoiceBarcodeScanProps {
  onRead: (barcode: VirtualBarcode) => void;
  /** The tab is shown: the camera is released when it is not. */
  active: boolean;
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Preview = styled.video`
  width: 100%;
  max-width: 480px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.muted};
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};

  &:empty {
    display: none;
  }
`;

/** Pictures a browser draws (createImageBitmap) and PDFs, whose first page is drawn. */
const ACCEPT = 'image/png,image/jpeg,application/pdf,.png,.jpg,.jpeg,.pdf';

/**
 * The invoice's printed barcode (Code 128) read from a picture or PDF of it, or by the device
 * camera, then through the same parser as a typed code. A picture without a barcode, a code that
 * is no invoice's ('Tarkista viivakoodi') and a camera that cannot be used are said beneath.
 */
export function InvoiceBarcodeScan({ onRead, active }: InvoiceBarcodeScanProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const messageId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const [readingFile, setReadingFile] = useState(false);

  /** The codes read off a picture or frame: true when one was the invoice's and was taken. */
  function take(codes: string[]): boolean {
    const result = readScannedBarcodes(codes);
    if (!result) {
      setMessage(t('kit.payeeEntryTabs.barcodeNotFound'));
      return false;
    }
    if (!result.ok) {
      setMessage(result.error);
      return false;
    }
    setMessage(null);
    onRead(result.value);
    return true;
  }

  const { videoRef, state: cameraState, start, stop } = useCameraBarcodes(active, take);

  // The tab was opened: the reader (ZXing's WebAssembly where the browser has none) loads now,
  // so that a picture or the camera is read at once.
  useEffect(() => {
    void prepareCode128Reader().catch(() => undefined);
  }, []);

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    stop();
    setMessage(null);
    setReadingFile(true);
    try {
      take(await readCode128(await pictureOfFile(file)));
    } catch {
      // Not a picture a browser draws, a damaged PDF, or the reader did not load.
      setMessage(t('kit.payeeEntryTabs.readFailed'));
    } finally {
      setReadingFile(false);
    }
  }

  async function toggleCamera() {
    if (cameraState !== 'off') {
      stop();
      return;
    }
    setMessage(null);
    const outcome = await start();
    if (outcome === 'denied') setMessage(t('kit.payeeEntryTabs.cameraDenied'));
    if (outcome === 'unavailable') setMessage(t('kit.payeeEntryTabs.cameraUnavailable'));
  }

  const status = readingFile
    ? t('kit.payeeEntryTabs.readingFile')
    : cameraState === 'starting'
      ? t('kit.payeeEntryTabs.cameraStarting')
      : '';

  return (
    <Group role="group" aria-labelledby={titleId}>
      <Title id={titleId}>{t('kit.payeeEntryTabs.fromInvoice')}</Title>
      <FieldHint id={hintId}>{t('kit.payeeEntryTabs.fileHint')}</FieldHint>
      <Actions>
        <div>
          <FileInput
            id={inputId}
            type="file"
            accept={ACCEPT}
            aria-describedby={`${hintId} ${messageId}`}
            disabled={readingFile}
            onChange={(event) => void readFile(event)}
          />
          <PickerLabel $variant="secondary" htmlFor={inputId}>
            {t('kit.payeeEntryTabs.chooseFile')}
          </PickerLabel>
        </div>
        <Button
          variant="secondary"
          aria-describedby={messageId}
          busy={cameraState === 'starting'}
          onClick={() => void toggleCamera()}
        >
          {cameraState === 'off'
            ? t('kit.payeeEntryTabs.startCamera')
            : t('kit.payeeEntryTabs.stopCamera')}
        </Button>
      </Actions>
      <Status role="status">{status}</Status>
      {cameraState === 'on' && (
        <Preview
          ref={videoRef}
          aria-label={t('kit.payeeEntryTabs.cameraPreview')}
          muted
          playsInline
        />
      )}
      <FieldMessage id={messageId} message={message} />
    </Group>
  );
}
