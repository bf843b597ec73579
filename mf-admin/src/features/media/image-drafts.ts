/**
 * Which pictures a form may delete from the server. A picture uploaded while the form is open and
 * then removed (or left behind when the form is cancelled) is deleted at once; a picture the saved
 * record used is deleted only after the record was saved without it, so a cancelled edit never
 * loses a picture.
 */
export class ImageDrafts {
  private readonly uploaded = new Set<string>();
  private readonly dropped = new Set<string>();

  constructor(private readonly deleteImage: (path: string) => Promise<unknown>) {}

  /** A picture this form just uploaded. */
  added(path: string): void {
    this.uploaded.add(path);
    this.dropped.delete(path);
  }

  /** The form no longer uses `path`: deleted now when it was uploaded here, else after saving. */
  async removed(path: string): Promise<void> {
    if (this.uploaded.delete(path)) {
      await this.deleteImage(path);
      return;
    }
    this.dropped.add(path);
  }

  /** After a successful save that kept `kept`: deletes the saved record's dropped pictures; answers those that failed. */
  async saved(kept: readonly string[]): Promise<string[]> {
    this.uploaded.clear();
    const doomed = [...this.dropped].filter((path) => !kept.includes(path));
    this.dropped.clear();
    return this.deleteAll(doomed);
  }

  /** The form closed without saving: deletes what it uploaded. */
  async discarded(): Promise<string[]> {
    const doomed = [...this.uploaded];
    this.uploaded.clear();
    this.dropped.clear();
    return this.deleteAll(doomed);
  }

  private async deleteAll(paths: string[]): Promise<string[]> {
    const results = await Promise.allSettled(paths.map((path) => this.deleteImage(path)));
    return paths.filter((_, i) => results[i]?.status === 'rejected');
  }
}
