import type { UploadFile } from '../support/journeys';

/** A one-page PDF with a correct cross-reference table, saying `text`. */
function pdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 40 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A valid 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64'
);

export const pdfFile = (name: string): UploadFile => ({ name, mimeType: 'application/pdf', buffer: pdf(name) });
export const pngFile = (name: string): UploadFile => ({ name, mimeType: 'image/png', buffer: PNG });

/** What the browser says of a Windows program: refused before any upload. */
export const exeFile: UploadFile = {
  name: 'setup.exe',
  mimeType: 'application/x-msdownload',
  buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1')
};
export const textFile: UploadFile = {
  name: 'notes.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('Aadhaar number written down\n')
};
