import { useCallback, useEffect, useRef, useState } from 'react';
import { pixelsOf } from './pictures';
import { readCode128 } from './readBarcodes';

/** Off, asking for the camera, or showing it. */
export type CameraState = 'off' | 'starting' | 'on';

/** What asking for the camera came to; `cancelled` when it was stopped while asked for. */
export type CameraStart = 'on' | 'denied' | 'unavailable' | 'cancelled';

/** How often a frame is read: a phone keeps up, and the page stays responsive. */
const FRAME_INTERVAL_MS = 250;

/** The back camera of a phone, sharp enough for a barcode's narrowest bars. */
const CAMERA: MediaStreamConstraints = {
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } },
  audio: false,
};

const refusals = new Set(['NotAllowedError', 'SecurityError']);

/**
 * The device camera as a barcode reader: `start` asks for the camera (and says whether it may be
 * used) and shows it in the video element `videoRef` names; each frame's Code 128 texts go to `onCodes` until it answers true
 * (done) or `stop` is called. The camera is released when `active` turns false (the customer
 * left the tab) and when the component goes.
 */
export function useCameraBarcodes(active: boolean, onCodes: (codes: string[]) => boolean) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const onCodesRef = useRef(onCodes);
  // Counts the starts and stops: a camera granted after the customer stopped or left is released.
  const attempt = useRef(0);
  const [state, setState] = useState<CameraState>('off');

  useEffect(() => {
    onCodesRef.current = onCodes;
  });

  const stop = useCallback(() => {
    attempt.current += 1;
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState('off');
  }, []);

  const start = useCallback(async (): Promise<CameraStart> => {
    // No camera API at all: an old browser, or a page not served over https.
    if (!navigator.mediaDevices?.getUserMedia) return 'unavailable';
    const started = ++attempt.current;
    setState('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia(CAMERA);
      if (started !== attempt.current) {
        for (const track of stream.getTracks()) track.stop();
        return 'cancelled';
      }
      streamRef.current = stream;
      setState('on');
      return 'on';
    } catch (error) {
      if (started !== attempt.current) return 'cancelled';
      setState('off');
      return error instanceof DOMException && refusals.has(error.name) ? 'denied' : 'unavailable';
    }
  }, []);

  // Leaving the tab, or the page, turns the camera off (it is started only while the tab shows).
  useEffect(() => (active ? stop : undefined), [active, stop]);

  // While the camera shows, read a frame every FRAME_INTERVAL_MS, one at a time.
  useEffect(() => {
    const video = videoRef.current;
    const stream = streamRef.current;
    if (state !== 'on' || !video || !stream) return;
    video.srcObject = stream;
    void video.play().catch(() => undefined);
    let reading = false;
    let done = false;
    const timer = window.setInterval(() => {
      if (reading || done || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return;
      reading = true;
      readCode128(pixelsOf(video, video.videoWidth, video.videoHeight))
        .then((codes) => {
          if (done || codes.length === 0) return;
          done = onCodesRef.current(codes);
          if (done) stop();
        })
        .catch(() => undefined)
        .finally(() => {
          reading = false;
        });
    }, FRAME_INTERVAL_MS);
    return () => {
      done = true;
      window.clearInterval(timer);
    };
  }, [state, stop]);

  return { videoRef, state, start, stop };
}
