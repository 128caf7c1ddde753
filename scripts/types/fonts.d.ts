// subset-font 2.9 ships no types; this is the part scripts/core-font.ts uses.
declare module 'subset-font' {
  type Options = {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    /** Four-letter OpenType feature tags to keep; all are kept when omitted. */
    keepFeatures?: string[];
  };
  export default function subsetFont(font: Uint8Array, text: string, options?: Options): Promise<Buffer>;
}

// fontverter 2.0 ships no types either; the tests use it to read a built font's character map.
declare module 'fontverter' {
  const fontverter: {
    convert(font: Uint8Array, to: 'sfnt' | 'truetype' | 'woff' | 'woff2'): Promise<Buffer>;
  };
  export default fontverter;
}
