/** Names of the files the page saves, read from the download links it clicks. */
export function watchSavedFiles(): { names: string[]; stop: () => void } {
  const names: string[] = [];
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (target instanceof HTMLAnchorElement && target.download) {
      names.push(target.download);
      // jsdom cannot navigate to a blob; the browser would save the file here.
      event.preventDefault();
    }
  };
  document.addEventListener('click', onClick, true);
  return { names, stop: () => document.removeEventListener('click', onClick, true) };
}
