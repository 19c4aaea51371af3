import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/plain-ui/icons.tsx';
import { addPartStrings } from '../../../lib/part-strings.ts';
import { appearanceTracker } from './appearance.ts';
import { CAMERA_NS, cameraResources } from './camera-i18n.ts';
import { startDecoder, type Decoder } from './decoder.ts';
import './camera-scanner.css';

addPartStrings(CAMERA_NS, cameraResources);

/**
 * The camera path: back camera by default, a choice of cameras, the torch where the camera has one.
 * A label counts once per appearance in view (appearance.ts); '+1 same item' counts one more unit
 * of the last code read, for a carton of identical units.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation(CAMERA_NS);
  const videoRef = useRef<HTMLVideoElement>(null);
  const chooseId = useId();
  const lastCodeId = useId();
  const [deviceId, setDeviceId] = useState<string>('');
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [track, setTrack] = useState<MediaStreamTrack | null>(null);
  const [torch, setTorch] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [lastCode, setLastCode] = useState<string | null>(null);
  // One tracker for the scanner's life: switching cameras does not count the label in view again.
  const tracker = useRef(appearanceTracker()).current;
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let decoder: Decoder | null = null;
    let cancelled = false;
    (async () => {
      try {
        // 1280×720 where the camera has it (browsers give 640×480 unless asked): a small label's bars
        // are twice as wide, and the decoder reads its centre at that resolution (views.ts).
        const size = { width: { ideal: 1280 }, height: { ideal: 720 } };
        const video = deviceId ? { deviceId: { exact: deviceId }, ...size } : { facingMode: { ideal: 'environment' }, ...size };
        stream = await navigator.mediaDevices.getUserMedia({ video, audio: false });
        if (cancelled || !videoRef.current) return;
        videoRef.current.srcObject = stream;
        await videoRef.current.play().catch(() => undefined);
        setTrack(stream.getVideoTracks()[0] ?? null);
        // Labels of the cameras are known only once permission was given.
        setCameras((await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === 'videoinput'));
        decoder = await startDecoder(videoRef.current, (codes, at, view) => {
          for (const code of tracker.frame(codes, at, view)) onCodeRef.current(code);
          setLastCode(tracker.last());
        });
        if (cancelled) decoder.stop();
      } catch (error) {
        if (!cancelled) setFailure(error instanceof Error ? error.message : String(error));
      }
    })();
    return () => {
      cancelled = true;
      decoder?.stop();
      stream?.getTracks().forEach((tr) => tr.stop());
      setTrack(null);
      setTorch(false);
    };
  }, [deviceId, tracker]);

  // `torch` is not in the DOM typings yet; browsers that support it report it among the capabilities.
  const hasTorch = Boolean(track && typeof track.getCapabilities === 'function' && (track.getCapabilities() as { torch?: boolean }).torch);
  const toggleTorch = async () => {
    if (!track) return;
    await track.applyConstraints({ advanced: [{ torch: !torch } as MediaTrackConstraintSet] }).catch(() => undefined);
    setTorch((on) => !on);
  };

  if (failure) {
    return (
      <p role="alert" className="gk-camera__failure">
        {t('failed', { message: failure })}
      </p>
    );
  }
  return (
    <div className="gk-camera">
      <video ref={videoRef} muted playsInline aria-label={t('preview')} className="gk-camera__video" />
      <div className="gk-camera__tools">
        {cameras.length > 1 && (
          <div className="ui-field gk-camera__choose">
            <label htmlFor={chooseId} className="ui-field__label">
              {t('choose')}
            </label>
            {/* Before a choice, the camera in use (the back one, usually) is the one shown. */}
            <select
              id={chooseId}
              value={deviceId || track?.getSettings().deviceId || ''}
              onChange={(e) => setDeviceId(e.target.value)}
              className="ui-field__input"
            >
              {cameras.map((c, i) => (
                <option key={c.deviceId} value={c.deviceId}>
                  {c.label || `${t('choose')} ${i + 1}`}
                </option>
              ))}
            </select>
          </div>
        )}
        {hasTorch && (
          <button
            type="button"
            className="ui-icon-button"
            aria-label={torch ? t('torchOff') : t('torchOn')}
            aria-pressed={torch}
            onClick={() => void toggleTorch()}
          >
            <Icon name={torch ? 'flashlightOff' : 'flashlightOn'} />
          </button>
        )}
        <button
          type="button"
          className="ui-button ui-button--outlined gk-camera__again"
          disabled={lastCode === null}
          aria-describedby={lastCode === null ? undefined : lastCodeId}
          onClick={() => tracker.plusOne().forEach((code) => onCodeRef.current(code))}
        >
          {t('plusOne')}
        </button>
        {lastCode !== null && (
          <span id={lastCodeId} className="gk-camera__last" dir="ltr">
            {t('lastCode', { code: lastCode })}
          </span>
        )}
      </div>
    </div>
  );
}

export default CameraScanner;
