import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Apps from '@mui/icons-material/Apps';
import Assessment from '@mui/icons-material/Assessment';
import Assignment from '@mui/icons-material/Assignment';
import Campaign from '@mui/icons-material/Campaign';
import Category from '@mui/icons-material/Category';
import CropOriginal from '@mui/icons-material/CropOriginal';
import Dashboard from '@mui/icons-material/Dashboard';
import DynamicFeed from '@mui/icons-material/DynamicFeed';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import FactCheck from '@mui/icons-material/FactCheck';
import History from '@mui/icons-material/History';
import Folder from '@mui/icons-material/Folder';
import Inventory2 from '@mui/icons-material/Inventory2';
import Label from '@mui/icons-material/Label';
import LocalShipping from '@mui/icons-material/LocalShipping';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MapIcon from '@mui/icons-material/Map';
import MenuIcon from '@mui/icons-material/Menu';
import MoveToInbox from '@mui/icons-material/MoveToInbox';
import Person from '@mui/icons-material/Person';
import Place from '@mui/icons-material/Place';
import PriceChange from '@mui/icons-material/PriceChange';
import Public from '@mui/icons-material/Public';
import ReportProblem from '@mui/icons-material/ReportProblem';
import QrCode2 from '@mui/icons-material/QrCode2';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Rule from '@mui/icons-material/Rule';
import Schedule from '@mui/icons-material/Schedule';
import Security from '@mui/icons-material/Security';
import Sell from '@mui/icons-material/Sell';
import Settings from '@mui/icons-material/Settings';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Storefront from '@mui/icons-material/Storefront';
import Summarize from '@mui/icons-material/Summarize';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Translate from '@mui/icons-material/Translate';
import Update from '@mui/icons-material/Update';
import ViewInAr from '@mui/icons-material/ViewInAr';
import Warehouse from '@mui/icons-material/Warehouse';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

/**
 * The icons a menu node may name (Material icon names, snake_case). A fixed registry keeps the
 * bundle small: importing the whole icon set would add megabytes for a handful of menu entries.
 */
const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  admin_panel_settings: AdminPanelSettings,
  apps: Apps,
  assessment: Assessment,
  assignment: Assignment,
  campaign: Campaign,
  category: Category,
  crop_original: CropOriginal,
  dashboard: Dashboard,
  dynamic_feed: DynamicFeed,
  error_outline: ErrorOutline,
  fact_check: FactCheck,
  folder: Folder,
  history: History,
  inventory_2: Inventory2,
  label: Label,
  local_shipping: LocalShipping,
  manage_accounts: ManageAccounts,
  map: MapIcon,
  menu: MenuIcon,
  move_to_inbox: MoveToInbox,
  person: Person,
  place: Place,
  price_change: PriceChange,
  public: Public,
  report_problem: ReportProblem,
  qr_code_2: QrCode2,
  qr_code_scanner: QrCodeScanner,
  receipt_long: ReceiptLong,
  rule: Rule,
  schedule: Schedule,
  security: Security,
  sell: Sell,
  settings: Settings,
  shopping_cart: ShoppingCart,
  storefront: Storefront,
  summarize: Summarize,
  swap_horiz: SwapHoriz,
  task_alt: TaskAlt,
  translate: Translate,
  update: Update,
  view_in_ar: ViewInAr,
  warehouse: Warehouse,
};

/** Names the Menu Setting dialog can offer. */
export const NAV_ICON_NAMES = Object.keys(ICONS).sort();

/** The icon of a menu node; an unknown or missing name shows a small dot rather than nothing. */
export function NavIcon({ name, ...props }: { name?: string } & SvgIconProps) {
  const Icon = (name && ICONS[name]) || FiberManualRecord;
  return <Icon aria-hidden {...props} sx={name && ICONS[name] ? props.sx : { fontSize: 10, ...props.sx }} />;
}
