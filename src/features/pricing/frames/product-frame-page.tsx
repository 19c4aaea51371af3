import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { TOAST_MS } from '../../../domain/constants.ts';
import { Screen } from '../../../components/screen.tsx';
import { toast } from '../../../lib/toast.ts';
import { PRICING_NS } from '../i18n.ts';
import { getProductFrame } from './api/get-product-frame.ts';
import { FrameForm } from './frame-form.tsx';
import { FrameList, FRAMES_RESOURCE } from './frame-list.tsx';

/** Product Frame: the list at /apps/product-frame, a new frame at /new, a frame at /{id} (spec 002 §2). */
export function ProductFramePage() {
  const { frameId } = useParams();
  if (!frameId) return <FrameList />;
  return <FrameEditor key={frameId} id={frameId === 'new' ? null : Number(frameId)} />;
}

function FrameEditor({ id }: { id: number | null }) {
  const { t } = useTranslation(PRICING_NS);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const frame = useQuery({
    queryKey: [FRAMES_RESOURCE, 'one', id],
    queryFn: ({ signal }) => getProductFrame(id!, signal),
    enabled: id !== null && valid,
  });
  useEffect(() => {
    if (frame.error) toast.failure(frame.error, TOAST_MS.productFrame);
  }, [frame.error, frame.errorUpdatedAt]);
  return (
    <Screen title={t(id === null ? 'frames.newTitle' : 'frames.editTitle')}>
      {id === null ? (
        <FrameForm frame={null} />
      ) : frame.data ? (
        <FrameForm frame={frame.data} />
      ) : (
        frame.isPending && valid && <CircularProgress aria-label={t('loading')} />
      )}
    </Screen>
  );
}
