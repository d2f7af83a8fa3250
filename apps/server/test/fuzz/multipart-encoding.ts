/** One part of a multipart body; everything a browser would quote or escape is written as given. */
export interface Part {
  name: string;
  /** Present: a file part. */
  filename?: string;
  contentType?: string;
  data: Buffer;
  /** Replaces the whole Content-Disposition line (null: the part has none). */
  disposition?: string | null;
  /** Extra raw header lines. */
  extraHeaders?: string[];
  /** Its index in the endpoint's valid body, so a failure can be retried without it. */
  origin?: number;
}

export interface MultipartDraft {
  parts: Part[];
  boundary: string;
  /** The boundary the Content-Type header announces, when it differs from the one in the body. */
  announced?: string | null;
  /** A Content-Type other than `multipart/form-data; boundary=…`. */
  contentType?: string;
  eol: '\r\n' | '\n';
  preamble: string;
  epilogue: string;
  /** Whether the closing `--boundary--` is written. */
  close: boolean;
  /** Cuts the encoded body to this fraction of its length (a client that stopped sending). */
  truncate?: number;
}

export const newMultipart = (parts: Part[]): MultipartDraft => ({
  parts,
  boundary: '----PorticoFuzzBoundary7MA4YWxkTrZu0gW',
  eol: '\r\n',
  preamble: '',
  epilogue: '',
  close: true,
});

export const textPart = (name: string, value: string): Part => ({ name, data: Buffer.from(value) });

/** A part whose Content-Disposition names no field (`form-data`, or `form-data; filename=…` for a file). */
export const namelessPart = (filename?: string): Part =>
  filename === undefined
    ? { name: '', data: Buffer.from('x'), disposition: 'form-data' }
    : {
        name: '',
        filename,
        contentType: 'image/png',
        data: Buffer.from('x'),
        disposition: `form-data; filename="${filename}"`,
      };

export const filePart = (name: string, filename: string, data: Buffer, contentType: string): Part => ({
  name,
  filename,
  contentType,
  data,
});

export const multipartContentType = (form: MultipartDraft): string => {
  if (form.contentType !== undefined) return form.contentType;
  const announced = form.announced === undefined ? form.boundary : form.announced;
  return announced === null ? 'multipart/form-data' : `multipart/form-data; boundary=${announced}`;
};

export const encodeMultipart = (form: MultipartDraft): Buffer => {
  const { eol } = form;
  const chunks: Buffer[] = [];
  if (form.preamble) chunks.push(Buffer.from(form.preamble + eol));
  for (const part of form.parts) {
    const head = [`--${form.boundary}`];
    if (part.disposition !== null) {
      head.push(
        `Content-Disposition: ${
          part.disposition ??
          `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`
        }`,
      );
    }
    if (part.contentType !== undefined) head.push(`Content-Type: ${part.contentType}`);
    head.push(...(part.extraHeaders ?? []));
    chunks.push(Buffer.from(head.join(eol) + eol + eol), part.data, Buffer.from(eol));
  }
  if (form.close) chunks.push(Buffer.from(`--${form.boundary}--${eol}`));
  if (form.epilogue) chunks.push(Buffer.from(form.epilogue));
  const body = Buffer.concat(chunks);
  return form.truncate === undefined ? body : body.subarray(0, Math.floor(body.length * form.truncate));
};
