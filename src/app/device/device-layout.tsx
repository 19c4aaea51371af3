import { Outlet } from 'react-router-dom';
import { DeviceFrame } from './device-frame.tsx';

/** The device frame as a layout route of the panel's router (a device screen reached from the panel). */
export function DeviceLayout() {
  return (
    <DeviceFrame>
      <Outlet />
    </DeviceFrame>
  );
}
