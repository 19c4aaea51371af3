/** The PNG file a QR is downloaded as: named after its issuer and account code, safe on every system. */
export function qrFileName(issuer: string, accountCode: string): string {
  const safe = (part: string) =>
    part
      .trim()
      .replace(/[^\p{L}\p{N}._-]+/gu, '_')
      .replace(/^[._]+|[._]+$/g, '') || 'account';
  return `${safe(issuer)}-${safe(accountCode)}.png`;
}

/** The bytes of a `data:image/png;base64,…` URL as a Blob (what the clipboard takes). */
export function pngBlobOf(dataUrl: string): Blob {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'image/png' });
}
