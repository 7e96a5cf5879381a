const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp']);

/** The credit report's attachments split as spec §3 has them: images, PDF files and the rest. */
export function splitAttachments<File extends { fileName: string }>(files: readonly File[]) {
  const extension = (file: File) => file.fileName.split('.').pop()?.toLowerCase() ?? '';
  return {
    IMG: files.filter((file) => IMAGE_EXTENSIONS.has(extension(file))),
    PDF: files.filter((file) => extension(file) === 'pdf'),
    Other: files.filter((file) => !IMAGE_EXTENSIONS.has(extension(file)) && extension(file) !== 'pdf'),
  };
}
