/** A multipart/form-data body with one file in the field `photo`, as a browser sends it. */
export function photoUpload(filename: string, contentType: string, data: Buffer) {
  const boundary = '----suitebook-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
