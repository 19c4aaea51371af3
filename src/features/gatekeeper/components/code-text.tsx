/** A value isolated inside translated text: U+2068 (the app's i18next in Arabic) or U+2066 (ltr()) … U+2069. */
const ISOLATED = /[\u2066\u2068]([^\u2069]*)\u2069/;

/**
 * A translated sentence whose codes (pallet numbers, UPCs) are isolated, as the app's i18next does
 * in Arabic: each code is shown in a <bdi dir="ltr">, so it reads left to right inside Arabic text
 * (PLT-0003, never 0003-PLT).
 */
export function CodeText({ text }: { text: string }) {
  const parts = text.split(ISOLATED);
  // split() with a capture group: the codes are the odd parts.
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <bdi key={i} dir="ltr">
            {part}
          </bdi>
        ) : (
          part
        ),
      )}
    </>
  );
}
