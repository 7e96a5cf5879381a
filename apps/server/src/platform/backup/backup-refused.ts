/** A backup or restore that stops on purpose, before it can do harm; its message tells the operator why. */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}
