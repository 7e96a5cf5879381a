/**
 * A workbook refused for what it holds rather than for being broken: the message, one of the
 * specification's, travels from the reader thread to the user as it is.
 */
export class WorkbookRefused extends Error {}
