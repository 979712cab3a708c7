/** English texts of the W-2 attachments (uploaded with POST /api/file-upload). */
export const w2AttachmentsMessages = {
  label: 'Attach a copy of your W-2 (PDF, PNG or JPEG, up to 5 MB)',
  hint: 'You can attach more than one file. Attached files are kept until you log out or close this browser tab.',
  listHeading: 'Attached files',
  none: 'No files attached yet.',
  remove: 'Remove',
  errors: {
    wrongType: (name: string) => `${name} must be a PDF, PNG or JPEG.`,
    empty: (name: string) => `${name} is empty.`,
    tooLarge: (name: string) => `${name} must be 5 MB or smaller.`,
    unreadable: (name: string) => `${name} could not be read. Please try again.`,
    uploadFailed: (name: string, detail?: string) =>
      detail
        ? `${name} could not be uploaded. ${detail}`
        : `${name} could not be uploaded. Please try again.`,
  },
  status: {
    uploading: (name: string) => `Uploading ${name}`,
    added: (name: string) => `${name} attached.`,
    renamed: (original: string, name: string) =>
      `A different file named ${original} is already attached, so this one was attached as ${name}.`,
    replaced: (name: string) => `${name} was already attached. It has been replaced.`,
    removed: (name: string) => `${name} removed.`,
    notKept: (name: string) =>
      `${name} is attached, but this browser cannot keep a copy of it: attach it again if you reload the page.`,
  },
};
export type W2AttachmentsMessages = typeof w2AttachmentsMessages;
