/** The page numbers to show as buttons: at most `size`, the current one as central as possible. */
export function pageWindow(current: number, pageCount: number, size = pageCount): number[] {
  if (pageCount <= 0) return [];
  const shown = Math.min(size, pageCount);
  const page = Math.min(Math.max(1, current), pageCount);
  const first = Math.min(Math.max(1, page - Math.floor(shown / 2)), pageCount - shown + 1);
  return Array.from({ length: shown }, (_, index) => first + index);
}
