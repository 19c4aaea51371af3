import { ltr } from '../pallet-input.ts';
import type { VerdictContent } from '../verdict-source.ts';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** What the card's offers do: mark a unit not on the pallet as excess, open a pallet scanned as a UPC. */
export interface VerdictOffers {
  onMarkExcess: (upc: string) => void;
  onOpenPallet: (palletNo: string) => void;
}

const element = (tag: string, className: string | null, text?: string): HTMLElement => {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
};

const offer = (label: string, act: () => void): HTMLElement => {
  const button = element('button', 'ui-button gk-verdict__offer', label) as HTMLButtonElement;
  button.type = 'button';
  button.addEventListener('click', act);
  return button;
};

/**
 * A verdict's card, built as plain DOM: on a handheld's CPU React's render of it took 2–4 ms of
 * the time between the scan's write reaching disk and the operator seeing its verdict, this a few
 * tenths. A new element for each verdict, so screen readers announce a repeated one too.
 */
export function verdictCard(verdict: VerdictContent, t: Translate, offers: VerdictOffers): HTMLElement {
  const card = element('div', `gk-verdict__card gk-verdict__card--${verdict.kind}`);
  if (verdict.action) {
    const title = element('p', 'gk-verdict__title', `${t(`verdict.${verdict.action}`)} `);
    const upc = element('span', null, verdict.upc);
    upc.dir = 'ltr';
    title.append(upc);
    card.append(title, element('p', 'gk-verdict__message', verdict.message));
  } else {
    // A word about a code not recorded: said once.
    card.append(element('p', 'gk-verdict__title', verdict.message));
  }
  if (verdict.action === 'NOT_ON_PALLET')
    card.append(offer(t('offerExcess', { upc: verdict.upc }), () => offers.onMarkExcess(verdict.upc)));
  const { palletNo } = verdict;
  if (palletNo) card.append(offer(t('scanInput.openPallet', { code: ltr(palletNo) }), () => offers.onOpenPallet(palletNo)));
  return card;
}
