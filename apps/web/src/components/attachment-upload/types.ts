/** One kind of attachment a form asks for (GET /api/annex/multip?type=…). */
export interface AnnexType {
  name: string;
  /** Allowed extensions, comma-separated, e.g. 'jpg,gif,png,jpeg,pdf'. */
  fileFormatValue: string;
  /** Largest file in KB. */
  fileSize: number;
  /** The form cannot be sent without one of this type. */
  required?: boolean;
}

/** An attachment of the form: a file picked now (`file`) or one stored before (`relativePath`). */
export interface AnnexValue {
  fileType: string;
  file?: File;
  fileName: string;
  relativePath?: string;
}
