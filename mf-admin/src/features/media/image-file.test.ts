import { imageFileProblem, UPLOAD_MAX_BYTES } from './image-file';

describe('imageFileProblem', () => {
  it('accepts JPEG, PNG and WebP pictures up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(imageFileProblem({ type, size: UPLOAD_MAX_BYTES })).toBeNull();
  });

  it('refuses other types, empty files and files over 5 MB before uploading', () => {
    expect(imageFileProblem({ type: 'image/svg+xml', size: 100 })).toBe('type');
    expect(imageFileProblem({ type: 'image/gif', size: 100 })).toBe('type');
    expect(imageFileProblem({ type: 'image/png', size: 0 })).toBe('empty');
    expect(imageFileProblem({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toBe('size');
  });
});
