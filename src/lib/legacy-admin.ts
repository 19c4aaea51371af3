/**
 * Links into the legacy admin panel, whose base address comes from the client configuration
 * (`legacyAdminUrl`, null when not configured).
 *
 * After sign-in the legacy panel is opened with two query parameters:
 *   token  – the access token just issued (the legacy panel accepts it instead of its own sign-in)
 *   origin – the origin of this client (e.g. https://panel.example.com), so the legacy panel knows
 *            where to send the user back
 */
export const LEGACY_TOKEN_PARAM = 'token';
export const LEGACY_ORIGIN_PARAM = 'origin';

function parse(base: string | null | undefined): URL | null {
  if (!base) return null;
  try {
    return new URL(base);
  } catch {
    return null;
  }
}

/** The legacy panel's default page, or null when no valid address is configured. */
export function legacyAdminHomeUrl(base: string | null | undefined): string | null {
  return parse(base)?.toString() ?? null;
}

/** The legacy panel's address carrying the session token and this client's origin. */
export function legacyAdminSignInUrl(base: string | null | undefined, token: string, clientOrigin: string): string | null {
  const url = parse(base);
  if (!url) return null;
  url.searchParams.set(LEGACY_TOKEN_PARAM, token);
  url.searchParams.set(LEGACY_ORIGIN_PARAM, clientOrigin);
  return url.toString();
}

/** Page of the legacy panel that holds the user's own settings, relative to its base address. */
export const LEGACY_SETTINGS_PAGE = 'settings';

/** The legacy panel's settings page (toolbar user menu "Settings"), or null when not configured. */
export function legacyAdminSettingsUrl(base: string | null | undefined): string | null {
  const url = parse(base);
  return url ? new URL(LEGACY_SETTINGS_PAGE, url).toString() : null;
}

/**
 * Page of the legacy panel that edits a product's images (spec 001 §2 "Images step: embedded admin
 * image-edit page (PID and UPC in its address)"), relative to its base address. The spec does not
 * name the real path: this is a stand-in, to be replaced by the legacy panel's own (docs/decisions.md).
 */
export const LEGACY_PRODUCT_IMAGE_PAGE = 'product/image-edit';
export const LEGACY_PID_PARAM = 'pid';
export const LEGACY_UPC_PARAM = 'upc';

/** The legacy image-edit page of a product and one of its UPCs, or null when not configured. */
export function legacyProductImageUrl(base: string | null | undefined, pId: number, upc: string | null): string | null {
  const root = parse(base);
  if (!root) return null;
  // Beside the default page, as the settings page is: https://legacy.example.com/admin/Default.aspx → /admin/product/image-edit.
  const url = new URL(LEGACY_PRODUCT_IMAGE_PAGE, root);
  url.searchParams.set(LEGACY_PID_PARAM, String(pId));
  if (upc) url.searchParams.set(LEGACY_UPC_PARAM, upc);
  return url.toString();
}

/**
 * Page of the legacy panel that changes an order's address (spec 001 §2 "an embedded admin page
 * for the address change, addressed by shipment id, order id and AWB number"). The spec does not
 * name the real path: a stand-in, to be replaced by the legacy panel's own (docs/decisions.md).
 */
export const LEGACY_ORDER_ADDRESS_PAGE = 'order/change-address';

/** The legacy address page of an order, or null when not configured. */
export function legacyOrderAddressUrl(
  base: string | null | undefined,
  order: { shipmentId: number; orderId: string; awbNo: string },
): string | null {
  const root = parse(base);
  if (!root) return null;
  const url = new URL(LEGACY_ORDER_ADDRESS_PAGE, root);
  url.searchParams.set('shipmentId', String(order.shipmentId));
  url.searchParams.set('orderId', order.orderId);
  url.searchParams.set('awbNo', order.awbNo);
  return url.toString();
}
