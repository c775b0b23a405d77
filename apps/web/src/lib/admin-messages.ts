/** The staff pages' texts of SPEC.md section 8, plus the images-only refusal of section 5. */
export const ADMIN_MESSAGES = {
  selectFile: 'Please select a file to upload.',
  imagesOnly: 'Only image files can be uploaded.',
  uploadFailed: 'Upload failed.',
  deleteFailed: 'Failed to delete render.',
  restoreFailed: 'Failed to restore item.',
  confirmDelete: 'Are you sure you want to delete this render?',
  downloadFailed: 'Failed to download file.',
} as const;
