import fc from 'fast-check';
import { EXE, HTML, JPEG, PDF, PNG } from '../../documents/__fixtures__/uploads';
import { nastyString } from './nasty';

/** One part of a multipart body; without a filename it is a plain field. */
interface Part {
  field: string;
  filename: string | null;
  type: string | null;
  data: Buffer;
}

/** How the body as a whole is (mis)formed. */
const SHAPES = [
  'well formed',
  'no boundary in the header',
  'another boundary',
  'cut short',
  'no closing boundary',
  'not multipart'
] as const;

export interface WireUpload {
  payload: Buffer;
  contentType: string;
  description: string;
}

const ONE_BYTE_TOO_MANY = (maxUploadMb: number) =>
  Buffer.concat([PDF, Buffer.alloc(maxUploadMb * 1024 * 1024 + 1 - PDF.length, 0x20)]);

function body(parts: Part[], shape: (typeof SHAPES)[number]): WireUpload {
  const boundary = '----evidence7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const name = p.filename === null ? '' : `; filename="${p.filename}"`;
    const type = p.type === null ? '' : `\r\nContent-Type: ${p.type}`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"${name}${type}\r\n\r\n`),
      p.data,
      Buffer.from('\r\n')
    );
  }
  if (shape !== 'no closing boundary') chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(chunks);
  if (shape === 'cut short') payload = payload.subarray(0, Math.floor(payload.length / 2));
  const contentType = {
    'well formed': `multipart/form-data; boundary=${boundary}`,
    'no boundary in the header': 'multipart/form-data',
    'another boundary': 'multipart/form-data; boundary=somethingElse',
    'cut short': `multipart/form-data; boundary=${boundary}`,
    'no closing boundary': `multipart/form-data; boundary=${boundary}`,
    'not multipart': 'application/octet-stream'
  }[shape];
  const description = `${shape}: ${parts.map((p) => `${p.field}/${p.filename?.slice(0, 40)}/${p.type}/${p.data.length} bytes`).join(', ')}`;
  return { payload, contentType, description };
}

/** Multipart bodies for the upload call: wrong fields, names, types and bytes, several files, broken framing, too large. */
export function nastyUpload(maxUploadMb: number): fc.Arbitrary<WireUpload> {
  const tooBig = ONE_BYTE_TOO_MANY(maxUploadMb);
  const safeText = (s: string) => !/[\r\n"]/.test(s);
  const field = fc.oneof(
    { weight: 8, arbitrary: fc.constant('image') },
    fc.constantFrom('file', '', 'IMAGE', 'image[]', 'img', '__proto__', 'constructor'),
    nastyString.filter((s) => s.length < 200 && safeText(s))
  );
  const filename = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('pan.png', 'scan.pdf', 'photo.jpg', 'aadhaar.JPEG') },
    fc.constantFrom(
      '../../etc/passwd',
      '..\\..\\boot.ini',
      'a.exe',
      '.htaccess',
      'pan.png.html',
      'x'.repeat(5000),
      'नाम.pdf',
      'a%00.png',
      'a\u0000b.png',
      ''
    ),
    nastyString.filter((s) => s.length < 300 && safeText(s)),
    fc.constant(null)
  );
  const type = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('image/png', 'application/pdf', 'image/jpeg') },
    fc.constantFrom(
      'text/html',
      'image/svg+xml',
      'application/x-msdownload',
      '',
      'image/png; charset=utf-8',
      '*/*',
      'application/octet-stream',
      'IMAGE/PNG'
    ),
    fc.constant(null)
  );
  const data = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(PNG, JPEG, PDF, EXE, HTML, Buffer.alloc(0)) },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 3000 }).map((a) => Buffer.from(a)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            PNG.subarray(0, 8),
            Buffer.from('%PDF-'),
            JPEG.subarray(0, 3),
            Buffer.from('GIF89a'),
            Buffer.from('<svg')
          ),
          fc.uint8Array({ maxLength: 2000 })
        )
        .map(([head, rest]) => Buffer.concat([head, Buffer.from(rest)]))
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }).map((s) => Buffer.from(s)) },
    { weight: 1, arbitrary: fc.constant(tooBig) }
  );
  const part = fc.record({ field, filename, type, data });
  const parts = fc.oneof(
    { weight: 6, arbitrary: part.map((p) => [p]) },
    { weight: 2, arbitrary: fc.array(part, { minLength: 0, maxLength: 4 }) }
  );
  const shape = fc.oneof({ weight: 10, arbitrary: fc.constant('well formed' as const) }, fc.constantFrom(...SHAPES));
  return fc.tuple(parts, shape).map(([p, s]) => body(p, s));
}
