/** A failure the operator can act on: its message is the whole story, printed without a stack trace. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}
