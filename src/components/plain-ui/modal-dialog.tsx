import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { create } from 'zustand';
import './plain-ui.css';
import './modal-dialog.css';

/**
 * The native modal dialogs open now, newest last. While one is open the rest of the page is inert,
 * so a toast raised meanwhile is drawn inside the newest (see PlainToastHost).
 */
export const useModalLayer = create<{ dialogs: HTMLDialogElement[] }>()(() => ({ dialogs: [] }));

interface ModalDialogProps {
  open: boolean;
  /** Escape, the Android back gesture or a tap beside the dialog: the owner decides whether it closes. */
  onClose: () => void;
  /** Once the dialog has gone after being open (the owner puts the focus where the work goes on). */
  onExited?: () => void;
  /** The id of the element naming the dialog (its title). */
  labelledBy: string;
  /** `ui-dialog--sheet` draws it as a sheet from the bottom edge. */
  className?: string;
  children: ReactNode;
}

/**
 * A dialog drawn with the browser's own <dialog> and showModal(): the page behind is inert, Tab stays
 * inside, and the element marked `data-autofocus` takes the focus. It is in the document only while
 * open, so `[role="dialog"]` always means a dialog on screen. Where showModal is missing (jsdom in
 * the unit tests) the dialog is simply shown open.
 */
export function ModalDialog({ open, onExited, ...props }: ModalDialogProps) {
  const shown = useRef(false);
  useEffect(() => {
    if (open) shown.current = true;
    else if (shown.current) {
      shown.current = false;
      onExited?.();
    }
  }, [open, onExited]);
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ onClose, labelledBy, className, children }: Omit<ModalDialogProps, 'open' | 'onExited'>) {
  const ref = useRef<HTMLDialogElement>(null);
  // Set while this component closes the dialog itself (it is leaving the document).
  const leaving = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    leaving.current = false;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    useModalLayer.setState((s) => ({ dialogs: [...s.dialogs, dialog] }));
    return () => {
      useModalLayer.setState((s) => ({ dialogs: s.dialogs.filter((d) => d !== dialog) }));
      leaving.current = true;
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      // Stated although <dialog> implies it: code that asks "is a dialog open?" looks for the attribute.
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      className={['ui-surface', 'ui-dialog', className ?? ''].filter(Boolean).join(' ')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        // The event comes a task after the close: by then the dialog may have left, or be open
        // again (React's development double start closes and reopens it at once).
        if (leaving.current || ref.current?.open) return;
        // The browser closed it on its own (a cancel it would not let us refuse): the owner hears of
        // it, and a dialog its owner keeps open (an action under way) comes back.
        onClose();
        setTimeout(() => {
          const dialog = ref.current;
          if (dialog?.isConnected && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
        }, 0);
      }}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="ui-dialog__box">{children}</div>
    </dialog>
  );
}
