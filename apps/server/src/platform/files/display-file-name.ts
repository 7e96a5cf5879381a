const MAX_LENGTH = 100;

/**
 * The client's file name reduced to something safe to store and show: no directory parts, no
 * control or bidirectional-override characters (which can disguise `exe.pdf` as `fdp.exe`), at
 * most 100 characters with the extension kept.
 */
export function displayFileName(clientName: string): string {
  const base = clientName.split(/[/\\]/).pop() ?? '';
  const cleaned = base.replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '').trim();
  const chars = Array.from(cleaned);
  if (chars.length <= MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(cleaned.slice(dot)) : [];
  if (extension.length >= MAX_LENGTH) return chars.slice(0, MAX_LENGTH).join('');
  return [...chars.slice(0, MAX_LENGTH - extension.length), ...extension].join('');
}
