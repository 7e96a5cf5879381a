const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp']);

/** Lower-case extension without the dot ('' when the name has none). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isImageFile(fileName: string): boolean {
  return IMAGE_EXTENSIONS.has(fileExtension(fileName));
}

/** A stored file's address from the site root, whichever page links to it. */
export function storedFileHref(relativePath: string): string {
  return /^([a-z]+:)?\//i.test(relativePath) ? relativePath : `/${relativePath}`;
}
