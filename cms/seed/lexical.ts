/** Plain paragraphs as a Lexical rich-text value (the editor's stored shape). */
export function paragraphs(text: string, direction: 'rtl' | 'ltr') {
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction,
      children: text
        .split(/\n{2,}/)
        .filter(Boolean)
        .map((p) => ({
          type: 'paragraph',
          format: '' as const,
          indent: 0,
          version: 1,
          direction,
          textFormat: 0,
          children: [{ type: 'text', text: p, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
        })),
    },
  }
}
