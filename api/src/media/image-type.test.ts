import { sniffImageType } from './image-type';

describe('sniffImageType', () => {
  it('recognises JPEG, PNG and WebP from their first bytes', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]))).toBe('png');
    expect(
      sniffImageType(Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')])),
    ).toBe('webp');
  });

  it('refuses SVG, HTML, GIF, a RIFF file that is not WebP and files too short to tell', () => {
    expect(
      sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBeUndefined();
    expect(sniffImageType(Buffer.from('<!doctype html><html><body>hi</body></html>'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('GIF89a\u0001\u0000\u0001\u0000'))).toBeUndefined();
    expect(
      sniffImageType(Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WAVEfmt ')])),
    ).toBeUndefined();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeUndefined();
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined();
  });
});
