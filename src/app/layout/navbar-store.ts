import { create } from 'zustand';

interface NavbarState {
  /** The drawer of small screens (below lg). */
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
}

export const useNavbar = create<NavbarState>()((set) => ({
  mobileOpen: false,
  setMobileOpen: (mobileOpen) => set({ mobileOpen }),
}));
