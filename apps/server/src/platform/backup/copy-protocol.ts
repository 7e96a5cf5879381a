import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type pg from 'pg';

/** The parts of pg's connection a COPY speaks through (pg's own protocol methods). */
interface CopyConnection {
  stream: NodeJS.ReadWriteStream & { writableNeedDrain?: boolean };
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
}

/** The row count of a `COPY n` command tag. */
const copiedRows = (commandTag: string) => Number(commandTag.split(' ')[1] ?? 0);

/**
 * A COPY statement submitted to one pg client: pg hands it the protocol's messages (the way the
 * pg-copy-streams package does), and `done` settles with the rows copied once the server is ready
 * again, or with the server's error.
 */
abstract class CopyStatement implements pg.Submittable {
  readonly done: Promise<number>;
  protected settle!: { resolve: (rows: number) => void; reject: (error: Error) => void };
  protected failure: Error | undefined;
  private rows = 0;

  constructor(private readonly text: string) {
    this.done = new Promise((resolve, reject) => (this.settle = { resolve, reject }));
  }

  submit(connection: pg.Connection): void {
    connection.query(this.text);
  }

  handleCommandComplete(message: { text: string }): void {
    this.rows = copiedRows(message.text);
  }

  handleError(error: Error): void {
    this.settle.reject(this.failure ?? error);
  }

  handleReadyForQuery(): void {
    if (this.failure) this.settle.reject(this.failure);
    else this.settle.resolve(this.rows);
  }
}

/** `COPY … TO STDOUT`: the server's data goes to the sink, the socket paused while the sink is full. */
class CopyOut extends CopyStatement {
  private socket: CopyConnection['stream'] | undefined;

  constructor(
    text: string,
    private readonly sink: Writable,
  ) {
    super(text);
    const resume = () => this.socket?.resume();
    sink.on('drain', resume).once('close', resume);
    sink.once('error', (error) => (this.failure ??= error));
  }

  override submit(connection: pg.Connection): void {
    this.socket = (connection as unknown as CopyConnection).stream;
    super.submit(connection);
  }

  handleCopyData(message: { chunk: Buffer }): void {
    // A failed sink takes nothing more; the server's remaining data is read and dropped.
    if (this.failure || this.sink.destroyed) return;
    // pg's parser hands a view of its own read buffer, which it fills again with the next data; the
    // sink may hold the chunk until later (gzip does), so it gets a copy of its own.
    if (!this.sink.write(Buffer.from(message.chunk))) this.socket?.pause();
  }
}

/** `COPY … FROM STDIN`: the source's chunks go to the server, waiting whenever the socket is full. */
class CopyIn extends CopyStatement {
  constructor(
    text: string,
    private readonly source: AsyncIterable<Buffer>,
  ) {
    super(text);
  }

  handleCopyInResponse(connection: pg.Connection): void {
    void this.send(connection as unknown as CopyConnection);
  }

  private async send(connection: CopyConnection): Promise<void> {
    try {
      for await (const chunk of this.source) {
        connection.sendCopyFromChunk(chunk);
        if (connection.stream.writableNeedDrain) await once(connection.stream, 'drain');
      }
      connection.endCopyFrom();
    } catch (error) {
      // The server abandons the COPY and answers with an error; the source's own is the one reported.
      this.failure = error instanceof Error ? error : new Error(String(error));
      connection.sendCopyFail(this.failure.message);
    }
  }
}

/** Runs `COPY … TO STDOUT` on the client into the sink (not ended); resolves with the rows copied. */
export function copyOut(client: pg.ClientBase, text: string, sink: Writable): Promise<number> {
  return client.query(new CopyOut(text, sink)).done;
}

/** Runs `COPY … FROM STDIN` on the client from the source; resolves with the rows copied. */
export function copyIn(client: pg.ClientBase, text: string, source: AsyncIterable<Buffer>): Promise<number> {
  return client.query(new CopyIn(text, source)).done;
}
