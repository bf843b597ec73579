import { saveBlob } from '../../shared/save-blob';

/** Saves `text` as a file called `fileName`. */
export function downloadText(fileName: string, text: string, type: string): void {
  saveBlob(fileName, new Blob([text], { type }));
}
