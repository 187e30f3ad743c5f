/** Saves `data` as a file named `name` in the browser's downloads (a fetched CSV, a JSON copy...). */
export function saveFile(data: Blob, name: string): void {
  const href = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}
