import { memo, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GATEKEEPER_NS } from '../i18n.ts';
import { sameContent, type VerdictContent, type VerdictSource } from '../verdict-source.ts';
import { verdictCard, type VerdictOffers } from './verdict-card.ts';
import './verdict-banner.css';

/**
 * The last result, in a colour per kind (verdict-banner.css: high contrast, white text, readable in
 * bright light, and no animation); announced to screen readers. React renders the box once; each
 * verdict is painted into it the moment the source is set (verdict-card.ts), with no render of
 * React's in between, from a card built ahead when the source said what was coming. A change of
 * language repaints the last one.
 */
export const VerdictBanner = memo(function VerdictBanner({ source, ...offers }: { source: VerdictSource } & VerdictOffers) {
  const { t } = useTranslation(GATEKEEPER_NS);
  const box = useRef<HTMLDivElement>(null);
  const latestOffers = useRef(offers);
  useLayoutEffect(() => {
    latestOffers.current = offers;
  });

  useLayoutEffect(() => {
    const el = box.current!;
    const act: VerdictOffers = {
      onMarkExcess: (upc) => latestOffers.current.onMarkExcess(upc),
      onOpenPallet: (palletNo) => latestOffers.current.onOpenPallet(palletNo),
    };
    const build = (content: VerdictContent) => verdictCard(content, t, act);
    // A card built ahead (while the scan was stored), used if the verdict shown says the same.
    let ready: { content: VerdictContent; card: HTMLElement } | null = null;
    const show = () => {
      const verdict = source.get();
      const card = verdict && (ready && sameContent(ready.content, verdict) ? ready.card : build(verdict));
      ready = null;
      if (card) el.replaceChildren(card);
      else el.replaceChildren();
      el.dataset.kind = verdict?.kind ?? '';
      el.dataset.seq = String(verdict?.seq ?? 0);
    };
    show();
    return source.subscribe({ show, prepare: (content) => (ready = { content, card: build(content) }) });
  }, [source, t]);

  return <div ref={box} role="status" aria-live="assertive" data-testid="verdict" className="gk-verdict" />;
});
