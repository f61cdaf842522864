/** Hands a CSV text to the browser as a file download. */
export const downloadCsv = (text: string, fileName: string): void => {
    const url = URL.createObjectURL(
        new Blob([text], { type: 'text/csv;charset=utf-8' })
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
    // Revoked once the click has handed the blob over.
    setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** A file name's date part, on the zone's calendar (`2026-11-25`). */
export const fileDate = (now: number, timeZone: string): string =>
    new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
    }).format(now);

/** Characters no file system accepts in a name (and control characters), replaced by `-`. */
export const fileNamePart = (text: string): string =>
    [...text]
        .map(c => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '-' : c))
        .join('')
        .replace(/-+/g, '-')
        .trim();
