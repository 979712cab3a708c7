import type { Translation } from './translation';
import type { fileInputTextEn } from './fileInput.en';

export const fileInputTextEs: Translation<typeof fileInputTextEn> = {
  chosenFilesLabel: 'Archivos elegidos',
  fileSizeText: (bytes: number) =>
    bytes < 1024
      ? `${bytes} bytes`
      : bytes < 1024 * 1024
        ? `${Math.round(bytes / 1024)} KB`
        : `${new Intl.NumberFormat('es-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`,
};
