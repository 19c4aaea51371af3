import NewReleasesOutlinedIcon from '@mui/icons-material/NewReleasesOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { PRODUCTS_VIEW_NS } from '../i18n.ts';

/** The verified status icon of CONTENT_CREATOR mode (spec 001 §2, §6): whether the product's style has been verified. */
export function StyleVerifiedIcon({ verified }: { verified: boolean }) {
  const { t } = useTranslation(PRODUCTS_VIEW_NS);
  const label = t(verified ? 'style.verified' : 'style.notVerified');
  return (
    <Tooltip title={label}>
      {verified ? <VerifiedIcon color="success" titleAccess={label} /> : <NewReleasesOutlinedIcon color="disabled" titleAccess={label} />}
    </Tooltip>
  );
}
