import FlashlightOffIcon from '@mui/icons-material/FlashlightOff';
import FlashlightOnIcon from '@mui/icons-material/FlashlightOn';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GATEKEEPER_NS } from '../i18n.ts';
import { dedupe, startDecoder, type Decoder } from './decoder.ts';


/** The camera path: back camera by default, a choice of cameras, the torch where the camera has one. */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation(GATEKEEPER_NS);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [deviceId, setDeviceId] = useState<string>('');
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [track, setTrack] = useState<MediaStreamTrack | null>(null);
  const [torch, setTorch] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const handle = useMemo(() => dedupe(onCode), [onCode]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let decoder: Decoder | null = null;
    let cancelled = false;
    (async () => {
      try {
        const video = deviceId ? { deviceId: { exact: deviceId } } : { facingMode: { ideal: 'environment' } };
        stream = await navigator.mediaDevices.getUserMedia({ video, audio: false });
        if (cancelled || !videoRef.current) return;
        videoRef.current.srcObject = stream;
        await videoRef.current.play().catch(() => undefined);
        setTrack(stream.getVideoTracks()[0] ?? null);
        // Labels of the cameras are known only once permission was given.
        setCameras((await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === 'videoinput'));
        decoder = await startDecoder(videoRef.current, stream, handle);
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
  }, [deviceId, handle]);

  // `torch` is not in the DOM typings yet; browsers that support it report it among the capabilities.
  const hasTorch = Boolean(track && typeof track.getCapabilities === 'function' && (track.getCapabilities() as { torch?: boolean }).torch);
  const toggleTorch = async () => {
    if (!track) return;
    await track.applyConstraints({ advanced: [{ torch: !torch } as MediaTrackConstraintSet] }).catch(() => undefined);
    setTorch((on) => !on);
  };

  if (failure) return <Alert severity="error">{t('camera.failed', { message: failure })}</Alert>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box component="video" ref={videoRef} muted playsInline aria-label={t('camera.preview')} sx={{ width: '100%', maxHeight: 260, bgcolor: '#000', borderRadius: 1, objectFit: 'cover' }} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        {cameras.length > 1 && (
          <TextField select size="small" label={t('camera.choose')} value={deviceId} onChange={(e) => setDeviceId(e.target.value)} sx={{ flex: 1 }}>
            {cameras.map((c, i) => (
              <MenuItem key={c.deviceId} value={c.deviceId}>
                {c.label || `${t('camera.choose')} ${i + 1}`}
              </MenuItem>
            ))}
          </TextField>
        )}
        {hasTorch && (
          <IconButton aria-label={torch ? t('camera.torchOff') : t('camera.torchOn')} aria-pressed={torch} onClick={() => void toggleTorch()} sx={{ width: 48, height: 48 }}>
            {torch ? <FlashlightOffIcon /> : <FlashlightOnIcon />}
          </IconButton>
        )}
      </Box>
    </Box>
  );
}

export default CameraScanner;
