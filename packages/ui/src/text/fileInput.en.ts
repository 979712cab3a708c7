export const fileInputTextEn = {
  chosenFilesLabel: 'Chosen files',
  fileSizeText: (bytes: number) =>
    bytes < 1024
      ? `${bytes} bytes`
      : bytes < 1024 * 1024
        ? `${Math.round(bytes / 1024)} KB`
        : `${(bytes / (1024 * 1024)).toFixed(1)} MB`,
};
